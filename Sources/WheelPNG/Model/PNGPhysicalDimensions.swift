/// The pHYs chunk: intended pixel size or aspect ratio.
public struct PNGPhysicalDimensions: Sendable, Hashable {
    /// Pixels per unit along x.
    public var pixelsPerUnitX: UInt32
    /// Pixels per unit along y.
    public var pixelsPerUnitY: UInt32
    /// Whether the unit is the metre (true) or unknown, giving only the aspect ratio (false).
    public var unitIsMeter: Bool

    /// Pixel density; with `unitIsMeter` false only the x:y ratio means anything.
    public init(pixelsPerUnitX: UInt32, pixelsPerUnitY: UInt32, unitIsMeter: Bool) {
        self.pixelsPerUnitX = pixelsPerUnitX
        self.pixelsPerUnitY = pixelsPerUnitY
        self.unitIsMeter = unitIsMeter
    }
}
