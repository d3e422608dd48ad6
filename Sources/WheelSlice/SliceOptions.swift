/// What to make of a sheet: how many wedges, for which scales, laid out how, compressed how.
public struct SliceOptions: Sendable, Hashable {
    /// The number of wedges (`SlicePartition.segmentRange`).
    public var segments: Int
    /// The screen scales to write (each in `ScreenScale.supported`); nil means only the sheet's
    /// own scale.
    public var scales: [Int]?
    /// Whether a scale above the sheet's may be made by upscaling (otherwise it is refused).
    public var allowUpscale: Bool
    /// Flat files or an asset catalog.
    public var layout: SliceLayout
    /// How the wedge files are compressed.
    public var compression: SliceCompression
    /// How many threads encode wedges; nil means one per active core. The bytes written do
    /// not depend on it.
    public var threadCount: Int?

    /// Options; by default 12 wedges at the sheet's scale, flat, default compression.
    public init(
        segments: Int = 12, scales: [Int]? = nil, allowUpscale: Bool = false, layout: SliceLayout = .flat,
        compression: SliceCompression = .default, threadCount: Int? = nil
    ) {
        self.segments = segments
        self.scales = scales
        self.allowUpscale = allowUpscale
        self.layout = layout
        self.compression = compression
        self.threadCount = threadCount
    }
}
