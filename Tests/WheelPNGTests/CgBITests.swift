import TestSupport
import Testing

@testable import WheelPNG

/// Apple CgBI ("crushed") files decode to the standard PNG they stand for.
@Suite struct CgBITests {
    static func straight(_ type: PNGColorType, width: Int = 23, height: Int = 9, opaque: Bool, seed: UInt64)
        -> PackedRows
    {
        var rows = PackedRows.random(
            PNGHeader(width: width, height: height, bitDepth: 8, colorType: type), seed: seed)
        if type == .rgba && opaque {
            for pixel in 0..<width * height { rows.bytes[pixel * 4 + 3] = 255 }
        }
        return rows
    }

    @Test(arguments: [PNGColorType.rgb, .rgba], [false, true])
    func opaqueFileDecodesExactlyToItsStandardTwin(type: PNGColorType, interlaced: Bool) throws {
        let source = Self.straight(type, opaque: true, seed: 11)
        let crushed = CgBIFile.file(source, interlaced: interlaced, idatSize: 50).bytes
        let twin = ReferencePNG.file(source, interlaced: interlaced).bytes
        let decoded = try PNGDecoder().decode(crushed, name: "crushed.png")
        let standard = try PNGDecoder().decode(twin, name: "twin.png")
        #expect(decoded.rows == standard.rows)
        #expect(decoded.rows == source.bytes)
        #expect(decoded.header == standard.header)
        #expect(decoded.wasCgBI)
        #expect(
            try PNGDecoder().decodeRGBA(crushed, name: "crushed.png")
                == PNGDecoder().decodeRGBA(twin, name: "twin.png"))
    }

    @Test(arguments: [false, true])
    func alphaIsUnpremultiplied(interlaced: Bool) throws {
        let source = Self.straight(.rgba, opaque: false, seed: 12)
        let crushed = CgBIFile.file(source, interlaced: interlaced).bytes
        let decoded = try PNGDecoder().decode(crushed, name: "alpha.png")
        #expect(decoded.header.colorType == .rgba)
        #expect(decoded.rows == CgBIFile.expectedStraight(from: source))
        #expect(try PNGDecoder().decodeRGBA(crushed, name: "alpha.png").pixels == decoded.rows)
        // Where alpha keeps enough precision (≥ 128), colours come back within 1 level.
        for pixel in 0..<source.header.width * source.header.height where source.bytes[pixel * 4 + 3] >= 128 {
            for channel in 0..<4 {
                let difference = abs(
                    Int(decoded.rows[pixel * 4 + channel]) - Int(source.bytes[pixel * 4 + channel]))
                #expect(difference <= 1, "pixel \(pixel) channel \(channel)")
            }
        }
    }

    @Test func realDeflateStreamIsAccepted() throws {
        // Compress with zlib through our encoder, then strip the zlib header and Adler-32,
        // as Xcode's pngcrush does.
        let source = Self.straight(.rgba, width: 64, height: 40, opaque: false, seed: 13)
        let file = try CgBIFile.file(source) { filtered in
            let zlibStream = try Self.zlibStream(of: filtered)
            return Array(zlibStream.dropFirst(2).dropLast(4))
        }
        let decoded = try PNGDecoder().decode(file.bytes, name: "deflated.png")
        #expect(decoded.rows == CgBIFile.expectedStraight(from: source))
    }

    /// A CgBI file whose image data a tool left zlib-wrapped, as in a standard PNG: read as
    /// zlib once raw deflate fails, with a warning that says so. Damaged zlib data is still
    /// corrupt image data.
    @Test func zlibWrappedImageDataIsReadWithAWarning() throws {
        let source = Self.straight(.rgba, width: 64, height: 40, opaque: false, seed: 17)
        let file = try CgBIFile.file(source) { filtered in try Self.zlibStream(of: filtered) }
        var warnings: [PNGWarning] = []
        let decoded = try PNGDecoder().decode(file.bytes, name: "wrapped.png", warnings: &warnings)
        #expect(decoded.rows == CgBIFile.expectedStraight(from: source))
        #expect(warnings == [.cgbiImageDataIsZlib(file: "wrapped.png")])
        #expect(
            warnings.map(\.description) == [
                "wrapped.png: its image data is a zlib stream, as in a standard PNG, though its CgBI chunk "
                    + "says raw deflate; read as zlib"
            ])
        var damaged = file
        let index = try #require(damaged.index(of: "IDAT"))
        damaged.chunks[index].data[2] = 0x07  // the first block, of the reserved type 3
        #expect {
            try PNGDecoder().decode(damaged.bytes, name: "damaged.png")
        } throws: { error in
            guard case .corruptImageData(let name, _) = error as? PNGError else { return false }
            return name == "damaged.png"
        }
    }

    /// A zlib stream (made by zlib through the encoder) of bytes that start with 0: they are
    /// the scanline of a one-row gray image with filter 0, so the IDAT data is their stream.
    static func zlibStream(of data: [UInt8]) throws -> [UInt8] {
        try #require(data.first == 0, "the first scanline of the reference writer uses filter 0")
        let header = PNGHeader(width: data.count - 1, height: 1, bitDepth: 8, colorType: .gray)
        let encoded = try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 9, filters: .unfiltered))
            .encode(PNGImage(header: header, rows: Array(data.dropFirst())))
        let stream = ChunkedFile(parsing: encoded).imageData
        try #require(try Inflater.zlib(stream) == data)
        return stream
    }

    @Test func fileInfoReportsCgBI() throws {
        let bytes = CgBIFile.file(Self.straight(.rgba, opaque: false, seed: 14)).bytes
        let info = try PNGFileInfo(parsing: bytes, name: "info.png")
        #expect(info.isCgBI)
        #expect(info.chunks.map(\.type) == ["CgBI", "IHDR", "IDAT", "IEND"])
        #expect(info.header == PNGHeader(width: 23, height: 9, bitDepth: 8, colorType: .rgba))
    }

    @Test func sixteenBitCgBIIsUnsupported() throws {
        let rows = PackedRows.random(PNGHeader(width: 3, height: 3, bitDepth: 16, colorType: .rgba), seed: 15)
        var file = ReferencePNG.file(rows)
        file.chunks.insert(CgBIFile.chunk, at: 0)
        #expect(
            throws: PNGError.unsupported(
                file: "deep.png", reason: "Apple CgBI files with 16-bit RGBA pixels are not supported")
        ) {
            try PNGDecoder().decode(file.bytes, name: "deep.png")
        }
    }

    @Test func corruptRawDeflateIsCorruptImageData() throws {
        var file = CgBIFile.file(Self.straight(.rgba, opaque: false, seed: 16))
        guard let index = file.index(of: "IDAT") else {
            Issue.record("no IDAT")
            return
        }
        file.chunks[index].data[0] = 0x07  // final block of the reserved type 3
        #expect {
            try PNGDecoder().decode(file.bytes, name: "broken.png")
        } throws: { error in
            guard case .corruptImageData(let name, _) = error as? PNGError else { return false }
            return name == "broken.png"
        }
    }

    @Test func cgbiAfterHeaderIsOutOfOrder() throws {
        var file = CgBIFile.file(Self.straight(.rgb, opaque: true, seed: 17))
        file.chunks.swapAt(0, 1)
        #expect {
            try PNGDecoder().decode(file.bytes, name: "late.png")
        } throws: { error in
            guard case .chunkOutOfOrder(_, let chunk, _, _) = error as? PNGError else { return false }
            return chunk == "CgBI"
        }
    }
}
