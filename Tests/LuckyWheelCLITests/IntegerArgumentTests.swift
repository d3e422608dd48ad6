import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

/// Every integer option, and every integer inside a value, is written one way
/// (`IntegerArgument`): ASCII digits, a `-` only for a negative value. `--spins +5` ran 5 spins
/// and `render --loop -0` looped forever, while `--seed +5` was refused.
@Suite struct IntegerArgumentTests {
    static let serverSeed = String(repeating: "ab", count: 32)

    /// One integer option of a command: the words before it, the option, how its value is
    /// written around the integer (`%x40` for `--size`), whether `0x` hex is its own, and what
    /// its value's form makes right (a list trims spaces around items and splits at commas).
    struct Case: Sendable, CustomStringConvertible {
        let words: [String]
        let option: String
        var pattern = "%"
        var takesHex = false
        var rightInForm: Set<String> = []

        var description: String { "\(words.joined(separator: " ")) \(option)" }

        func arguments(_ integer: String) -> [String] {
            words + [option, value(integer)]
        }

        func value(_ integer: String) -> String {
            pattern.replacingOccurrences(of: "%", with: integer)
        }
    }

    static let fairSpin = [
        "fair", "spin", "--server-seed", serverSeed, "--client-seed", "a",
    ]

    static let cases: [Case] = [
        Case(words: ["simulate"], option: "--spins"),
        Case(words: ["simulate"], option: "--turns"),
        Case(words: ["simulate"], option: "--segments"),
        Case(words: ["simulate"], option: "--seed", takesHex: true),
        Case(words: ["simulate"], option: "--spin-range", pattern: "%..900"),
        Case(words: ["simulate"], option: "--spin-range", pattern: "0..%"),
        Case(words: ["render", "-o", "out"], option: "--loop"),
        Case(words: ["render", "-o", "out"], option: "--frames"),
        Case(words: ["render", "-o", "out"], option: "--max-frames"),
        Case(words: ["render", "-o", "out"], option: "--colors"),
        Case(words: ["render", "-o", "out"], option: "--scale"),
        Case(words: ["render", "-o", "out"], option: "--spin"),
        Case(words: ["render", "-o", "out"], option: "--size", pattern: "%x40"),
        Case(words: ["render", "-o", "out"], option: "--size", pattern: "80x%"),
        Case(words: ["demo"], option: "--target"),
        Case(words: ["rng"], option: "--per-spin"),
        Case(words: ["rng"], option: "--bytes"),
        Case(words: ["rng"], option: "--stream", takesHex: true),
        Case(words: ["info", "a.png"], option: "--max-pixels"),
        Case(words: ["slice", "s.png", "-o", "out"], option: "--segments"),
        Case(words: ["play"], option: "--size", pattern: "%x40"),
        Case(words: fairSpin + ["--nonce", "0"], option: "--segments"),
        Case(words: fairSpin, option: "--nonce", takesHex: true),
        Case(
            words: fairSpin + ["--nonce", "0"], option: "--weights", pattern: "1,%,1",
            rightInForm: [" 5", "5 ", "1,000"]),
        Case(
            words: [
                "fair", "verify", "--commitment", serverSeed, "--server-seed", serverSeed, "--client-seed",
                "a",
                "--nonce", "0",
            ], option: "--segment"),
    ]

    /// Ways to write an integer that are not ASCII digits: signs, spaces, separators, prefixes,
    /// other scripts' digits (Arabic-Indic three, fullwidth five).
    static let notIntegers = [
        "+5", "+0", "-0", "-00", " 5", "5 ", "1_000", "1,000", "5.0", "1e3", "٣", "５", "",
    ]
    /// Not integers to any option, hexadecimal ones included.
    static let notHex = ["0x+10", "0x-0", "0x 10", "0x", "0x1g"]

    /// The command a case's words name (`fair spin`), and how many words its name takes.
    static func command(named words: [String]) -> (type: any Command.Type, words: Int)? {
        LuckyWheelTool.allCommands.compactMap { command -> (type: any Command.Type, words: Int)? in
            let path = command.commandPath.split(separator: " ").dropFirst().map(String.init)
            return words.starts(with: path) ? (command, path.count) : nil
        }.max { $0.words < $1.words }
    }

    /// Read as the tool reads a command line (`LuckyWheelTool.run`, which exits 64 on the usage
    /// error), without running the command: a value wrongly accepted must not render, write a
    /// demo or stream `rng` without end from inside the tests.
    @Test(arguments: cases)
    func anIntegerNotWrittenInDigitsIsAUsageErrorNamingOptionAndValue(option: Case) throws {
        let command = try #require(Self.command(named: option.words))
        let parser = ArgumentParser(specs: command.type.specs, commandPath: command.type.commandPath)
        var bad = Self.notIntegers + Self.notHex
        if !option.takesHex { bad.append("0x10") }
        for integer in bad where !option.rightInForm.contains(integer) {
            let arguments =
                Array(option.words.dropFirst(command.words)) + [option.option, option.value(integer)]
            do {
                _ = try command.type.init(parsing: try parser.parse(arguments))
                Issue.record("\(option) '\(integer)' was accepted")
            } catch {
                #expect(
                    error.description.hasPrefix(
                        "error: invalid value '\(option.value(integer))' for \(option.option): "),
                    "\(error.description)")
            }
        }
    }

    /// Through the tool: exit 64, nothing on standard output, the option and the value named.
    @Test func aSignedValueExits64() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--spins", "+5"], console: console) == .usage)
        #expect(console.standardOutput == "")
        #expect(
            console.standardError
                == "error: invalid value '+5' for --spins: expected an integer between 1 and 1000000000\n"
                + "See 'luckywheel simulate --help'.\n")
    }

    @Test func integersInDigitsStillParse() throws {
        func parsed(_ command: any Command.Type, _ arguments: [String]) throws -> ParsedArguments {
            try ArgumentParser(specs: command.specs, commandPath: command.commandPath).parse(arguments)
        }
        #expect(try parsed(SimulateCommand.self, ["--spins", "0500"]).value(SimulateCommand.spins) == 500)
        #expect(try parsed(SimulateCommand.self, ["--turns", "0"]).value(SpinArguments.turns) == 0)
        #expect(
            try parsed(SimulateCommand.self, ["--seed", "0x2A"]).value(SharedArguments.seed) == .given(42))
        #expect(
            try parsed(SimulateCommand.self, ["--spin-range", "10..20"]).value(SimulateCommand.spinRange)?
                .range
                == 10..<20)
        #expect(try parsed(RenderCommand.self, ["--loop=3"]).value(RenderCommand.loop) == 3)
        #expect(
            try parsed(RenderCommand.self, ["--size", "120X50"]).value(RenderCommand.size)
                == TerminalSize(columns: 120, rows: 50))
        #expect(try parsed(RNGCommand.self, ["--bytes", "0"]).value(RNGCommand.bytes) == 0)
        #expect(
            try parsed(RNGCommand.self, ["--stream", "18446744073709551615"]).value(RNGCommand.stream) == .max
        )
        let fair = ["--server-seed", Self.serverSeed, "--client-seed", "a", "--nonce", "0"]
        #expect(
            try parsed(FairSpinCommand.self, fair + ["--weights", "1, 2,4294967295"]).value(
                FairArguments.weights)
                == [1, 2, .max])
        #expect(try parsed(FairSpinCommand.self, fair).value(FairArguments.nonce) == 0)
        #expect(
            try parsed(InfoCommand.self, ["a.png", "--max-pixels", "1"]).value(SharedArguments.maxPixels) == 1
        )
    }

    /// A negative value reads as one, so the option's range refuses it with its own words.
    @Test func aNegativeValueIsOutOfTheRange() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--spins", "-5"], console: console) == .usage)
        #expect(console.standardError.hasPrefix("error: --spins must be between 1 and 1000000000, got -5\n"))
    }

    @Test func oneRuleForEveryIntegerType() {
        #expect(IntegerArgument.value("-5", as: Int.self) == -5)
        #expect(IntegerArgument.value("007", as: Int.self) == 7)
        #expect(IntegerArgument.value("-0", as: Int.self) == nil)
        #expect(IntegerArgument.value("+5", as: Int.self) == nil)
        #expect(IntegerArgument.value("-5", as: UInt64.self) == nil)
        #expect(IntegerArgument.value("fF", radix: 16, as: UInt64.self) == 255)
        #expect(IntegerArgument.value("10", radix: 16, as: UInt32.self) == 16)
        #expect(IntegerArgument.value("1a", as: Int.self) == nil)
        // Too large for the type, but written as an integer: the message then names the range.
        #expect(IntegerArgument.value("9223372036854775808", as: Int.self) == nil)
        #expect(IntegerArgument.isWritten("9223372036854775808", as: Int.self))
        #expect(
            !IntegerArgument.isWritten("-0", as: Int.self) && !IntegerArgument.isWritten("٣", as: Int.self))
    }
}
