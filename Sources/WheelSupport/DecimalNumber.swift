/// How every decimal number a person types is written, one rule for all of them: the decimal
/// options of the command line (`--fps 59.94`, `--weights 1e-300,1`, `--scale 1.5`) and the
/// numbers inside a value (`--easing cubic-bezier(0.25,0.1,0.25,1)`), which the library reads.
///
/// A decimal is ASCII digits, then optionally `.` and more digits, then optionally an exponent
/// (`e` or `E`, an optional sign, digits), after a `-` for a negative value. Swift's own
/// `Double(_:)` also reads `+60`, `.5`, `5.`, `0x3C` (a hexadecimal float, 60), `inf`, `nan`
/// and `-0`, none of them a number anyone means for a rate, a time or a weight. Spaces, `_`,
/// and other scripts' digits are refused too. A negative value reads as one, so the range of
/// what it sets decides whether it is accepted (`--fps -60`: "must be between …"); a `-` before
/// a zero, which no range can tell from 0, is refused. Integers follow the command line's
/// `IntegerArgument`, which takes no `.` or exponent.
public enum DecimalNumber {
    /// The finite number `text` writes, or nil when it is not written as one, overflows to an
    /// infinity (``isWritten(_:)`` then tells it is too large) or is written with digits other
    /// than zeros but reads as zero (`1e-400`).
    public static func value(_ text: Substring) -> Double? {
        guard let zero = writtenAsZero(text), let value = Double(text), value.isFinite,
            value != 0 || zero
        else { return nil }
        return value
    }

    /// Whether `text` is written as a decimal number, whether or not a `Double` can hold it
    /// (``unheld(_:)`` tells why one does not convert).
    public static func isWritten(_ text: Substring) -> Bool { writtenAsZero(text) != nil }

    /// Why a number written as a decimal does not convert.
    public enum Unheld: Sendable {
        /// Past the largest finite `Double` (`1e400`), which it would read as an infinity.
        case tooLarge
        /// Digits other than zeros that a `Double` reads as 0 (`1e-400`).
        case tooNearZero
    }

    /// Why `text`, written as a decimal number, is one a `Double` cannot hold; nil when it
    /// holds it or `text` is no decimal number at all.
    public static func unheld(_ text: Substring) -> Unheld? {
        guard let zero = writtenAsZero(text), let value = Double(text) else { return nil }
        if value.isInfinite { return .tooLarge }
        return value == 0 && !zero ? .tooNearZero : nil
    }

    /// The plain decimal `text` was likely meant to write, when Swift's `Double(_:)` reads it
    /// as a finite number and this rule does not: `+60` is `60`, `.5` is `0.5`, `5.` is `5` and
    /// `-0` is `0`, for a refusal's "Did you mean". nil for any other text: a hexadecimal float,
    /// a word or spaces are no decimal written loosely (`0x3C`, `inf`, ` 60`).
    public static func plainForm(of text: Substring) -> String? {
        guard !isWritten(text), let value = Double(text), value.isFinite,
            !text.contains(where: { $0 == "x" || $0 == "X" })
        else { return nil }
        var rest = text.first == "+" ? text.dropFirst() : text
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        let exponentStart = rest.firstIndex { $0 == "e" || $0 == "E" } ?? rest.endIndex
        var mantissa = String(rest[..<exponentStart])
        if mantissa.hasPrefix(".") { mantissa = "0" + mantissa }
        if mantissa.hasSuffix(".") { mantissa.removeLast() }
        let unsigned = mantissa + rest[exponentStart...]
        // A `-` before a zero is dropped: no range tells it from 0.
        let plain = negative && writtenAsZero(unsigned[...]) == false ? "-" + unsigned : unsigned
        return isWritten(plain[...]) ? plain : nil
    }

    /// Whether `left` and `right`, both written as decimal numbers, write the same number
    /// (`0.50`, `5e-1` and `0.5` do; `0.49999999999999999` and `0.5` do not), compared digit by
    /// digit, exactly: so a caller can tell that a value typed is not the value a `Double` holds.
    /// False when either is not written as one.
    public static func writeTheSameNumber(_ left: Substring, _ right: Substring) -> Bool {
        guard let left = significand(left), let right = significand(right) else { return false }
        return left == right
    }

    /// `text`'s sign, significant digits (no leading or trailing zeros) and the power of ten
    /// of the last of them, when it is written as a decimal number: one form for each number
    /// (zero is `(false, "", 0)`).
    private static func significand(_ text: Substring) -> (negative: Bool, digits: String, exponent: Int)? {
        guard writtenAsZero(text) != nil else { return nil }
        var rest = text
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        let whole = digitRun(&rest)
        var fraction: Substring = ""
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = digitRun(&rest)
        }
        var exponent = 0
        if rest.first == "e" || rest.first == "E" {
            // An exponent past Int's range writes no number a Double holds but 0 or infinity.
            guard let written = Int(rest.dropFirst()) else { return nil }
            exponent = written
        }
        var digits = String((whole + fraction).drop { $0 == "0" })
        guard !digits.isEmpty else { return (false, "", 0) }
        var power = exponent - fraction.count
        while digits.hasSuffix("0") {
            digits.removeLast()
            power += 1
        }
        return (negative, digits, power)
    }

    /// Whether the digits before the exponent are all zeros, when `text` is written as a
    /// decimal number; nil when it is not.
    private static func writtenAsZero(_ text: Substring) -> Bool? {
        let negative = text.first == "-"
        var rest = negative ? text.dropFirst() : text
        let whole = digitRun(&rest)
        guard !whole.isEmpty else { return nil }
        var mantissa = whole
        if rest.first == "." {
            rest = rest.dropFirst()
            let fraction = digitRun(&rest)
            guard !fraction.isEmpty else { return nil }
            mantissa += fraction
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            guard !digitRun(&rest).isEmpty else { return nil }
        }
        let zero = mantissa.allSatisfy { $0 == "0" }
        guard rest.isEmpty, !(negative && zero) else { return nil }
        return zero
    }

    /// The ASCII digits at the start of `text`, removed from it.
    private static func digitRun(_ text: inout Substring) -> Substring {
        let digits = text.prefix { $0.isASCII && $0.isWholeNumber }
        text = text.dropFirst(digits.count)
        return digits
    }
}
