/// What an `OutcomeSample` counts, fixed before the first outcome from the category
/// probabilities alone, so that samples of any parts of a sequence merge exactly.
public struct BatteryDesign: Sendable, Hashable {
    /// Bins of the histogram of offsets in [0, 1) for the Kolmogorov–Smirnov test: 2¹⁶, so
    /// that measuring D at bin edges understates it by at most 1.5 · 10⁻⁵.
    public static let offsetBins = 1 << 16
    /// The most bins a design has, 2²⁴ (a 128 MiB histogram): `offsetBins: Int.max` asked for
    /// an array no machine holds, and the sample died allocating it.
    public static let maximumOffsetBins = 1 << 24

    /// The probability of each category, summing to 1.
    public let probabilities: [Double]
    /// Per category: the lower bounds of its gap classes (`GapTest.classStarts`); empty for an
    /// impossible category.
    public let gapClassStarts: [[Int]]
    /// Bins of the offset histogram.
    public let offsetBins: Int
    /// Where each category's gap classes begin in the flat array of class counts.
    let gapClassOffsets: [Int]
    /// All gap class bounds, category after category.
    let flatGapClassStarts: [Int]

    /// The design for categories of probabilities `probabilities` (non-negative, summing to 1)
    /// with `offsetBins` histogram bins, kept within 1...``maximumOffsetBins``.
    public init(probabilities: [Double], offsetBins: Int = Self.offsetBins) {
        self.probabilities = probabilities
        self.offsetBins = min(max(offsetBins, 1), Self.maximumOffsetBins)
        gapClassStarts = probabilities.map { GapTest.classStarts(probability: $0) }
        var offsets: [Int] = []
        var total = 0
        for starts in gapClassStarts {
            offsets.append(total)
            total += starts.count
        }
        gapClassOffsets = offsets
        flatGapClassStarts = gapClassStarts.flatMap { $0 }
    }

    /// How many categories there are.
    public var categoryCount: Int { probabilities.count }
    /// How many gap classes there are over all categories.
    var gapClassCount: Int { flatGapClassStarts.count }
}
