import TestSupport
import Testing
import WheelSupport

@testable import WheelStatistics

@Suite struct StatisticsTests {
    /// The chance of as many failures, P(X ≥ k) for X ~ Binomial(n, 1 − confidence), against
    /// scipy.stats.binom.sf(k − 1, n, r) (scipy 1.17).
    @Test(
        arguments: [
            (361, 2, 0.01, 0.8765679656765258), (361, 10, 0.01, 0.003894352409232193),
            (10, 2, 0.01, 0.004266200242831419), (30, 30, 0.05, 9.3132257461548e-40), (5, 0, 0.01, 1),
            (5, 6, 0.01, 0),
        ] as [(Int, Int, Double, Double)])
    func binomialTailMatchesScipy(trials: Int, atLeast: Int, rate: Double, expected: Double) {
        let tail = TestBattery.binomialTail(trials: trials, atLeast: atLeast, rate: rate)
        #expect(abs(tail - expected) <= 1e-12 * expected, "\(tail)")
    }

    /// Cochran's rule met by pooling: the rare categories (expected 0 < e < 5) become one,
    /// which takes in the least likely others while it still expects fewer than 5; the totals
    /// stay, impossible categories stay apart, and nothing is pooled when nothing is rare.
    @Test func rareCategoriesArePooled() throws {
        #expect(try ChiSquareTest.pooled(observed: [5, 6, 0], expected: [5, 6, 0]) == nil)
        let pooled = try #require(
            try ChiSquareTest.pooled(observed: [1, 3, 40, 9, 0, 50], expected: [1.5, 2, 45, 7, 0, 48.5]))
        #expect(
            pooled.observed == [40, 0, 50, 13] && pooled.expected == [45, 0, 48.5, 10.5] && pooled.merged == 3
                && pooled.rare == 2
        )
        let alone = try #require(try ChiSquareTest.pooled(observed: [2, 1], expected: [1.5, 1.5]))
        #expect(alone.observed == [3] && alone.expected == [3] && alone.merged == 2 && alone.rare == 2)
        #expect(try ChiSquareTest(observed: alone.observed, expected: alone.expected).degreesOfFreedom == 0)
    }

    /// Observed and expected counts of different lengths are refused with both lengths by every
    /// χ² entry point: pooling a shorter `observed` read past its end and stopped the process,
    /// and the plain test compared the shorter length's categories as if they were all.
    @Test(arguments: [([1, 2], [1.0, 2, 100]), ([50, 50, 3], [50, 50]), ([], [5.0])])
    func chiSquareRefusesCountsOfAnotherLength(observed: [Int], expected: [Double]) {
        let mismatch = TestBatteryError.categoryCountMismatch(
            observed: observed.count, expected: expected.count)
        #expect(throws: mismatch) { try ChiSquareTest.pooled(observed: observed, expected: expected) }
        #expect(throws: mismatch) { try ChiSquareTest(pooling: observed, expected: expected) }
        #expect(throws: mismatch) { try ChiSquareTest(observed: observed, expected: expected) }
        #expect(
            TestBatteryError.categoryCountMismatch(observed: 2, expected: 1).description
                == "a χ² test needs one observed count per expected count; got 2 observed counts for 1 expected count"
        )
    }

    /// The pool's note counts rare cells and the others taken in apart.
    @Test func aPoolsNoteSaysWhatWasMerged() {
        #expect(TestBattery.poolingNote(rare: 1, merged: 2) == "1 rare cell pooled with 1 other")
        #expect(TestBattery.poolingNote(rare: 2, merged: 5) == "2 rare cells pooled with 3 others")
        #expect(TestBattery.poolingNote(rare: 3, merged: 3) == "3 rare cells pooled")
        #expect(TestBattery.poolingNote(rare: 1, merged: 1) == "1 rare cell")
        #expect(TestBattery.mergingNote(rare: 8, classes: 8, cells: 4) == "8 rare cells merged, 8 into 4")
        #expect(TestBattery.mergingNote(rare: 1, classes: 8, cells: 7) == "1 rare cell merged, 8 into 7")
    }

    /// A wheel with a rare prize (one weight in 100,001) gets its counts and pairs judged with
    /// the rare cells pooled, names saying so; a fair run passes, and the same wheel with one
    /// segment favoured over another fails the counts. (The rare prize itself is tested only
    /// as part of its pool: 40 times too often is lost in its 20,000 expected.)
    @Test func aRarePrizeIsJudgedWithItsCellsPooled() throws {
        let weights = [1.0] + Array(repeating: 20_000.0, count: 5)
        let probabilities = weights.map { $0 / weights.reduce(0, +) }
        let fair = try BatterySequences.battery(
            BatterySequences.fair(100_000, probabilities: probabilities, seed: 3),
            probabilities: probabilities)
        // One cell is rare; the least likely other is taken in to reach 5, and the name says so.
        #expect(fair.results[0].name == "chi-square of counts (1 rare cell pooled with 1 other)")
        #expect(fair.results[0].passed == true && fair.results[0].degreesOfFreedom == 4)
        #expect(fair.results[1].name.hasPrefix("serial test of pairs (") && fair.results[1].passed == true)
        var biased = BatterySequences.fair(100_000, probabilities: probabilities, seed: 3)
        for index in biased.indices where index % 20 == 0 && biased[index].0 == 1 { biased[index].0 = 2 }
        let caught = try BatterySequences.battery(biased, probabilities: probabilities)
        #expect(caught.results[0].passed == false, "\(caught.results[0])")
        var rareTooOften = BatterySequences.fair(100_000, probabilities: probabilities, seed: 3)
        for index in stride(from: 0, to: 40 * 2500, by: 2500) { rareTooOften[index].0 = 0 }
        #expect(
            try BatterySequences.battery(rareTooOften, probabilities: probabilities).results[0].passed == true
        )
    }

    @Test(arguments: [
        (0.5, 0.5723649429247001), (1, 0), (2, 0), (5.5, 3.9578139676187165), (10, 12.801827480081469),
        (100, 359.1342053695754), (0.001, 6.907178885383854),
    ])
    func logGammaIsAccurate(x: Double, expected: Double) {
        #expect(isClose(GammaFunction.logGamma(x), expected, within: 1e-14 * max(abs(expected), 1)))
    }

    /// Critical values from χ² tables: the p-value at the tabulated statistic is the tail
    /// probability the table was made for.
    @Test(arguments: [
        (31.264, 11, 0.001), (19.675, 11, 0.05), (3.841458820694124, 1, 0.05), (6.634896601021214, 1, 0.01),
        (5.991464547107979, 2, 0.05), (18.307038053275146, 10, 0.05), (124.34211340400407, 100, 0.05),
        (10.827566170662733, 1, 0.001),
    ])
    func pValuesMatchChiSquareTables(statistic: Double, degrees: Int, tail: Double) {
        let p = ChiSquareTest.pValue(statistic: statistic, degreesOfFreedom: degrees)
        #expect(isClose(p, tail, within: tail * 2e-4), "p = \(p)")
    }

    @Test func twoDegreesOfFreedomHaveAClosedForm() {
        for statistic in stride(from: 0.1, through: 60, by: 0.7) {
            let p = ChiSquareTest.pValue(statistic: statistic, degreesOfFreedom: 2)
            #expect(isClose(p, ElementaryFunctions.exp(-statistic / 2), within: 1e-13 * p + 1e-300))
        }
    }

    @Test func tinyPValuesKeepTheirRelativePrecision() {
        // Q(5.5, 500): far in the tail, where 1 − P would round to 0.
        let p = ChiSquareTest.pValue(statistic: 1000, degreesOfFreedom: 11)
        #expect(p > 0 && p < 1e-190)
        #expect(ChiSquareTest.pValue(statistic: 0, degreesOfFreedom: 11) == 1)
        #expect(ChiSquareTest.pValue(statistic: .infinity, degreesOfFreedom: 11) == 0)
        #expect(ChiSquareTest.pValue(statistic: .nan, degreesOfFreedom: 11).isNaN)
    }

    @Test func theTestSkipsImpossibleCategoriesUnlessTheyOccur() throws {
        let fair = try ChiSquareTest(observed: [10, 0, 10], expected: [10, 0, 10])
        #expect(fair.statistic == 0)
        #expect(fair.degreesOfFreedom == 1)
        #expect(fair.pValue == 1)
        let broken = try ChiSquareTest(observed: [10, 1, 9], expected: [10, 0, 10])
        #expect(broken.statistic == .infinity)
        #expect(broken.pValue == 0)
        let uneven = try ChiSquareTest(observed: [30, 10], expected: [20, 20])
        #expect(uneven.statistic == 10)
        #expect(uneven.degreesOfFreedom == 1)
    }
}
