import WheelPNG

/// A decoded sprite sheet: its pixels in the file's own format, and its geometry.
public struct SpriteSheet: Sendable, Hashable {
    /// Name, pixel size and scale.
    public let geometry: SheetGeometry
    /// The pixels and chunks as decoded (CgBI already converted, interlacing undone).
    public let image: PNGImage

    /// A sheet from a decoded image drawn at `scale`; refuses a scale outside 1...3 and a pixel
    /// size that is not a whole number of points.
    public init(image: PNGImage, name: String, scale: Int) throws(SliceError) {
        geometry = try SheetGeometry(
            name: name, width: image.header.width, height: image.header.height, scale: scale)
        self.image = image
    }
}
