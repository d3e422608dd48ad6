/// One image file a slice writes: which wedge, for which scale, pressed or not, and how its
/// pixels are made.
public struct WedgeFile: Sendable, Hashable {
    /// How a wedge file's pixels come from the sheet.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        /// Cut from the sheet drawn for its scale: bit-identical rows in the sheet's own colour
        /// type, bit depth, palette, transparency and colour chunks.
        case exactCut = "exact"
        /// Area-averaged down from a sheet of a higher scale, written as 8-bit RGBA.
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
    /// The scale of the sheet the pixels come from: `scale` itself for an exact cut (with
    /// several sheets, the one drawn for it), else the sheet's they are resampled from.
    public let sheetScale: SliceScale
    /// Width in pixels at `scale`.
    public let width: Int
    /// Height in pixels at `scale`.
    public let height: Int
}
