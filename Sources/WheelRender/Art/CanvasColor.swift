/// A colour with straight (not premultiplied) alpha, each channel in 0...1, in sRGB as stored in
/// files (no gamma conversion is applied anywhere in the art).
public struct CanvasColor: Sendable, Hashable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A colour from channels in 0...1; values outside are clamped when painted.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value and an opacity in 0...1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = CanvasColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its opacity multiplied by `factor`.
    public func withAlpha(_ factor: Double) -> CanvasColor {
        CanvasColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
