/// What ``FrameEncoder`` writes of each input pixel: 8-bit RGBA in, RGBA or RGB out; or, for
/// ``indexed``, one palette index byte in and out.
public enum FramePixelLayout: Sendable, Hashable {
    /// Colour type 6: red, green, blue, alpha (4 bytes a pixel).
    case rgba
    /// Colour type 2: red, green, blue (3 bytes a pixel), the alpha byte dropped; for opaque
    /// frames, whose alpha says nothing.
    case rgb
    /// Colour type 3 at bit depth 8: one index into the PLTE palette (1 byte a pixel). The
    /// input rows hold the index bytes themselves, not RGBA (``APNGPalette`` maps them).
    case indexed

    /// Bytes one pixel takes in the PNG rows.
    public var bytesPerPixel: Int {
        switch self {
        case .rgba: 4
        case .rgb: 3
        case .indexed: 1
        }
    }

    /// Bytes one input pixel takes: 4 (RGBA) for ``rgba`` and ``rgb``, 1 for ``indexed``.
    var inputBytesPerPixel: Int { self == .indexed ? 1 : 4 }

    /// The IHDR colour type.
    var colorType: PNGColorType {
        switch self {
        case .rgba: .rgba
        case .rgb: .rgb
        case .indexed: .palette
        }
    }
}
