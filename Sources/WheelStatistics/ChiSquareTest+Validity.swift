extension ChiSquareTest {
    /// The smallest expected count for which the χ² approximation is trusted (Cochran's rule).
    public static let minimumExpectedCount = 5.0

    /// Whether every category that can occur expects at least `minimumExpectedCount`
    /// observations, so that the p-value can be trusted.
    public static func hasEnoughObservations(expected: [Double]) -> Bool {
        expected.allSatisfy { $0 == 0 || $0 >= minimumExpectedCount }
    }

    /// The categories with those that can occur but expect fewer than
    /// `minimumExpectedCount` observations merged into one (Cochran's rule met by pooling, so
    /// a wheel with a rare prize is still tested): the merged category takes in the least
    /// likely of the others, one by one, while it still expects fewer. Categories that cannot
    /// occur stay as they are. Nil when no category is that rare; `merged` is how many
    /// categories the merged one holds, `rare` how many of them were rare (the others were
    /// taken in to bring it to `minimumExpectedCount`).
    /// - Throws: `TestBatteryError.categoryCountMismatch` unless `observed` and `expected` have
    ///   as many categories, `.countsOutOfRange` for a negative count or counts adding up to
    ///   more than `Int.max` (the pool adds them).
    public static func pooled(observed: [Int], expected: [Double]) throws(TestBatteryError) -> (
        observed: [Int], expected: [Double], merged: Int, rare: Int
    )? {
        try TestBatteryError.checkCategoryCounts(observed: observed.count, expected: expected.count)
        _ = try TestBatteryError.checkedTotal(observed)
        return pooled(validatedObserved: observed, expected: expected)
    }

    /// ``pooled(observed:expected:)`` of counts, each at least 0, known to add up to at most
    /// `Int.max` (a sample's or a tally's, which count outcomes), one per expected count.
    package static func pooled(validatedObserved observed: [Int], expected: [Double]) -> (
        observed: [Int], expected: [Double], merged: Int, rare: Int
    )? {
        let rare = expected.indices.filter { expected[$0] > 0 && expected[$0] < minimumExpectedCount }
        guard !rare.isEmpty else { return nil }
        var pool = Set(rare)
        var poolExpected = rare.reduce(0) { $0 + expected[$1] }
        // The others, least likely first (ties in index order, so the pooling is reproducible).
        let others = expected.indices.filter { expected[$0] >= minimumExpectedCount }
            .sorted { (expected[$0], $0) < (expected[$1], $1) }
        for index in others where poolExpected < minimumExpectedCount {
            pool.insert(index)
            poolExpected += expected[index]
        }
        let kept = expected.indices.filter { !pool.contains($0) }
        return (
            observed: kept.map { observed[$0] } + [pool.reduce(0) { $0 + observed[$1] }],
            expected: kept.map { expected[$0] } + [poolExpected], merged: pool.count,
            rare: rare.count
        )
    }

    /// The test of `observed` against `expected` with the rare categories pooled
    /// (``pooled(observed:expected:)``), as the battery tests counts.
    /// - Throws: `TestBatteryError.categoryCountMismatch` unless `observed` and `expected` have
    ///   as many categories, `.countsOutOfRange` for a negative count or counts adding up to
    ///   more than `Int.max`.
    public init(pooling observed: [Int], expected: [Double]) throws(TestBatteryError) {
        try TestBatteryError.checkCategoryCounts(observed: observed.count, expected: expected.count)
        _ = try TestBatteryError.checkedTotal(observed)
        self.init(poolingValidated: observed, expected: expected)
    }

    /// ``init(pooling:expected:)`` of counts, each at least 0, known to add up to at most
    /// `Int.max`, one per expected count.
    package init(poolingValidated observed: [Int], expected: [Double]) {
        let pool = Self.pooled(validatedObserved: observed, expected: expected)
        self.init(validatedObserved: pool?.observed ?? observed, expected: pool?.expected ?? expected)
    }
}
