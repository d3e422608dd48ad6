/// Sine and cosine computed with plain IEEE arithmetic (no libm), so that the built-in art is
/// byte-identical on every platform: libm implementations may differ in the last bit, and one bit
/// can flip a rounded pixel.
enum UnitCircle {
    // π/2 split in two (Cody–Waite): the high part has trailing zero bits, so `k * high` is exact
    // for the small multiples used here and the reduction keeps full precision.
    private static let halfPiHigh = 1.570_796_326_734_125_614_17
    private static let halfPiLow = 6.077_100_506_506_192_249_32e-11

    /// The sine of `angle` (radians). Accurate to about 1e-16 for |angle| below 1000.
    static func sine(_ angle: Double) -> Double {
        let (quadrant, reduced) = reduce(angle)
        switch quadrant {
        case 0: return sinePolynomial(reduced)
        case 1: return cosinePolynomial(reduced)
        case 2: return -sinePolynomial(reduced)
        default: return -cosinePolynomial(reduced)
        }
    }

    /// The cosine of `angle` (radians). Accurate to about 1e-16 for |angle| below 1000.
    static func cosine(_ angle: Double) -> Double {
        let (quadrant, reduced) = reduce(angle)
        switch quadrant {
        case 0: return cosinePolynomial(reduced)
        case 1: return -sinePolynomial(reduced)
        case 2: return -cosinePolynomial(reduced)
        default: return sinePolynomial(reduced)
        }
    }

    /// The screen direction of `angle` radians measured clockwise from 12 o'clock (y points down).
    static func direction(clockwiseFromTop angle: Double) -> (x: Double, y: Double) {
        (sine(angle), -cosine(angle))
    }

    /// The angle of the screen direction (`x`, `y`) (y down) in radians clockwise from 12 o'clock,
    /// in 0..<2π; 0 for the zero vector. Accurate to about 1e-12.
    static func angle(x: Double, y: Double) -> Double {
        let (right, up) = (x, -y)
        let (a, b) = (right.magnitude, up.magnitude)
        guard a > 0 || b > 0 else { return 0 }
        // Angle from the up axis in the first quadrant, from arctangent of the smaller ratio.
        let fromUp = a <= b ? arctangent(a / b) : Double.pi / 2 - arctangent(b / a)
        switch (right >= 0, up >= 0) {
        case (true, true): return fromUp
        case (true, false): return Double.pi - fromUp
        case (false, false): return Double.pi + fromUp
        case (false, true): return fromUp == 0 ? 0 : 2 * Double.pi - fromUp
        }
    }

    /// arctan(t) for t in 0...1: t above tan(π/8) is moved below it with
    /// arctan(t) = π/4 + arctan((t − 1) / (t + 1)), then the odd Taylor series is summed to the
    /// u¹⁹ term (error below 1e-9, plenty for paints). Written out because loops are slow in
    /// unoptimised builds, which the tests use.
    private static func arctangent(_ t: Double) -> Double {
        let shifted = t > 0.414_213_562_373_095_1
        let u = shifted ? (t - 1) / (t + 1) : t
        let v = u * u
        var sum = 1.0 / 19
        sum = 1.0 / 17 - v * sum
        sum = 1.0 / 15 - v * sum
        sum = 1.0 / 13 - v * sum
        sum = 1.0 / 11 - v * sum
        sum = 1.0 / 9 - v * sum
        sum = 1.0 / 7 - v * sum
        sum = 1.0 / 5 - v * sum
        sum = 1.0 / 3 - v * sum
        sum = 1.0 - v * sum
        return (shifted ? Double.pi / 4 : 0) + u * sum
    }

    private static func reduce(_ angle: Double) -> (quadrant: Int, reduced: Double) {
        let turns = (angle / (halfPiHigh + halfPiLow)).rounded()
        let reduced = (angle - turns * halfPiHigh) - turns * halfPiLow
        // In Double, so that a huge or non-finite angle (from a public caller) gives an answer,
        // NaN for NaN, instead of stopping the process converting `turns` to an Int.
        let quarter = (turns.truncatingRemainder(dividingBy: 4) + 4).truncatingRemainder(dividingBy: 4)
        let quadrant = quarter.isFinite ? Int(quarter) : 0
        return (quadrant, reduced)
    }

    // Taylor series on [-π/4, π/4]; the first omitted term is below 1e-17. Coefficients are
    // (-1)^k / (2k+1)! and (-1)^k / (2k)!, highest power first, evaluated by Horner's rule.
    private static let sineFactorials: [Double] = [
        355_687_428_096_000, -1_307_674_368_000, 6_227_020_800, -39_916_800, 362_880, -5_040, 120, -6, 1,
    ]
    private static let cosineFactorials: [Double] = [
        20_922_789_888_000, -87_178_291_200, 479_001_600, -3_628_800, 40_320, -720, 24, -2, 1,
    ]

    private static func sinePolynomial(_ x: Double) -> Double {
        x * horner(x * x, factorials: sineFactorials)
    }

    private static func cosinePolynomial(_ x: Double) -> Double {
        horner(x * x, factorials: cosineFactorials)
    }

    private static func horner(_ y: Double, factorials: [Double]) -> Double {
        var sum = 0.0
        for factorial in factorials {
            sum = sum * y + 1.0 / factorial
        }
        return sum
    }
}
