import TestSupport
import Testing
import WheelSupport

@testable import WheelStatistics

@Suite struct RunsAndSerialTests {
    /// Every distinct ordering of a multiset with `counts[i]` copies of i.
    static func orderings(_ counts: [Int]) -> [[Int]] {
        var remaining = counts
        var current: [Int] = []
        var result: [[Int]] = []
        func extend() {
            if current.count == counts.reduce(0, +) {
                result.append(current)
                return
            }
            for category in remaining.indices where remaining[category] > 0 {
                remaining[category] -= 1
                current.append(category)
                extend()
                current.removeLast()
                remaining[category] += 1
            }
        }
        extend()
        return result
    }

    static func runs(_ sequence: [Int]) -> Int {
        sequence.isEmpty ? 0 : 1 + zip(sequence, sequence.dropFirst()).filter { $0 != $1 }.count
    }

    /// E[R] and Var[R] of the closed forms against the mean and variance over every ordering.
    @Test(arguments: [[3, 2], [2, 2, 2], [4, 1, 2], [3, 3, 1, 1], [5, 2], [6, 0, 3], [2, 3, 2, 2]])
    func runsMomentsMatchEveryOrdering(counts: [Int]) throws {
        let all = Self.orderings(counts).map { Double(Self.runs($0)) }
        let mean = all.reduce(0, +) / Double(all.count)
        let variance = all.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(all.count)
        let test = try RunsTest(runs: 1, counts: counts)
        #expect(isClose(test.expectedRuns, mean, within: 1e-12))
        #expect(isClose(test.variance, variance, within: 1e-12))
    }

    /// The two-sided normal tail at the published quantiles 1.959964 (5 %) and 2.575829 (1 %),
    /// and at 1 (0.3173105078629141).
    @Test func normalTailMatchesPublishedQuantiles() {
        #expect(isClose(RunsTest.twoSidedNormalTail(1.959963984540054), 0.05, within: 1e-14))
        #expect(isClose(RunsTest.twoSidedNormalTail(-2.5758293035489004), 0.01, within: 1e-15))
        #expect(isClose(RunsTest.twoSidedNormalTail(1), 0.31731050786291415, within: 1e-14))
        #expect(RunsTest.twoSidedNormalTail(0) == 1)
        #expect(RunsTest.twoSidedNormalTail(40) < 1e-300)
    }

    @Test func runsTestPassesFairSequencesAndFailsStickyAndAlternatingOnes() throws {
        let uniform = BatterySequences.uniform(6)
        let fair = try BatterySequences.battery(
            BatterySequences.fair(20_000, probabilities: uniform, seed: 1), probabilities: uniform)
        #expect(fair.results[2].name == "runs test")
        #expect(fair.results[2].verdict == .passed)
        // Repeating the previous outcome 5 % of the time: too few runs.
        let sticky = try BatterySequences.battery(
            BatterySequences.sticky(20_000, categories: 6, stickiness: 0.05, seed: 1), probabilities: uniform)
        #expect(sticky.results[2].verdict == .failed)
        #expect(sticky.results[2].statistic < -5)
        #expect(sticky.results[0].verdict == .passed, "the counts alone do not show it")
        // Alternating 0, 1, 0, 1, … on a coin: far too many runs.
        let coin = BatterySequences.uniform(2)
        let alternating = (0..<1000).map { ($0 & 1, 0.5) }
        let test = try BatterySequences.battery(alternating, probabilities: coin).results[2]
        #expect(test.verdict == .failed)
        #expect(test.statistic > 20)
    }

    @Test func serialTestMatchesADirectCountOfPairs() throws {
        let probabilities = [0.5, 0.3, 0.2]
        let outcomes = BatterySequences.fair(3001, probabilities: probabilities, seed: 4)
        let sample = try BatterySequences.sample(
            outcomes, design: BatteryDesign(probabilities: probabilities))
        var table = [Int](repeating: 0, count: 9)
        for pair in stride(from: 0, to: outcomes.count - 1, by: 2) {
            table[outcomes[pair].0 * 3 + outcomes[pair + 1].0] += 1
        }
        #expect(sample.pairCounts == table)
        #expect(table.reduce(0, +) == 1500)
        let test = try SerialTest(pairCounts: table, probabilities: probabilities)
        var statistic = 0.0
        for first in 0..<3 {
            for second in 0..<3 {
                let expected = 1500 * probabilities[first] * probabilities[second]
                let difference = Double(table[first * 3 + second]) - expected
                statistic += difference * difference / expected
            }
        }
        #expect(isClose(test.chiSquare.statistic, statistic, within: 1e-12 * statistic))
        #expect(test.chiSquare.degreesOfFreedom == 8)
    }

    @Test func serialTestFailsPairsThatFollowEachOther() throws {
        let uniform = BatterySequences.uniform(8)
        let fair = try BatterySequences.battery(
            BatterySequences.fair(40_000, probabilities: uniform, seed: 2), probabilities: uniform)
        #expect(fair.results[1].name == "serial test of pairs")
        #expect(fair.results[1].verdict == .passed)
        let biased = try BatterySequences.battery(
            BatterySequences.pairedUp(40_000, categories: 8, seed: 2), probabilities: uniform)
        #expect(biased.results[1].verdict == .failed)
        #expect(biased.results[0].verdict == .passed, "the counts alone do not show it")
    }

    @Test func serialTestOfImpossiblePairsHasFewerDegreesOfFreedom() throws {
        let test = try SerialTest(pairCounts: [4, 0, 6, 0, 0, 0, 5, 0, 5], probabilities: [0.5, 0, 0.5])
        #expect(test.chiSquare.degreesOfFreedom == 3)
        #expect(test.expected == [5, 0, 5, 0, 0, 0, 5, 0, 5])
    }

    /// A pair table that is not k × k for the k probabilities is refused with its length and
    /// the k² cells: before, the χ² silently left out the cells the two did not share, so a
    /// 2 × 2 table tested against three categories' nine cells was judged on its first four.
    @Test(arguments: [
        ([5, 5, 5, 5], [0.2, 0.3, 0.5]), (Array(repeating: 3, count: 9), [0.5, 0.5]), ([], [1.0]), ([7], []),
    ])
    func serialTestRefusesATableOfAnotherSize(pairCounts: [Int], probabilities: [Double]) {
        let cells = probabilities.count * probabilities.count
        #expect(throws: TestBatteryError.categoryCountMismatch(observed: pairCounts.count, expected: cells)) {
            try SerialTest(pairCounts: pairCounts, probabilities: probabilities)
        }
    }
}
