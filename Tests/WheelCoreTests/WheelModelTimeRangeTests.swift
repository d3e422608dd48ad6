import Testing
import WheelSupport

@testable import WheelCore

/// The model's time domain (`WheelModel.timeRange`, `angleRange`): what lies outside is
/// refused where it is given and read at the nearest end where it is asked, so that no finite
/// value reaches an integer conversion that cannot hold it.
@Suite struct WheelModelTimeRangeTests {
    @Test(arguments: [1e13, -1e13, 1e300])
    func aStartTimeOrAngleOutsideTheRangeIsRefused(value: Double) {
        #expect(
            throws: WheelError.parameterOutOfRange(
                .startTime, value: value, allowed: "between -1000000000000 and 1000000000000 s")
        ) {
            try WheelModel(startTime: value)
        }
        #expect(
            throws: WheelError.parameterOutOfRange(
                .angle, value: value, allowed: "between -1000000000000 and 1000000000000 rad")
        ) {
            try WheelModel(initialAngle: value)
        }
    }

    @Test func anInputTimeOutsideTheRangeIsRefusedAndChangesNothing() throws {
        var model = try WheelModel(seed: 1)
        #expect(throws: WheelError.self) { try model.press(at: 1e20) }
        #expect(model.spinCount == 0)
        #expect(throws: WheelError.notFinite(.inputTime, value: .infinity)) { try model.press(at: .infinity) }
    }

    @Test func theRangesEndsAreAccepted() throws {
        let high = try WheelModel(
            startTime: WheelModel.timeRange.upperBound, initialAngle: WheelModel.angleRange.upperBound)
        #expect(
            try high.snapshot(at: WheelModel.timeRange.upperBound).angle == WheelModel.angleRange.upperBound)
        let low = try WheelModel(
            startTime: WheelModel.timeRange.lowerBound, initialAngle: WheelModel.angleRange.lowerBound)
        #expect(
            try low.snapshot(at: WheelModel.timeRange.lowerBound).angle == WheelModel.angleRange.lowerBound)
    }

    /// At the fastest idle speed, from either end of the angle range to either end of the
    /// time range: the angle stays countable, and a later time reads as the range's end.
    @Test(arguments: [1e20, .infinity, -1e20, -.infinity])
    func aQueryTimeOutsideTheRangeIsReadAtItsNearestEnd(time: Double) throws {
        let fastest = try WheelConfiguration(
            idleAngularVelocity: WheelConfiguration.idleAngularVelocityRange.upperBound)
        let model = try WheelModel(configuration: fastest, initialAngle: WheelModel.angleRange.upperBound)
        let end = time > 0 ? WheelModel.timeRange.upperBound : WheelModel.timeRange.lowerBound
        let far = try model.snapshot(at: time)
        #expect(try far == model.snapshot(at: end))
        #expect(far.time == end)
        #expect(far.segmentUnderPointer == (try fastest.geometry.segment(under: far.angle)))
    }

    /// A plan made by hand keeps to the model's bounds: past them the stop angle loses the
    /// precision that keeps the landing in its segment (from 1e300 it stopped on segment 0).
    @Test func aSpinPlanFromAnAngleOutsideTheRangeIsRefused() throws {
        let landing = try LandingPoint(segment: 3, fraction: 0.5, geometry: .standard)
        #expect(
            throws: WheelError.parameterOutOfRange(
                .angle, value: 1e300, allowed: "between -1000000000000 and 1000000000000 rad")
        ) {
            try SpinPlan(
                geometry: .standard, options: .standard, landing: landing, startTime: 0, startAngle: 1e300,
                initialVelocity: 0)
        }
        let edge = try SpinPlan(
            geometry: .standard, options: .standard, landing: landing, startTime: 0,
            startAngle: WheelModel.angleRange.upperBound, initialVelocity: 0)
        #expect(try WheelGeometry.standard.segment(under: edge.endAngle) == 3)
    }

    /// A landing point made for a wheel of more segments is refused, as the model refuses it:
    /// accepted, the plan said segment 20 and stopped on segment 8 of 12.
    @Test func aSpinPlanLandingOnASegmentTheWheelHasNotIsRefused() throws {
        let landing = try LandingPoint(segment: 20, fraction: 0.5, geometry: WheelGeometry(segmentCount: 24))
        #expect(throws: WheelError.segmentOutOfRange(segment: 20, segmentCount: 12)) {
            try SpinPlan(
                geometry: .standard, options: .standard, landing: landing, startTime: 0, startAngle: 0,
                initialVelocity: 0)
        }
        let fits = try LandingPoint(segment: 11, fraction: 0.5, geometry: WheelGeometry(segmentCount: 24))
        let plan = try SpinPlan(
            geometry: .standard, options: .standard, landing: fits, startTime: 0, startAngle: 0,
            initialVelocity: 0)
        #expect(try WheelGeometry.standard.segment(under: plan.endAngle) == 11)
    }

    @Test func eventsAndAdvanceNearTheRangesEndCountTheirCrossings() throws {
        var model = try WheelModel(startTime: 1e12 - 10, initialAngle: 1e12)
        // 10 s at 0.06π rad/s over 12 segments of π/6: 3.6 crossings, so 3 or 4.
        let events = try model.advance(through: 1e20)
        let crossings = events.filter { if case .borderCrossed = $0 { true } else { false } }
        #expect((3...4).contains(crossings.count))
        #expect(model.advancedTime == WheelModel.timeRange.upperBound)
        #expect(try model.advance(through: 1e30).isEmpty)
    }

    /// A query time that is no time is an error naming it (a NaN snapshot, and a span that is
    /// not finite, stopped the process); the model is left as it was.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aQueryTimeThatIsNoTimeIsRefused(time: Double) throws {
        var model = try WheelModel()
        func isQueryTime(_ error: WheelError) -> Bool {
            guard case .notFinite(.queryTime, let value) = error else { return false }
            return value.isNaN == time.isNaN && (value.isNaN || value == time)
        }
        if time.isNaN {
            #expect { try model.snapshot(at: time) } throws: { ($0 as? WheelError).map(isQueryTime) ?? false }
        } else {
            #expect(try model.snapshot(at: time).time == (time > 0 ? 1e12 : -1e12), "read at the nearest end")
        }
        #expect { try model.events(after: time, through: 1) } throws: {
            ($0 as? WheelError).map(isQueryTime) ?? false
        }
        #expect { try model.events(after: 0, through: time) } throws: {
            ($0 as? WheelError).map(isQueryTime) ?? false
        }
        #expect { try model.advance(through: time) } throws: { ($0 as? WheelError).map(isQueryTime) ?? false }
        #expect {
            try model.advance(to: DisplayLinkTick(index: 0, timestamp: time, duration: 1 / 60))
        } throws: { ($0 as? WheelError).map(isQueryTime) ?? false }
        #expect(model.advancedTime == 0)
        #expect(try model.advance(through: 2).isEmpty == false, "the model goes on")
    }
}
