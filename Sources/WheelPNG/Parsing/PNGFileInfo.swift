/// What a PNG file declares, read without decoding its pixels: the header, whether it is
/// an Apple CgBI file, and its chunks. Building one checks the file's structure: signature,
/// framing, critical chunks' CRCs, chunk order and IHDR; it does not inflate the image data.
public struct PNGFileInfo: Sendable, Hashable {
    /// The file name or path errors and reports use.
    public let file: String
    /// Size, colour type, bit depth and interlacing from IHDR.
    public let header: PNGHeader
    /// Whether the file is an Apple "crushed" PNG (a CgBI chunk before IHDR).
    public let isCgBI: Bool
    /// Every chunk from the first to IEND, in file order.
    public let chunks: [PNGChunk]
    /// Bytes after IEND, which decoders ignore.
    public let trailingByteCount: Int
    /// What the animation chunks declare, for an animated PNG (APNG); nil for a still one.
    public let animation: APNGAnimationInfo?

    /// Reads the structure of the PNG in `bytes`; `name` is used in errors.
    public init(parsing bytes: [UInt8], name: String) throws(PNGError) {
        self = try bytes.withUnsafeBytesThrowingPNGError { raw throws(PNGError) in
            try PNGFileInfo(parsing: raw, name: name)
        }
    }

    /// Reads the structure of the PNG in `bytes`; `name` is used in errors.
    public init(parsing bytes: UnsafeRawBufferPointer, name: String) throws(PNGError) {
        let (chunks, trailing) = try PNGChunkLexer.chunks(in: bytes, file: name)
        let rules = PNGStructureRules(file: name, bytes: bytes)
        let (header, isCgBI) = try rules.check(chunks)
        self.file = name
        self.header = header
        self.isCgBI = isCgBI
        self.chunks = chunks
        self.trailingByteCount = trailing
        self.animation = APNGAnimationInfo(chunks: chunks, bytes: bytes)
    }

    /// The chunks before the first IDAT, where PNG puts the chunks that describe pixels.
    var chunksBeforeImageData: ArraySlice<PNGChunk> {
        chunks.prefix { $0.code != .imageData }
    }
}
