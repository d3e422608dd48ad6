import WheelPNG

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
    private let restingOverlay: [OverlaySprite]
    private let pressedOverlay: [OverlaySprite]

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
        let pointer = OverlaySprite(
            x: SceneGeometry.pointerOriginX(pointerWidth: assets.pointer.width, scale: assets.scale), y: 0,
            image: PremultipliedImage(assets.pointer))
        restingOverlay = [Self.centerButton(assets.centerButton, scale: assets.scale), pointer]
        pressedOverlay = [Self.centerButton(assets.centerButtonPressed, scale: assets.scale), pointer]
    }

    /// Sprites drawn over the wheel, bottom to top.
    func overlay(centerPressed: Bool) -> [OverlaySprite] { centerPressed ? pressedOverlay : restingOverlay }

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
