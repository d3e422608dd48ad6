import WheelSupport

/// Knuth's gap test (TAOCP 3.3.2 D) for one category of probability p: the gaps between
/// consecutive occurrences (the outcomes of other categories in between, 0, 1, 2, …) follow
/// the geometric law P(gap = r) = p(1 − p)ʳ if outcomes are independent. The gaps are counted
/// in classes of lengths fixed from p alone (so that runs split anywhere merge exactly) and
/// tested by χ² with (classes − 1) degrees of freedom.
public struct GapTest: Sendable, Hashable {
    /// How many classes of gap lengths a category gets at most: about equally likely, each with
    /// probability near 1/8.
    public static let classCount = 8

    /// The χ² test of the class counts.
    public let chiSquare: ChiSquareTest
    /// Expected gaps per class.
    public let expected: [Double]

    /// The test of `classCounts[j]` gaps with length in `[starts[j], starts[j + 1])` (the last
    /// class unbounded) for a category of probability `probability`.
    public init(classCounts: [Int], starts: [Int], probability: Double) {
        let gaps = Double(classCounts.reduce(0, +))
        expected = Self.classProbabilities(starts: starts, probability: probability).map { $0 * gaps }
        chiSquare = ChiSquareTest(observed: classCounts, expected: expected)
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
