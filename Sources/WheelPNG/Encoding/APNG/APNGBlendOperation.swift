/// How a frame's pixels are drawn onto its region of the canvas (the `blend_op` byte of an
/// APNG `fcTL` chunk).
public enum APNGBlendOperation: UInt8, Sendable, Hashable, CaseIterable {
    /// Every channel, alpha included, replaces the canvas.
    case source = 0
    /// Composited over the canvas by alpha: a transparent pixel leaves the canvas as it is, an
    /// opaque one replaces it.
    case over = 1
}
