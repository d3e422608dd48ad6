import Synchronization
import WheelPNG
import WheelRender
import WheelSupport

/// The animated PNG of `render --format apng` and `demo`: the timeline recorded on every core
/// (``APNGRecording``) and streamed into an atomic file, with a progress bar on a terminal;
/// optionally each frame also encoded as its own PNG file (`demo` writes both from one
/// rendering).
struct APNGFileWriter {
    /// What was written.
    struct Result {
        /// The animation's bytes and frame counts.
        let animation: APNGRecording.Summary
        /// Bytes of the PNG frame files handed to `storePNG`, if any.
        let pngBytes: Int
    }

    /// The frames to record.
    let timeline: FrameTimeline
    /// The images they are drawn from.
    let assets: WheelAssets
    /// How many times the animation plays; 0 is forever.
    let loopCount: Int
    /// Palette entries of a lossy indexed animation; nil writes the lossless RGB one.
    var colorCount: Int? = nil
    /// How hard the pixels are compressed.
    var compression: FrameCompression = .standard

    /// The side of a frame in pixels.
    var side: Int { assets.frameSide }

    /// Records the animation into `output`; with `storePNG`, every frame is also encoded as
    /// ``PNGFrameWriter`` encodes it and handed to it (on a rendering thread) as a PNG file.
    func write(
        to output: AtomicFile.Output, console: any Console,
        storePNG: (@Sendable (_ index: Int, _ file: [UInt8]) throws -> Void)? = nil
    ) throws -> Result {
        let compositor = FrameCompositor(assets: assets)
        let side = compositor.width
        // A delay is a fraction of 16-bit numbers; a rate no such fraction gives is shown at the
        // nearest one, and the user hears of it (the PNG frames and the sound keep the rate).
        let fps = timeline.clock.framesPerSecond
        let timing = try? APNGFrameTiming(framesPerSecond: fps)
        if let timing, !timing.isExact {
            console.warn(
                "an animated PNG's delays are fractions of 16-bit numbers, and none is \(DecimalText.shortest(fps)) "
                    + "fps: its frames last \(timing.frameDelay) each")
        }
        if let timing, let warning = Self.browserWarning(timing) { console.warn(warning) }
        let progress = ProgressReporter(console: console, total: timeline.frameCount, unit: "frames")
        defer { progress.finish() }
        let pngBytes = Atomic(0)
        let summary = try APNGRecording(
            timeline: timeline, compositor: compositor, loopCount: loopCount, compression: compression,
            colorCount: colorCount
        )
        .record(
            each: { index, pixels in
                guard let storePNG else { return }
                let file = try PNGFrameWriter.encode(pixels, side: side)
                try storePNG(index, file)
                pngBytes.add(file.count, ordering: .relaxed)
            },
            frameWritten: { _ in progress.advance() },
            write: { bytes in try output.append(bytes) })
        try output.overwrite(at: APNGStreamWriter.animationControlOffset, with: summary.animationControl)
        return Result(animation: summary, pngBytes: pngBytes.load(ordering: .relaxed))
    }

    /// What a user is told of frames web browsers show longer than they last (under 11 ms,
    /// ``APNGFrameDelay/isLengthenedByBrowsers``): the spin plays slower there, and which
    /// rates play at their speed. Nil for frames browsers keep.
    static func browserWarning(_ timing: APNGFrameTiming) -> String? {
        let delay = timing.frameDelay
        guard delay.isLengthenedByBrowsers else { return nil }
        let (shortest, shown) = (APNGFrameDelay.shortestInBrowsers, APNGFrameDelay.browserSubstitute)
        func milliseconds(_ delay: APNGFrameDelay) -> String { DecimalText.trimmed(delay.seconds * 1000, 3) }
        let slower = Int((shown.seconds / delay.seconds).rounded())
        let fastest = Int(shortest.denominator) / Int(shortest.numerator)
        return
            "web browsers show a frame of less than \(milliseconds(shortest)) ms for \(milliseconds(shown)) ms: "
            + "at \(DecimalText.shortest(timing.framesPerSecond)) fps (frames of \(delay)) its frames play "
            + "about \(slower) times slower in one; \(SharedArguments.framesPerSecond.spec.key) \(fastest) or less "
            + "plays at its speed there"
    }

    /// Fails, before any work, when `path` cannot take an animated PNG: a folder, an existing
    /// file without `replacing`, or a pipe or device (the file's start is rewritten at the end).
    /// `option` is the flag that named the file, for the messages.
    static func checkDestination(_ path: String, replacing: Bool, option: String) throws(CommandFailure) {
        if FileSystem.isStream(path) {
            throw CommandFailure(
                .cannotCreate,
                "cannot write an animated PNG into \(path): it is a pipe, a device or an open descriptor, and "
                    + "the file's start is "
                    + "rewritten when it is finished. Give \(option) a file name.")
        }
        try AtomicFile.checkDestination(path, replacing: replacing, option: option)
    }

    /// `572 × 572 px @2x, 270 frames (212 stored) at 60 fps, plays forever`; an indexed
    /// animation adds its palette entries before the plays (`…at 60 fps, 256 colours, plays forever`).
    static func description(
        _ summary: APNGRecording.Summary, side: Int, scale: Int, framesPerSecond: Double, loopCount: Int
    ) -> String {
        "\(side) × \(side) px @\(scale)x, \(summary.frameCount) frame\(summary.frameCount == 1 ? "" : "s") (\(summary.storedFrameCount) stored) at "
            + "\(DecimalText.shortest(framesPerSecond)) fps, "
            + (summary.paletteEntryCount.map { "\($0) colours, " } ?? "")
            + plays(loopCount)
    }

    /// `plays forever` (0), `plays once`, `plays 3 times`: how an animation's play count reads,
    /// here and in `info`.
    static func plays(_ count: Int) -> String {
        count == 0 ? "plays forever" : count == 1 ? "plays once" : "plays \(count) times"
    }
}
