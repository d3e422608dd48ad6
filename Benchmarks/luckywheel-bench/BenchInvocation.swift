/// What one run of `luckywheel-bench` was asked to do, parsed from its arguments:
///
///     luckywheel-bench [--filter NAME]... [--format text|json] [--list]
///     luckywheel-bench --sweep compression|frames [--filter NAME]... [--format text|json]
///     luckywheel-bench --write-inputs DIR
///     luckywheel-bench --chart FIGURES.json -o CHART.png [--scale S]
enum BenchInvocation: Equatable {
    /// Time the scenarios whose names contain one of `filters` (all when empty), or only list
    /// them.
    case measure(filters: [String], format: ReportFormat, listOnly: Bool)
    /// Run one of the measurements that chose an encoder preset (`frames` can be filtered and
    /// listed; `compression` prints its own table).
    case sweep(Sweep, filters: [String], format: ReportFormat, listOnly: Bool)
    /// Write the inputs the peers work on (the @3x sheets, a @3x frame and the four kinds of
    /// @3x sheet) into a folder, created if missing.
    case writeInputs(folder: String)
    /// Draw the chart of a figures file written by `Benchmarks/peers/run-all.py`.
    case chart(figures: String, output: String, scale: Int)
    /// Print the usage.
    case help

    /// How results are printed.
    enum ReportFormat: String, Equatable {
        case text, json
    }

    /// The measurements behind the encoder presets.
    enum Sweep: String, Equatable, CaseIterable {
        /// Every zlib level × filter × strategy on the 12 wedges of each of the four kinds of
        /// @3x sheet (`SheetKind`): chose `SliceCompression`'s presets.
        case compression
        /// libpng/zlib and libdeflate settings × row filter on two @2x frames: chose
        /// `FrameEncoder.frames`.
        case frames
    }

    static let usage = """
        Usage: luckywheel-bench [--filter NAME]... [--format text|json] [--list]
               luckywheel-bench --sweep compression|frames [--filter NAME]... [--format text|json]
               luckywheel-bench --write-inputs DIR
               luckywheel-bench --chart FIGURES.json -o CHART.png [--scale S]
        """

    static func parse(_ arguments: [String]) throws(BenchUsageError) -> BenchInvocation {
        var filters: [String] = []
        var format = ReportFormat.text
        var listOnly = false
        var sweep: Sweep?
        var inputsFolder: String?
        var chartFigures: String?
        var output: String?
        var scale = 2
        var remaining = arguments[...]
        func value(for option: String) throws(BenchUsageError) -> String {
            guard let value = remaining.popFirst() else { throw .missingValue(option: option) }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter": filters.append(try value(for: argument))
            case "--format":
                let text = try value(for: argument)
                guard let parsed = ReportFormat(rawValue: text) else { throw .badFormat(text) }
                format = parsed
            case "--list": listOnly = true
            case "--sweep":
                let text = try value(for: argument)
                guard let parsed = Sweep(rawValue: text) else { throw .badSweep(text) }
                sweep = parsed
            case "--write-inputs": inputsFolder = try value(for: argument)
            case "--chart": chartFigures = try value(for: argument)
            case "-o", "--output": output = try value(for: argument)
            case "--scale":
                let text = try value(for: argument)
                guard let parsed = Int(text), (1...4).contains(parsed) else { throw .badScale(text) }
                scale = parsed
            case "-h", "--help": return .help
            default: throw .unknownArgument(argument)
            }
        }
        if let chartFigures {
            guard let output else { throw .chartWithoutOutput }
            return .chart(figures: chartFigures, output: output, scale: scale)
        }
        if output != nil { throw .outputWithoutChart }
        if let inputsFolder { return .writeInputs(folder: inputsFolder) }
        if let sweep {
            if sweep == .compression && (listOnly || !filters.isEmpty) {
                throw .compressionSweepHasNoScenarios
            }
            return .sweep(sweep, filters: filters, format: format, listOnly: listOnly)
        }
        return .measure(filters: filters, format: format, listOnly: listOnly)
    }
}
