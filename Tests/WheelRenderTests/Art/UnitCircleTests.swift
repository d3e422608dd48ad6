import Foundation
import TestSupport
import Testing

@testable import WheelRender

@Suite struct UnitCircleTests {
    private static let angles = (-400...400).map { Double($0) * 0.0173 }

    @Test func sineAndCosineMatchTheSystemLibrary() {
        for angle in Self.angles {
            #expect((UnitCircle.sine(angle) - sin(angle)).magnitude < 1e-15, "sin \(angle)")
            #expect((UnitCircle.cosine(angle) - cos(angle)).magnitude < 1e-15, "cos \(angle)")
        }
    }

    @Test func angleInvertsDirection() {
        for step in 0..<720 {
            let angle = Double(step) * Double.pi / 360
            let direction = UnitCircle.direction(clockwiseFromTop: angle)
            let measured = UnitCircle.angle(x: direction.x * 3, y: direction.y * 3)
            let difference = (measured - angle).magnitude
            #expect(min(difference, 2 * Double.pi - difference) < 1e-9, "angle \(angle) measured \(measured)")
        }
        #expect(UnitCircle.angle(x: 0, y: 0) == 0)
        #expect(UnitCircle.angle(x: 1, y: 0) == Double.pi / 2)
    }
}
