import WheelSupport

/// The Kolmogorov–Smirnov test of values in [0, 1) against the uniform distribution, from a
/// histogram of equal-width bins: D = max |F̂(x) − x| over the bin edges x = j / bins.
///
/// Measuring D at the edges only is what makes runs mergeable with flat memory (the histogram
/// is a sum); it can understate the exact D by at most one bin's share, so the test is
/// slightly conservative. The p-value is Kolmogorov's limit law with Stephens' correction for
/// finite n: Q_KS((√n + 0.12 + 0.11/√n) · D).
public struct KolmogorovSmirnovTest: Sendable, Hashable {
    /// The fewest values for which Stephens' approximation is used.
    public static let minimumCount = 20

    /// D, in [0, 1].
    public let statistic: Double
    /// The values tested.
    public let count: Int
    /// The probability of a D at least this large for uniform values.
    public let pValue: Double

    /// The test of `histogram[j]` values in `[j / bins, (j + 1) / bins)`.
    /// - Throws: `TestBatteryError.countsOutOfRange` for a negative count or counts adding up
    ///   to more than `Int.max`.
    public init(histogram: [Int]) throws(TestBatteryError) {
        self.init(validatedHistogram: histogram, count: try TestBatteryError.checkedTotal(histogram))
    }

    /// The test of a histogram whose `count` values, each at least 0, are known to add up.
    init(validatedHistogram histogram: [Int], count: Int) {
        let bins = Int128(histogram.count)
        self.count = count
        var cumulative = 0
        var largest: Int128 = 0
        // |F̂(j/B) − j/B| · n · B in integers: exact, then one division. In 128 bits, as n · B
        // passes 2⁶³ for n above 2⁴⁷ with the battery's 2¹⁶ bins.
        for (index, value) in histogram.enumerated() {
            cumulative += value
            let difference = Int128(cumulative) * bins - Int128(index + 1) * Int128(count)
            largest = max(largest, difference < 0 ? -difference : difference)
        }
        statistic = count > 0 ? Double(largest) / (Double(count) * Double(bins)) : 0
        pValue = Self.pValue(statistic: statistic, count: count)
    }

    /// Stephens' p-value for D = `statistic` from `count` values: 1 for no values.
    public static func pValue(statistic: Double, count: Int) -> Double {
        guard count > 0 else { return 1 }
        let root = ElementaryFunctions.squareRoot(Double(count))
        return kolmogorovTail((root + 0.12 + 0.11 / root) * statistic)
    }

    /// Q_KS(λ) = 1 − K(λ) = 2 Σₖ (−1)ᵏ⁻¹ e^(−2k²λ²), the tail of Kolmogorov's distribution;
    /// for λ < 1, where that series converges slowly, 1 − (√(2π)/λ) Σₖ e^(−(2k−1)²π²/(8λ²)).
    /// 1 for λ ≤ 0, NaN for NaN.
    public static func kolmogorovTail(_ lambda: Double) -> Double {
        if lambda.isNaN { return .nan }
        guard lambda > 0 else { return 1 }
        if lambda < 1 {
            let factor = -Double.pi * Double.pi / (8 * lambda * lambda)
            var sum = 0.0
            for k in 1...20 {
                let odd = Double(2 * k - 1)
                let term = ElementaryFunctions.exp(odd * odd * factor)
                sum += term
                if term < sum * 1e-17 { break }
            }
            return min(max(1 - ElementaryFunctions.squareRoot(2 * .pi) / lambda * sum, 0), 1)
        }
        var sum = 0.0
        var sign = 1.0
        for k in 1...100 {
            let term = ElementaryFunctions.exp(-2 * Double(k * k) * lambda * lambda)
            sum += sign * term
            if term < 1e-17 * sum { break }
            sign = -sign
        }
        return min(max(2 * sum, 0), 1)
    }
}
