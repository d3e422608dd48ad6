internal import CLibDeflateSystem

/// How the package-written files (``FrameEncoder``'s PNGs, ``APNGStreamWriter``'s animations)
/// frame their chunks: a big-endian length, the four-letter type, the data and the CRC-32 of
/// type and data (libdeflate's, the same polynomial as zlib's).
enum PNGChunkFraming {
    /// The 13 data bytes of an IHDR chunk: 8 bits per sample, no interlacing.
    static func headerData(width: Int, height: Int, colorType: PNGColorType) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, UInt8(colorType.rawValue), 0, 0, 0]
    }

    /// The four bytes of `value`, most significant first.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value),
        ]
    }

    /// The two bytes of `value`, most significant first.
    static func bigEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// A whole chunk (length, type, data, CRC) whose data is `parts` one after the other
    /// (an fdAT chunk's sequence number, then its zlib stream).
    static func chunk(_ type: StaticString, _ parts: [UInt8]...) -> [UInt8] {
        let length = parts.reduce(0) { $0 + $1.count }
        return [UInt8](unsafeUninitializedCapacity: 12 + length) { buffer, count in
            guard let out = buffer.baseAddress else { return }
            var at = 8
            for part in parts {
                (out + at).update(from: part, count: part.count)
                at += part.count
            }
            count = finishChunk(type, dataLength: length, into: out, at: 0)
        }
    }

    /// Writes a whole chunk (length, type, data, CRC) at `at`; returns the offset after it.
    static func writeChunk(
        _ type: StaticString, _ data: [UInt8], into out: UnsafeMutablePointer<UInt8>, at: Int
    ) -> Int {
        (out + at + 8).update(from: data, count: data.count)
        return finishChunk(type, dataLength: data.count, into: out, at: at)
    }

    /// Fills in the length and type of a chunk whose `dataLength` data bytes are already at
    /// `at + 8`, and appends its CRC; returns the offset after it.
    static func finishChunk(
        _ type: StaticString, dataLength: Int, into out: UnsafeMutablePointer<UInt8>, at: Int
    ) -> Int {
        for (index, byte) in bigEndian(UInt32(dataLength)).enumerated() { out[at + index] = byte }
        type.withUTF8Buffer { name in
            for index in 0..<4 { out[at + 4 + index] = name[index] }
        }
        let crc = UInt32(truncatingIfNeeded: libdeflate_crc32(0, out + at + 4, dataLength + 4))
        let end = at + 8 + dataLength
        for (index, byte) in bigEndian(crc).enumerated() { out[end + index] = byte }
        return end + 4
    }
}
