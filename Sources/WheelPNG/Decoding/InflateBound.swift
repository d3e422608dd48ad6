/// The most bytes a deflate stream can inflate to, used to refuse image data too short for
/// the image its header declares before any pixel memory is allocated.
///
/// Deflate's best case is a 258-byte match coded in 2 bits (a 1-bit length code and a 1-bit
/// distance code), so n compressed bytes never inflate to more than 1032 × n bytes, plus a
/// little for the first literal and block headers. Without this check a 69-byte file that
/// declares 10000 × 10000 interlaced 16-bit RGBA pixels made the decoder zero 800 MB of
/// rows before libpng found that the data ran out.
enum InflateBound {
    /// Deflate's maximum compression ratio.
    static let maximumRatio = 1032

    /// The fewest bytes the filtered rows of `header` can take: the pixel bits alone,
    /// rounded down (filter bytes and row padding, for any interlacing, only add to it).
    static func minimumImageDataBytes(_ header: PNGHeader) -> Int {
        guard let bitsPerPixel = header.bitsPerPixel else { return Int.max }
        let pixels = header.width.multipliedReportingOverflow(by: header.height)
        let bits = pixels.partialValue.multipliedReportingOverflow(by: bitsPerPixel)
        return pixels.overflow || bits.overflow ? Int.max : bits.partialValue / 8
    }

    /// Most bytes `compressedBytes` of deflate data inflate to.
    static func maximumInflatedBytes(compressedBytes: Int) -> Int {
        let (bound, overflow) = compressedBytes.multipliedReportingOverflow(by: maximumRatio)
        return overflow ? Int.max : bound + 1024
    }

    /// Why `info`'s image data cannot hold its image, or nil when it might.
    static func shortfall(in info: PNGFileInfo) -> String? {
        let compressed = info.chunks.reduce(0) { $0 + ($1.code == .imageData ? $1.length : 0) }
        let needed = minimumImageDataBytes(info.header)
        let most = maximumInflatedBytes(compressedBytes: compressed)
        guard needed > most else { return nil }
        return "\(compressed) bytes of compressed data cannot hold \(info.header.width) × "
            + "\(info.header.height) pixels (\(needed) bytes; deflate inflates at most \(most))"
    }
}
