import WheelPNG

extension BuiltInArt {
    /// The settings the committed `Assets/` files are encoded with. Fixed here, not taken
    /// from a preset, so that tuning a preset never changes the published files.
    public static let fileEncoding = PNGEncodingOptions(
        compressionLevel: 9, filters: .all, strategy: .filtered)
}
