/// Number formatting for reports, in plain Swift so the text is the same on every platform
/// (no locale, no `printf`).
enum DecimalText {
    /// `value` rounded to `digits` decimals (0…15): `fixed(3.14159, 2)` is `3.14`. Values too
    /// large for exact fixed-point fall back to Swift's shortest round-trip form; NaN and
    /// infinities print as `nan`, `inf`, `-inf`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let digits = min(max(digits, 0), 15)
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
    static func signed(_ value: Double, _ digits: Int) -> String {
        let text = fixed(value, digits)
        return value > 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "+" + text : text
    }

    /// `text` right-aligned in `width` characters.
    static func padded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
