internal import CLibPNG

/// Turns an Apple CgBI file into a standard PNG stream libpng can read.
///
/// CgBI differs from PNG in three ways: a CgBI chunk before IHDR, image data that is raw
/// deflate (no zlib header, no Adler-32), and BGR(A) pixels with premultiplied alpha. The
/// first two are fixed here, on the compressed bytes: the CgBI chunk is dropped, and the IDAT
/// run becomes one IDAT holding a zlib header, the original deflate bytes and a placeholder
/// Adler-32 that libpng is told to ignore (a CgBI file has no checksum to honour). The
/// pixels are fixed after unfiltering, in C (`clibpng_decode` with `cgbi` set). This costs
/// one copy of the compressed file, and no second inflate.
enum CgBIStream {
    /// The colour types and depths Xcode produces; anything else is refused as unsupported.
    static func unsupportedReason(for header: PNGHeader) -> String? {
        switch (header.colorType, header.bitDepth) {
        case (.rgb, 8), (.rgba, 8), (.gray, _), (.palette, _): nil
        default:
            "Apple CgBI files with \(header.bitDepth)-bit \(header.colorType.name) pixels are not supported"
        }
    }

    /// Whether the image data starts as a zlib stream does (a deflate method and window, no
    /// preset dictionary, a valid header check): a CgBI file whose raw deflate then fails to
    /// inflate is read as zlib (``standardPNG(from:info:zlibWrapped:)``). Raw deflate Xcode
    /// writes starts with a compressed block; one that looked like a zlib header would start
    /// a stored block whose lengths do not match.
    static func startsAsZlib(_ bytes: UnsafeRawBufferPointer, info: PNGFileInfo) -> Bool {
        let start = info.chunks.lazy.filter { $0.code == .imageData }
            .flatMap { bytes[$0.dataOffset..<($0.dataOffset + $0.length)] }.prefix(2)
        let header = Array(start)
        guard header.count == 2 else { return false }
        let (method, flags) = (header[0], header[1])
        return method & 0x0F == 8 && method >> 4 <= 7 && flags & 0x20 == 0
            && (UInt16(method) << 8 | UInt16(flags)) % 31 == 0
    }

    /// A standard PNG with the same chunks, CgBI removed, image data wrapped as zlib (or, when
    /// `zlibWrapped`, kept as it is: a zlib stream already). `info` must describe `bytes` (its
    /// chunks were lexed from them).
    static func standardPNG(from bytes: UnsafeRawBufferPointer, info: PNGFileInfo, zlibWrapped: Bool = false)
        -> [UInt8]
    {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 12)
        output.append(contentsOf: PNGChunkLexer.signature)
        var chunks = info.chunks[...]
        while let chunk = chunks.first {
            if chunk.code == .imageData, !zlibWrapped {
                let run = chunks.prefix { $0.code == .imageData }
                appendImageData(run, from: bytes, to: &output)
                chunks = chunks.dropFirst(run.count)
                continue
            }
            if chunk.code != .appleCgBI {
                output.append(contentsOf: bytes[chunk.offset..<chunk.endOffset])
            }
            chunks = chunks.dropFirst()
        }
        return output
    }

    private static func appendImageData(
        _ run: ArraySlice<PNGChunk>, from bytes: UnsafeRawBufferPointer, to output: inout [UInt8]
    ) {
        // 0x78 0x9C: deflate, 32 KB window (the most deflate can use), no preset dictionary.
        let zlibHeader: [UInt8] = [0x78, 0x9C]
        let adlerPlaceholder: [UInt8] = [0, 0, 0, 0]
        let length = run.reduce(zlibHeader.count + adlerPlaceholder.count) { $0 + $1.length }
        appendWord(UInt32(length), to: &output)
        let typeStart = output.count
        output.append(contentsOf: [0x49, 0x44, 0x41, 0x54])  // "IDAT"
        output.append(contentsOf: zlibHeader)
        for chunk in run {
            output.append(contentsOf: bytes[chunk.dataOffset..<(chunk.dataOffset + chunk.length)])
        }
        output.append(contentsOf: adlerPlaceholder)
        let crc = output.withUnsafeBufferPointer { buffer in
            clibpng_crc32(0, buffer.baseAddress.map { $0 + typeStart }, buffer.count - typeStart)
        }
        appendWord(crc, to: &output)
    }

    private static func appendWord(_ value: UInt32, to output: inout [UInt8]) {
        output.append(contentsOf: [
            UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
        ])
    }
}
