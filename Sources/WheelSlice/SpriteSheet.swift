import WheelPNG

/// A decoded sprite sheet: its pixels in the file's own format, its geometry, and what the
/// decoder read past.
public struct SpriteSheet: Sendable, Hashable {
    /// Name, pixel size and scale.
    public let geometry: SheetGeometry
    /// The pixels and chunks as decoded (CgBI already converted, interlacing undone).
    public let image: PNGImage
    /// What the decoder read past (benign damage, odd values); a slice passes them on.
    public let warnings: [PNGWarning]

    /// A sheet from a decoded image drawn at `scale`; refuses a scale outside
    /// ``SliceScale/supported``, a pixel size that is not a whole number of points, and an image
    /// whose rows do not fit its header (``PNGImage/problem``: its `header` or `rows` changed
    /// after it was made), so the slicer reads only rows that are there. A palette index past
    /// the palette's end is kept as it is (decoders show it opaque black; the decoder warns
    /// about it).
    public init(image: PNGImage, name: String, scale: SliceScale, warnings: [PNGWarning] = [])
        throws(SliceError)
    {
        geometry = try SheetGeometry(
            name: name, width: image.header.width, height: image.header.height, scale: scale)
        if let problem = image.problem { throw .invalidImage(sheet: name, reason: problem) }
        self.image = image
        self.warnings = warnings
    }
}
