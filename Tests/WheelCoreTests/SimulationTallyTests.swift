import Testing
import WheelCore

/// Tallies made in code or read from files are added by `merged(with:)`, which refuses what
/// does not add up with the values instead of stopping the process or adding part of it.
@Suite struct SimulationTallyTests {
    static func tally(
        spins: Int, counts: [Int], landingMismatches: Int = 0, ticks: Int = 0, crossings: Int = 0
    ) -> SimulationTally {
        SimulationTally(
            spins: spins, counts: counts, landingMismatches: landingMismatches, ticksEvaluated: ticks,
            minimumTicksPerSpin: 1, maximumTicksPerSpin: 1, borderCrossings: crossings,
            maximumCrossingsPerTick: 0, shortestCrossingInterval: .infinity, peakAngularVelocity: 0)
    }

    /// `merge(_:)` was public and stopped the process for `t.merge(t)` of a tally of `Int.max`
    /// spins; the public merge throws with the field and both values, a sum below `Int.min`
    /// included.
    @Test func sumsThatDoNotFitAreRefusedWithTheFieldAndValues() {
        let huge = Self.tally(spins: Int.max, counts: [Int.max])
        #expect(throws: WheelError.tallyOverflow(.spins, value: Int.max, otherValue: Int.max)) {
            try huge.merged(with: huge)
        }
        let cases: [(SimulationTally, SimulationTally, WheelError)] = [
            (
                Self.tally(spins: 1, counts: [0, 1, 0]), Self.tally(spins: 1, counts: [0, Int.max, 0]),
                .tallyOverflow(.count(segment: 1), value: 1, otherValue: Int.max)
            ),
            (
                Self.tally(spins: 1, counts: [1], landingMismatches: Int.min),
                Self.tally(spins: 1, counts: [1], landingMismatches: -1),
                .tallyOverflow(.landingMismatches, value: Int.min, otherValue: -1)
            ),
            (
                Self.tally(spins: 1, counts: [1], ticks: 1 << 62),
                Self.tally(spins: 1, counts: [1], ticks: 1 << 62),
                .tallyOverflow(.ticksEvaluated, value: 1 << 62, otherValue: 1 << 62)
            ),
            (
                Self.tally(spins: 1, counts: [1], crossings: Int.max),
                Self.tally(spins: 1, counts: [1], crossings: 1),
                .tallyOverflow(.borderCrossings, value: Int.max, otherValue: 1)
            ),
        ]
        for (left, right, error) in cases {
            #expect(throws: error) { try left.merged(with: right) }
        }
        #expect(
            WheelError.tallyOverflow(.count(segment: 1), value: 1, otherValue: Int.max).description
                == "the two tallies' count of segment 1, 1 and 9223372036854775807, add up past what an "
                + "Int holds; merge only tallies of disjoint runs of one wheel")
    }

    /// Tallies of wheels of different segment counts were added over the counts both had,
    /// quietly dropping the rest; they are refused with both lengths, either way round.
    @Test func countsOfDifferentLengthsAreRefusedWithBothLengths() {
        let three = Self.tally(spins: 3, counts: [1, 1, 1])
        let two = Self.tally(spins: 3, counts: [1, 2])
        #expect(throws: WheelError.tallyCountMismatch(counts: 2, otherCounts: 3)) {
            try two.merged(with: three)
        }
        #expect(throws: WheelError.tallyCountMismatch(counts: 3, otherCounts: 2)) {
            try three.merged(with: two)
        }
        #expect(throws: WheelError.tallyCountMismatch(counts: 0, otherCounts: 3)) {
            try Self.tally(spins: 0, counts: []).merged(with: three)
        }
        #expect(
            WheelError.tallyCountMismatch(counts: 2, otherCounts: 3).description
                == "a tally of 2 counts cannot take one of 3 counts; merge only tallies of the same wheel "
                + "(one count per segment)")
    }

    /// What fits is added exactly: sums up to `Int.max`, minima and maxima kept.
    @Test func talliesThatFitAddUp() throws {
        let left = SimulationTally(
            spins: Int.max - 1, counts: [Int.max - 2, 1], landingMismatches: 0, ticksEvaluated: 10,
            minimumTicksPerSpin: 3, maximumTicksPerSpin: 9, borderCrossings: 4, maximumCrossingsPerTick: 2,
            shortestCrossingInterval: 0.5, peakAngularVelocity: 7)
        let right = SimulationTally(
            spins: 1, counts: [1, 0], landingMismatches: 1, ticksEvaluated: 5, minimumTicksPerSpin: 5,
            maximumTicksPerSpin: 12, borderCrossings: 6, maximumCrossingsPerTick: 1,
            shortestCrossingInterval: 0.25, peakAngularVelocity: 3)
        let sum = try left.merged(with: right)
        #expect(
            sum
                == SimulationTally(
                    spins: Int.max, counts: [Int.max - 1, 1], landingMismatches: 1, ticksEvaluated: 15,
                    minimumTicksPerSpin: 3, maximumTicksPerSpin: 12, borderCrossings: 10,
                    maximumCrossingsPerTick: 2, shortestCrossingInterval: 0.25, peakAngularVelocity: 7))
        #expect(try right.merged(with: left) == sum)
    }

    /// The run loops' merge (`package`, no longer public) cannot fail: the largest run's
    /// sums fit in an `Int`, by the configuration's ranges: its most spins, each of the most
    /// ticks and border crossings one spin can take.
    @Test func theLargestRunsSumsFit() {
        let spins = SimulationConfiguration.spinsRange.upperBound
        let ticksPerSpin =
            Int(SpinOptions.durationRange.upperBound * DisplayLinkClock.frameRateRange.upperBound) + 2
        let crossingsPerSpin =
            (SpinOptions.turnsRange.upperBound + 1) * WheelGeometry.segmentCountRange.upperBound + 1
        for perSpin in [1, ticksPerSpin, crossingsPerSpin] {
            #expect(!spins.multipliedReportingOverflow(by: perSpin).overflow)
        }
    }
}
