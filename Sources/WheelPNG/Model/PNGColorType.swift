/// The colour type of a PNG image (IHDR), with PNG's own numbering as the raw value.
public enum PNGColorType: UInt8, Sendable, Hashable, CaseIterable {
    /// One gray sample per pixel; bit depths 1, 2, 4, 8, 16.
    case gray = 0
    /// Red, green, blue samples; bit depths 8, 16.
    case rgb = 2
    /// One index into the PLTE palette; bit depths 1, 2, 4, 8.
    case palette = 3
    /// Gray and alpha samples; bit depths 8, 16.
    case grayAlpha = 4
    /// Red, green, blue, alpha samples; bit depths 8, 16.
    case rgba = 6

    /// Samples per pixel: 1 for gray and palette, 2 for gray+alpha, 3 for RGB, 4 for RGBA.
    public var channels: Int {
        switch self {
        case .gray, .palette: 1
        case .grayAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }

    /// The bit depths PNG allows for this colour type, smallest first.
    public var allowedBitDepths: [Int] {
        switch self {
        case .gray: [1, 2, 4, 8, 16]
        case .palette: [1, 2, 4, 8]
        case .rgb, .grayAlpha, .rgba: [8, 16]
        }
    }

    /// Whether every pixel carries an alpha sample (tRNS aside).
    public var hasAlpha: Bool { self == .grayAlpha || self == .rgba }

    /// Whether samples are gray levels rather than colours or palette indices.
    public var isGray: Bool { self == .gray || self == .grayAlpha }

    /// A short human name: "gray", "RGB", "palette", "gray+alpha", "RGBA".
    public var name: String {
        switch self {
        case .gray: "gray"
        case .rgb: "RGB"
        case .palette: "palette"
        case .grayAlpha: "gray+alpha"
        case .rgba: "RGBA"
        }
    }
}
