import WheelSupport

/// The log-gamma function and the regularised incomplete gamma functions, for χ² p-values.
///
/// Written from the textbook definitions (a power series below a + 1, a continued fraction
/// above, evaluated by the modified Lentz method) on top of `ElementaryFunctions`, so the
/// result is the same on every platform.
enum GammaFunction {
    /// ln Γ(x) for x > 0, to about 1e-15 relative.
    static func logGamma(_ x: Double) -> Double {
        guard x > 0 else { return .nan }
        // Shift up to x ≥ 16 with Γ(x) = Γ(x + k) / (x(x+1)…(x+k−1)), where Stirling's series
        // with five correction terms is accurate to the last digit.
        var shifted = x
        var product = 1.0
        while shifted < 16 {
            product *= shifted
            shifted += 1
        }
        let inverse = 1 / shifted
        let inverseSquare = inverse * inverse
        let correction =
            inverse
            * (1.0 / 12 - inverseSquare
                * (1.0 / 360 - inverseSquare
                    * (1.0 / 1260 - inverseSquare * (1.0 / 1680 - inverseSquare / 1188))))
        let stirling =
            (shifted - 0.5) * ElementaryFunctions.log(shifted) - shifted + 0.918_938_533_204_672_8
            + correction
        return stirling - ElementaryFunctions.log(product)
    }

    /// Q(a, x) = Γ(a, x) / Γ(a), the regularised upper incomplete gamma function, for a > 0 and
    /// x ≥ 0. Accurate in relative terms even when tiny (it is computed directly, not as 1 − P).
    static func regularizedUpper(_ a: Double, _ x: Double) -> Double {
        guard a > 0, x >= 0, !x.isNaN else { return .nan }
        if x == 0 { return 1 }
        if x == .infinity { return 0 }
        if x < a + 1 { return 1 - lowerSeries(a, x) }
        return upperContinuedFraction(a, x)
    }

    /// e^(−x) x^a / Γ(a): the factor both expansions share.
    private static func prefactor(_ a: Double, _ x: Double) -> Double {
        ElementaryFunctions.exp(a * ElementaryFunctions.log(x) - x - logGamma(a))
    }

    /// P(a, x) = prefactor · Σₙ xⁿ / (a(a+1)…(a+n)), converging fast for x < a + 1.
    private static func lowerSeries(_ a: Double, _ x: Double) -> Double {
        var denominator = a
        var term = 1 / a
        var sum = term
        for _ in 0..<10_000 {
            denominator += 1
            term *= x / denominator
            sum += term
            if abs(term) < abs(sum) * 1e-17 { break }
        }
        return sum * prefactor(a, x)
    }

    /// Q(a, x) from Legendre's continued fraction, for x ≥ a + 1.
    private static func upperContinuedFraction(_ a: Double, _ x: Double) -> Double {
        let tiny = 1e-300
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var fraction = d
        for step in 1..<10_000 {
            let n = Double(step)
            let an = -n * (n - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            fraction *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return fraction * prefactor(a, x)
    }
}
