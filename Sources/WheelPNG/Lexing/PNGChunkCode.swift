/// A chunk type as the 32-bit big-endian value of its four letters, so the lexer and the
/// structure rules compare integers instead of strings.
struct PNGChunkCode: Sendable, Hashable {
    let rawValue: UInt32

    static let header = PNGChunkCode(ascii: "IHDR")
    static let palette = PNGChunkCode(ascii: "PLTE")
    static let imageData = PNGChunkCode(ascii: "IDAT")
    static let end = PNGChunkCode(ascii: "IEND")
    static let appleCgBI = PNGChunkCode(ascii: "CgBI")

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    private init(ascii: StaticString) {
        var value: UInt32 = 0
        ascii.withUTF8Buffer { bytes in
            for byte in bytes { value = value << 8 | UInt32(byte) }
        }
        rawValue = value
    }

    /// Critical chunks have an uppercase first letter (bit 5 of the first byte clear).
    var isCritical: Bool { rawValue & 0x2000_0000 == 0 }

    /// All four bytes are ASCII letters, as PNG requires of a chunk type.
    var isWellFormed: Bool {
        (0..<4).allSatisfy { index in
            let byte = UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * index)) | 0x20
            return byte >= 0x61 && byte <= 0x7A
        }
    }

    /// The four letters (non-letters shown as "?").
    var name: String {
        String(
            decoding: (0..<4).map { index -> UInt8 in
                let byte = UInt8(truncatingIfNeeded: rawValue >> (24 - 8 * index))
                return (0x20...0x7E).contains(byte) ? byte : 0x3F
            }, as: UTF8.self)
    }
}
