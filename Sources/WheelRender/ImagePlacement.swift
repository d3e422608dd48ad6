import WheelPNG

/// A straight-alpha image drawn into a canvas through an affine map, resampled bilinearly in
/// premultiplied alpha with transparency outside the image (so its edges are anti-aliased).
/// Used once per state change, never per frame, so it favours exactness over speed.
struct ImagePlacement: Sendable {
    let image: RGBAImage
    /// From canvas pixel coordinates to image pixel coordinates (pixel i covers [i, i + 1)).
    let canvasToImage: AffineTransform
    /// The canvas columns and rows the image can touch.
    let columns: Range<Int>
    let rows: Range<Int>
    /// The image's offset when it lands pixel for pixel on the canvas, the common case.
    private let alignedOffset: (x: Int, y: Int)?

    /// Places `image` with `imageToCanvas`, clipped to a `width × height` canvas.
    init(_ image: RGBAImage, imageToCanvas: AffineTransform, canvasWidth: Int, canvasHeight: Int) {
        self.image = image
        canvasToImage = imageToCanvas.inverted
        let corners = [
            (0.0, 0.0), (Double(image.width), 0), (0, Double(image.height)),
            (Double(image.width), Double(image.height)),
        ]
        .map { imageToCanvas.apply(x: $0.0, y: $0.1) }
        // One pixel of margin: bilinear sampling reaches half a pixel beyond the edge.
        let minX = max(0, Int((corners.map(\.x).min() ?? 0).rounded(.down)) - 1)
        let maxX = min(canvasWidth, Int((corners.map(\.x).max() ?? 0).rounded(.up)) + 1)
        let minY = max(0, Int((corners.map(\.y).min() ?? 0).rounded(.down)) - 1)
        let maxY = min(canvasHeight, Int((corners.map(\.y).max() ?? 0).rounded(.up)) + 1)
        columns = minX..<max(minX, maxX)
        rows = minY..<max(minY, maxY)
        let map = imageToCanvas
        // Scales like 286 / 858 · 3 can land a rounding error away from 1.
        func near(_ value: Double, _ target: Double) -> Bool { abs(value - target) < 1e-9 }
        if near(map.a, 1) && near(map.b, 0) && near(map.c, 0) && near(map.d, 1)
            && near(map.tx, map.tx.rounded())
            && near(map.ty, map.ty.rounded())
        {
            alignedOffset = (Int(map.tx.rounded()), Int(map.ty.rounded()))
        } else {
            alignedOffset = nil
        }
    }

    /// The premultiplied colour (channels 0…1) landing on canvas pixel (x, y). Scalar
    /// arithmetic rather than SIMD types, which are slow to the point of dominating the tests in
    /// unoptimised builds.
    func sample(x: Int, y: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        if let (offsetX, offsetY) = alignedOffset {
            return premultiplied(x - offsetX, y - offsetY)
        }
        let point = canvasToImage.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let sourceX = point.x - 0.5
        let sourceY = point.y - 0.5
        let left = sourceX.rounded(.down)
        let top = sourceY.rounded(.down)
        guard left >= -1, top >= -1, left < Double(image.width), top < Double(image.height) else {
            return (0, 0, 0, 0)
        }
        let fx = Float(sourceX - left)
        let fy = Float(sourceY - top)
        let column = Int(left)
        let row = Int(top)
        let topLeft = premultiplied(column, row)
        let topRight = premultiplied(column + 1, row)
        let bottomLeft = premultiplied(column, row + 1)
        let bottomRight = premultiplied(column + 1, row + 1)
        func mix(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> Float {
            (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
        }
        return (
            mix(topLeft.red, topRight.red, bottomLeft.red, bottomRight.red),
            mix(topLeft.green, topRight.green, bottomLeft.green, bottomRight.green),
            mix(topLeft.blue, topRight.blue, bottomLeft.blue, bottomRight.blue),
            mix(topLeft.alpha, topRight.alpha, bottomLeft.alpha, bottomRight.alpha)
        )
    }

    private func premultiplied(_ x: Int, _ y: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return (0, 0, 0, 0) }
        let offset = (y * image.width + x) * 4
        let opacity = Float(image.pixels[offset + 3]) / 255
        return (
            Float(image.pixels[offset]) / 255 * opacity, Float(image.pixels[offset + 1]) / 255 * opacity,
            Float(image.pixels[offset + 2]) / 255 * opacity, opacity
        )
    }
}
