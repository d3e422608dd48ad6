import WheelPNG

/// Where each image of the reference screen lands, as maps from image pixels to a canvas.
/// Geometry is in points (`SceneMetrics`); the scale turns points into pixels at the end.
enum SceneGeometry {
    /// Maps `image` onto the rectangle (x, y, width × height) of its parent's coordinates,
    /// scaled to fill.
    static func filling(
        _ image: RGBAImage, x: Double, y: Double, width: Double, height: Double
    ) -> AffineTransform {
        AffineTransform.scale(x: width / Double(image.width), y: height / Double(image.height))
            .concatenating(.translation(x: x, y: y))
    }

    /// From button `index`'s own points (origin at its top-left) to the unrotated wheel's
    /// points: anchored at (0.5, 1) on the wheel centre and turned `index · 2π/count` clockwise.
    static func buttonToWheel(index: Int, count: Int) -> AffineTransform {
        let center = Double(SceneMetrics.center)
        let layout = ButtonLayout(segmentCount: count)
        return AffineTransform.translation(x: -Double(layout.width) / 2, y: -Double(layout.height))
            .concatenating(.rotation(Double(index) * 2 * Double.pi / Double(count)))
            .concatenating(.translation(x: center, y: center))
    }

    /// The placements of the unrotated wheel layer, bottom to top: the disc, then each button's
    /// selection wedge (selected button only) and image. `wheelToCanvas` maps wheel points to
    /// canvas pixels.
    static func wheelPlacements(
        _ assets: WheelAssets, selectedSegment: Int?, wheelToCanvas: AffineTransform, canvasSide: Int
    ) -> [ImagePlacement] {
        let side = Double(SceneMetrics.viewSide)
        var placements = [
            ImagePlacement(
                assets.wheel,
                imageToCanvas: filling(assets.wheel, x: 0, y: 0, width: side, height: side)
                    .concatenating(wheelToCanvas),
                canvasWidth: canvasSide, canvasHeight: canvasSide)
        ]
        let layout = ButtonLayout(segmentCount: assets.segmentCount)
        let imageRect = layout.imageRect
        for index in 0..<assets.segmentCount {
            let buttonToCanvas = buttonToWheel(index: index, count: assets.segmentCount).concatenating(
                wheelToCanvas)
            let selected = index == selectedSegment
            if selected {
                let wedge = assets.selectionWedge
                let map = filling(
                    wedge, x: 0, y: 0, width: Double(layout.width), height: Double(layout.height))
                placements.append(
                    ImagePlacement(
                        wedge, imageToCanvas: map.concatenating(buttonToCanvas), canvasWidth: canvasSide,
                        canvasHeight: canvasSide))
            }
            let image = selected ? assets.pressedSegments[index] : assets.segments[index]
            let map = filling(
                image, x: imageRect.x, y: imageRect.y, width: imageRect.width, height: imageRect.height)
            placements.append(
                ImagePlacement(
                    image, imageToCanvas: map.concatenating(buttonToCanvas), canvasWidth: canvasSide,
                    canvasHeight: canvasSide))
        }
        return placements
    }

    /// The centre button's top-left corner in frame pixels, on both axes. The exact centre
    /// would put an odd-sized button half a pixel off the grid (102.5 pt at @1x and @3x); it
    /// is moved up-left onto whole pixels so the button stays sharp.
    static func centerButtonOrigin(scale: Int) -> Int {
        (SceneMetrics.viewSide - SceneMetrics.centerButtonSide) * scale / 2
    }

    /// The pointer's left edge in frame pixels: centred, rounded down onto whole pixels.
    static func pointerOriginX(pointerWidth: Int, scale: Int) -> Int {
        (SceneMetrics.viewSide * scale - pointerWidth) / 2
    }
}
