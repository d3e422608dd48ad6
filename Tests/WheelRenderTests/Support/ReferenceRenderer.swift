import Foundation
import TestSupport
import WheelPNG
import WheelRender

/// The scene rendered the slow, obvious way, in double precision, one pixel at a time:
/// each image is sampled bilinearly (premultiplied, transparent outside) at the exact
/// position the geometry gives, layers are stacked with Porter-Duff `over`, and the result is
/// rounded once. It shares no code with the fast path: the geometry is re-derived here from
/// docs/ARCHITECTURE.md §1.
struct ReferenceRenderer {
    /// How the rotating wheel is sampled.
    enum WheelSampling {
        /// As the compositor defines it: the unrotated wheel layer is an image on the pixel
        /// grid (each of its pixels the exact stack of disc and buttons at that pixel's
        /// centre, unrounded), and that image is turned and sampled bilinearly.
        case rasterizedLayer
        /// Every wheel image sampled directly at its turned position (one resampling).
        case perSourceImage
    }

    typealias Color = SIMD4<Double>

    let assets: WheelAssets

    var scale: Double { Double(assets.scale) }

    /// The frame's pixel (x, y) as straight RGBA8 (the frame is opaque).
    func pixel(x: Int, y: Int, state: FrameState, sampling: WheelSampling = .rasterizedLayer) -> [UInt8] {
        let color = self.color(
            atPixelX: Double(x) + 0.5, y: Double(y) + 0.5, state: state, sampling: sampling)
        return (0..<4).map { UInt8((min(max(color[$0], 0), 1) * 255).rounded()) }
    }

    /// The premultiplied colour (0…1) at a frame point in pixels.
    func color(atPixelX x: Double, y: Double, state: FrameState, sampling: WheelSampling) -> Color {
        let point = (x / scale, y / scale)
        var result = Color(0, 0, 0, 1)
        result = over(image(assets.pageBackground, in: (0, 0, 286, 286), at: point), result)
        result = over(image(assets.base, in: (0, 0, 286, 286), at: point), result)
        let center = 143 * scale
        if (x - center) * (x - center) + (y - center) * (y - center) <= (center + 1) * (center + 1) {
            let turned = rotate((x - center, y - center), by: -state.angle)
            switch sampling {
            case .perSourceImage:
                let wheelPoint = ((turned.0 + center) / scale, (turned.1 + center) / scale)
                result = over(wheel(at: wheelPoint, selected: state.selectedSegment), result)
            case .rasterizedLayer:
                result = over(
                    rasterizedWheel(atPixelX: turned.0 + center, y: turned.1 + center, state: state), result)
            }
        }
        let buttonOrigin = Double((286 - 81) * assets.scale / 2) / scale
        let button = state.centerPressed ? assets.centerButtonPressed : assets.centerButton
        result = over(image(button, in: (buttonOrigin, buttonOrigin, 81, 81), at: point), result)
        let pointer = assets.pointer
        let pointerX = Double((286 * assets.scale - pointer.width) / 2) / scale
        result = over(
            image(
                pointer, in: (pointerX, 0, Double(pointer.width) / scale, Double(pointer.height) / scale),
                at: point),
            result)
        return result
    }

    private func rasterizedWheel(atPixelX x: Double, y: Double, state: FrameState) -> Color {
        let left = (x - 0.5).rounded(.down)
        let top = (y - 0.5).rounded(.down)
        let fx = x - 0.5 - left
        let fy = y - 0.5 - top
        func layerPixel(_ column: Double, _ row: Double) -> Color {
            wheel(at: ((column + 0.5) / scale, (row + 0.5) / scale), selected: state.selectedSegment)
        }
        let upper = layerPixel(left, top) * (1 - fx) + layerPixel(left + 1, top) * fx
        let lower = layerPixel(left, top + 1) * (1 - fx) + layerPixel(left + 1, top + 1) * fx
        return upper * (1 - fy) + lower * fy
    }

    /// The unrotated wheel at a point in wheel points: disc, then each button's wedge and image.
    private func wheel(at point: (Double, Double), selected: Int?) -> Color {
        var result = image(assets.wheel, in: (0, 0, 286, 286), at: point)
        let count = assets.segmentCount
        let (width, face) = Self.button(segments: count)
        for index in 0..<count {
            // Into button coordinates: undo the turn about the centre, then put the anchor
            // (width / 2, 143) of the width × 143 button on the centre.
            let turned = rotate(
                (point.0 - 143, point.1 - 143), by: -Double(index) * 2 * Double.pi / Double(count))
            let local = (turned.0 + width / 2, turned.1 + 143)
            if index == selected {
                result = over(image(assets.selectionWedge, in: (0, 0, width, 143), at: local), result)
            }
            let picture = index == selected ? assets.pressedSegments[index] : assets.segments[index]
            result = over(image(picture, in: face, at: local), result)
        }
        return result
    }

    /// The button width and the image rectangle for `segments` segments, from the rule in the
    /// README: 68 × 143 pt with the image at (14, 20, 40 × 47) for 12; otherwise the width
    /// `min(68 · tan(π/N) / tan(π/12), 2 · 143 · sin(π/N))` rounded down, the image scaled by
    /// `min(1, width / 68)`, centred, 20 pt below the rim.
    static func button(segments: Int) -> (width: Double, face: (Double, Double, Double, Double)) {
        guard segments != 12 else { return (68, (14, 20, 40, 47)) }
        let half = Double.pi / Double(segments)
        let sector =
            segments == 2 ? Double.infinity : 68 * Foundation.tan(half) / Foundation.tan(Double.pi / 12)
        let width = (min(sector, 2 * 143 * Foundation.sin(half)) + 1e-6).rounded(.down)
        let scale = min(1, width / 68)
        return (width, ((width - 40 * scale) / 2, 20, 40 * scale, 47 * scale))
    }

    /// `image` stretched over `rect` (points), sampled at `point` (points).
    private func image(
        _ image: RGBAImage, in rect: (Double, Double, Double, Double), at point: (Double, Double)
    ) -> Color {
        let u = (point.0 - rect.0) * Double(image.width) / rect.2 - 0.5
        let v = (point.1 - rect.1) * Double(image.height) / rect.3 - 0.5
        let left = u.rounded(.down)
        let top = v.rounded(.down)
        let fx = u - left
        let fy = v - top
        func texel(_ column: Double, _ row: Double) -> Color {
            guard column >= 0, row >= 0, column < Double(image.width), row < Double(image.height) else {
                return .zero
            }
            let (r, g, b, a) = image[Int(column), Int(row)]
            let alpha = Double(a) / 255
            return Color(Double(r) / 255 * alpha, Double(g) / 255 * alpha, Double(b) / 255 * alpha, alpha)
        }
        let upper = texel(left, top) * (1 - fx) + texel(left + 1, top) * fx
        let lower = texel(left, top + 1) * (1 - fx) + texel(left + 1, top + 1) * fx
        return upper * (1 - fy) + lower * fy
    }

    private func over(_ source: Color, _ destination: Color) -> Color {
        source + destination * (1 - source.w)
    }

    /// Turns a vector clockwise on screen (y down) by `angle` radians.
    private func rotate(_ vector: (Double, Double), by angle: Double) -> (Double, Double) {
        (vector.0 * cos(angle) - vector.1 * sin(angle), vector.0 * sin(angle) + vector.1 * cos(angle))
    }
}
