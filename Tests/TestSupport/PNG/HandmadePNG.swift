import WheelPNG

/// PNG files written by hand through the tests' own codec (`ReferencePNG`, `CgBIFile`), for
/// the inputs WheelPNG's encoder never writes: Adam7-interlaced files, Apple CgBI files, and
/// files with chunks of the test's choosing.
package enum HandmadePNG {
    /// A file of `rows` (laid out as `header` says, non-interlaced) with `chunks` between IHDR
    /// and IDAT. `interlaced` stores the pixels in Adam7 order. `cgbi` makes an Apple CgBI
    /// file: a CgBI chunk first, 8-bit RGB(A) stored as BGR(A) with premultiplied alpha (gray
    /// as it is), and raw deflate data without zlib header or Adler-32.
    package static func file(
        header: PNGHeader, rows: [UInt8], chunks: [(String, [UInt8])] = [], interlaced: Bool = false,
        cgbi: Bool = false
    ) -> [UInt8] {
        let packed = PackedRows(header: header, bytes: rows)
        let extra = chunks.map { ChunkedFile.Chunk($0.0, $0.1) }
        guard cgbi else { return ReferencePNG.file(packed, interlaced: interlaced, before: extra).bytes }
        precondition(header.bitDepth == 8 && [.rgb, .rgba, .gray].contains(header.colorType))
        var file = CgBIFile.file(packed, interlaced: interlaced)
        file.chunks.insert(contentsOf: extra, at: 2)
        return file.bytes
    }

    /// `png` with its image data replaced by a zlib stream that does not inflate, CRCs
    /// intact: the header reads fine, the pixels do not.
    package static func corruptingImageData(_ png: [UInt8]) -> [UInt8] {
        var file = ChunkedFile(parsing: png)
        file.chunks.removeAll { $0.type == "IDAT" }
        // Deflate block type 3 is invalid.
        let broken = ChunkedFile.Chunk("IDAT", [0x78, 0x01] + [UInt8](repeating: 0xFF, count: 16))
        file.chunks.insert(broken, at: file.chunks.count - 1)
        return file.bytes
    }
}
