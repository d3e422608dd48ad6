import WheelPNG

/// Sprite sheets with the oddities real files have, built chunk by chunk: each is one that
/// a decoder must read (libpng's defaults and browsers do) and a slice must cut exactly.
package enum EdgeCaseSheet: String, CaseIterable, Sendable {
    /// Photoshop's "sRGB IEC61966-2.1" profile, which libpng knows as flawed.
    case photoshopProfile
    /// The same iCCP chunk twice, where PNG allows one: libpng keeps one (it once dropped
    /// both, and every colour chunk, without a word).
    case duplicateProfile
    /// A tEXt chunk of no bytes at all and an iTXt with an empty text.
    case emptyText
    /// A 200 000-byte tEXt chunk and a zTXt whose data is as long as the image.
    case largeText
    /// An eXIf chunk (a minimal big-endian TIFF header) and a tIME chunk.
    case exif
    /// The image data split into IDAT chunks of 7 bytes.
    case manySmallImageDataChunks
    /// Empty IDAT chunks before, between and after the ones with data.
    case zeroLengthImageData
    /// 1-bit gray whose tRNS names gray 255, beyond the 1-bit maximum.
    case transparencyOutOfRange
    /// Bytes after the end of the zlib stream, in the last IDAT ("Extra compressed data").
    case trailingZlibData
    /// An IDAT chunk after the one that ends the zlib stream.
    case trailingImageDataChunk
    /// A 4-bit palette image of 14 colours using indices 14 and 15.
    case paletteIndexPastEnd
    /// A tEXt chunk with a wrong CRC.
    case damagedTextChunk
    /// hIST, oFFs, ImageMagick's caNv and vpAg and an unknown chunk marked unsafe to copy,
    /// which wedges leave out.
    case wholeSheetChunks
    /// An animated PNG (APNG) whose still image is the sheet and its first frame, with a
    /// second frame after it: wedges are cut from the still image and leave the animation out.
    case animated
    /// An iCCP chunk (a profile named "sRGB") and then an sRGB chunk: libpng keeps both, a PNG
    /// holds one colour profile, so the wedges keep the iCCP profile and leave out sRGB.
    case profileThenSRGB

    /// Width and height in pixels: 48 × 5, so 12 wedges are 4 pixels wide.
    package static let size = (width: 48, height: 5)

    package var header: PNGHeader {
        let (width, height) = Self.size
        switch self {
        case .transparencyOutOfRange:
            return PNGHeader(width: width, height: height, bitDepth: 1, colorType: .gray)
        case .paletteIndexPastEnd:
            return PNGHeader(width: width, height: height, bitDepth: 4, colorType: .palette)
        default: return PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgba)
        }
    }

    /// The pixels.
    package var rows: PackedRows {
        var rows = PackedRows.random(
            header, seed: UInt64(Self.allCases.firstIndex(of: self) ?? 0) + 700,
            sampleLimit: self == .paletteIndexPastEnd ? 14 : nil)
        if self == .paletteIndexPastEnd {
            rows.setSample(x: 3, y: 1, channel: 0, 14)
            rows.setSample(x: 40, y: 4, channel: 0, 15)
        }
        return rows
    }

    /// The name chunk types use for the profile, as Photoshop writes it.
    package static let profileName = "Photoshop ICC profile"

    /// An iCCP chunk holding `profile` (stored deflate).
    package static func iccpChunk(_ profile: [UInt8], name: String = profileName) -> ChunkedFile.Chunk {
        ChunkedFile.Chunk("iCCP", Array(name.utf8) + [0, 0] + StoredDeflate.zlib(profile))
    }

    static let density = ChunkedFile.Chunk(
        "pHYs", StoredDeflate.bigEndian(2835) + StoredDeflate.bigEndian(2835) + [1])

    /// The file.
    package var file: ChunkedFile {
        let rows = self.rows
        switch self {
        case .photoshopProfile:
            return ReferencePNG.file(
                rows, before: [Self.iccpChunk(PhotoshopSRGBProfile.bytes), Self.density])
        case .duplicateProfile:
            let profile = PhotoshopSRGBProfile.bytes
            return ReferencePNG.file(
                rows, before: [Self.iccpChunk(profile), Self.iccpChunk(profile), Self.density])
        case .emptyText:
            return ReferencePNG.file(
                rows, before: [ChunkedFile.Chunk("tEXt")],
                after: [ChunkedFile.Chunk("iTXt", Array("Comment".utf8) + [0, 0, 0, 0, 0])])
        case .largeText:
            var generator = SeededGenerator(seed: 71)
            let text =
                Array("Description".utf8) + [0] + (0..<200_000).map { _ in UInt8(0x20 + generator.below(95)) }
            let compressed = Array("Raw profile type exif".utf8) + [0, 0] + StoredDeflate.zlib(rows.bytes)
            return ReferencePNG.file(
                rows, before: [ChunkedFile.Chunk("tEXt", text)],
                after: [ChunkedFile.Chunk("zTXt", compressed)])
        case .exif:
            let exif: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]
            let time: [UInt8] = [0x07, 0xEA, 12, 1, 9, 30, 0]
            return ReferencePNG.file(
                rows, before: [ChunkedFile.Chunk("eXIf", exif)], after: [ChunkedFile.Chunk("tIME", time)])
        case .manySmallImageDataChunks:
            return ReferencePNG.file(rows, idatSize: 7)
        case .zeroLengthImageData:
            var file = ReferencePNG.file(rows, idatSize: 300)
            let first = file.index(of: "IDAT") ?? 1
            file.chunks.insert(ChunkedFile.Chunk("IDAT"), at: first + 1)
            file.chunks.insert(ChunkedFile.Chunk("IDAT"), at: first)
            file.chunks.insert(ChunkedFile.Chunk("IDAT"), at: file.chunks.count - 1)
            return file
        case .transparencyOutOfRange:
            return ReferencePNG.file(rows, before: [ChunkedFile.Chunk("tRNS", [0, 255])])
        case .trailingZlibData:
            var file = ReferencePNG.file(rows)
            if let last = file.chunks.lastIndex(where: { $0.type == "IDAT" }) {
                file.chunks[last].data += [0x00, 0x11, 0x22, 0x33, 0x44]
            }
            return file
        case .trailingImageDataChunk:
            var file = ReferencePNG.file(rows)
            file.chunks.insert(ChunkedFile.Chunk("IDAT", [0x03, 0x00, 0x00]), at: file.chunks.count - 1)
            return file
        case .paletteIndexPastEnd:
            var generator = SeededGenerator(seed: 14)
            return ReferencePNG.file(
                rows,
                before: [
                    ChunkedFile.Chunk("PLTE", generator.bytes(14 * 3)),
                    ChunkedFile.Chunk("tRNS", [0, 128, 255]),
                ])
        case .damagedTextChunk:
            return ReferencePNG.file(
                rows,
                before: [ChunkedFile.Chunk("tEXt", Array("Title\0Wheel".utf8), crcOverride: 0xDEAD_BEEF)])
        case .wholeSheetChunks:
            return ReferencePNG.file(
                rows,
                before: [
                    ChunkedFile.Chunk(
                        "oFFs", StoredDeflate.bigEndian(10) + StoredDeflate.bigEndian(20) + [0]),
                    ChunkedFile.Chunk("prVT", [1, 2, 3]), ChunkedFile.Chunk("svNg", [4, 5]),
                    // ImageMagick's canvas (`convert -crop` without `+repage`): width, height, x, y.
                    ChunkedFile.Chunk("caNv", [960, 94, 0, 4].flatMap(StoredDeflate.bigEndian)),
                    ChunkedFile.Chunk("vpAg", [960, 94].flatMap(StoredDeflate.bigEndian) + [0]),
                ])
        case .animated:
            // fcTL: sequence, width, height, x, y, delay 1/10 s, dispose none, blend source.
            func control(_ sequence: UInt32, width: Int) -> ChunkedFile.Chunk {
                let fields = [sequence, UInt32(width), UInt32(Self.size.height), 0, 0]
                return ChunkedFile.Chunk(
                    "fcTL", fields.flatMap(StoredDeflate.bigEndian) + [0, 1, 0, 10, 0, 0])
            }
            let second = PackedRows.random(
                PNGHeader(width: 4, height: Self.size.height, bitDepth: 8, colorType: .rgba), seed: 9)
            var file = ReferencePNG.file(
                rows,
                before: [
                    ChunkedFile.Chunk("acTL", StoredDeflate.bigEndian(2) + StoredDeflate.bigEndian(0)),
                    control(0, width: Self.size.width),
                ])
            file.chunks.insert(
                contentsOf: [
                    control(1, width: 4),
                    ChunkedFile.Chunk(
                        "fdAT",
                        StoredDeflate.bigEndian(2)
                            + StoredDeflate.zlib(ReferencePNG.filteredData(second, interlaced: false))),
                ], at: file.chunks.count - 1)
            return file
        case .profileThenSRGB:
            return ReferencePNG.file(
                rows,
                before: [
                    Self.iccpChunk(SyntheticICCProfile.bytes(), name: "sRGB"), ChunkedFile.Chunk("sRGB", [0]),
                ])
        }
    }

    /// The chunk types whose chunks the wedges do not carry (all of that type).
    package var droppedChunks: Set<String> {
        switch self {
        case .damagedTextChunk: ["tEXt"]
        case .wholeSheetChunks: ["oFFs", "prVT", "caNv", "vpAg"]
        case .animated: ["acTL", "fcTL", "fdAT"]
        case .profileThenSRGB: ["sRGB"]
        default: []
        }
    }
}
