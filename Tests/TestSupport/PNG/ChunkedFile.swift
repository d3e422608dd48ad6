/// A PNG file as a signature and a list of chunks that tests can reorder, drop and corrupt,
/// with CRCs computed by the tests' own CRC-32 unless a test overrides one.
package struct ChunkedFile {
    package struct Chunk {
        package var type: String
        package var data: [UInt8]
        /// A stored CRC to write instead of the correct one.
        package var crcOverride: UInt32?

        package init(_ type: String, _ data: [UInt8] = [], crcOverride: UInt32? = nil) {
            self.type = type
            self.data = data
            self.crcOverride = crcOverride
        }

        package var typeBytes: [UInt8] { Array(type.utf8) }
        package var correctCRC: UInt32 { Checksums.crc32(typeBytes + data) }
        package var bytes: [UInt8] {
            StoredDeflate.bigEndian(UInt32(data.count)) + typeBytes + data
                + StoredDeflate.bigEndian(crcOverride ?? correctCRC)
        }
    }

    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package var chunks: [Chunk]

    package var bytes: [UInt8] { chunks.reduce(Self.signature) { $0 + $1.bytes } }

    /// (offset, end offset) of each chunk in `bytes`.
    package var chunkRanges: [Range<Int>] {
        var offset = Self.signature.count
        return chunks.map { chunk in
            defer { offset += 12 + chunk.data.count }
            return offset..<offset + 12 + chunk.data.count
        }
    }

    /// Splits a well-formed file (no validation beyond what parsing needs).
    package init(parsing bytes: [UInt8]) {
        var chunks: [Chunk] = []
        var offset = Self.signature.count
        while offset + 12 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(Chunk(type, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    package init(chunks: [Chunk]) { self.chunks = chunks }

    package func index(of type: String) -> Int? { chunks.firstIndex { $0.type == type } }

    /// The concatenated data of all IDAT chunks.
    package var imageData: [UInt8] { chunks.filter { $0.type == "IDAT" }.flatMap(\.data) }

    /// The same file with its image data re-split into IDAT chunks of `size` bytes.
    package func splittingImageData(every size: Int) -> ChunkedFile {
        let data = imageData
        let pieces = stride(from: 0, to: data.count, by: size).map {
            Chunk("IDAT", Array(data[$0..<min($0 + size, data.count)]))
        }
        guard let first = index(of: "IDAT") else { return self }
        var result = chunks.filter { $0.type != "IDAT" }
        result.insert(contentsOf: pieces, at: first)
        return ChunkedFile(chunks: result)
    }
}
