import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// Borders are computed in points, so every scale of a drawing cuts at the same places, and
/// other scales are area-resampled from the sheet.
@Suite struct ScaleTests {
    /// 25 × 4 pt, so 12 wedges are 2 or 3 pt wide.
    static let drawing = TestSheet.drawing(width: 25, height: 4, seed: 51)

    static func rgba(_ wedge: EncodedWedge) throws -> RGBAImage {
        try PNGDecoder().decodeRGBA(wedge.bytes, name: wedge.file.path)
    }

    /// The drawing's wedge `index` at 1x, cut by hand.
    static func expectedWedge(_ index: Int, partition: SlicePartition, scale: SliceScale) -> RGBAImage {
        let columns = partition.pointRange(ofValidated: index)
        var wedge = RGBAImage(validatedWidth: columns.count, height: drawing.height)
        for y in 0..<drawing.height {
            for (x, sourceX) in columns.enumerated() { wedge[x, y] = drawing[sourceX, y] }
        }
        return TestSheet.replicated(wedge, by: scale.wholeValue ?? 1)
    }

    @Test func everyScaleOfADrawingCutsAtTheSameBorders() throws {
        for scale in 1...3 {
            let sliceScale = try #require(SliceScale(scale))
            let sheet = try SpriteSheet(
                image: TestSheet.png(TestSheet.replicated(Self.drawing, by: scale)), name: "d@\(scale)x.png",
                scale: sliceScale)
            let result = try WheelSlicer.slice(sheet)
            #expect(result.plan.partition.bordersInPoints == [0, 2, 4, 6, 8, 10, 13, 15, 17, 19, 21, 23, 25])
            for wedge in result.wedges {
                #expect(wedge.file.method == .exactCut)
                let expected = Self.expectedWedge(
                    wedge.file.index, partition: result.plan.partition, scale: sliceScale)
                #expect(try Self.rgba(wedge) == expected, "@\(scale)x wedge \(wedge.file.index)")
            }
        }
    }

    @Test func lowerScalesAreAreaAveragedFromTheSheet() throws {
        let sheet = try SpriteSheet(
            image: TestSheet.png(TestSheet.replicated(Self.drawing, by: 3)), name: "d@3x.png", scale: 3)
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(scales: [2, 1, 3, 2]))
        #expect(result.plan.scales == [1, 2, 3])
        #expect(result.wedges.count == 36)
        for wedge in result.wedges {
            #expect(wedge.file.method == (wedge.file.scale == 3 ? .exactCut : .downscaled))
            // Averaging blocks of equal pixels gives the drawing back at each scale, even 3x → 2x,
            // whose target pixels never straddle two drawing pixels.
            let expected = Self.expectedWedge(
                wedge.file.index, partition: result.plan.partition, scale: wedge.file.scale)
            #expect(try Self.rgba(wedge) == expected, "@\(wedge.file.scale)x wedge \(wedge.file.index)")
        }
    }

    @Test func upscalingIsRefusedUnlessAllowed() throws {
        let sheet = try SpriteSheet(image: TestSheet.png(Self.drawing), name: "d.png", scale: 1)
        #expect(throws: SliceError.upscaleRefused(sheet: "d.png", sheetScale: 1, requested: 2)) {
            try WheelSlicer.slice(sheet, options: SliceOptions(scales: [1, 2, 3]))
        }
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(scales: [2, 3], allowUpscale: true))
        #expect(result.wedges.count == 24)
        for wedge in result.wedges {
            #expect(wedge.file.method == .upscaled)
            // Whole factors repeat each pixel: the same drawing, crisp.
            let expected = Self.expectedWedge(
                wedge.file.index, partition: result.plan.partition, scale: wedge.file.scale)
            #expect(try Self.rgba(wedge) == expected)
        }
    }

    @Test func resampledWedgesAreRGBAWithTheColourChunksThatStillApply() throws {
        var image = TestSheet.random(.palette, depth: 8, width: 12, height: 6, seed: 52, transparency: true)
        image.metadata.gamma = 45455
        image.metadata.chromaticities = .sRGB
        image.metadata.sRGBIntent = .saturation
        image.metadata.significantBits = PNGSignificantBits(red: 5, green: 6, blue: 5)
        image.metadata.physicalDimensions = PNGPhysicalDimensions(
            pixelsPerUnitX: 8504, pixelsPerUnitY: 4252, unitIsMeter: true)
        let result = try WheelSlicer.slice(
            SpriteSheet(image: image, name: "p@3x.png", scale: 3),
            options: SliceOptions(segments: 2, scales: [1, 3]))
        for wedge in result.wedges {
            let decoded = try PNGDecoder().decode(wedge.bytes, name: wedge.file.path)
            if wedge.file.scale == 3 {
                #expect(decoded.header.colorType == .palette && decoded.metadata == image.metadata)
                continue
            }
            #expect(decoded.header.colorType == .rgba && decoded.header.bitDepth == 8)
            #expect(
                decoded.metadata
                    == PNGMetadata(
                        gamma: 45455, chromaticities: .sRGB, sRGBIntent: .saturation,
                        physicalDimensions: PNGPhysicalDimensions(
                            pixelsPerUnitX: 2835, pixelsPerUnitY: 1417, unitIsMeter: true)))
        }
    }

    @Test func grayProfilesAreDroppedFromRGBACopies() {
        let gray = PNGICCProfile(name: "g", profile: TestSheet.iccProfile(colorSpace: "GRAY"))
        let rgb = PNGICCProfile(name: "c", profile: TestSheet.iccProfile(colorSpace: "RGB "))
        let aspect = PNGPhysicalDimensions(pixelsPerUnitX: 3, pixelsPerUnitY: 2, unitIsMeter: false)
        let grayCopy = PNGMetadata(iccProfile: gray, physicalDimensions: aspect)
            .resampled(
                from: PNGHeader(width: 1, height: 1, bitDepth: 8, colorType: .grayAlpha), sourceScale: 2,
                targetScale: 1)
        #expect(grayCopy == PNGMetadata(physicalDimensions: aspect))
        let colourCopy = PNGMetadata(iccProfile: rgb).resampled(
            from: PNGHeader(width: 1, height: 1, bitDepth: 8, colorType: .rgba), sourceScale: 2,
            targetScale: 3)
        #expect(colourCopy == PNGMetadata(iccProfile: rgb))
        let dense = PNGPhysicalDimensions(pixelsPerUnitX: 1, pixelsPerUnitY: 3779, unitIsMeter: true)
        #expect(
            PNGMetadata(physicalDimensions: dense).resampled(
                from: PNGHeader(width: 1, height: 1, bitDepth: 8, colorType: .rgb), sourceScale: 3,
                targetScale: 1
            )
            .physicalDimensions
                == PNGPhysicalDimensions(pixelsPerUnitX: 1, pixelsPerUnitY: 1260, unitIsMeter: true))
    }

    @Test func upscalingBetweenTwoAndThreeBlendsOnlyStraddledPixels() throws {
        // 2x → 3x: each pair of source pixels becomes three; the middle one straddles both.
        var image = RGBAImage(validatedWidth: 2, height: 2, fill: (0, 0, 0, 255))
        for y in 0..<2 {
            image[0, y] = (90, 0, 0, 255)
            image[1, y] = (30, 0, 0, 255)
        }
        let large = try AreaResampler.resample(image, from: 2, to: 3)
        #expect(large.width == 3 && large.height == 3)
        #expect((0..<3).map { large[$0, 1].0 } == [90, 60, 30])
    }
}
