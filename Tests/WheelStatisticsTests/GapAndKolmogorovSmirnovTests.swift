import Foundation
import TestSupport
import Testing
import WheelSupport

@testable import WheelStatistics

@Suite struct GapAndKolmogorovSmirnovTests {
    @Test(arguments: [1.0 / 12, 0.5, 0.3, 0.01, 1e-6, 0.9, 1e-17, .leastNonzeroMagnitude])
    func gapClassesCoverEveryLengthWithTheirGeometricProbabilities(probability: Double) {
        let starts = GapTest.classStarts(probability: probability)
        #expect(starts.first == 0)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(starts.count <= GapTest.classCount)
        let classes = GapTest.classProbabilities(starts: starts, probability: probability)
        #expect(isClose(classes.reduce(0, +), 1, within: 1e-12))
        // Against the geometric law summed term by term where that is cheap.
        if starts.count > 1, starts[1] < 10_000 {
            var direct = 0.0
            var term = probability
            for _ in 0..<starts[1] {
                direct += term
                term *= 1 - probability
            }
            #expect(isClose(classes[0], direct, within: 1e-12))
        }
    }

    @Test func gapClassesOfTwelveSegmentsArePinned() {
        #expect(GapTest.classStarts(probability: 1.0 / 12) == [0, 2, 3, 5, 8, 11, 16, 24])
        #expect(GapTest.classStarts(probability: 0.5) == [0, 1, 2, 3])
        #expect(GapTest.classStarts(probability: 1) == [0])
        #expect(GapTest.classStarts(probability: 0) == [])
        // 1 − p rounds to 1 below 2⁻⁵³: the classes come from ln(1 − p) ≈ −p all the same, and
        // a category too rare for a class below 2⁶² has the one class [0, ∞).
        #expect(GapTest.classStarts(probability: 1e-17).count == 8)
        #expect(
            isClose(Double(GapTest.classStarts(probability: 1e-17)[1]), 1.3353139262452262e16, within: 1e4))
        #expect(GapTest.classStarts(probability: .leastNonzeroMagnitude) == [0])
    }

    @Test func gapCountsMatchGapsMeasuredDirectly() throws {
        let probabilities = [0.25, 0.25, 0.5, 0]
        let design = BatteryDesign(probabilities: probabilities)
        let outcomes = BatterySequences.fair(5000, probabilities: probabilities, seed: 8)
        let sample = try BatterySequences.sample(outcomes, design: design)
        for category in 0..<3 {
            let positions = outcomes.indices.filter { outcomes[$0].0 == category }
            let starts = design.gapClassStarts[category]
            var counts = [Int](repeating: 0, count: starts.count)
            for (previous, next) in zip(positions, positions.dropFirst()) {
                let gap = next - previous - 1
                counts[starts.lastIndex(where: { $0 <= gap }) ?? 0] += 1
            }
            #expect(try Array(sample.gapClassCounts(of: category)) == counts)
            #expect(counts.reduce(0, +) == positions.count - 1)
        }
        #expect(try sample.gapClassCounts(of: 3).isEmpty)
    }

    @Test func gapTestFailsEvenlySpacedOutcomes() throws {
        let uniform = BatterySequences.uniform(12)
        let fair = try BatterySequences.battery(
            BatterySequences.fair(24_000, probabilities: uniform, seed: 3), probabilities: uniform)
        let gaps = fair.results.filter { $0.name.hasPrefix("gap test") }
        #expect(gaps.count == 12)
        #expect(gaps.map(\.name).first == "gap test, segment 0")
        #expect(gaps.filter { $0.verdict == .failed }.count <= 1)
        let spaced = try BatterySequences.battery(
            BatterySequences.evenlySpaced(24_000, categories: 12, seed: 3), probabilities: uniform)
        #expect(spaced.results.first { $0.name == "gap test, segment 0" }?.verdict == .failed)
        #expect(spaced.results[0].verdict == .passed, "the counts alone do not show it")
    }

    /// 2,000 spins of 360 segments expect 4.6 gaps per segment, too few for two cells of 5:
    /// a segment whose gaps seen filled two cells had come up unusually often, in short gaps,
    /// and a fair wheel failed about 1 such test in 5 at 99 %. Such a test is judged only from
    /// the spins at which the design expects two cells of 5 (about 3,962), whatever the gaps.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func aGapTestIsJudgedOnlyOnceTheSpinsExpectEnoughGaps(seed: UInt64) throws {
        let uniform = BatterySequences.uniform(360)
        let outcomes = BatterySequences.fair(2000, probabilities: uniform, seed: seed)
        let battery = try BatterySequences.battery(outcomes, probabilities: uniform)
        let sample = try BatterySequences.sample(outcomes, design: BatteryDesign(probabilities: uniform))
        let starts = GapTest.classStarts(probability: 1.0 / 360)
        var filledTwoCells = 0
        for segment in 0..<360 {
            let gaps = try GapTest(
                classCounts: Array(sample.gapClassCounts(of: segment)), starts: starts, probability: 1.0 / 360
            )
            if gaps.hasEnoughObservations { filledTwoCells += 1 }
            let result = try #require(
                battery.results.first {
                    $0.name == "gap test, segment \(segment)"
                        || $0.name.hasPrefix("gap test, segment \(segment) ")
                })
            #expect(result.verdict == .tooFewObservations)
            #expect(try #require(result.observationsNeeded) > 3961 && result.observationsNeeded! < 3962)
        }
        #expect(filledTwoCells > 0, "some segment's gaps seen fill two cells, which judged it before")
    }

    /// Rare classes merge with their neighbours from the short gaps up, a short remainder
    /// joining the last cell; the χ² and p-value are those of the cells, worked by hand:
    /// p = ½ has classes [0], [1], [2], [3, ∞) of probability ½, ¼, ⅛, ⅛.
    @Test func rareGapClassesMergeWithTheirNeighbours() throws {
        // 24 gaps expect 12, 6, 3, 3: cells 12, 6, 6; χ² = 2²/12 + 2²/6 + 0 = 1 with 2 degrees
        // of freedom, whose tail is e^(−χ²/2).
        let three = try GapTest(classCounts: [10, 8, 2, 4], starts: [0, 1, 2, 3], probability: 0.5)
        // (Class probabilities come from the package's own exp, good to a few ulps.)
        func matches(_ values: [Double], _ exact: [Double]) -> Bool {
            values.count == exact.count && zip(values, exact).allSatisfy { isClose($0, $1, within: 1e-13) }
        }
        #expect(matches(three.expected, [12, 6, 3, 3]) && matches(three.cellExpected, [12, 6, 6]))
        #expect(three.rareClasses == 2)
        #expect(isClose(three.chiSquare.statistic, 1, within: 1e-13))
        #expect(three.chiSquare.degreesOfFreedom == 2 && three.hasEnoughObservations)
        #expect(isClose(three.chiSquare.pValue, exp(-0.5), within: 1e-13))
        // 16 gaps expect 8, 4, 2, 2: 8, then 4 + 2, and the last 2 joins that cell: 8, 8;
        // χ² = 2²/8 + 2²/8 = 1 with 1 degree of freedom, whose tail is erfc(√(χ²/2)).
        let two = try GapTest(classCounts: [6, 5, 3, 2], starts: [0, 1, 2, 3], probability: 0.5)
        #expect(matches(two.cellExpected, [8, 8]) && two.rareClasses == 3)
        #expect(two.chiSquare.degreesOfFreedom == 1 && two.hasEnoughObservations)
        #expect(isClose(two.chiSquare.pValue, erfc(0.5.squareRoot()), within: 1e-13))
        // 8 gaps expect 4, 2, 1, 1: one cell, not judged.
        let one = try GapTest(classCounts: [4, 2, 1, 1], starts: [0, 1, 2, 3], probability: 0.5)
        #expect(
            matches(one.cellExpected, [8]) && one.chiSquare.degreesOfFreedom == 0
                && !one.hasEnoughObservations)
        // Nothing rare, nothing merged.
        #expect(GapTest.merged(observed: [5, 6], expected: [5, 6]) == nil)
        let plenty = try GapTest(classCounts: [25, 15, 4, 4], starts: [0, 1, 2, 3], probability: 0.5)
        #expect(plenty.rareClasses == 0 && plenty.cellExpected == plenty.expected)
    }

    /// Class counts and starts of different lengths are refused with both lengths, before the
    /// counts are checked: before, a count with no start was added to the gaps the classes
    /// share out but never tested, and a start with no count left its class out of the χ².
    @Test(arguments: [
        ([10, 8, 2], [0, 1, 2, 3]), ([10, 8, 2, 4, 9], [0, 1, 2, 3]), ([], [0]), ([3], []), ([-1], [0, 1]),
    ])
    func gapTestRefusesClassCountsOfAnotherLength(classCounts: [Int], starts: [Int]) {
        #expect(
            throws: TestBatteryError.categoryCountMismatch(
                observed: classCounts.count, expected: starts.count)
        ) {
            try GapTest(classCounts: classCounts, starts: starts, probability: 0.5)
        }
    }

    /// 370 outcomes of 12 equally likely segments leave segments with 22 to 31 gaps, whose 8
    /// classes (probabilities 0.160, 0.070, 0.123, 0.148, 0.114, 0.136, 0.125, 0.124) all
    /// expect fewer than 5: pooled together they left nothing to judge. Merged with their
    /// neighbours they make the cells [0, 3), [3, 8), [8, 16), [16, ∞): judged with 3 degrees
    /// of freedom, the statistic as measured directly from the outcomes and the p-value the
    /// χ² tail with 3 degrees of freedom, erfc(√(x/2)) + √(2x/π) e^(−x/2).
    @Test func aGapTestWithEveryClassRareIsJudgedOnMergedCells() throws {
        let uniform = BatterySequences.uniform(12)
        let outcomes = BatterySequences.fair(370, probabilities: uniform, seed: 11)
        let battery = try BatterySequences.battery(outcomes, probabilities: uniform)
        var checked = 0
        for segment in 0..<12 {
            let positions = outcomes.indices.filter { outcomes[$0].0 == segment }
            let gaps = zip(positions, positions.dropFirst()).map { $1 - $0 - 1 }
            guard (22...31).contains(gaps.count) else { continue }
            let result = try #require(
                battery.results.first { $0.name.hasPrefix("gap test, segment \(segment) ") })
            #expect(result.name == "gap test, segment \(segment) (8 rare cells merged, 8 into 4)")
            #expect(result.degreesOfFreedom == 3 && result.passed != nil)
            // What the battery did before: every class rare, all pooled into one, not judged.
            let starts = GapTest.classStarts(probability: 1.0 / 12)
            let classCounts = starts.indices.map { index in
                gaps.filter { starts[index] <= $0 && (index + 1 == starts.count || $0 < starts[index + 1]) }
                    .count
            }
            let expected = GapTest.classProbabilities(starts: starts, probability: 1.0 / 12)
                .map { $0 * Double(gaps.count) }
            #expect(try ChiSquareTest(pooling: classCounts, expected: expected).degreesOfFreedom == 0)
            let bounds = [0, 3, 8, 16, Int.max]
            var statistic = 0.0
            for cell in 0..<4 {
                let observed = Double(gaps.filter { bounds[cell] <= $0 && $0 < bounds[cell + 1] }.count)
                let stay = 11.0 / 12
                let probability =
                    pow(stay, Double(bounds[cell])) - (cell == 3 ? 0 : pow(stay, Double(bounds[cell + 1])))
                let expected = probability * Double(gaps.count)
                statistic += (observed - expected) * (observed - expected) / expected
            }
            #expect(isClose(result.statistic, statistic, within: 1e-12))
            let tail =
                erfc((statistic / 2).squareRoot()) + (2 * statistic / .pi).squareRoot() * exp(-statistic / 2)
            #expect(isClose(result.pValue, tail, within: 1e-12))
            checked += 1
        }
        #expect(checked >= 3)
    }

    /// Kolmogorov's limit law at the published critical values (Smirnov's table: 1.2238 at
    /// 10 %, 1.3581 at 5 %, 1.6276 at 1 %) and at points of the series summed to 200 terms
    /// elsewhere (both branches of the implementation).
    @Test(arguments: [
        (1.2238, 0.1000234278356778, 1e-13), (1.3581, 0.0499996304316674, 1e-13),
        (1.6276, 0.010001537333060776, 1e-14), (0.5, 0.9639452436648751, 1e-14),
        (0.8, 0.5441424115741981, 1e-14), (1.0, 0.26999967167735456, 1e-14),
        (2.0, 0.0006709252557796953, 1e-16),
    ])
    func kolmogorovTailMatchesPublishedValues(lambda: Double, tail: Double, tolerance: Double) {
        #expect(isClose(KolmogorovSmirnovTest.kolmogorovTail(lambda), tail, within: tolerance))
    }

    /// Massey's table of critical D for n = 20: 0.294 at 5 %, 0.352 at 1 %; Stephens'
    /// correction lands within a few percent of the tail.
    @Test func finiteSampleCorrectionMatchesMasseysTable() {
        #expect(isClose(KolmogorovSmirnovTest.pValue(statistic: 0.294, count: 20), 0.05, within: 0.002))
        #expect(isClose(KolmogorovSmirnovTest.pValue(statistic: 0.352, count: 20), 0.01, within: 0.0005))
        #expect(KolmogorovSmirnovTest.kolmogorovTail(0) == 1)
        #expect(KolmogorovSmirnovTest.kolmogorovTail(0.1) == 1)
    }

    @Test func statisticMatchesTheEmpiricalDistributionAtTheBinEdges() throws {
        var generator = SeededGenerator(seed: 5)
        let values = (0..<700).map { _ in
            Double.random(in: 0..<1, using: &generator) * Double.random(in: 0.8..<1, using: &generator)
        }
        let bins = 64
        var histogram = [Int](repeating: 0, count: bins)
        for value in values { histogram[Int(value * Double(bins))] += 1 }
        let direct =
            (1...bins).map { edge in
                let x = Double(edge) / Double(bins)
                return abs(Double(values.filter { $0 < x }.count) / 700 - x)
            }.max() ?? 0
        let test = try KolmogorovSmirnovTest(histogram: histogram)
        #expect(isClose(test.statistic, direct, within: 1e-15))
        #expect(test.count == 700)
    }

    @Test func kolmogorovSmirnovFailsCrowdedOffsets() throws {
        let uniform = BatterySequences.uniform(4)
        let fair = try BatterySequences.battery(
            BatterySequences.fair(50_000, probabilities: uniform, seed: 6), probabilities: uniform)
        #expect(fair.results.last?.name == "Kolmogorov-Smirnov of offsets")
        #expect(fair.results.last?.verdict == .passed)
        let crowded = try BatterySequences.battery(
            BatterySequences.crowdedOffsets(50_000, categories: 4, seed: 6), probabilities: uniform)
        #expect(crowded.results.last?.verdict == .failed)
        #expect(crowded.results[0].verdict == .passed, "the counts alone do not show it")
    }
}
