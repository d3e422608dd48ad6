/// One image file a slice writes: which wedge, for which scale, pressed or not, and how its
/// pixels are made.
public struct WedgeFile: Sendable, Hashable {
    /// How a wedge file's pixels come from the sheet.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        /// Cut from the sheet at its own scale: bit-identical rows in the sheet's own colour
        /// type, bit depth, palette, transparency and colour chunks.
        case exactCut = "exact"
        /// Area-averaged down from the sheet's scale, written as 8-bit RGBA.
        case downscaled
        /// Area-sampled up from the sheet's scale (only with `allowUpscale`), 8-bit RGBA.
        case upscaled
    }

    /// The wedge's index, 0 ..< segments, left to right in the sheet.
    public let index: Int
    /// Whether it comes from the pressed sheet.
    public let isPressed: Bool
    /// The screen scale the file is for.
    public let scale: SliceScale
    /// The path relative to the output folder, as `SliceLayout` names it.
    public let path: String
    /// How the pixels are made.
    public let method: Method
    /// Width in pixels at `scale`.
    public let width: Int
    /// Height in pixels at `scale`.
    public let height: Int
}
