extension PNGWarning: CustomStringConvertible {
    /// One sentence: the file, what was odd about it and what the decoder did.
    public var description: String {
        switch self {
        case .damagedChunk(let file, let chunk, let offset, let declared, let computed):
            return "\(file): the '\(chunk)' chunk at byte \(offset) is damaged (its CRC says "
                + "\(hex32(declared)) but its bytes give \(hex32(computed))); it was ignored, as libpng does"
        case .chunkIgnored(let file, let chunk, let count, let reason):
            let chunks = count == 1 ? "the '\(chunk)' chunk" : "\(count) '\(chunk)' chunks"
            return "\(file): libpng ignored \(chunk == "" ? "a chunk" : chunks) (\(reason))"
        case .chunkBreaksRule(let file, let chunk, let rule):
            return
                "\(file): the '\(chunk)' chunk breaks a rule of PNG: \(rule); it is kept as it is, as libpng "
                + "keeps it, so every file written from this one holds it too, and checkers such as pngcheck "
                + "refuse them"
        case .extraImageData(let file, let detail):
            return "\(file): the compressed pixel data (IDAT) goes on after its end (libpng: \(detail)); "
                + "every pixel was read, the extra bytes were ignored"
        case .paletteIndexOutOfRange(let file, let index, let paletteCount):
            return
                "\(file) uses palette index \(index) but its palette has only \(paletteCount) colour\(paletteCount == 1 ? "" : "s"); "
                + "libpng and browsers show such pixels opaque black, and the index is kept as it is"
        case .transparencyOutOfRange(let file, let transparency, let bitDepth):
            let maximum = (1 << bitDepth) - 1
            let (value, masked) = Self.describe(transparency, mask: maximum)
            return
                "\(file): tRNS makes \(value) transparent, beyond the \(bitDepth)-bit maximum of \(maximum); "
                + "libpng matches \(masked) instead, and the chunk is kept as it is"
        case .paletteTruncated(let file, let entries, let kept, let bitDepth):
            return
                "\(file): its palette (PLTE) has \(entries) colours, but \(bitDepth)-bit pixels index only "
                + "\(kept); libpng cut it to \(kept) entries, and so does this tool"
        case .bytesAfterEnd(let file, let count):
            return
                "\(file): \(count) byte\(count == 1 ? " follows" : "s follow") its IEND chunk, the end of the image; "
                + "decoders ignore \(count == 1 ? "it" : "them"), and so does this tool"
        case .cgbiImageDataIsZlib(let file):
            return "\(file): its image data is a zlib stream, as in a standard PNG, though its CgBI chunk "
                + "says raw deflate; read as zlib"
        case .libpng(let file, let chunk, let message):
            return "\(file): libpng warned\(chunk.map { " about '\($0)'" } ?? ""): \(clause(message))"
        }
    }

    private static func describe(_ transparency: PNGTransparency, mask: Int) -> (String, String) {
        switch transparency {
        case .gray(let gray):
            return ("gray \(gray)", "gray \(Int(gray) & mask)")
        case .rgb(let red, let green, let blue):
            return (
                "RGB (\(red), \(green), \(blue))",
                "RGB (\(Int(red) & mask), \(Int(green) & mask), \(Int(blue) & mask))"
            )
        case .paletteAlpha(let alphas):
            return ("\(alphas.count) palette alphas", "them")
        }
    }
}
