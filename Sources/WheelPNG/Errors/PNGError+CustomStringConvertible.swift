internal import WheelSupport

extension PNGError: CustomStringConvertible {
    /// One or two sentences: the file, what is wrong with it, and what to do about it.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            // Out of descriptors, the path is fine: "Check the path" sent users looking.
            let advice =
                DescriptorShortage.reasons.contains(reason)
                ? DescriptorShortage.advice : "Check the path and its permissions."
            return "\(path): cannot read the file (\(reason)). \(advice)"
        case .folder(let path):
            return "\(path) is a folder, not a PNG file; give the path of a PNG file"
        case .fileTooLong(let file, let limit):
            return
                "\(file): longer than \(limit) bytes, more than any PNG this tool reads; "
                + "check that it is the image you meant"
        case .notPNG(let file, let leadingBytes):
            let format = otherFormat(leadingBytes).map { " (it looks like \($0))" } ?? ""
            return "\(file): not a PNG file\(format): it starts with \(hex(leadingBytes)), a PNG starts with "
                + "89 50 4E 47 0D 0A 1A 0A. \(signatureAdvice(leadingBytes))"
        case .truncated(let file, let chunk, let offset, let declaredLength, let availableBytes):
            let inside =
                chunk.map {
                    "inside its '\($0)' chunk, which starts at byte \(offset) ("
                        + (availableBytes == declaredLength
                            ? "all \(declaredLength) data bytes present, not the CRC after them)"
                            : "\(declaredLength) data bytes declared, \(availableBytes) present)")
                }
                ?? "inside the chunk header that starts at byte \(offset) (\(availableBytes) of its 12 bytes "
                + "present)"
            return "\(file): the file is truncated: it ends \(inside). Copy or export it again."
        case .tooManyChunks(let file, let limit):
            return "\(file): the file holds more than \(DecimalText.grouped(limit)) chunks, more than any "
                + "image's; it is not an image this tool reads."
        case .malformedChunk(let file, let offset, let reason):
            return "\(file): the chunk at byte \(offset) is garbled (\(reason)); the file is corrupt. "
                + "Copy or export it again."
        case .badCRC(let file, let chunk, let offset, let declared, let computed):
            return "\(file): the '\(chunk)' chunk at byte \(offset) is damaged: its CRC says "
                + "\(hex32(declared)) but its bytes give \(hex32(computed)). Copy or export the file again."
        case .missingChunk(let file, let chunk):
            return "\(file): \(missingChunkExplanation(chunk)) Copy or export the file again."
        case .chunkOutOfOrder(let file, let chunk, let offset, let rule):
            return "\(file): the '\(chunk)' chunk at byte \(offset) is out of order: \(rule). "
                + "The file was written by a broken encoder; re-export it."
        case .invalidHeader(let file, let reason):
            return
                "\(file): the image header (IHDR) is invalid: \(reason). The file is corrupt; re-export it."
        case .unsupported(let file, let reason):
            return "\(file): unsupported PNG: \(reason). Re-export it as a standard 8-bit RGBA PNG."
        case .tooLarge:
            return (sizeFinding ?? "") + " Use a smaller image or raise the limit."
        case .corruptImageData(let file, let reason):
            return
                "\(file): the compressed pixel data (IDAT) is corrupt: \(clause(reason)). Copy or export the file again."
        case .rejectedByLibpng(let file, let message):
            return
                "\(file): libpng rejected the file: \(clause(message)). The file is corrupt or unusual; re-export it."
        case .invalidImage(let reason):
            return "the image is not valid: \(reason)."
        case .encodingFailed(let message):
            return "libpng failed to encode the image: \(message)."
        }
    }
}

extension PNGError {
    /// For ``tooLarge(file:width:height:limits:)``, the sentence that states the facts without
    /// the remedy (the file, its declared size and the limit it passes), for callers that word
    /// the remedy themselves; nil for every other case.
    public var sizeFinding: String? {
        guard case .tooLarge(let file, let width, let height, let limits) = self else { return nil }
        if exceedsSideLimit {
            return "\(file): the image declares \(width) × \(height) pixels, over the limit of "
                + "\(limits.maxDimension) pixels per side."
        }
        let (megapixels, limit) = (Double(width) * Double(height) / 1e6, Double(limits.maxPixels) / 1e6)
        // Megapixels read well for real budgets; a small one (a test, a strict server) would
        // round to "0 megapixels", and an area just over the budget to the budget's own figure
        // ("24 megapixels, over the budget of 24 megapixels"), so those are given in pixels.
        let (budget, area): (String, String) =
            limit >= 1 && rounded(megapixels) != rounded(limit)
            ? ("\(rounded(limit)) megapixels", "\(rounded(megapixels)) megapixels")
            : (
                "\(DecimalText.grouped(limits.maxPixels)) pixels",
                "\(DecimalText.grouped(width * height)) pixels"
            )
        return
            "\(file): the image declares \(width) × \(height) pixels (\(area)), over the budget of \(budget)."
    }

    /// For ``tooLarge(file:width:height:limits:)``, whether a side passes
    /// ``PNGLimits/maxDimension`` (rather than the area passing ``PNGLimits/maxPixels`` alone);
    /// false for every other case.
    public var exceedsSideLimit: Bool {
        guard case .tooLarge(_, let width, let height, let limits) = self else { return false }
        return !limits.admitsSides(width: width, height: height)
    }
}

private func hex(_ bytes: [UInt8]) -> String {
    if bytes.isEmpty { return "nothing (the file is empty)" }
    return bytes.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }.joined(separator: " ")
}

/// A message of libpng's or zlib's as a clause after a colon: its first letter lowercase
/// (`Not enough image data` read "is corrupt: Not enough image data") when its first word is
/// an ordinary one, capitalised (not `IDAT`, `CgBI`, `Z_OK` or `I/O`).
func clause(_ message: String) -> String {
    let word = message.prefix { !$0.isWhitespace }
    guard let first = word.first, first.isUppercase, word.dropFirst().allSatisfy(\.isLowercase) else {
        return message
    }
    return first.lowercased() + message.dropFirst()
}

/// `0x` and eight uppercase hex digits, as CRCs are shown.
func hex32(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}

private func rounded(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
}

/// The kind of file `bytes`, its first eight, begin (a JPEG or WebP renamed `.png`, a design
/// file given for an export), or nil when they begin none this tool knows.
private func otherFormat(_ bytes: [UInt8]) -> String? {
    func starts(_ text: String, after skipped: Int = 0) -> Bool {
        bytes.dropFirst(skipped).starts(with: Array(text.utf8))
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
    if starts("GIF87a") || starts("GIF89a") { return "a GIF image" }
    // Only the first eight bytes are kept: `WEBP` is in the next four.
    if starts("RIFF") { return "a RIFF file: a WebP image, a WAV sound or an AVI video" }
    if starts("II*\u{0}") || starts("MM\u{0}*") { return "a TIFF image" }
    // `BM`, the file's size, then two reserved bytes that are zero.
    if starts("BM"), bytes.count >= 8, bytes[6] == 0, bytes[7] == 0 { return "a BMP image" }
    if bytes.count >= 8, bytes[4..<8].elementsEqual("ftyp".utf8) {
        return "an ISO media file: a HEIC or AVIF image, or an MP4 video"
    }
    if starts("8BPS") { return "a Photoshop document" }
    if starts("%PDF") { return "a PDF document" }
    // Text, after a UTF-8 byte-order mark if there is one.
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if starts("<svg", after: text) || starts("<?xml", after: text) { return "an SVG or other XML text" }
    if starts("PK\u{3}\u{4}") { return "a ZIP archive, as a Sketch file is" }
    return nil
}

/// What to do about a file that does not start with the signature. The signature's
/// line-ending bytes exist to catch text-mode transfers; say so when they were changed as
/// such a transfer changes them: CR LF, the DOS end of line, made LF or CR, or the LF made
/// CR LF (the 0x1A between, DOS's end of file, left). Other bytes wrong there are no
/// transfer's (a damaged file); a file that ends inside the signature was cut short.
private func signatureAdvice(_ bytes: [UInt8]) -> String {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if !bytes.isEmpty, bytes.count < signature.count, signature.starts(with: bytes) {
        return "The file ends inside the signature: it was cut short; copy or export it again."
    }
    let lineEnds: Set<UInt8> = [0x0D, 0x0A]
    let rest = bytes.dropFirst(4)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let end = rest.firstIndex(of: 0x1A),
        end > rest.startIndex, rest[..<end].allSatisfy(lineEnds.contains),
        rest[(end + 1)...].first.map(lineEnds.contains) ?? true  // past the eight bytes kept
    else {
        return "Export the image as PNG and try again."
    }
    return
        "Its line-ending bytes were changed, as a text-mode transfer does; transfer it again in binary mode."
}

private func missingChunkExplanation(_ chunk: String) -> String {
    switch chunk {
    // Every chunk before the end is whole (a chunk cut short is `truncated`): the file stops
    // at a chunk's end, or its IEND's type is damaged (`IENE`, which was told as cut short).
    case "IEND":
        "the file has no IEND chunk: either it was cut short at the end of a chunk, or its last chunk is damaged."
    case "IDAT": "the file has no image data (IDAT chunk)."
    case "IHDR": "the file has no image header (IHDR chunk)."
    case "PLTE": "the palette image has no palette (PLTE chunk)."
    default: "the required '\(chunk)' chunk is missing."
    }
}
