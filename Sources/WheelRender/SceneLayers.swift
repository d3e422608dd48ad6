import WheelPNG
import WheelSupport

/// Everything static about a scene, composed once: the background (page and base), the
/// overlays (centre button at rest and pressed, pointer), the clipping disc, and the wheel
/// layer for the current selection, recomposed only when the selection changes.
///
/// For the built-in reference screen the layers of the unselected scene come prepared from the
/// binary (``CarriedLayers``), the same pixels without drawing or composing anything.
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

    /// The layers of `assets`, taken from `carried` when given (its scale must be the assets').
    init(_ assets: WheelAssets, carried: CarriedLayers? = nil) {
        self.assets = assets
        side = assets.frameSide
        disc = WheelDisc(scale: assets.scale)
        if let carried {
            precondition(carried.scale == assets.scale, "carried layers at another scale")
            background = carried.background
            wheel = WheelLayer(image: carried.wheel, scale: assets.scale, selectedSegment: nil)
            let pointer = Self.pointer(carried.pointer, scale: assets.scale)
            overlays = Overlays(
                assets,
                composed: [
                    false: [Self.centerButton(carried.centerButton, scale: assets.scale), pointer],
                    true: [Self.centerButton(carried.centerButtonPressed, scale: assets.scale), pointer],
                ])
        } else {
            background = Self.background(assets)
            wheel = WheelLayer(assets, selectedSegment: nil)
            overlays = Overlays(assets)
        }
    }

    /// The layers of `assets`, prepared ones when the binary carries them for these assets.
    init(_ assets: WheelAssets) {
        self.init(assets, carried: CarriedLayers.carried(for: assets))
    }

    /// Sprites drawn over the wheel, bottom to top.
    func overlay(centerPressed: Bool) -> [OverlaySprite] { overlays.sprites(centerPressed: centerPressed) }

    /// The two overlays, composed on first use and shared by every copy of the layers.
    private final class Overlays: Sendable {
        let assets: WheelAssets
        private let composed: Locked<[Bool: [OverlaySprite]]>

        init(_ assets: WheelAssets, composed: [Bool: [OverlaySprite]] = [:]) {
            self.assets = assets
            self.composed = Locked(composed)
        }

        func sprites(centerPressed: Bool) -> [OverlaySprite] {
            composed.withLock { composed in
                if let sprites = composed[centerPressed] { return sprites }
                let pointer =
                    composed[!centerPressed]?.last
                    ?? SceneLayers.pointer(PremultipliedImage(assets.pointer), scale: assets.scale)
                let sprites = [SceneLayers.centerButton(assets, pressed: centerPressed), pointer]
                composed[centerPressed] = sprites
                return sprites
            }
        }
    }

    /// Throws unless `state` can be drawn with these layers: its angle finite, its selection
    /// nil or a segment the art draws. Every public `render` checks this before drawing.
    func check(_ state: FrameState) throws(RenderError) {
        guard state.angle.isFinite else { throw .angleNotFinite(state.angle) }
        if let segment = state.selectedSegment, !(0..<assets.segmentCount).contains(segment) {
            throw .selectedSegmentNotDrawn(segment: segment, art: assets.segmentCount)
        }
    }

    /// Makes the wheel layer show `segment` selected (nil: none), recomposing only on change.
    /// The segment has passed ``check(_:)``.
    mutating func select(_ segment: Int?) {
        precondition(
            segment.map { (0..<assets.segmentCount).contains($0) } ?? true,
            "selected segment \(segment ?? -1) is not below the segment count \(assets.segmentCount)")
        if wheel.selectedSegment != segment { wheel = WheelLayer(assets, selectedSegment: segment) }
    }

    /// Page background then base, each filling the view, over opaque black.
    static func background(_ assets: WheelAssets) -> PremultipliedImage {
        let side = assets.frameSide
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
        return canvas.quantized()
    }

    /// The centre button (at rest or pressed) filling its square, premultiplied.
    static func centerButtonImage(_ assets: WheelAssets, pressed: Bool) -> PremultipliedImage {
        let image = pressed ? assets.centerButtonPressed : assets.centerButton
        let side = SceneMetrics.centerButtonSide * assets.scale
        var canvas = LayerCanvas(width: side, height: side)
        let map = SceneGeometry.filling(image, x: 0, y: 0, width: Double(side), height: Double(side))
        canvas.draw(ImagePlacement(image, imageToCanvas: map, canvasWidth: side, canvasHeight: side))
        return canvas.quantized()
    }

    private static func centerButton(_ assets: WheelAssets, pressed: Bool) -> OverlaySprite {
        centerButton(centerButtonImage(assets, pressed: pressed), scale: assets.scale)
    }

    private static func centerButton(_ image: PremultipliedImage, scale: Int) -> OverlaySprite {
        let origin = SceneGeometry.centerButtonOrigin(scale: scale)
        return OverlaySprite(x: origin, y: origin, image: image)
    }

    private static func pointer(_ image: PremultipliedImage, scale: Int) -> OverlaySprite {
        OverlaySprite(
            x: SceneGeometry.pointerOriginX(pointerWidth: image.width, scale: scale), y: 0, image: image)
    }
}
