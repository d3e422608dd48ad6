import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

/// Every integer option, and every integer inside a value, is written one way
/// (`IntegerArgument`): ASCII digits, a `-` only for a negative value. `--spins +5` ran 5 spins
/// and `render --loop -0` looped forever, while `--seed +5` was refused.
@Suite struct IntegerArgumentTests {
    static let serverSeed = String(repeating: "ab", count: 32)

    static let fairSpin = [
        "fair", "spin", "--server-seed", serverSeed, "--client-seed", "a",
    ]

    static let cases: [NumberOptionCase] = [
        NumberOptionCase(words: ["simulate"], option: "--spins"),
        NumberOptionCase(words: ["simulate"], option: "--turns"),
        NumberOptionCase(words: ["simulate"], option: "--segments"),
        NumberOptionCase(words: ["simulate"], option: "--seed", takesHex: true),
        NumberOptionCase(words: ["simulate"], option: "--spin-range", pattern: "%..900"),
        NumberOptionCase(words: ["simulate"], option: "--spin-range", pattern: "0..%"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--loop"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--frames"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--max-frames"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--colors"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--scale"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--spin"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--size", pattern: "%x40"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--size", pattern: "80x%"),
        NumberOptionCase(words: ["demo"], option: "--target"),
        NumberOptionCase(words: ["rng"], option: "--per-spin"),
        NumberOptionCase(words: ["rng"], option: "--bytes"),
        NumberOptionCase(words: ["rng"], option: "--stream", takesHex: true),
        NumberOptionCase(words: ["info", "a.png"], option: "--max-pixels"),
        NumberOptionCase(words: ["slice", "s.png", "-o", "out"], option: "--segments"),
        NumberOptionCase(words: ["play"], option: "--size", pattern: "%x40"),
        NumberOptionCase(words: fairSpin + ["--nonce", "0"], option: "--segments"),
        NumberOptionCase(words: fairSpin, option: "--nonce", takesHex: true),
        NumberOptionCase(
            words: fairSpin + ["--nonce", "0"], option: "--weights", pattern: "1,%,1",
            rightInForm: [" 5", "5 ", "1,000"]),
        NumberOptionCase(
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

    /// Read as the tool reads a command line (`LuckyWheelTool.run`, which exits 64 on the usage
    /// error), without running the command: a value wrongly accepted must not render, write a
    /// demo or stream `rng` without end from inside the tests.
    @Test(arguments: cases)
    func anIntegerNotWrittenInDigitsIsAUsageErrorNamingOptionAndValue(option: NumberOptionCase) throws {
        var bad = Self.notIntegers + Self.notHex
        if !option.takesHex { bad.append("0x10") }
        try option.expectRefused(bad)
    }

    /// Through the tool: exit 64, nothing on standard output, the option and the value named.
    @Test func aSignedValueExits64() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--spins", "+5"], console: console) == .usage)
        #expect(console.standardOutput == "")
        #expect(
            console.standardError
                == "error: invalid value '+5' for --spins: expected an integer between 1 and 1000000000. "
                + "Did you mean '5'?\nSee 'luckywheel simulate --help'.\n")
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
