/// A colour with premultiplied alpha, each channel 0...1: what the canvas stores and blends.
struct PremultipliedColor: Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `color` with its channels clamped to 0...1 and multiplied by its alpha.
    init(_ color: CanvasColor) {
        let alpha = min(max(color.alpha, 0), 1)
        self.init(
            red: min(max(color.red, 0), 1) * alpha, green: min(max(color.green, 0), 1) * alpha,
            blue: min(max(color.blue, 0), 1) * alpha, alpha: alpha)
    }

    /// The colour `t` of the way from `self` to `other` (t in 0...1).
    func mixed(with other: PremultipliedColor, _ t: Double) -> PremultipliedColor {
        PremultipliedColor(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
