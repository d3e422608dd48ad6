import Synchronization
import WheelCore
import WheelPNG
import WheelRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `luckywheel render`: a seeded spin of the wheel, frame by frame, as PNG files, terminal
/// text or raw RGBA on standard output.
struct RenderCommand: Command {
    /// The most frames one render may make unless `--max-frames` says otherwise (27 minutes
    /// at 60 fps).
    static let defaultMaximumFrames = 100_000

    static let configuration = CommandConfiguration(
        name: "render",
        abstract: "Render a seeded spin of the wheel as PNG files, terminal text or raw frames.",
        discussion: """
            Frame n shows the wheel at n / fps seconds: idle from 0, the centre button pressed at
            --spin-at, the 3 s spin, then the prize selected. By default frames run until 1 s
            after the spin ends (4.5 s: 270 frames at 60 fps). The same flags give the same
            frames, byte for byte, whatever the number of cores. At most --max-frames frames.

            png    DIR/frame-00000.png, ...: rendered and encoded on every core; each file is
                   written whole (a temporary file renamed), so a stopped render leaves only
                   complete frames. Existing frame files are refused without --force.
            ascii  Plain text from a brightness ramp, no escape codes. To -o - the frames are
                   separated by a line holding a form feed; to a folder, DIR/frame-00000.txt ...
            ansi   Half blocks in 24-bit colour (COLORTERM=truecolor) or 256 colours; plain
                   text when NO_COLOR is set or standard output is not a terminal. On a terminal
                   the frames play in place at --fps.
            rgba   Raw RGBA8 frames on -o -, width x height x 4 bytes each, back to back.

            --scale is the frame scale of png and rgba (286 pt x scale pixels square) and the
            scale of the images sampled for text (default: enough for the grid). --size sets the
            text grid (default: the terminal's, else 80x40). --assets takes a folder laid out
            like Assets/ (LuckyRotateWheel@2x.png, LuckyAstrology@2x.png, ...), a luckywheel
            slice output folder, or one sprite sheet PNG; the built-in art fills in the rest.

            EXAMPLES:
              luckywheel render -o frames
              luckywheel render --format ansi --size 100x50 -o -
              luckywheel render --format rgba -o - | ffmpeg -f rawvideo -pixel_format rgba \\
                  -video_size 572x572 -framerate 60 -i - -pix_fmt yuv420p wheel.mp4
            """)

    static let arguments: [ArgumentSpec] = [
        .option("--seed", valueName: "s", help: "Seed of the spin (decimal or 0x hex).", default: "0"),
        .option("--fps", valueName: "hz", help: "Frames per second (24 to 240).", default: "60"),
        .option("--frames", valueName: "n", help: "How many frames (1 to --max-frames)."),
        .option(
            "--end", valueName: "sec", help: "Render the frames before this time instead of --frames.",
            default: "spin end + 1 s"),
        .option("--spin-at", valueName: "sec", help: "When the centre button is pressed.", default: "0.5"),
        .option(
            "--scale", valueName: "s", help: "Screen scale, 1, 2 or 3.",
            default: "2; text: enough for the grid"),
        .option("--format", valueName: "format", help: "png, ascii, ansi or rgba.", default: "png"),
        .option(
            "--assets", valueName: "path",
            help: "Images to use: an Assets/-like folder, a slice output folder or a sheet PNG."),
        .option(
            "--size", valueName: "COLSxROWS", help: "Text grid for ascii and ansi.",
            default: "the terminal's, else 80x40"),
        PixelBudget.argument,
        .option(
            "--max-frames", valueName: "n", help: "Most frames one render may make.",
            default: String(defaultMaximumFrames)),
        .flag("--force", help: "Replace existing frame files in the output folder."),
        .option(
            "-o", "--output", valueName: "dir", help: "The output folder, or - for standard output.",
            required: true),
    ]

    var seed: UInt64
    var framesPerSecond: Double
    var frames: Int?
    var end: Double?
    var spinAt: Double
    var scale: Int?
    var format: RenderFormat
    var assetsPath: String?
    var budget: PixelBudget
    var maximumFrames: Int
    var size: TerminalSize?
    var force: Bool
    var output: String
    /// Rendering threads; nil means one per core. Not on the command line: tests set it to
    /// show the output does not depend on it.
    var threadCount: Int?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        seed = try arguments.option("--seed", default: 0)
        framesPerSecond = try arguments.option("--fps", default: 60)
        frames = try arguments.option("--frames")
        end = try arguments.option("--end")
        spinAt = try arguments.option("--spin-at", default: FrameTimeline.defaultSpinTime)
        scale = try arguments.option("--scale")
        format = try arguments.option("--format", default: .png)
        assetsPath = try arguments.option("--assets")
        budget = try PixelBudget(parsing: arguments, command: Self.commandPath)
        maximumFrames = try arguments.option("--max-frames", default: Self.defaultMaximumFrames)
        size = try arguments.option("--size")
        force = arguments.flag("--force")
        output = try arguments.option("--output") ?? ""
    }

    var writesToStandardOutput: Bool { output == "-" }

    func validate() throws(UsageError) {
        if output.isEmpty { throw Self.usageError("-o needs a folder name, or - for standard output") }
        if frames != nil, end != nil { throw Self.usageError("give --frames or --end, not both") }
        if let scale, !(1...3).contains(scale) {
            throw Self.usageError("--scale must be 1, 2 or 3, got \(scale)")
        }
        if !DisplayLinkClock.frameRateRange.contains(framesPerSecond) {
            throw Self.usageError("--fps must be between 24 and 240, got \(framesPerSecond)")
        }
        if spinAt < 0 { throw Self.usageError("--spin-at must not be negative, got \(spinAt)") }
        if maximumFrames < 1 {
            throw Self.usageError("--max-frames must be at least 1, got \(maximumFrames)")
        }
        if let frames, !(1...maximumFrames).contains(frames) {
            throw Self.usageError(
                "--frames must be between 1 and \(maximumFrames) (--max-frames), got \(frames)")
        }
        if let end, end <= 0 { throw Self.usageError("--end must be after 0 s, got \(end)") }
        let count = frameCount()
        if count > maximumFrames {
            throw Self.usageError(
                "--end \(end ?? FrameTimeline.defaultEnd(spinTime: spinAt)) at \(framesPerSecond) fps would be "
                    + "\(count) frames, more than \(maximumFrames) (--max-frames); lower --end or --fps, "
                    + "or raise --max-frames")
        }
        if count == 0 { throw Self.usageError("--end leaves no frame; frame 0 is at 0 s") }
        switch format {
        case .png where writesToStandardOutput:
            throw Self.usageError("png frames are files; give -o a folder, or use --format rgba for a pipe")
        case .rgba where !writesToStandardOutput:
            throw Self.usageError(
                "rgba frames go to standard output; use -o - and pipe them into a video encoder")
        default: break
        }
        if size != nil, !format.isText { throw Self.usageError("--size applies to --format ascii and ansi") }
        if force, writesToStandardOutput {
            throw Self.usageError("--force applies to an output folder, not -o -")
        }
    }

    /// The number of frames the flags ask for (may exceed the cap; `validate` refuses that).
    func frameCount() -> Int {
        if let frames { return frames }
        guard let clock = try? DisplayLinkClock(framesPerSecond: framesPerSecond) else { return 0 }
        let end = end ?? FrameTimeline.defaultEnd(spinTime: spinAt)
        return FrameTimeline.frameCount(before: min(end, 1e9), clock: clock)
    }

    func run(console: any Console) throws -> ExitCode {
        let start = ContinuousClock.now
        let grid = format.isText ? try terminalViewport(console: console) : nil
        let assetScale = scale ?? grid.map { Self.scale(forSamples: 2 * $0.viewColumns) } ?? 2
        var warnings: [PNGWarning] = []
        let assets = try Self.loadAssets(assetsPath, scale: assetScale, budget: budget, warnings: &warnings)
        for warning in warnings { console.warn(warning.description) }
        let timeline = try Self.timeline(
            segments: assets.segmentCount, assetsPath: assetsPath, seed: seed,
            framesPerSecond: framesPerSecond,
            spinAt: spinAt, frameCount: frameCount())
        var report: RenderReport
        switch format {
        case .png:
            report = try renderPNG(timeline, assets: assets, console: console)
        case .rgba:
            try renderRGBA(timeline, assets: assets, console: console)
            return .success
        case .ascii, .ansi:
            guard let grid else { return .success }
            let frameText = FrameText(
                format: format, viewport: grid,
                toTerminal: writesToStandardOutput && console.isTerminal(.standardOutput),
                environment: Self.colorEnvironment(console))
            guard !writesToStandardOutput else {
                try frameText.play(timeline, assets: assets, console: console)
                return .success
            }
            report = try frameText.write(
                timeline, assets: assets, folder: output, force: force, console: console)
        }
        report.elapsed = ContinuousClock.now - start
        console.write(report.text(timeline: timeline), to: .standardOutput)
        return .success
    }

    /// PNG files on every core; the summary of what was written.
    private func renderPNG(_ timeline: FrameTimeline, assets: WheelAssets, console: any Console) throws
        -> RenderReport
    {
        let folder = try FrameFolder(path: output, fileExtension: "png", force: force)
        let compositor = FrameCompositor(assets: assets)
        let pipeline = FramePipeline(timeline: timeline, compositor: compositor, threadCount: threadCount)
        let encoder = PNGEncoder(options: .frames)
        let side = compositor.width
        let progress = ProgressReporter(console: console, total: timeline.frameCount, unit: "frames")
        let bytes = Atomic(0)
        defer { progress.finish() }
        try pipeline.run(
            process: { index, pixels in
                let file = try encoder.encodeRGBA(pixels, width: side, height: side, rowStride: side * 4)
                try file.withUnsafeBytes { try folder.write($0, frame: index) }
                return file.count
            },
            deliver: { _, count in
                bytes.add(count, ordering: .relaxed)
                progress.advance()
            })
        if force { folder.removeFrames(from: timeline.frameCount) }
        return RenderReport(
            folder: folder, frameCount: timeline.frameCount, bytes: bytes.load(ordering: .relaxed),
            what: "\(side) × \(side) px @\(assets.scale)x", framesPerSecond: framesPerSecond)
    }

    /// Raw frames on standard output, in order, rendered on every core.
    private func renderRGBA(_ timeline: FrameTimeline, assets: WheelAssets, console: any Console) throws {
        let pipeline = FramePipeline(
            timeline: timeline, compositor: FrameCompositor(assets: assets), threadCount: threadCount)
        try pipeline.run(
            process: { _, pixels in [UInt8](pixels) },
            deliver: { _, frame in
                try frame.withUnsafeBytes { try console.writeBinary($0) }
            })
    }

    /// The text grid: `--size`, else the terminal's (one row short, so a frame does not
    /// scroll), else 80 × 40.
    private func terminalViewport(console: any Console) throws(UsageError) -> TerminalViewport {
        var grid = size ?? TerminalSize.fallback
        if size == nil, writesToStandardOutput, console.isTerminal(.standardOutput),
            let terminal = console.terminalSize
        {
            grid = TerminalSize(columns: terminal.columns, rows: max(1, terminal.rows - 1))
        }
        do {
            return try TerminalViewport(columns: grid.columns, rows: grid.rows)
        } catch {
            throw Self.usageError("--size: \(error.description)")
        }
    }

    /// The smallest scale whose frame has at least `samples` pixels across, at most 3.
    static func scale(forSamples samples: Int) -> Int {
        (1...3).first { SceneMetrics.viewSide * $0 >= samples } ?? 3
    }

    /// The images at `scale`: from `path` (`--assets`, decoded within `budget`) or built in.
    static func loadAssets(_ path: String?, scale: Int, budget: PixelBudget, warnings: inout [PNGWarning])
        throws
        -> WheelAssets
    {
        if let path {
            return try WheelAssets.load(from: path, scale: scale, limits: budget.limits, warnings: &warnings)
        }
        return try WheelAssets.builtIn(scale: scale)
    }

    /// The seeded spin: a wheel with one segment per image, pressed at `spinAt`.
    static func timeline(
        segments: Int, assetsPath: String?, seed: UInt64, framesPerSecond: Double, spinAt: Double,
        frameCount: Int
    ) throws(CommandFailure) -> FrameTimeline {
        do {
            let configuration = try WheelConfiguration(geometry: WheelGeometry(segmentCount: segments))
            return try FrameTimeline.spin(
                configuration: configuration, seed: seed, framesPerSecond: framesPerSecond, spinTime: spinAt,
                frameCount: frameCount)
        } catch {
            throw CommandFailure(
                .dataError, "--assets \(assetsPath ?? ""): \(segments) segment images: \(error.description)")
        }
    }

    /// The variables that decide the colour style.
    static func colorEnvironment(_ console: any Console) -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "COLORTERM"] { environment[name] = console.environment(name) }
        return environment
    }
}
