internal import CLibPNG

/// Splits a PNG file into chunks, checking the signature and each chunk's framing. It does
/// not judge order or CRCs (that is `PNGFileInfo`'s job), so the chunk list of a damaged
/// file can still be shown.
enum PNGChunkLexer {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The most chunks a file may hold: far more than an image's (a 1 GiB file of image data in
    /// 8 KiB chunks is 131 072 of them; an animation's frames take two or three each), and few
    /// enough that the list of them stays small. A file of millions of empty chunks (89 million
    /// in 1 GiB) took 8 GB of memory to list.
    static let maximumChunkCount = 1 << 20

    /// The chunks from the signature up to and including IEND, and how many bytes follow IEND.
    static func chunks(in bytes: UnsafeRawBufferPointer, file: String) throws(PNGError) -> (
        chunks: [PNGChunk], trailingByteCount: Int
    ) {
        guard let base = bytes.baseAddress, bytes.count >= signature.count,
            bytes.prefix(signature.count).elementsEqual(signature)
        else {
            throw .notPNG(file: file, leadingBytes: Array(bytes.prefix(signature.count)))
        }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while true {
            let remaining = bytes.count - offset
            // Nothing after the signature: the file lacks its header first.
            if remaining == 0 { throw .missingChunk(file: file, chunk: chunks.isEmpty ? "IHDR" : "IEND") }
            if remaining < 8 {
                throw .truncated(
                    file: file, chunk: nil, offset: offset, declaredLength: 0, availableBytes: remaining)
            }
            // A header that cannot be a chunk's is garbled wherever the file ends.
            let length = Int(word(at: offset, in: bytes))
            let code = code(at: offset + 4, in: bytes)
            guard code.isWellFormed else {
                throw .malformedChunk(
                    file: file, offset: offset, reason: "its type bytes '\(code.name)' are not four letters")
            }
            guard length <= PNGChunk.maximumLength else {
                throw .malformedChunk(
                    file: file, offset: offset,
                    reason: "'\(code.name)' declares \(length) bytes, more than PNG's maximum of "
                        + "\(PNGChunk.maximumLength)")
            }
            guard length <= remaining - 12 else {
                throw .truncated(
                    file: file, chunk: code.name, offset: offset, declaredLength: length,
                    availableBytes: min(length, remaining - 8))
            }
            guard chunks.count < maximumChunkCount else {
                throw .tooManyChunks(file: file, limit: maximumChunkCount)
            }
            let computed = clibpng_crc32(0, base + offset + 4, length + 4)
            chunks.append(
                PNGChunk(
                    code: code, offset: offset, length: length,
                    declaredCRC: word(at: offset + 8 + length, in: bytes), computedCRC: computed))
            offset += 12 + length
            if code == .end { return (chunks, bytes.count - offset) }
        }
    }

    /// The big-endian 32-bit value at `offset`.
    static func word(at offset: Int, in bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    private static func code(at offset: Int, in bytes: UnsafeRawBufferPointer) -> PNGChunkCode {
        PNGChunkCode(rawValue: word(at: offset, in: bytes))
    }
}
