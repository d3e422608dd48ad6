import WheelSupport

/// Pearson's χ² goodness-of-fit test of observed counts against expected counts.
public struct ChiSquareTest: Sendable, Hashable {
    /// Σ (observed − expected)² / expected over the categories that can occur; +infinity when
    /// a category that cannot occur (expected 0) was observed.
    public let statistic: Double
    /// The categories with a positive expectation, minus one.
    public let degreesOfFreedom: Int
    /// The probability of a statistic at least this large if the counts follow the
    /// expectation: Q(dof/2, χ²/2). Small values (below 0.001, say) mean the counts do not.
    public let pValue: Double

    /// The test of `observed` against `expected`, category by category (expected counts ≥ 0).
    ///
    /// With fewer than two categories that can occur there is nothing to test: the statistic
    /// is 0 and the p-value 1 (unless an impossible category was observed).
    /// - Throws: `TestBatteryError.categoryCountMismatch` unless the two have as many
    ///   categories.
    public init(observed: [Int], expected: [Double]) throws(TestBatteryError) {
        try TestBatteryError.checkCategoryCounts(observed: observed.count, expected: expected.count)
        self.init(validatedObserved: observed, expected: expected)
    }

    /// ``init(observed:expected:)`` of counts and expectations known to have as many
    /// categories (a design's, or cells built from them).
    package init(validatedObserved observed: [Int], expected: [Double]) {
        var statistic = 0.0
        var categories = 0
        for (count, expectation) in zip(observed, expected) {
            if expectation > 0 {
                let difference = Double(count) - expectation
                statistic += difference * difference / expectation
                categories += 1
            } else if count > 0 {
                statistic = .infinity
            }
        }
        self.statistic = statistic
        degreesOfFreedom = max(categories - 1, 0)
        pValue = Self.pValue(statistic: statistic, degreesOfFreedom: degreesOfFreedom)
    }

    /// Q(dof/2, χ²/2): the upper tail of the χ² distribution with `degreesOfFreedom` degrees of
    /// freedom at `statistic`. 1 for a statistic ≤ 0 or no degrees of freedom (unless the
    /// statistic is infinite), NaN for NaN.
    public static func pValue(statistic: Double, degreesOfFreedom: Int) -> Double {
        if statistic.isNaN { return .nan }
        if statistic == .infinity { return 0 }
        guard degreesOfFreedom > 0, statistic > 0 else { return 1 }
        return GammaFunction.regularizedUpper(Double(degreesOfFreedom) / 2, statistic / 2)
    }
}
