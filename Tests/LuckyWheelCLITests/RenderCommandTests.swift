import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelRender
import WheelSupport

@testable import LuckyWheelCLI

/// `luckywheel render` end to end through the tool's entry point, on small @1x frame counts.
@Suite struct RenderCommandTests {
    struct Run {
        let status: ExitCode
        let output: String
        let bytes: [UInt8]
        let errors: String
    }

    static func render(_ arguments: [String], console: BufferConsole = BufferConsole()) -> Run {
        let status = LuckyWheelTool.main(["render"] + arguments, console: console)
        return Run(
            status: status, output: console.standardOutput, bytes: console.standardOutputBytes,
            errors: console.standardError)
    }

    static let assets1x = try? WheelAssets.builtIn(scale: 1)

    /// The frames `render --seed S --fps F --spin-at T` shows, as the library draws them.
    static func expectedFrames(count: Int, seed: UInt64 = 0, fps: Double = 60, spinAt: Double = 0.5) throws
        -> [RGBAImage]
    {
        let timeline = try FrameTimeline.spin(
            seed: seed, framesPerSecond: fps, spinTime: spinAt, frameCount: count)
        var compositor = FrameCompositor(assets: try #require(assets1x))
        return try (0..<count).map { try compositor.render(timeline.state(ofFrame: $0)) }
    }

    @Test func pngFramesAreTheCompositorsFramesExactly() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.render([
            "--frames", "4", "--fps", "24", "--spin-at", "0.05", "--seed", "9", "--scale", "1", "-o",
            root.path + "/out",
        ])
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.errors == "")
        #expect(root.listing("out") == (0..<4).map { "frame-0000\($0).png" })
        #expect(
            run.output.hasPrefix(
                "Wrote 4 frames (286 × 286 px @1x, 24 fps) to \(root.path)/out/frame-00000.png … frame-00003.png: "
            ))
        #expect(run.output.contains("Seed 9: pressed at 0.05 s, still spinning at the last frame"))
        let expected = try Self.expectedFrames(count: 4, seed: 9, fps: 24, spinAt: 0.05)
        for index in 0..<4 {
            let decoded = try PNGDecoder().decodeRGBA(
                contentsOfFile: root.path + "/out/frame-0000\(index).png")
            #expect(decoded == expected[index], "frame \(index)")
        }
    }

    /// PNG frames are opaque RGB files that the tests' own decoder reads to the pixels the
    /// compositor drew.
    @Test func pngFramesAreRGBAndDecodeToTheComposedPixels() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        #expect(
            Self.render(["--frames", "2", "--spin-at", "0", "--scale", "1", "-o", out]).status == .success)
        let decoded = try ReferencePNG.decode(try SliceFixtures.read(out + "/frame-00001.png"))
        #expect(decoded.header.colorType == .rgb)
        var compositor = FrameCompositor(assets: try #require(Self.assets1x))
        let timeline = try FrameTimeline.spin(seed: 0, framesPerSecond: 60, spinTime: 0, frameCount: 2)
        let frame = try compositor.render(timeline.state(ofFrame: 1))
        #expect(
            decoded.rows.bytes
                == stride(from: 0, to: frame.pixels.count, by: 4).flatMap { frame.pixels[$0..<$0 + 3] })
    }

    @Test func existingFramesAreRefusedWithoutForceAndReplacedWithIt() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        #expect(Self.render(["--frames", "3", "--scale", "1", "-o", out]).status == .success)
        try root.write("keep", to: "out/notes.txt")
        let before = try SliceFixtures.read(out + "/frame-00000.png")
        let refused = Self.render(["--frames", "2", "--scale", "1", "--seed", "4", "-o", out])
        #expect(refused.status == .cannotCreate)
        #expect(
            refused.errors
                == "error: \(out)/frame-00000.png already exists (and 2 more); nothing was written. "
                + "Use --force to replace the frames, or choose another -o.\n")
        #expect(try SliceFixtures.read(out + "/frame-00000.png") == before)
        let forced = Self.render(["--frames", "2", "--scale", "1", "--fps", "30", "--force", "-o", out])
        #expect(forced.status == .success)
        #expect(
            root.listing("out") == ["frame-00000.png", "frame-00001.png", "notes.txt"],
            "stale frame 2 removed")
        #expect(
            forced.output.hasSuffix(
                "Removed 1 file of the earlier render in \(out) that this one does not write: frame-00002.png\n"
            ))
        // With --json the removal went unsaid; it is said on standard error, the JSON one document.
        let json = Self.render(["--frames", "1", "--scale", "1", "--force", "--json", "-o", out])
        #expect(json.status == .success)
        #expect(try JSONValue(parsing: json.output)["frames"]?.intValue == 1)
        #expect(
            json.errors
                == "Removed 1 file of the earlier render in \(out) that this one does not write: frame-00001.png\n"
        )
    }

    /// Only the names a render writes (`frame-00001.png`, five digits, more only past 99 999)
    /// are a render's: a `frame-1.png` or `frame-000001.png` of the user's is neither refused
    /// nor replaced nor removed, `--force` or not.
    @Test func framesNamedOtherwiseAreNoRendersAndStay() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        let others = ["frame-000001.png", "frame-01.png", "frame-1.png"]
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in others { try root.write(name, to: "out/" + name) }
        let first = Self.render(["--frames", "3", "--scale", "1", "-o", out])
        #expect(first.status == .success, "\(first.errors)")
        let forced = Self.render(["--frames", "1", "--scale", "1", "--force", "-o", out])
        #expect(forced.status == .success, "\(forced.errors)")
        #expect(
            forced.output.hasSuffix(
                "Removed 2 files of the earlier render in \(out) that this one does not write: "
                    + "frame-00001.png (and 1 more)\n"), "\(forced.output)")
        #expect(root.listing("out") == (others + ["frame-00000.png"]).sorted())
        for name in others { #expect(try root.read("out/" + name) == name) }
    }

    @Test func asciiFramesOnStandardOutputAreSeparatedByFormFeeds() throws {
        let run = Self.render(["--format", "ascii", "--size", "40x20", "--frames", "3", "-o", "-"])
        #expect(run.status == .success)
        // The summary goes to standard error, the frames being the output.
        #expect(
            run.errors.hasPrefix("Seed 0: ") && run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        let frames = run.output.components(separatedBy: "\u{0C}\n")
        #expect(frames.count == 3)
        let timeline = try FrameTimeline.spin(seed: 0, framesPerSecond: 60, spinTime: 0.5, frameCount: 3)
        var renderer = try TerminalRenderer(
            assets: try #require(Self.assets1x), style: .ascii, columns: 40, rows: 20)
        #expect(try frames == (0..<3).map { try renderer.render(timeline.state(ofFrame: $0)) })
        #expect(!run.output.contains("\u{1B}"))
    }

    /// ANSI to a pipe is plain text; to a terminal it is coloured and drawn in place; to files
    /// it is coloured unless NO_COLOR.
    @Test func ansiFollowsTheConsole() throws {
        let piped = Self.render(["--format", "ansi", "--size", "20x10", "--frames", "2", "-o", "-"])
        let plain = Self.render(["--format", "ascii", "--size", "20x10", "--frames", "2", "-o", "-"])
        #expect(piped.status == .success && piped.output == plain.output)
        let terminal = BufferConsole(
            terminal: true, environment: ["COLORTERM": "truecolor"], terminalSize: (24, 12))
        let live = Self.render(["--format", "ansi", "--frames", "2", "-o", "-"], console: terminal)
        #expect(live.status == .success)
        #expect(live.output.hasPrefix("\u{1B}[2J\u{1B}[H"))
        #expect(live.output.components(separatedBy: "\u{1B}[H").count == 3)
        #expect(live.output.contains("\u{1B}[38;2;"), "24-bit colour")
        #expect(live.output.split(separator: "\n").count == 2 * 11, "the terminal's rows, one short")
        let root = try TemporaryFolder()
        defer { root.remove() }
        let files = Self.render([
            "--format", "ansi", "--size", "20x10", "--frames", "2", "-o", root.path + "/t",
        ])
        #expect(files.status == .success)
        #expect(root.listing("t") == ["frame-00000.txt", "frame-00001.txt"])
        #expect(try root.read("t/frame-00001.txt").contains("\u{1B}["))
        #expect(files.output.contains("(20 × 10 cells, ansi, 256 colours, 60 fps)"))
        let noColor = BufferConsole(environment: ["NO_COLOR": "1"])
        let plainFiles = Self.render(
            ["--format", "ansi", "--size", "20x10", "--frames", "1", "-o", root.path + "/p"], console: noColor
        )
        #expect(plainFiles.status == .success)
        #expect(try root.read("p/frame-00000.txt") == plain.output.components(separatedBy: "\u{0C}\n")[0])
    }

    /// A dumb terminal (TERM=dumb) gets the plain form-feed stream a pipe gets, no cursor
    /// movement; files keep their colour, as TERM is not where they are shown.
    @Test func aDumbTerminalGetsThePipesStream() throws {
        let dumb = BufferConsole(terminal: true, environment: ["TERM": "dumb"], terminalSize: (24, 12))
        let live = Self.render(
            ["--format", "ansi", "--size", "20x10", "--frames", "2", "-o", "-"], console: dumb)
        let piped = Self.render(["--format", "ascii", "--size", "20x10", "--frames", "2", "-o", "-"])
        #expect(live.status == .success && live.output == piped.output && !live.output.contains("\u{1B}"))
        try Self.expectFilesKeepTheirColour(environment: ["TERM": "dumb"])
    }

    /// Frame files rendered with `environment` (a terminal's own settings) are in colour.
    static func expectFilesKeepTheirColour(
        environment: [String: String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let files = render(
            ["--format", "ansi", "--size", "20x10", "--frames", "1", "-o", root.path + "/t"],
            console: BufferConsole(environment: environment))
        #expect(
            files.status == .success && files.output.contains("ansi, 256 colours"),
            sourceLocation: sourceLocation)
        #expect(try root.read("t/frame-00000.txt").contains("\u{1B}[48;5;"), sourceLocation: sourceLocation)
    }

    /// A terminal whose locale is not UTF-8 (`LANG=C`) gets plain frames, drawn in place: the
    /// half blocks of colour frames are UTF-8, which tmux drew as `_`. Files keep their colour,
    /// as the locale is the terminal's, not where they are shown.
    @Test func aTerminalWithoutUTF8GetsPlainFrames() throws {
        let latin = BufferConsole(terminal: true, environment: ["LANG": "C"], terminalSize: (24, 12))
        let live = Self.render(
            ["--format", "ansi", "--size", "20x10", "--frames", "2", "-o", "-"], console: latin)
        #expect(live.status == .success, "\(live.errors)")
        #expect(!live.output.contains("▀") && !live.output.contains("\u{1B}[48;5;"))
        #expect(live.output.contains("\u{1B}[H"))
        let utf8 = BufferConsole(
            terminal: true, environment: ["LANG": "C", "LC_CTYPE": "C.UTF-8"], terminalSize: (24, 12))
        let colour = Self.render(
            ["--format", "ansi", "--size", "20x10", "--frames", "2", "-o", "-"], console: utf8)
        #expect(colour.output.contains("▀") && colour.output.contains("\u{1B}[48;5;"))
        try Self.expectFilesKeepTheirColour(environment: ["LANG": "C"])
    }

    /// A --size larger than the terminal the frames play on is cut to it with a warning (a
    /// larger frame would scroll, not play in place); a smaller one is kept.
    @Test func aSizeLargerThanTheTerminalIsCutToIt() {
        let terminal = BufferConsole(terminal: true, terminalSize: (30, 12))
        let run = Self.render(
            ["--format", "ascii", "--size", "100x50", "--frames", "2", "-o", "-"], console: terminal)
        #expect(run.status == .success)
        #expect(
            run.errors.hasPrefix(
                "warning: --size 100x50 is larger than the terminal (30x12); frames are cut to 30x11 so they play in place\n"
            ))
        let frames = run.output.components(separatedBy: "\u{1B}[H").dropFirst()
        #expect(frames.count == 2 && frames.allSatisfy { $0.split(separator: "\n").count == 11 })
        #expect(frames.allSatisfy { $0.split(separator: "\n").allSatisfy { $0.count <= 30 } })
        let fits = BufferConsole(terminal: true, terminalSize: (30, 12))
        let small = Self.render(
            ["--format", "ascii", "--size", "20x10", "--frames", "1", "-o", "-"], console: fits)
        #expect(small.status == .success && !small.errors.contains("warning"))
        // Held behind an error that stops the run, as the images' warnings are.
        let stopped = Self.render(
            ["--format", "ascii", "--size", "100x50", "--target", "12", "--frames", "1", "-o", "-"],
            console: BufferConsole(terminal: true, terminalSize: (30, 12)))
        #expect(stopped.status == .usage)
        #expect(stopped.errors.hasPrefix("error: --target: segment 12 does not exist"), "\(stopped.errors)")
    }

    /// A terminal that tells no size (a pseudo-terminal whose size was never set reads 0 × 0)
    /// is taken to be COLUMNS × LINES, as curses takes it (the frames were 80 × 40 cells and
    /// scrolled a 24-row window); without both, or with either not a positive integer, the
    /// window play takes such a terminal to be (80 × 24: the default grid, 40 rows, scrolled it).
    @Test func aTerminalThatTellsNoSizeTakesColumnsAndLines() {
        func lines(_ environment: [String: String]) -> [Substring]? {
            let terminal = BufferConsole(terminal: true, environment: environment)
            let run = Self.render(["--format", "ascii", "--frames", "1", "-o", "-"], console: terminal)
            #expect(run.status == .success, "\(run.errors)")
            return run.output.components(separatedBy: "\u{1B}[H").dropFirst().first?.split(separator: "\n")
        }
        let sized = lines(["COLUMNS": "30", "LINES": "12"])
        #expect(sized?.count == 11 && sized?.allSatisfy { $0.count <= 30 } == true)
        for environment in [
            ["COLUMNS": "30"], ["COLUMNS": "+30", "LINES": "12"], ["COLUMNS": "30", "LINES": "0"],
        ] {
            #expect(lines(environment)?.count == TerminalSize.unknownWindow.rows - 1, "\(environment)")
        }
        // A --size is not cut to a window that is not known.
        let given = Self.render(
            ["--format", "ascii", "--frames", "1", "--size", "100x30", "-o", "-"],
            console: BufferConsole(terminal: true))
        #expect(given.status == .success && !given.errors.contains("warning"), "\(given.errors)")
        #expect(
            given.output.components(separatedBy: "\u{1B}[H").dropFirst().first?.split(separator: "\n").count
                == 30)
        #expect(
            BufferConsole(terminal: true, environment: ["COLUMNS": "30", "LINES": "12"]).windowSize! == (
                30, 12
            ))
        #expect(
            BufferConsole(
                terminal: true, environment: ["COLUMNS": "30", "LINES": "12"], terminalSize: (50, 20)
            )
            .windowSize! == (50, 20))
        // A terminal that tells its width but not its height (`stty rows 0 cols 50`) is sized
        // by COLUMNS × LINES when both are set, else not at all.
        #expect(
            BufferConsole(
                terminal: true, environment: ["COLUMNS": "30", "LINES": "12"], terminalSize: (50, 0)
            )
            .windowSize! == (30, 12))
        #expect(BufferConsole(terminal: true, terminalSize: (50, 0)).windowSize == nil)
    }

    /// A window wider than the largest grid plays at the largest grid (it was refused).
    @Test func aTerminalWiderThanTheLargestGridPlaysAtIt() {
        let terminal = BufferConsole(terminal: true, terminalSize: (1200, 8))
        let run = Self.render(["--format", "ascii", "--frames", "1", "-o", "-"], console: terminal)
        #expect(run.status == .success, "\(run.errors)")
        let lines = run.output.components(separatedBy: "\u{1B}[H").dropFirst().first?.split(separator: "\n")
        #expect(lines?.count == 7 && lines?.allSatisfy { $0.count <= 1000 } == true)
    }

    /// A terminal too small to play the frames in (one column; one row, where each frame's last
    /// line would scroll it) is refused as what it is, with or without --size: it said
    /// "--size: a 1x9 terminal grid cannot show the wheel" to a user who gave no --size.
    @Test(arguments: [(1, 10, [String]()), (40, 1, []), (1, 10, ["--size", "20x10"])])
    func aTerminalTooSmallForTheFramesIsRefusedAsSuch(columns: Int, rows: Int, size: [String]) {
        let terminal = BufferConsole(terminal: true, terminalSize: (columns, rows))
        let run = Self.render(["--format", "ascii", "--frames", "2", "-o", "-"] + size, console: terminal)
        #expect(run.status == .usage)
        #expect(
            run.errors.hasPrefix(
                "error: a \(columns)x\(rows) terminal is too small to play the frames in (at least 2 columns "
                    + "and 2 rows: the frames end on a row of their own); enlarge the window or write the "
                    + "frames to a folder\n"))
        #expect(run.output == "")
    }

    /// On a terminal slower than the frame rate, a frame whose successor is already due is
    /// skipped, so the spin plays in its own time, and the last frame is always drawn.
    @Test func lateFramesAreSkippedOnATerminal() throws {
        let terminal = SlowTerminal(delay: .milliseconds(50))
        let status = LuckyWheelTool.main(
            ["render", "--format", "ascii", "--size", "20x10", "--frames", "30", "-o", "-"], console: terminal
        )
        #expect(status == .success)
        let frames = Array(terminal.inner.standardOutput.components(separatedBy: "\u{1B}[H").dropFirst())
        #expect(frames.count < 30 && frames.count >= 2, "\(frames.count) of 30 frames drawn")
        let timeline = try FrameTimeline.spin(seed: 0, framesPerSecond: 60, spinTime: 0.5, frameCount: 30)
        var renderer = try TerminalRenderer(
            assets: try #require(Self.assets1x), style: .ascii, columns: 20, rows: 10)
        #expect(try frames.last == renderer.render(timeline.state(ofFrame: 29)))
    }

    /// With the frames on standard output, a seed drawn from the system is still told (on
    /// standard error, with the sound's line), so the spin can be replayed.
    @Test func aDrawnSeedIsToldOnStandardErrorWhenTheFramesAreTheOutput() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.render([
            "--seed", "os", "--format", "rgba", "--scale", "1", "--frames", "2", "-o", "-", "--audio",
            root.path + "/s.wav",
        ])
        #expect(run.status == .success, "\(run.errors)")
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == 2, "\(run.errors)")
        #expect(lines.first?.hasPrefix("Wrote \(root.path)/s.wav (") == true)
        let seed = try #require(lines.last?.dropFirst("Seed ".count).prefix { $0 != ":" })
        let replay = Self.render([
            "--seed", String(seed), "--format", "rgba", "--scale", "1", "--frames", "2", "-o", "-",
        ])
        #expect(
            replay.status == .success && replay.bytes == run.bytes && replay.errors == String(lines[1]) + "\n"
        )
    }

    /// Raw frames are not drawn on a terminal (as rng refuses one), and a png render without
    /// -o is told it needs a folder, not offered standard output, which png refuses.
    @Test func rawFramesAreRefusedOnATerminalAndPngNeedsAFolder() {
        let terminal = BufferConsole(terminal: true, terminalSize: (80, 24))
        let raw = Self.render(["--format", "rgba", "--frames", "1", "-o", "-"], console: terminal)
        #expect(raw.status == .usage && raw.bytes.isEmpty)
        #expect(
            raw.errors.hasPrefix("error: rgba frames are binary; pipe them into a video encoder"),
            "\(raw.errors)")
        let noFolder = Self.render(["--frames", "1"])
        #expect(noFolder.status == .usage)
        #expect(
            noFolder.errors.hasPrefix("error: -o needs a folder name for the png frames\n"),
            "\(noFolder.errors)")
    }

    @Test func rgbaFramesAreRawPixelsInOrder() throws {
        let run = Self.render([
            "--format", "rgba", "--scale", "1", "--frames", "3", "--spin-at", "0", "-o", "-",
        ])
        #expect(run.status == .success)
        #expect(
            run.errors.hasPrefix("Seed 0: ") && run.errors.split(separator: "\n").count == 1, "\(run.errors)")
        let expected = try Self.expectedFrames(count: 3, spinAt: 0)
        #expect(run.bytes == expected.flatMap(\.pixels))
    }

    /// A reader that goes away is an I/O error (74), not a crash (frames still in flight when
    /// the run stops must not upset the pipeline).
    @Test func aClosedPipeIsAnIOError() {
        let console = BufferConsole(standardOutputFailure: EPIPE)
        let status = LuckyWheelTool.main(
            ["render", "--format", "rgba", "--scale", "1", "--frames", "40", "-o", "-"], console: console)
        #expect(status == .ioError)
        #expect(console.standardError == "error: cannot write to standard output: Broken pipe\n")
    }

    @Test(arguments: [
        (["--frames", "2", "--end", "1", "-o", "x"], "give --frames or --end, not both"),
        (["-o", "-"], "png frames are files; give -o a folder, or use --format rgba for a pipe"),
        (
            ["--format", "rgba", "-o", "x"],
            "rgba frames go to standard output; use -o - and pipe them into a video encoder"
        ),
        // Without -o, what rgba needs (it was asked for a folder, which it then refused).
        (
            ["--format", "rgba"],
            "rgba frames go to standard output; use -o - and pipe them into a video encoder"
        ),
        (["--size", "80x40", "-o", "x"], "--size applies to --format ascii and ansi"),
        (
            ["--frames", "100001", "-o", "x"],
            "--frames must be between 1 and 100000 (--max-frames), got 100001"
        ),
        (
            ["--frames", "11", "--max-frames", "10", "-o", "x"],
            "--frames must be between 1 and 10 (--max-frames), got 11"
        ),
        // The range is --frames' own (given once --max-frames is read), so a count too large for
        // an integer is named with it, not as "an integer up to 9223372036854775807".
        (
            ["--frames", "99999999999999999999", "--max-frames", "10", "-o", "x"],
            "--frames must be between 1 and 10 (--max-frames), got 99999999999999999999"
        ),
        (["--frames", "0", "-o", "x"], "--frames must be between 1 and 100000 (--max-frames), got 0"),
        (["--max-frames", "0", "-o", "x"], "--max-frames must be at least 1, got 0"),
        (
            ["--end", "600", "--fps", "240", "-o", "x"],
            "--end 600 at 240 fps would be 144000 frames, more than 100000 (--max-frames); "
                + "lower --end or --fps, or raise --max-frames"
        ),
        (
            ["--max-frames", "100", "-o", "x"],
            "frames to 1 s after the spin (--spin-at + --duration + 1 s = 4.5 s) at 60 fps would be 270 frames, "
                + "more than 100 (--max-frames); lower --duration, --spin-at or --fps, give --end, or raise --max-frames"
        ),
        (
            ["--spin-at", "999999999999", "-o", "x"],
            "frames to 1 s after the spin (--spin-at + --duration + 1 s = 1000000000003 s) at 60 fps would be over "
                + "60000000000 frames, more than 100000 (--max-frames); lower --duration, --spin-at or --fps, "
                + "give --end, or raise --max-frames"
        ),
        (["--end", "0", "-o", "x"], "--end must be after 0 s, got 0"),
        (
            [
                "--format", "none", "--audio", "a.wav", "--frames", "1100000", "--max-frames", "2000000",
                "--fps", "24",
            ],
            "--audio: 1100000 frames at 24 fps last 45833.3 s, longer than the 44739.2 s a WAV file holds; "
                + "render fewer frames, or leave out --audio"
        ),
        (
            [
                "--format", "none", "--audio", "a.wav", "--end", "1e300", "--max-frames",
                "9000000000000000000",
                "--fps", "24",
            ],
            "--audio: over 24000000000 frames at 24 fps last over 1000000000 s, longer than the 44739.2 s a "
                + "WAV file holds; render fewer frames, or leave out --audio"
        ),
        (["--fps", "10", "-o", "x"], "--fps must be between 23.976 and 240, got 10"),
        (["--scale", "4", "-o", "x"], "--scale must be between 1 and 3, got 4"),
        (
            ["--scale", "1.5", "-o", "x"],
            "invalid value '1.5' for --scale: expected an integer between 1 and 3"
        ),
        (["--spin-at", "-1", "-o", "x"], "--spin-at must be between 0 and 999999999999, got -1"),
        // The model's time range (WheelModel.timeRange) bounds the press, a second less at the end
        // (FrameTimeline.spinTimeRange): `--spin K` presses up to two frames later.
        (["--spin-at", "1e300", "-o", "x"], "--spin-at must be between 0 and 999999999999, got 1e300"),
        (["--spin-at", "1e12", "-o", "x"], "--spin-at must be between 0 and 999999999999, got 1e12"),
        (["--format", "ascii", "--force", "-o", "-"], "--force applies to an output folder, not -o -"),
        (
            ["--format", "ascii", "--size", "1x1", "-o", "-"],
            "--size: the wheel is drawn on a terminal grid of 2 to 1000 columns and 1 to 1000 rows, not 1x1"
        ),
        (
            ["--format", "ascii", "--size", "0x5", "-o", "-"],
            "--size: the wheel is drawn on a terminal grid of 2 to 1000 columns and 1 to 1000 rows, not 0x5"
        ),
        // Too large is said as such: "cannot show the wheel" read as too small.
        (
            ["--format", "ascii", "--size", "1001x5", "-o", "-"],
            "--size: the wheel is drawn on a terminal grid of 2 to 1000 columns and 1 to 1000 rows, not 1001x5"
        ),
        (
            ["--format", "ascii", "--size", "wide", "-o", "-"],
            "invalid value 'wide' for --size: expected COLSxROWS, e.g. 80x40"
        ),
    ])
    func badFlagsAreUsageErrors(arguments: [String], message: String) {
        let run = Self.render(arguments)
        #expect(run.status == .usage)
        #expect(run.errors == "error: \(message)\nSee 'luckywheel render --help'.\n")
        #expect(run.output == "")
    }

    /// `--json` is refused only where the frames are the output (`-o -`): its help said "frames
    /// written to a folder" and its error "the files written to a folder", while an animated PNG
    /// file and `--format none` (the sound alone) take it too.
    /// The sound alone (`--format none`) still takes its segment count from `--assets`, but
    /// draws nothing: the warnings about how the images would be drawn (uneven cells,
    /// stretched wedges, an @1x sheet upscaled in @2x frames) were noise. Frames get them.
    /// An animated PNG numbers its chunks to 2³¹ − 1, two a frame: more frames stopped the
    /// process once the numbers ran out (after days of work); they are refused before any.
    @Test(arguments: [
        (
            ["--frames", "1073741824"],
            "1073741824 frames are more than the 1073741823 an animated PNG holds; render fewer frames, "
                + "or --format png"
        ),
        (
            ["--end", "1e12"],
            "over 60000000000 frames are more than the 1073741823 an animated PNG holds; render fewer "
                + "frames, or --format png"
        ),
    ])
    func anAnimatedPNGOfMoreFramesThanItsChunksNumberIsRefused(arguments: [String], message: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.render(
            ["--format", "apng", "-o", root.path + "/a.apng", "--max-frames", "9223372036854775807"]
                + arguments)
        #expect(run.status == .usage)
        #expect(run.errors == "error: \(message)\nSee 'luckywheel render --help'.\n")
        #expect(FaultTree.entries(below: root.path) == [])
    }

    /// `--spin K` presses up to two frames after `--spin-at`: at the end of its range, at the
    /// slowest rate, the press still falls within the model's times (at 1e12 it fell past
    /// them, refused with the press time, which nobody gave, and the model's range, not the
    /// option's).
    @Test func aSpinPressedAtTheEndOfTheRangeIsRendered() {
        let run = Self.render([
            "--format", "rgba", "-o", "-", "--spin", "999999999", "--spin-at", "999999999999", "--fps",
            "23.976",
            "--frames", "1",
        ])
        #expect(run.status == .success, "\(run.errors)")
    }

    @Test func theSoundAloneLeavesOutWarningsAboutDrawing() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet.png", width: 403, height: 100)
        let drawing = ["does not divide into 4 equal wedges", "the screen draws each in its", "upscaled"]
        let sound = Self.render(
            ["--format", "none", "--audio", root.path + "/s.wav", "--assets", sheet, "--segments", "4"])
        #expect(sound.status == .success && sound.errors == "", "\(sound.errors)")
        // 100 px wedges are upscaled in the 120 px box of @3x frames.
        let frames = Self.render([
            "-o", root.path + "/f", "--frames", "1", "--assets", sheet, "--segments", "4", "--scale", "3",
        ])
        #expect(frames.status == .success)
        for text in drawing { #expect(frames.errors.contains(text), "\(text): \(frames.errors)") }
        // Cut into the default 12 unevenly, the sheet may hold another number of images: that
        // decides the sound's clicks and prize, and is told (it went unsaid).
        let guessed = Self.render(["--format", "none", "--audio", root.path + "/g.wav", "--assets", sheet])
        #expect(guessed.status == .success)
        #expect(
            guessed.errors
                == "warning: \(sheet) is 403 pt wide, which does not divide into 12 equal wedges; they are 33 or "
                + "34 pt wide (borders at round(i × width / 12), halves up); 12 is the default segment count: for "
                + "a sheet of N images give --segments N\n")
        // A sheet of 24 images of the screen's wedge shape divides into 12 wedges twice as wide:
        // the count it looks like is told, with the sound alone too (nothing was said).
        let twice = try SliceFixtures.write(root, "twice@2x.png", width: 80 * 24, height: 94)
        let hint =
            "the sheet looks like 24 images of the box's shape side by side; 12 is the default segment count: "
            + "for a sheet of 24 images give --segments 24\n"
        let sound24 = Self.render(["--format", "none", "--audio", root.path + "/t.wav", "--assets", twice])
        #expect(sound24.status == .success)
        #expect(
            sound24.errors.hasPrefix("warning: \(twice): its wedges are 80 × 47 pt, and the screen draws"))
        #expect(sound24.errors.hasSuffix("to keep their shape; " + hint), "\(sound24.errors)")
        let given = Self.render([
            "--format", "none", "--audio", root.path + "/u.wav", "--assets", twice, "--segments", "12",
        ])
        #expect(given.status == .success && given.errors == "", "\(given.errors)")
        // A vertical strip of 8 such images is told how to lay them in a row, as slice tells it
        // (it was told only "give --segments N", which leaves the strip a strip).
        let strip = try SliceFixtures.write(root, "strip@2x.png", width: 80, height: 94 * 8)
        let stacked = Self.render(["--format", "none", "--audio", root.path + "/v.wav", "--assets", strip])
        #expect(stacked.status == .success)
        #expect(
            stacked.errors.hasSuffix(
                "the sheet looks like 8 images of the box's shape stacked top to bottom, and wedges are cut side "
                    + "by side: put the images in one row first (ImageMagick: convert SHEET -crop 1x8@ +repage "
                    + "+append ROW.png); 12 is the default segment count: for a sheet of 8 images give "
                    + "--segments 8\n"), "\(stacked.errors)")
        #expect(!stacked.errors.contains("for a sheet of N images"), "\(stacked.errors)")
    }

    @Test func jsonIsRefusedOnlyWhereTheFramesAreTheOutputAsItsHelpSays() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        #expect(
            RenderCommand.json.spec.help
                == "Print the summary as JSON (not with -o -, where the frames are the output).")
        for arguments in [
            ["-o", root.path + "/frames", "--scale", "1"], ["-o", root.path + "/s.apng", "--scale", "1"],
            ["--format", "none", "--audio", root.path + "/s.wav"],
        ] {
            let run = Self.render(arguments + ["--frames", "1", "--json"])
            #expect(run.status == .success, "\(arguments): \(run.errors)")
            #expect(run.output.hasPrefix("{"))
        }
        // The frames' size, as the text summary gives it: pixels and scale, or the text grid.
        for (arguments, size) in [
            (["-o", root.path + "/png", "--scale", "2"], ["width": 572, "height": 572, "scale": 2]),
            (["-o", root.path + "/a.apng", "--scale", "1"], ["width": 286, "height": 286, "scale": 1]),
            (
                ["--format", "ascii", "--size", "30x12", "-o", root.path + "/text"],
                ["columns": 30, "rows": 12]
            ),
        ] {
            let run = Self.render(arguments + ["--frames", "1", "--json"])
            let document = try JSONValue(parsing: run.output)
            for (key, value) in size { #expect(document[key]?.intValue == value, "\(arguments) \(key)") }
        }
        let refused = Self.render(["--format", "ascii", "--json", "-o", "-"])
        #expect(refused.status == .usage)
        #expect(
            refused.errors.hasPrefix(
                "error: --json describes the files written; with -o - the frames are the output\n"))
    }

    @Test func assetProblemsNameTheFileAndExit66Or65() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let missing = Self.render(["--assets", root.path + "/none", "--format", "ascii", "-o", "-"])
        #expect(missing.status == .noInput)
        #expect(missing.errors.hasPrefix("error: --assets: \(root.path)/none does not exist"))
        try root.write("not a png", to: "sheet@2x.png")
        let corrupt = Self.render(["--assets", root.path + "/sheet@2x.png", "--format", "ascii", "-o", "-"])
        #expect(corrupt.status == .dataError)
        #expect(corrupt.errors.contains("sheet@2x.png"))
        let empty = Self.render(["--assets", root.path, "--format", "ascii", "-o", "-"])
        #expect(empty.status == .noInput)
        #expect(!FileManager.default.fileExists(atPath: root.path + "/frames"))
        try root.write("{}", to: "manifest.json")
        let manifest = Self.render(["--assets", root.path + "/manifest.json", "--format", "ascii", "-o", "-"])
        #expect(manifest.status == .noInput)
        #expect(
            manifest.errors.hasPrefix(
                "error: --assets: \(root.path)/manifest.json is part of the slice output folder \(root.path); "
            ))
    }

    /// One 60 × 30 ascii frame of the images at `assets`, to standard output.
    /// One ASCII frame of `assets` on standard output; `errors` holds the warnings only (the
    /// summary that follows them on standard error is checked, then left out).
    static func textFrame(assets: String) -> Run {
        let run = render([
            "--assets", assets, "--format", "ascii", "--frames", "1", "--size", "60x30", "-o", "-",
        ])
        let summary = "Seed 0: the centre button is not pressed within the frames (last at 0 s).\n"
        guard run.status == .success else { return run }
        #expect(run.errors.hasSuffix(summary), "\(run.errors)")
        return Run(
            status: run.status, output: run.output, bytes: run.bytes,
            errors: String(run.errors.dropLast(summary.count)))
    }

    @Test func aSheetGivenAsAssetsIsDrawn() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "LuckyAstrology.png", width: 480, height: 47, seed: 3)
        let withSheet = Self.textFrame(assets: sheet)
        let builtIn = Self.render(["--format", "ascii", "--frames", "1", "--size", "60x30", "-o", "-"])
        #expect(withSheet.status == .success)
        #expect(withSheet.output != builtIn.output)
        let folder = Self.textFrame(assets: root.path)
        #expect(folder.output == withSheet.output, "the folder's LuckyAstrology.png is the same sheet")
    }

    /// A sheet that does not divide into its segments (a layer file given as a sheet, a sheet
    /// of 12 cut into 7) draws with the warning `slice` gives for it.
    @Test func anUnevenSheetIsWarnedAbout() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet.png", width: 490, height: 47, seed: 4)
        let run = Self.textFrame(assets: sheet)
        #expect(run.status == .success)
        #expect(
            run.errors
                == "warning: \(sheet) is 490 pt wide, which does not divide into 12 equal wedges; they are 40 or 41 "
                + "pt wide (borders at round(i × width / 12), halves up); 12 is the default segment count: for a "
                + "sheet of N images give --segments N\n")
    }

    /// The screen draws each wedge in its image box (40 × 47 pt at 12 segments), whatever the
    /// wedge's size: a sheet or slice folder of other wedges is drawn stretched, and says so.
    @Test func wedgesOfAnotherSizeThanTheBoxAreWarnedAbout() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "wide.png", width: 1200, height: 30, seed: 4)
        let note =
            "its wedges are 100 × 30 pt, and the screen draws each in its 40 × 47 pt image box, stretched "
            + "to fill it; draw the wedges at 40 × 47 pt to keep their shape\n"
        // 30 pt high, they are upscaled into the 47 pt box too.
        let upscaled =
            "its wedges are 100 × 30 pt, shorter than the 40 × 47 pt the screen draws them in, so @1x frames "
            + "draw them upscaled and blurry (100 × 30 px as 40 × 47 px); draw the wedges at least 40 × 47 pt\n"
        #expect(
            Self.textFrame(assets: sheet).errors == "warning: \(sheet): " + upscaled + "warning: \(sheet): "
                + note)
        let slice = SliceCommandTests.slice([sheet, "-o", root.path + "/wedges"])
        #expect(slice.status == .success && slice.errors == "")
        let folder = "warning: \(root.path)/wedges: "
        #expect(Self.textFrame(assets: root.path + "/wedges").errors == folder + upscaled + folder + note)
        // The web page draws them so too, and says so; the built-in art fits its box.
        let web = SliceCommandTests.slice([sheet, "--layout", "web", "-o", root.path + "/web"])
        #expect(web.errors == "warning: \(sheet): " + note)
        let fits = try SliceFixtures.write(root, "fits.png", width: 480, height: 47, seed: 5)
        #expect(Self.textFrame(assets: fits).errors == "")
    }

    /// A sheet that is then refused is not told how it would be drawn (a 1 × 1 sheet was told
    /// it would be drawn upscaled, then refused as narrower than 12 wedges): only what may
    /// explain the refusal goes with it. (Play, which reads its images the same way, refuses
    /// a console that is no terminal before.)
    @Test func refusedImagesAreNotToldHowTheyWouldBeDrawn() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let tiny = try SliceFixtures.write(root, "tiny.png", width: 1, height: 1, seed: 6)
        let console = BufferConsole()
        let arguments = [
            "render", "--frames", "1", "--scale", "1", "-o", root.path + "/out", "--assets", tiny,
        ]
        #expect(LuckyWheelTool.main(arguments, console: console) == .dataError)
        #expect(
            console.standardError
                == "error: --assets: \(tiny) is 1 pt wide, narrower than 12 segments of at least 1 pt; check the "
                + "segment count and the scale\n")
    }

    /// Wedges below the frame's scale are drawn upscaled, which slice refuses to write without
    /// --allow-upscale: render says so (it drew a @1x slice folder at @2x silently), naming the
    /// sizes and the --scale that draws them at their own scale; at that scale it says nothing.
    @Test func wedgesBelowTheFrameScaleAreToldUpscaled() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet.png", width: 480, height: 47, seed: 6)
        let slice = SliceCommandTests.slice([sheet, "-o", root.path + "/wedges"])
        #expect(slice.status == .success && slice.errors == "", "\(slice.errors)")
        let upscaled = Self.render([
            "--assets", root.path + "/wedges", "--frames", "1", "--scale", "2", "-o", root.path + "/f2",
        ])
        #expect(upscaled.status == .success, "\(upscaled.errors)")
        #expect(
            upscaled.errors
                == "warning: \(root.path)/wedges: its wedges are @1x, so @2x frames draw them upscaled and "
                + "blurry (40 × 47 px as 80 × 94 px); give --scale 1, or slice a @2x sheet into "
                + "\(root.path)/wedges\n")
        // The sheet itself, given as --assets, is told alike.
        let fromSheet = Self.render([
            "--assets", sheet, "--frames", "1", "--scale", "3", "-o", root.path + "/f3",
        ])
        #expect(
            fromSheet.errors
                == "warning: \(sheet): its wedges are @1x, so @3x frames draw them upscaled and blurry (40 × 47 px "
                + "as 120 × 141 px); give --scale 1, or give the image at @3x\n")
        // Not ahead of an error that stops the run: the frames are never drawn.
        let refused = Self.render([
            "--assets", sheet, "--frames", "1", "--scale", "3", "--target", "12", "-o", root.path + "/f5",
        ])
        #expect(refused.status == .usage)
        #expect(refused.errors.hasPrefix("error: --target: segment 12 does not exist"), "\(refused.errors)")
        // Nor ahead of a frames folder that holds frames (it was: the folder is taken later).
        let existing = Self.render([
            "--assets", root.path + "/wedges", "--frames", "1", "--scale", "2", "-o", root.path + "/f2",
        ])
        #expect(existing.status == .cannotCreate)
        #expect(
            existing.errors.hasPrefix("error: \(root.path)/f2/frame-00000.png already exists"),
            "\(existing.errors)")
        try root.write("not a folder", to: "file")
        let onAFile = Self.render([
            "--assets", root.path + "/wedges", "--frames", "1", "--scale", "2", "-o", root.path + "/file",
        ])
        #expect(onAFile.status == .cannotCreate)
        #expect(onAFile.errors.hasPrefix("error: cannot write to \(root.path)/file"), "\(onAFile.errors)")
        let own = Self.render([
            "--assets", root.path + "/wedges", "--frames", "1", "--scale", "1", "-o", root.path + "/f1",
        ])
        #expect(own.status == .success && own.errors == "", "\(own.errors)")
        // A @1.5x wedge of 60 × 71 px fills the 80 × 94 px box of @2x frames.
        let fractional = try SliceFixtures.write(root, "s@1.5x.png", width: 720, height: 71, seed: 6)
        let fromFractional = Self.render([
            "--assets", fractional, "--frames", "1", "--scale", "2", "-o", root.path + "/f4",
        ])
        #expect(
            fromFractional.errors
                == "warning: \(fractional): its wedges are @1.5x, so @2x frames draw them upscaled and blurry "
                + "(60 × 71 px as 80 × 94 px); give --scale 1, or give the image at @2x\n")
    }

    /// Text picks @3x by itself past 286 columns, to sample the grid finely: @2x wedges are not
    /// told upscaled for a scale nobody asked (they were, at every wide text render); with
    /// `--scale 3` they are, and art small in points is at any scale.
    @Test func textOfAWideGridTellsOnlyUpscalingAsked() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet@2x.png", width: 960, height: 94, seed: 7)
        func text(_ extra: [String]) -> Run {
            Self.render(
                ["--assets", sheet, "--format", "ascii", "--frames", "1", "--size", "300x150", "-o", "-"]
                    + extra)
        }
        let summary = "Seed 0: the centre button is not pressed within the frames (last at 0 s).\n"
        let wide = text([])
        #expect(wide.status == .success && wide.errors == summary, "\(wide.errors)")
        let asked = text(["--scale", "3"])
        #expect(
            asked.errors.hasPrefix(
                "warning: \(sheet): its wedges are @2x, so @3x frames draw them upscaled and blurry"),
            "\(asked.errors)")
        let small = try SliceFixtures.write(root, "small@2x.png", width: 480, height: 48, seed: 7)
        let smallRun = Self.render(
            ["--assets", small, "--format", "ascii", "--frames", "1", "--size", "300x150", "-o", "-"])
        #expect(
            smallRun.errors.hasPrefix(
                "warning: \(small): its wedges are 20 × 24 pt, smaller than the 40 × 47 pt the screen draws "
                    + "them in, so @3x frames"),
            "\(smallRun.errors)")
    }

    /// Whether art is upscaled is how many pixels it fills, not its name's @Nx: wedges small
    /// in points for their scale are upscaled at any frame scale (18 × 21 px @3x wedges drew
    /// into 80 × 94 px in silence), and large art without a suffix is not (a 340 × 400 px
    /// wedge was told upscaled for being "@1x"; here 100 × 118 px); nor is @1x art in the smaller box of a wheel
    /// of more segments. A layer smaller than its rectangle is told too.
    @Test func upscalingIsTheArtsPixelsAgainstItsBox() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let tiny = try SliceFixtures.write(root, "tiny@3x.png", width: 216, height: 21, seed: 7)
        #expect(
            Self.render(["--assets", tiny, "--frames", "1", "-o", root.path + "/t"]).errors
                == "warning: \(tiny): its wedges are 6 × 7 pt, smaller than the 40 × 47 pt the screen draws them "
                + "in, so @2x frames draw them upscaled and blurry (18 × 21 px as 80 × 94 px); draw the wedges at "
                + "least 40 × 47 pt\n")
        // Cut into 5, a wedge is 14.4 pt wide in both warnings (the upscale one said 14.3, from
        // the narrowest cell's pixels).
        let five = Self.render([
            "--assets", tiny, "--segments", "5", "--frames", "1", "-o", root.path + "/t5",
        ])
        #expect(
            five.errors.contains("its wedges are 14.4 × 7 pt, smaller than the 40 × 47 pt"), "\(five.errors)")
        #expect(
            five.errors.contains("its wedges are 14.4 × 7 pt, and the screen draws each"), "\(five.errors)")
        // Into the smaller box of 24 segments, the advice is whole points (it said 19.4 × 22.8).
        let small = Self.render([
            "--assets", tiny, "--segments", "24", "--frames", "1", "-o", root.path + "/t24",
        ])
        #expect(small.errors.contains("; draw the wedges at least 20 × 23 pt\n"), "\(small.errors)")
        // One wedge of a slice folder replaced by a small file is told on its own, not as the
        // folder's wedges (they were called all 5 × 5 pt).
        let fits = try SliceFixtures.write(root, "fits.png", width: 480, height: 47, seed: 11)
        #expect(SliceCommandTests.slice([fits, "-o", root.path + "/fits"]).status == .success)
        try SliceFixtures.write(root, "fits/wedge-05.png", width: 5, height: 5, seed: 12)
        let replaced = Self.render([
            "--assets", root.path + "/fits", "--scale", "1", "--frames", "1", "-o", root.path + "/r",
        ])
        #expect(
            replaced.errors
                == "warning: \(root.path)/fits/wedge-05.png is 5 × 5 pt, but the slice manifest gives its wedge "
                + "40 × 47 pt; it is drawn stretched to that box. Slice the sheet again to change the wedges\n"
        )
        let huge = try SliceFixtures.write(root, "huge.png", width: 1200, height: 118, seed: 8)
        #expect(Self.render(["--assets", huge, "--frames", "1", "-o", root.path + "/h"]).errors == "")
        let many = try SliceFixtures.write(root, "many.png", width: 960, height: 47, seed: 9)
        #expect(
            Self.render(["--assets", many, "--segments", "24", "--frames", "1", "-o", root.path + "/m"])
                .errors
                == "")
        let layers = root.path + "/layers"
        try FileManager.default.createDirectory(atPath: layers, withIntermediateDirectories: false)
        try SliceFixtures.write(root, "layers/LuckyPageBackground@2x.png", width: 200, height: 200, seed: 10)
        #expect(
            Self.render(["--assets", layers, "--frames", "1", "-o", root.path + "/l"]).errors
                == "warning: \(layers)/LuckyPageBackground@2x.png is 100 × 100 pt, smaller than the 286 × 286 pt the "
                + "screen draws it in, so @2x frames draw it upscaled and blurry (200 × 200 px as 572 × 572 px); "
                + "draw it at least 286 × 286 pt\n")
    }

    /// A sheet with bytes after its zlib stream draws (libpng's defaults read it), and the
    /// warning reaches the user.
    @Test func assetWarningsArePrinted() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(
            EdgeCaseSheet.trailingZlibData.file.bytes, to: root.path + "/sheet.png")
        let run = Self.textFrame(assets: sheet)
        #expect(run.status == .success)
        // The small sheet's wedges are not the box's size or shape either; those warnings follow.
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.first
                == "warning: \(sheet): the compressed pixel data (IDAT) goes on after its end (libpng: Extra "
                + "compressed data); every pixel was read, the extra bytes were ignored")
        #expect(lines.last?.contains("stretched to fill it") == true)
    }
}

/// A terminal whose every write takes `delay`, as a slow terminal drawing a large frame does.
private final class SlowTerminal: Console {
    let inner: BufferConsole
    let delay: Duration
    init(delay: Duration) {
        inner = BufferConsole(terminal: true, terminalSize: (24, 12))
        self.delay = delay
    }
    func write(_ text: String, to stream: ConsoleStream) { inner.write(text, to: stream) }
    func writeBinary(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        let (seconds, attoseconds) = delay.components
        usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
        try inner.writeBinary(bytes)
    }
    func isTerminal(_ stream: ConsoleStream) -> Bool { inner.isTerminal(stream) }
    func terminalSize(of stream: ConsoleStream) -> (columns: Int, rows: Int)? {
        inner.terminalSize(of: stream)
    }
    func environment(_ name: String) -> String? { inner.environment(name) }
    var standardOutputFailure: Int32? { inner.standardOutputFailure }
    var standardErrorFailure: Int32? { inner.standardErrorFailure }
}
