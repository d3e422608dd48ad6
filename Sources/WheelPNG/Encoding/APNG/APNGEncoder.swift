/// Encodes a sequence of frames as one animated PNG in memory, on the calling thread: the
/// three steps (``APNGFrameDifference``, ``FrameEncoder/compress(_:frame:width:height:)``,
/// ``APNGStreamWriter``) one after the other. `luckywheel render --format apng` runs the same
/// steps with the compression spread over cores and the file streamed.
public struct APNGEncoder: Sendable, Hashable {
    /// How hard the frames' pixels are compressed.
    public var compression: FrameCompression
    /// How many times the animation plays, in ``APNGStreamWriter/loopCountRange``; 0 is forever.
    public var loopCount: Int
    /// Palette entries (in ``APNGPalette/colorCountRange``) of a lossy indexed animation whose
    /// palette is chosen from all the frames; nil for the lossless one. Indexed frames are
    /// compressed with the compression's ``FrameCompression/indexedEncoder``.
    public var colorCount: Int?

    /// An encoder; the defaults are `FrameCompression.fast`, playing forever and lossless.
    public init(compression: FrameCompression = .standard, loopCount: Int = 0, colorCount: Int? = nil) {
        self.compression = compression
        self.loopCount = loopCount
        self.colorCount = colorCount
    }

    /// The file bytes of `frames` (at least one, all the same size, straight RGBA) shown at
    /// `framesPerSecond`. RGB when the first frame is opaque, else RGBA; with ``colorCount``,
    /// indexed (each pixel its nearest palette colour, alpha read as opaque).
    /// - Throws: ``PNGError/invalidImage(reason:)`` for no frames, frames of different sizes,
    ///   a rate, loop count or colour count out of range, or transparency after an opaque
    ///   first frame.
    public func encode(_ frames: [RGBAImage], framesPerSecond: Double) throws(PNGError) -> [UInt8] {
        guard let first = frames.first else { throw APNGStreamWriter.noFrameError }
        let timing = try APNGFrameTiming(framesPerSecond: framesPerSecond)
        let palette = try colorCount.map { count throws(PNGError) in
            try APNGPalette(quantizing: frames, entryCount: count)
        }
        var mapper = palette.map(APNGPaletteMapper.init)
        let frameEncoder = palette == nil ? compression.encoder : compression.indexedEncoder
        var difference = try APNGFrameDifference(
            width: first.width, height: first.height, timing: timing, layout: palette == nil ? nil : .indexed)
        var writer = try APNGStreamWriter(
            width: first.width, height: first.height, loopCount: loopCount, timing: timing,
            encoder: frameEncoder, palette: palette)
        var file: [UInt8] = []
        for (index, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw .invalidImage(
                    reason: "frame \(index) is \(frame.width) × \(frame.height); the animation is "
                        + "\(first.width) × \(first.height)")
            }
            var pixels = frame.pixels
            // Taken out while used, so the mapper's table has one owner and is never copied.
            var indexing = mapper.take()
            if indexing != nil { pixels.withUnsafeMutableBytes { indexing?.quantize($0) } }
            let encoded = try pixels.withUnsafeBytesThrowingPNGError { pixels throws(PNGError) in
                let plan = try difference.plan(pixels)
                guard var using = indexing.take() else {
                    return try frameEncoder.compress(
                        plan, frame: pixels, width: frame.width, height: frame.height)
                }
                defer { indexing = using }
                return try frameEncoder.compress(
                    plan, frame: pixels, width: frame.width, height: frame.height, mapper: &using)
            }
            mapper = indexing
            file += try writer.append(encoded)
        }
        let (tail, animationControl) = try writer.finish()
        file += tail
        file.replaceSubrange(
            APNGStreamWriter.animationControlOffset..<APNGStreamWriter.animationControlOffset
                + animationControl.count,
            with: animationControl)
        return file
    }
}
