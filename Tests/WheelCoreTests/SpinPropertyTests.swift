import TestSupport
import Testing
import WheelSupport

@testable import WheelCore

/// Seeded random spin configurations, each sampled by a seeded random tick schedule.
@Suite struct SpinPropertyTests {
    /// 100 000 configurations; a tenth in the sanitizer runs (`sanitizerScaled`).
    static let configurations = sanitizerScaled(100_000)
    static let batches = 16
    static let frameRates = [24.0, 25, 30, 48, 50, 59.94, 60, 72, 90, 100, 120, 144, 165, 240]

    /// One random configuration: wheel, spin options, the spin's plan and a tick schedule.
    struct Case {
        let index: Int
        let geometry: WheelGeometry
        let plan: SpinPlan
        let schedule: TickSchedule
        let scheduleName: String
    }

    static func makeCase(_ index: Int) throws -> Case {
        var random = Xoshiro256StarStar(seed: 0x5EED, stream: UInt64(index))
        let count =
            random.nextInt(below: 2) == 0 ? 2 + random.nextInt(below: 23) : 2 + random.nextInt(below: 359)
        let pointer = random.nextInt(below: 4) == 0 ? 0 : random.nextUnitDouble() * 4 * .pi - 2 * .pi
        let geometry = try WheelGeometry(segmentCount: count, pointerAngle: pointer)
        let easing: Easing
        switch random.nextInt(below: 8) {
        case 0..<5: easing = .curve(TimingCurve.named[random.nextInt(below: 5)].curve)
        case 5: easing = .speedMatched
        default:
            // Any y control points in 0...1 keep a curve monotonic; x1 > 0 and x2 < 1 keep its
            // slope finite so the per-tick jump bound below means something.
            easing = .curve(
                try TimingCurve(
                    x1: 0.02 + 0.98 * random.nextUnitDouble(), y1: random.nextUnitDouble(),
                    x2: 0.98 * random.nextUnitDouble(), y2: random.nextUnitDouble()))
        }
        let options = try SpinOptions(
            turns: random.nextInt(below: 7), duration: 0.25 + 3.75 * random.nextUnitDouble(), easing: easing,
            landingMargin: 0.45 * random.nextUnitDouble())
        let target: Int? = random.nextInt(below: 3) == 0 ? random.nextInt(below: count) : nil
        let landing = LandingPoint.draw(
            geometry: geometry, weights: nil, target: target, margin: options.landingMargin, using: &random)
        if let target, landing.segment != target {
            throw WheelError.segmentOutOfRange(segment: target, segmentCount: count)
        }
        let rate = frameRates[random.nextInt(below: frameRates.count)]
        let clock = try DisplayLinkClock(framesPerSecond: rate, start: random.nextUnitDouble() * 1000)
        let startTime = clock.start + 0.05 + random.nextUnitDouble()
        let plan = try SpinPlan(
            geometry: geometry, options: options, landing: landing, startTime: startTime,
            startAngle: random.nextUnitDouble() * 2000 - 1000,
            initialVelocity: random.nextInt(below: 2) == 0
                ? 0 : WheelConfiguration.referenceIdleAngularVelocity)
        let seed = random.next()
        let schedule: TickSchedule
        let name: String
        switch random.nextInt(below: 5) {
        case 0:
            schedule = .steady(clock)
            name = "steady"
        case 1:
            schedule = try .droppingFrames(clock, probability: 0.6 * random.nextUnitDouble(), seed: seed)
            name = "dropped"
        case 2:
            schedule = try .jittered(clock, fraction: 0.45 * random.nextUnitDouble(), seed: seed)
            name = "jittered"
        case 3:
            let change = startTime + plan.duration * random.nextUnitDouble()
            schedule = try .changingRate(
                clock, at: change, to: frameRates[random.nextInt(below: frameRates.count)])
            name = "rate change"
        default:
            schedule = try TickSchedule(
                clock: clock, changeTime: startTime + plan.duration * random.nextUnitDouble(),
                changedFramesPerSecond: frameRates[random.nextInt(below: frameRates.count)],
                dropProbability: 0.3 * random.nextUnitDouble(), jitter: 0.45 * random.nextUnitDouble(),
                seed: seed)
            name = "combined"
        }
        return Case(index: index, geometry: geometry, plan: plan, schedule: schedule, scheduleName: name)
    }

    /// Checks one case tick by tick; returns a description of the first violation and counts
    /// the ticks evaluated into `ticks`.
    static func violation(in spin: Case, ticks: inout Int) -> String? {
        let plan = spin.plan
        let maximumSpeed = plan.totalAngle / plan.duration * ReferenceCurve(plan.curve).sampledMaximumSlope()
        var sampler = SpinSampler(plan: plan, geometry: spin.geometry)
        var previousTime = plan.startTime
        var previousAngle = plan.startAngle
        var finalAngle: Double?
        var finalSegment = -1
        for tick in spin.schedule.ticks(from: plan.startTime, through: plan.endTime + 2) {
            _ = sampler.advance(to: tick.timestamp)
            ticks += 1
            let angle = sampler.angle
            if angle < previousAngle {
                return "angle decreased from \(previousAngle) to \(angle) at \(tick.timestamp)"
            }
            // No jump: never faster than the curve's steepest slope allows (25 % headroom for
            // the sampled maximum), including the first tick after the press and the last
            // before the end.
            let limit = maximumSpeed * (tick.timestamp - previousTime) * 1.25 + 1e-9
            if angle - previousAngle > limit {
                return "jump of \(angle - previousAngle) rad (limit \(limit)) at \(tick.timestamp)"
            }
            if tick.timestamp >= plan.endTime {
                finalAngle = angle
                finalSegment = sampler.segmentUnderPointer
                break
            }
            previousTime = tick.timestamp
            previousAngle = angle
        }
        guard let finalAngle else { return "no tick after the end" }
        // The final angle is the plan's, bit for bit, whatever the schedule.
        if finalAngle != plan.endAngle { return "final angle \(finalAngle) is not \(plan.endAngle)" }
        if finalSegment != plan.landing.segment {
            return "stopped on \(finalSegment), drawn \(plan.landing.segment)"
        }
        if (try? spin.geometry.segment(under: plan.endAngle)) != plan.landing.segment {
            return "segment(under:) disagrees with the landing segment"
        }
        return nil
    }

    @Test func spinsStopOnTheDrawnSegmentMonotonicallyAndWithoutJumps() async throws {
        let (failures, ticks) = await withTaskGroup(of: ([String], Int).self) { group in
            let size = Self.configurations / Self.batches
            for batch in 0..<Self.batches {
                group.addTask {
                    var failures: [String] = []
                    var ticks = 0
                    for index in batch * size..<(batch + 1) * size {
                        do {
                            let spin = try Self.makeCase(index)
                            if let problem = Self.violation(in: spin, ticks: &ticks) {
                                failures.append(
                                    "case \(index) (\(spin.scheduleName), \(spin.plan.curve)): \(problem)")
                            }
                        } catch {
                            failures.append("case \(index): \(error)")
                        }
                        if failures.count >= 5 { break }
                    }
                    return (failures, ticks)
                }
            }
            var all: [String] = []
            var ticks = 0
            for await part in group {
                all += part.0
                ticks += part.1
            }
            return (all, ticks)
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        // Every configuration was sampled at its display rate from press to stop.
        #expect(ticks > Self.configurations * 100, "only \(ticks) ticks")
        print("spin properties: \(Self.configurations) configurations, \(ticks) ticks")
    }

    /// The sampled trajectory matches an independent bisection-only evaluation of θ(t) on a
    /// subset (the reference is slow): the sampler's warm-started Newton solves are exact.
    @Test func sampledAnglesMatchAnIndependentReference() throws {
        var worst = 0.0
        for index in stride(from: 0, to: Self.configurations, by: 500) {
            let spin = try Self.makeCase(index)
            let plan = spin.plan
            let reference = ReferenceCurve(plan.curve)
            var sampler = SpinSampler(plan: plan, geometry: spin.geometry)
            for tick in spin.schedule.ticks(from: plan.startTime, through: plan.endTime) {
                _ = sampler.advance(to: tick.timestamp)
                let progress = (tick.timestamp - plan.startTime) / plan.duration
                let expected = plan.startAngle + plan.totalAngle * reference.value(at: progress)
                worst = max(worst, abs(sampler.angle - expected) / plan.totalAngle)
                #expect(
                    isClose(plan.angle(at: tick.timestamp), sampler.angle, within: 1e-9 * plan.totalAngle))
            }
        }
        #expect(worst < 1e-7, "worst relative difference \(worst)")
    }

    /// A crossing the last step did not report is refused with the index and the ones it did:
    /// `Int.min` overflowed the border it names and stopped the process, and the others gave a
    /// time for a border the step never passed.
    @Test func crossingsTheLastStepDidNotReportAreRefused() throws {
        let spin = try Self.makeCase(7)
        var sampler = SpinSampler(plan: spin.plan, geometry: spin.geometry)
        for index in [Int.min, -1, 0, Int.max] {
            #expect(throws: WheelError.self) { try sampler.crossingTime(index) }
        }
        let count = sampler.advance(to: spin.plan.endTime)
        #expect(count > 0 && sampler.crossingCount == count)
        #expect(try sampler.crossingTime(count - 1) <= spin.plan.endTime)
        for index in [Int.min, -1, count, Int.max] {
            #expect(
                throws: WheelError.parameterOutOfRange(
                    .crossingIndex, value: Double(index), allowed: "between 0 and \(count - 1)")
            ) { try sampler.crossingTime(index) }
        }
        #expect(
            WheelError.parameterOutOfRange(
                .crossingIndex, value: 0,
                allowed: "one of the last step's crossings, and it crossed no border"
            ).description
                == "crossing index is 0; it must be one of the last step's crossings, and it crossed no border"
        )
    }

    /// The same plan under four schedules: the same final angle (bit for bit), the same
    /// borders crossed, at the same times.
    @Test func finalAngleAndCrossingsDoNotDependOnTheTickSchedule() throws {
        for index in stride(from: 7, to: Self.configurations, by: 200) {
            let spin = try Self.makeCase(index)
            let plan = spin.plan
            let clock = spin.schedule.clock
            let schedules: [TickSchedule] = [
                .steady(clock), try .droppingFrames(clock, probability: 0.5, seed: UInt64(index)),
                try .jittered(clock, fraction: 0.4, seed: UInt64(index)),
                try .changingRate(clock, at: plan.startTime + plan.duration / 3, to: 60),
            ]
            var outcomes: [(angle: Double, crossings: [Double])] = []
            for schedule in schedules {
                var sampler = SpinSampler(plan: plan, geometry: spin.geometry)
                var crossings: [Double] = []
                for tick in schedule.ticks(from: plan.startTime, through: plan.endTime + 2) {
                    let count = sampler.advance(to: tick.timestamp)
                    for crossing in 0..<count { crossings.append(try sampler.crossingTime(crossing)) }
                    if tick.timestamp >= plan.endTime { break }
                }
                outcomes.append((sampler.angle, crossings))
            }
            for outcome in outcomes.dropFirst() {
                #expect(outcome.angle == outcomes[0].angle)
                #expect(outcome.crossings.count == outcomes[0].crossings.count)
                let drift = zip(outcome.crossings, outcomes[0].crossings).map { abs($0 - $1) }.max() ?? 0
                #expect(drift < 1e-9, "case \(index): crossing times differ by \(drift)")
            }
        }
    }

    /// Whole cycles through the model, idle → spin → rest → idle, sampled by the schedule:
    /// the snapshots never jump or go backwards and the selection is the prize.
    @Test func modelCyclesAreContinuousAcrossEveryTransition() throws {
        for index in stride(from: 3, to: Self.configurations, by: 100) {
            let spin = try Self.makeCase(index)
            let velocity = WheelConfiguration.referenceIdleAngularVelocity
            let options = try SpinOptions(
                turns: 3, duration: spin.plan.duration, easing: .curve(spin.plan.curve), landingMargin: 0.1)
            let configuration = try WheelConfiguration(
                geometry: spin.geometry, spin: options, resumeDelay: 0.5)
            var model = try WheelModel(
                configuration: configuration, seed: UInt64(index), startTime: spin.schedule.clock.start,
                initialAngle: spin.plan.startAngle)
            try model.press(at: spin.plan.startTime)
            let plan = try #require(model.spins.first)
            let maximumSpeed =
                max(
                    plan.totalAngle / plan.duration * ReferenceCurve(plan.curve).sampledMaximumSlope(),
                    velocity)
            var previous = try model.snapshot(at: spin.schedule.clock.start)
            for tick in spin.schedule.ticks(from: spin.schedule.clock.start, through: plan.endTime + 1) {
                let snapshot = try model.snapshot(at: tick.timestamp)
                let step = snapshot.angle - previous.angle
                #expect(step >= 0 && step <= maximumSpeed * (snapshot.time - previous.time) * 1.25 + 1e-9)
                #expect(
                    snapshot.isCenterButtonPressed
                        == (tick.timestamp >= plan.startTime && tick.timestamp < plan.endTime))
                previous = snapshot
            }
            #expect(previous.state == .idle)
            #expect(previous.selectedSegment == plan.landing.segment)
        }
    }
}
