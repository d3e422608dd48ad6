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
        // From 2⁵² on `floor` returns its argument and the product below rounds away every
        // digit of the remainder (1e20 came out 0): those are reduced exactly instead.
        guard abs(x) < 0x1p52 else { return exactlyReduced(x, period: period) }
        let result = x - period * floor(x / period)
        return result >= 0 && result < period ? result : 0
    }

    /// `x` (finite, outside `[0, period)`) reduced to `[0, period)` by whole periods, the
    /// remainder of `|x|` exact (as C's `fmod`, without libm): `period` doubled up to `|x|` and
    /// taken off while halved back, each subtraction exact (the two within a factor of two).
    @usableFromInline
    static func exactlyReduced(_ x: Double, period: Double) -> Double {
        var remainder = abs(x)
        var multiple = period
        while multiple <= remainder / 2 { multiple *= 2 }
        while multiple >= period {
            if remainder >= multiple { remainder -= multiple }
            multiple /= 2
        }
        guard x < 0, remainder > 0 else { return remainder }
        // The one rounding: `period - remainder`, which rounds up to `period` for the tiniest.
        let result = period - remainder
        return result < period ? result : 0
    }
}
