import WheelPNG

/// Why a wedge does not carry one of its sheet's chunks. Every other chunk is carried byte
/// for byte (see ``WedgeChunks``).
public enum ChunkDropReason: Sendable, Hashable, CustomStringConvertible {
    /// acTL, fcTL, fdAT: an APNG animation; wedges are cut from the still image.
    case animation
    /// hIST, oFFs, sTER, caNv, vpAg: it describes the whole sheet (palette-use counts, the
    /// position on a page or canvas, a stereo pair), which a wedge is not.
    case describesWholeSheet
    /// A chunk this tool does not know whose type says it is unsafe to copy into an image
    /// whose pixels changed (uppercase fourth letter), as the PNG specification asks.
    case unsafeToCopy
    /// bKGD, pCAL: its values are in the sheet's pixel format (given: a palette, gray or
    /// 16-bit one), and a resampled wedge is 8-bit RGBA.
    case sheetPixelFormat(PNGColorType, bitDepth: Int)
    /// sCAL: the physical size of one pixel, which resampling to another scale changes.
    case pixelSize
    /// sBIT: averaged samples use all 8 bits, so the sheet's significant bits do not hold.
    case significantBits
    /// iCCP of a gray sheet: a gray profile cannot describe a resampled wedge's RGB pixels.
    case grayProfile
    /// sRGB beside an iCCP profile: a PNG holds one colour profile, and the specification puts
    /// iCCP before sRGB (libpng keeps both when iCCP comes first, and writing both made it
    /// add gAMA and cHRM chunks the sheet never had).
    case profileTakesPrecedence

    /// The reason as a clause about one chunk: "it describes the whole sheet...".
    public var description: String { clause(count: 1) }

    /// The reason as a clause about `count` chunks of one type: "it belongs…" for one,
    /// "they belong…" for more.
    public func clause(count: Int) -> String {
        let one = count == 1
        let (it, its, isWord) = one ? ("it", "its", "is") : ("they", "their", "are")
        switch self {
        case .animation:
            return
                "\(it) belong\(one ? "s" : "") to an APNG animation, and wedges are cut from the still image"
        case .describesWholeSheet:
            return
                "\(it) describe\(one ? "s" : "") the whole sheet (counts, page or canvas position, or stereo pair)"
        case .unsafeToCopy:
            return
                "\(it) \(isWord) \(one ? "an unknown chunk" : "unknown chunks") marked unsafe to copy once the "
                + "pixels change"
        case .sheetPixelFormat(let colorType, let bitDepth):
            return
                "\(its) values are in the sheet's pixel format, \(colorType.name) \(bitDepth)-bit, not 8-bit RGBA"
        case .pixelSize:
            return "\(it) give\(one ? "s" : "") the physical size of a pixel, which resampling changes"
        case .significantBits:
            return "averaged samples use all 8 bits, so \(its) significant bits no longer hold"
        case .grayProfile: return "a gray ICC profile cannot describe RGB pixels"
        case .profileTakesPrecedence:
            return "a PNG holds one colour profile, and the sheet's iCCP profile takes precedence over sRGB"
        }
    }
}
