/// A square grid of point samples of the scene, `count × count` over the 286 pt view, for the
/// terminal renderers: the scene is evaluated at each sample point directly (never by
/// shrinking a full frame).
///
/// Everything static is sampled once at construction: the background and both overlay
/// variants at every point, and which points fall in the wheel's disc. Per frame only the
/// points in the disc and not under an opaque overlay sample the wheel layer, with the same
/// fixed-point stepping and bilinear code as `FrameCompositor`.
struct SceneSampleGrid: Sendable {
    /// Samples per side.
    let count: Int
    /// Frame pixels between neighbouring samples.
    private let step: Double
    private let frameCenter: Double
    private let backdrop: [UInt32]
    /// Overlay colour at each sample: at rest, then pressed.
    private let overlays: [[UInt32]]
    /// What samples outside the disc always show (overlay over backdrop): at rest, pressed.
    private let fixedColors: [[UInt32]]
    /// The sample columns inside the disc, per sample row.
    private let discColumns: [Range<Int>]

    init(_ layers: SceneLayers, count: Int) {
        self.count = count
        step = Double(layers.side) / Double(count)
        frameCenter = Double(layers.disc.center)
        let positions = (0..<count).map { (Double($0) + 0.5) * Double(layers.side) / Double(count) }
        var backdrop = [UInt32]()
        backdrop.reserveCapacity(count * count)
        for y in positions {
            for x in positions { backdrop.append(layers.background.sample(x: x, y: y, clampedToEdge: true)) }
        }
        let overlays = [false, true].map { pressed in
            let sprites = layers.overlay(centerPressed: pressed)
            return positions.flatMap { y in
                positions.map { x in
                    sprites.reduce(UInt32(0)) { below, sprite in
                        PackedPixel.over(sprite.sample(x: x, y: y), below)
                    }
                }
            }
        }
        self.backdrop = backdrop
        self.overlays = overlays
        fixedColors = overlays.map { overlay in zip(overlay, backdrop).map { PackedPixel.over($0, $1) } }
        discColumns = positions.map { y in
            let inside = positions.indices.filter { layers.disc.contains(x: positions[$0], y: y) }
            guard let first = inside.first, let last = inside.last else { return 0..<0 }
            return first..<(last + 1)
        }
    }

    /// Fills `samples` (`count × count`, row by row) with the scene's opaque colours at `angle`.
    func render(angle: Double, centerPressed: Bool, wheel: WheelLayer, into samples: inout [UInt32]) {
        precondition(samples.count == count * count, "sample buffer size differs from the grid's")
        let (sine, cosine) = AffineTransform.sineCosine(angle)
        let stepU = WheelLayer.fixedPoint(cosine * step)
        let stepV = WheelLayer.fixedPoint(-sine * step)
        let layerCenter = wheel.center - 0.5
        let stride = wheel.image.width
        let variant = centerPressed ? 1 : 0
        overlays[variant].withUnsafeBufferPointer { overlay in
            fixedColors[variant].withUnsafeBufferPointer { fixed in
                backdrop.withUnsafeBufferPointer { backdrop in
                    wheel.image.pixels.withUnsafeBufferPointer { pixels in
                        samples.withUnsafeMutableBufferPointer { output in
                            WheelLayer.fractionWeights.withUnsafeBufferPointer { weights in
                                guard let wheelBase = pixels.baseAddress, let weights = weights.baseAddress
                                else {
                                    return
                                }
                                for row in 0..<count {
                                    let rowStart = row * count
                                    let columns = discColumns[row]
                                    for index in rowStart..<(rowStart + columns.lowerBound) {
                                        output[index] = fixed[index]
                                    }
                                    for index in (rowStart + columns.upperBound)..<(rowStart + count) {
                                        output[index] = fixed[index]
                                    }
                                    guard !columns.isEmpty else { continue }
                                    let dy = (Double(row) + 0.5) * step - frameCenter
                                    let dx = (Double(columns.lowerBound) + 0.5) * step - frameCenter
                                    var u = WheelLayer.fixedPoint(cosine * dx + sine * dy + layerCenter)
                                    var v = WheelLayer.fixedPoint(-sine * dx + cosine * dy + layerCenter)
                                    for index
                                        in (rowStart + columns.lowerBound)..<(rowStart + columns.upperBound)
                                    {
                                        let cover = overlay[index]
                                        if cover >> 24 == 255 {
                                            output[index] = cover
                                        } else {
                                            let source = WheelLayer.sample(
                                                wheelBase, stride: stride, u: u, v: v, weights: weights)
                                            output[index] = PackedPixel.over(
                                                cover, PackedPixel.over(source, backdrop[index]))
                                        }
                                        u &+= stepU
                                        v &+= stepV
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
