/// A PNG image in its own colour type and bit depth: the unconverted rows plus the chunks
/// that describe them. Slicing works on this form so that wedges stay bit-identical.
public struct PNGImage: Sendable, Hashable {
    /// Size, colour type, bit depth; `interlaced` tells how the source file was stored.
    /// Changing it (or ``rows``) checks nothing; what reads the rows by it (the encoder,
    /// `SpriteSheet`, `RGBAImage(converting:)`) refuses rows that do not fit it (``problem``).
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

    /// An image from rows laid out as the header says.
    /// - Throws: ``PNGError/invalidImage(reason:)`` for a header with a ``PNGHeader/problem``,
    ///   or rows that are not `header.imageBytes` bytes (the values named).
    public init(
        header: PNGHeader, rows: [UInt8], metadata: PNGMetadata = PNGMetadata(), wasCgBI: Bool = false
    ) throws(PNGError) {
        if let problem = Self.problem(header: header, rowCount: rows.count) {
            throw .invalidImage(reason: problem)
        }
        self.init(validatedHeader: header, rows: rows, metadata: metadata, wasCgBI: wasCgBI)
    }

    /// An image whose rows the package laid out for `header` itself (a decoder's output, a
    /// cut), so the check is a precondition.
    package init(
        validatedHeader header: PNGHeader, rows: [UInt8], metadata: PNGMetadata = PNGMetadata(),
        wasCgBI: Bool = false
    ) {
        precondition(rows.count == header.imageBytes, "PNGImage rows do not match the header's size")
        self.header = header
        self.rows = rows
        self.metadata = metadata
        self.wasCgBI = wasCgBI
    }

    /// Why rows of `rowCount` bytes are no image of `header`, or nil when they are one: the
    /// header's ``PNGHeader/problem``, or a count other than `header.imageBytes` (the values
    /// named). The one rule ``init(header:rows:metadata:wasCgBI:)`` and what reads an image's
    /// rows by its header check.
    public static func problem(header: PNGHeader, rowCount: Int) -> String? {
        if let problem = header.problem { return problem }
        // Valid sides still overflow: 2³¹ − 1 rows of 2³¹ − 1 64-bit pixels.
        let bytes = header.imageBytes
        guard rowCount != bytes else { return nil }
        return "a \(header.width) × \(header.height) \(header.colorType.name) image of "
            + "\(header.bitDepth)-bit samples has "
            + (bytes.map { "\($0) bytes of rows" } ?? "more bytes of rows than an Int counts")
            + ", not \(rowCount)"
    }

    /// Why ``rows`` do not fit ``header`` (one of them changed after the image was made), or
    /// nil when they do: ``problem(header:rowCount:)`` of the two.
    public var problem: String? { Self.problem(header: header, rowCount: rows.count) }

    /// Bytes per row, as `header.rowBytes`: nil only when ``header`` was changed, after the
    /// image was made, to one whose row is more than an `Int` counts.
    public var rowBytes: Int? { header.rowBytes }
}
