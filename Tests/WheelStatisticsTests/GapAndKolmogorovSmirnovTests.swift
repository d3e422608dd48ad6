import TestSupport
import Testing
import WheelSupport

@testable import WheelStatistics

@Suite struct GapAndKolmogorovSmirnovTests {
    @Test(arguments: [1.0 / 12, 0.5, 0.3, 0.01, 1e-6, 0.9, 1e-17, 5e-324])
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
        #expect(GapTest.classStarts(probability: 5e-324) == [0])
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

    @Test func statisticMatchesTheEmpiricalDistributionAtTheBinEdges() {
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
        let test = KolmogorovSmirnovTest(histogram: histogram)
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
