import WheelPNG
import WheelSupport

/// Renders frames of the wheel screen: the static layers are composed once per state change,
/// and each frame only resamples the rotating wheel layer inside its disc.
///
/// Per frame, for each row the disc covers, the output pixel's centre is turned back by the
/// wheel angle into the wheel layer with 32.32 fixed-point coordinates stepped along the row
/// (no trigonometry per pixel), sampled bilinearly and blended over the background in the same
/// pass; outside the disc the background is copied. The overlays are blended on top within
/// their own rectangles. Frames are opaque.
///
/// A value type: copies share the composed layers until one of them recomposes. Give each
/// thread its own copy. Every `render` throws a `RenderError` before drawing anything unless
/// `state.selectedSegment` is nil or below the assets' `segmentCount` and `state.angle` is
/// finite (a `WheelModel`'s angles always are; `FrameTimeline.checkDrawable(by:)` checks a
/// whole timeline's selections at once).
public struct FrameCompositor: Sendable {
    private var layers: SceneLayers
    /// The disc's columns for each frame row.
    private let discColumns: [Range<Int>]
    /// For each frame row, the columns hidden by an opaque overlay (centre button at rest or
    /// pressed), where the wheel is not sampled at all; worked out for a state when first drawn.
    private let hiddenColumns: HiddenColumns

    /// Composes the static layers of `assets` (and the wheel layer with nothing selected).
    public init(assets: WheelAssets) {
        layers = SceneLayers(assets)
        let side = assets.frameSide
        let disc = layers.disc
        let discColumns = (0..<side).map { disc.columns(inRow: $0, side: side) }
        self.discColumns = discColumns
        hiddenColumns = HiddenColumns()
    }

    /// The hidden columns of both centre-button states, shared by every copy of a compositor.
    private final class HiddenColumns: Sendable {
        private let byState = Locked<[Bool: [Range<Int>]]>([:])

        func rows(centerPressed: Bool, layers: SceneLayers, discColumns: [Range<Int>]) -> [Range<Int>] {
            byState.withLock { byState in
                if let hidden = byState[centerPressed] { return hidden }
                let sprites = layers.overlay(centerPressed: centerPressed)
                let hidden = (0..<layers.side).map { row in
                    let hidden =
                        sprites.map { $0.opaqueColumns(inRow: row).clamped(to: discColumns[row]) }.max {
                            $0.count < $1.count
                        }
                        ?? 0..<0
                    return hidden.isEmpty ? discColumns[row].upperBound..<discColumns[row].upperBound : hidden
                }
                byState[centerPressed] = hidden
                return hidden
            }
        }
    }

    /// Frame width in pixels: 286 pt times the assets' scale.
    public var width: Int { layers.side }
    /// Frame height in pixels, equal to the width.
    public var height: Int { layers.side }
    /// How many segments the art draws: a state's selected segment must be below it.
    public var segmentCount: Int { layers.assets.segmentCount }

    /// A new opaque frame, straight-alpha RGBA8 (`width × height`).
    /// - Throws: `RenderError.angleNotFinite` or `RenderError.selectedSegmentNotDrawn` for a
    ///   state these layers cannot draw.
    public mutating func render(_ state: FrameState) throws(RenderError) -> RGBAImage {
        var frame = RGBAImage(validatedWidth: width, height: height)
        try render(state, into: &frame)
        return frame
    }

    /// Renders into an existing frame, reusing its storage.
    /// - Throws: `RenderError.frameSizeMismatch` unless `frame` is `width × height`, and as
    ///   ``render(_:)`` for the state; the frame is then untouched.
    public mutating func render(_ state: FrameState, into frame: inout RGBAImage) throws(RenderError) {
        guard frame.width == width && frame.height == height else {
            throw .frameSizeMismatch(width: frame.width, height: frame.height, side: width)
        }
        try layers.check(state)
        frame.pixels.withUnsafeMutableBytes { draw(state, into: $0) }
    }

    /// Renders into caller-owned memory: `width × height × 4` bytes, RGBA, rows top to bottom,
    /// no padding. Every byte of that range is written.
    /// - Throws: `RenderError.bufferTooSmall` for fewer bytes, and as ``render(_:)`` for the
    ///   state; the buffer is then untouched.
    public mutating func render(_ state: FrameState, into buffer: UnsafeMutableRawBufferPointer)
        throws(RenderError)
    {
        let needed = width * height * 4
        guard buffer.count >= needed else { throw .bufferTooSmall(bytes: buffer.count, needed: needed) }
        try layers.check(state)
        draw(state, into: buffer)
    }

    /// Draws a state that passed `SceneLayers.check(_:)` into at least `width × height × 4` bytes.
    private mutating func draw(_ state: FrameState, into buffer: UnsafeMutableRawBufferPointer) {
        guard let output = buffer.baseAddress else { return }
        layers.select(state.selectedSegment)
        let hidden = hiddenColumns.rows(
            centerPressed: state.centerPressed, layers: layers, discColumns: discColumns)
        composeWheel(angle: state.angle, hidden: hidden, into: output)
        for sprite in layers.overlay(centerPressed: state.centerPressed) {
            sprite.draw(onto: buffer, side: layers.side)
        }
    }

    /// Background everywhere, with the turned wheel blended over it inside the disc except
    /// where `hidden` (the overlay pass paints those pixels).
    private func composeWheel(angle: Double, hidden: [Range<Int>], into output: UnsafeMutableRawPointer) {
        let side = layers.side
        let (sine, cosine) = AffineTransform.sineCosine(angle)
        // Output point p maps to layer point R(−θ)(p − c) + c′; along a row p.x grows by one.
        let step = (u: WheelLayer.fixedPoint(cosine), v: WheelLayer.fixedPoint(-sine))
        let center = Double(layers.disc.center)
        let layerCenter = layers.wheel.center - 0.5
        let stride = layers.wheel.image.width
        layers.background.pixels.withUnsafeBufferPointer { background in
            layers.wheel.image.pixels.withUnsafeBufferPointer { wheel in
                WheelLayer.fractionWeights.withUnsafeBufferPointer { weights in
                    guard let backgroundBase = background.baseAddress, let wheelBase = wheel.baseAddress,
                        let weights = weights.baseAddress
                    else { return }
                    for row in 0..<side {
                        let rowStart = row * side
                        let columns = discColumns[row]
                        // The background only outside the disc: inside, every pixel is either
                        // blended here or, under an opaque overlay, painted by the overlay pass.
                        let discStart = columns.isEmpty ? side : columns.lowerBound
                        let discEnd = columns.isEmpty ? side : columns.upperBound
                        (output + rowStart * 4).copyMemory(
                            from: backgroundBase + rowStart, byteCount: discStart * 4)
                        (output + (rowStart + discEnd) * 4).copyMemory(
                            from: backgroundBase + rowStart + discEnd, byteCount: (side - discEnd) * 4)
                        let dy = Double(row) + 0.5 - center
                        for span in [
                            columns.lowerBound..<hidden[row].lowerBound,
                            hidden[row].upperBound..<columns.upperBound,
                        ]
                        where !span.isEmpty {
                            let dx = Double(span.lowerBound) + 0.5 - center
                            Self.blendSpan(
                                output: output + (rowStart + span.lowerBound) * 4,
                                background: backgroundBase + rowStart + span.lowerBound,
                                count: span.count, wheel: wheelBase, stride: stride, weights: weights,
                                u: WheelLayer.fixedPoint(cosine * dx + sine * dy + layerCenter),
                                v: WheelLayer.fixedPoint(-sine * dx + cosine * dy + layerCenter), step: step)
                        }
                    }
                }
            }
        }
    }

    /// The hot loop: `count` pixels of one row, layer coordinates stepped in fixed point.
    @inline(__always)
    private static func blendSpan(
        output: UnsafeMutableRawPointer, background: UnsafePointer<UInt32>, count: Int,
        wheel: UnsafePointer<UInt32>, stride: Int, weights: UnsafePointer<SIMD8<UInt16>>, u: Int, v: Int,
        step: (u: Int, v: Int)
    ) {
        var u = u
        var v = v
        for column in 0..<count {
            let source = WheelLayer.sample(wheel, stride: stride, u: u, v: v, weights: weights)
            let blended = PackedPixel.over(source, background[column])
            output.storeBytes(of: blended.littleEndian, toByteOffset: column &* 4, as: UInt32.self)
            u &+= step.u
            v &+= step.v
        }
    }
}
