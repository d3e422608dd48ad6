/// One chunk of a PNG file as it sits in the bytes: where it is, how long, and whether its
/// CRC checks out. The chunk's data is not copied.
public struct PNGChunk: Sendable, Hashable {
    /// The largest of PNG's four-byte unsigned integers (lengths, sizes, densities, APNG's
    /// counts and sequence numbers): 2³¹ − 1, as the specification limits them.
    public static let largestInteger = Int(Int32.max)

    /// The most bytes one chunk's data may hold (``largestInteger``).
    public static let maximumLength = largestInteger

    /// The four-letter chunk type, for example "IHDR" or "tEXt".
    public var type: String { code.name }
    /// Byte offset of the chunk's length field from the start of the file.
    public let offset: Int
    /// Length of the chunk's data in bytes (not counting length, type and CRC).
    public let length: Int
    /// The CRC stored after the data.
    public let declaredCRC: UInt32
    /// The CRC computed over the type and data.
    public let computedCRC: UInt32
    /// The type as the four bytes of the file, big-endian.
    let code: PNGChunkCode

    /// Whether the stored CRC matches the chunk's bytes.
    public var crcIsValid: Bool { declaredCRC == computedCRC }
    /// Whether a decoder must understand the chunk to show the image (uppercase first letter).
    public var isCritical: Bool { code.isCritical }
    /// Byte offset of the chunk's data.
    public var dataOffset: Int { offset + 8 }
    /// Byte offset just past the chunk's CRC: where the next chunk starts.
    public var endOffset: Int { offset + 12 + length }

    init(code: PNGChunkCode, offset: Int, length: Int, declaredCRC: UInt32, computedCRC: UInt32) {
        self.code = code
        self.offset = offset
        self.length = length
        self.declaredCRC = declaredCRC
        self.computedCRC = computedCRC
    }
}
