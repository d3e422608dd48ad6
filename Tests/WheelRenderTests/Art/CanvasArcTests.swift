import Testing

@testable import WheelRender

/// Arcs are points at most 7.5° apart, in at most 65,536 steps: a span of 1e300° stopped the
/// process converting its step count to an Int.
@Suite struct CanvasArcTests {
    @Test func anArcIsSpacedAtMostSevenAndAHalfDegrees() {
        let quarter = CanvasPoint(0, 0).arc(radiusX: 10, radiusY: 10, from: 0, to: 90)
        #expect(quarter.count == 13)
        #expect(abs(quarter[12].x) < 1e-9 && abs(quarter[12].y - 10) < 1e-9)
    }

    @Test func aHugeOrNonFiniteSpanStillEnds() {
        #expect(CanvasPoint(0, 0).arc(radiusX: 1e300, radiusY: 1, from: 0, to: 1e300).count == 65_537)
        #expect(CanvasPoint(0, 0).arc(radiusX: 1, radiusY: 1, from: 0, to: .infinity).count == 2)
        #expect(CanvasPoint(0, 0).arc(radiusX: 1, radiusY: 1, from: .nan, to: 1).count == 2)
    }
}
