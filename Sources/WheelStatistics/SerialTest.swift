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
    public init(pairCounts: [Int], probabilities: [Double]) {
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
