/// What ``FrameEncoder`` writes of each 8-bit RGBA input pixel.
public enum FramePixelLayout: Sendable, Hashable {
    /// Colour type 6: red, green, blue, alpha (4 bytes a pixel).
    case rgba
    /// Colour type 2: red, green, blue (3 bytes a pixel), the alpha byte dropped; for opaque
    /// frames, whose alpha says nothing.
    case rgb

    /// Bytes one pixel takes in the PNG rows.
    public var bytesPerPixel: Int {
        switch self {
        case .rgba: 4
        case .rgb: 3
        }
    }

    /// The IHDR colour type.
    var colorType: PNGColorType {
        switch self {
        case .rgba: .rgba
        case .rgb: .rgb
        }
    }
}
