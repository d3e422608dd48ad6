import WheelPNG

/// A grid of frames in one image, each with a caption under it, on a dark page: an overview of
/// a whole animation at a glance.
///
/// Tiles are laid out left to right, top to bottom, `columns` per row, `gap` pixels apart and
/// from the edges; each caption is drawn with ``StrokeFont`` centred in a band of
/// `captionHeight` pixels under its tile. The image is opaque.
public enum ContactSheet {
    /// Pixels between tiles and around the grid.
    public static let gap = 12
    /// Height of the caption band under each tile, pixels.
    public static let captionHeight = 24
    /// The page colour, straight RGB.
    public static let pageColor: (UInt8, UInt8, UInt8) = (0x17, 0x19, 0x24)
    /// The caption colour.
    static let captionColor = CanvasColor(hex: 0xD8DCE8)

    /// The sheet for `tiles` (all the same size, at least one; opaque pixels are copied, others
    /// blended over the page) with `captions[i]` under tile i (same count as tiles; characters
    /// ``StrokeFont`` lacks show as spaces), `columns` (at least 1) per row.
    /// - Throws: `RenderError.contactSheetWithoutTiles`, `.captionCountMismatch`,
    ///   `.tileSizeMismatch` or `.invalidColumnCount` when the arguments break those rules.
    public static func compose(_ tiles: [RGBAImage], captions: [String], columns: Int) throws(RenderError)
        -> RGBAImage
    {
        guard let first = tiles.first else { throw .contactSheetWithoutTiles }
        guard captions.count == tiles.count else {
            throw .captionCountMismatch(tiles: tiles.count, captions: captions.count)
        }
        guard columns >= 1 else { throw .invalidColumnCount(columns) }
        let tileWidth = first.width
        let tileHeight = first.height
        if let index = tiles.firstIndex(where: { $0.width != tileWidth || $0.height != tileHeight }) {
            throw .tileSizeMismatch(
                tile: index, width: tiles[index].width, height: tiles[index].height, firstWidth: tileWidth,
                firstHeight: tileHeight)
        }
        let columns = min(columns, tiles.count)
        let rows = (tiles.count + columns - 1) / columns
        let cellHeight = tileHeight + captionHeight
        var sheet = RGBAImage(
            validatedWidth: columns * (tileWidth + gap) + gap, height: rows * (cellHeight + gap) + gap,
            fill: (pageColor.0, pageColor.1, pageColor.2, 255))
        for (index, tile) in tiles.enumerated() {
            let x = gap + index % columns * (tileWidth + gap)
            let y = gap + index / columns * (cellHeight + gap)
            blend(tile, into: &sheet, x: x, y: y)
            blend(caption(captions[index], width: tileWidth), into: &sheet, x: x, y: y + tileHeight)
        }
        return sheet
    }

    /// `text` drawn centred in a transparent band as wide as a tile.
    static func caption(_ text: String, width: Int) -> RGBAImage {
        var canvas = Canvas(validatedWidth: width, height: captionHeight)
        let capHeight = Double(captionHeight) * 0.42
        canvas.fill(
            StrokeFont.shape(
                text, centeredAt: CanvasPoint(Double(width) / 2, Double(captionHeight) / 2),
                capHeight: capHeight, weight: capHeight * 0.16),
            color: captionColor)
        return canvas.image()
    }

    /// Straight-alpha `source` over the opaque `sheet` with its top-left corner at (x, y);
    /// the source must fit.
    static func blend(_ source: RGBAImage, into sheet: inout RGBAImage, x: Int, y: Int) {
        let width = sheet.width
        source.pixels.withUnsafeBufferPointer { input in
            sheet.pixels.withUnsafeMutableBufferPointer { output in
                for row in 0..<source.height {
                    var from = row * source.width * 4
                    var to = ((y + row) * width + x) * 4
                    for _ in 0..<source.width {
                        let alpha = UInt32(input[from + 3])
                        for channel in 0..<3 {
                            let mixed =
                                UInt32(input[from + channel]) * alpha + UInt32(output[to + channel])
                                * (255 - alpha)
                            output[to + channel] = UInt8((mixed + 127) / 255)
                        }
                        from += 4
                        to += 4
                    }
                }
            }
        }
    }
}
