import WheelCore

/// What a fair spin draws from: one integer weight per segment and the landing margin.
///
/// Segment `i` is the prize with probability `weights[i] / totalWeight`; the landing point is
/// drawn uniformly from `[landingMargin, 1 − landingMargin)` of the prize segment.
public struct FairRules: Sendable, Hashable {
    /// The reference wheel: 12 segments of weight 1, landing margin 0.1.
    public static let standard = FairRules(
        validatedWeights: Array(repeating: 1, count: WheelGeometry.standard.segmentCount),
        landingMargin: SpinOptions.standard.landingMargin)

    /// The largest total weight: a 32-bit word draws among at most 2^32 values.
    public static let maximumTotalWeight: UInt64 = 1 << 32
    /// The landing margins a fair spin accepts, as a fraction of a segment: the model's own
    /// (from `SpinOptions.minimumLandingMargin`, so the wheel stops exactly at the derived
    /// fraction instead of a nudged one).
    public static let landingMarginRange = SpinOptions.landingMarginRange

    /// The weight of each segment; `weights.count` is the number of segments.
    public let weights: [UInt32]
    /// The sum of `weights`, `1...maximumTotalWeight`.
    public let totalWeight: UInt64
    /// How close to a border the landing point may be, as a fraction of a segment.
    public let landingMargin: Double

    /// Rules for a wheel of `segmentCount` segments (default: as many as `weights`, else 12)
    /// with `weights` (default: all 1) and `landingMargin` (default 0.1, as `SpinOptions`).
    ///
    /// - Throws: `FairError.wheel` with `WheelError.segmentCountOutOfRange` outside 2…360,
    ///   `.weightCountMismatch` when `weights` and `segmentCount` disagree or `.allWeightsZero`;
    ///   `FairError.totalWeightTooLarge` above 2^32; `FairError.landingMarginOutOfRange`.
    public init(
        segmentCount: Int? = nil, weights: [UInt32]? = nil,
        landingMargin: Double = SpinOptions.standard.landingMargin
    ) throws(FairError) {
        let count = segmentCount ?? weights?.count ?? WheelGeometry.standard.segmentCount
        do {
            _ = try WheelGeometry(segmentCount: count)
        } catch {
            throw .wheel(error)
        }
        if let weights, weights.count != count {
            throw .wheel(.weightCountMismatch(weights: weights.count, segments: count))
        }
        let weights = weights ?? Array(repeating: 1, count: count)
        let total = weights.reduce(UInt64(0)) { $0 + UInt64($1) }
        guard total > 0 else { throw .wheel(.allWeightsZero) }
        guard total <= Self.maximumTotalWeight else { throw .totalWeightTooLarge(total) }
        guard Self.landingMarginRange.contains(landingMargin) else {
            throw .landingMarginOutOfRange(landingMargin)
        }
        self.init(validatedWeights: weights, landingMargin: landingMargin)
    }

    private init(validatedWeights weights: [UInt32], landingMargin: Double) {
        self.weights = weights
        totalWeight = weights.reduce(0) { $0 + UInt64($1) }
        self.landingMargin = landingMargin
    }

    /// How many segments the wheel has.
    public var segmentCount: Int { weights.count }

    /// Whether every weight is 1: the rules of a wheel given no weights. Equal weights of
    /// another value are not these rules: the draw is taken modulo the total weight, so
    /// `5,5,5` gives other prizes than `1,1,1` from the same seeds.
    public var isUniform: Bool { weights.allSatisfy { $0 == 1 } }

    /// The words at or above this are rejected: `2^32 − (2^32 mod totalWeight)`, the largest
    /// multiple of the total that a word can reach, so `word % totalWeight` is exactly uniform.
    var rejectionBound: UInt64 {
        Self.maximumTotalWeight - Self.maximumTotalWeight % totalWeight
    }

    /// The segment of draw `value` (`0..<totalWeight`): the smallest `i` with
    /// `weights[0] + … + weights[i] > value`.
    func segment(ofDraw value: UInt64) -> Int {
        var cumulative: UInt64 = 0
        for (index, weight) in weights.enumerated() {
            cumulative += UInt64(weight)
            if cumulative > value { return index }
        }
        return weights.count - 1
    }
}
