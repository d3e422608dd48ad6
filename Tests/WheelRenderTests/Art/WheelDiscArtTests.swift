import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct WheelDiscArtTests {
    /// The pixel at `radius` points from the wheel centre in the direction `degrees` clockwise
    /// from 12 o'clock.
    private func pixel(_ image: RGBAImage, scale: Int, radius: Double, degrees: Double) -> (
        UInt8, UInt8, UInt8, UInt8
    ) {
        let point = CanvasPoint(143, 143).offset(by: radius, clockwiseFromTop: degrees * Double.pi / 180)
        return image[Int(point.x * Double(scale)), Int(point.y * Double(scale))]
    }

    @Test(arguments: BuiltInArt.scales)
    func segmentsAlternateRedAndAmberFromTwelveOClock(_ scale: Int) {
        let wheel = RenderedAssets.image(.wheel, scale: scale)
        for segment in 0..<12 {
            for offset in [-10.0, 0, 10] {
                let (red, green, blue, alpha) = pixel(
                    wheel, scale: scale, radius: 100, degrees: Double(segment) * 30 + offset)
                #expect(alpha == 255)
                if segment % 2 == 0 {
                    #expect(
                        red > 150 && green < 80 && blue < 80,
                        "segment \(segment) is red: \(red), \(green), \(blue)")
                } else {
                    #expect(
                        red > 200 && green > 120 && blue < 110,
                        "segment \(segment) is amber: \(red), \(green), \(blue)")
                }
            }
        }
    }

    @Test(arguments: BuiltInArt.scales)
    func outerEdgeIsAntiAliased(_ scale: Int) {
        let wheel = RenderedAssets.image(.wheel, scale: scale)
        var partial = 0
        for degrees in stride(from: 0.0, to: 360, by: 1) {
            // Walk outwards across the rim's outer edge and look for an in-between alpha.
            let alphas = stride(from: 130.0, through: 134, by: 0.25 / Double(scale)).map {
                pixel(wheel, scale: scale, radius: $0, degrees: degrees).3
            }
            #expect(alphas.first == 255 && alphas.last == 0)
            if alphas.contains(where: { $0 > 0 && $0 < 255 }) { partial += 1 }
        }
        #expect(partial >= 300, "only \(partial) of 360 directions cross a partially covered pixel")
    }

    @Test(arguments: BuiltInArt.scales)
    func outsideTheDiscIsTransparent(_ scale: Int) {
        let wheel = RenderedAssets.image(.wheel, scale: scale)
        for degrees in stride(from: 0.0, to: 360, by: 7.5) {
            #expect(pixel(wheel, scale: scale, radius: 134, degrees: degrees).3 == 0)
        }
    }
}

/// Past the 24 segments the built-in sheets are drawn for, the layers are still drawn for any
/// wheel (a sheet of the user's own does the rest), the disc keeping its colours as the
/// dividers thin.
@Suite struct ManySegmentLayerTests {
    @Test func theLayersDrawForEveryWheelAndTheSheetsUpTo24() throws {
        for segments in [25, 41] {
            let wheel = try BuiltInArt.image(.wheel, scale: 1, segments: segments)
            #expect(wheel.width == 286 && wheel.height == 286)
            _ = try BuiltInArt.image(.selectionWedge, scale: 1, segments: segments)
            #expect(throws: BuiltInArtError.unsupportedSegmentCount(segments, asset: .sheet)) {
                try BuiltInArt.image(.sheet, scale: 1, segments: segments)
            }
        }
        #expect(throws: BuiltInArtError.unsupportedSegmentCount(361, asset: .wheel)) {
            try BuiltInArt.image(.wheel, scale: 1, segments: 361)
        }
    }

    /// At 60 segments (6° each) the middle of every segment, halfway out, is still its own
    /// colour (red for the even ones), not the dividers' gold.
    @Test func sixtySegmentsKeepTheirColours() throws {
        let wheel = try BuiltInArt.image(.wheel, scale: 2, segments: 60)
        for segment in stride(from: 0, to: 60, by: 2) {
            let point = CanvasPoint(143, 143).offset(
                by: 100, clockwiseFromTop: Double(segment) * 6 * Double.pi / 180)
            let (red, green, blue, _) = wheel[Int(point.x * 2), Int(point.y * 2)]
            #expect(red > 150 && green < 80 && blue < 80, "segment \(segment): \(red), \(green), \(blue)")
        }
    }

    /// A sheet of 30 images is all a 30-segment screen needs.
    @Test func aSheetOfThirtyTakesTheBuiltInLayers() throws {
        let cells = (0..<30).map { _ in RGBAImage(validatedWidth: 20, height: 47, fill: (1, 2, 3, 255)) }
        let assets = try WheelAssets(scale: 1, layers: [:], segments: cells, pressedSegments: cells)
        #expect(assets.segmentCount == 30)
        #expect(assets.wheel == (try BuiltInArt.image(.wheel, scale: 1, segments: 30)))
    }
}
