/// The sBIT chunk: how many bits of each sample were significant in the original data.
///
/// Only the samples the colour type has are meaningful: gray (and alpha) for gray types,
/// red, green, blue (and alpha) for RGB and palette types. The others are 0 when decoded.
public struct PNGSignificantBits: Sendable, Hashable {
    /// Significant bits of red samples.
    public var red: UInt8
    /// Significant bits of green samples.
    public var green: UInt8
    /// Significant bits of blue samples.
    public var blue: UInt8
    /// Significant bits of gray samples.
    public var gray: UInt8
    /// Significant bits of alpha samples.
    public var alpha: UInt8

    /// Significant bits per sample; leave the samples the colour type lacks at 0.
    public init(red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0, gray: UInt8 = 0, alpha: UInt8 = 0) {
        self.red = red
        self.green = green
        self.blue = blue
        self.gray = gray
        self.alpha = alpha
    }
}
