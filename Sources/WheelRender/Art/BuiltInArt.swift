import WheelCore
import WheelPNG
import WheelSlice

/// Draws the default assets of the lucky-wheel screen, natively at each scale.
///
/// Every asset is original vector artwork rendered by ``Canvas``: geometry is in points and
/// rasterised at the requested scale, so @2x and @3x are drawn, not enlarged. The output is
/// deterministic: the same asset and scale give the same bytes on every run and platform.
public enum BuiltInArt {
    /// The scales the art is published at (iOS @1x, @2x, @3x).
    public static let scales = ScreenScale.supported

    /// The segment counts the sprite sheets are drawn for (their numbered, symbol-bearing
    /// cells). The committed `Assets/` files are the reference screen's 12.
    public static let segmentRange = 2...24
    /// The segment counts the layers (the wheel disc, the selection wedge, …) are drawn for:
    /// every wheel's, so images of your own for more than ``segmentRange`` segments need only
    /// the sheet.
    public static let layerSegmentRange = WheelGeometry.segmentCountRange

    /// The segment counts `asset` is drawn for.
    public static func segmentRange(of asset: BuiltInAsset) -> ClosedRange<Int> {
        asset.isLayer ? layerSegmentRange : segmentRange
    }

    /// `asset` drawn at `scale` for a wheel of `segments` segments as straight-alpha RGBA8,
    /// `pointSize(segments:) × scale` pixels.
    ///
    /// - Throws: ``BuiltInArtError/unsupportedScale(_:)`` when `scale` is not one of
    ///   ``scales``, ``BuiltInArtError/unsupportedSegmentCount(_:asset:)`` outside
    ///   ``segmentRange(of:)``.
    public static func image(_ asset: BuiltInAsset, scale: Int, segments: Int = BuiltInAsset.sheetCellCount)
        throws(BuiltInArtError) -> RGBAImage
    {
        guard scales.contains(scale) else { throw .unsupportedScale(scale) }
        guard segmentRange(of: asset).contains(segments) else {
            throw .unsupportedSegmentCount(segments, asset: asset)
        }
        let size = asset.pointSize(validatedSegments: segments)
        var canvas = Canvas(validatedWidth: size.width, height: size.height, scale: scale)
        switch asset {
        case .sheet: AstrologySheetArt.draw(on: &canvas, cells: segments, pressed: false)
        case .sheetPressed: AstrologySheetArt.draw(on: &canvas, cells: segments, pressed: true)
        case .wheel: WheelDiscArt.draw(on: &canvas, segments: segments)
        case .base: BaseDiscArt.draw(on: &canvas)
        case .selectionWedge: SelectionWedgeArt.draw(on: &canvas, segments: segments)
        case .centerButton: CenterButtonArt.draw(on: &canvas, pressed: false)
        case .centerButtonPressed: CenterButtonArt.draw(on: &canvas, pressed: true)
        case .pageBackground: PageBackgroundArt.draw(on: &canvas)
        case .pointer: PointerArt.draw(on: &canvas)
        }
        return canvas.image()
    }
}
