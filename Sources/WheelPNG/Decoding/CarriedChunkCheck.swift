internal import CLibPNG

/// libpng's rules for the text, time, Exif, sCAL, pCAL and sPLT chunks this package carries unparsed
/// (for their exact bytes): libpng never sees them while decoding, so each is shown to libpng's own
/// handler on its own (`clibpng_keeps_chunk`), and one it would ignore (zTXt with an unknown
/// compression method or broken zlib data, a tIME in month 13, an eXIf without a byte order)
/// is dropped with libpng's words for it rather than copied into every wedge, where readers
/// refuse it (Pillow opens no such file). Only one tIME, eXIf, sCAL and pCAL are kept, as
/// libpng keeps the first that is valid; every valid sPLT is, as libpng keeps them all.
enum CarriedChunkCheck {
    /// The chunk types checked; ``BackgroundCheck`` checks bKGD, whose rules depend on the image.
    static let types: Set<String> = ["tEXt", "zTXt", "iTXt", "tIME", "eXIf", "sCAL", "pCAL", "sPLT"]
    private static let single: Set<String> = ["tIME", "eXIf", "sCAL", "pCAL"]
    /// The types libpng reads only before the image data (after it: "out of place"); the check
    /// below shows a chunk before it, so its place is judged here.
    private static let beforeImageData: Set<String> = ["sCAL", "pCAL", "sPLT"]

    /// The most bytes a text chunk's keyword may have (PNG's rule; libpng's zTXt and iTXt
    /// readers enforce it, and its writer for every text chunk).
    static let keywordByteLimit = 79

    /// Removes from `metadata` every checked chunk libpng would ignore, returning libpng's
    /// reason for each; compressed text expands within `maxChunkBytes`. A tEXt chunk whose
    /// keyword is not 1 to ``keywordByteLimit`` bytes, which libpng's reader keeps (it checks
    /// the keyword of zTXt and iTXt only) though PNG does not allow it, is kept as it is, the
    /// rule it breaks added to `broken`: copied into every wedge without a word, it made files
    /// that checkers refuse.
    static func apply(
        to metadata: inout PNGMetadata, maxChunkBytes: Int, broken: inout [(chunk: String, rule: String)]
    ) -> [(chunk: String?, message: String)] {
        var reasons: [(chunk: String?, message: String)] = []
        var held: Set<String> = []
        for chunk in metadata.ancillaryChunks where chunk.type == "tEXt" {
            let keyword = chunk.data.prefix { $0 != 0 }.count
            if !(1...keywordByteLimit).contains(keyword) {
                broken.append(
                    (
                        chunk.type,
                        "its keyword is \(keyword) byte\(keyword == 1 ? "" : "s"), not the 1 to \(keywordByteLimit) "
                            + "PNG allows"
                    ))
            }
        }
        metadata.ancillaryChunks.removeAll { chunk in
            guard types.contains(chunk.type) else { return false }
            if held.contains(chunk.type) {
                reasons.append((chunk.type, "duplicate"))
                return true
            }
            if let reason = reason(ignoring: chunk, maxChunkBytes: maxChunkBytes) {
                reasons.append((chunk.type, reason))
                return true
            }
            if single.contains(chunk.type) { held.insert(chunk.type) }
            return false
        }
        return reasons
    }

    /// libpng's reason for ignoring `chunk`, or nil when it keeps it.
    private static func reason(ignoring chunk: PNGAncillaryChunk, maxChunkBytes: Int) -> String? {
        if beforeImageData.contains(chunk.type), chunk.placement == .afterImageData { return "out of place" }
        var failure = clibpng_failure()
        let type = Array(chunk.type.utf8).map { CChar(bitPattern: $0) }
        let keeps = chunk.data.withUnsafeBufferPointer { data in
            clibpng_keeps_chunk(type, data.baseAddress, data.count, maxChunkBytes, &failure)
        }
        guard keeps == 0 else { return nil }
        let message = withUnsafeBytes(of: &failure.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return DecodeWarnings.withoutChunkPrefix(message, chunk.type)
    }
}
