import Testing
import WheelPNG

/// Regions, sizes and strides a caller gives the animation steps are checked, not trusted:
/// a region outside its frame or canvas, or sizes whose products overflow, stopped the process.
@Suite struct APNGRegionTests {
    static func change(_ region: APNGFrameRegion, isFirst: Bool = false) -> APNGFrameChange {
        APNGFrameChange(
            region: region, blend: .source, disposeOfPrevious: .none, layout: .rgba,
            cornerPixel: [0, 0, 0, 0],
            isFirst: isFirst)
    }

    @Test(arguments: [
        (APNGFrameRegion(x: -1, y: 0, width: 2, height: 2), 4),
        (APNGFrameRegion(x: 0, y: -1, width: 2, height: 2), 4),
        (APNGFrameRegion(x: 0, y: 0, width: 0, height: 2), 4),
        (APNGFrameRegion(x: 0, y: 0, width: 2, height: -1), 4),
        (APNGFrameRegion(x: Int.max, y: 0, width: 2, height: 2), 4),
        (APNGFrameRegion(x: 0, y: Int.max, width: 2, height: 2), 4),
        (APNGFrameRegion(x: 0, y: 0, width: 2, height: 2), Int.max),
    ])
    func aRegionOutsideTheFrameIsRefused(region: APNGFrameRegion, frameWidth: Int) {
        let pixels = [UInt8](repeating: 0, count: 4 * 4 * 4)
        #expect(
            throws: PNGError.invalidImage(
                reason: "a \(region) region does not fit a \(frameWidth) × 4 frame of 64 bytes")
        ) {
            try pixels.withUnsafeBytes {
                try FrameEncoder.frames.compress(
                    .store(Self.change(region), blendedPixels: nil), frame: $0, width: frameWidth, height: 4)
            }
        }
    }

    @Test func blendedPixelsOfAHugeRegionAreRefused() {
        let region = APNGFrameRegion(x: 0, y: 0, width: Int.max, height: 1)
        #expect(
            throws: PNGError.invalidImage(reason: "a \(region) region does not fit a 1 × 1 frame of 4 bytes")
        ) {
            try [UInt8](repeating: 0, count: 4).withUnsafeBytes {
                try FrameEncoder.frames.compress(
                    .store(Self.change(region), blendedPixels: [0, 0, 0, 0]), frame: $0, width: 1, height: 1)
            }
        }
    }

    @Test(arguments: [
        APNGFrameRegion(x: -1, y: 0, width: 2, height: 2),
        APNGFrameRegion(x: 0, y: 0, width: 5, height: 4),
        APNGFrameRegion(x: 0, y: 0, width: 4, height: 0),
        APNGFrameRegion(x: 3, y: Int.max, width: 1, height: 1),
    ])
    func aStoredFrameOutsideTheCanvasIsRefused(region: APNGFrameRegion) throws {
        var writer = try APNGStreamWriter(
            width: 4, height: 4, timing: APNGFrameTiming(framesPerSecond: 60))
        #expect(throws: PNGError.invalidImage(reason: "a \(region) frame does not fit the 4 × 4 canvas")) {
            try writer.append(.store(Self.change(region, isFirst: true), zlibStream: []))
        }
    }

    @Test func aRegionTooLargeToCountHasNoArea() {
        #expect(APNGFrameRegion(x: 0, y: 0, width: Int.max, height: 2).area == nil)
        #expect(APNGFrameRegion(x: 0, y: 0, width: 3, height: 2).area == 6)
    }

    @Test func aRectangleThatDoesNotFitIsReadAsNothing() throws {
        let pixels = [UInt8](repeating: 255, count: 8)
        var mapper = APNGPaletteMapper(palette: try APNGPalette(colors: [0xFF0000, 0x00FF00, 0x0000FF]))
        pixels.withUnsafeBytes { pixels in
            #expect(FrameEncoder.layout(of: pixels, width: 1, height: 3, rowStride: .max) == .rgba)
            #expect(FrameEncoder.layout(of: pixels, width: 2, height: 1, rowStride: 8) == .rgb)
            #expect(mapper.indices(of: pixels, width: -1, height: 2, rowStride: 4).isEmpty)
            #expect(mapper.indices(of: pixels, width: 1, height: 3, rowStride: 4).isEmpty)
            #expect(mapper.indices(of: pixels, width: 2, height: 1, rowStride: 8) == [1, 1])
        }
    }
}
