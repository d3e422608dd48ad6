/// The characters of ASCII frames, from dark to bright: `" .:-=+*#%@"`. Brighter scene
/// colours get denser characters, which reads right as light text on a dark terminal.
enum BrightnessRamp {
    static let characters: [UInt8] = Array(" .:-=+*#%@".utf8)

    /// Rec. 709 luma of a colour, weights 54 + 183 + 19 = 256, so the result is luma × 256
    /// (0…65280).
    @inline(__always)
    static func scaledLuma(_ pixel: UInt32) -> Int {
        Int(pixel & 0xFF) * 54 + Int(pixel >> 8 & 0xFF) * 183 + Int(pixel >> 16 & 0xFF) * 19
    }

    /// The character for a luma in 0…255: ten equal bands.
    @inline(__always)
    static func character(luma: Int) -> UInt8 {
        characters[luma * characters.count / 256]
    }
}
