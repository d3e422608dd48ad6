/// The tRNS chunk: which pixels of an image without an alpha channel are transparent.
public enum PNGTransparency: Sendable, Hashable {
    /// Palette images: alpha of the first palette entries (entries past the end are opaque).
    case paletteAlpha([UInt8])
    /// Gray images: pixels of exactly this gray sample value are fully transparent. The value
    /// uses the image's bit depth (0 ... 2^bitDepth − 1).
    case gray(UInt16)
    /// RGB images: pixels of exactly this colour are fully transparent, at the image's depth.
    case rgb(red: UInt16, green: UInt16, blue: UInt16)
}
