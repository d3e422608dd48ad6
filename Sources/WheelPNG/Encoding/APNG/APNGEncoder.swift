/// Encodes a sequence of frames as one animated PNG in memory, on the calling thread: the
/// three steps (``APNGFrameDifference``, ``FrameEncoder/compress(_:frame:width:height:)``,
/// ``APNGStreamWriter``) one after the other. `luckywheel render --format apng` runs the same
/// steps with the compression spread over cores and the file streamed.
public struct APNGEncoder: Sendable, Hashable {
    /// What compresses the frames' pixels.
    public var frameEncoder: FrameEncoder
    /// How many times the animation plays, in ``APNGStreamWriter/loopCountRange``; 0 is forever.
    public var loopCount: Int

    /// An encoder; the defaults are `FrameEncoder.frames` and playing forever.
    public init(frameEncoder: FrameEncoder = .frames, loopCount: Int = 0) {
        self.frameEncoder = frameEncoder
        self.loopCount = loopCount
    }

    /// The file bytes of `frames` (at least one, all the same size, straight RGBA) shown at
    /// `framesPerSecond`. RGB when the first frame is opaque, else RGBA.
    /// - Throws: ``PNGError/invalidImage(reason:)`` for no frames, frames of different sizes,
    ///   a rate or loop count out of range, or transparency after an opaque first frame.
    public func encode(_ frames: [RGBAImage], framesPerSecond: Double) throws(PNGError) -> [UInt8] {
        guard let first = frames.first else { throw .invalidImage(reason: "an animation needs a frame") }
        let timing = try APNGFrameTiming(framesPerSecond: framesPerSecond)
        var difference = APNGFrameDifference(width: first.width, height: first.height, timing: timing)
        var writer = try APNGStreamWriter(
            width: first.width, height: first.height, loopCount: loopCount, timing: timing,
            encoder: frameEncoder)
        var file: [UInt8] = []
        for (index, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw .invalidImage(
                    reason: "frame \(index) is \(frame.width) × \(frame.height); the animation is "
                        + "\(first.width) × \(first.height)")
            }
            let encoded = try frame.pixels.withUnsafeBytesThrowingPNGError { pixels throws(PNGError) in
                try frameEncoder.compress(
                    difference.plan(pixels), frame: pixels, width: frame.width, height: frame.height)
            }
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
