/// Knuth's serial test (TAOCP 3.3.2 B): the non-overlapping pairs (x₀, x₁), (x₂, x₃), … of a
/// sequence of categories, counted in a k × k table and tested by χ² against
/// `pairs × pᵢ × pⱼ`. Pairs are used once each, so the cells are a plain multinomial sample and
/// the χ² has (cells that can occur − 1) degrees of freedom.
public struct SerialTest: Sendable, Hashable {
    /// The χ² test of the pair table.
    public let chiSquare: ChiSquareTest
    /// The expected count of each cell, row-major (first of the pair, then second).
    public let expected: [Double]

    /// The test of `pairCounts` (k × k, row-major: `pairCounts[first * k + second]`) against
    /// the category probabilities `probabilities` (k of them, summing to 1).
    /// - Throws: `TestBatteryError.categoryCountMismatch` unless there are k² pair counts for
    ///   the k probabilities, one per cell (`expected` is `Int.max` when k² is larger, which no
    ///   array holds).
    public init(pairCounts: [Int], probabilities: [Double]) throws(TestBatteryError) {
        // Checked before the k² expected counts are made: a long list of probabilities given
        // with a short table is refused, not allocated.
        let cells = probabilities.count.multipliedReportingOverflow(by: probabilities.count)
        try TestBatteryError.checkCategoryCounts(
            observed: pairCounts.count, expected: cells.overflow ? Int.max : cells.partialValue)
        self.init(validatedPairCounts: pairCounts, probabilities: probabilities)
    }

    /// ``init(pairCounts:probabilities:)`` of a table known to be k × k for the k
    /// probabilities (a sample's, whose design has them).
    init(validatedPairCounts pairCounts: [Int], probabilities: [Double]) {
        // Added as Doubles: counts near Int.max, which no run records, must not trap.
        var pairs = 0.0
        for count in pairCounts { pairs += Double(count) }
        var expected: [Double] = []
        expected.reserveCapacity(probabilities.count * probabilities.count)
        for first in probabilities {
            for second in probabilities { expected.append(pairs * first * second) }
        }
        self.expected = expected
        chiSquare = ChiSquareTest(validatedObserved: pairCounts, expected: expected)
    }
}
