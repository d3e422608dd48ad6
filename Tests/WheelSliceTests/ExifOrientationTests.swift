import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// A sheet whose Exif asks viewers to turn it is cut as its pixels are stored, and its wedges'
/// Exif says orientation 1: they carried the sheet's 6, and every viewer that applies it
/// (browsers do, for a PNG) showed each wedge turned a quarter.
@Suite struct ExifOrientationTests {
    /// An Exif block: a TIFF header in the byte order asked for and one directory of two
    /// entries, Make ("LW", in the value field) and Orientation, then no next directory.
    static func exif(
        bigEndian: Bool, orientation: Int, type: Int = 3, count: Int = 1
    ) -> [UInt8] {
        func bytes(_ value: Int, _ size: Int) -> [UInt8] {
            let big = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
            return bigEndian ? big : big.reversed()
        }
        let header = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + bytes(42, 2) + bytes(8, 4)
        let make = bytes(271, 2) + bytes(2, 2) + bytes(3, 4) + [0x4C, 0x57, 0, 0]
        let value = type == 3 ? bytes(orientation, 2) + [0, 0] : bytes(orientation, 4)
        let turn = bytes(274, 2) + bytes(type, 2) + bytes(count, 4) + value
        return header + bytes(2, 2) + make + turn + bytes(0, 4)
    }

    static func chunk(_ data: [UInt8]) -> PNGAncillaryChunk {
        PNGAncillaryChunk(type: "eXIf", data: data, placement: .beforeImageData)
    }

    @Test(arguments: [true, false])
    func theTagIsReadAndResetInEitherByteOrder(bigEndian: Bool) {
        for value in 0...9 {
            let chunk = Self.chunk(Self.exif(bigEndian: bigEndian, orientation: value))
            let turns = (2...8).contains(value)
            #expect(ExifOrientation(chunk)?.value == (turns ? value : nil), "\(value)")
            let reset = ExifOrientation.reset(in: chunk)
            #expect(
                reset.data == (turns ? Self.exif(bigEndian: bigEndian, orientation: 1) : chunk.data),
                "\(value)")
            #expect(reset.type == chunk.type && reset.placement == chunk.placement)
        }
    }

    /// A block that is not what Exif writes has no orientation, and is carried as it is.
    @Test func aMalformedBlockHasNoOrientation() {
        let good = Self.exif(bigEndian: true, orientation: 6)
        var wrongMagic = good
        wrongMagic[3] = 43
        var directoryPastEnd = good
        directoryPastEnd[7] = UInt8(good.count)
        let blocks: [[UInt8]] = [
            [], Array(good.prefix(7)), Array(good.prefix(30)), wrongMagic, directoryPastEnd,
            Self.exif(bigEndian: true, orientation: 6, type: 4),
            Self.exif(bigEndian: false, orientation: 6, count: 2),
            Array("MI".utf8) + good.dropFirst(2),
        ]
        for block in blocks {
            #expect(ExifOrientation(Self.chunk(block)) == nil, "\(block)")
            #expect(ExifOrientation.reset(in: Self.chunk(block)).data == block)
        }
        let text = PNGAncillaryChunk(type: "tEXt", data: good, placement: .beforeImageData)
        #expect(ExifOrientation(text) == nil && ExifOrientation.reset(in: text) == text)
        #expect(ExifOrientation(Self.chunk(good))?.description == "turned a quarter clockwise")
    }

    /// Exact cuts and resampled wedges alike: the pixels as stored, the Exif with orientation
    /// 1 and every other byte of it, and one warning that says so.
    @Test func wedgesAreCutAsStoredAndSayOrientationOne() throws {
        let header = PNGHeader(width: 96, height: 10, bitDepth: 8, colorType: .rgba)
        let rows = PackedRows.random(header, seed: 61)
        let turned = Self.exif(bigEndian: false, orientation: 6)
        let bytes = ReferencePNG.file(rows, before: [ChunkedFile.Chunk("eXIf", turned)]).bytes
        let image = try PNGDecoder().decode(bytes, name: "s@2x.png")
        let sheet = try SpriteSheet(image: image, name: "s@2x.png", scale: 2, warnings: [])
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(scales: [1, 2]))
        #expect(result.wedges.count == 24)
        for wedge in result.wedges {
            let file = ChunkedFile(parsing: wedge.bytes)
            #expect(
                file.chunks.filter { $0.type == "eXIf" }.map(\.data)
                    == [Self.exif(bigEndian: false, orientation: 1)], "\(wedge.file.path)")
        }
        let exact = try #require(result.wedges.first { $0.file.path == "wedge-03@2x.png" })
        let columns = try result.plan.partition.pixelRange(of: 3, scale: 2)
        #expect(
            try ReferencePNG.decode(exact.bytes).rows.bytes
                == PackedPixels.region(try PNGImage(header: header, rows: rows.bytes), columns: columns))
        let warnings = result.warnings.filter {
            if case .exifOrientationNotApplied = $0 { true } else { false }
        }
        #expect(
            warnings.map(\.description) == [
                "s@2x.png: its Exif orientation 6 (turned a quarter clockwise, as viewers show it) is not "
                    + "applied: the wedges are cut from the pixels as stored, and their Exif says orientation 1, "
                    + "so that no viewer turns them; turn the sheet's pixels first if it is drawn to be seen turned"
            ])
    }
}
