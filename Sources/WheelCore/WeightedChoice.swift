import WheelSupport

/// Draws segment indices with probabilities proportional to non-negative weights, in constant
/// time per draw (Vose's alias method).
///
/// A draw picks a column uniformly with `nextInt(below:)` and then keeps it or takes its alias
/// by one `nextUnitDouble()`: true weighted sampling, not the tutorials' "modulo of a random
/// byte". A zero weight is never drawn.
public struct WeightedChoice: Sendable, Hashable {
    /// The weights as given.
    public let weights: [Double]
    /// `weights` divided by their sum: the probability of each index.
    public let probabilities: [Double]
    /// Per column: keep the column when the unit draw is below this, else take its alias.
    private let keepThreshold: [Double]
    private let alias: [Int]

    /// A choice over `weights.count` indices.
    ///
    /// - Throws: `WheelError.invalidWeight` for a negative, NaN or infinite weight,
    ///   `WheelError.allWeightsZero` when no weight is positive (or the list is empty).
    public init(weights: [Double]) throws(WheelError) {
        for (index, weight) in weights.enumerated() where !(weight.isFinite && weight >= 0) {
            throw .invalidWeight(index: index, value: weight)
        }
        // Scaling by the largest weight first keeps the sum finite for any finite weights.
        guard let largest = weights.max(), largest > 0 else { throw .allWeightsZero }
        let scaled = weights.map { $0 / largest }
        let total = scaled.reduce(0, +)
        self.weights = weights
        // Divide the weights themselves when their sum is finite, so that round weights give
        // round probabilities (1, 2, 1 → 0.25, 0.5, 0.25).
        let sum = weights.reduce(0, +)
        probabilities = sum.isFinite ? weights.map { $0 / sum } : scaled.map { $0 / total }
        (keepThreshold, alias) = Self.aliasTable(scaled: scaled, total: total)
    }

    /// How many indices the choice draws from.
    public var count: Int { weights.count }

    /// One index in `0..<count`, drawn with probability `probabilities[index]`.
    @inline(__always)
    public func choose(using generator: inout Xoshiro256StarStar) -> Int {
        let column = generator.nextInt(below: keepThreshold.count)
        let keep = generator.nextUnitDouble() < keepThreshold[column]
        return keep ? column : alias[column]
    }

    private static func aliasTable(scaled: [Double], total: Double) -> ([Double], [Int]) {
        let count = scaled.count
        var height = scaled.map { $0 * Double(count) / total }
        var threshold = [Double](repeating: 1, count: count)
        var alias = Array(0..<count)
        var small = height.indices.filter { height[$0] < 1 }
        var large = height.indices.filter { height[$0] >= 1 }
        while !small.isEmpty, !large.isEmpty {
            let short = small.removeLast()
            let tall = large.removeLast()
            threshold[short] = height[short]
            alias[short] = tall
            height[tall] = (height[tall] + height[short]) - 1
            if height[tall] < 1 { small.append(tall) } else { large.append(tall) }
        }
        // Rounding can leave columns a hair short of 1 with no tall column to fill them: they
        // keep themselves, except columns of weight zero, which must never be drawn.
        let fallback = scaled.firstIndex(of: 1) ?? 0
        for column in small where scaled[column] == 0 {
            threshold[column] = 0
            alias[column] = fallback
        }
        return (threshold, alias)
    }
}
