import WheelRender
import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text outputs of `render`: frames as plain ASCII or ANSI half blocks, played on
/// standard output or written as `frame-00000.txt` files.
///
/// On standard output frames follow each other: on a terminal each one is drawn in place
/// (cursor home) at the frame rate, so the spin plays (a frame whose successor is already
/// due is skipped); anywhere else, a dumb terminal included, a line holding a form feed
/// (`\u{0C}`) separates consecutive frames, so the stream is plain text that splits easily.
struct FrameText {
    /// The extension of text frame files in a folder.
    static let fileExtension = "txt"
    /// The separator between frames written to a pipe or file: a form feed on its own line.
    static let separator = "\u{0C}\n"

    let format: RenderFormat
    let viewport: TerminalViewport
    /// Whether standard output is a terminal that obeys cursor movement (not a dumb one), and
    /// frames go there.
    let toTerminal: Bool
    /// The variables of ``TerminalStyle/environmentNames`` as the console sees them.
    let environment: [String: String]
    /// `--size`, which a window played in cuts (``RenderCommand/playingGrid(window:size:)``);
    /// nil to fill the window.
    var requestedSize: TerminalSize? = nil

    /// The style of frames going to standard output (plain unless it is a terminal that
    /// takes colour) or, with `toFiles`, to files (colour unless `NO_COLOR`: the terminal the
    /// command runs in, its `TERM` and locale, is not where the files are shown).
    func style(toFiles: Bool) -> TerminalStyle {
        guard format == .ansi else { return .ascii }
        return TerminalStyle.automatic(
            environment: toFiles
                ? environment.filter { !TerminalStyle.terminalNames.contains($0.key) } : environment,
            isTerminal: toFiles || toTerminal)
    }

    /// Writes every frame to standard output, in order; then tells `warnings` (not yet told:
    /// on a terminal, which the frames clear first), also when a frame cannot be written, or,
    /// interrupted, after the frame drawn.
    func play(
        _ timeline: FrameTimeline, assets: WheelAssets, warnings: HeldWarnings, console: any Console
    ) throws {
        defer {
            var warnings = warnings
            warnings.tell(console)
        }
        var renderer = try TerminalRenderer(
            assets: assets, style: style(toFiles: false), columns: viewport.columns, rows: viewport.rows)
        // A terminal's window resized meanwhile: the frames take its new size, as play's do
        // (read at every frame: one cheap ioctl, no SIGWINCH handler).
        var window = toTerminal ? console.windowSize : nil
        var grid = viewport
        let start = ContinuousClock.now
        if toTerminal { try Self.write("\u{1B}[2J", to: console) }
        // Interrupted on a terminal, the frame being written is finished first (no other is
        // begun: ``FileSystem/awaitWriter(_:)``) and the colours reset, so none leaks into the
        // shell's prompt; a terminal that stopped reading gets nothing more
        // (``FileSystem/acceptsWrite(_:within:)``).
        let drawing = Locked(true)
        // No frame is begun while either holds; a resume ends the suspension, never the interrupt.
        let stops = Locked((suspended: false, interrupted: false))
        let finishFrameAndResetColours: @Sendable () -> Void = {
            _ = FileSystem.awaitWriter { drawing.withLockIfAvailable({ $0 = false }) != nil }
            if FileSystem.acceptsWrite(STDOUT_FILENO) {
                console.write("\u{1B}[0m", to: .standardOutput)
            }
        }
        let interrupted: @Sendable () -> Void = {
            stops.withLock { $0.interrupted = true }
            finishFrameAndResetColours()
            var warnings = warnings
            if FileSystem.acceptsWrite(STDERR_FILENO) { warnings.tell(console) }
        }
        let token =
            toTerminal
            ? InterruptCleanup.shared.register(removesOutput: false, interrupted) : nil
        defer { if let token { InterruptCleanup.shared.remove(token) } }
        // Ctrl-Z (SIGTSTP) alike, before the job stops (it stopped mid-frame, and its colour
        // coloured the shell's prompt); continued in the foreground, the screen is cleared and
        // the spin goes on at its own time, frames skipped meanwhile.
        let suspension =
            toTerminal
            ? TerminalSuspension(
                suspend: {
                    stops.withLock { $0.suspended = true }
                    finishFrameAndResetColours()
                },
                isForeground: { TerminalSuspension.isForeground(STDOUT_FILENO) },
                resume: {
                    drawing.withLock { isDrawing in
                        stops.withLock { $0.suspended = false }
                        isDrawing = true
                        console.write("\u{1B}[2J", to: .standardOutput)
                    }
                }) : nil
        defer { suspension?.cancel() }
        let last = timeline.frameCount - 1
        for index in 0...last {
            guard toTerminal else {
                let text = try renderer.render(timeline.state(ofFrame: index))
                try Self.write(index == 0 ? text : Self.separator + text, to: console)
                continue
            }
            // Each frame appears at its own time. A frame is skipped when the next one is
            // already due (a terminal slower than the rate), as play skips late ticks, so the
            // spin takes its own time; the last frame is always drawn.
            let now = (ContinuousClock.now - start).inSeconds
            if index < last, timeline.time(ofFrame: index + 1) - timeline.time(ofFrame: 0) <= now { continue }
            var resized = false
            if let now = console.windowSize, window.map({ $0 != now }) ?? true {
                window = now
                if let size = RenderCommand.playingGrid(window: now, size: requestedSize),
                    size.columns != grid.columns || size.rows != grid.rows,
                    let fitted = try? TerminalViewport(columns: size.columns, rows: size.rows)
                {
                    grid = fitted
                    renderer = try TerminalRenderer(
                        assets: assets, style: style(toFiles: false), columns: grid.columns, rows: grid.rows)
                    resized = true
                }
            }
            let text = try renderer.render(timeline.state(ofFrame: index))
            let due = timeline.time(ofFrame: index) - timeline.time(ofFrame: 0)
            if due > now { usleep(useconds_t((due - now) * 1_000_000)) }
            // Being interrupted or suspended, no frame is begun; the last waits for the resume
            // (`fg`), so that the spin ends on it, not on the cleared screen after the summary.
            if index == last { while stops.withLock({ $0.suspended && !$0.interrupted }) { usleep(10_000) } }
            guard !stops.withLock({ $0.suspended || $0.interrupted }) else { continue }
            try drawing.withLock { isDrawing in
                // The earlier size's frame is cleared away first.
                if isDrawing { try Self.write((resized ? "\u{1B}[2J" : "") + "\u{1B}[H" + text, to: console) }
            }
        }
    }

    /// Writes `frame-00000.txt` … into `folder`; the summary of what was written.
    func write(
        _ timeline: FrameTimeline, assets: WheelAssets, folder path: String, force: Bool, console: any Console
    ) throws -> RenderReport {
        let style = style(toFiles: true)
        var renderer = try TerminalRenderer(
            assets: assets, style: style, columns: viewport.columns, rows: viewport.rows)
        let folder = try FrameFolder(path: path, fileExtension: Self.fileExtension, force: force)
        if let note = folder.leftoverNote { console.warn(note) }
        let progress = ProgressReporter(console: console, total: timeline.frameCount, unit: "frames")
        defer { progress.finish() }
        var bytes = 0
        for index in 0..<timeline.frameCount {
            var text = try renderer.render(timeline.state(ofFrame: index))
            try text.withUTF8 { try folder.write(UnsafeRawBufferPointer($0), frame: index) }
            bytes += text.utf8.count
            progress.advance()
        }
        return RenderReport(
            folder: folder, frameCount: timeline.frameCount, bytes: bytes,
            size: .cells(columns: viewport.columns, rows: viewport.rows, style: style.summaryName),
            framesPerSecond: timeline.clock.framesPerSecond)
    }

    private static func write(_ text: String, to console: any Console) throws {
        var text = text
        try text.withUTF8 { try console.writeBinary(UnsafeRawBufferPointer($0)) }
    }
}
