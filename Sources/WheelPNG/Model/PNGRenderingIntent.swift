/// The sRGB chunk's rendering intent, with PNG's numbering as the raw value.
public enum PNGRenderingIntent: UInt8, Sendable, Hashable, CaseIterable {
    /// 0: perceptual.
    case perceptual = 0
    /// 1: relative colorimetric.
    case relativeColorimetric = 1
    /// 2: saturation.
    case saturation = 2
    /// 3: absolute colorimetric.
    case absoluteColorimetric = 3
}
