import TestSupport
import Testing
import WheelSupport

@testable import WheelCore

@Suite struct WheelGeometryTests {
    @Test func referenceWheelHasTwelveSegmentsWithThePointerAtTwelve() {
        let geometry = WheelGeometry.standard
        #expect(geometry.segmentCount == 12)
        #expect(geometry.pointerAngle == 0)
        #expect(isClose(geometry.segmentWidth, .pi / 6, within: 1e-15))
    }

    @Test(arguments: [Int.min, -1, 0, 1, 361, 1000])
    func refusesSegmentCountsOutsideTheRange(count: Int) {
        #expect(throws: WheelError.segmentCountOutOfRange(count)) { try WheelGeometry(segmentCount: count) }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func refusesNonFiniteAngles(angle: Double) throws {
        #expect(throws: WheelError.self) { try WheelGeometry(pointerAngle: angle) }
        #expect(throws: WheelError.self) { try WheelGeometry.standard.segment(under: angle) }
    }

    @Test func segmentZeroIsUnderThePointerAtRestAndTheWheelTurningClockwiseBringsTheLastOne() throws {
        let geometry = WheelGeometry.standard
        #expect(try geometry.segment(under: 0) == 0)
        // Turning the wheel clockwise moves segment 11 (counter-clockwise of 0) under the pointer.
        #expect(try geometry.segment(under: 0.6) == 11)
        #expect(try geometry.segment(under: -0.6) == 1)
        #expect(try geometry.segment(under: 2 * .pi * 1000 + 0.1) == 0)
    }

    /// Every border, computed the way a caller would, belongs to the segment that starts there,
    /// for every segment count, at several pointer angles and whole turns of offset.
    @Test(arguments: [0.0, 0.3, 2.5, -1.0])
    func bordersBelongToTheSegmentStartingThere(pointer: Double) throws {
        for count in WheelGeometry.segmentCountRange {
            let geometry = try WheelGeometry(segmentCount: count, pointerAngle: pointer)
            let width = 2 * Double.pi / Double(count)
            for segment in 0..<count {
                for turns in [0.0, 3, -7, 250] {
                    let border = pointer - (Double(segment) - 0.5) * width + turns * 2 * .pi
                    let found = try geometry.segment(under: border)
                    if found != segment {
                        Issue.record(
                            "N=\(count) pointer=\(pointer) segment \(segment) turns \(turns): got \(found)")
                        return
                    }
                    // Just past the border (towards the segment's interior) is still the segment;
                    // just before it is the previous one.
                    let inside = try geometry.segment(under: border - width * 1e-6)
                    let before = try geometry.segment(under: border + width * 1e-6)
                    #expect(inside == segment)
                    #expect(before == (segment + count - 1) % count)
                }
            }
        }
    }

    @Test func placingAPointOfASegmentPutsThatSegmentUnderThePointer() throws {
        var generator = Xoshiro256StarStar(seed: 7)
        for _ in 0..<20_000 {
            let count = 2 + generator.nextInt(below: 359)
            let geometry = try WheelGeometry(
                segmentCount: count, pointerAngle: generator.nextUnitDouble() * 20 - 10)
            let segment = generator.nextInt(below: count)
            let fraction = generator.nextUnitDouble()
            let angle = try geometry.wheelAngle(placing: fraction, of: segment)
            #expect(angle >= 0 && angle < 2 * .pi)
            #expect(try geometry.segment(under: angle) == segment)
        }
    }

    @Test func refusesSegmentsAndFractionsOutsideTheWheel() {
        let geometry = WheelGeometry.standard
        #expect(throws: WheelError.segmentOutOfRange(segment: 12, segmentCount: 12)) {
            try geometry.wheelAngle(centring: 12)
        }
        #expect(throws: WheelError.self) { try geometry.wheelAngle(placing: 1, of: 0) }
        #expect(throws: WheelError.self) { try geometry.wheelAngle(placing: .nan, of: 0) }
    }

    @Test func hugeFiniteAnglesStillMapToASegment() throws {
        let segment = try WheelGeometry(segmentCount: 7).segment(under: 1e300)
        #expect((0..<7).contains(segment))
    }
}
