import TestSupport
import Testing

@testable import LuckyWheelCLI

/// A command that exercises every kind of argument and records what it parsed.
private struct EchoCommand: Command {
    enum Mode: String, CaseIterable, ArgumentValue { case fast, best }

    static let configuration = CommandConfiguration(
        name: "echo", abstract: "Print the parsed arguments.", discussion: "EXAMPLE: luckywheel echo a b")
    static let arguments: [ArgumentSpec] = [
        .positional("FILE", help: "Files.", repeating: true),
        .option("-o", "--output", valueName: "dir", help: "Where to write.", required: true),
        .option("--count", valueName: "n", help: "How many.", default: "3"),
        .option("--mode", valueName: "mode", help: "Speed."),
        .option("--scales", valueName: "list", help: "Scales."),
        .flag("--json", help: "Print JSON."),
    ]

    var files: [String]
    var output: String
    var count: Int
    var mode: Mode?
    var scales: [Int]?
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        files = try arguments.positional("FILE")
        output = try arguments.option("--output") ?? ""
        count = try arguments.option("--count", default: 3)
        mode = try arguments.option("--mode")
        scales = try arguments.list("--scales")
        json = arguments.flag("--json")
    }

    func validate() throws(UsageError) {
        if count < 1 { throw Self.usageError("--count must be at least 1, got \(count)") }
    }

    func run(console: any Console) throws -> ExitCode {
        if files.contains("missing.png") { throw CommandFailure(.noInput, "missing.png: no such file") }
        console.print(
            "files=\(files) output=\(output) count=\(count) mode=\(mode?.rawValue ?? "-") "
                + "scales=\(scales ?? []) json=\(json)")
        return .success
    }
}

private func run(_ arguments: [String]) -> (ExitCode, String, String) {
    let console = BufferConsole()
    let status = LuckyWheelTool.run(EchoCommand.self, arguments, console: console)
    return (status, console.standardOutput, console.standardError)
}

@Suite struct ArgumentParsingTests {
    @Test func parsesEveryKindOfArgument() {
        let (status, out, err) = run([
            "a.png", "--count=5", "-o", "out", "b.png", "--json", "--scales", "1, 2,3",
        ])
        #expect(status == .success)
        #expect(err == "")
        #expect(out == "files=[\"a.png\", \"b.png\"] output=out count=5 mode=- scales=[1, 2, 3] json=true\n")
    }

    @Test func doubleDashMakesTheRestPositional() {
        let (status, out, _) = run(["-o", "-", "--", "--json", "-"])
        #expect(status == .success)
        #expect(out.hasPrefix("files=[\"--json\", \"-\"] output=- "))
    }

    @Test func lastValueOfARepeatedOptionWins() {
        let (_, out, _) = run(["x", "-o", "a", "--output", "b"])
        #expect(out.contains("output=b "))
    }

    @Test(arguments: [
        (["x", "-o", "d", "--jsn"], "error: unknown option '--jsn'. Did you mean '--json'?"),
        (["x", "-o"], "error: option '-o' needs a value <dir>"),
        (
            ["x", "-o", "d", "--count", "many"],
            "error: invalid value 'many' for --count: expected an integer"
        ),
        (
            ["x", "-o", "d", "--mode", "slow"],
            "error: invalid value 'slow' for --mode: expected one of fast, best"
        ),
        (["x", "-o", "d", "--json=yes"], "error: flag '--json' does not take a value"),
        (["x"], "error: missing --output <dir>"),
        (["x", "-o", "d", "--count", "0"], "error: --count must be at least 1, got 0"),
        (
            ["x", "-o", "d", "--scales", "1,,3"],
            "error: invalid value '1,,3' for --scales: expected a comma-separated list of an integer"
        ),
    ])
    func usageErrorsExit64WithAHint(arguments: [String], message: String) {
        let (status, out, err) = run(arguments)
        #expect(status == .usage)
        #expect(out == "")
        #expect(err == "\(message)\nSee 'luckywheel echo --help'.\n")
    }

    @Test func helpGoesToStdoutAndWinsOverErrors() {
        let (status, out, err) = run(["--bogus", "--help"])
        #expect(status == .success)
        #expect(err == "")
        #expect(
            out == """
                OVERVIEW: Print the parsed arguments.

                USAGE: luckywheel echo FILE... --output <dir> [--count <n>] [--mode <mode>] [--scales <list>] [--json]

                ARGUMENTS:
                  FILE...                     Files.

                OPTIONS:
                  -o, --output <dir>          Where to write.
                  --count <n>                 How many. (default: 3)
                  --mode <mode>               Speed.
                  --scales <list>             Scales.
                  --json                      Print JSON.
                  -h, --help                  Show help for this command.

                EXAMPLE: luckywheel echo a b

                """)
    }

    @Test func commandFailuresCarryTheirExitCode() {
        let (status, _, err) = run(["missing.png", "-o", "d"])
        #expect(status == .noInput)
        #expect(err == "error: missing.png: no such file\n")
    }

    @Test func repeatingPositionalLeavesRoomForLaterOnes() throws {
        let specs: [ArgumentSpec] = [
            .positional("IN", help: "", repeating: true), .positional("OUT", help: ""),
        ]
        let parsed = try ArgumentParser(specs: specs, commandPath: "t").parse(["a", "b", "c"])
        #expect(try parsed.positional("IN", as: String.self) == ["a", "b"])
        #expect(try parsed.positional("OUT", as: String.self) == ["c"])
    }

    @Test func hexSeedsAreAccepted() {
        #expect(UInt64(argument: "0xff") == 255)
        #expect(UInt64(argument: "42") == 42)
        #expect(UInt64(argument: "-1") == nil)
        #expect(Double(argument: "nan") == nil)
    }
}
