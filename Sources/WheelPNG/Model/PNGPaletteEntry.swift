/// One colour of a PLTE palette, 8 bits per sample.
public struct PNGPaletteEntry: Sendable, Hashable {
    /// Red, 0 ... 255.
    public var red: UInt8
    /// Green, 0 ... 255.
    public var green: UInt8
    /// Blue, 0 ... 255.
    public var blue: UInt8

    /// A palette colour.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}
