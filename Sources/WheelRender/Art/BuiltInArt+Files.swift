import WheelPNG

extension BuiltInArt {
    /// The settings the committed `Assets/` files are encoded with. Fixed here, not taken
    /// from a preset, so that tuning a preset never changes the published files.
    public static let fileEncoding = PNGEncodingOptions(
        compressionLevel: 9, filters: .all, strategy: .filtered)

    /// `asset` at `scale` as the bytes of a PNG file, exactly as committed under `Assets/`
    /// (`asset.fileName(scale:)`). The bytes depend on zlib's output for the fixed settings.
    public static func pngFile(_ asset: BuiltInAsset, scale: Int) throws -> [UInt8] {
        try PNGEncoder(options: fileEncoding).encode(image(asset, scale: scale))
    }
}
