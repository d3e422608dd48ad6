import WheelSupport

/// Knuth's gap test (TAOCP 3.3.2 D) for one category of probability p: the gaps between
/// consecutive occurrences (the outcomes of other categories in between, 0, 1, 2, …) follow
/// the geometric law P(gap = r) = p(1 − p)ʳ if outcomes are independent. The gaps are counted
/// in classes of lengths fixed from p alone (so that runs split anywhere merge exactly) and
/// tested by χ² with (cells − 1) degrees of freedom, where a class expecting fewer than
/// `ChiSquareTest.minimumExpectedCount` gaps is merged with its neighbours into a cell.
public struct GapTest: Sendable, Hashable {
    /// How many classes of gap lengths a category gets at most: about equally likely, each with
    /// probability near 1/8.
    public static let classCount = 8

    /// The χ² test of the cells (the classes, rare ones merged with their neighbours).
    public let chiSquare: ChiSquareTest
    /// Expected gaps per class.
    public let expected: [Double]
    /// Expected gaps per cell tested: `expected` with rare classes merged (``merged(observed:expected:)``).
    public let cellExpected: [Double]
    /// How many classes expected fewer than `ChiSquareTest.minimumExpectedCount` gaps (0: none
    /// was merged).
    public let rareClasses: Int

    /// The test of `classCounts[j]` gaps with length in `[starts[j], starts[j + 1])` (the last
    /// class unbounded) for a category of probability `probability`. The cells are merged for
    /// `expectedGaps` when given (a run's n outcomes expect n · p − 1), else for the gaps
    /// counted; each cell then expects its share of the gaps counted. Cells drawn for the gaps
    /// counted depend on how many there are, which says how long they are: ``TestBattery``
    /// draws them for the gaps its run expects.
    /// - Throws: `TestBatteryError.categoryCountMismatch` unless there is one class count per
    ///   start (each class expects its share of the gaps), `.countsOutOfRange` for a negative
    ///   count or counts adding up to more than `Int.max` (cells of merged classes add them).
    public init(
        classCounts: [Int], starts: [Int], probability: Double, expectedGaps: Double? = nil
    ) throws(TestBatteryError) {
        try TestBatteryError.checkCategoryCounts(observed: classCounts.count, expected: starts.count)
        _ = try TestBatteryError.checkedTotal(classCounts)
        self.init(
            validatedClassCounts: classCounts,
            classProbabilities: Self.classProbabilities(starts: starts, probability: probability),
            expectedGaps: expectedGaps)
    }

    /// The test of class counts, one per class, each at least 0, known to add up to at most
    /// `Int.max` (a sample's, counted in its design's classes), the classes' probabilities
    /// (``classProbabilities(starts:probability:)``) computed by the caller, which needs them too.
    init(
        validatedClassCounts classCounts: [Int], classProbabilities probabilities: [Double],
        expectedGaps: Double?
    ) {
        let gaps = Double(classCounts.reduce(0, +))
        expected = probabilities.map { $0 * gaps }
        // The gaps the cells are drawn for; each cell's share of them is its share of the gaps counted.
        let basis = max(expectedGaps ?? gaps, 0)
        let merge = Self.merged(observed: classCounts, expected: probabilities.map { $0 * basis })
        let scale = basis > 0 ? gaps / basis : 0
        cellExpected = merge.map { $0.expected.map { $0 * scale } } ?? expected
        rareClasses = merge?.rare ?? 0
        chiSquare = ChiSquareTest(validatedObserved: merge?.observed ?? classCounts, expected: cellExpected)
    }

    /// Whether at least two cells are left, each expecting at least
    /// `ChiSquareTest.minimumExpectedCount` gaps, so that the χ² approximation holds. Not
    /// the rule to judge a run by: its gaps are few exactly when they are long, so
    /// ``TestBattery`` judges from the outcomes at which the law expects two such cells, on
    /// cells drawn for the gaps expected, whatever the gaps seen (judged on cells of the gaps
    /// seen, a fair 360-segment wheel failed 1 test in 5 at 2,000 spins, 1.8 in 100 at 3,962).
    public var hasEnoughObservations: Bool {
        chiSquare.degreesOfFreedom > 0 && ChiSquareTest.hasEnoughObservations(expected: cellExpected)
    }

    /// The classes with each one expecting fewer than `ChiSquareTest.minimumExpectedCount`
    /// gaps merged with its neighbours: from the shortest gaps up, classes join one cell until
    /// it expects at least that many, and a short remainder at the long end joins the last
    /// cell. Unlike the battery's pooling (``ChiSquareTest/pooled(observed:expected:)``), only
    /// neighbours merge, so each cell is still a range of gap lengths. Nil when no class is
    /// rare; `rare` is how many were. One cell is left when all the gaps together expect fewer.
    /// The observed counts are at least 0 and add up to at most `Int.max`, as `init` checks.
    static func merged(observed: [Int], expected: [Double]) -> (
        observed: [Int], expected: [Double], rare: Int
    )? {
        let minimum = ChiSquareTest.minimumExpectedCount
        let rare = expected.filter { $0 < minimum }.count
        guard rare > 0 else { return nil }
        var cells: (observed: [Int], expected: [Double]) = ([], [])
        var open: (observed: Int, expected: Double)? = nil
        for (count, expectation) in zip(observed, expected) {
            let cell = (
                observed: (open?.observed ?? 0) + count, expected: (open?.expected ?? 0) + expectation
            )
            if cell.expected >= minimum {
                cells.observed.append(cell.observed)
                cells.expected.append(cell.expected)
                open = nil
            } else {
                open = cell
            }
        }
        if let open {
            if cells.expected.isEmpty {
                cells = ([open.observed], [open.expected])
            } else {
                cells.observed[cells.observed.count - 1] += open.observed
                cells.expected[cells.expected.count - 1] += open.expected
            }
        }
        return (cells.observed, cells.expected, rare)
    }

    /// The lower bounds of the gap classes for a category of probability `probability`
    /// (0 < p ≤ 1): starting at 0, the lengths r where P(gap ≥ r) = (1 − p)ʳ is nearest to
    /// 1 − j/`classes`, without repeats and below 2⁶² (a category too rare for more has fewer). A certain category (p = 1) has the one class [0, ∞);
    /// an impossible one (p ≤ 0 or NaN) has none.
    public static func classStarts(probability: Double, classes: Int = classCount) -> [Int] {
        guard probability > 0 else { return [] }
        guard probability < 1 else { return [0] }
        let logStay = ElementaryFunctions.logOnePlus(-probability)
        var starts = [0]
        for step in 1..<max(classes, 1) {
            let length = ElementaryFunctions.log(1 - Double(step) / Double(classes)) / logStay
            guard length < 0x1p62 else { break }
            let start = Int(Rounding.nearest(length))
            if let last = starts.last, start > last { starts.append(start) }
        }
        return starts
    }

    /// P(starts[j] ≤ gap < starts[j + 1]) for each class (the last: P(gap ≥ starts[last])).
    public static func classProbabilities(starts: [Int], probability: Double) -> [Double] {
        guard !starts.isEmpty else { return [] }
        let logStay = probability < 1 ? ElementaryFunctions.logOnePlus(-probability) : -Double.infinity
        func atLeast(_ length: Int) -> Double {
            length == 0 ? 1 : ElementaryFunctions.exp(Double(length) * logStay)
        }
        return starts.indices.map { index in
            index + 1 < starts.count
                ? atLeast(starts[index]) - atLeast(starts[index + 1]) : atLeast(starts[index])
        }
    }

    /// The class of a gap of `length` ≥ 0 among `starts`.
    @inline(__always)
    static func classIndex(of length: Int, starts: ArraySlice<Int>) -> Int {
        var index = starts.count - 1
        while index > 0, length < starts[starts.startIndex + index] { index -= 1 }
        return index
    }
}
