import WheelPNG
import WheelSupport

/// What to make of a sheet: how many wedges, for which scales, laid out how, compressed how.
public struct SliceOptions: Sendable, Hashable {
    /// The number of wedges (`SlicePartition.segmentRange`).
    public var segments: Int
    /// The screen scales to write (each in ``SliceScale/supported`` and held by the layout);
    /// nil means the layout's default (``SliceLayout/defaultScales(sheetScale:)``).
    public var scales: [SliceScale]?
    /// Whether a scale above the sheet's may be made by upscaling (otherwise it is refused).
    public var allowUpscale: Bool
    /// Flat files, an asset catalog, or a platform's folders.
    public var layout: SliceLayout
    /// Where the wheel puts each wedge image, for layouts that write a page assembling the
    /// wheel (``SliceLayout/web``, which refuses to plan without it); other layouts ignore it.
    public var placement: WedgePlacement?
    /// How the wedge files are compressed.
    public var compression: SliceCompression
    /// How many threads encode wedges; nil means one per active core. The bytes written do
    /// not depend on it.
    public var threadCount: Int?
    /// The largest wedge the plan writes, as the sheets read are held to it: only an upscaled
    /// wedge can be larger than its sheet (``SliceError/wedgeTooLarge(sheet:scale:width:height:limits:)``).
    public var limits: PNGLimits

    /// Options; by default 12 wedges at the sheet's scale, flat, `small` compression.
    public init(
        segments: Int = SegmentCount.reference, scales: [SliceScale]? = nil, allowUpscale: Bool = false,
        layout: SliceLayout = .flat, placement: WedgePlacement? = nil,
        compression: SliceCompression = .small,
        threadCount: Int? = nil, limits: PNGLimits = .default
    ) {
        self.segments = segments
        self.scales = scales
        self.allowUpscale = allowUpscale
        self.layout = layout
        self.placement = placement
        self.compression = compression
        self.threadCount = threadCount
        self.limits = limits
    }
}
