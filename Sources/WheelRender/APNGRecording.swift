import WheelPNG
import WheelSupport

/// A timeline rendered as one animated PNG, streamed: the frames are rendered on every core,
/// compared with the frame before in order (``APNGFrameDifference``: the changed rectangle,
/// the blend and dispose operations, equal frames merged), compressed on every core, and
/// written in order (``APNGStreamWriter``). Memory stays flat in the frame count: two frames
/// for the difference, one buffer per thread and the bounded window of compressed frames.
///
/// The file is the frames `FrameEncoder.frames` would write one by one, frame for frame, with
/// delays that are exact fractions of the clock's frame duration.
public struct APNGRecording: Sendable {
    /// What the bytes of a recording add up to.
    public struct Summary: Sendable, Hashable {
        /// The acTL chunk to write at `APNGStreamWriter.animationControlOffset` over the
        /// placeholder (it holds the frame count, known only at the end).
        public let animationControl: [UInt8]
        /// Bytes of the whole file.
        public let byteCount: Int
        /// Frames stored in the file (fcTL chunks): the rendered frames less the merged repeats.
        public let storedFrameCount: Int
        /// The frames rendered.
        public let frameCount: Int
    }

    /// The frames to record.
    public let timeline: FrameTimeline
    /// The compositor each thread copies.
    public let compositor: FrameCompositor
    /// How many times the animation plays, in `APNGStreamWriter.loopCountRange`; 0 is forever.
    public let loopCount: Int
    /// What compresses the pixels.
    public let encoder: FrameEncoder
    /// Rendering threads (nil: one per core) and frames in flight (nil: the pipeline's default).
    public let threadCount: Int?
    /// Frames claimed and not yet written, at most (nil: two per thread).
    public let window: Int?

    /// A recording of `timeline` drawn by `compositor`.
    public init(
        timeline: FrameTimeline, compositor: FrameCompositor, loopCount: Int = 0,
        encoder: FrameEncoder = .frames,
        threadCount: Int? = nil, window: Int? = nil
    ) {
        self.timeline = timeline
        self.compositor = compositor
        self.loopCount = loopCount
        self.encoder = encoder
        self.threadCount = threadCount
        self.window = window
    }

    /// Renders and encodes every frame, handing the file's bytes to `write` in order (the
    /// last call holds IEND); the caller then writes ``Summary/animationControl`` over the
    /// placeholder.
    ///
    /// - Parameters:
    ///   - each: called on a rendering thread with every frame's index and pixels (straight
    ///     RGBA, opaque, valid only during the call), for work that needs the same frames
    ///     (`demo` writes them as PNG files too).
    ///   - frameWritten: called in order after each frame's bytes were handed on (progress).
    ///   - write: receives the bytes, in file order, never concurrently.
    /// - Throws: `PNGError` for a loop count out of range or a timeline with no frames, and
    ///   the first error `each` or `write` threw.
    public func record(
        each: @escaping @Sendable (_ index: Int, _ pixels: UnsafeRawBufferPointer) throws -> Void = { _, _ in
        },
        frameWritten: @escaping @Sendable (_ index: Int) -> Void = { _ in },
        write: @escaping @Sendable (_ bytes: [UInt8]) throws -> Void
    ) throws -> Summary {
        guard timeline.frameCount > 0 else {
            throw PNGError.invalidImage(reason: "an animation needs a frame")
        }
        let (width, height) = (compositor.width, compositor.height)
        let timing = try APNGFrameTiming(framesPerSecond: timeline.clock.framesPerSecond)
        let difference = Locked(APNGFrameDifference(width: width, height: height, timing: timing))
        let writer = Locked(
            try APNGStreamWriter(
                width: width, height: height, loopCount: loopCount, timing: timing, encoder: encoder))
        let encoder = encoder
        try FramePipeline(
            timeline: timeline, compositor: compositor, threadCount: threadCount, window: window
        ).run(
            inOrder: { _, pixels in
                try difference.withLock { difference throws(PNGError) in try difference.plan(pixels) }
            },
            process: { index, pixels, plan in
                try each(index, pixels)
                return try encoder.compress(plan, frame: pixels, width: width, height: height)
            },
            deliver: { index, frame in
                let bytes = try writer.withLock { writer throws(PNGError) in try writer.append(frame) }
                if !bytes.isEmpty { try write(bytes) }
                frameWritten(index)
            })
        let (tail, animationControl, byteCount, stored) = try writer.withLock { writer throws(PNGError) in
            let (tail, animationControl) = try writer.finish()
            return (tail, animationControl, writer.byteCount, writer.storedFrameCount)
        }
        try write(tail)
        return Summary(
            animationControl: animationControl, byteCount: byteCount, storedFrameCount: stored,
            frameCount: timeline.frameCount)
    }
}
