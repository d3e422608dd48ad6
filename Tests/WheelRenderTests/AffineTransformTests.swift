import TestSupport
import Testing

@testable import WheelRender

@Suite struct AffineTransformTests {
    @Test func positiveTurnsAreClockwiseOnScreen() {
        // y points down: 12 o'clock (0, −1) turns a quarter to 3 o'clock (1, 0).
        let turned = AffineTransform.rotation(Double.pi / 2).apply(x: 0, y: -1)
        #expect(turned.x == 1 && turned.y == 0)
    }

    @Test(arguments: -9...9)
    func quarterTurnsAreExact(quarters: Int) {
        let (sine, cosine) = AffineTransform.sineCosine(Double(quarters) * Double.pi / 2)
        let expected: [(Double, Double)] = [(0, 1), (1, 0), (0, -1), (-1, 0)]
        let index = ((quarters % 4) + 4) % 4
        #expect(sine == expected[index].0 && cosine == expected[index].1)
    }

    @Test func inverseUndoesTheMap() {
        let map = AffineTransform.scale(x: 2, y: 3).concatenating(.rotation(0.7)).concatenating(
            .translation(x: 5, y: -4))
        let point = map.apply(x: 1.5, y: -2.25)
        let back = map.inverted.apply(x: point.x, y: point.y)
        #expect(abs(back.x - 1.5) < 1e-12 && abs(back.y + 2.25) < 1e-12)
    }
}
