import WheelPNG
import WheelSlice

extension WheelAssets {
    /// The built-in art at `scale` (1, 2 or 3), drawn natively at that scale: 12 segments,
    /// cut from the built-in sprite sheets at the borders `SlicePartition` computes in points,
    /// exactly as `luckywheel slice` cuts them. Each image is drawn when first used, so a
    /// frame that needs no pressed segment never draws the pressed sheet.
    public static func builtIn(scale: Int) throws -> WheelAssets {
        try WheelAssets(scale: scale, layers: [:], segments: nil, pressedSegments: nil)
    }

    /// The `BuiltInAsset.sheetCellCount` cells of a sheet drawn at `scale` (its size a whole
    /// number of points), cut where `SlicePartition` puts the borders.
    static func cells(of sheet: RGBAImage, scale: Int, name: String = "sheet") throws(SliceError)
        -> [RGBAImage]
    {
        let partition = try SlicePartition(
            widthInPoints: sheet.width / scale, segments: BuiltInAsset.sheetCellCount, sheetName: name)
        return (0..<partition.segments).map { index in
            AreaResampler.resample(
                sheet, columns: partition.pixelRange(of: index, scale: scale), rows: 0..<sheet.height,
                from: scale,
                to: scale)
        }
    }
}
