/// The rotating part of the scene (wheel disc, buttons, selection wedge and segment images)
/// composed once, unrotated, into one premultiplied square, like a Core Animation layer with
/// `shouldRasterize`: each frame turns this bitmap instead of redrawing its parts.
///
/// The square has a transparent margin, so bilinear sampling anywhere in the clipping disc
/// (`WheelDisc`) reads inside the bitmap without bounds checks.
struct WheelLayer: Sendable {
    /// Transparent pixels around the 286 pt square; sampling reaches at most 2 beyond it.
    static let padding = 4

    let selectedSegment: Int?
    let image: PremultipliedImage

    /// The wheel centre in layer pixels, on both axes.
    var center: Double { Double(Self.padding + SceneMetrics.center * scale) }

    private let scale: Int

    /// Composes the layer for one selection.
    init(_ assets: WheelAssets, selectedSegment: Int?) {
        let side = Self.side(scale: assets.scale)
        let wheelToCanvas = AffineTransform.scale(x: Double(assets.scale), y: Double(assets.scale))
            .concatenating(.translation(x: Double(Self.padding), y: Double(Self.padding)))
        var canvas = LayerCanvas(width: side, height: side)
        for placement in SceneGeometry.wheelPlacements(
            assets, selectedSegment: selectedSegment, wheelToCanvas: wheelToCanvas, canvasSide: side)
        {
            canvas.draw(placement)
        }
        self.init(image: canvas.quantized(), scale: assets.scale, selectedSegment: selectedSegment)
    }

    /// A layer composed before (``CarriedLayers``): `image` must be `286 · scale + 2 · padding`
    /// pixels square.
    init(image: PremultipliedImage, scale: Int, selectedSegment: Int?) {
        self.selectedSegment = selectedSegment
        self.image = image
        self.scale = scale
    }

    /// Side of the layer in pixels at `scale`.
    static func side(scale: Int) -> Int { SceneMetrics.viewSide * scale + 2 * padding }

    /// Converts a layer coordinate in pixels to 32.32 fixed point.
    @inline(__always)
    static func fixedPoint(_ value: Double) -> Int { Int((value * 4_294_967_296).rounded()) }

    /// The bilinear colour at (u, v), 32.32 fixed-point layer coordinates already shifted by
    /// half a pixel (so integer parts index the top-left neighbour). Fractions are rounded to
    /// 8 bits (1/256 pixel). `weights` is ``fractionWeights``. The caller guarantees the point
    /// lies in the clipping disc.
    @inline(__always)
    static func sample(
        _ pixels: UnsafePointer<UInt32>, stride: Int, u: Int, v: Int, weights: UnsafePointer<SIMD8<UInt16>>
    ) -> UInt32 {
        // Wrapping arithmetic: the disc keeps indices far from overflow, and the checks cost.
        let index = (v >> 32) &* stride &+ (u >> 32)
        // Both forms give the same bytes; each is the fast one in its kind of build.
        #if DEBUG
            let fx = (u & 0xFFFF_FFFF &+ 0x80_0000) >> 24
            let fy = (v & 0xFFFF_FFFF &+ 0x80_0000) >> 24
            return PackedPixel.bilinear8(
                pixels[index], pixels[index &+ 1], pixels[index &+ stride], pixels[index &+ stride &+ 1],
                fx: UInt64(truncatingIfNeeded: fx), fy: UInt64(truncatingIfNeeded: fy))
        #else
            return PackedPixel.bilinear8(
                UnsafeRawPointer(pixels + index), rowBytes: stride &* 4,
                fx: weights[Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: u) >> 23)],
                fy: weights[Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: v) >> 23)])
        #endif
    }

    /// The rounded 8-bit weight of a 32-bit fraction `f`, `(f + 2^23) >> 24` (0…256), in all
    /// eight lanes, at entry `f >> 23`: it equals `((f >> 23) + 1) >> 1`, so the rounding is
    /// in the table and the loop only shifts to index it. Vector loads from here replace
    /// spreading a register over lanes (three shuffles per weight), and shuffles were what bound
    /// the compositor's loop.
    static let fractionWeights: [SIMD8<UInt16>] = (0..<512).map { SIMD8(repeating: UInt16(($0 + 1) >> 1)) }
}
