/// Everything that can go wrong reading or writing a PNG. Each case carries the facts that
/// explain it; `description` turns them into a message naming the file and what to do.
///
/// Decoding never crashes on bad input: every corruption ends in one of these cases.
/// `unreadableFile` and `folder` mean the bytes could not be read at all (a command-line tool
/// maps them to exit 66); every other decoding case means the bytes are not a usable PNG (exit 65).
public enum PNGError: Error, Sendable, Hashable {
    /// The file is missing, unreadable, or not a regular file. `reason` is the system's.
    case unreadableFile(path: String, reason: String)
    /// The path is a folder: there is nothing wrong with it but that it is no file (exit 66,
    /// as for ``unreadableFile(path:reason:)``).
    case folder(path: String)
    /// The file is longer than `limit` bytes, more than any PNG the decoder reads; it was not
    /// read to its end.
    case fileTooLong(file: String, limit: Int)
    /// The file holds more than `limit` chunks, more than any image's (millions of empty
    /// ones, which would cost memory for each); refused at the first past them.
    case tooManyChunks(file: String, limit: Int)
    /// The first eight bytes are not the PNG signature; `leadingBytes` are (up to) those.
    case notPNG(file: String, leadingBytes: [UInt8])
    /// The file ends inside a chunk. `chunk` is nil when even the chunk's length and type
    /// are cut off; `declaredLength` is then 0 and `availableBytes` counts the header's bytes
    /// there, else the data bytes there (all `declaredLength` when only the CRC is cut).
    case truncated(file: String, chunk: String?, offset: Int, declaredLength: Int, availableBytes: Int)
    /// A chunk's length or type bytes are impossible (garbage where a chunk should start).
    case malformedChunk(file: String, offset: Int, reason: String)
    /// A critical chunk's stored CRC differs from the CRC of its bytes.
    case badCRC(file: String, chunk: String, offset: Int, declared: UInt32, computed: UInt32)
    /// A required chunk (IHDR, PLTE for palette images, IDAT, IEND) is absent.
    case missingChunk(file: String, chunk: String)
    /// A critical chunk is where PNG forbids it; `rule` is the rule it breaks.
    case chunkOutOfOrder(file: String, chunk: String, offset: Int, rule: String)
    /// IHDR is malformed or declares an impossible image.
    case invalidHeader(file: String, reason: String)
    /// A valid file that this decoder cannot read (unknown critical chunk, CgBI variant).
    case unsupported(file: String, reason: String)
    /// The declared size is over the decoder's limits; nothing was allocated for it.
    case tooLarge(file: String, width: Int, height: Int, limits: PNGLimits)
    /// The compressed pixel data is damaged: zlib error, too little data, bad filter byte.
    case corruptImageData(file: String, reason: String)
    /// libpng refused the file for another reason; `message` is libpng's own.
    case rejectedByLibpng(file: String, message: String)
    /// An image, frames or options made in code that do not hold together (rows that do not fit
    /// the header, a size past the limits, no frames): a programming error, not a file's.
    case invalidImage(reason: String)
    /// libpng failed while writing; `message` is libpng's own.
    case encodingFailed(message: String)

    /// The file name or path the error is about, or nil for encoding errors.
    public var file: String? {
        switch self {
        case .unreadableFile(let path, _), .folder(let path): path
        case .notPNG(let file, _), .fileTooLong(let file, _), .tooManyChunks(let file, _),
            .truncated(let file, _, _, _, _),
            .malformedChunk(let file, _, _),
            .badCRC(let file, _, _, _, _), .missingChunk(let file, _), .chunkOutOfOrder(let file, _, _, _),
            .invalidHeader(let file, _), .unsupported(let file, _), .tooLarge(let file, _, _, _),
            .corruptImageData(let file, _), .rejectedByLibpng(let file, _):
            file
        case .invalidImage, .encodingFailed: nil
        }
    }
}
