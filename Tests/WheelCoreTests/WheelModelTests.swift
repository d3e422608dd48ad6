import TestSupport
import Testing
import WheelSupport

@testable import WheelCore

@Suite struct WheelModelTests {
    /// The angle the model shows at each tick of `rate` Hz over ten seconds of idling.
    static func idleAngles(rate: Double) throws -> [Double] {
        let model = try WheelModel()
        let clock = try DisplayLinkClock(framesPerSecond: rate)
        return try (0...Int(rate * 10)).map { try model.snapshot(at: clock.timestamp(ofTick: $0)).angle }
    }

    @Test func idleSpeedIsTheSameAt30_60And120HzAndIsPiOver1000PerTickAt60() throws {
        var speeds: [Double] = []
        for rate in [30.0, 60, 120] {
            let angles = try Self.idleAngles(rate: rate)
            speeds.append(((angles.last ?? 0) - angles[0]) / 10)
            if rate == 60 {
                for (previous, angle) in zip(angles, angles.dropFirst()) {
                    #expect(isClose(angle - previous, .pi / 1000, within: 1e-14))
                }
            }
        }
        #expect(isClose(speeds[0], speeds[1], within: 1e-12))
        #expect(isClose(speeds[1], speeds[2], within: 1e-12))
        #expect(isClose(speeds[1], 0.06 * .pi, within: 1e-12))
    }

    @Test func aPressSpinsSettlesOnThePrizeAndResumesIdlingWithoutJumps() throws {
        var model = try WheelModel(seed: 17, initialAngle: 0.4)
        let idleAtPress = try model.snapshot(at: 1).angle
        try model.press(at: 1)
        let plan = try #require(model.spins.first)
        #expect(plan.startAngle == idleAtPress)
        #expect(plan.totalAngle >= 3 * 2 * .pi && plan.totalAngle < 4 * 2 * .pi)

        let start = try model.snapshot(at: 1)
        #expect(start.state == .spinning)
        #expect(start.isCenterButtonPressed)
        #expect(start.angle == idleAtPress)
        #expect(try model.snapshot(at: 3.999).state == .spinning)

        let end = try model.snapshot(at: 4)
        #expect(end.state == .settled)
        #expect(!end.isCenterButtonPressed)
        #expect(end.angle == plan.endAngle)
        #expect(end.segmentUnderPointer == plan.landing.segment)
        #expect(end.selectedSegment == plan.landing.segment)
        #expect(try isClose(model.snapshot(at: 3.999_999).angle, plan.endAngle, within: 1e-9))

        #expect(try model.snapshot(at: 6.999).state == .settled)
        #expect(try model.snapshot(at: 6.999).angle == plan.endAngle)
        let resumed = try model.snapshot(at: 7)
        #expect(resumed.state == .idle)
        #expect(resumed.angle == plan.endAngle)
        #expect(resumed.selectedSegment == plan.landing.segment)
        #expect(try isClose(model.snapshot(at: 8).angle, plan.endAngle + 0.06 * .pi, within: 1e-12))
    }

    @Test func inputIsIgnoredWhileSpinningAndAllowedWhenSettled() throws {
        var model = try WheelModel(seed: 3)
        try model.receive(.tap(segment: 5), at: 0.5)
        #expect(try model.snapshot(at: 0.6).selectedSegment == 5)
        try model.press(at: 1)
        #expect(try model.snapshot(at: 1.5).selectedSegment == nil)
        try model.press(at: 2)
        try model.receive(.tap(segment: 2), at: 2.5)
        #expect(model.spinCount == 1)
        let prize = try #require(model.spins.first).landing.segment
        #expect(try model.snapshot(at: 4.5).selectedSegment == prize)
        // Settled: input is allowed again; a tap changes the selection, a press spins again
        // from rest.
        let tapped = (prize + 1) % 12
        try model.receive(.tap(segment: tapped), at: 5)
        #expect(try model.snapshot(at: 5.5).selectedSegment == tapped)
        try model.press(at: 6)
        #expect(model.spinCount == 2)
        let second = model.spins[1]
        #expect(second.startAngle == model.spins[0].endAngle)
        #expect(try model.snapshot(at: 6.5).state == .spinning)
        #expect(try model.snapshot(at: 9).state == .settled)
        #expect(try model.snapshot(at: 12).state == .idle)

        let events = try model.events(after: 0, through: 20).filter {
            if case .borderCrossed = $0 { return false }
            return true
        }
        #expect(
            events == [
                .selectionChanged(time: 0.5, from: nil, to: 5),
                .spinStarted(time: 1, target: prize),
                .selectionChanged(time: 1, from: 5, to: nil),
                .inputIgnored(time: 2, input: .press),
                .inputIgnored(time: 2.5, input: .tap(segment: 2)),
                .spinEnded(time: 4, segment: prize),
                .selectionChanged(time: 4, from: nil, to: prize),
                .selectionChanged(time: 5, from: prize, to: tapped),
                .spinStarted(time: 6, target: second.landing.segment),
                .selectionChanged(time: 6, from: tapped, to: nil),
                .spinEnded(time: 9, segment: second.landing.segment),
                .selectionChanged(time: 9, from: nil, to: second.landing.segment),
                .idleResumed(time: 12),
            ])
    }

    @Test func aServerDecidedPrizeLandsWhereItWasTold() throws {
        for target in 0..<12 {
            var model = try WheelModel(seed: UInt64(target))
            try model.receive(.pressWithTarget(segment: target), at: 0.25)
            #expect(try model.snapshot(at: 3.25).segmentUnderPointer == target)
            #expect(try model.snapshot(at: 3.25).selectedSegment == target)
        }
    }

    /// A landing point decided elsewhere (a provably fair spin) is where the wheel stops: the
    /// segment under the pointer and the fraction inside it, measured from the final angle.
    @Test(arguments: [2, 7, 12, 360])
    func aGivenLandingPointIsWhereTheWheelStops(segmentCount: Int) throws {
        let geometry = try WheelGeometry(segmentCount: segmentCount, pointerAngle: 0.3)
        let configuration = try WheelConfiguration(geometry: geometry)
        var generator = SeededGenerator(seed: UInt64(segmentCount))
        for index in 0..<200 {
            let segment = generator.below(segmentCount)
            let fraction = [1e-6, 0.1, 0.5, 0.9, 1 - 1e-6 - 1e-12][index % 5]
            let landing = try LandingPoint(segment: segment, fraction: fraction, geometry: geometry)
            #expect(landing.fraction == fraction)
            var model = try WheelModel(
                configuration: configuration, seed: generator.next(), initialAngle: Double(index) * 0.37)
            try model.receive(.pressWithLanding(landing), at: 0.25)
            let plan = try #require(model.spins.first)
            #expect(plan.landing == landing)
            let end = try model.snapshot(at: plan.endTime + 0.5)
            #expect(end.segmentUnderPointer == segment)
            #expect(end.selectedSegment == segment)
            let stop = try landingUnderPointer(at: end.angle, geometry: geometry)
            #expect(stop.segment == segment)
            #expect(isClose(stop.fraction, fraction, within: 1e-9))
        }
    }

    /// A spin to a given landing point takes its place in the count of spins without drawing,
    /// so the seeded spins before and after it land where they would have.
    @Test func aGivenLandingPointLeavesTheSeededSpinsAlone() throws {
        let landing = try LandingPoint(segment: 5, fraction: 0.25, geometry: .standard)
        var seeded = try WheelModel(seed: 9)
        var mixed = try WheelModel(seed: 9)
        for (index, time) in [0.0, 10, 20].enumerated() {
            try seeded.press(at: time)
            try mixed.receive(index == 1 ? .pressWithLanding(landing) : .press, at: time)
        }
        #expect(mixed.spinCount == 3)
        #expect(mixed.spins[0].landing == seeded.spins[0].landing)
        #expect(mixed.spins[1].landing == landing)
        #expect(mixed.spins[2].landing == seeded.spins[2].landing)
        #expect(WheelInput.pressWithLanding(landing).description == "press(target=5@0.25)")
    }

    @Test func refusesBadInputs() throws {
        var model = try WheelModel()
        #expect(throws: WheelError.segmentOutOfRange(segment: 12, segmentCount: 12)) {
            try model.receive(.tap(segment: 12), at: 1)
        }
        #expect(throws: WheelError.self) { try model.receive(.pressWithTarget(segment: -1), at: 1) }
        let onALargerWheel = try LandingPoint(
            segment: 12, fraction: 0.5, geometry: WheelGeometry(segmentCount: 13))
        #expect(throws: WheelError.segmentOutOfRange(segment: 12, segmentCount: 12)) {
            try model.receive(.pressWithLanding(onALargerWheel), at: 1)
        }
        #expect(throws: WheelError.self) { try model.press(at: .nan) }
        #expect(throws: WheelError.self) { try WheelModel(initialAngle: .infinity) }
        #expect(model.spinCount == 0)
    }

    @Test func theSameSeedAndInputsGiveTheSameSpins() throws {
        let inputs = [
            TimedWheelInput(time: 9, input: .press), TimedWheelInput(time: 1, input: .press),
            TimedWheelInput(time: 2, input: .tap(segment: 3)),
        ]
        let a = try WheelModel(seed: 77, inputs: inputs)
        let b = try WheelModel(seed: 77, inputs: inputs.reversed())
        let c = try WheelModel(seed: 78, inputs: inputs)
        #expect(a.spins == b.spins)
        #expect(a.spins.count == 2)
        #expect(a.spins.map(\.landing) != c.spins.map(\.landing))
    }

    @Test func inputsInThePastAreMovedToThePresent() throws {
        var model = try WheelModel()
        _ = try model.advance(through: 2)
        try model.press(at: 1.5)
        #expect(model.spins.first?.startTime == 2)
    }

    @Test func speedMatchedSpinsLeaveAtTheIdleSpeed() throws {
        let configuration = try WheelConfiguration(spin: SpinOptions(easing: .speedMatched))
        var model = try WheelModel(configuration: configuration, seed: 5)
        try model.press(at: 1)
        let velocity = try model.snapshot(at: 1).angularVelocity
        #expect(isClose(velocity, 0.06 * .pi, within: 1e-12))
        #expect(try isClose(model.snapshot(at: 0.999).angularVelocity, velocity, within: 1e-12))
        // The reference easing starts from rest: a jolt from 0.19 rad/s to 0.
        var reference = try WheelModel(seed: 5)
        try reference.press(at: 1)
        #expect(try reference.snapshot(at: 1).angularVelocity == 0)
    }

    /// A 360-segment wheel making 20 turns in 2 s passes dozens of borders per tick at 24 Hz:
    /// each must be reported, in order, at the instant θ(t) reaches it.
    @Test func everyBorderPassedInATickIsReportedInOrderAtItsExactTime() throws {
        let geometry = try WheelGeometry(segmentCount: 360, pointerAngle: 0.1)
        let configuration = try WheelConfiguration(
            geometry: geometry, spin: SpinOptions(turns: 20, duration: 2, easing: .curve(.easeInEaseOut)))
        var model = try WheelModel(configuration: configuration, seed: 1)
        try model.press(at: 0.01)
        let plan = try #require(model.spins.first)
        let clock = try DisplayLinkClock(framesPerSecond: 24)
        var previousTime = 0.0
        var previousSegment = try model.snapshot(at: 0).segmentUnderPointer
        var largest = 0
        var total = 0
        for index in 1...60 {
            let tick = clock.tick(index)
            let events = try model.advance(to: tick)
            let crossings = events.compactMap { event -> (time: Double, from: Int, to: Int)? in
                if case .borderCrossed(let time, let from, let to) = event { return (time, from, to) }
                return nil
            }
            largest = max(largest, crossings.count)
            total += crossings.count
            var segment = previousSegment
            var time = previousTime
            for crossing in crossings {
                #expect(crossing.from == segment)
                #expect(crossing.to == (segment + 359) % 360)
                #expect(crossing.time >= time && crossing.time <= tick.timestamp)
                let angle = try model.snapshot(at: crossing.time).angle
                let expectedBorder =
                    geometry.pointerAngle - (Double(crossing.from) - 0.5) * geometry.segmentWidth
                let offset = Rounding.reduced(angle - expectedBorder + 1, period: 2 * .pi) - 1
                #expect(abs(offset) < 1e-9, "crossing \(crossing) off by \(offset)")
                segment = crossing.to
                time = crossing.time
            }
            let snapshot = try model.snapshot(at: tick.timestamp)
            #expect(snapshot.segmentUnderPointer == segment)
            previousSegment = segment
            previousTime = tick.timestamp
        }
        #expect(largest >= 18)
        let turned =
            geometry.borderPosition(under: plan.startAngle) - geometry.borderPosition(under: plan.endAngle)
        #expect(total == turned)
    }

    @Test func advancingTickByTickReportsWhatOneQueryReports() throws {
        var model = try WheelModel(
            seed: 12,
            inputs: [
                TimedWheelInput(time: 0.3, input: .press),
                TimedWheelInput(time: 1.1, input: .tap(segment: 4)),
                TimedWheelInput(time: 7.2, input: .tap(segment: 9)),
                TimedWheelInput(time: 8.05, input: .press),
            ])
        let whole = try model.events(after: 0, through: 15)
        let clock = try DisplayLinkClock(framesPerSecond: 59.94)
        var collected: [WheelEvent] = []
        for index in 1...clock.firstTickIndex(atOrAfter: 15) {
            collected += try model.advance(to: clock.tick(index))
        }
        collected += try model.advance(through: 15)
        #expect(collected.count == whole.count)
        for (left, right) in zip(collected, whole) {
            #expect(isClose(left.time, right.time, within: 1e-9))
            #expect(left.rank == right.rank)
        }
        #expect(try model.advance(through: 14).isEmpty)
    }
}

@Suite struct WheelModelHistoryTests {
    @Test func discardingHistoryKeepsThePresentAndTheFutureUnchanged() throws {
        var model = try WheelModel(seed: 4)
        var inputs: [TimedWheelInput] = []
        for spin in 0..<200 {
            let time = Double(spin) * 7.5 + 0.25
            inputs.append(TimedWheelInput(time: time, input: .press))
            inputs.append(TimedWheelInput(time: time + 1, input: .press))
            inputs.append(TimedWheelInput(time: time + 3.5, input: .tap(segment: spin % 12)))
        }
        for input in inputs { try model.receive(input.input, at: input.time) }
        _ = try model.advance(through: 1000)
        let before = model
        model.discardHistory(before: 900)
        #expect(model.historyStart == 900)
        for time in stride(from: 900.0, through: 1600, by: 0.37) {
            #expect(try model.snapshot(at: time) == before.snapshot(at: time))
        }
        #expect(try model.events(after: 900, through: 1600) == before.events(after: 900, through: 1600))
        #expect(try model.events(after: 0, through: 1600) == before.events(after: 900, through: 1600))
        // Spins every 7.5 s: at 900 s the wheel idles after spin 119, so spins 120...199 remain.
        #expect(before.spins.count == 200)
        #expect(model.spins.count == 80)
        // Discarding cannot reach past what has been reported.
        model.discardHistory(before: 5000)
        #expect(model.historyStart == 1000)
    }
}
