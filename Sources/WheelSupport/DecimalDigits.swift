/// The decimal digits of a double's shortest form (the number a person typed to get it),
/// scaled by powers of ten and rounded in decimal, exactly: for a text such as a percentage,
/// which a double product would round wrong (`0.9999999999999998 * 100` is the double written
/// `99.99999999999997`; the number typed, shifted, is 99.99999999999998).
public struct DecimalDigits: Sendable, Equatable {
    /// Whether the number is below zero.
    public let isNegative: Bool
    /// The significant digits, 0…9 each, with no zero first or last; empty for zero.
    public let digits: [UInt8]
    /// The number is `0.d₁d₂…` × 10^`exponent`.
    public let exponent: Int

    /// The digits of `value`'s shortest round-trip form (`DecimalText.shortest`); `value` is
    /// finite.
    public init(_ value: Double) {
        precondition(value.isFinite, "DecimalDigits of \(value)")
        let text = value.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let written = Int(parts.count == 2 ? parts[1] : "0") ?? 0
        let mantissa = parts[0]
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
        let all = mantissa.compactMap(\.wholeNumberValue).map(UInt8.init)
        self.init(isNegative: value < 0, digits: all, exponent: (point ?? all.count) + written)
    }

    /// The number `0.digits` × 10^`exponent`, with leading and trailing zeros of `digits`
    /// taken off.
    private init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        let leading = digits.prefix { $0 == 0 }.count
        var significant = Array(digits.dropFirst(leading))
        while significant.last == 0 { significant.removeLast() }
        self.isNegative = isNegative && !significant.isEmpty
        self.digits = significant
        self.exponent = significant.isEmpty ? 0 : exponent - leading
    }

    /// The number × 10^`power`.
    public func shifted(by power: Int) -> DecimalDigits {
        DecimalDigits(isNegative: isNegative, digits: digits, exponent: exponent + power)
    }

    /// The number rounded, halves away from zero, to its first `count` digits from the
    /// `exponent`'s place (`count` may be 0 or below: the number then rounds to 0 or to one unit
    /// of the place of its `count`-th digit).
    private func rounded(keeping count: Int) -> DecimalDigits {
        guard count < digits.count else { return self }
        guard count >= 0 else { return DecimalDigits(isNegative: false, digits: [], exponent: 0) }
        var kept = Array(digits.prefix(count))
        var carry = digits[count] >= 5
        var index = kept.count - 1
        while carry, index >= 0 {
            kept[index] += 1
            carry = kept[index] == 10
            if carry { kept[index] = 0 }
            index -= 1
        }
        return carry
            ? DecimalDigits(isNegative: isNegative, digits: [1] + kept, exponent: exponent + 1)
            : DecimalDigits(isNegative: isNegative, digits: kept, exponent: exponent)
    }

    /// The number with at most `decimals` decimals, trailing zeros dropped (as
    /// `DecimalText.trimmed`): `99.99999999999998`, `100`, `0`.
    public func trimmed(_ decimals: Int) -> String {
        let number = rounded(keeping: exponent + decimals)
        let text = number.digits.map(String.init).joined()
        let sign = number.isNegative ? "-" : ""
        if number.digits.isEmpty { return "0" }
        if number.exponent <= 0 {
            return sign + "0." + String(repeating: "0", count: -number.exponent) + text
        }
        if number.exponent >= text.count {
            return sign + text + String(repeating: "0", count: number.exponent - text.count)
        }
        let point = text.index(text.startIndex, offsetBy: number.exponent)
        return sign + text[..<point] + "." + text[point...]
    }

    /// The number in exponent form with at most `decimals` decimals in its mantissa, trailing
    /// zeros dropped: `2.5e-20`, `1e-298`; `0` for zero.
    public func scientific(_ decimals: Int) -> String {
        let number = rounded(keeping: decimals + 1)
        guard let first = number.digits.first else { return "0" }
        let rest = number.digits.dropFirst().map(String.init).joined()
        return (number.isNegative ? "-" : "") + String(first) + (rest.isEmpty ? "" : "." + rest) + "e"
            + String(number.exponent - 1)
    }
}
