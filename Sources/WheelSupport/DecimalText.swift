/// The package's one number formatting, in plain Swift so the text is the same on every
/// platform (no locale, no `printf`): reports, summaries, messages and JSON all use it.
public enum DecimalText {
    /// `value` rounded to `digits` decimals (0…17): `fixed(3.14159, 2)` is `3.14`. Values too
    /// large for exact fixed-point fall back to Swift's shortest round-trip form; NaN and
    /// infinities print as `nan`, `inf`, `-inf`.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let digits = min(max(digits, 0), 17)
        var power: UInt64 = 1
        for _ in 0..<digits { power *= 10 }
        let scaled = Rounding.nearest(abs(value) * Double(power))
        guard scaled < 0x1p53 else { return value.description }
        let units = UInt64(scaled)
        let sign = value < 0 && units != 0 ? "-" : ""
        let whole = String(units / power)
        guard digits > 0 else { return sign + whole }
        let fraction = String(units % power)
        return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `value` with an explicit sign: `+1.50`, `-0.25`, `0.00`.
    public static func signed(_ value: Double, _ digits: Int) -> String {
        let text = fixed(value, digits)
        return value > 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "+" + text : text
    }

    /// `text` right-aligned in `width` characters; `text` itself when it is as wide or wider
    /// (any width below its length, `Int.min` too).
    public static func padded(_ text: String, _ width: Int) -> String {
        // Compared before subtracting: `width - text.count` overflows for widths near `Int.min`.
        let length = text.count
        return width > length ? String(repeating: " ", count: width - length) + text : text
    }

    /// `value` with at most `digits` decimals (0…17), trailing zeros dropped: `0.5`, `3.5`,
    /// `59.94`, `60`.
    public static func trimmed(_ value: Double, _ digits: Int) -> String {
        var text = fixed(value, digits)
        guard value.isFinite, text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The shortest text that reads back as `value`, without a fraction for whole numbers up to
    /// 2⁵³ (`3` rather than `3.0`), where Swift turns to an exponent (`1e+16`); `nan`, `inf`,
    /// `-inf` as Swift writes them.
    public static func shortest(_ value: Double) -> String {
        abs(value) <= 0x1p53 && value == Rounding.floor(value) ? String(Int(value)) : value.description
    }

    /// `1234567` → `1,234,567`.
    public static func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return (value < 0 ? "-" : "") + digits
    }

    /// `1 spin`, `2 spins`, `0 turns`: `count` (in `grouped` form when asked) and `noun`, with
    /// an `s` unless the count is one.
    public static func counted(_ count: Int, _ noun: String, grouped: Bool = false) -> String {
        (grouped ? Self.grouped(count) : String(count)) + " " + noun + (count == 1 ? "" : "s")
    }

    /// `between 0.01 and 3600`: a range in words (``RangeText``), with the bounds in their
    /// shortest form.
    public static func range(_ range: ClosedRange<Double>) -> String {
        RangeText.between(shortest(range.lowerBound), shortest(range.upperBound))
    }

    /// A duration in seconds, `digits` decimals: `seconds(.milliseconds(4150), 2)` is `4.15`.
    public static func seconds(_ duration: Duration, _ digits: Int) -> String {
        fixed(duration.inSeconds, digits)
    }
}

extension Duration {
    /// The duration as a number of seconds.
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
