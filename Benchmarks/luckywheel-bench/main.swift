import BenchmarkKit
import Foundation

// luckywheel-bench: measures the scenarios in Scenarios.swift (see BenchInvocation for every
// mode). Numbers from a debug build mean nothing, so it refuses to run one.

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(code)
}

/// Times `scenarios` and prints the report, or only lists their names.
func measure(_ scenarios: [Benchmark], format: BenchInvocation.ReportFormat, listOnly: Bool) {
    if listOnly {
        for scenario in scenarios { print(scenario.name) }
        return
    }
    let runner = BenchmarkRunner()
    var results: [BenchmarkResult] = []
    for scenario in scenarios {
        if format == .text { FileHandle.standardError.write(Data("running \(scenario.name)…\n".utf8)) }
        do {
            results.append(try runner.run(scenario))
        } catch {
            fail("\(scenario.name): \(error)", code: 70)
        }
    }
    switch format {
    case .json: print(ReportFormatter.json(results, context: MachineContext.current()), terminator: "")
    case .text:
        let context = MachineContext.current().sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        print(context.joined(separator: "\n") + "\n")
        print(ReportFormatter.text(results), terminator: "")
    }
}

/// The scenarios whose names contain one of `filters` (all of them when there are none).
func selected(_ scenarios: [Benchmark], _ filters: [String]) throws(BenchUsageError) -> [Benchmark] {
    let chosen = scenarios.filter { scenario in
        filters.isEmpty || filters.contains { scenario.name.contains($0) }
    }
    if chosen.isEmpty { throw .noScenarioMatches(filters) }
    return chosen
}

#if DEBUG
    fail(
        """
        luckywheel-bench was built in debug mode; its figures would be meaningless.
        Run it as: swift run -c release luckywheel-bench
        """, code: 64)
#else
    do {
        switch try BenchInvocation.parse(Array(CommandLine.arguments.dropFirst())) {
        case .help:
            print(BenchInvocation.usage)
            print("Scenarios: " + Scenarios.all.map(\.name).joined(separator: ", "))
        case .measure(let filters, let format, let listOnly):
            measure(try selected(Scenarios.all, filters), format: format, listOnly: listOnly)
        case .sweep(.compression, _, _, _):
            do {
                try CompressionSweep.run()
            } catch {
                fail(
                    "the compression sweep needs its sheets (pngquant for the palette kind): \(error)",
                    code: 69)
            }
        case .sweep(.frames, let filters, let format, let listOnly):
            measure(try selected(FrameEncodingSweep.all, filters), format: format, listOnly: listOnly)
        case .writeInputs(let folder):
            do {
                try PeerInputs.write(into: folder)
            } catch {
                fail(
                    "cannot write the peers' inputs into \(folder): \(error) "
                        + "(the palette sheet needs pngquant installed)", code: 73)
            }
        case .chart(let figuresPath, let output, let scale):
            do {
                try FigureChart.write(figures: figuresPath, to: output, scale: scale)
            } catch {
                fail("\(error)", code: 65)
            }
        }
    } catch {
        fail("\(error)\n\(BenchInvocation.usage)", code: 64)
    }
#endif
