extension FrameEncoder {
    /// The settings for the index rows of an indexed animation (`render --format apng
    /// --colors`): libdeflate level 1 with no row filter. On the first 120 frames of the
    /// default @2x spin at 256 colours (2026-12-01, `render --scale 2 --frames 120`) None wrote
    /// 9,508,424 bytes, Sub 10,617,368, Paeth 11,334,873, Up 11,575,962: an index is a label,
    /// not a level, so predicting it from its neighbours only breaks up the runs deflate finds.
    public static let indexedFrames = FrameEncoder(compressionLevel: 1, filter: .none)

    /// Compresses a planned frame of an animation (the parallel step): the region of `frame`
    /// (`width × height` RGBA pixels, rows packed) or the plan's blended pixels, filtered and
    /// compressed in the animation's layout, ready for an IDAT or fdAT chunk. Safe to call on
    /// several threads at once.
    ///
    /// - Throws: ``PNGError/invalidImage(reason:)`` when `frame` has the wrong size or the
    ///   plan's region is not inside it, when the animation is RGB (its first frame was
    ///   opaque) and a pixel in the region is not, or when it is indexed (which needs
    ///   ``compress(_:frame:width:height:mapper:)``).
    public func compress(_ plan: APNGFramePlan, frame: UnsafeRawBufferPointer, width: Int, height: Int)
        throws(PNGError) -> APNGEncodedFrame
    {
        try compress(plan, frame: frame, width: width, height: height) {
            pixels, columns, rows, stride, layout throws(PNGError) in
            guard layout != .indexed else {
                throw .invalidImage(reason: "an indexed animation's frames need its palette to be compressed")
            }
            return try compressedRows(pixels, width: columns, height: rows, rowStride: stride, layout: layout)
        }
    }

    /// ``compress(_:frame:width:height:)`` for an indexed animation: the region's pixels
    /// (palette colours, or transparent where blending keeps the canvas) become palette
    /// indices through `mapper` (one per thread), then are filtered and compressed.
    public func compress(
        _ plan: APNGFramePlan, frame: UnsafeRawBufferPointer, width: Int, height: Int,
        mapper: inout APNGPaletteMapper
    ) throws(PNGError) -> APNGEncodedFrame {
        try compress(plan, frame: frame, width: width, height: height) {
            pixels, columns, rows, stride, layout throws(PNGError) in
            guard layout == .indexed else {
                return try compressedRows(
                    pixels, width: columns, height: rows, rowStride: stride, layout: layout)
            }
            let indices = mapper.indices(of: pixels, width: columns, height: rows, rowStride: stride)
            return try indices.withUnsafeBytesThrowingPNGError { indices throws(PNGError) in
                try compressedRows(
                    indices, width: columns, height: rows, rowStride: columns, layout: .indexed)
            }
        }
    }

    /// The region's RGBA pixels handed to `compressRows` (pixels, width, height, row stride,
    /// layout), checked against the frame.
    private func compress(
        _ plan: APNGFramePlan, frame: UnsafeRawBufferPointer, width: Int, height: Int,
        compressRows: (UnsafeRawBufferPointer, Int, Int, Int, FramePixelLayout) throws(PNGError) -> [UInt8]
    ) throws(PNGError) -> APNGEncodedFrame {
        guard case .store(let change, let blended) = plan else { return .repeatPrevious }
        let region = change.region
        // The frame's rows, counted as a header's are (without overflow).
        let frameRows = PNGHeader.rgba8(width: width, height: height)
        guard let stride = frameRows.rowBytes, frame.count == frameRows.imageBytes,
            region.isInside(width: width, height: height)
        else {
            throw .invalidImage(
                reason: "a \(region) region does not fit a \(width) × \(height) frame of \(frame.count) bytes"
            )
        }
        if let blended {
            let stream = try blended.withUnsafeBytesThrowingPNGError { pixels throws(PNGError) in
                try compressRows(pixels, region.width, region.height, region.width * 4, change.layout)
            }
            return .store(change, zlibStream: stream)
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
            change, zlibStream: try compressRows(pixels, region.width, region.height, stride, change.layout))
    }
}
