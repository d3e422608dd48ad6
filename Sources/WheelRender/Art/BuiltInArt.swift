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

    /// `asset` drawn at `scale` as straight-alpha RGBA8, `pointSize × scale` pixels.
    ///
    /// - Throws: ``BuiltInArtError/unsupportedScale(_:)`` when `scale` is not 1, 2 or 3.
    public static func image(_ asset: BuiltInAsset, scale: Int) throws(BuiltInArtError) -> RGBAImage {
        guard scales.contains(scale) else { throw .unsupportedScale(scale) }
        let size = asset.pointSize
        var canvas = Canvas(width: size.width, height: size.height, scale: scale)
        switch asset {
        case .sheet: AstrologySheetArt.draw(on: &canvas, pressed: false)
        case .sheetPressed: AstrologySheetArt.draw(on: &canvas, pressed: true)
        case .wheel: WheelDiscArt.draw(on: &canvas)
        case .base: BaseDiscArt.draw(on: &canvas)
        case .selectionWedge: SelectionWedgeArt.draw(on: &canvas)
        case .centerButton: CenterButtonArt.draw(on: &canvas, pressed: false)
        case .centerButtonPressed: CenterButtonArt.draw(on: &canvas, pressed: true)
        case .pageBackground: PageBackgroundArt.draw(on: &canvas)
        case .pointer: PointerArt.draw(on: &canvas)
        }
        return canvas.image()
    }
}
