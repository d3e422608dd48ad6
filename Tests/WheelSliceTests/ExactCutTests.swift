import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// At the sheet's own scale a wedge is its region of the sheet, bit for bit, in the sheet's
/// colour type and bit depth, with the sheet's palette, transparency and colour chunks.
@Suite struct ExactCutTests {
    struct Format: CustomTestStringConvertible, Sendable {
        let type: PNGColorType
        let depth: Int
        let transparency: Bool
        var testDescription: String { "\(type.name) \(depth)-bit\(transparency ? " + tRNS" : "")" }
    }

    /// Every colour type and bit depth PNG allows; gray, RGB and palette also with tRNS.
    static let formats: [Format] = PNGColorType.allCases.flatMap { type in
        type.allowedBitDepths.flatMap { depth in
            (type.hasAlpha ? [false] : [false, true]).map {
                Format(type: type, depth: depth, transparency: $0)
            }
        }
    }

    /// Decodes every wedge and checks it against the region an independent bit-by-bit copy
    /// of the sheet gives, and that format and chunks are the sheet's.
    static func expectExactWedges(_ result: SliceResult, sheet: PNGImage) throws {
        // Every wedge the plan lists at the sheet's scale, so an empty result cannot pass.
        let expected = result.plan.wedgeFiles.filter { $0.scale == result.plan.sheet.scale }
        try #require(!expected.isEmpty)
        #expect(result.wedges.map(\.file) == expected)
        var covered = 0
        for wedge in result.wedges {
            let decoded = try PNGDecoder().decode(wedge.bytes, name: wedge.file.path)
            let columns = try result.plan.partition.pixelRange(
                of: wedge.file.index, scale: result.plan.sheet.scale)
            #expect(decoded.header.colorType == sheet.header.colorType)
            #expect(decoded.header.bitDepth == sheet.header.bitDepth)
            #expect(decoded.header.width == columns.count && decoded.header.height == sheet.header.height)
            #expect(decoded.rows == PackedPixels.region(sheet, columns: columns), "\(wedge.file.path)")
            #expect(decoded.metadata == sheet.metadata)
            covered += columns.count
        }
        #expect(covered == sheet.header.width * (result.plan.pressed == nil ? 1 : 2), "every column, once")
    }

    /// 25 pt cut in 12 gives wedges of 2 and 3 points, so 1-, 2- and 4-bit wedges start and
    /// end inside bytes; at @3x (75 pixels) the borders move again.
    @Test(arguments: formats, [1, 3])
    func everyFormatIsCutExactly(format: Format, scale: Int) throws {
        let image = TestSheet.random(
            format.type, depth: format.depth, width: 25 * scale, height: 2 * scale,
            seed: UInt64(format.depth * 10 + scale),
            transparency: format.transparency)
        let sheet = try SpriteSheet(
            image: image, name: "sheet@\(scale)x.png", scale: try #require(SliceScale(scale)))
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(segments: 12))
        #expect(result.plan.partition.bordersInPoints == [0, 2, 4, 6, 8, 10, 13, 15, 17, 19, 21, 23, 25])
        #expect(result.wedges.count == 12)
        try Self.expectExactWedges(result, sheet: image)
    }

    @Test func colourChunksAreCarriedOver() throws {
        var image = TestSheet.random(.rgb, depth: 8, width: 24, height: 3, seed: 5)
        image.metadata = PNGMetadata(
            palette: [PNGPaletteEntry(red: 1, green: 2, blue: 3)], gamma: 45455, chromaticities: .sRGB,
            sRGBIntent: .perceptual, significantBits: PNGSignificantBits(red: 5, green: 6, blue: 5),
            physicalDimensions: PNGPhysicalDimensions(
                pixelsPerUnitX: 5669, pixelsPerUnitY: 2835, unitIsMeter: true))
        let result = try WheelSlicer.slice(
            SpriteSheet(image: image, name: "chunks.png", scale: 1), options: SliceOptions(segments: 4))
        try Self.expectExactWedges(result, sheet: image)
    }

    @Test func iccProfileIsCarriedOver() throws {
        var image = TestSheet.random(.gray, depth: 4, width: 9, height: 2, seed: 6)
        image.metadata.iccProfile = PNGICCProfile(
            name: "Gray profile", profile: TestSheet.iccProfile(colorSpace: "GRAY"))
        image.metadata.significantBits = PNGSignificantBits(gray: 3)
        let result = try WheelSlicer.slice(
            SpriteSheet(image: image, name: "icc.png", scale: 1), options: SliceOptions(segments: 3))
        try Self.expectExactWedges(result, sheet: image)
    }

    @Test func shiftedRowsAreRepackedWithZeroPadding() throws {
        // One row of 1-bit pixels 1011 0011 1000 1111; columns 3..<12 are 1 0011 1000.
        let header = PNGHeader(width: 16, height: 1, bitDepth: 1, colorType: .gray)
        let image = try PNGImage(header: header, rows: [0b1011_0011, 0b1000_1111])
        #expect(ExactCut.shiftedRows(image, columns: 3..<12) == [0b1001_1100, 0b0000_0000])
        #expect(ExactCut.shiftedRows(image, columns: 9..<16) == [0b0001_1110])
        // Pixels of 2 bits: 10 11 00 11 | 10 00 11 11; pixels 1..<6 are 11 00 11 10 00.
        let wide = try PNGImage(
            header: PNGHeader(width: 8, height: 1, bitDepth: 2, colorType: .gray),
            rows: [0b1011_0011, 0b1000_1111])
        #expect(ExactCut.shiftedRows(wide, columns: 1..<6) == [0b1100_1110, 0b0000_0000])
    }

    @Test func aWedgeDoesNotDependOnItsNeighbour() throws {
        // 1-bit, 20 pixels cut in 2: wedge 0 ends inside a byte that also holds wedge 1's pixels.
        let image = TestSheet.random(.gray, depth: 1, width: 20, height: 3, seed: 7)
        var changed = image
        for y in 0..<3 {
            for x in 10..<20 {
                let pixel = PackedPixels.pixel(image.rows, header: image.header, x: x, y: y)
                PackedPixels.setPixel(&changed.rows, header: image.header, x: x, y: y, pixel ^ 1)
            }
        }
        let options = SliceOptions(segments: 2)
        let first = try WheelSlicer.slice(
            SpriteSheet(image: image, name: "a.png", scale: 1), options: options)
        let second = try WheelSlicer.slice(
            SpriteSheet(image: changed, name: "b.png", scale: 1), options: options)
        #expect(first.wedges[0].bytes == second.wedges[0].bytes)
        #expect(first.wedges[1].bytes != second.wedges[1].bytes)
    }

    /// Regression: `info` called such a sheet fine and `slice` called it damaged. libpng and
    /// browsers show the pixels opaque black; the wedges keep the indices, as the sheet has them.
    @Test func paletteIndicesPastThePaletteAreKept() throws {
        var image = TestSheet.random(.palette, depth: 8, width: 6, height: 2, seed: 8)
        image.rows[7] = 250  // the palette has 200 colours
        let result = try WheelSlicer.slice(
            SpriteSheet(image: image, name: "bad.png", scale: 1), options: SliceOptions(segments: 3))
        try Self.expectExactWedges(result, sheet: image)
        var small = TestSheet.random(.palette, depth: 4, width: 5, height: 1, seed: 9)
        small.metadata.palette = Array(small.metadata.palette?.prefix(14) ?? [])
        small.rows = [0x1E, 0x00, 0x00]  // indices 1, 14, 0, 0, 0: 14 is one past the end
        let smallResult = try WheelSlicer.slice(
            SpriteSheet(image: small, name: "small.png", scale: 1), options: SliceOptions(segments: 5))
        try Self.expectExactWedges(smallResult, sheet: small)
    }

    /// A plan carried out on sheets it was not made from is an error naming both (it stopped
    /// the process).
    @Test func aPlanOnAnotherSheetIsRefused() throws {
        let image = TestSheet.random(.gray, depth: 8, width: 20, height: 3, seed: 7)
        let wider = TestSheet.random(.gray, depth: 8, width: 22, height: 3, seed: 7)
        let sheet = try SpriteSheet(image: image, name: "a.png", scale: 1)
        let other = try SpriteSheet(image: wider, name: "b.png", scale: 1)
        let plan = try SlicePlan(sheet: sheet.geometry, options: SliceOptions(segments: 2))
        let error = SliceError.sheetNotPlanned(planned: sheet.geometry, given: other.geometry)
        #expect(throws: error) { try WheelSlicer.render(plan, sheet: other) }
        #expect(
            error.description
                == "the plan was made for a.png (20 × 3 pixels at @1x), but b.png (22 × 3 pixels at @1x) was "
                + "given; render a plan with the sheets it was made from")
        #expect(throws: SliceError.sheetNotPlanned(planned: nil, given: sheet.geometry)) {
            try WheelSlicer.render(plan, sheet: sheet, pressed: sheet)
        }
    }
}
