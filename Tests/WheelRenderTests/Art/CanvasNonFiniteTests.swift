import Testing

@testable import WheelRender

/// Shapes, colours and opacities with NaN or infinite values, which a caller of the library can
/// pass, stopped the process converting a pixel edge to an Int or a level to a UInt8: a shape
/// with a NaN edge covers nothing, an infinite edge reaches the canvas's, and a NaN level is 0.
@Suite struct CanvasNonFiniteTests {
    static let red = CanvasColor(red: 1, green: 0, blue: 0)

    @Test(arguments: [
        CanvasShape.circle(center: CanvasPoint(.nan, 0), radius: 1),
        .circle(center: CanvasPoint(1, 1), radius: .nan),
        .circle(center: CanvasPoint(.infinity, .infinity), radius: 1),
        .circle(center: CanvasPoint(-.infinity, 2), radius: 1),
        .circle(center: CanvasPoint(1e308, 1e308), radius: 1e308),
        .rectangle(CanvasRect(x: .nan, y: 0, width: 1, height: 1), cornerRadius: 0),
        .rectangle(
            CanvasRect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
            cornerRadius: .infinity),
        .rectangle(CanvasRect(x: 0, y: 0, width: 3, height: 3), cornerRadius: .nan),
        .stroke([[CanvasPoint(0, 0), CanvasPoint(2, 2)]], width: .nan),
        .ring(center: CanvasPoint(1, 1), innerRadius: .nan, outerRadius: 2),
        .ring(center: CanvasPoint(1, 1), innerRadius: 0, outerRadius: .infinity),
    ])
    func aNonFiniteShapeIsDrawnWithoutStopping(shape: CanvasShape) throws {
        var canvas = try Canvas(width: 4, height: 4, scale: 2)
        canvas.fill(shape, color: Self.red)
        #expect(canvas.image().pixels.count == 8 * 8 * 4)
    }

    @Test func aNaNOpacityOrLevelIsNothing() throws {
        var canvas = try Canvas(width: 4, height: 4)
        let disc = CanvasShape.circle(center: CanvasPoint(2, 2), radius: 1.5)
        canvas.fill(disc, color: Self.red, opacity: .nan)
        canvas.fill(disc, color: CanvasColor(red: .nan, green: 0, blue: 0, alpha: .nan))
        #expect(canvas.image().pixels.allSatisfy { $0 == 0 })
        let background = try Canvas(
            width: 2, height: 2, background: CanvasColor(red: .nan, green: 0, blue: 0))
        #expect(background.image().pixels == [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255])
        #expect(Canvas.unit(0.25) == 0.25 && Canvas.unit(-1) == 0 && Canvas.unit(7) == 1)
    }
}
