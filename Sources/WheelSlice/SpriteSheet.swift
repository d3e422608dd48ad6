import WheelPNG

/// A decoded sprite sheet: its pixels in the file's own format, and its geometry.
public struct SpriteSheet: Sendable, Hashable {
    /// Name, pixel size and scale.
    public let geometry: SheetGeometry
    /// The pixels and chunks as decoded (CgBI already converted, interlacing undone).
    public let image: PNGImage

    /// A sheet from a decoded image drawn at `scale`; refuses a scale outside 1...3, a pixel
    /// size that is not a whole number of points, and a palette index past the palette's end
    /// (decoders show such pixels black, but no wedge with one could be written).
    public init(image: PNGImage, name: String, scale: Int) throws(SliceError) {
        geometry = try SheetGeometry(
            name: name, width: image.header.width, height: image.header.height, scale: scale)
        if image.header.colorType == .palette, let largest = Self.largestIndex(image) {
            let count = image.metadata.palette?.count ?? 0
            if largest >= count {
                throw .paletteIndexOutOfRange(sheet: name, index: largest, paletteCount: count)
            }
        }
        self.image = image
    }

    /// The largest palette index in the rows (padding bits excluded), or nil for no pixels.
    private static func largestIndex(_ image: PNGImage) -> Int? {
        let depth = image.header.bitDepth
        let width = image.header.width
        var largest = 0
        image.rows.withUnsafeBufferPointer { rows in
            for y in 0..<image.header.height {
                let row = y * image.rowBytes
                for x in 0..<width {
                    let bit = x * depth
                    let index = Int(rows[row + bit / 8] >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
                    largest = max(largest, index)
                }
            }
        }
        return width > 0 ? largest : nil
    }
}
