/// The row filters the encoder may choose among; with several, libpng picks per row the one
/// that looks most compressible. Fewer filters encode faster.
public struct PNGFilterSet: OptionSet, Sendable, Hashable {
    /// The bits; each filter has its own.
    public let rawValue: Int32

    /// A set from its bits.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Filter type 0: bytes as they are.
    public static let unfiltered = PNGFilterSet(rawValue: 1 << 0)
    /// Filter type 1: difference from the pixel to the left.
    public static let sub = PNGFilterSet(rawValue: 1 << 1)
    /// Filter type 2: difference from the pixel above.
    public static let up = PNGFilterSet(rawValue: 1 << 2)
    /// Filter type 3: difference from the mean of left and above.
    public static let average = PNGFilterSet(rawValue: 1 << 3)
    /// Filter type 4: difference from the Paeth predictor of left, above and upper left.
    public static let paeth = PNGFilterSet(rawValue: 1 << 4)
    /// All five filters (libpng's default).
    public static let all: PNGFilterSet = [.unfiltered, .sub, .up, .average, .paeth]
}
