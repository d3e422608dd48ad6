/// A PNG image in its own colour type and bit depth: the unconverted rows plus the chunks
/// that describe them. Slicing works on this form so that wedges stay bit-identical.
public struct PNGImage: Sendable, Hashable {
    /// Size, colour type, bit depth; `interlaced` tells how the source file was stored.
    public var header: PNGHeader
    /// `header.height` rows of `header.rowBytes` bytes each, top row first, deinterlaced and
    /// unfiltered. Sub-byte pixels are packed from the most significant bit; 16-bit samples
    /// are big-endian, as in the file.
    public var rows: [UInt8]
    /// Palette, transparency and colour chunks.
    public var metadata: PNGMetadata
    /// Whether the source was an Apple CgBI file. Its rows have already been converted to a
    /// standard PNG's: RGB(A) channel order and straight alpha.
    public var wasCgBI: Bool

    /// An image from rows laid out as the header says. `rows.count` must be
    /// `header.imageBytes`.
    public init(
        header: PNGHeader, rows: [UInt8], metadata: PNGMetadata = PNGMetadata(), wasCgBI: Bool = false
    ) {
        precondition(rows.count == header.imageBytes, "PNGImage rows do not match the header's size")
        self.header = header
        self.rows = rows
        self.metadata = metadata
        self.wasCgBI = wasCgBI
    }

    /// Bytes per row, as `header.rowBytes`.
    public var rowBytes: Int { header.rowBytes }
}
