/// How much a decoder accepts before it allocates anything for an image.
///
/// The pixel budget is checked from IHDR, before any row buffer exists, so a tiny file
/// that declares 20000 × 20000 pixels is refused without allocating gigabytes.
///
/// Every limit is at least 1: a smaller value, given or assigned, is stored as 1 (so it admits
/// almost nothing), never passed on as libpng's "no limit", which it gives a 0; checks and
/// messages use the limit as stored.
public struct PNGLimits: Sendable, Hashable {
    /// Most pixels (width × height) an image may have. Default 100 000 000.
    public var maxPixels: Int { didSet { maxPixels = max(1, maxPixels) } }
    /// Most pixels along either side. Default 1 000 000 (libpng's own default).
    public var maxDimension: Int { didSet { maxDimension = max(1, maxDimension) } }
    /// Largest decompressed ancillary chunk libpng will hold (an ICC profile, compressed
    /// text), in bytes. Default 8 000 000.
    public var maxChunkBytes: Int { didSet { maxChunkBytes = max(1, maxChunkBytes) } }
    /// Most ancillary chunks libpng keeps (its chunk cache, which counts a few of the chunks it
    /// parses too); the rest are read past and dropped, with a warning ("no space in chunk
    /// cache"), not refused. Default 1000.
    public var maxAncillaryChunks: Int { didSet { maxAncillaryChunks = max(1, maxAncillaryChunks) } }

    /// Limits, each stored as at least 1.
    public init(
        maxPixels: Int = 100_000_000, maxDimension: Int = 1_000_000,
        maxChunkBytes: Int = 8_000_000, maxAncillaryChunks: Int = 1000
    ) {
        self.maxPixels = max(1, maxPixels)
        self.maxDimension = max(1, maxDimension)
        self.maxChunkBytes = max(1, maxChunkBytes)
        self.maxAncillaryChunks = max(1, maxAncillaryChunks)
    }

    /// 100 megapixels, 1 000 000 pixels per side, 8 MB per ancillary chunk, 1000 chunks.
    public static let `default` = PNGLimits()

    /// Whether an image of this size fits the budget (no negative size does).
    public func admits(width: Int, height: Int) -> Bool {
        width >= 0 && height >= 0 && admitsSides(width: width, height: height)
            && width.multipliedReportingOverflow(by: height).partialValue <= maxPixels
            && !width.multipliedReportingOverflow(by: height).overflow
    }

    /// Whether neither side is longer than ``maxDimension``, which no budget raises.
    public func admitsSides(width: Int, height: Int) -> Bool {
        width <= maxDimension && height <= maxDimension
    }
}
