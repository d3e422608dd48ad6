import BenchmarkKit
import Foundation

// luckywheel-bench [--filter SUBSTRING] [--format text|json] [--list] [--compression-sweep]
// Measures the scenarios in Scenarios.swift. Numbers from a debug build mean nothing, so it
// refuses to run one.

#if DEBUG
    FileHandle.standardError.write(
        Data(
            """
            error: luckywheel-bench was built in debug mode; its figures would be meaningless.
            Run it as: swift run -c release luckywheel-bench

            """.utf8))
    exit(64)
#else
    var filters: [String] = []
    var format = "text"
    var listOnly = false
    var arguments = CommandLine.arguments.dropFirst()
    func usage(_ message: String) -> Never {
        FileHandle.standardError.write(
            Data(
                "error: \(message)\nUsage: luckywheel-bench [--filter NAME]... [--format text|json] [--list]\n"
                    .utf8))
        exit(64)
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--filter":
            guard let name = arguments.popFirst() else { usage("--filter needs a scenario name") }
            filters.append(name)
        case "--format":
            guard let value = arguments.popFirst() else { usage("--format needs text or json") }
            format = value
            if format != "text" && format != "json" {
                usage("--format must be text or json, not '\(format)'")
            }
        case "--list": listOnly = true
        case "--compression-sweep":
            CompressionSweep.run()
            exit(0)
        case "-h", "--help":
            print("Usage: luckywheel-bench [--filter NAME]... [--format text|json] [--list]")
            print("Scenarios: " + Scenarios.all.map(\.name).joined(separator: ", "))
            exit(0)
        default: usage("unknown argument '\(argument)'")
        }
    }
    let selected = Scenarios.all.filter { scenario in
        filters.isEmpty || filters.contains { scenario.name.contains($0) }
    }
    if listOnly {
        for scenario in selected { print(scenario.name) }
        exit(0)
    }
    if selected.isEmpty { usage("no scenario matches \(filters)") }
    let runner = BenchmarkRunner()
    var results: [BenchmarkResult] = []
    for scenario in selected {
        if format == "text" { FileHandle.standardError.write(Data("running \(scenario.name)…\n".utf8)) }
        do {
            results.append(try runner.run(scenario))
        } catch {
            FileHandle.standardError.write(Data("error: \(scenario.name): \(error)\n".utf8))
            exit(70)
        }
    }
    switch format {
    case "json": print(ReportFormatter.json(results, context: MachineContext.current()), terminator: "")
    default:
        let context = MachineContext.current().sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        print(context.joined(separator: "\n") + "\n")
        print(ReportFormatter.text(results), terminator: "")
    }
#endif
