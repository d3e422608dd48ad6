import WheelPNG

/// Builds Apple CgBI files by hand: a CgBI chunk before IHDR, BGR(A) premultiplied pixels,
/// raw deflate image data without zlib header or Adler-32.
package enum CgBIFile {
    /// The 4 data bytes Xcode writes in the CgBI chunk.
    package static let chunk = ChunkedFile.Chunk("CgBI", [0x50, 0x00, 0x20, 0x02])

    /// round(c × a / 255), as Apple premultiplies.
    package static func premultiply(_ color: UInt8, _ alpha: UInt8) -> UInt8 {
        UInt8((Int(color) * Int(alpha) + 127) / 255)
    }

    /// The CgBI form of straight-alpha 8-bit RGB or RGBA rows; gray rows stay as they are.
    package static func rows(from straight: PackedRows) -> PackedRows {
        var crushed = straight
        let channels = straight.header.channels
        guard channels >= 3 else { return straight }
        for pixel in 0..<straight.header.width * straight.header.height {
            let offset = pixel * channels
            let alpha = channels == 4 ? straight.bytes[offset + 3] : 255
            crushed.bytes[offset] = premultiply(straight.bytes[offset + 2], alpha)
            crushed.bytes[offset + 1] = premultiply(straight.bytes[offset + 1], alpha)
            crushed.bytes[offset + 2] = premultiply(straight.bytes[offset], alpha)
        }
        return crushed
    }

    /// A CgBI file of `straight` (RGB, RGBA or gray, 8-bit), image data deflated in stored blocks
    /// or by `deflate` when given (it must return a raw deflate stream).
    package static func file(
        _ straight: PackedRows, interlaced: Bool = false, idatSize: Int = 4096,
        deflate: (([UInt8]) throws -> [UInt8])? = nil
    ) rethrows -> ChunkedFile {
        let filtered = ReferencePNG.filteredData(rows(from: straight), interlaced: interlaced)
        let stream = try deflate?(filtered) ?? StoredDeflate.raw(filtered)
        let data = ChunkedFile(chunks: [ChunkedFile.Chunk("IDAT", stream)]).splittingImageData(
            every: idatSize)
        return ChunkedFile(
            chunks: [chunk, ReferencePNG.headerChunk(straight.header, interlaced: interlaced)] + data.chunks
                + [ChunkedFile.Chunk("IEND")])
    }

    /// What un-premultiplying must give: round(p × 255 / a), clamped; 0 where a is 0.
    package static func expectedStraight(from straight: PackedRows) -> [UInt8] {
        let crushed = rows(from: straight)
        var expected = straight.bytes
        for pixel in 0..<straight.header.width * straight.header.height {
            let offset = pixel * 4
            let alpha = Int(crushed.bytes[offset + 3])
            for (channel, source) in [(0, 2), (1, 1), (2, 0)] {
                let premultiplied = Int(crushed.bytes[offset + source])
                expected[offset + channel] =
                    alpha == 0 ? 0 : UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
            }
        }
        return expected
    }
}
