extension ChiSquareTest {
    /// The smallest expected count for which the χ² approximation is trusted (Cochran's rule).
    public static let minimumExpectedCount = 5.0

    /// Whether every category that can occur expects at least `minimumExpectedCount`
    /// observations, so that the p-value can be trusted.
    public static func hasEnoughObservations(expected: [Double]) -> Bool {
        expected.allSatisfy { $0 == 0 || $0 >= minimumExpectedCount }
    }
}
