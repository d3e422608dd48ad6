/// The cHRM chunk: CIE 1931 x, y of the white point and the three primaries.
///
/// Values are stored as in the file: the chromaticity times 100 000 (31270 means 0.3127).
public struct PNGChromaticities: Sendable, Hashable {
    /// White point x × 100 000.
    public var whiteX: UInt32
    /// White point y × 100 000.
    public var whiteY: UInt32
    /// Red x × 100 000.
    public var redX: UInt32
    /// Red y × 100 000.
    public var redY: UInt32
    /// Green x × 100 000.
    public var greenX: UInt32
    /// Green y × 100 000.
    public var greenY: UInt32
    /// Blue x × 100 000.
    public var blueX: UInt32
    /// Blue y × 100 000.
    public var blueY: UInt32

    /// Chromaticities as stored in a cHRM chunk (each value × 100 000).
    public init(
        whiteX: UInt32, whiteY: UInt32, redX: UInt32, redY: UInt32,
        greenX: UInt32, greenY: UInt32, blueX: UInt32, blueY: UInt32
    ) {
        self.whiteX = whiteX
        self.whiteY = whiteY
        self.redX = redX
        self.redY = redY
        self.greenX = greenX
        self.greenY = greenY
        self.blueX = blueX
        self.blueY = blueY
    }

    /// The sRGB / Rec. 709 primaries with a D65 white point.
    public static let sRGB = PNGChromaticities(
        whiteX: 31270, whiteY: 32900, redX: 64000, redY: 33000,
        greenX: 30000, greenY: 60000, blueX: 15000, blueY: 6000)
}
