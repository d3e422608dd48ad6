/// `exp` and `log` written out in Swift, so that no module needs the C math library and the
/// p-values it prints are the same bits on every platform (libm implementations differ in the
/// last place).
///
/// Accuracy is a few units in the last place over the whole range, which is far more than a
/// p-value printed to six digits needs.
public enum ElementaryFunctions {
    /// ln 2 split so that `k * ln2High` is exact for every exponent a `Double` can have.
    private static let ln2High = Double(bitPattern: 0x3FE6_2E42_FEE0_0000)
    private static let ln2Low = 1.9082149292705877e-10
    private static let log2E = 1.4426950408889634

    /// e raised to `x`; 0 below the smallest subnormal, +infinity above the largest finite.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        let k = Rounding.nearest(x * log2E)
        // Cody–Waite reduction: r is x − k·ln 2 to nearly full precision, |r| ≤ 0.35.
        let r = (x - k * ln2High) - k * ln2Low
        // Taylor series of e^r to degree 14: the remainder is below 2^-60 for |r| ≤ 0.35.
        var sum = 1.0
        var degree = 14.0
        while degree > 0 {
            sum = 1 + r * sum / degree
            degree -= 1
        }
        return Double(sign: .plus, exponent: Int(k), significand: sum)
    }

    /// The natural logarithm; −infinity at 0, NaN below 0.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        var exponent = Double(x.exponent)
        var mantissa = x.significand
        if mantissa > 1.4142135623730951 {
            mantissa *= 0.5
            exponent += 1
        }
        // log m = 2·atanh(f) with f = (m − 1)/(m + 1), |f| ≤ 0.172: the odd series converges fast.
        let f = (mantissa - 1) / (mantissa + 1)
        let f2 = f * f
        var series = 0.0
        var power = 27.0
        while power >= 3 {
            series = f2 * (2 / power + series)
            power -= 2
        }
        let logMantissa = 2 * f + f * series
        return exponent * ln2High + (exponent * ln2Low + logMantissa)
    }

    /// ln(1 + x), accurate for x near 0 where `log(1 + x)` loses every digit (1 + x rounds to
    /// 1 below 2⁻⁵³): Kahan's correction of the rounded sum. NaN below −1.
    public static func logOnePlus(_ x: Double) -> Double {
        let sum = 1 + x
        if sum == 1 { return x }
        if sum == .infinity { return sum }
        return log(sum) * (x / (sum - 1))
    }

    /// √x for x ≥ 0 (NaN below 0, +infinity at +infinity), correctly rounded like the IEEE
    /// operation, in integer arithmetic so that debug builds need no libm either
    /// (`squareRoot()` calls it there).
    public static func squareRoot(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 || x == .infinity { return x }
        // x = m · 2^e with m a 53-bit integer (subnormals normalised), e made even.
        var e = Int(x.exponent) - 52
        var m = UInt64(x.significand * 0x1p52)
        if e & 1 != 0 {
            m <<= 1
            e -= 1
        }
        // √(m · 2⁵⁴) has 54 bits: the 53 of the result and one to round with. Newton's method
        // in doubles gets within a few units of it; integers settle it exactly.
        let scaled = Double(m) * 0x1p-52
        var approximation = 1.5
        for _ in 0..<6 { approximation = 0.5 * (approximation + scaled / approximation) }
        var root = UInt64(approximation * 0x1p53)
        let target = (high: m >> 10, low: m << 54)
        func square(_ value: UInt64) -> (high: UInt64, low: UInt64) {
            let product = value.multipliedFullWidth(by: value)
            return (product.high, product.low)
        }
        while square(root) > target { root -= 1 }
        while square(root + 1) <= target { root += 1 }
        let inexact = square(root) != target
        var result = root >> 1
        if root & 1 == 1, inexact || result & 1 == 1 { result += 1 }
        return Double(sign: .plus, exponent: (e - 54) / 2 + 1, significand: Double(result))
    }
}
