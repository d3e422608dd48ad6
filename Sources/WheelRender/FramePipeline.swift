import WheelSupport

/// Renders the frames of a timeline on several threads with bounded memory and hands them
/// over in order.
///
/// Each thread has its own copy of the compositor (the copies share the static layers) and
/// one frame buffer. A thread renders a frame, passes its pixels to `process` (encode it,
/// write it to a file…) and deposits the result; results are handed to `deliver` strictly in
/// frame order, one at a time. At most `window` frames are claimed but not yet delivered, so
/// memory does not grow with the number of frames. Every frame is a pure function of its
/// index, so the results do not depend on the number of threads.
public struct FramePipeline: Sendable {
    /// The frames to render.
    public let timeline: FrameTimeline
    /// The compositor each thread copies.
    public let compositor: FrameCompositor
    /// How many threads render (at least 1).
    public let threadCount: Int
    /// The most frames in flight: claimed by a thread and not yet delivered (at least
    /// `threadCount`).
    public let window: Int

    /// A pipeline; `threadCount` nil means one thread per active core, `window` nil means two
    /// frames per thread. The timeline's wheel must have as many segments as the compositor's
    /// art (``run(frames:process:deliver:)`` refuses to start otherwise).
    public init(
        timeline: FrameTimeline, compositor: FrameCompositor, threadCount: Int? = nil, window: Int? = nil
    ) {
        self.timeline = timeline
        self.compositor = compositor
        let threads = ParallelFor.workerCount(threadCount, work: .max)
        self.threadCount = threads
        // Two per thread, short of Int.max (`threadCount: Int.max` overflowed).
        self.window = max(threads, window ?? (threads > Int.max / 2 ? Int.max : 2 * threads))
    }

    /// Renders frames `frames` (default: all of the timeline).
    ///
    /// - Parameters:
    ///   - process: called on a rendering thread with the frame index and its pixels
    ///     (`width × height × 4` bytes, straight RGBA, opaque; valid only during the call).
    ///   - deliver: called with each frame's result in frame order, never concurrently.
    /// - Throws: `RenderError.framesOutsideTimeline` for frames outside `0..<frameCount`,
    ///   `RenderError.segmentCountMismatch` when the timeline's wheel and the art have
    ///   different segment counts (before any frame); then the error `process` or
    ///   `deliver` threw for the earliest frame that failed: frames not yet claimed are then not rendered, and results not yet
    ///   delivered are dropped.
    public func run<Output: Sendable>(
        frames: Range<Int>? = nil,
        process: @escaping @Sendable (_ index: Int, _ pixels: UnsafeRawBufferPointer) throws -> Output,
        deliver: @escaping @Sendable (_ index: Int, _ output: Output) throws -> Void
    ) throws {
        try run(
            frames: frames, ordered: false, inOrder: { _, _ in 0 },
            process: { index, pixels, _ in try process(index, pixels) },
            deliver: deliver)
    }

    /// Renders frames `frames` (default: all of the timeline) with a step in frame order
    /// between rendering and processing: what depends on the frame before (the difference of
    /// an animation) runs in `inOrder`, one frame at a time, and the costly rest in `process`
    /// on every thread.
    ///
    /// - Parameters:
    ///   - prepare: called on the rendering thread with each frame's index and pixels before
    ///     `inOrder`, in any order and concurrently: what may change the pixels on every
    ///     thread first (an indexed animation maps them to its palette).
    ///   - inOrder: called with each frame's index and pixels strictly in frame order, never
    ///     concurrently, on the thread that rendered it; keep it cheap, as later frames wait.
    ///   - process: called on a rendering thread with the frame's pixels and what `inOrder`
    ///     returned for it.
    ///   - deliver: called with each frame's result in frame order, never concurrently.
    /// - Throws: as ``run(frames:process:deliver:)``; the error any of them threw for the
    ///   earliest frame that failed, after which nothing is delivered.
    public func run<Step: Sendable, Output: Sendable>(
        frames: Range<Int>? = nil,
        prepare: (@Sendable (_ index: Int, _ pixels: UnsafeMutableRawBufferPointer) throws -> Void)? = nil,
        inOrder: @escaping @Sendable (_ index: Int, _ pixels: UnsafeRawBufferPointer) throws -> Step,
        process:
            @escaping @Sendable (_ index: Int, _ pixels: UnsafeRawBufferPointer, _ step: Step) throws ->
            Output,
        deliver: @escaping @Sendable (_ index: Int, _ output: Output) throws -> Void
    ) throws {
        try run(
            frames: frames, ordered: true, prepare: prepare, inOrder: inOrder, process: process,
            deliver: deliver)
    }

    /// The run; without `ordered`, `inOrder` is called without waiting for turns.
    private func run<Step: Sendable, Output: Sendable>(
        frames: Range<Int>?, ordered: Bool,
        prepare: (@Sendable (_ index: Int, _ pixels: UnsafeMutableRawBufferPointer) throws -> Void)? = nil,
        inOrder: @escaping @Sendable (_ index: Int, _ pixels: UnsafeRawBufferPointer) throws -> Step,
        process:
            @escaping @Sendable (_ index: Int, _ pixels: UnsafeRawBufferPointer, _ step: Step) throws ->
            Output,
        deliver: @escaping @Sendable (_ index: Int, _ output: Output) throws -> Void
    ) throws {
        let frames = frames ?? 0..<timeline.frameCount
        guard frames.isEmpty || (frames.lowerBound >= 0 && frames.upperBound <= timeline.frameCount) else {
            throw RenderError.framesOutsideTimeline(frames: frames, frameCount: timeline.frameCount)
        }
        try timeline.checkDrawable(by: compositor)
        guard !frames.isEmpty else { return }
        let threads = min(threadCount, frames.count)
        let handOff = FrameHandOff<Output>(frames: frames, window: window, threads: threads)
        let work = { @Sendable (_: Int) in
            var compositor = self.compositor
            var buffer = [UInt8](repeating: 0, count: compositor.width * compositor.height * 4)
            while let index = handOff.claim() {
                let state = timeline.state(ofFrame: index)
                do {
                    let output = try buffer.withUnsafeMutableBytes { pixels -> Output? in
                        try compositor.render(state, into: pixels)
                        try prepare?(index, pixels)
                        let rendered = UnsafeRawBufferPointer(pixels)
                        guard ordered else { return try process(index, rendered, inOrder(index, rendered)) }
                        guard handOff.awaitTurn(index) else { return nil }
                        let step: Step
                        do {
                            step = try inOrder(index, rendered)
                        } catch {
                            handOff.fail(error, frame: index)
                            return nil
                        }
                        handOff.endTurn(index)
                        return try process(index, rendered, step)
                    }
                    // nil: the run failed meanwhile; the failure is recorded already.
                    guard let output else { return }
                    handOff.deposit(output, for: index, deliver: deliver)
                } catch {
                    handOff.fail(error, frame: index)
                }
            }
        }
        ParallelFor.workers(threads, work)
        try handOff.finish()
    }
}
