extension FrameEncoder {
    /// Compresses a planned frame of an animation (the parallel step): the region of `frame`
    /// (`width × height` RGBA pixels, rows packed) or the plan's blended pixels, filtered and
    /// compressed in the animation's layout, ready for an IDAT or fdAT chunk. Safe to call on
    /// several threads at once.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` when `frame` has the wrong size, or when the
    ///   animation is RGB (its first frame was opaque) and a pixel in the region is not.
    public func compress(_ plan: APNGFramePlan, frame: UnsafeRawBufferPointer, width: Int, height: Int)
        throws(PNGError) -> APNGEncodedFrame
    {
        guard case .store(let change, let blended) = plan else { return .repeatPrevious }
        let region = change.region
        if let blended {
            let stream = try blended.withUnsafeBytesThrowingPNGError { pixels throws(PNGError) in
                try compressedRows(
                    pixels, width: region.width, height: region.height, rowStride: region.width * 4,
                    layout: change.layout)
            }
            return .store(change, zlibStream: stream)
        }
        let stride = width * 4
        guard frame.count == stride * height, region.x + region.width <= width,
            region.y + region.height <= height
        else {
            throw .invalidImage(
                reason: "a \(region) region does not fit a \(width) × \(height) frame of \(frame.count) bytes"
            )
        }
        let start = region.y * stride + region.x * 4
        let pixels = UnsafeRawBufferPointer(
            rebasing: frame[start..<(region.y + region.height - 1) * stride + (region.x + region.width) * 4])
        if change.layout == .rgb,
            Self.layout(of: pixels, width: region.width, height: region.height, rowStride: stride) != .rgb
        {
            throw .invalidImage(
                reason: "the frame has transparent pixels in \(region), but the animation's first frame was "
                    + "opaque, so every frame must be")
        }
        return .store(
            change,
            zlibStream: try compressedRows(
                pixels, width: region.width, height: region.height, rowStride: stride, layout: change.layout))
    }
}
