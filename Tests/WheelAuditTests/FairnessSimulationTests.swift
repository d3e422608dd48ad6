import Foundation
import TestSupport
import Testing
import WheelCore
import WheelStatistics
import WheelSupport

@testable import WheelAudit

@Suite struct FairnessSimulationTests {
    static func simulation(
        spins: Int, seed: UInt64 = 1, segments: Int = 12, weights: [Double]? = nil, rate: Double = 24,
        duration: Double = 1, easing: Easing = .standard
    ) throws -> FairnessSimulation {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: segments),
            spin: SpinOptions(duration: duration, easing: easing),
            weights: weights.map { try WeightedChoice(weights: $0) })
        return FairnessSimulation(
            configuration: try SimulationConfiguration(
                spins: spins, seed: seed, wheel: wheel, framesPerSecond: rate))
    }

    /// The small weighted run whose text and JSON are pinned below.
    static func pinned() throws -> FairnessSimulation {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: 4), weights: WeightedChoice(weights: [1, 2, 0, 1]))
        return FairnessSimulation(
            configuration: try SimulationConfiguration(spins: 300, seed: 7, wheel: wheel, framesPerSecond: 30)
        )
    }

    /// What `rng --per-spin` and the README say a spin draws from its stream: the segment (a
    /// second word with weights), the landing offset, the start angle and the press time, in
    /// that order. (A rejected segment draw, chance below 2⁻⁶⁰ here, would shift the rest.)
    @Test(arguments: [false, true])
    func aSpinDrawsFourWordsOrFiveWithWeights(weighted: Bool) throws {
        let simulation = try Self.simulation(
            spins: 40, seed: 11, weights: weighted ? [3, 1, 0, 2, 1, 1, 1, 1, 1, 1, 1, 5] : nil, rate: 60)
        for spin in 0..<40 {
            var stream = Xoshiro256StarStar(seed: 11, stream: UInt64(spin))
            let words = (0..<6).map { _ in stream.next() }
            let first = weighted ? 2 : 1
            let plan = try simulation.plan(ofSpin: spin)
            let margin = SpinOptions.standard.landingMargin
            #expect(
                plan.landing.fraction == margin + (1 - 2 * margin) * SplitMix64.unitInterval(words[first]))
            #expect(plan.startAngle == SplitMix64.unitInterval(words[first + 1]) * 2 * .pi)
            #expect(plan.startTime == SplitMix64.unitInterval(words[first + 2]) * (1 / 60.0))
        }
    }

    @Test func theReportDoesNotDependOnTheNumberOfThreads() throws {
        let simulation = try Self.simulation(spins: 3 * FairnessSimulation.chunkSize + 17)
        let sequential = simulation.run(threadCount: 1)
        for workers in [1, 2, 3, 8] {
            let report = simulation.run(threadCount: workers)
            #expect(report == sequential)
            #expect(report.text == sequential.text)
            #expect(report.json == sequential.json)
        }
        #expect(simulation.run() == sequential)
    }

    @Test func talliesOfDisjointRunsMergeIntoTheTallyOfTheirUnion() throws {
        let simulation = try Self.simulation(spins: 500, segments: 7)
        var merged = simulation.tally(spins: 300..<500)
        merged.merge(simulation.tally(spins: 0..<120))
        merged.merge(simulation.tally(spins: 120..<300))
        #expect(merged == simulation.tally(spins: 0..<500))
        #expect(simulation.tally(spins: 450..<900) == simulation.tally(spins: 450..<500))
    }

    @Test(arguments: [
        (2, 240.0, Easing.standard), (12, 60, .speedMatched), (360, 24, .curve(.linear)),
        (37, 59.94, .curve(.easeOut)),
    ])
    func everySpinStopsOnItsDrawnSegment(segments: Int, rate: Double, easing: Easing) throws {
        let report = try Self.simulation(spins: 2000, segments: segments, rate: rate, easing: easing)
            .run(threadCount: 1)
        #expect(report.tally.landingMismatches == 0)
        #expect(report.tally.spins == 2000)
        #expect(report.tally.counts.reduce(0, +) == 2000)
        #expect(report.tally.ticksEvaluated >= 2000 * Int(rate))
        #expect(report.tally.minimumTicksPerSpin >= Int(rate))
        #expect(report.tally.maximumTicksPerSpin <= Int(rate) + 2)
        // Three whole turns at least: every border passes the pointer three times per spin.
        #expect(report.tally.borderCrossings >= 2000 * 3 * segments)
    }

    @Test func weightedWheelsComeUpInProportionToTheirWeights() throws {
        let report = try Self.simulation(spins: 30_000, segments: 5, weights: [5, 1, 0, 3, 1])
            .run(threadCount: 1)
        #expect(report.tally.counts[2] == 0)
        #expect(report.expected == [15_000, 3000, 0, 9000, 3000])
        #expect(report.chiSquare.degreesOfFreedom == 3)
        #expect(report.chiSquare.pValue > 0.001)
        #expect(report.tally.landingMismatches == 0)
    }

    @Test func theSameSeedGivesTheSameBytes() throws {
        let first = try Self.simulation(spins: 1000, seed: 99).run(threadCount: 1)
        let second = try Self.simulation(spins: 1000, seed: 99).run(threadCount: 1)
        let other = try Self.simulation(spins: 1000, seed: 100).run(threadCount: 1)
        #expect(Array(first.text.utf8) == Array(second.text.utf8))
        #expect(Array(first.json.utf8) == Array(second.json.utf8))
        #expect(first.tally.counts != other.tally.counts)
    }

    @Test func textReportIsPinned() throws {
        let text = try Self.pinned().run(threadCount: 1).text
        #expect(
            text == """
                300 spins, seed 7, 4 segments (weighted), 30 Hz, 3 s, 3 turns, easeInEaseOut, landing margin 0.1

                segment  weight     count      expected  deviation
                      0       1        90         75.00    +20.00%
                      1       2       153        150.00     +2.00%
                      2       0         0          0.00          -
                      3       1        57         75.00    -24.00%

                test                                  statistic  dof   p-value  verdict
                chi-square of counts                     7.3800    2  0.024972  passed
                serial test of pairs                    14.2400    8  0.075720  passed
                runs test                             -0.790786    -  0.429069  passed
                gap test, segment 0                      6.4644    5  0.263611  passed
                gap test, segment 1                    0.671053    3  0.879991  passed
                gap test, segment 3                      8.4558    5  0.132842  passed
                Kolmogorov-Smirnov of offsets          0.029907    -  0.948283  passed
                7 tests at 99% confidence: 7 passed, 0 failed (a wheel true to its weights fails 0.07 of 7 by chance, on average)

                landing mismatches: 0
                ticks per spin: 91-91, 27300 ticks evaluated
                border crossings: 4200, at most 1 per tick, shortest interval 108.992 ms
                peak speed, frame to frame: 826.4 deg/s

                """)
    }

    /// How many failures chance gives on average is printed within a tenth of its value: it had
    /// two decimals, so the 7 judged tests of the pinned run read "fails 0.01 of 7" at 99.9 %
    /// (0.007) and "fails 0.00 of 7" at 99.99 %, as if a fair wheel never failed one.
    @Test(arguments: [0.9, 0.99, 0.999, 0.9999, 0.99999999999, 1 - 0x1p-53])
    func theFailuresChanceGivesAreNeverPrintedAsNone(confidence: Double) throws {
        let report = try Self.pinned().run(threadCount: 1, confidence: ConfidenceLevel(confidence))
        let expected = report.battery.expectedChanceFailures
        #expect(report.battery.judged == 7 && expected > 0)
        let summary = report.batterySummary
        let printed = try #require(
            summary.components(separatedBy: " fails ").last?.components(separatedBy: " of ").first)
        let value = try #require(Double(printed))
        #expect(abs(value - expected) <= expected * 0.1, "\(summary)")
    }

    /// A tenth reads as two decimals whichever side of it the product falls: 1 − 0.9 of one
    /// test is 0.09999999999999998, which read "0.1" beside the "0.10" of ten tests at 99 %.
    @Test func aTenthOfAFailureReadsWithTwoDecimals() throws {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: 2), weights: WeightedChoice(weights: [5e-324, 1]))
        let report = try FairnessSimulation(
            configuration: SimulationConfiguration(spins: 300, seed: 0, wheel: wheel)
        ).run(threadCount: 1, confidence: ConfidenceLevel(0.9))
        #expect(report.battery.judged == 1 && report.battery.expectedChanceFailures < 0.1)
        #expect(report.batterySummary.contains(" fails 0.10 of 1 "), "\(report.batterySummary)")
    }

    /// The report of ``pinned()`` with its tally's counts (and landing mismatches, `inout`)
    /// changed by `change`: figures no run of that size gives.
    static func pinnedReport(
        changing change: (SimulationTally, inout Int) -> [Int]
    ) throws -> SimulationReport {
        let simulation = try pinned()
        let part = try simulation.part(spins: 0..<simulation.configuration.spins, threadCount: 1)
        let tally = part.tally
        var mismatches = tally.landingMismatches
        let counts = change(tally, &mismatches)
        let changed = SimulationTally(
            spins: tally.spins, counts: counts, landingMismatches: mismatches,
            ticksEvaluated: tally.ticksEvaluated,
            minimumTicksPerSpin: tally.minimumTicksPerSpin, maximumTicksPerSpin: tally.maximumTicksPerSpin,
            borderCrossings: tally.borderCrossings, maximumCrossingsPerTick: tally.maximumCrossingsPerTick,
            shortestCrossingInterval: tally.shortestCrossingInterval,
            peakAngularVelocity: tally.peakAngularVelocity)
        return SimulationReport(
            part: SimulationPart(
                configuration: part.configuration, seedOrigin: part.seedOrigin, spins: part.spins,
                tally: changed, sample: part.sample),
            confidence: .standard)
    }

    /// The segment table's columns widen to their longest entry, as the battery's do: a
    /// ten-digit count (a billion spins on one segment) keeps a space before it, and every
    /// entry ends where its heading ends.
    @Test func segmentColumnsStaySeparateForTenDigitCounts() throws {
        let report = try Self.pinnedReport { tally, _ in tally.counts.map { $0 * 100_000_000 } }
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("segment ") })
        let rows = lines[(header + 1)..<(header + 5)].map { Array($0.split(separator: " ")) }
        #expect(rows[1] == ["1", "2", "15300000000", "150.00", "+10199999900.00%"])
        // Every entry ends where its heading ends, with a space (or the line's end) after it.
        let heading = Array(lines[header])
        let ends = heading.indices.filter {
            heading[$0] != " " && ($0 + 1 == heading.count || heading[$0 + 1] == " ")
        }
        #expect(ends.count == 5)
        for line in lines[header...(header + 4)].map(Array.init) {
            #expect(line.count == heading.count, "\(String(line))")
            for end in ends {
                #expect(
                    line[end] != " " && (end + 1 == line.count || line[end + 1] == " "), "\(String(line))")
            }
        }
    }

    /// A landing mismatch, which only a fault gives, is marked failed in the text and on the page
    /// (the count stood beside "0 failed" unmarked); none is shown as the plain count.
    @Test func landingMismatchesAreMarkedFailed() throws {
        let report = try Self.pinnedReport { tally, mismatches in
            mismatches = 3
            return tally.counts
        }
        #expect(report.text.contains("\nlanding mismatches: 3 (FAILED: must be 0)\n"))
        #expect(
            report.html(command: "luckywheel simulate").contains(
                "<p class=\"fail\">Landing mismatches (spins that stopped on a segment other than the one drawn): "
                    + "3 (FAILED: must be 0).</p>"))
        let sound = try Self.pinned().run(threadCount: 1)
        #expect(sound.text.contains("\nlanding mismatches: 0\n"))
        #expect(sound.html(command: "luckywheel simulate").contains("<p>Landing mismatches"))
    }

    /// An interval under a millisecond is shown in a unit that keeps it (it read "0.000 ms").
    @Test func aShortIntervalIsShownInMicroseconds() throws {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: 360), spin: SpinOptions(turns: 100, duration: 0.5))
        let report = FairnessSimulation(
            configuration: try SimulationConfiguration(spins: 3, seed: 1, wheel: wheel, framesPerSecond: 60)
        ).run(threadCount: 1)
        let interval = report.tally.shortestCrossingInterval
        #expect(interval < 1e-3 && interval >= 1e-6, "\(interval)")
        #expect(
            report.text.contains("shortest interval \(DecimalText.fixed(interval * 1e6, 3)) µs\n"),
            "\(report.text)")
    }

    @Test func jsonReportIsPinnedAndValid() throws {
        let json = try Self.pinned().run(threadCount: 1).json
        #expect(
            json == """
                {
                  "format": "luckywheel simulation report",
                  "version": 2,
                  "generator": "luckywheel 0.1.0",
                  "spins": 300,
                  "seed": "7",
                  "seedOrigin": "given",
                  "segments": 4,
                  "counts": [
                    90,
                    153,
                    0,
                    57
                  ],
                  "expected": [
                    75,
                    150,
                    0,
                    75
                  ],
                  "chiSquare": 7.380000000000001,
                  "degreesOfFreedom": 2,
                  "pValue": 0.024972002042276058,
                  "passed": true,
                  "verdict": "passed",
                  "confidence": 0.99,
                  "tests": [
                    {
                      "name": "chi-square of counts",
                      "statistic": 7.380000000000001,
                      "degreesOfFreedom": 2,
                      "pValue": 0.024972002042276058,
                      "passed": true,
                      "verdict": "passed",
                      "spinsNeeded": null
                    },
                    {
                      "name": "serial test of pairs",
                      "statistic": 14.239999999999997,
                      "degreesOfFreedom": 8,
                      "pValue": 0.07572042690320166,
                      "passed": true,
                      "verdict": "passed",
                      "spinsNeeded": null
                    },
                    {
                      "name": "runs test",
                      "statistic": -0.7907862427976061,
                      "degreesOfFreedom": null,
                      "pValue": 0.42906873921106925,
                      "passed": true,
                      "verdict": "passed",
                      "spinsNeeded": null
                    },
                    {
                      "name": "gap test, segment 0",
                      "statistic": 6.464446631598808,
                      "degreesOfFreedom": 5,
                      "pValue": 0.26361098261829574,
                      "passed": true,
                      "verdict": "passed",
                      "spinsNeeded": null
                    },
                    {
                      "name": "gap test, segment 1",
                      "statistic": 0.6710526315789473,
                      "degreesOfFreedom": 3,
                      "pValue": 0.8799906034817437,
                      "passed": true,
                      "verdict": "passed",
                      "spinsNeeded": null
                    },
                    {
                      "name": "gap test, segment 3",
                      "statistic": 8.455758983977681,
                      "degreesOfFreedom": 5,
                      "pValue": 0.13284238194070638,
                      "passed": true,
                      "verdict": "passed",
                      "spinsNeeded": null
                    },
                    {
                      "name": "Kolmogorov-Smirnov of offsets",
                      "statistic": 0.029906819661458334,
                      "degreesOfFreedom": null,
                      "pValue": 0.9482834454719262,
                      "passed": true,
                      "verdict": "passed",
                      "spinsNeeded": null
                    }
                  ],
                  "judged": 7,
                  "failures": 0,
                  "chanceOfAsManyFailures": 1,
                  "landingMismatches": 0,
                  "weights": [
                    1,
                    2,
                    0,
                    1
                  ],
                  "fps": 30,
                  "duration": 3,
                  "turns": 3,
                  "easing": "easeInEaseOut",
                  "landingMargin": 0.1,
                  "ticksPerSpin": {
                    "min": 91,
                    "max": 91
                  },
                  "ticksEvaluated": 27300,
                  "borderCrossings": 4200,
                  "maxCrossingsPerTick": 1,
                  "shortestCrossingInterval": 0.10899161664005685,
                  "peakAngularVelocity": 14.42413214249978
                }

                """)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let keys = [
            "format", "version", "spins", "seed", "segments", "counts", "expected", "chiSquare", "pValue",
            "verdict", "landingMismatches",
        ]
        for key in keys { #expect(object?[key] != nil, "missing \(key)") }
        let uniform = try Self.simulation(spins: 10).run(threadCount: 1).json
        let parsed = try JSONSerialization.jsonObject(with: Data(uniform.utf8)) as? [String: Any]
        #expect(parsed?["weights"] is NSNull)
    }

    /// The top `passed` is the χ² of counts'; `judged` and `failures` read the battery as a
    /// whole, as its summary line does: this run's counts pass, a gap test and the
    /// Kolmogorov-Smirnov test fail.
    @Test func jsonCountsTheWholeBatterysFailures() throws {
        let report = try Self.simulation(spins: 300, seed: 2_612_356_202_762_607_588).run(threadCount: 1)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == true)
        #expect(object["judged"] as? Int == 15)
        #expect(object["failures"] as? Int == 2)
        #expect(report.batterySummary.contains("13 passed, 2 failed, 1 not judged"))
    }

    /// A target replaces the drawn prize and nothing else; one the wheel does not have is refused.
    @Test func aTargetReplacesOnlyThePrizeAndMustBeASegment() throws {
        let simulation = try Self.simulation(spins: 10)
        let drawn = try simulation.plan(ofSpin: 3)
        let targeted = try simulation.plan(ofSpin: 3, target: 7)
        #expect(targeted.landing.segment == 7)
        #expect(targeted.landing.fraction == drawn.landing.fraction)
        #expect(targeted.startAngle == drawn.startAngle)
        #expect(targeted.startTime == drawn.startTime)
        for target in [12, 99, -3] {
            #expect(throws: WheelError.segmentOutOfRange(segment: target, segmentCount: 12)) {
                try simulation.plan(ofSpin: 0, target: target)
            }
        }
    }

    /// An empty tally takes a validated geometry, so its counts are one per segment of a real
    /// wheel (`SimulationTally(segmentCount: -1)` stopped the process); a tally of a simulation
    /// merges into one made for its geometry.
    @Test func anEmptyTallyIsMadeForAGeometry() throws {
        let geometry = try WheelGeometry(segmentCount: 5)
        #expect(SimulationTally(geometry: geometry).counts == [0, 0, 0, 0, 0])
        #expect(throws: WheelError.segmentCountOutOfRange(-1)) { try WheelGeometry(segmentCount: -1) }
        let simulation = FairnessSimulation(
            configuration: try SimulationConfiguration(
                spins: 20, seed: 4, wheel: WheelConfiguration(geometry: geometry)))
        var total = SimulationTally(geometry: geometry)
        total.merge(simulation.tally(spins: 0..<20))
        #expect(total == simulation.tally(threadCount: 1))
    }

    /// Spins count from 0: a negative index is refused with its value (it stopped the process,
    /// even through the throwing `plan(ofSpin:target:)`); any index from 0 on has a plan.
    @Test func aNegativeSpinIndexIsRefused() throws {
        let simulation = try Self.simulation(spins: 10)
        for index in [-1, Int.min] {
            let refusal = WheelError.parameterOutOfRange(
                .spinIndex, value: Double(index), allowed: "0 or more")
            #expect(throws: refusal) { try simulation.plan(ofSpin: index) }
            #expect(throws: refusal) { try simulation.plan(ofSpin: index, target: 2) }
        }
        #expect(try simulation.plan(ofSpin: 0, target: 2).landing.segment == 2)
        _ = try simulation.plan(ofSpin: Int.max)
    }

    @Test func theTraceFollowsSpinZeroFromIdleToIdle() throws {
        let simulation = try Self.pinned()
        let trace = SpinTrace(simulation: simulation)
        let plan = try simulation.plan(ofSpin: 0)
        let states = trace.rows.map(\.snapshot.state)
        #expect(states.first == .idle)
        #expect(states.last == .idle)
        // idle, then spinning, then settled, then idle: three changes of state, in that order.
        let changes = zip(states, states.dropFirst()).filter { $0 != $1 }
        #expect(changes.map(\.1) == [.spinning, .settled, .idle])
        let started = trace.rows.flatMap(\.events).compactMap { event -> Int? in
            if case .spinStarted(_, let target) = event { return target }
            return nil
        }
        #expect(started == [plan.landing.segment])
        #expect(trace.rows.last?.snapshot.selectedSegment == plan.landing.segment)
        #expect(trace.rows.last?.snapshot.segmentUnderPointer == plan.landing.segment)
        #expect(trace.rows.map(\.tick) == Array(0..<trace.rows.count))

        let lines = trace.csv.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == Substring(SpinTrace.csvHeader))
        #expect(lines.count == trace.rows.count + 2)
        #expect(lines.last == "")
        #expect(
            lines.dropFirst().dropLast().allSatisfy {
                $0.split(separator: ",", omittingEmptySubsequences: false).count == 9
            })
        #expect(SpinTrace(simulation: simulation).csv == trace.csv)
    }

    /// The trace's `degrees` is its `angle` in degrees, running total and all: it was the angle
    /// reduced to [0, 360) beside an unreduced angle in radians, so neither converted to the other.
    @Test func theTracesDegreesAreItsAngleInDegrees() throws {
        let trace = SpinTrace(simulation: try Self.pinned())
        var beyondOneTurn = 0
        for line in trace.csv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            let radians = try #require(Double(String(fields[2])))
            let degrees = try #require(Double(String(fields[3])))
            #expect(abs(degrees - radians * 180 / .pi) <= 0.0001, "\(line)")
            if degrees >= 360 { beyondOneTurn += 1 }
        }
        #expect(beyondOneTurn > 0, "the spin turns more than once")
    }

    @Test func simulationSpinZeroDrawsWhatTheModelsFirstPressDraws() throws {
        let simulation = try Self.simulation(spins: 1, seed: 31, segments: 9)
        var model = try WheelModel(configuration: simulation.configuration.wheel, seed: 31)
        try model.press(at: 1)
        #expect(try model.spins.first?.landing == simulation.plan(ofSpin: 0).landing)
    }

    @Test func refusesBadSimulationSettings() throws {
        #expect(throws: WheelError.self) { try SimulationConfiguration(spins: 0) }
        #expect(throws: WheelError.frameRateOutOfRange(10)) {
            try SimulationConfiguration(framesPerSecond: 10)
        }
        #expect(throws: WheelError.weightCountMismatch(weights: 3, segments: 12)) {
            try WheelConfiguration(weights: WeightedChoice(weights: [1, 1, 1]))
        }
        #expect(throws: WheelError.self) { try SpinOptions(turns: -1) }
        #expect(throws: WheelError.self) { try SpinOptions(duration: 0) }
        #expect(throws: WheelError.self) { try SpinOptions(landingMargin: 0.5) }
        #expect(throws: WheelError.easingTurnsBackwards("cubic-bezier(0.3,1.5,0.6,0.1)")) {
            try SpinOptions(easing: .curve(TimingCurve(x1: 0.3, y1: 1.5, x2: 0.6, y2: 0.1)))
        }
    }

    @Test func errorMessagesSayWhatToDo() {
        let messages = [
            WheelError.segmentCountOutOfRange(400).description,
            WheelError.frameRateOutOfRange(10).description,
            WheelError.allWeightsZero.description, WheelError.unknownEasing("bounce").description,
            WheelError.segmentOutOfRange(segment: 12, segmentCount: 12).description,
            WheelError.controlPointOutOfRange(name: "x1", value: 2).description,
            WheelError.easingTurnsBackwards("cubic-bezier(0.5,2,0.5,-1)").description,
        ]
        #expect(messages[4].hasSuffix("use an index between 0 and 11"))
        #expect(messages[5].hasSuffix("x1 and x2 must lie between 0 and 1"))
        #expect(messages[6].contains("keep y1 and y2 between 0 and 1"))
        #expect(messages[0].contains("2 to 360") && messages[0].contains("400"))
        #expect(messages[0].hasSuffix("choose a segment count between 2 and 360"))
        #expect(messages[1].hasSuffix("choose a rate between 23.976 and 240"))
        // Ranges in words, as the command line writes them, never Swift's 2...360.
        #expect(messages.allSatisfy { !$0.contains("...") })
        #expect(messages[2].contains("positive"))
        #expect(messages[3].contains("bounce") && messages[3].contains("cubic-bezier"))
    }

    /// A name with spaces in it is suggested as the easing it names once joined (`ease in out`
    /// was told "Did you mean 'easeOut'?", the nearest name by letters).
    @Test func anEasingNameWithSpacesIsSuggestedAsTheOneItNames() {
        #expect(Easing.suggestion(for: "ease in out") == "easeInEaseOut")
        #expect(Easing.suggestion(for: "speed matched") == "speedMatched")
        #expect(Easing.suggestion(for: "linaer") == "linear")
        #expect(Easing.suggestion(for: "bounce") == nil)
    }

    /// Text after a `cubic-bezier(…)`'s closing parenthesis was told "has no closing ')'", and a
    /// space before its opening one "Did you mean 'linear'?" (the nearest name by letters):
    /// each says what is wrong with it.
    @Test func aCubicBezierWithTextAfterItOrASpaceBeforeItsParenthesisSaysSo() {
        for (text, message) in [
            (
                "cubic-bezier(0,0,1,1)x",
                "cubic-bezier(0,0,1,1)x has 'x' after its closing ')'; end it at the ')'"
            ),
            (
                "cubic-bezier(0,0,1,1) )",
                "cubic-bezier(0,0,1,1) ) has ' )' after its closing ')'; end it at the ')'"
            ),
            (
                "cubic-bezier (0.2,0,0.4,1)",
                "cubic-bezier (0.2,0,0.4,1) has a space before '('; write cubic-bezier(x1,y1,x2,y2), '(' right "
                    + "after the name"
            ),
        ] {
            #expect(throws: WheelError.self) { try Easing(parsing: text) }
            do {
                _ = try Easing(parsing: text)
            } catch {
                #expect(error.description == message)
            }
        }
        #expect(throws: WheelError.unknownEasing("cubic-beziers(0,0,1,1)")) {
            try Easing(parsing: "cubic-beziers(0,0,1,1)")
        }
    }

    /// A `cubic-bezier(…)` written wrong says what is wrong with it: the count of numbers, the
    /// closing parenthesis, which number is no decimal or one a double cannot hold (as the
    /// number typed, not the infinity or zero it reads as); "unknown easing" said none of it.
    @Test(arguments: [
        ("cubic-bezier(0,0,1)", "cubic-bezier(0,0,1) has 3 numbers; cubic-bezier(x1,y1,x2,y2) takes four"),
        ("cubic-bezier( )", "cubic-bezier( ) has 0 numbers; cubic-bezier(x1,y1,x2,y2) takes four"),
        ("cubic-bezier(0,0,1,1", "cubic-bezier(0,0,1,1 has no closing ')'; write cubic-bezier(x1,y1,x2,y2)"),
        (
            "Cubic-Bezier(.5,0,1,1)",
            "cubic-bezier control point x1 is '.5', not a decimal number; write digits with an optional "
                + ".digits and exponent (0.25, 1e-1, -0.5). Did you mean 0.5 for x1?"
        ),
        // A signed zero, which the example -0.5 seemed to allow, is told the zero it means.
        (
            "cubic-bezier(0.2,-0,1,1)",
            "cubic-bezier control point y1 is '-0', not a decimal number; write digits with an optional "
                + ".digits and exponent (0.25, 1e-1, -0.5). Did you mean 0 for y1?"
        ),
        (
            "cubic-bezier(0.2,zero,1,1)",
            "cubic-bezier control point y1 is 'zero', not a decimal number; write digits with an optional "
                + ".digits and exponent (0.25, 1e-1, -0.5)"
        ),
        (
            "cubic-bezier(0,1E400,1,1)",
            "cubic-bezier control point y1 is 1E400, more than a double holds; keep y1 and y2 within "
                + "±1.7976931348623157e+308"
        ),
        (
            "cubic-bezier(0,0,1e999,1)",
            "cubic-bezier control point x2 is 1e999; x1 and x2 must lie between 0 and 1"
        ),
        (
            "cubic-bezier(0,0,1, -1e-400 )",
            "cubic-bezier control point y2 is -1e-400, which a double reads as 0; write 0 or a number at least "
                + "5e-324 in size"
        ),
    ])
    func aMiswrittenCubicBezierSaysWhatIsWrong(text: String, message: String) {
        #expect(throws: WheelError.self) { try Easing(parsing: text) }
        do {
            _ = try Easing(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
