/// A command line `luckywheel-bench` cannot run; each message says what to type instead.
enum BenchUsageError: Error, Equatable, CustomStringConvertible {
    /// An option was last, without its value.
    case missingValue(option: String)
    /// `--format` was neither `text` nor `json`.
    case badFormat(String)
    /// `--sweep` named no known sweep.
    case badSweep(String)
    /// `--scale` was not a whole number in 1…4.
    case badScale(String)
    /// `--chart` without `-o`.
    case chartWithoutOutput
    /// `-o` without `--chart`.
    case outputWithoutChart
    /// `--list` or `--filter` with `--sweep compression`, which has no named scenarios.
    case compressionSweepHasNoScenarios
    /// An argument no mode knows.
    case unknownArgument(String)
    /// No scenario name contains any of the filters.
    case noScenarioMatches([String])

    var description: String {
        switch self {
        case .missingValue(let option): return "\(option) needs a value"
        case .badFormat(let text): return "--format must be text or json, not '\(text)'"
        case .badSweep(let text):
            let names = BenchInvocation.Sweep.allCases.map(\.rawValue).joined(separator: " or ")
            return "--sweep must be \(names), not '\(text)'"
        case .badScale(let text): return "--scale must be 1, 2, 3 or 4, not '\(text)'"
        case .chartWithoutOutput: return "--chart needs -o CHART.png, the image to write"
        case .outputWithoutChart: return "-o is the chart image; give --chart FIGURES.json too"
        case .compressionSweepHasNoScenarios:
            return "--sweep compression prints one table and has no scenarios to --list or --filter; "
                + "drop those options"
        case .unknownArgument(let argument): return "unknown argument '\(argument)'"
        case .noScenarioMatches(let filters):
            return "no scenario name contains \(filters.map { "'\($0)'" }.joined(separator: " or ")); "
                + "see --list"
        }
    }
}
