/// Something a decoder read past rather than refused: benign damage or an odd value that
/// libpng's defaults (and browsers) accept. Each case carries the facts; `description`
/// says what was done about it.
public enum PNGWarning: Sendable, Hashable {
    /// An ancillary chunk's stored CRC differs from the CRC of its bytes; the chunk was
    /// ignored, as libpng does by default.
    case damagedChunk(file: String, chunk: String, offset: Int, declared: UInt32, computed: UInt32)
    /// `count` chunks of type `chunk`, intact, that libpng read and did not keep; `reason` is
    /// libpng's message (for example "too many profiles" for a second iCCP, which makes
    /// libpng ignore every colour chunk).
    case chunkIgnored(file: String, chunk: String, count: Int, reason: String)
    /// Every pixel was read and checked, but the image data goes on after the end of the
    /// zlib stream; `detail` is libpng's message ("Extra compressed data", "Too much image
    /// data"). The extra bytes were ignored.
    case extraImageData(file: String, detail: String)
    /// A palette image uses `index`, past the end of its `paletteCount`-colour palette.
    /// libpng and browsers show such pixels opaque black; the index itself is kept.
    case paletteIndexOutOfRange(file: String, index: Int, paletteCount: Int)
    /// A chunk kept as it is, as libpng keeps it, that breaks a rule of PNG libpng does not
    /// check while reading (a tEXt keyword of 0 or more than 79 bytes): what is written from
    /// the image holds it too, which checkers such as pngcheck refuse; `rule` says how.
    case chunkBreaksRule(file: String, chunk: String, rule: String)
    /// A gray or RGB tRNS value beyond what `bitDepth` bits can hold. libpng keeps it and
    /// compares pixels with the value masked to the bit depth.
    case transparencyOutOfRange(file: String, transparency: PNGTransparency, bitDepth: Int)
    /// A palette image's PLTE of `entries` colours, more than its `bitDepth` bits can index:
    /// libpng keeps only the first `kept` (2^bitDepth), and so does everything written from it.
    case paletteTruncated(file: String, entries: Int, kept: Int, bitDepth: Int)
    /// `count` bytes follow the IEND chunk: not part of the image, ignored by decoders and
    /// not copied into anything written from it.
    case bytesAfterEnd(file: String, count: Int)
    /// An Apple CgBI file whose image data is a zlib stream, as in a standard PNG, where CgBI
    /// has raw deflate: read as zlib, once reading it as raw deflate failed.
    case cgbiImageDataIsZlib(file: String)
    /// Any other warning libpng gave; `chunk` is the chunk it was reading, when known.
    case libpng(file: String, chunk: String?, message: String)

    /// The file the warning is about.
    public var file: String {
        switch self {
        case .damagedChunk(let file, _, _, _, _), .chunkIgnored(let file, _, _, _),
            .chunkBreaksRule(let file, _, _),
            .extraImageData(let file, _),
            .paletteIndexOutOfRange(let file, _, _), .transparencyOutOfRange(let file, _, _),
            .paletteTruncated(let file, _, _, _), .bytesAfterEnd(let file, _), .cgbiImageDataIsZlib(let file),
            .libpng(let file, _, _):
            file
        }
    }

    /// The chunks the decoder read past and so left out of the image, and therefore out of
    /// anything written from it (a slice's wedges): their type, how many, and why, in a few
    /// words. Nil for a warning about anything else.
    public var leftOutChunks: (type: String, count: Int, reason: String)? {
        switch self {
        case .damagedChunk(_, let chunk, _, _, _): (chunk, 1, "damaged: its CRC does not match its bytes")
        case .chunkIgnored(_, let chunk, let count, let reason):
            (chunk, count, "libpng ignored it: \(reason)")
        default: nil
        }
    }
}
