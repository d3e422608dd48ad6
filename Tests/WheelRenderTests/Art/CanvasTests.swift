import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct CanvasTests {
    private func coveredArea(_ image: RGBAImage) -> Double {
        stride(from: 3, to: image.pixels.count, by: 4).reduce(0.0) { $0 + Double(image.pixels[$1]) / 255 }
    }

    @Test(arguments: [1, 2, 3])
    func circleCoverageMatchesItsAreaAtEveryScale(_ scale: Int) throws {
        var canvas = try Canvas(width: 30, height: 30, scale: scale)
        canvas.fill(.circle(center: CanvasPoint(15.3, 14.7), radius: 10), color: CanvasColor(hex: 0xFFFFFF))
        let area = coveredArea(canvas.image()) / Double(scale * scale)
        #expect((area - Double.pi * 100).magnitude < 0.5, "area \(area) pt²")
    }

    @Test func edgesHavePartialCoverageAndInteriorsFull() throws {
        var canvas = try Canvas(width: 20, height: 20)
        canvas.fill(
            .rectangle(CanvasRect(x: 4.5, y: 4, width: 10, height: 10), cornerRadius: 0),
            color: CanvasColor(hex: 0x000000))
        let image = canvas.image()
        #expect(image[4, 8].3 == 128)  // half of the pixel column is covered
        #expect(image[9, 8].3 == 255)
        #expect(image[2, 8].3 == 0)
    }

    @Test func polygonAndRectangleAgree() throws {
        var polygon = try Canvas(width: 20, height: 20, scale: 2)
        polygon.fill(
            .polygon([
                CanvasPoint(3, 4), CanvasPoint(15.5, 4), CanvasPoint(15.5, 12.25), CanvasPoint(3, 12.25),
            ]),
            color: CanvasColor(hex: 0x336699))
        var rectangle = try Canvas(width: 20, height: 20, scale: 2)
        rectangle.fill(
            .rectangle(CanvasRect(x: 3, y: 4, width: 12.5, height: 8.25), cornerRadius: 0),
            color: CanvasColor(hex: 0x336699))
        // Edges through pixel centres are exactly half covered, where either way of rounding
        // 127.5 is right; elsewhere the two must agree exactly.
        let differences = zip(polygon.image().pixels, rectangle.image().pixels).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 0 <= 1)
        #expect(differences.filter { $0 > 0 }.count < 60)
    }

    @Test func compositingIsPremultipliedOverAndRoundsOnce() throws {
        var canvas = try Canvas(width: 2, height: 1, background: CanvasColor(hex: 0x0000FF))
        let everything = CanvasShape.rectangle(CanvasRect(x: -1, y: -1, width: 4, height: 3), cornerRadius: 0)
        canvas.fill(everything, color: CanvasColor(hex: 0xFF0000), opacity: 0.5)
        #expect(canvas.image()[0, 0] == (128, 0, 128, 255))

        var clear = try Canvas(width: 1, height: 1)
        clear.fill(everything, color: CanvasColor(hex: 0xFFFFFF, alpha: 0.5))
        #expect(clear.image()[0, 0] == (255, 255, 255, 128))
        clear.fill(everything, color: CanvasColor(hex: 0x000000, alpha: 0.5))
        // Half black over half white: alpha 0.75, colour one third white.
        #expect(clear.image()[0, 0] == (85, 85, 85, 191))
    }

    @Test func subtractionLeavesAHole() throws {
        var canvas = try Canvas(width: 20, height: 20)
        let center = CanvasPoint(10, 10)
        canvas.fill(
            .subtraction(.circle(center: center, radius: 8), removing: .circle(center: center, radius: 4)),
            color: .init(hex: 0xFFFFFF))
        let image = canvas.image()
        #expect(image[10, 10].3 == 0)
        #expect(image[10, 4].3 == 255)
    }

    @Test func linearGradientRunsBetweenItsEndsAndClampsBeyond() throws {
        var canvas = try Canvas(width: 11, height: 1)
        canvas.fill(
            .rectangle(CanvasRect(x: 0, y: 0, width: 11, height: 1), cornerRadius: 0),
            with: .linearGradient(
                start: CanvasPoint(0.5, 0), end: CanvasPoint(10.5, 0),
                stops: [
                    GradientStop(0, CanvasColor(hex: 0x000000)), GradientStop(1, CanvasColor(hex: 0xFFFFFF)),
                ]))
        let image = canvas.image()
        #expect(image[0, 0] == (0, 0, 0, 255))
        #expect(image[5, 0] == (128, 128, 128, 255))
        #expect(image[10, 0] == (255, 255, 255, 255))
    }

    @Test func sectorCoversItsDirectionOnly() throws {
        var canvas = try Canvas(width: 40, height: 40)
        canvas.fill(
            .annularSector(
                center: CanvasPoint(20, 20), innerRadius: 5, outerRadius: 18, centerAngle: Double.pi / 2,
                halfAngle: Double.pi / 6),
            color: CanvasColor(hex: 0xFFFFFF))
        let image = canvas.image()
        #expect(image[32, 20].3 == 255)  // 3 o'clock, inside
        #expect(image[8, 20].3 == 0)  // 9 o'clock
        #expect(image[20, 8].3 == 0)  // 12 o'clock
        #expect(image[22, 20].3 == 0)  // inside the inner radius
    }

    /// A size or scale below 1, or a canvas whose samples cannot be counted, is refused with
    /// the values (each stopped the process).
    @Test(arguments: [(0, 4, 1), (4, -1, 1), (4, 4, 0), (1 << 40, 1 << 40, 1), (1 << 20, 1 << 20, 1 << 12)])
    func sizesNoCanvasHasAreRefused(width: Int, height: Int, scale: Int) {
        #expect(throws: RenderError.invalidCanvasSize(width: width, height: height, scale: scale)) {
            try Canvas(width: width, height: height, scale: scale)
        }
    }
}
