import WheelPNG
import WheelSlice

extension WheelAssets {
    /// The built-in art at `scale`, drawn natively at that scale for a wheel of `segments`
    /// segments (``BuiltInArt/segmentRange``; 12 is the reference screen): the segment images
    /// are cut from the built-in sprite sheets at the borders `SlicePartition` computes in
    /// points, exactly as `luckywheel slice` cuts them. Each image is drawn when first used, so
    /// a frame that needs no pressed segment never draws the pressed sheet.
    /// - Throws: `RenderError.unsupportedScale` for a scale that is not a screen scale,
    ///   `RenderError.builtInArtCannotDraw` for a segment count the art does not draw.
    public static func builtIn(scale: Int, segments: Int = BuiltInAsset.sheetCellCount) throws(RenderError)
        -> WheelAssets
    {
        try WheelAssets(scale: scale, layers: [:], segments: nil, pressedSegments: nil, count: segments)
    }

    /// The `segments` cells of a sheet drawn at `scale`, which may be fractional (a @1.5x
    /// sheet), cut where `SlicePartition` puts the borders; its size must be a whole number of
    /// points.
    static func cells(of sheet: RGBAImage, scale: SliceScale, segments: Int, name: String = "sheet")
        throws(SliceError)
        -> [RGBAImage]
    {
        let partition = try SlicePartition(
            widthInPoints: scale.points(forPixels: sheet.width) ?? 0, segments: segments, sheetName: name)
        return (0..<partition.segments).map { index in
            // The width is the sheet's pixels at this scale.
            crop(sheet, columns: partition.pixelRange(of: index, validatedScale: scale))
        }
    }

    /// The columns of `sheet`, every fully transparent pixel (0, 0, 0, 0): what
    /// `AreaResampler` gives from a scale to the same scale, without its per-pixel weighting.
    private static func crop(_ sheet: RGBAImage, columns: Range<Int>) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: columns.count * sheet.height * 4)
        for y in 0..<sheet.height {
            for x in 0..<columns.count {
                let source = (y * sheet.width + columns.lowerBound + x) * 4
                guard sheet.pixels[source + 3] != 0 else { continue }
                let target = (y * columns.count + x) * 4
                for channel in 0..<4 { pixels[target + channel] = sheet.pixels[source + channel] }
            }
        }
        return RGBAImage(validatedWidth: columns.count, height: sheet.height, pixels: pixels)
    }
}
