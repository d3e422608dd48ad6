import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

/// A command that exercises every kind of argument and records what it parsed.
private struct EchoCommand: Command {
    enum Mode: String, CaseIterable, ArgumentValue { case fast, best }

    static let configuration = CommandConfiguration(
        name: "echo", abstract: "Print the parsed arguments.", discussion: "EXAMPLE: luckywheel echo a b")
    static let files = Positional<String>("FILE", help: "Files.", repeating: true)
    static let output = Option<String?>(
        "-o", "--output", value: "dir", help: "Where to write.", required: true)
    static let count = Option<Int>("--count", value: "n", help: "How many.", default: 3, range: .atLeast(1))
    static let mode = Option<Mode?>("--mode", value: "mode", help: "Speed.")
    static let scales = Option<[Int]?>("--scales", value: "list", help: "Scales.")
    static let json = Flag("--json", help: "Print JSON.")
    static let tags = RepeatingOption<Int>("-t", "--tag", value: "n", help: "Tags, one each.")
    static let arguments: [any ArgumentDeclaration] = [files, output, count, mode, scales, json, tags]

    var files: [String]
    var output: String
    var count: Int
    var mode: Mode?
    var scales: [Int]?
    var json: Bool
    var tags: [Int]

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        files = try arguments.values(Self.files)
        output = try arguments.value(Self.output) ?? ""
        count = try arguments.value(Self.count)
        mode = try arguments.value(Self.mode)
        scales = try arguments.value(Self.scales)
        json = try arguments.value(Self.json)
        tags = try arguments.values(Self.tags)
    }

    func run(console: any Console) throws -> ExitCode {
        if files.contains("missing.png") { throw CommandFailure(.noInput, "missing.png: no such file") }
        console.print(
            "files=\(files) output=\(output) count=\(count) mode=\(mode?.rawValue ?? "-") "
                + "scales=\(scales ?? []) json=\(json) tags=\(tags)")
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
        #expect(
            out
                == "files=[\"a.png\", \"b.png\"] output=out count=5 mode=- scales=[1, 2, 3] json=true tags=[]\n"
        )
    }

    /// A repeating option takes every value given, in order, in any spelling; each converts as
    /// an option's value does.
    @Test func aRepeatingOptionTakesEveryValueInOrder() {
        let (status, out, err) = run(["x", "--tag", "3", "-o", "d", "-t", "1", "--tag=2", "y"])
        #expect(status == .success)
        #expect(err == "")
        #expect(out.hasPrefix("files=[\"x\", \"y\"] output=d "))
        #expect(out.hasSuffix(" tags=[3, 1, 2]\n"))
    }

    /// `--output=VALUE` whose value starts with a combining mark (or a joiner): `=` and the mark
    /// are one `Character`, and splitting there made the whole word an unknown option.
    @Test(arguments: ["\u{301}abc", "\u{200D}x", "\u{1F3FB}", "=", ""])
    func anInlineValueIsSplitAtTheFirstEqualsSign(value: String) {
        let (status, out, err) = run(["x", "--output=" + value])
        #expect(status == .success, "\(err)")
        #expect(out.contains(" output=\(value) "))
    }

    @Test func anInlineValueStartingWithAMarkIsRefusedAsAnyOther() {
        #expect(ArgumentParser.inlineValue(in: "--a=\u{301}=b")! == ("--a", "\u{301}=b"))
        #expect(ArgumentParser.inlineValue(in: "-a=b") == nil)
        #expect(ArgumentParser.inlineValue(in: "--ab") == nil)
        // An unknown name is reported by its name, as with any value.
        let (refused, _, message) = run(["x", "-o", "d", "--jsn=\u{301}"])
        #expect(refused == .usage)
        #expect(message.hasPrefix("error: unknown option '--jsn'. Did you mean '--json'?"))
        // A flag given a value this way is refused as any flag given a value.
        let (flag, _, flagMessage) = run(["x", "-o", "d", "--json=\u{301}"])
        #expect(flag == .usage)
        #expect(flagMessage.hasPrefix("error: flag '--json' does not take a value"), "\(flagMessage)")
    }

    @Test func doubleDashMakesTheRestPositional() {
        let (status, out, _) = run(["-o", "-", "--", "--json", "-"])
        #expect(status == .success)
        #expect(out.hasPrefix("files=[\"--json\", \"-\"] output=- "))
    }

    /// A repeated flag is harmless; a repeated option would silently drop the first value
    /// (`fair verify --nonce 0 --nonce 1`), so it is refused (the cases in
    /// `usageErrorsExit64WithAHint`).
    @Test func aRepeatedFlagIsTheFlag() {
        let (status, out, _) = run(["x", "-o", "a", "--json", "--json"])
        #expect(status == .success)
        #expect(out.contains("json=true"))
    }

    @Test(arguments: [
        (["x", "-o", "d", "--jsn"], "error: unknown option '--jsn'. Did you mean '--json'?"),
        (["x", "-o", "d", "--JSON"], "error: unknown option '--JSON'. Did you mean '--json'?"),
        (["x", "-o"], "error: option '-o' needs a value <dir>"),
        // The next option is not taken as the value (`slice S --segments -o x`).
        (
            ["x", "--count", "-o", "d"],
            "error: option '--count' needs a value <n>; '-o' after it is an option, not its value"
        ),
        (
            ["x", "-o", "d", "--mode", "--count=2"],
            "error: option '--mode' needs a value <mode>; '--count=2' after it is an option, not its value"
        ),
        // One value each: the second one would silently win.
        (["x", "-o", "d", "--count", "1", "--count=2"], "error: --count is given twice; give it once"),
        (["x", "-o", "d", "--output", "e"], "error: --output is given twice; give it once"),
        // A value missing at the end is told as missing, not as the option given twice.
        (["x", "-o", "d", "--count", "1", "--count"], "error: option '--count' needs a value <n>"),
        (
            ["x", "-o", "d", "--tag", "1", "--tag", "two"],
            "error: invalid value 'two' for --tag: expected an integer"
        ),
        (["x", "-o", "d", "--tag"], "error: option '--tag' needs a value <n>"),
        (
            ["x", "-o", "d", "--count", "many"],
            "error: invalid value 'many' for --count: expected an integer"
        ),
        (
            ["x", "-o", "d", "--mode", "slow"],
            "error: invalid value 'slow' for --mode: expected one of fast, best"
        ),
        // A value of a closed set, mistyped or in the wrong case, is told the one meant.
        (
            ["x", "-o", "d", "--mode", "fsat"],
            "error: invalid value 'fsat' for --mode: expected one of fast, best. Did you mean 'fast'?"
        ),
        (
            ["x", "-o", "d", "--mode", "BEST"],
            "error: invalid value 'BEST' for --mode: expected one of fast, best. Did you mean 'best'?"
        ),
        // A one-letter option is no typo of another, nor of a longer one; dashes are no letters.
        (["x", "-o", "d", "-f"], "error: unknown option '-f'"),
        (["x", "-o", "d", "--x"], "error: unknown option '--x'"),
        (["x", "-o", "d", "-json"], "error: unknown option '-json'. Did you mean '--json'?"),
        (["x", "-o", "d", "--json=yes"], "error: flag '--json' does not take a value"),
        // A one-letter option's value joined on, as only a long option takes it, is shown
        // written the ways that work (it was an unknown option, as if -o were none).
        (
            ["x", "-o=d"],
            "error: unknown option '-o=d'; a one-letter option takes its value as the next word: -o d "
                + "(or --output=d)"
        ),
        (
            ["x", "-od"],
            "error: unknown option '-od'; a one-letter option takes its value as the next word: -o d "
                + "(or --output=d)"
        ),
        (["x"], "error: missing --output <dir>"),
        (["x", "-o", "d", "--count", "0"], "error: --count must be at least 1, got 0"),
        // Digits too many for the type: a range without an upper bound cannot say "at least 1,
        // got 99999999999999999999", so the type's largest value is given.
        (
            ["x", "-o", "d", "--count", "99999999999999999999"],
            "error: invalid value '99999999999999999999' for --count: expected an integer up to 9223372036854775807"
        ),
        (
            ["x", "-o", "d", "--scales", "1,,3"],
            "error: invalid value '1,,3' for --scales: expected a comma-separated list, each item an integer"
        ),
        (["", "-o", "d"], "error: an empty argument where FILE... goes (an unset variable?)"),
    ])
    func usageErrorsExit64WithAHint(arguments: [String], message: String) {
        let (status, out, err) = run(arguments)
        #expect(status == .usage)
        #expect(out == "")
        #expect(err == "\(message)\nSee 'luckywheel echo --help'.\n")
    }

    /// A word that names an existing file is that file, not a mistyped option: the message says
    /// how to give it (the file is made in the working folder, where such a name is looked up).
    @Test func aFileNamedLikeAnOptionIsShownHowToGive() throws {
        let name = "-luckywheel-test-\(UInt64.random(in: 0...UInt64.max))"
        try Data().write(to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/" + name))
        defer {
            try? FileManager.default.removeItem(atPath: FileManager.default.currentDirectoryPath + "/" + name)
        }
        let (status, _, err) = run(["-o", "d", name])
        #expect(status == .usage)
        #expect(
            err.hasPrefix(
                "error: unknown option '\(name)'; for the file of that name write ./\(name), or put it after --\n"
            ))
    }

    @Test func helpGoesToStdoutAndWinsOverErrors() {
        let (status, out, err) = run(["--bogus", "--help"])
        #expect(status == .success)
        #expect(err == "")
        #expect(
            out == """
                OVERVIEW: Print the parsed arguments.

                USAGE: luckywheel echo FILE... --output <dir> [--count <n>] [--mode <mode>]
                       [--scales <list>] [--json] [--tag <n>]...

                ARGUMENTS:
                  FILE...                     Files.

                OPTIONS:
                  -o, --output <dir>          Where to write.
                  --count <n>                 How many. (at least 1; default: 3)
                  --mode <mode>               Speed. (fast, best)
                  --scales <list>             Scales.
                  --json                      Print JSON.
                  -t, --tag <n>               Tags, one each.
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
        let input = Positional<String>("IN", help: "", repeating: true)
        let output = Positional<String>("OUT", help: "")
        let parsed = try ArgumentParser(specs: [input.spec, output.spec], commandPath: "t").parse([
            "a", "b", "c",
        ])
        #expect(try parsed.values(input) == ["a", "b"])
        #expect(try parsed.values(output) == ["c"])
    }

    /// `-h` after an option that takes a value asks for help, as the command's own options are
    /// not taken as a value there (`--audio --force` is a missing value): `render --audio -h`
    /// wrote the sound to a file named `-h`. A value after `=` is the value, and after `--`
    /// every word is an argument.
    @Test func helpIsNeverAnOptionsValue() {
        let parser = ArgumentParser(specs: EchoCommand.specs, commandPath: "t")
        #expect(parser.asksForHelp(["x", "-o", "-h"]))
        #expect(parser.asksForHelp(["x", "--output", "--help"]))
        #expect(!parser.asksForHelp(["x", "--", "-h"]))
        #expect(parser.asksForHelp(["x", "-o", "d", "-h"]))
        #expect(!parser.asksForHelp(["x", "--output=-h"]))
        #expect(parser.asksForHelp(["x", "--output=-h", "--help"]))
        let (status, out, _) = run(["x", "-o", "-h"])
        #expect(status == .success)
        #expect(out.hasPrefix("OVERVIEW: ") && !out.contains("output=-h "))
        let (inline, echoed, _) = run(["x", "--output=-h"])
        #expect(inline == .success)
        #expect(echoed.contains("output=-h "))
    }

    @Test func readingAnUndeclaredOptionIsAnError() throws {
        let parsed = try ArgumentParser(specs: EchoCommand.specs, commandPath: "t").parse(["x", "-o", "d"])
        let stranger = Option<Int>("--stranger", value: "n", help: "", default: 0)
        #expect(throws: UsageError(.undeclared("--stranger"), commandPath: "t")) {
            try parsed.value(stranger)
        }
    }

    @Test func defaultsInHelpComeFromTheValues() {
        #expect(
            Option<Double>("--x", value: "v", help: "X.", default: 0.5).spec.fullHelp == "X. (default: 0.5)")
        #expect(
            Option<Double>("--x", value: "v", help: "X.", default: 60).spec.fullHelp == "X. (default: 60)")
        let ranged = Option<Double>("--x", value: "v", help: "X.", default: 0.1, range: ValueRange(0...0.5))
        #expect(ranged.spec.fullHelp == "X. (0 to 0.5; default: 0.1)")
    }

    @Test func helpWrapsToTheGivenWidth() {
        let text = HelpFormatter.help(for: EchoCommand.self, width: 60)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 60 }, "\(text)")
        #expect(text.contains("USAGE: luckywheel echo FILE... --output"))
    }

    @Test func hexSeedsAreAccepted() {
        #expect(UInt64(argument: "0xff") == 255)
        #expect(UInt64(argument: "0X2A") == 42, "0X as C's strtoull and the README read it")
        #expect(UInt64(argument: "42") == 42)
        #expect(UInt64(argument: "-1") == nil)
        #expect(Double(argument: "nan") == nil)
        // Numbers are decimal: a hexadecimal float (--fps 0x3C read as 60) is not one.
        #expect(Double(argument: "0x3C") == nil && Double(argument: "0X1p4") == nil)
        #expect(Double(argument: "59.94") == 59.94 && Double(argument: "1e-3") == 0.001)
    }

    /// A seed, nonce or fair weight is digits only: Swift's own parsing takes a sign, so
    /// `--seed -0` ran seed 0 (where `-1` was refused) and `--seed 0x+7` ran seed 7.
    @Test(arguments: ["-0", "+7", "0x+7", "0x-0", "0X+f", "+", "0x+"])
    func unsignedNumbersTakeNoSign(argument: String) {
        #expect(UInt64(argument: argument) == nil)
        #expect(UInt32(argument: argument) == nil)
    }
}

/// `--seed OS` was refused with no suggestion, though the README says a mistyped word of a
/// closed set is told the one meant, case ignored; a number written wrong gets none.
@Suite struct SeedWordSuggestionTests {
    @Test func aWordNearOsIsToldOs() {
        #expect(SeedChoice.suggestion(for: "OS") == "os")
        #expect(SeedChoice.suggestion(for: "oss") == "os")
        #expect(SeedChoice.suggestion(for: "12x") == nil)
        #expect(SeedChoice.suggestion(for: "random") == nil)
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["render", "--seed", "OS", "-o", "x"], console: console) == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: invalid value 'OS' for --seed: expected a non-negative integer (decimal or 0x hex), "
                    + "or os. Did you mean 'os'?\n"))
    }
}
