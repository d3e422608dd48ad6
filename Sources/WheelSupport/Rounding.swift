/// Rounding without the C math library: on Linux `Double.rounded(_:)` and
/// `truncatingRemainder(dividingBy:)` call libm, which a module that imports nothing does not
/// link, and on baseline x86-64 they are function calls in the hot path besides.
public enum Rounding {
    /// The largest integer not above `x`; `x` itself when it is already an integer, infinite
    /// or NaN.
    @inlinable @inline(__always)
    public static func floor(_ x: Double) -> Double {
        // From 2⁵² on every double is an integer (and the conversion below would overflow).
        guard abs(x) < 0x1p52 else { return x }
        let truncated = Double(Int64(x))
        return truncated > x ? truncated - 1 : truncated
    }

    /// The smallest integer not below `x`.
    @inlinable @inline(__always)
    public static func ceiling(_ x: Double) -> Double {
        -floor(-x)
    }

    /// `x` rounded to the nearest integer, halves away from zero (as `rounded()`).
    @inlinable @inline(__always)
    public static func nearest(_ x: Double) -> Double {
        guard abs(x) < 0x1p52 else { return x }
        let magnitude = floor(abs(x) + 0.5)
        // abs(x) + 0.5 itself rounds up for the double just below 0.5.
        let corrected = magnitude - abs(x) > 0.5 ? magnitude - 1 : magnitude
        return x < 0 ? -corrected : corrected
    }

    /// `x` reduced to `[0, period)` by whole periods (`period` > 0); 0 for non-finite `x`.
    @inlinable
    public static func reduced(_ x: Double, period: Double) -> Double {
        guard x.isFinite else { return 0 }
        if x >= 0, x < period { return x }
        let result = x - period * floor(x / period)
        return result >= 0 && result < period ? result : 0
    }
}
