import WheelPNG
import WheelSupport

/// Everything static about a scene, composed once: the background (page and base), the
/// overlays (centre button at rest and pressed, pointer), the clipping disc, and the wheel
/// layer for the current selection, recomposed only when the selection changes.
struct SceneLayers: Sendable {
    let assets: WheelAssets
    /// Side of a frame in pixels.
    let side: Int
    /// Page background then base, over opaque black: opaque.
    let background: PremultipliedImage
    let disc: WheelDisc
    private(set) var wheel: WheelLayer
    /// The overlays at rest and pressed, each composed when first drawn (a frame needs one).
    private let overlays: Overlays

    init(_ assets: WheelAssets) {
        self.assets = assets
        side = assets.frameSide
        disc = WheelDisc(scale: assets.scale)
        let viewSide = Double(SceneMetrics.viewSide)
        let viewToFrame = AffineTransform.scale(x: Double(assets.scale), y: Double(assets.scale))
        var canvas = LayerCanvas(width: side, height: side, fill: (0, 0, 0, 1))
        for image in [assets.pageBackground, assets.base] {
            let map = SceneGeometry.filling(image, x: 0, y: 0, width: viewSide, height: viewSide)
            canvas.draw(
                ImagePlacement(
                    image, imageToCanvas: map.concatenating(viewToFrame), canvasWidth: side,
                    canvasHeight: side))
        }
        background = canvas.quantized()
        wheel = WheelLayer(assets, selectedSegment: nil)
        overlays = Overlays(assets)
    }

    /// Sprites drawn over the wheel, bottom to top.
    func overlay(centerPressed: Bool) -> [OverlaySprite] { overlays.sprites(centerPressed: centerPressed) }

    /// The two overlays, composed on first use and shared by every copy of the layers.
    private final class Overlays: Sendable {
        let assets: WheelAssets
        private let composed = Locked<[Bool: [OverlaySprite]]>([:])

        init(_ assets: WheelAssets) { self.assets = assets }

        func sprites(centerPressed: Bool) -> [OverlaySprite] {
            composed.withLock { composed in
                if let sprites = composed[centerPressed] { return sprites }
                let pointer =
                    composed[!centerPressed]?.last
                    ?? OverlaySprite(
                        x: SceneGeometry.pointerOriginX(
                            pointerWidth: assets.pointer.width, scale: assets.scale),
                        y: 0, image: PremultipliedImage(assets.pointer))
                let button = centerPressed ? assets.centerButtonPressed : assets.centerButton
                let sprites = [SceneLayers.centerButton(button, scale: assets.scale), pointer]
                composed[centerPressed] = sprites
                return sprites
            }
        }
    }

    /// Makes the wheel layer show `segment` selected (nil: none), recomposing only on change.
    mutating func select(_ segment: Int?) {
        precondition(
            segment.map { (0..<assets.segmentCount).contains($0) } ?? true,
            "selected segment \(segment ?? -1) is not below the segment count \(assets.segmentCount)")
        if wheel.selectedSegment != segment { wheel = WheelLayer(assets, selectedSegment: segment) }
    }

    private static func centerButton(_ image: RGBAImage, scale: Int) -> OverlaySprite {
        let side = SceneMetrics.centerButtonSide * scale
        var canvas = LayerCanvas(width: side, height: side)
        let map = SceneGeometry.filling(image, x: 0, y: 0, width: Double(side), height: Double(side))
        canvas.draw(ImagePlacement(image, imageToCanvas: map, canvasWidth: side, canvasHeight: side))
        let origin = SceneGeometry.centerButtonOrigin(scale: scale)
        return OverlaySprite(x: origin, y: origin, image: canvas.quantized())
    }
}
