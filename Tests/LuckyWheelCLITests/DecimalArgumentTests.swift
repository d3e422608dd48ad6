import Foundation
import TestSupport
import Testing
import WheelCore
import WheelSlice
import WheelSupport

@testable import LuckyWheelCLI

/// Every decimal option, and every decimal inside a value, is written one way
/// (`DecimalNumber`): digits, an optional `.digits` and exponent, a `-` only for a negative
/// value. Swift's `Double(_:)` read `render --fps +60` as 60, `--duration .5`, `--weights 1,5.,1`
/// and `--easing cubic-bezier(+0.25,…)` too.
@Suite struct DecimalArgumentTests {
    static let serverSeed = String(repeating: "ab", count: 32)

    static let fairSpin = [
        "fair", "spin", "--server-seed", serverSeed, "--client-seed", "a", "--nonce", "0",
    ]
    static let listForm: Set<String> = [" 60", "60 "]

    static let cases: [NumberOptionCase] = [
        NumberOptionCase(words: ["simulate"], option: "--fps"),
        NumberOptionCase(words: ["simulate"], option: "--duration"),
        NumberOptionCase(words: ["simulate"], option: "--landing-margin"),
        NumberOptionCase(words: ["simulate"], option: "--confidence"),
        NumberOptionCase(words: ["simulate"], option: "--weights", pattern: "1,%,1", rightInForm: listForm),
        NumberOptionCase(words: ["simulate", "merge", "part.json"], option: "--confidence"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--fps"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--end"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--spin-at"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--duration"),
        NumberOptionCase(words: ["render", "-o", "out"], option: "--landing-margin"),
        NumberOptionCase(
            words: ["render", "-o", "out"], option: "--weights", pattern: "%", rightInForm: listForm),
        NumberOptionCase(words: ["play"], option: "--fps"),
        NumberOptionCase(words: ["play"], option: "--duration"),
        NumberOptionCase(words: ["demo"], option: "--fps"),
        NumberOptionCase(words: ["demo"], option: "--weights", pattern: "%,1", rightInForm: listForm),
        NumberOptionCase(words: fairSpin, option: "--landing-margin"),
        NumberOptionCase(words: ["slice", "s.png", "-o", "out"], option: "--scale"),
        NumberOptionCase(
            words: ["slice", "s.png", "-o", "out"], option: "--scales", pattern: "1,%", rightInForm: listForm),
    ]

    /// Ways to write a number that are not plain decimals: signs, spaces, hexadecimal floats,
    /// words, a bare point at either end, `-0`, separators, other scripts' digits (Arabic-Indic
    /// three, fullwidth five), an exponent without digits.
    static let notDecimals = [
        "+60", "+0", " 60", "60 ", "0x3C", "0X1p4", "inf", "-inf", "infinity", "nan", ".5", "5.", "-0",
        "-0.0", "-0e3", "٣", "５", "1_0", "1e", "1e+", "e5", "1.5.2", "--1", "",
    ]

    /// Decimals other than zero that a double reads as 0: no value to take for a weight or a
    /// time, refused as too near zero (the option's range named when it has one).
    static let tooNearZero = ["1e-400", "-2.5e-330"]

    /// Read as the tool reads a command line, without running the command (a value wrongly
    /// accepted must not render or play from inside the tests).
    @Test(arguments: cases)
    func aDecimalNotWrittenPlainlyIsAUsageErrorNamingOptionAndValue(option: NumberOptionCase) throws {
        try option.expectRefused(Self.notDecimals)
        try option.expectRefused(Self.tooNearZero, outOfRangeToo: true)
    }

    /// Through the tool: exit 64, nothing on standard output, the option and the value named.
    @Test func aSignedRateExits64() {
        let console = BufferConsole()
        #expect(
            LuckyWheelTool.main(["simulate", "--spins", "1", "--fps", "+60"], console: console) == .usage)
        #expect(console.standardOutput == "")
        #expect(
            console.standardError
                == "error: invalid value '+60' for --fps: expected a decimal number between 23.976 and 240. "
                + "Did you mean '60'?\nSee 'luckywheel simulate --help'.\n")
    }

    /// A number Swift would read but written loosely (a sign, a bare point, a `-` before zero)
    /// was told only "expected a decimal number", which `-0` or `.5` looks like: the refusal
    /// names the plain number meant, in a list too, when the option takes it. Hexadecimal
    /// floats, words and items that are no number get no guess.
    @Test(arguments: [
        (["simulate", "--weights", "1,-0,2"], "1,0,2"), (["simulate", "--weights", "+1, 2,.5"], "1,2,0.5"),
        (["simulate", "--fps", "+60"], "60"), (["simulate", "--weights", "1,-0.0"], "1,0.0"),
        (["simulate", "--fps", ".5e2"], "0.5e2"), (["simulate", "--landing-margin", ".1"], "0.1"),
        (["simulate", "--duration", "5."], "5"), (["simulate", "--duration", "5.e0"], "5e0"),
        (["simulate", "--spins", "+5"], "5"), (["simulate", "--seed", "-00"], "0"),
        (["simulate", "--seed", "+7"], "7"), (["simulate", "--seed", "0x+2a"], "0x2a"),
        (["simulate", "--seed", "-0"], "0"), (["rng", "--bytes", "+8"], "8"),
        (["simulate", "--fps", "0x3C"], nil), (["simulate", "--fps", "inf"], nil),
        (["simulate", "--weights", "1,x,-0"], nil), (["simulate", "--seed", "-5"], nil),
        (["simulate", "--fps", "+-60"], nil), (["simulate", "--spins", "+-5"], nil),
        // Only a value the option takes: not 0 spins, nor a number too large or too near zero.
        (["simulate", "--spins", "-0"], nil), (["simulate", "--spins", "+99999999999999999999"], nil),
        (["simulate", "--seed", "+18446744073709551616"], nil), (["simulate", "--fps", "+1e-400"], nil),
        (["simulate", "--fps", "-.5"], nil),
    ])
    func aNumberWrittenLooselyIsToldThePlainForm(arguments: [String], meant: String?) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        let firstLine = console.standardError.prefix { $0 != "\n" }
        #expect(firstLine.hasPrefix("error: invalid value '\(arguments[2])' for \(arguments[1]): expected "))
        if let meant {
            #expect(firstLine.hasSuffix(". Did you mean '\(meant)'?"), "\(firstLine)")
        } else {
            #expect(!firstLine.contains("Did you mean"), "\(firstLine)")
        }
    }

    /// The numbers of a cubic-bezier easing are decimals too (spaces around them allowed, as CSS
    /// writes them); the library reads them, and the tool names `--easing`.
    @Test func easingControlPointsAreDecimals() throws {
        for number in Self.notDecimals where number.trimmingCharacters(in: .whitespaces) != "60" {
            let text = "cubic-bezier(0.25,\(number),0.25,1)"
            #expect(throws: WheelError.malformedCubicBezier(text, .notADecimal(name: "y1", text: number))) {
                try Easing(parsing: text)
            }
        }
        for number in Self.tooNearZero + ["1e400"] {
            let text = "cubic-bezier(0.25,0.1,\(number),1)"
            #expect(throws: WheelError.malformedCubicBezier(text, .beyondDouble(name: "x2", text: number))) {
                try Easing(parsing: text)
            }
        }
        #expect(
            try Easing(parsing: "cubic-bezier( 0.25 , 1e-1,0.25,1)")
                == Easing(parsing: "cubic-bezier(0.25,0.1,0.25,1)"))
        let console = BufferConsole()
        #expect(
            LuckyWheelTool.main(
                ["simulate", "--spins", "1", "--easing", "cubic-bezier(+0.25,0.1,0.25,1)"], console: console)
                == .usage)
        #expect(console.standardOutput == "")
        #expect(console.standardError.contains("--easing"), "\(console.standardError)")
    }

    @Test func decimalsInDigitsStillParse() throws {
        func parsed(_ command: any Command.Type, _ arguments: [String]) throws -> ParsedArguments {
            try ArgumentParser(specs: command.specs, commandPath: command.commandPath).parse(arguments)
        }
        #expect(
            try parsed(SimulateCommand.self, ["--fps", "59.94"]).value(SharedArguments.framesPerSecond)
                == 59.94)
        #expect(
            try parsed(SimulateCommand.self, ["--fps", "6e1"]).value(SharedArguments.framesPerSecond) == 60)
        #expect(try parsed(SimulateCommand.self, ["--duration", "0003"]).value(SpinArguments.duration) == 3)
        #expect(
            try parsed(SimulateCommand.self, ["--confidence", "0.99"]).value(SimulateCommand.confidence)
                == 0.99)
        #expect(
            try parsed(SimulateCommand.self, ["--weights", "1e-300,1"]).value(SpinArguments.weights) == [
                1e-300, 1,
            ])
        #expect(
            try parsed(SimulateCommand.self, ["--weights", "2.5E+2, 0.0,1e0"]).value(SpinArguments.weights)
                == [250, 0, 1])
        #expect(try parsed(RenderCommand.self, ["--end", "0"]).value(RenderCommand.end) == 0)
        #expect(
            try parsed(RenderCommand.self, ["--spin-at", "9.99999999999e11"]).value(RenderCommand.spinAt)
                == 999_999_999_999)
        #expect(
            try parsed(SimulateCommand.self, ["--landing-margin", "1e-3"]).value(SpinArguments.landingMargin)
                == 0.001)
        #expect(
            try parsed(SliceCommand.self, ["s.png", "-o", "out", "--scales", "1,1.5,2.0"]).value(
                SliceCommand.scales)?.map(
                    \.description) == ["1", "1.5", "2"])
        #expect(
            try Easing(parsing: "cubic-bezier(0,1e160,1,-1e160)").description
                == "cubic-bezier(0,1e+160,1,-1e+160)")
    }

    /// A negative value reads as one, so the option's range refuses it with its own words; a
    /// number too large for a double is named with the range too.
    @Test func aNegativeOrHugeValueIsOutOfTheRange() {
        let negative = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--fps", "-60"], console: negative) == .usage)
        #expect(negative.standardError.hasPrefix("error: --fps must be between 23.976 and 240, got -60\n"))
        let huge = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--duration", "1e400"], console: huge) == .usage)
        #expect(huge.standardError.hasPrefix("error: --duration must be between 0.01 and 3600, got 1e400\n"))
        // So is one too near zero for a double, which reads as 0 and is refused as no value;
        // the message says so, as 1e-400 is strictly between 0 and 1 as written.
        let tiny = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--fps", "1e-400"], console: tiny) == .usage)
        #expect(
            tiny.standardError.hasPrefix(
                "error: --fps must be between 23.976 and 240, got 1e-400, which reads as 0\n"))
        let confidence = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--confidence", "1e-400"], console: confidence) == .usage)
        #expect(
            confidence.standardError.hasPrefix(
                "error: --confidence must be strictly between 0 and 1, got 1e-400, which reads as 0\n"))
    }

    /// A value checked is the double it reads as, and the message says what it read when that
    /// is not the number typed: `0.49999999999999999` is 0.5. A value written otherwise but the
    /// same number (`0.50`, `5e-1`) is not explained.
    @Test(arguments: [
        (
            ["--landing-margin", "0.49999999999999999"],
            "error: --landing-margin must be between 1e-06 and 0.4999995, got 0.49999999999999999, which reads as 0.5\n"
        ),
        (
            ["--landing-margin", "0.50"],
            "error: --landing-margin must be between 1e-06 and 0.4999995, got 0.50\n"
        ),
        (
            ["--landing-margin", "5e-1"],
            "error: --landing-margin must be between 1e-06 and 0.4999995, got 5e-1\n"
        ),
        (["--fps", "240.00000000000001"], nil),
        (["--fps", "240.0000000001"], "error: --fps must be between 23.976 and 240, got 240.0000000001\n"),
    ])
    func aValueReadAsAnotherNumberSaysWhich(arguments: [String], message: String?) {
        let console = BufferConsole()
        let status = LuckyWheelTool.main(["simulate", "--spins", "12"] + arguments, console: console)
        if let message {
            #expect(status == .usage)
            #expect(console.standardError.hasPrefix(message), "\(console.standardError)")
        } else {
            #expect(status == .success, "\(console.standardError)")
        }
    }

    /// A number too large for its type where the option has no range of its own was told only
    /// what a value looks like ("expected a decimal number", which 1e400 is): it is told the
    /// most the type holds; one too near zero (1e-400), the least. In an easing, the control
    /// point's own check names it.
    @Test(arguments: [
        (
            ["render", "--end", "1e400"],
            "invalid value '1e400' for --end: expected a decimal number within ±1.7976931348623157e+308\n"
        ),
        (
            ["simulate", "--weights", "1e400, 1"],
            "invalid value '1e400, 1' for --weights: expected a comma-separated list, each item a decimal "
                + "number within ±1.7976931348623157e+308\n"
        ),
        (
            ["simulate", "--weights", "1,1e-400"],
            "invalid value '1,1e-400' for --weights: expected a comma-separated list, each item a decimal "
                + "number, 0 or at least 5e-324 in size\n"
        ),
        (
            ["render", "--end", "-1e-400"],
            "invalid value '-1e-400' for --end: expected a decimal number, 0 or at least 5e-324 in size\n"
        ),
        (
            ["simulate", "--seed", "18446744073709551616"],
            "invalid value '18446744073709551616' for --seed: expected a non-negative integer (decimal or 0x "
                + "hex) up to 18446744073709551615, or os\n"
        ),
        (
            ["simulate", "--easing", "cubic-bezier(0,0,1e400,1)"],
            "--easing: cubic-bezier control point x2 is 1e400; x1 and x2 must lie between 0 and 1\n"
        ),
    ])
    func aHugeValueWithoutARangeIsToldTheMost(arguments: [String], message: String) {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(arguments, console: console) == .usage)
        #expect(console.standardError.hasPrefix("error: " + message), "\(console.standardError)")
        // A list with an item that is no number at all is still told the list's form.
        let malformed = BufferConsole()
        #expect(LuckyWheelTool.main(["simulate", "--weights", "1e400,x"], console: malformed) == .usage)
        #expect(
            malformed.standardError.hasPrefix(
                "error: invalid value '1e400,x' for --weights: expected a comma-separated list, each item a "
                    + "decimal number\n"))
    }

    @Test func oneRuleForEveryDecimal() {
        #expect(DecimalNumber.value("-2.5") == -2.5)
        #expect(DecimalNumber.value("0.000") == 0 && DecimalNumber.value("0e5") == 0)
        #expect(DecimalNumber.value("1E-3") == 0.001 && DecimalNumber.value("1e+3") == 1000)
        #expect(DecimalNumber.value("-0") == nil && DecimalNumber.value("-0.0") == nil)
        #expect(DecimalNumber.value("-1e-400") == nil && DecimalNumber.value("1e-400") == nil)
        #expect(DecimalNumber.value("5e-324") == .leastNonzeroMagnitude)
        // Too large for a double, but written as a decimal: the message then names the range.
        #expect(DecimalNumber.value("1e400") == nil && DecimalNumber.isWritten("1e400"))
        #expect(!DecimalNumber.isWritten("inf") && !DecimalNumber.isWritten("0x1p4"))
        #expect(
            !DecimalNumber.isWritten("-0") && !DecimalNumber.isWritten(".5") && !DecimalNumber.isWritten("5.")
        )
    }
}
