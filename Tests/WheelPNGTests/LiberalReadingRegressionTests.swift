import TestSupport
import Testing

@testable import WheelPNG

/// Files that libpng's defaults and browsers read, found in real sheets and public test
/// collections: each is read (with a warning where something was read past) and written
/// back with what was read. Every test here failed before: a refused file, a failed write or
/// a silently lost chunk.
@Suite struct LiberalReadingRegressionTests {
    static func decode(_ sheet: EdgeCaseSheet, limits: PNGLimits = .default) throws -> (
        PNGImage, [PNGWarning]
    ) {
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder(limits: limits).decode(
            sheet.file.bytes, name: "edge.png", warnings: &warnings)
        return (image, warnings)
    }

    /// Was: "libpng failed to encode the image: known incorrect sRGB profile".
    @Test func photoshopProfileIsWrittenWithItsExactBytes() throws {
        let (image, warnings) = try Self.decode(.photoshopProfile)
        #expect(warnings.isEmpty)
        #expect(image.metadata.iccProfile?.profile == PhotoshopSRGBProfile.bytes)
        let again = try PNGDecoder().decode(PNGEncoder().encode(image), name: "wedge.png")
        #expect(again.metadata.iccProfile == image.metadata.iccProfile)
        #expect(again.rows == image.rows)
    }

    /// Was: "transparent gray 255 exceeds the 1-bit maximum" on writing.
    @Test func outOfRangeTransparencyIsKeptAsItIs() throws {
        let (image, warnings) = try Self.decode(.transparencyOutOfRange)
        #expect(image.metadata.transparency == .gray(255))
        #expect(
            warnings == [.transparencyOutOfRange(file: "edge.png", transparency: .gray(255), bitDepth: 1)])
        let written = ChunkedFile(parsing: try PNGEncoder().encode(image))
        #expect(written.chunks.filter { $0.type == "tRNS" }.map(\.data) == [[0, 255]])
        // libpng matches the value masked to the depth: white (1) is transparent.
        let rgba = try PNGDecoder().decodeRGBA(
            EdgeCaseSheet.transparencyOutOfRange.file.bytes, name: "edge.png")
        let rows = EdgeCaseSheet.transparencyOutOfRange.rows
        for x in 0..<EdgeCaseSheet.size.width {
            #expect(rgba.pixels[x * 4 + 3] == (rows.sample(x: x, y: 0, channel: 0) == 1 ? 0 : 255))
        }
    }

    /// A 1-bit image with a 10-colour PLTE: libpng keeps 2 colours, silently, so the wedges got
    /// a shorter palette and a tRNS of 3 alphas was dropped as just "invalid". Both now say why.
    @Test func aPaletteLongerThanTheBitDepthIndexesIsReportedCut() throws {
        let header = PNGHeader(width: 8, height: 2, bitDepth: 1, colorType: .palette)
        var generator = SeededGenerator(seed: 10)
        let colours = generator.bytes(10 * 3)
        let bytes = ReferencePNG.file(
            PackedRows.random(header, seed: 11, sampleLimit: 2),
            before: [ChunkedFile.Chunk("PLTE", colours), ChunkedFile.Chunk("tRNS", [0, 128, 255])]
        ).bytes
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(bytes, name: "t.png", warnings: &warnings)
        let kept = 1 << header.bitDepth
        #expect(image.metadata.palette?.count == kept)
        #expect(
            warnings == [
                .paletteTruncated(file: "t.png", entries: 10, kept: kept, bitDepth: 1),
                .chunkIgnored(
                    file: "t.png", chunk: "tRNS", count: 1,
                    reason: "invalid: 3 alphas for the \(kept) colours of the palette as cut"),
            ])
        #expect(
            warnings.first?.description
                == "t.png: its palette (PLTE) has 10 colours, but 1-bit pixels index only 2; libpng cut it "
                + "to 2 entries, and so does this tool")
    }

    /// Was: the wedges of such a sheet carried no profile, and nothing said so.
    @Test func aSecondProfileIsReportedAndOneKept() throws {
        let (image, warnings) = try Self.decode(.duplicateProfile)
        #expect(image.metadata.iccProfile?.profile == PhotoshopSRGBProfile.bytes)
        guard case .chunkIgnored(_, "iCCP", 1, let reason) = warnings.first, warnings.count == 1 else {
            Issue.record("expected one ignored iCCP, got \(warnings)")
            return
        }
        #expect(reason.contains("PNG allows one"))
    }

    /// Beside an sRGB chunk, libpng keeps none of a second profile, the first, or the sRGB
    /// chunk ("too many profiles"): the warnings say so for each, and nothing is kept.
    @Test func twoProfilesBesideSRGBAreReportedAndNoneKept() throws {
        let profile = PhotoshopSRGBProfile.bytes
        let file = ReferencePNG.file(
            EdgeCaseSheet.duplicateProfile.rows,
            before: [
                ChunkedFile.Chunk("sRGB", [0]), EdgeCaseSheet.iccpChunk(profile),
                EdgeCaseSheet.iccpChunk(profile),
            ])
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(file.bytes, name: "edge.png", warnings: &warnings)
        #expect(image.metadata.iccProfile == nil && image.metadata.sRGBIntent == nil)
        let ignored = warnings.compactMap { warning -> String? in
            guard case .chunkIgnored(_, let chunk, let count, let reason) = warning else { return nil }
            return "\(count) \(chunk): \(reason)"
        }
        #expect(ignored.count == warnings.count)
        #expect(ignored.contains { $0.hasPrefix("1 sRGB: ") && $0.contains("too many profiles") })
        #expect(ignored.contains { $0.hasPrefix("2 iCCP: ") && $0.contains("too many profiles") })
    }

    /// Was: refused as corrupt image data; libpng's default, browsers, Pillow and pypng read it.
    @Test func bytesAfterTheZlibStreamAreReadWithAWarning() throws {
        let (image, warnings) = try Self.decode(.trailingZlibData)
        #expect(image.rows == EdgeCaseSheet.trailingZlibData.rows.bytes)
        #expect(warnings == [.extraImageData(file: "edge.png", detail: "Extra compressed data")])
    }

    /// libpng's other complaint about IDAT, a single chunk past its rough size estimate (one
    /// IDAT over 8,000,000 bytes, written in small deflate blocks), is not trailing data: it
    /// is reported in libpng's words. Was: "the compressed pixel data (IDAT) goes on after its
    /// end", of an exact stream.
    @Test func aLargeSingleIDATIsNotCalledTrailingData() throws {
        let header = PNGHeader(width: 4000, height: 2010, bitDepth: 8, colorType: .gray)
        let rows = PackedRows(
            header: header,
            bytes: (0..<header.width * header.height).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let file = ReferencePNG.file(rows, idatSize: 1 << 30)
        #expect(file.chunks.filter { $0.type == "IDAT" }.count == 1)
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(file.bytes, name: "big.png", warnings: &warnings)
        #expect(image.rows == rows.bytes)
        #expect(warnings == [.libpng(file: "big.png", chunk: "IDAT", message: "chunk data is too large")])
    }

    /// Was: `info` said fine and `slice` said damaged. The decoder reports the index (libpng
    /// 1.6.39's own check misses an index equal to the palette's size) and the encoder
    /// writes the rows as they are.
    @Test func aPaletteIndexPastTheEndIsReportedAndWritten() throws {
        let (image, warnings) = try Self.decode(.paletteIndexPastEnd)
        #expect(warnings == [.paletteIndexOutOfRange(file: "edge.png", index: 15, paletteCount: 14)])
        let again = try PNGDecoder().decode(PNGEncoder().encode(image), name: "wedge.png")
        #expect(again.rows == image.rows)
        var equal = EdgeCaseSheet.paletteIndexPastEnd.rows
        equal.setSample(x: 40, y: 4, channel: 0, 13)
        var file = EdgeCaseSheet.paletteIndexPastEnd.file
        file.chunks.removeAll { $0.type == "IDAT" }
        file.chunks.insert(
            ChunkedFile.Chunk(
                "IDAT", StoredDeflate.zlib(ReferencePNG.filteredData(equal, interlaced: false))),
            at: file.chunks.count - 1)
        var onlyFourteen: [PNGWarning] = []
        _ = try PNGDecoder().decode(file.bytes, name: "edge.png", warnings: &onlyFourteen)
        #expect(onlyFourteen == [.paletteIndexOutOfRange(file: "edge.png", index: 14, paletteCount: 14)])
    }

    @Test func aDamagedAncillaryChunkIsReportedAndNotKept() throws {
        let (image, warnings) = try Self.decode(.damagedTextChunk)
        #expect(image.metadata.ancillaryChunks.isEmpty)
        guard case .damagedChunk(_, "tEXt", _, 0xDEAD_BEEF, _) = warnings.first, warnings.count == 1 else {
            Issue.record("expected one damaged tEXt, got \(warnings)")
            return
        }
    }

    /// Text, Exif, time and unknown chunks were dropped silently; now they come back with
    /// their exact bytes and place.
    @Test(arguments: [EdgeCaseSheet.emptyText, .largeText, .exif, .wholeSheetChunks])
    func otherChunksRoundTripByteForByte(_ sheet: EdgeCaseSheet) throws {
        let (image, warnings) = try Self.decode(sheet)
        // An empty tEXt breaks PNG's rule for keywords: carried as it is, but told.
        let broken = warnings.filter { if case .chunkBreaksRule(_, "tEXt", _) = $0 { true } else { false } }
        #expect(broken.count == (sheet == .emptyText ? 1 : 0))
        #expect(warnings.count == broken.count)
        let original = sheet.file.chunks.filter {
            !["IHDR", "IDAT", "IEND", "PLTE", "tRNS"].contains($0.type)
        }
        #expect(image.metadata.ancillaryChunks.map(\.type) == original.map(\.type))
        #expect(image.metadata.ancillaryChunks.map(\.data) == original.map(\.data))
        let written = ChunkedFile(parsing: try PNGEncoder().encode(image))
        let carried = written.chunks.filter { !["IHDR", "IDAT", "IEND"].contains($0.type) }
        #expect(carried.map(\.type) == original.map(\.type))
        #expect(carried.map(\.data) == original.map(\.data))
        #expect(
            try PNGDecoder().decode(ChunkedFile(chunks: written.chunks).bytes, name: "again.png") == image)
    }
}
