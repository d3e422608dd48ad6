/// A premultiplied image fixed on whole frame pixels above the wheel (centre button, pointer).
struct OverlaySprite: Sendable {
    /// Frame column of the sprite's left edge (may be negative; drawing clips).
    let x: Int
    /// Frame row of the sprite's top edge.
    let y: Int
    let image: PremultipliedImage

    /// Blends the sprite over a `side × side` frame of packed pixels (little-endian RGBA bytes).
    func draw(onto frame: UnsafeMutableRawBufferPointer, side: Int) {
        let columns = max(0, -x)..<min(image.width, side - x)
        let rows = max(0, -y)..<min(image.height, side - y)
        guard !columns.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { sprite in
            for row in rows {
                let spriteRow = row * image.width
                let frameRow = (y + row) * side + x
                for column in columns {
                    let source = sprite[spriteRow + column]
                    if source == 0 { continue }
                    let offset = (frameRow + column) * 4
                    let destination = UInt32(
                        littleEndian: frame.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    frame.storeBytes(
                        of: PackedPixel.over(source, destination).littleEndian, toByteOffset: offset,
                        as: UInt32.self)
                }
            }
        }
    }

    /// The frame columns of the longest run of opaque sprite pixels in frame row `row`
    /// (empty when none): the wheel under them is hidden, so the compositor skips it.
    func opaqueColumns(inRow row: Int) -> Range<Int> {
        let spriteRow = row - y
        guard spriteRow >= 0, spriteRow < image.height else { return 0..<0 }
        var longest = 0..<0
        var start: Int?
        for column in 0...image.width {
            let opaque = column < image.width && image.pixels[spriteRow * image.width + column] >> 24 == 255
            if opaque, start == nil { start = column }
            if !opaque, let first = start {
                if column - first > longest.count { longest = first..<column }
                start = nil
            }
        }
        return (longest.lowerBound + x)..<(longest.upperBound + x)
    }

    /// The sprite's premultiplied colour at a frame point (pixel units, not necessarily a pixel
    /// centre), bilinear, transparent outside.
    func sample(x pointX: Double, y pointY: Double) -> UInt32 {
        image.sample(x: pointX - Double(x), y: pointY - Double(y), clampedToEdge: false)
    }
}
