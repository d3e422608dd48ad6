import WheelPNG
import WheelSlice

extension WheelAssets {
    /// The built-in art at `scale`, drawn natively at that scale for a wheel of `segments`
    /// segments (``BuiltInArt/segmentRange``; 12 is the reference screen): the segment images
    /// are cut from the built-in sprite sheets at the borders `SlicePartition` computes in
    /// points, exactly as `luckywheel slice` cuts them.
    public static func builtIn(scale: Int, segments: Int = BuiltInAsset.sheetCellCount) throws -> WheelAssets
    {
        func image(_ asset: BuiltInAsset) throws -> RGBAImage {
            try BuiltInArt.image(asset, scale: scale, segments: segments)
        }
        return try WheelAssets(
            scale: scale, pageBackground: image(.pageBackground), base: image(.base), wheel: image(.wheel),
            selectionWedge: image(.selectionWedge), centerButton: image(.centerButton),
            centerButtonPressed: image(.centerButtonPressed), pointer: image(.pointer),
            segments: cells(of: image(.sheet), scale: scale, segments: segments),
            pressedSegments: cells(of: image(.sheetPressed), scale: scale, segments: segments))
    }

    /// The `segments` cells of a sheet drawn at `scale` (its size a whole number of points),
    /// cut where `SlicePartition` puts the borders.
    static func cells(of sheet: RGBAImage, scale: Int, segments: Int, name: String = "sheet")
        throws(SliceError)
        -> [RGBAImage]
    {
        let partition = try SlicePartition(
            widthInPoints: sheet.width / scale, segments: segments, sheetName: name)
        return (0..<partition.segments).map { index in
            AreaResampler.resample(
                sheet, columns: partition.pixelRange(of: index, scale: scale), rows: 0..<sheet.height,
                from: scale,
                to: scale)
        }
    }
}
