import TestSupport
import Testing

@testable import WheelStatistics

/// Counts near `Int.max`, which no run records but a library caller can pass: each test either
/// computes with them or throws `TestBatteryError.countsOutOfRange` carrying them, and never
/// traps (before, `reduce(0, +)` and the Kolmogorov–Smirnov products overflowed).
@Suite struct HugeCountTests {
    /// Totals that fit but whose products n · B pass 2⁶³: D is still exact.
    @Test func kolmogorovSmirnovIsExactPastSixtyFourBitProducts() throws {
        let even = try KolmogorovSmirnovTest(histogram: [Int.max / 2, Int.max / 2])
        #expect(even.statistic == 0 && even.count == Int.max - 1 && even.pValue == 1)
        // 3 · 2⁶⁰ below one half, 2⁶⁰ above: F̂(½) = ¾, so D = ¼ exactly.
        let skewed = try KolmogorovSmirnovTest(histogram: [3 << 60, 1 << 60])
        #expect(skewed.statistic == 0.25 && skewed.pValue == 0)
        // The battery's 2¹⁶ bins of 2⁴⁶ each: n = 2⁶², n · B = 2⁷⁸.
        let flat = try KolmogorovSmirnovTest(
            histogram: Array(repeating: 1 << 46, count: BatteryDesign.offsetBins))
        #expect(flat.statistic == 0 && flat.count == 1 << 62)
    }

    @Test func countsAddingUpPastIntMaxAreRefusedWithTheirValues() {
        #expect(throws: TestBatteryError.countsOutOfRange(count: 2, smallest: 1, largest: Int.max)) {
            try KolmogorovSmirnovTest(histogram: [Int.max, 1])
        }
        #expect(throws: TestBatteryError.countsOutOfRange(count: 3, smallest: 1, largest: Int.max)) {
            try RunsTest(runs: 2, counts: [Int.max, 1, 1])
        }
        #expect(throws: TestBatteryError.countsOutOfRange(count: 2, smallest: 1, largest: Int.max)) {
            try GapTest(classCounts: [Int.max, 1], starts: [0, 1], probability: 0.5)
        }
        // A negative count would let a partial sum pass Int.max while the total fits.
        #expect(throws: TestBatteryError.countsOutOfRange(count: 3, smallest: -1, largest: Int.max)) {
            try GapTest(classCounts: [Int.max, 1, -1], starts: [0, 1, 2], probability: 0.5)
        }
        #expect(
            TestBatteryError.countsOutOfRange(count: 2, smallest: 1, largest: Int.max).description
                == "a test's counts must be at least 0 and add up to at most 9223372036854775807; "
                + "got 2 counts from 1 to 9223372036854775807")
    }

    /// Pooling rare cells adds their counts: counts adding up past `Int.max` (or with a
    /// negative one) are refused with their values, as by the other tests, where
    /// `reduce(0, +)` trapped; totals that fit pool exactly.
    @Test func poolingRefusesCountsAddingUpPastIntMax() throws {
        let tooMany = TestBatteryError.countsOutOfRange(count: 3, smallest: 1, largest: Int.max)
        #expect(throws: tooMany) {
            try ChiSquareTest.pooled(observed: [Int.max, 1, 100], expected: [1, 1, 100])
        }
        #expect(throws: tooMany) { try ChiSquareTest(pooling: [Int.max, 1, 100], expected: [1, 1, 100]) }
        #expect(throws: TestBatteryError.countsOutOfRange(count: 3, smallest: -1, largest: Int.max)) {
            try ChiSquareTest(pooling: [Int.max, 1, -1], expected: [1, 1, 100])
        }
        let half = Int.max / 2
        let pool = try #require(
            try ChiSquareTest.pooled(observed: [half - 101, 1, 100, half], expected: [1, 1, 100, 200]))
        #expect(
            pool.observed == [half, half] && pool.expected == [200, 102] && pool.merged == 3 && pool.rare == 2
        )
        let test = try ChiSquareTest(pooling: [half - 101, 1, 100, half], expected: [1, 1, 100, 200])
        #expect(test.degreesOfFreedom == 1 && test.pValue == 0)
    }

    @Test func runsGapsAndPairsComputeWithTotalsNearIntMax() throws {
        let runs = try RunsTest(runs: 3, counts: [Int.max / 2, Int.max / 2])
        #expect(runs.count == Int.max - 1)
        #expect(isClose(runs.expectedRuns / (Double(Int.max) / 2), 1, within: 1e-12))
        #expect(runs.pValue < 1e-6, "3 runs in 2⁶³ outcomes of two equal categories")
        let gaps = try GapTest(classCounts: [Int.max / 2, Int.max / 2], starts: [0, 1], probability: 0.5)
        #expect(gaps.chiSquare.degreesOfFreedom == 1 && gaps.chiSquare.statistic < 1e-6)
        // A class of probability 2⁻³⁰⁰⁰ expects 0 gaps and merges into its neighbour's cell.
        let merged = try GapTest(
            classCounts: [Int.max / 2, Int.max / 2 - 1, 1], starts: [0, 1, 3000], probability: 0.5)
        #expect(merged.rareClasses == 1 && merged.cellExpected.count == 2)
        // The pairs' total, 4 · Int.max, is added as a Double.
        let pairs = try SerialTest(
            pairCounts: Array(repeating: Int.max, count: 4), probabilities: [0.5, 0.5])
        #expect(pairs.chiSquare.degreesOfFreedom == 3 && pairs.chiSquare.statistic < 1e-6)
        #expect(isClose(pairs.expected[0] / Double(Int.max), 1, within: 1e-12))
    }
}
