import TestSupport
import Testing

@testable import WheelPNG

/// What a decode says about a sheet's tRNS and bKGD is what libpng does with them: a tRNS
/// turned into alpha is used, not "ignored"; a bKGD that libpng would ignore (out of place,
/// an index past the palette, the wrong size) is dropped with libpng's words, never carried
/// into wedges as it was (found by the test sessions: pngcheck rejected every wedge).
@Suite struct BackgroundAndTransparencyWarningTests {
    /// A 4 × 1 palette image (indices 0...3, four colours) with `extra` chunks placed before
    /// or after PLTE.
    static func paletteFile(beforePalette: [ChunkedFile.Chunk] = [], afterPalette: [ChunkedFile.Chunk] = [])
        -> [UInt8]
    {
        let header = StoredDeflate.bigEndian(4) + StoredDeflate.bigEndian(1) + [8, 3, 0, 0, 0]
        let palette = ChunkedFile.Chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
        return ChunkedFile(
            chunks: [.init("IHDR", header)] + beforePalette + [palette] + afterPalette + [
                .init("IDAT", StoredDeflate.zlib([0, 0, 1, 2, 3])), .init("IEND"),
            ]
        ).bytes
    }

    @Test func aTransparencyTurnedIntoAlphaIsNotReportedIgnored() throws {
        let bytes = Self.paletteFile(afterPalette: [.init("tRNS", [0, 128])])
        var warnings: [PNGWarning] = []
        let rgba = try PNGDecoder().decodeRGBA(bytes, name: "p.png", warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(rgba.pixels[3] == 0 && rgba.pixels[7] == 128 && rgba.pixels[11] == 255)
    }

    @Test(arguments: [
        ([ChunkedFile.Chunk("bKGD", [1])], [ChunkedFile.Chunk](), "out of place"),
        ([], [ChunkedFile.Chunk("bKGD", [4])], "invalid index"),
        ([], [ChunkedFile.Chunk("bKGD", [0, 1])], "invalid"),
        ([], [ChunkedFile.Chunk("bKGD", [1]), ChunkedFile.Chunk("bKGD", [2])], "duplicate"),
    ])
    func aBackgroundLibpngWouldIgnoreIsDropped(
        before: [ChunkedFile.Chunk], after: [ChunkedFile.Chunk], reason: String
    ) throws {
        let bytes = Self.paletteFile(beforePalette: before, afterPalette: after)
        for rgba in [false, true] {
            var warnings: [PNGWarning] = []
            if rgba {
                _ = try PNGDecoder().decodeRGBA(bytes, name: "p.png", warnings: &warnings)
            } else {
                let image = try PNGDecoder().decode(bytes, name: "p.png", warnings: &warnings)
                let kept = image.metadata.ancillaryChunks.filter { $0.type == "bKGD" }
                #expect(kept.map(\.data) == (reason == "duplicate" ? [[1]] : []))
            }
            #expect(warnings.map(\.description) == ["p.png: libpng ignored the 'bKGD' chunk (\(reason))"])
        }
    }

    /// A valid background read before an RGB image's suggested palette is kept, after the
    /// palette, where the specification puts it.
    @Test func anRGBBackgroundBeforeASuggestedPaletteMovesAfterIt() throws {
        let header = StoredDeflate.bigEndian(1) + StoredDeflate.bigEndian(1) + [8, 2, 0, 0, 0]
        let bytes = ChunkedFile(chunks: [
            .init("IHDR", header), .init("bKGD", [0, 1, 0, 2, 0, 3]), .init("PLTE", [1, 2, 3]),
            .init("IDAT", StoredDeflate.zlib([0, 7, 8, 9])), .init("IEND"),
        ]).bytes
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(bytes, name: "rgb.png", warnings: &warnings)
        #expect(warnings.isEmpty)
        let background = image.metadata.ancillaryChunks.filter { $0.type == "bKGD" }
        #expect(background.map(\.placement) == [.beforeImageData])
        let encoded = try PNGEncoder().encode(image)
        let order = try PNGFileInfo(parsing: encoded, name: "out.png").chunks.map(\.type)
        let plte = try #require(order.firstIndex(of: "PLTE"))
        let bkgd = try #require(order.firstIndex(of: "bKGD"))
        #expect(plte < bkgd)
    }
}
