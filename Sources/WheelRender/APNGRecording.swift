import WheelPNG
import WheelSupport

/// A timeline rendered as one animated PNG, streamed: the frames are rendered on every core,
/// compared with the frame before in order (``APNGFrameDifference``: the changed rectangle,
/// the blend and dispose operations, equal frames merged), compressed on every core, and
/// written in order (``APNGStreamWriter``). Memory stays flat in the frame count: two frames
/// for the difference, one buffer per thread and the bounded window of compressed frames.
///
/// The file is the frames `FrameEncoder` would write one by one with the same
/// ``compression``'s settings, frame for frame, with delays that are exact fractions of the
/// clock's frame duration.
///
/// With a colour count the animation is lossy and indexed instead (colour type 3): one
/// palette for every frame, chosen by median cut (`APNGPalette`) from
/// ``paletteSampleCount`` evenly spaced frames rendered first, and every pixel of every frame
/// mapped to its nearest palette colour on the rendering threads (one `APNGPaletteMapper`
/// each) before the difference, which then works on the mapped frames.
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
        /// Entries of the palette of an indexed animation (its transparent one included), or nil.
        public let paletteEntryCount: Int?
    }

    /// How many evenly spaced frames (the first and last among them) an indexed animation's
    /// palette is chosen from: at about 3 ms a frame at @2x, cheap next to the recording.
    public static let paletteSampleCount = 8

    /// The frames to record.
    public let timeline: FrameTimeline
    /// The compositor each thread copies.
    public let compositor: FrameCompositor
    /// How many times the animation plays, in `APNGStreamWriter.loopCountRange`; 0 is forever.
    public let loopCount: Int
    /// How hard the pixels are compressed.
    public let compression: FrameCompression
    /// Palette entries of a lossy indexed animation, in `APNGPalette.colorCountRange`
    /// (one of them the transparent entry); nil for the lossless RGB animation.
    public let colorCount: Int?
    /// Rendering threads (nil: one per core) and frames in flight (nil: the pipeline's default).
    public let threadCount: Int?
    /// Frames claimed and not yet written, at most (nil: two per thread).
    public let window: Int?

    /// A recording of `timeline` drawn by `compositor`.
    public init(
        timeline: FrameTimeline, compositor: FrameCompositor, loopCount: Int = 0,
        compression: FrameCompression = .standard, colorCount: Int? = nil,
        threadCount: Int? = nil, window: Int? = nil
    ) {
        self.timeline = timeline
        self.compositor = compositor
        self.loopCount = loopCount
        self.compression = compression
        self.colorCount = colorCount
        self.threadCount = threadCount
        self.window = window
    }

    /// The whole animated PNG in memory, finished (its acTL chunk in place): for a short
    /// animation a caller keeps; ``record(each:frameWritten:write:)`` streams a long one.
    /// - Throws: as ``record(each:frameWritten:write:)``.
    public func bytes() throws -> (file: [UInt8], summary: Summary) {
        let file = Locked<[UInt8]>([])
        let summary = try record { bytes in file.withLock { $0 += bytes } }
        var bytes = file.withLock { $0 }
        let offset = APNGStreamWriter.animationControlOffset
        bytes.replaceSubrange(
            offset..<offset + summary.animationControl.count, with: summary.animationControl)
        return (bytes, summary)
    }

    /// Renders and encodes every frame, handing the file's bytes to `write` in order (the
    /// last call holds IEND); the caller then writes ``Summary/animationControl`` over the
    /// placeholder.
    ///
    /// - Parameters:
    ///   - each: called on a rendering thread with every frame's index and pixels (straight
    ///     RGBA, opaque, valid only during the call; mapped to the palette when indexed), for
    ///     work that needs the same frames (`demo` writes them as PNG files too).
    ///   - frameWritten: called in order after each frame's bytes were handed on (progress).
    ///   - write: receives the bytes, in file order, never concurrently.
    /// - Throws: `RenderError.segmentCountMismatch` for a wheel the art does not draw,
    ///   `PNGError` for a loop count or colour count out of range or a timeline with no
    ///   frames, and the first error `each` or `write` threw.
    public func record(
        each: @escaping @Sendable (_ index: Int, _ pixels: UnsafeRawBufferPointer) throws -> Void = { _, _ in
        },
        frameWritten: @escaping @Sendable (_ index: Int) -> Void = { _ in },
        write: @escaping @Sendable (_ bytes: [UInt8]) throws -> Void
    ) throws -> Summary {
        guard timeline.frameCount > 0 else {
            throw APNGStreamWriter.noFrameError
        }
        try timeline.checkDrawable(by: compositor)
        let (width, height) = (compositor.width, compositor.height)
        let timing = try APNGFrameTiming(framesPerSecond: timeline.clock.framesPerSecond)
        let palette = try colorCount.map { count throws in
            try APNGPalette(quantizing: samples(), entryCount: count)
        }
        let difference = Locked(
            try APNGFrameDifference(
                width: width, height: height, timing: timing, layout: palette == nil ? nil : .indexed))
        let encoder = palette == nil ? compression.encoder : compression.indexedEncoder
        let writer = Locked(
            try APNGStreamWriter(
                width: width, height: height, loopCount: loopCount, timing: timing, encoder: encoder,
                palette: palette))
        let mappers = palette.map(MapperPool.init)
        try FramePipeline(
            timeline: timeline, compositor: compositor, threadCount: threadCount, window: window
        ).run(
            prepare: mappers.map { mappers in
                { @Sendable _, pixels in mappers.with { $0.quantize(pixels) } }
            },
            inOrder: { _, pixels in
                try difference.withLock { difference throws(PNGError) in try difference.plan(pixels) }
            },
            process: { index, pixels, plan in
                try each(index, pixels)
                guard let mappers else {
                    return try encoder.compress(plan, frame: pixels, width: width, height: height)
                }
                return try mappers.with { mapper throws(PNGError) in
                    try encoder.compress(plan, frame: pixels, width: width, height: height, mapper: &mapper)
                }
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
            frameCount: timeline.frameCount, paletteEntryCount: palette?.entryCount)
    }

    /// ``paletteSampleCount`` evenly spaced frames of the timeline (all of them when fewer),
    /// rendered on this thread.
    private func samples() throws(RenderError) -> [RGBAImage] {
        let count = min(Self.paletteSampleCount, timeline.frameCount)
        var compositor = compositor
        return try (0..<count).map { sample throws(RenderError) in
            let index = count == 1 ? 0 : sample * (timeline.frameCount - 1) / (count - 1)
            return try compositor.render(timeline.state(ofFrame: index))
        }
    }

    /// The palette mappers of the rendering threads: one (and its 16 MiB table) per thread at
    /// a time, kept between frames, so at most one per thread is ever made.
    private struct MapperPool: Sendable {
        let palette: APNGPalette
        let idle = Locked<[APNGPaletteMapper]>([])

        init(palette: APNGPalette) { self.palette = palette }

        func with<Result, Failure: Error>(_ body: (inout APNGPaletteMapper) throws(Failure) -> Result)
            throws(Failure) -> Result
        {
            var mapper = idle.withLock { $0.popLast() } ?? APNGPaletteMapper(palette: palette)
            defer { idle.withLock { $0.append(mapper) } }
            return try body(&mapper)
        }
    }
}
