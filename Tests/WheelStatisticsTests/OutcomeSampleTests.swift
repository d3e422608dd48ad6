import TestSupport
import Testing
import WheelSupport

@testable import WheelStatistics

@Suite struct OutcomeSampleTests {
    static let probabilities = [0.4, 0.1, 0, 0.3, 0.2]
    static let design = BatteryDesign(probabilities: probabilities, offsetBins: 256)

    /// A category the design does not have is an error naming it and the count, and nothing
    /// is recorded (it stopped the process on an array index).
    @Test(arguments: [5, -1, Int.max, Int.min])
    func aCategoryTheDesignDoesNotHaveIsRefused(category: Int) throws {
        var sample = OutcomeSample(design: Self.design)
        let error = OutcomeSampleError.categoryOutOfRange(category: category, categoryCount: 5)
        #expect(throws: error) { try sample.record(category: category, offset: 0.5) }
        #expect(throws: error) { try sample.gapClassCounts(of: category) }
        #expect(sample == OutcomeSample(design: Self.design))
        #expect(
            error.description
                == "category \(category) is not one of the sample's 5 categories; give a category between 0 and 4"
        )
    }

    /// The JSON of a sample of `count` (≥ 1) outcomes from `start`, all of the one category of
    /// ``oneOutcome`` with offset 0: a part a merge reads, as large as a crafted file makes it.
    static func runOfOneOutcome(start: Int, count: Int) -> JSONValue {
        let end = start + count
        let firstPair = start + (start & 1)
        func one(_ value: Int) -> JSONValue { .array([.int(value)]) }
        return .object([
            ("start", .int(start)), ("count", .int(count)), ("counts", one(count)),
            ("pairCounts", one(end > firstPair ? (end - firstPair) / 2 : 0)), ("runs", .int(1)),
            ("gapCounts", one(count - 1)), ("offsetHistogram", .array([.int(count), .int(0)])),
            ("firstCategory", .int(0)), ("lastCategory", .int(0)),
            ("leadingUnpaired", .int(start & 1 == 1 ? 0 : -1)),
            ("trailingUnpaired", .int((end - 1) & 1 == 0 ? 0 : -1)), ("firstOccurrence", one(start)),
            ("lastOccurrence", one(end - 1)),
        ])
    }

    /// A design of one category that always occurs, with two offset bins.
    static let oneOutcome = BatteryDesign(probabilities: [1], offsetBins: 2)

    /// Outcomes that would take a sample's count or its end past `Int.max` are refused with the
    /// values, and nothing changes: `record` added to the index and stopped the process (a
    /// sample made to start at `Int.max - 1`).
    @Test func outcomesPastIntMaxAreRefusedWithTheirValues() throws {
        var last = try OutcomeSample(design: Self.oneOutcome, start: Int.max - 1)
        try last.record(category: 0, offset: 0.5)
        #expect(last.end == Int.max)
        let full = last
        #expect(throws: OutcomeSampleError.tooManyOutcomes(start: Int.max - 1, count: 1, adding: 1)) {
            try last.record(category: 0, offset: 0.5)
        }
        #expect(last == full)
        #expect(
            OutcomeSampleError.tooManyOutcomes(start: -1, count: 1, adding: Int.max).description
                == "a sample of 1 outcome from outcome -1 cannot take 9223372036854775807 more: its count "
                + "and the index after its last outcome must be at most 9223372036854775807")
    }

    /// A sample cannot start before the sequence: a negative start is refused with its value, as
    /// reading one from JSON is, where it was taken (and a sample from -1 that took `Int.max`
    /// outcomes more held more than an `Int` counts).
    @Test(arguments: [-1, Int.min])
    func aNegativeStartIsRefused(start: Int) {
        #expect(throws: OutcomeSampleError.startOutOfRange(start)) {
            try OutcomeSample(design: Self.oneOutcome, start: start)
        }
        #expect(throws: OutcomeSampleError.malformed("start")) {
            try OutcomeSample(json: Self.runOfOneOutcome(start: start, count: 1), design: Self.oneOutcome)
        }
        #expect(
            OutcomeSampleError.startOutOfRange(-1).description
                == "an outcome sample starts at an outcome from 0, not -1")
    }

    /// Parts that end at `Int.max` together still merge, into the sample of all of them.
    @Test func partsUpToIntMaxStillMerge() throws {
        let split = Int.max / 2
        var first = try OutcomeSample(
            json: Self.runOfOneOutcome(start: 0, count: split), design: Self.oneOutcome)
        try first.append(
            OutcomeSample(
                json: Self.runOfOneOutcome(start: split, count: Int.max - split), design: Self.oneOutcome))
        #expect(
            first
                == (try OutcomeSample(
                    json: Self.runOfOneOutcome(start: 0, count: Int.max), design: Self.oneOutcome)))
    }

    /// An offset far outside [0, 1) is clamped into the histogram, as documented (an infinite
    /// or huge one trapped converting to Int).
    @Test(arguments: [Double.infinity, 1e300, -.infinity, .nan, 1])
    func anOffsetOutsideTheHistogramIsClamped(offset: Double) throws {
        var sample = OutcomeSample(design: Self.design)
        try sample.record(category: 0, offset: offset)
        let bin = offset >= 1 ? 255 : 0
        #expect(sample.offsetHistogram[bin] == 1 && sample.offsetHistogram.reduce(0, +) == 1)
    }

    /// Cut points including odd ones, empty pieces and single outcomes.
    @Test(arguments: [
        [0, 5000], [0, 1, 5000], [0, 2499, 2500, 2501, 5000], [0, 0, 17, 17, 4999, 5000],
        Array(stride(from: 0, through: 5000, by: 333)) + [5000], [0, 4096, 5000],
    ])
    func samplesOfPiecesMergeIntoTheSampleOfTheWhole(cuts: [Int]) throws {
        let outcomes = BatterySequences.fair(5000, probabilities: Self.probabilities, seed: 12)
        let whole = try BatterySequences.sample(outcomes, design: Self.design)
        var merged = OutcomeSample(design: Self.design)
        for (from, to) in zip(cuts, cuts.dropFirst()) {
            try merged.append(
                BatterySequences.sample(Array(outcomes[from..<to]), design: Self.design, start: from))
        }
        #expect(merged == whole)
        #expect(merged.count == 5000)
        #expect(merged.runs == RunsAndSerialTests.runs(outcomes.map(\.0)))
    }

    @Test func pieceByPieceBatteryEqualsOnePass() throws {
        let outcomes = BatterySequences.fair(3001, probabilities: Self.probabilities, seed: 13)
        let whole = try BatterySequences.sample(outcomes, design: Self.design)
        var merged = try BatterySequences.sample(Array(outcomes[0..<1001]), design: Self.design)
        try merged.append(BatterySequences.sample(Array(outcomes[1001...]), design: Self.design, start: 1001))
        let expected = Self.probabilities.map { $0 * 3001 }
        #expect(
            try TestBattery(sample: merged, expectedCounts: expected)
                == TestBattery(sample: whole, expectedCounts: expected))
    }

    /// Expected counts that are not one per category are refused with both lengths: more of
    /// them read past the sample's counts and stopped the process, fewer tested only some.
    @Test(arguments: [[1.0, 2, 3, 4, 5, 6], [10, 10], []])
    func aBatteryRefusesExpectedCountsOfAnotherLength(expected: [Double]) {
        let sample = OutcomeSample(design: Self.design)
        #expect(throws: TestBatteryError.categoryCountMismatch(observed: 5, expected: expected.count)) {
            try TestBattery(sample: sample, expectedCounts: expected)
        }
    }

    @Test func refusesPiecesThatDoNotJoin() throws {
        let outcomes = BatterySequences.fair(100, probabilities: Self.probabilities, seed: 14)
        var first = try BatterySequences.sample(Array(outcomes[0..<50]), design: Self.design)
        let overlapping = try BatterySequences.sample(Array(outcomes[40...]), design: Self.design, start: 40)
        #expect(throws: OutcomeSampleError.notAdjacent(expected: 50, found: 40)) {
            try first.append(overlapping)
        }
        let other = BatteryDesign(probabilities: [0.5, 0.5])
        #expect(throws: OutcomeSampleError.designMismatch) {
            try first.append(OutcomeSample(design: other, start: 50))
        }
        #expect(first.count == 50, "a refused piece changes nothing")
        #expect(OutcomeSampleError.notAdjacent(expected: 50, found: 40).description.contains("40"))
    }

    @Test func anImpossibleCategoryThatOccursFailsTheCountsWithoutCrashing() throws {
        var outcomes = BatterySequences.fair(1000, probabilities: Self.probabilities, seed: 15)
        outcomes[10].0 = 2
        outcomes[20].0 = 2
        let battery = try BatterySequences.battery(outcomes, probabilities: Self.probabilities)
        #expect(battery.results[0].statistic == .infinity)
        #expect(battery.results[0].verdict == .failed)
    }

    /// With one possible outcome the counts, pairs and runs have nothing to test, however many
    /// spins (they read "too few spins", which more spins would never change); the offsets do.
    @Test func oneSegmentThatCanWinLeavesTheCountsPairsAndRunsNothingToTest() throws {
        let probabilities = [0, 1.0, 0]
        let battery = try BatterySequences.battery(
            BatterySequences.fair(2000, probabilities: probabilities, seed: 18), probabilities: probabilities)
        #expect(
            battery.results.map(\.name).prefix(3) == [
                "chi-square of counts", "serial test of pairs", "runs test",
            ])
        #expect(battery.results.prefix(3).allSatisfy { $0.verdict == .nothingToTest && $0.passed == nil })
        #expect(battery.results.last?.verdict == .passed)
        #expect(battery.judged == 1 && battery.nothingToTest == 3 && battery.tooFew == 0)
    }

    /// A sample read back is the one written, whatever its start (an odd one begins with half
    /// a pair), with an impossible category that occurs (it has no gap classes).
    @Test(arguments: [0, 7, 1000])
    func samplesReadBackFromJSONAreTheOnesWritten(start: Int) throws {
        var outcomes = BatterySequences.fair(1001, probabilities: Self.probabilities, seed: 16)
        outcomes[10].0 = 2
        outcomes[20].0 = 2
        let sample = try BatterySequences.sample(outcomes, design: Self.design, start: start)
        #expect(try OutcomeSample(json: sample.jsonValue, design: Self.design) == sample)
    }

    /// Counts that do not add up to what the sample holds, whose sum overflows (the battery's
    /// totals would trap), or that wrap around to the right total are refused as they are read.
    /// Counts that do not add up are refused naming the member and those it disagrees with.
    @Test(arguments: [
        ("counts", ["count"]), ("pairCounts", ["start", "count"]), ("gapCounts", ["counts"]),
        ("offsetHistogram", ["count"]),
    ])
    func samplesWhoseCountsDoNotAddUpAreRefused(member: String, others: [String]) throws {
        let outcomes = BatterySequences.fair(1001, probabilities: Self.probabilities, seed: 17)
        let sample = try BatterySequences.sample(outcomes, design: Self.design, start: 7)
        let changes: [([Int]) -> [Int]] = [
            { [$0[0] + 1] + $0.dropFirst() },
            { [Int.max] + $0.dropFirst() },
            // The first four gap classes are all the first category's.
            { $0.prefix(4).map { $0 &+ 1 << 62 } + $0.dropFirst(4) },
        ]
        for change in changes {
            guard case .object(let members) = sample.jsonValue else { throw OutcomeSampleError.malformed("") }
            let tampered = JSONValue.object(
                members.map { key, value in
                    guard key == member, let items = value.arrayValue?.compactMap(\.intValue) else {
                        return (key, value)
                    }
                    return (key, .array(change(items).map { .int($0) }))
                })
            #expect(throws: OutcomeSampleError.inconsistent(member, with: others)) {
                try OutcomeSample(json: tampered, design: Self.design)
            }
        }
    }

    /// A member edited is named with those it disagrees with: an edited "count" was told as
    /// "lastOccurrence" (an index then past the sample's end) or "runs", members not touched,
    /// in words ("missing, of the wrong length, out of range or does not add up") that fit none.
    @Test func anEditedMemberIsNamedWithThoseItDisagreesWith() throws {
        let outcomes = BatterySequences.fair(300, probabilities: Self.probabilities, seed: 18)
        let sample = try BatterySequences.sample(outcomes, design: Self.design, start: 0)
        guard case .object(let members) = sample.jsonValue else { throw OutcomeSampleError.malformed("") }
        func refusal(_ member: String, _ value: Int) -> String {
            let edited = JSONValue.object(
                members.map { key, old in (key, key == member ? .int(value) : old) })
            do {
                _ = try OutcomeSample(json: edited, design: Self.design)
                return "read"
            } catch {
                return error.description
            }
        }
        #expect(
            refusal("count", 299)
                == "the outcome sample's \"lastOccurrence\" does not agree with its \"start\" and \"count\" "
                + "(one of them is damaged or was edited)")
        #expect(
            refusal("count", 0)
                == "the outcome sample's \"runs\" does not agree with its \"count\" (one of them is damaged or "
                + "was edited)")
        #expect(
            refusal("count", 301).hasPrefix(
                "the outcome sample's \"counts\" does not agree with its \"count\""))
        #expect(
            refusal("runs", -1)
                == "the outcome sample's \"runs\" is missing, of the wrong length or out of range")
    }
}

@Suite struct TestBatteryTests {
    @Test func aFairWeightedSequencePassesEveryTest() throws {
        let probabilities = [0.5, 0.125, 0.125, 0.25]
        let battery = try BatterySequences.battery(
            BatterySequences.fair(100_000, probabilities: probabilities, seed: 21),
            probabilities: probabilities)
        #expect(
            battery.results.map(\.name) == [
                "chi-square of counts", "serial test of pairs", "runs test", "gap test, segment 0",
                "gap test, segment 1", "gap test, segment 2", "gap test, segment 3",
                "Kolmogorov-Smirnov of offsets",
            ])
        #expect(battery.results.allSatisfy { $0.verdict == .passed })
        #expect(battery.failures == 0)
        #expect(battery.judged == 8)
        #expect(isClose(battery.expectedChanceFailures, 0.08, within: 1e-12))
        #expect(battery.chanceOfAsManyFailures == 1)
        #expect(battery.results[0].degreesOfFreedom == 3)
        #expect(battery.results[1].degreesOfFreedom == 15)
        #expect(battery.results[2].degreesOfFreedom == nil)
    }

    /// A wheel that draws 0 slightly more often than it declares: 26 % instead of 25 %.
    @Test func aWheelWhoseOddsDifferFromTheDeclaredOnesFails() throws {
        let declared = BatterySequences.uniform(4)
        let actual = [0.26, 0.74 / 3, 0.74 / 3, 0.74 / 3]
        let battery = try BatterySequences.battery(
            BatterySequences.fair(100_000, probabilities: actual, seed: 22), probabilities: declared)
        #expect(battery.results[0].verdict == .failed)
        #expect(battery.results[0].pValue < 1e-6)
    }

    @Test func tooFewObservationsAreShownButNotJudged() throws {
        let uniform = BatterySequences.uniform(12)
        let battery = try BatterySequences.battery(
            BatterySequences.fair(30, probabilities: uniform, seed: 23), probabilities: uniform)
        #expect(battery.results[1].verdict == .tooFewObservations)
        #expect(battery.results[1].passed == nil)
        #expect(battery.results[1].pValue.isFinite)
    }

    /// A test not judged says how many outcomes its rule needs on the expected counts: the
    /// counts of 12 equally likely segments need 60 (5 each), their pairs 1,440 (720 pairs, 5
    /// each), and exactly there the tests are judged, one outcome (or pair) short they are not.
    @Test func aTestNotJudgedSaysHowManyOutcomesItNeeds() throws {
        let uniform = BatterySequences.uniform(12)
        for (test, needed) in [(0, 60), (1, 1440)] {
            let short = try BatterySequences.battery(
                BatterySequences.fair(needed - 2, probabilities: uniform, seed: 24), probabilities: uniform)
            #expect(short.results[test].verdict == .tooFewObservations)
            #expect(
                isClose(try #require(short.results[test].observationsNeeded), Double(needed), within: 1e-9))
            let enough = try BatterySequences.battery(
                BatterySequences.fair(needed, probabilities: uniform, seed: 24), probabilities: uniform)
            #expect(enough.results[test].passed != nil && enough.results[test].observationsNeeded == nil)
        }
        // A weight of 10⁻³⁰⁰ beside 1: its expected count reaches 5 at 5 · 10³⁰⁰ outcomes, the
        // runs' variance per outcome (4 · 10⁻⁶⁰⁰) never reaches 10 (+infinity), and its 8 gap
        // classes (p = ½ of the gaps on either side of the middle) need 11 occurrences,
        // 11 · 10⁹ outcomes at a weight of 10⁻⁹.
        let rare = try BatterySequences.battery(
            BatterySequences.fair(1000, probabilities: [1e-300, 1], seed: 25), probabilities: [1e-300, 1])
        let needed = rare.results.map(\.observationsNeeded)
        #expect(isClose(try #require(needed[0]) / 5e300, 1, within: 1e-12))
        #expect(isClose(try #require(needed[1]) / 5e300, 1, within: 1e-12))
        #expect(needed[2] == .infinity)
        #expect(needed[3] == nil && rare.results[3].passed != nil, "KS needs only 20")
        let gap = TestBattery.observationsNeeded(
            gapsOf: 1e-9, classes: GapTest.classProbabilities(starts: [0, 1, 2, 3], probability: 0.5))
        #expect(isClose(gap / 11e9, 1, within: 1e-12))
    }

    /// The runs test is judged once the design's variance of R reaches 10: 12 equally likely
    /// segments give 11/144 + 1/72 − 1/48 = 0.0764 per outcome, so from 131 outcomes (130.9);
    /// one of 360 segments 0.00277 per outcome, from 3,611 (3,610.03); a prize of weight 1 beside 1000,
    /// about 4 · 1000² / 1001⁴ per outcome, from 2,510,016 (exact fractions give the same). Below, R moves by a few rare repeats and
    /// the z test failed a fair wheel up to 7 times in 100 at 99 %.
    @Test func theRunsTestIsJudgedOnceTheDesignsVarianceIsEnough() throws {
        for (probabilities, needed) in [
            (BatterySequences.uniform(12), 131), (BatterySequences.uniform(360), 3611),
            ([1.0 / 1001, 1000.0 / 1001], 2_510_016),
        ] {
            let exact = TestBattery.observationsNeeded(runsOf: probabilities)
            #expect(Int(exact.rounded(.up)) == needed, "\(exact)")
        }
        let uniform = BatterySequences.uniform(12)
        let short = try BatterySequences.battery(
            BatterySequences.fair(130, probabilities: uniform, seed: 24), probabilities: uniform)
        #expect(short.results[2].name == "runs test" && short.results[2].verdict == .tooFewObservations)
        let enough = try BatterySequences.battery(
            BatterySequences.fair(131, probabilities: uniform, seed: 24), probabilities: uniform)
        #expect(enough.results[2].passed != nil)
    }

    @Test func confidenceMustBeStrictlyBetweenZeroAndOne() throws {
        for confidence in [0, 1, -0.5, 1.5, .nan] {
            #expect(throws: TestBatteryError.self) { try ConfidenceLevel(confidence) }
        }
        #expect(TestBatteryError.confidenceOutOfRange(2).description.contains("0.99"))
        let sample = OutcomeSample(design: BatteryDesign(probabilities: [0.5, 0.5]))
        let strict = try TestBattery(
            sample: sample, expectedCounts: [0, 0], confidence: try ConfidenceLevel(0.999))
        #expect(strict.confidence.value == 0.999)
        #expect(strict.confidence.percentText == "99.9%")
        #expect(ConfidenceLevel.standard.percentText == "99%")
        // Never 100% or 0%: a confidence lies strictly between.
        #expect(try ConfidenceLevel(0.999999995).percentText == "99.9999995%")
        #expect(try ConfidenceLevel(1e-9).percentText == "0.0000001%")
        #expect(try ConfidenceLevel(1e-300).percentText == "1e-298%")
        #expect(try ConfidenceLevel(2.5e-22).percentText == "2.5e-20%")
        // The confidence's own digits, shifted: no double product rounds them (×100 read
        // 0.9999999999999998 as 99.99999999999997%, and the least double as 4.940656e-322%).
        #expect(try ConfidenceLevel(.leastNonzeroMagnitude).percentText == "5e-322%")
        #expect(try ConfidenceLevel(0.9999999999999998).percentText == "99.99999999999998%")
        #expect(try ConfidenceLevel(0.9999999999999999).percentText == "99.99999999999999%")
        #expect(try ConfidenceLevel(0.123456789).percentText == "12.345679%")
    }

    @Test func theVerdictFollowsTheConfidence() {
        let lenient = StatisticalTestResult(
            name: "t", statistic: 1, degreesOfFreedom: 1, pValue: 0.02, confidence: 0.95,
            enoughObservations: true)
        let strict = StatisticalTestResult(
            name: "t", statistic: 1, degreesOfFreedom: 1, pValue: 0.02, confidence: 0.99,
            enoughObservations: true)
        let broken = StatisticalTestResult(
            name: "t", statistic: .nan, degreesOfFreedom: 1, pValue: .nan, confidence: 0.99,
            enoughObservations: true)
        #expect(lenient.verdict == .failed)
        #expect(strict.verdict == .passed)
        #expect(broken.verdict == .failed)
    }

    /// A design's histogram has at most 2²⁴ bins: `offsetBins: Int.max` asked for an array no
    /// machine holds, and the sample died allocating it.
    @Test func aDesignKeepsItsHistogramWithinBounds() {
        #expect(BatteryDesign(probabilities: [0.5, 0.5], offsetBins: Int.max).offsetBins == 1 << 24)
        #expect(BatteryDesign(probabilities: [0.5, 0.5], offsetBins: -3).offsetBins == 1)
        #expect(BatteryDesign(probabilities: [0.5, 0.5]).offsetBins == BatteryDesign.offsetBins)
        #expect(
            OutcomeSample(design: BatteryDesign(probabilities: [0.5, 0.5], offsetBins: 1 << 40)).count == 0)
    }
}
