/// The pHYs chunk: intended pixel size or aspect ratio.
public struct PNGPhysicalDimensions: Sendable, Hashable {
    /// Pixels per unit along x.
    public var pixelsPerUnitX: UInt32
    /// Pixels per unit along y.
    public var pixelsPerUnitY: UInt32
    /// The unit byte as the file gives it: 1 the metre, 0 unknown (only the aspect ratio means
    /// anything); any other value is kept as it is, as libpng keeps it, not made into 0.
    public var unit: UInt8

    /// Whether the unit is the metre (true) or anything else (false).
    public var unitIsMeter: Bool { unit == 1 }

    /// The largest density a PNG holds (``PNGChunk/largestInteger``).
    public static let maximumDensity = UInt32(PNGChunk.largestInteger)

    /// Pixel density; with `unitIsMeter` false only the x:y ratio means anything.
    public init(pixelsPerUnitX: UInt32, pixelsPerUnitY: UInt32, unitIsMeter: Bool) {
        self.init(pixelsPerUnitX: pixelsPerUnitX, pixelsPerUnitY: pixelsPerUnitY, unit: unitIsMeter ? 1 : 0)
    }

    /// Pixel density in `unit` (1: the metre, 0: unknown).
    public init(pixelsPerUnitX: UInt32, pixelsPerUnitY: UInt32, unit: UInt8) {
        self.pixelsPerUnitX = pixelsPerUnitX
        self.pixelsPerUnitY = pixelsPerUnitY
        self.unit = unit
    }
}
