import Foundation
import TestSupport
import WheelPNG
import WheelRender

/// Test assets with hard (one-pixel) edges and every kind of transparency, drawn per pixel
/// centre from a seed, so resampling errors show up where they are largest.
enum SyntheticAssets {
    /// The assets at 1x, 2x and 3x, made once per process (drawing 3x takes a while in debug).
    static let byScale: [Int: WheelAssets] = Dictionary(
        uniqueKeysWithValues: (1...3).map { ($0, make(scale: $0, segments: 12, seed: 7)) })

    /// A compositor per scale with its static layers composed, to copy from (copies share
    /// the layers until they recompose).
    static let compositorByScale: [Int: FrameCompositor] = byScale.mapValues { FrameCompositor(assets: $0) }

    /// Assets at `scale` whose images have exactly their rectangle's size in pixels.
    static func make(scale: Int, segments: Int, seed: UInt64, segmentPixelScale: Int? = nil) -> WheelAssets {
        var random = SeededGenerator(seed: seed)
        let s = Double(scale)
        let side = 286 * scale
        let stripes = (0..<3).map { _ in (random.byte(), random.byte(), random.byte()) }
        let page = draw(side, side) { x, y in
            let stripe = stripes[Int((x + 2 * y) / (7 * s)) % 3]
            return (stripe.0, stripe.1, stripe.2, 255)
        }
        let base = draw(side, side) { x, y in
            let r = radius(x, y, 143 * s)
            if r > 143 * s { return (0, 0, 0, 0) }
            return r > 120 * s && r < 130 * s ? (230, 230, 250, 128) : (40, 60, 90, 255)
        }
        let colors = (0..<segments).map { _ in (random.byte(), random.byte(), random.byte()) }
        let wheel = draw(side, side) { x, y in
            let r = radius(x, y, 143 * s)
            if r > 140 * s || (r > 60 * s && r < 66 * s) { return (0, 0, 0, 0) }
            if r > 100 * s && r < 108 * s { return (250, 250, 250, 160) }
            let turn = (atan2(x - 143 * s, 143 * s - y) / (2 * Double.pi) + 0.5 / Double(segments))
            let sector = Int(((turn * Double(segments)).rounded(.down) + Double(segments) * 2)) % segments
            let color = colors[sector]
            return (color.0, color.1, color.2, 255)
        }
        let wedge = draw(68 * scale, 143 * scale) { x, y in
            // A triangle from the bottom centre (the wheel centre) to the top edge.
            let halfWidth = 34 * s * (143 * s - y) / (143 * s)
            return abs(x - 34 * s) < halfWidth ? (220, 30, 40, 200) : (0, 0, 0, 0)
        }
        let segmentScale = segmentPixelScale ?? scale
        var normal: [RGBAImage] = []
        var pressed: [RGBAImage] = []
        for _ in 0..<segments {
            let rects = (0..<4).map { _ in
                (
                    x: random.below(34), y: random.below(40), w: 3 + random.below(20),
                    h: 3 + random.below(20),
                    color: (random.byte(), random.byte(), random.byte()),
                    alpha: [0, 90, 255, 255][random.below(4)]
                )
            }
            let fill = (random.byte(), random.byte(), random.byte())
            let t = Double(segmentScale)
            let image = draw(40 * segmentScale, 47 * segmentScale) { x, y in
                let px = x / t
                let py = y / t
                if px < 2 || py < 2 || px > 38 || py > 45 { return (0, 0, 0, 0) }
                for rect in rects.reversed()
                where px >= Double(rect.x) && px < Double(rect.x + rect.w) && py >= Double(rect.y)
                    && py < Double(rect.y + rect.h)
                {
                    return (rect.color.0, rect.color.1, rect.color.2, UInt8(rect.alpha))
                }
                return (fill.0, fill.1, fill.2, 255)
            }
            normal.append(image)
            var inverted = image
            for offset in stride(from: 0, to: inverted.pixels.count, by: 4) {
                inverted.pixels[offset] = 255 - inverted.pixels[offset]
                inverted.pixels[offset + 2] = 255 - inverted.pixels[offset + 2]
            }
            pressed.append(inverted)
        }
        func button(_ color: (UInt8, UInt8, UInt8)) -> RGBAImage {
            draw(81 * scale, 81 * scale) { x, y in
                let r = radius(x, y, 40.5 * s)
                if r > 40 * s { return (0, 0, 0, 0) }
                return r > 30 * s && r < 34 * s ? (255, 255, 255, 100) : (color.0, color.1, color.2, 255)
            }
        }
        let pointer = draw(24 * scale, 30 * scale) { x, y in
            let halfWidth = 12 * s * (30 * s - y) / (30 * s)
            let inside = abs(x - 12 * s) < halfWidth
            return inside
                ? (abs(x - 12 * s) < halfWidth - 2 * s ? (250, 200, 0, 255) : (60, 40, 0, 128)) : (0, 0, 0, 0)
        }
        do {
            return try WheelAssets(
                scale: scale, pageBackground: page, base: base, wheel: wheel, selectionWedge: wedge,
                centerButton: button((30, 140, 60)), centerButtonPressed: button((200, 90, 20)),
                pointer: pointer,
                segments: normal, pressedSegments: pressed)
        } catch {
            preconditionFailure("synthetic assets are valid: \(error)")
        }
    }

    /// Assets that read well as ASCII, for golden frames: a dark page, a wheel of alternating
    /// light and mid-grey sectors with a white rim, dark segment plates with a bright mark near
    /// the rim, a white centre button (grey when pressed) and a white pointer.
    static func legible(scale: Int) -> WheelAssets {
        let s = Double(scale)
        let side = 286 * scale
        let page = RGBAImage(validatedWidth: side, height: side, fill: (0, 0, 0, 255))
        let base = draw(side, side) { x, y in
            radius(x, y, 143 * s) <= 143 * s ? (40, 40, 40, 255) : (0, 0, 0, 0)
        }
        let wheel = draw(side, side) { x, y in
            let r = radius(x, y, 143 * s)
            if r > 140 * s { return (0, 0, 0, 0) }
            if r > 134 * s { return (255, 255, 255, 255) }
            let turn = atan2(x - 143 * s, 143 * s - y) / (2 * Double.pi) + 0.5 / 12
            let sector = Int((turn * 12).rounded(.down) + 24) % 12
            return sector % 2 == 0 ? (200, 200, 200, 255) : (110, 110, 110, 255)
        }
        let wedge = draw(68 * scale, 143 * scale) { x, y in
            abs(x - 34 * s) < 34 * s * (143 * s - y) / (143 * s) ? (255, 40, 40, 255) : (0, 0, 0, 0)
        }
        let plate = draw(40 * scale, 47 * scale) { x, y in
            x > 14 * s && x < 26 * s && y > 6 * s && y < 18 * s ? (255, 255, 255, 255) : (30, 30, 30, 255)
        }
        let pressedPlate = draw(40 * scale, 47 * scale) { x, y in
            x > 14 * s && x < 26 * s && y > 6 * s && y < 18 * s ? (0, 0, 0, 255) : (250, 250, 120, 255)
        }
        func button(_ level: UInt8) -> RGBAImage {
            draw(81 * scale, 81 * scale) { x, y in
                let r = radius(x, y, 40.5 * s)
                if r > 40 * s { return (0, 0, 0, 0) }
                return r > 36 * s ? (20, 20, 20, 255) : (level, level, level, 255)
            }
        }
        let pointer = draw(24 * scale, 30 * scale) { x, y in
            abs(x - 12 * s) < 12 * s * (30 * s - y) / (30 * s) ? (255, 255, 255, 255) : (0, 0, 0, 0)
        }
        do {
            return try WheelAssets(
                scale: scale, pageBackground: page, base: base, wheel: wheel, selectionWedge: wedge,
                centerButton: button(255), centerButtonPressed: button(120), pointer: pointer,
                segments: Array(repeating: plate, count: 12),
                pressedSegments: Array(repeating: pressedPlate, count: 12))
        } catch {
            preconditionFailure("synthetic assets are valid: \(error)")
        }
    }

    /// An image whose pixel (i, j) is `color(i + 0.5, j + 0.5)`.
    static func draw(
        _ width: Int, _ height: Int, _ color: (Double, Double) -> (UInt8, UInt8, UInt8, UInt8)
    ) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var offset = 0
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = color(Double(x) + 0.5, Double(y) + 0.5)
                pixels[offset] = r
                pixels[offset + 1] = g
                pixels[offset + 2] = b
                pixels[offset + 3] = a
                offset += 4
            }
        }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    private static func radius(_ x: Double, _ y: Double, _ center: Double) -> Double {
        ((x - center) * (x - center) + (y - center) * (y - center)).squareRoot()
    }
}
