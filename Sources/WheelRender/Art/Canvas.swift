import WheelPNG

/// A small anti-aliased vector rasteriser: shapes in points, pixels at an integer scale.
///
/// Geometry is given in points and evaluated at every pixel centre of the chosen scale, so a @3x
/// canvas draws the same picture natively with three times the pixels in each direction. Each
/// fill computes the shape's signed distance per pixel; the coverage of a pixel is how far the
/// edge lies across it, which gives smooth edges without supersampling. Colours are composited
/// "over" in premultiplied alpha with `Double` precision and rounded once, in ``image()``.
///
/// Everything is plain IEEE arithmetic in a fixed order on one thread, so the same calls give the
/// same bytes on every run.
public struct Canvas: Sendable {
    /// Width in points.
    public let width: Int
    /// Height in points.
    public let height: Int
    /// Pixels per point (1, 2, 3, …).
    public let scale: Int
    /// Premultiplied red, green, blue, alpha per pixel, rows from the top.
    private var samples: [Double]

    /// A canvas of `width` × `height` points at `scale` pixels per point, filled with
    /// `background`.
    /// - Throws: `RenderError.invalidCanvasSize` unless all three numbers are positive and the
    ///   canvas's samples (`width·scale × height·scale × 4`) can be counted in an `Int`.
    public init(width: Int, height: Int, scale: Int = 1, background: CanvasColor = .clear) throws(RenderError)
    {
        var count = 4
        for factor in [width, scale, height, scale] {
            let (product, overflow) = count.multipliedReportingOverflow(by: factor)
            guard factor > 0, !overflow else {
                throw .invalidCanvasSize(width: width, height: height, scale: scale)
            }
            count = product
        }
        self.init(validatedWidth: width, height: height, scale: scale, background: background)
    }

    /// A canvas whose size the package chose (positive, of a countable size).
    init(validatedWidth width: Int, height: Int, scale: Int = 1, background: CanvasColor = .clear) {
        precondition(width > 0 && height > 0 && scale > 0, "Canvas needs a positive size and scale")
        self.width = width
        self.height = height
        self.scale = scale
        let color = PremultipliedColor(background)
        let pixel = [color.red, color.green, color.blue, color.alpha]
        samples = [Double](repeating: 0, count: width * scale * height * scale * 4)
        if color.alpha > 0 {
            for offset in samples.indices {
                samples[offset] = pixel[offset % 4]
            }
        }
    }

    /// Width in pixels: `width * scale`.
    public var pixelWidth: Int { width * scale }
    /// Height in pixels: `height * scale`.
    public var pixelHeight: Int { height * scale }

    /// Paints `shape` with `color`; see ``fill(_:with:opacity:feather:)``.
    public mutating func fill(
        _ shape: CanvasShape, color: CanvasColor, opacity: Double = 1, feather: Double = 0
    ) {
        fill(shape, with: .solid(color), opacity: opacity, feather: feather)
    }

    /// Composites `paint`, clipped to `shape`, over what is on the canvas.
    ///
    /// - Parameters:
    ///   - opacity: multiplies the paint's alpha, 0...1.
    ///   - feather: width in points of the soft transition centred on the edge (for glows and
    ///     shadows). Edges are never sharper than one pixel, which is the anti-aliasing.
    public mutating func fill(
        _ shape: CanvasShape, with paint: CanvasPaint, opacity: Double = 1, feather: Double = 0
    ) {
        let scale = Double(self.scale)
        let field = DistanceField(shape, scale: scale)
        let sampler = PaintSampler(paint, scale: scale)
        let ramp = max(1, feather * scale)
        let reach = ramp / 2
        let bounds = field.bounds.expanded(by: reach)
        guard !bounds.isEmpty else { return }
        let (columns, rows) = (pixelWidth, pixelHeight)
        // A box with a NaN edge covers nothing; an infinite edge reaches the canvas's (each
        // stopped the process converting to an Int).
        guard !(bounds.minX.isNaN || bounds.maxX.isNaN || bounds.minY.isNaN || bounds.maxY.isNaN) else {
            return
        }
        let x0 = max(0, Int(min(max(bounds.minX, -1), Double(columns) + 1).rounded(.down)))
        let x1 = min(columns, Int(max(min(bounds.maxX, Double(columns) + 1), -1).rounded(.up)))
        let y0 = max(0, Int(min(max(bounds.minY, -1), Double(rows) + 1).rounded(.down)))
        let y1 = min(rows, Int(max(min(bounds.maxY, Double(rows) + 1), -1).rounded(.up)))
        guard x0 < x1 && y0 < y1 else { return }
        let opacity = Self.unit(opacity)
        let solid: PremultipliedColor? = sampler.isSolid ? sampler.color(0, 0) : nil

        samples.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in y0..<y1 {
                let y = Double(row) + 0.5
                let rowStart = base + row * columns * 4
                var column = x0
                while column < x1 {
                    let x = Double(column) + 0.5
                    let distance = field.distance(x, y)
                    if distance >= reach {
                        // The field is 1-Lipschitz: nothing within (distance - reach) pixels is covered.
                        let clear = distance - reach
                        column += clear >= Double(x1 - column) ? x1 - column : 1 + Int(clear)
                    } else if distance <= -reach {
                        let inside = -distance - reach
                        let run = inside >= Double(x1 - column) ? x1 - column : 1 + Int(inside)
                        for covered in column..<(column + run) {
                            let source = solid ?? sampler.color(Double(covered) + 0.5, y)
                            Self.blend(source, weight: opacity, into: rowStart + covered * 4)
                        }
                        column += run
                    } else {
                        let source = solid ?? sampler.color(x, y)
                        Self.blend(
                            source, weight: (0.5 - distance / ramp) * opacity, into: rowStart + column * 4)
                        column += 1
                    }
                }
            }
        }
    }

    /// Porter–Duff "over" of `source` scaled by `weight` onto the four samples at `pixel`.
    private static func blend(
        _ source: PremultipliedColor, weight: Double, into pixel: UnsafeMutablePointer<Double>
    ) {
        let keep = 1 - source.alpha * weight
        pixel[0] = source.red * weight + pixel[0] * keep
        pixel[1] = source.green * weight + pixel[1] * keep
        pixel[2] = source.blue * weight + pixel[2] * keep
        pixel[3] = source.alpha * weight + pixel[3] * keep
    }

    /// `value` within 0...1, NaN as 0 (`min(max(.nan, 0), 1)` is NaN, which stopped the process
    /// converting a level to a UInt8).
    static func unit(_ value: Double) -> Double { value > 0 ? (value < 1 ? value : 1) : 0 }

    /// The canvas as straight-alpha RGBA8, each channel rounded to the nearest level.
    /// Fully transparent pixels are (0, 0, 0, 0).
    public func image() -> RGBAImage {
        var bytes = [UInt8](repeating: 0, count: samples.count)
        bytes.withUnsafeMutableBufferPointer { output in
            samples.withUnsafeBufferPointer { input in
                var offset = 0
                while offset < input.count {
                    // Values are clamped to 0...1 first, so adding one half and truncating rounds
                    // to the nearest level without a libm call.
                    let alpha = Self.unit(input[offset + 3])
                    let alphaLevel = UInt8(alpha * 255 + 0.5)
                    if alphaLevel > 0 {
                        for channel in 0..<3 {
                            let straight = Self.unit(input[offset + channel] / alpha)
                            output[offset + channel] = UInt8(straight * 255 + 0.5)
                        }
                        output[offset + 3] = alphaLevel
                    }
                    offset += 4
                }
            }
        }
        return RGBAImage(validatedWidth: pixelWidth, height: pixelHeight, pixels: bytes)
    }
}
