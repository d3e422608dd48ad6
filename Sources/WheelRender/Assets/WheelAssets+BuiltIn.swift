import WheelPNG
import WheelSlice

extension WheelAssets {
    /// The built-in art at `scale` (1, 2 or 3), drawn natively at that scale: 12 segments,
    /// cut from the built-in sprite sheets at the borders `SlicePartition` computes in points,
    /// exactly as `luckywheel slice` cuts them.
    public static func builtIn(scale: Int) throws -> WheelAssets {
        func image(_ asset: BuiltInAsset) throws -> RGBAImage { try BuiltInArt.image(asset, scale: scale) }
        return try WheelAssets(
            scale: scale, pageBackground: image(.pageBackground), base: image(.base), wheel: image(.wheel),
            selectionWedge: image(.selectionWedge), centerButton: image(.centerButton),
            centerButtonPressed: image(.centerButtonPressed), pointer: image(.pointer),
            segments: cells(of: image(.sheet), scale: scale),
            pressedSegments: cells(of: image(.sheetPressed), scale: scale))
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
