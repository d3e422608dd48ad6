import TestSupport
import Testing

@testable import WheelPNG

/// The chunks slicing copies (PLTE, tRNS, gAMA, cHRM, sRGB, iCCP, sBIT, pHYs) are read as
/// the file states them and written back unchanged.
@Suite struct MetadataTests {
    /// A small ICC profile that libpng accepts: a 128-byte header, a one-entry tag table and
    /// 200 bytes of seeded noise as the tag's data. (libpng's reader refuses an iCCP chunk
    /// of fewer than 92 bytes, so a tiny, well-compressible profile would not come back.)
    static func iccProfile(colorSpace: String = "RGB ") -> [UInt8] {
        let length = 128 + 4 + 12 + 200
        var profile = [UInt8](repeating: 0, count: length)
        profile.replaceSubrange(0..<4, with: StoredDeflate.bigEndian(UInt32(length)))
        profile.replaceSubrange(8..<12, with: [0x02, 0x10, 0, 0])
        profile.replaceSubrange(12..<16, with: Array("mntr".utf8))
        profile.replaceSubrange(16..<20, with: Array(colorSpace.utf8))
        profile.replaceSubrange(20..<24, with: Array("XYZ ".utf8))
        profile.replaceSubrange(36..<40, with: Array("acsp".utf8))
        // The D50 illuminant PNG's ICC checks expect.
        profile.replaceSubrange(68..<80, with: [0, 0, 0xF6, 0xD6, 0, 1, 0, 0, 0, 0, 0xD3, 0x2D])
        profile.replaceSubrange(128..<132, with: StoredDeflate.bigEndian(1))
        profile.replaceSubrange(
            132..<144, with: Array("desc".utf8) + StoredDeflate.bigEndian(144) + StoredDeflate.bigEndian(200))
        var generator = SeededGenerator(seed: 99)
        profile.replaceSubrange(144..<344, with: generator.bytes(200))
        return profile
    }

    static let rgbHeader = PNGHeader(width: 5, height: 3, bitDepth: 8, colorType: .rgb)

    static let colourChunks = PNGMetadata(
        gamma: 45455, chromaticities: .sRGB, sRGBIntent: .relativeColorimetric,
        significantBits: PNGSignificantBits(red: 5, green: 6, blue: 5),
        physicalDimensions: PNGPhysicalDimensions(
            pixelsPerUnitX: 5669, pixelsPerUnitY: 5669, unitIsMeter: true))

    static func word(_ value: UInt32) -> [UInt8] { StoredDeflate.bigEndian(value) }

    @Test func handWrittenColourChunksAreReadAsStated() throws {
        let c = PNGChromaticities.sRGB
        let chunks = [
            ChunkedFile.Chunk("gAMA", Self.word(45455)),
            ChunkedFile.Chunk(
                "cHRM",
                [c.whiteX, c.whiteY, c.redX, c.redY, c.greenX, c.greenY, c.blueX, c.blueY].flatMap(Self.word)),
            ChunkedFile.Chunk("sRGB", [1]),
            ChunkedFile.Chunk("sBIT", [5, 6, 5]),
            ChunkedFile.Chunk("pHYs", Self.word(5669) + Self.word(5669) + [1]),
            ChunkedFile.Chunk("tEXt", Array("Comment\0ignored".utf8)),
        ]
        let rows = PackedRows.random(Self.rgbHeader, seed: 1)
        let image = try PNGDecoder().decode(ReferencePNG.file(rows, before: chunks).bytes, name: "colour.png")
        var expected = Self.colourChunks
        expected.ancillaryChunks = [
            PNGAncillaryChunk(type: "tEXt", data: Array("Comment\0ignored".utf8), placement: .beforePalette)
        ]
        #expect(image.metadata == expected)
    }

    /// A pHYs unit byte other than 0 and 1 is read and written as it stands, as libpng keeps
    /// it (it was written back as 0, "unknown unit", with nothing said).
    @Test func aPhysicalUnitOfAnotherValueIsKept() throws {
        let rows = PackedRows.random(Self.rgbHeader, seed: 4)
        let chunk = ChunkedFile.Chunk("pHYs", Self.word(100) + Self.word(100) + [5])
        let image = try PNGDecoder().decode(ReferencePNG.file(rows, before: [chunk]).bytes, name: "unit.png")
        #expect(image.metadata.physicalDimensions?.unit == 5)
        #expect(image.metadata.physicalDimensions?.unitIsMeter == false)
        let written = try PNGEncoder().encode(image)
        #expect(ChunkedFile(parsing: written).chunks.first { $0.type == "pHYs" }?.data == chunk.data)
    }

    @Test func handWrittenICCProfileIsReadAsStated() throws {
        let profile = Self.iccProfile()
        let chunk = ChunkedFile.Chunk(
            "iCCP", Array("Test profile\0".utf8) + [0] + StoredDeflate.zlib(profile))
        let rows = PackedRows.random(Self.rgbHeader, seed: 2)
        let image = try PNGDecoder().decode(ReferencePNG.file(rows, before: [chunk]).bytes, name: "icc.png")
        #expect(image.metadata.iccProfile == PNGICCProfile(name: "Test profile", profile: profile))
    }

    @Test func sRGBAloneDoesNotInventGammaOrChromaticities() throws {
        let rows = PackedRows.random(Self.rgbHeader, seed: 3)
        let file = ReferencePNG.file(rows, before: [ChunkedFile.Chunk("sRGB", [0])])
        let image = try PNGDecoder().decode(file.bytes, name: "srgb.png")
        #expect(image.metadata == PNGMetadata(sRGBIntent: .perceptual))
    }

    @Test func colourChunksRoundTripThroughTheEncoder() throws {
        let rows = PackedRows.random(Self.rgbHeader, seed: 4)
        let source = try PNGImage(header: Self.rgbHeader, rows: rows.bytes, metadata: Self.colourChunks)
        let encoded = try PNGEncoder().encode(source)
        #expect(try PNGDecoder().decode(encoded, name: "colour.png") == source)
        // And the chunks hold exactly these bytes, read by the tests' own parser.
        let file = try ReferencePNG.decode(encoded).file
        #expect(file.chunks.first { $0.type == "gAMA" }?.data == Self.word(45455))
        #expect(file.chunks.first { $0.type == "sRGB" }?.data == [1])
        #expect(file.chunks.first { $0.type == "sBIT" }?.data == [5, 6, 5])
        #expect(file.chunks.first { $0.type == "pHYs" }?.data == Self.word(5669) + Self.word(5669) + [1])
    }

    @Test func iccProfileRoundTripsAndWinsOverSRGB() throws {
        let rows = PackedRows.random(Self.rgbHeader, seed: 5)
        let profile = PNGICCProfile(name: "Café profile", profile: Self.iccProfile())
        var metadata = PNGMetadata(gamma: 100_000, iccProfile: profile)
        let source = try PNGImage(header: Self.rgbHeader, rows: rows.bytes, metadata: metadata)
        #expect(try PNGDecoder().decode(PNGEncoder().encode(source), name: "icc.png") == source)

        // libpng refuses an sRGB chunk next to a gamma other than sRGB's, so drop the gamma.
        metadata.gamma = nil
        metadata.sRGBIntent = .perceptual
        let both = try PNGImage(header: Self.rgbHeader, rows: rows.bytes, metadata: metadata)
        let decoded = try PNGDecoder().decode(PNGEncoder().encode(both), name: "both.png")
        #expect(decoded.metadata.iccProfile == profile)
        #expect(decoded.metadata.sRGBIntent == nil)
        // Nor does the sRGB chunk leave gAMA and cHRM behind: the file gains no chunk.
        #expect(decoded.metadata.gamma == nil && decoded.metadata.chromaticities == nil)
    }

    @Test func grayProfileAndSignificantBitsRoundTrip() throws {
        let header = PNGHeader(width: 4, height: 4, bitDepth: 16, colorType: .grayAlpha)
        let metadata = PNGMetadata(
            iccProfile: PNGICCProfile(name: "gray", profile: Self.iccProfile(colorSpace: "GRAY")),
            significantBits: PNGSignificantBits(gray: 12, alpha: 10))
        let source = try PNGImage(
            header: header, rows: PackedRows.random(header, seed: 6).bytes, metadata: metadata)
        #expect(try PNGDecoder().decode(PNGEncoder().encode(source), name: "gray.png") == source)
    }

    @Test func paletteWithTransparencyAndSuggestedPaletteRoundTrip() throws {
        let palette = (0..<16).map {
            PNGPaletteEntry(red: UInt8($0 * 16), green: UInt8(255 - $0 * 16), blue: 7)
        }
        let header = PNGHeader(width: 9, height: 2, bitDepth: 4, colorType: .palette)
        let indexed = try PNGImage(
            header: header, rows: PackedRows.random(header, seed: 7).bytes,
            metadata: PNGMetadata(palette: palette, transparency: .paletteAlpha([0, 128, 255])))
        #expect(try PNGDecoder().decode(PNGEncoder().encode(indexed), name: "palette.png") == indexed)

        // RGB images may carry a suggested palette.
        let rgb = try PNGImage(
            header: Self.rgbHeader, rows: PackedRows.random(Self.rgbHeader, seed: 8).bytes,
            metadata: PNGMetadata(palette: palette, transparency: .rgb(red: 1, green: 2, blue: 3)))
        #expect(try PNGDecoder().decode(PNGEncoder().encode(rgb), name: "suggested.png") == rgb)
    }

    @Test(arguments: [
        (PNGHeader(width: 2, height: 2, bitDepth: 8, colorType: .palette), PNGMetadata()),
        (
            PNGHeader(width: 2, height: 2, bitDepth: 1, colorType: .palette),
            PNGMetadata(palette: Array(repeating: PNGPaletteEntry(red: 0, green: 0, blue: 0), count: 3))
        ),
        (
            PNGHeader(width: 2, height: 2, bitDepth: 8, colorType: .gray),
            PNGMetadata(palette: [PNGPaletteEntry(red: 0, green: 0, blue: 0)])
        ),
        (PNGHeader(width: 2, height: 2, bitDepth: 8, colorType: .rgba), PNGMetadata(transparency: .gray(1))),
        (
            PNGHeader(width: 2, height: 2, bitDepth: 8, colorType: .rgb),
            PNGMetadata(iccProfile: PNGICCProfile(name: "", profile: [1]))
        ),
    ])
    func metadataTheColourTypeCannotCarryIsRefused(header: PNGHeader, metadata: PNGMetadata) throws {
        let image = try PNGImage(
            header: header, rows: [UInt8](repeating: 0, count: header.counted.imageBytes), metadata: metadata)
        #expect {
            try PNGEncoder().encode(image)
        } throws: { error in
            guard case .invalidImage = error as? PNGError else { return false }
            return true
        }
    }

    @Test func profileLibpngRejectsFailsLoudly() throws {
        // A gray profile on an RGB image: libpng would drop it with a warning; the encoder
        // must not write the image without it.
        let metadata = PNGMetadata(
            iccProfile: PNGICCProfile(name: "wrong", profile: Self.iccProfile(colorSpace: "GRAY")))
        let image = try PNGImage(
            header: Self.rgbHeader, rows: [UInt8](repeating: 0, count: 45), metadata: metadata)
        #expect {
            try PNGEncoder().encode(image)
        } throws: { error in
            guard case .encodingFailed(let message) = error as? PNGError else { return false }
            return message.contains("GRAY")
        }
    }
}
