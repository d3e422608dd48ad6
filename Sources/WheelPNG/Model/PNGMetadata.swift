/// The chunks that travel with the pixels when an image is sliced: palette, transparency
/// and colour information, parsed (each nil when the file has no such chunk), and every
/// other ancillary chunk, carried byte for byte.
public struct PNGMetadata: Sendable, Hashable {
    /// PLTE: required for palette images, an optional suggestion for RGB ones.
    public var palette: [PNGPaletteEntry]?
    /// tRNS.
    public var transparency: PNGTransparency?
    /// gAMA: the file gamma × 100 000 (45455 means 1/2.2).
    public var gamma: UInt32?
    /// cHRM.
    public var chromaticities: PNGChromaticities?
    /// sRGB: the image is in the sRGB colour space with this rendering intent.
    public var sRGBIntent: PNGRenderingIntent?
    /// iCCP. When both this and `sRGBIntent` are set, the encoder writes only iCCP, as the
    /// PNG specification allows at most one of the two.
    public var iccProfile: PNGICCProfile?
    /// sBIT.
    public var significantBits: PNGSignificantBits?
    /// pHYs.
    public var physicalDimensions: PNGPhysicalDimensions?
    /// Every other ancillary chunk, in file order, with its exact bytes (see
    /// ``PNGAncillaryChunk``). Empty when there are none.
    public var ancillaryChunks: [PNGAncillaryChunk]

    /// Metadata with the given chunks; all absent by default.
    public init(
        palette: [PNGPaletteEntry]? = nil,
        transparency: PNGTransparency? = nil,
        gamma: UInt32? = nil,
        chromaticities: PNGChromaticities? = nil,
        sRGBIntent: PNGRenderingIntent? = nil,
        iccProfile: PNGICCProfile? = nil,
        significantBits: PNGSignificantBits? = nil,
        physicalDimensions: PNGPhysicalDimensions? = nil,
        ancillaryChunks: [PNGAncillaryChunk] = []
    ) {
        self.palette = palette
        self.transparency = transparency
        self.gamma = gamma
        self.chromaticities = chromaticities
        self.sRGBIntent = sRGBIntent
        self.iccProfile = iccProfile
        self.significantBits = significantBits
        self.physicalDimensions = physicalDimensions
        self.ancillaryChunks = ancillaryChunks
    }
}
