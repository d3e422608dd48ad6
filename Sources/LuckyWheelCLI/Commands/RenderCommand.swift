import WheelCore
import WheelPNG
import WheelRender
import WheelSlice
import WheelSupport

/// `luckywheel render`: a seeded spin of the wheel, frame by frame, as PNG files, one animated
/// PNG, terminal text or raw RGBA on standard output, and its sound as a WAV file.
struct RenderCommand: Command {
    /// The scale of png, apng and rgba frames without `--scale`.
    static let defaultFrameScale = 2

    static let configuration = CommandConfiguration(
        name: "render",
        abstract:
            "Render a seeded spin of the wheel as PNG files, an animated PNG, terminal text or raw frames.",
        discussion: discussion())

    /// The help's discussion, its figures from the declarations they describe: the spin's
    /// length, the rest after it, the press time, the frame rate, the frame scale and the text
    /// grid (parameters, so a test can see each figure follow its declaration).
    static func discussion(
        spinDuration: Double = SpinOptions.standard.duration,
        settleTime: Double = FrameTimeline.defaultSettleTime,
        spinTime: Double = FrameTimeline.defaultSpinTime,
        framesPerSecond: Double = SharedArguments.framesPerSecond.defaultValue,
        frameScale: Int = defaultFrameScale, grid: TerminalSize = TerminalSize.fallback
    ) -> String {
        let end = spinTime + spinDuration + settleTime
        let frameCount =
            (try? DisplayLinkClock(framesPerSecond: framesPerSecond)).map {
                FrameTimeline.frameCount(before: end, clock: $0)
            } ?? 0
        let fps = DecimalText.shortest(framesPerSecond)
        let side = SceneMetrics.viewSide * frameScale
        return """
            Frame n shows the wheel at n / fps seconds: idle from 0, the centre button pressed at
            --spin-at (\(DecimalText.shortest(spinTime)) s), the spin (\(DecimalText.shortest(spinDuration)) s, --duration), then the prize selected. By default frames run
            to --spin-at + --duration + \(DecimalText.shortest(settleTime)) s (\(DecimalText.shortest(end)) s by default: \(frameCount) frames at \(fps) fps), \(DecimalText.shortest(settleTime)) s after the
            spin ends (--spin K presses within the frame after --spin-at: up to a frame less). The same flags give the same
            frames, byte for byte, whatever the number of cores. At most --max-frames frames.

            png    DIR/frame-00000.png, ...: rendered and encoded on every core; each
                   file is written whole (a temporary file renamed), so a stopped render
                   leaves only complete frames. Existing frame files are refused without
                   --force; with it, those numbered past this render's are removed.
            apng   One animated PNG file (-o FILE) of the same frames, played --loop times
                   (0: forever): only the rectangle that changes is stored per frame, equal
                   frames become one longer frame, delays are exact at fractional rates.
                   --colors n makes it lossy and about a fifth of the size: one palette of
                   n colours for every frame (median cut of sample frames), each pixel the
                   nearest of them, no dithering.
            ascii  Plain text from a brightness ramp, no colour. To -o - the frames are
                   separated by a line holding a form feed (on a terminal, unless
                   TERM=dumb, they play in place at --fps, as ansi's); to a folder,
                   DIR/frame-00000.txt ...
            ansi   Half blocks in 24-bit colour (COLORTERM=truecolor) or 256 colours;
                   plain text when NO_COLOR is set, or to -o - when standard output is not
                   a terminal or TERM=dumb (a folder's files keep their colour). On a
                   terminal the frames play in place at --fps.
            rgba   Raw RGBA8 frames on -o -, width x height x 4 bytes each, back to back.
            none   No frames (and no -o): only the --audio file.

            --compression small or best makes png files and the animated PNG smaller, the
            pixels the same: at @2x the default spin's animated PNG is 9 % smaller with small
            in about twice the time, 16 % smaller with best in about 30 times.

            --audio FILE also writes the spin's sound as a WAV file (\(WAVFile.formatText) PCM):
            a click at the exact time every border passes the pointer and a chime when the
            wheel stops, as long as the frames last.

            --scale is the frame scale of png, apng and rgba (\(SceneMetrics.viewSide) pt x scale pixels square) and
            the scale of the images sampled for text (default: enough for the grid). --size sets the
            text grid (default \(grid.argumentText); frames played on a terminal take its size, and a larger
            --size is cut to it). --assets takes a folder laid out
            like Assets/ (LuckyRotateWheel@2x.png, LuckyAstrology@2x.png, ...), a luckywheel
            slice output folder, or one sprite sheet PNG; the built-in art fills in the rest.
            The built-in art alone draws \(RangeText.between(BuiltInArt.segmentRange)) segments; more take --assets.

            Provably fair: with --server-seed (or --seed-file), --client-seed and --nonce the
            wheel stops on that spin's prize at its landing point (luckywheel fair spin, with the
            same --segments, --weights and --landing-margin), and the summary gives the nonce and
            the commitment. --seed, --target and --spin are then refused; weights must be whole
            numbers.

            EXAMPLES:
              luckywheel render -o frames
              luckywheel render --format apng -o spin.apng --audio spin.wav
              luckywheel render --format ansi --size 100x50 -o -
              luckywheel render --seed-file seed.json --client-seed alice --nonce 0 \\
                  -o frames
              luckywheel render --format rgba -o - | ffmpeg -f rawvideo -pixel_format rgba \\
                  -video_size \(side)x\(side) -framerate \(fps) -i - -pix_fmt yuv420p wheel.mp4
            """
    }

    /// The fewest frames `--frames` asks for; the most is `--max-frames`.
    static let fewestFrames = 1
    /// Its range, ``fewestFrames`` to `--max-frames`, is known once that is read:
    /// ``init(parsing:)`` checks it.
    static let frames = Option<Int?>(
        "--frames", value: "n", help: "How many frames, instead of --end.", defaultText: "those before --end",
        from: fewestFrames, upTo: maximumFrames)
    static let end = Option<Double?>(
        "--end", value: "sec", help: "Render the frames before this time instead of --frames.",
        defaultText: "spin end + \(DecimalText.shortest(FrameTimeline.defaultSettleTime)) s")
    static let spinAt = Option<Double>(
        "--spin-at", value: "sec", help: "When the centre button is pressed.",
        default: FrameTimeline.defaultSpinTime, range: ValueRange(0...FrameTimeline.spinTimeRange.upperBound))
    static let scale = Option<Int?>(
        "--scale", value: "s", help: "Screen scale.",
        defaultText: "\(defaultFrameScale); text: enough for the grid",
        range: ValueRange(ScreenScale.supported))
    static let format = Option<RenderFormat?>(
        "--format", value: "format", help: "What to write.", defaultText: "apng for -o NAME.apng, else png")
    static let loop = Option<Int>(
        "--loop", value: "n", help: "How many times the animated PNG plays; 0 is forever.", default: 0,
        range: ValueRange(APNGStreamWriter.loopCountRange))
    static let colors = Option<Int?>(
        "--colors", value: "n",
        help: "Make the animated PNG lossy: one palette of n colours (one transparent) for all frames.",
        defaultText: "lossless RGB", range: ValueRange(APNGPalette.colorCountRange))
    static let compression = Option<CompressionLevel>(
        "--compression", value: "level",
        help: "Compression effort of png and apng frames (lossless).",
        default: CompressionLevel(FrameCompression.standard))
    static let audio = Option<String?>(
        "--audio", value: "file",
        help: "Also write the spin's sound (a click at every border crossing, a chime at the stop) as WAV.",
        completion: .file(extensions: ["wav"]))
    static let assets = Option<String?>(
        "--assets", value: "path",
        help: "Images to use: an Assets/-like folder, a slice output folder or a sheet PNG.",
        completion: .file(extensions: ["png"]))
    static let size = Option<TerminalSize?>(
        "--size", value: "COLSxROWS", help: "Text grid for ascii and ansi, \(TerminalSize.boundsText).",
        defaultText: "\(TerminalSize.fallback.argumentText), or the terminal's with -o - on one")
    static let maximumFrames = Option<Int>(
        "--max-frames", value: "n", help: "Most frames one render may make.", default: 100_000,
        range: .atLeast(1))
    static let force = Flag(
        SharedArguments.forceName,
        help: "Replace existing output: frame files, the animated PNG, the --audio file.")
    static let json = Flag(
        "--json", help: "Print the summary as JSON (not with -o -, where the frames are the output).")
    static let output = Option<String?>(
        SharedArguments.outputNames.short, SharedArguments.outputNames.long, value: "path",
        help: "The output folder, the animated PNG file (apng), or - for standard output; every format "
            + "but none needs it.",
        completion: .file(extensions: []))

    static let arguments: [any ArgumentDeclaration] =
        [SharedArguments.seed, SharedArguments.framesPerSecond] + SpinArguments.assetArguments
        + OneSpinArguments.arguments + FairSeriesArguments.arguments + [
            frames, end, spinAt, scale, format, loop, colors, compression, audio, assets, size,
            SharedArguments.maxPixels,
            maximumFrames, force,
            json,
            output,
        ]

    /// `--frames` or `--end`; and a fair spin takes no seed, target or spin of ours.
    static var exclusions: [OptionExclusion] {
        [OptionExclusion(frames.spec, end.spec)]
            + FairSeriesArguments.exclusions(
                others: [SharedArguments.seed.spec, OneSpinArguments.target.spec, OneSpinArguments.spin.spec])
    }

    /// `--loop` and `--colors` for apng, `--compression` for png and apng, `--size` for the
    /// terminal text.
    static var scopes: [OptionScope] {
        [
            OptionScope(loop.spec, appliesTo: format.spec, RenderFormat.apng.rawValue),
            OptionScope(colors.spec, appliesTo: format.spec, RenderFormat.apng.rawValue),
            OptionScope(
                compression.spec, appliesTo: format.spec, RenderFormat.png.rawValue,
                RenderFormat.apng.rawValue),
            OptionScope(
                size.spec, appliesTo: format.spec, RenderFormat.ascii.rawValue, RenderFormat.ansi.rawValue),
        ]
    }

    var seed: UInt64
    var framesPerSecond: Double
    var spin: SpinArguments
    var oneSpin: OneSpinArguments
    var fair: FairSeriesArguments
    var frames: Int?
    var end: Double?
    var spinAt: Double
    var scale: Int?
    var format: RenderFormat
    /// Whether `--format` was given (else the format is ``RenderFormat/implied(byOutput:)``).
    var formatGiven: Bool
    var loopCount: Int
    var colorCount: Int?
    var compression: CompressionLevel
    /// The ``scopes`` of the options given (at their defaults too): each is refused for a
    /// format it does not apply to.
    var givenScopes: [OptionScope]
    var audioPath: String?
    var assetsPath: String?
    var budget: PixelBudget
    var maximumFrames: Int
    var size: TerminalSize?
    var force: Bool
    var json: Bool
    var output: String

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        seed = try arguments.value(SharedArguments.seed).resolved()
        framesPerSecond = try arguments.value(SharedArguments.framesPerSecond)
        spin = try SpinArguments(parsing: arguments)
        oneSpin = try OneSpinArguments(parsing: arguments)
        fair = try FairSeriesArguments(parsing: arguments)
        end = try arguments.value(Self.end)
        spinAt = try arguments.value(Self.spinAt)
        scale = try arguments.value(Self.scale)
        output = try arguments.value(Self.output) ?? ""
        let givenFormat = try arguments.value(Self.format)
        formatGiven = givenFormat != nil
        format = givenFormat ?? RenderFormat.implied(byOutput: output)
        loopCount = try arguments.value(Self.loop)
        colorCount = try arguments.value(Self.colors)
        compression = try arguments.value(Self.compression)
        givenScopes = Self.scopes.filter { arguments.isGiven($0.option) }
        audioPath = try arguments.value(Self.audio)
        assetsPath = try arguments.value(Self.assets)
        budget = try PixelBudget(parsing: arguments)
        maximumFrames = try arguments.value(Self.maximumFrames)
        frames = try arguments.value(
            Self.frames, within: ValueRange(Self.fewestFrames...maximumFrames),
            bound: Self.maximumFrames.spec.key)
        size = try arguments.value(Self.size)
        force = try arguments.value(Self.force)
        json = try arguments.value(Self.json)
    }

    var writesToStandardOutput: Bool { output == "-" }

    /// Whether `--audio` names standard output (`/dev/stdout`, or the file it is redirected
    /// to): the summary then goes to standard error (``Console/show(_:onStandardError:)``), as
    /// with `-o -`, and the WAV stays whole.
    private var soundOnStandardOutput: Bool { audioPath.map(FileSystem.namesStandardOutput) ?? false }

    /// Whether text frames play in place on a terminal: `-o -` to a terminal that obeys cursor
    /// movement (not `TERM=dumb`, which gets the form-feed stream a pipe gets).
    func playsOnTerminal(_ console: any Console) -> Bool {
        writesToStandardOutput && console.isTerminal(.standardOutput)
            && !TerminalStyle.isDumbTerminal(environment: console.styleEnvironment)
    }

    func validate() throws(UsageError) {
        if let assetsPath { try Self.checkFileInput(assetsPath, option: Self.assets.spec.shownName) }
        try validateFilesAndFormat()
        if let end, end <= 0 {
            throw Self.usageError("\(Self.end.spec.key) must be after 0 s, got \(DecimalText.shortest(end))")
        }
        let count = frameCount()
        if count > maximumFrames {
            let settle = DecimalText.shortest(FrameTimeline.defaultSettleTime)
            let timing =
                end.map { "\(Self.end.spec.key) \(DecimalText.shortest($0))" }
                ?? Self.framesAfterTheSpin(
                    [Self.spinAt.spec.key, SpinArguments.duration.spec.key, "\(settle) s"], end: recordingEnd)
            let changes =
                end == nil
                ? "lower \(SpinArguments.duration.spec.key), \(Self.spinAt.spec.key) or \(SharedArguments.framesPerSecond.spec.key), give \(Self.end.spec.key)"
                : "lower \(Self.end.spec.key) or \(SharedArguments.framesPerSecond.spec.key)"
            throw Self.frameCapError(
                timing, framesPerSecond: framesPerSecond, count: count,
                clamped: recordingEnd > Self.longestEnd,
                limit: "\(maximumFrames) (\(Self.maximumFrames.spec.key))",
                remedy: "\(changes), or raise \(Self.maximumFrames.spec.key)", commandPath: Self.commandPath)
        }
        // Past ``longestEnd`` the count stops growing: it (and the length) are lower bounds.
        let over = frames == nil && recordingEnd > Self.longestEnd ? "over " : ""
        if format == .apng, count > APNGStreamWriter.maximumFrameCount {
            throw Self.usageError(
                "\(over)\(count) frames are more than the \(APNGStreamWriter.maximumFrameCount) an animated PNG "
                    + "holds; render fewer frames, or \(Self.format.spec.key) png")
        }
        if audioPath != nil, Double(count) / framesPerSecond > SpinSoundtrack.longestDuration {
            throw Self.usageError(
                "\(Self.audio.spec.key): \(over)\(count) frames at \(DecimalText.shortest(framesPerSecond)) fps "
                    + "last \(over)\(DecimalText.trimmed(Double(count) / framesPerSecond, 1)) s, longer than the "
                    + "\(DecimalText.trimmed(SpinSoundtrack.longestDuration, 1)) s a WAV file holds; render fewer "
                    + "frames, or leave out \(Self.audio.spec.key)")
        }
        if count == 0 { throw Self.usageError("\(Self.end.spec.key) leaves no frame; frame 0 is at 0 s") }
        if let message = givenScopes.lazy.compactMap({ $0.violation(selected: self.format.rawValue) }).first {
            throw Self.usageError(message)
        }
        _ = try size?.viewport(option: Self.size, of: Self.self)
        if force, writesToStandardOutput, audioPath == nil {
            throw Self.usageError(
                "\(Self.force.spec.key) applies to an output folder, not \(Self.output.spec.shownName) -")
        }
        // The spin options are checked before any image is read (with --assets the count may
        // still come from a slice folder; the options that do not depend on it are checked here).
        _ = try spin.wheel(segmentFallback: spin.requestedSegments ?? BuiltInAsset.sheetCellCount)
        if assetsPath == nil, format != .none { _ = try spin.builtInSegmentCount() }
        if json, writesToStandardOutput {
            throw Self.usageError(
                "\(Self.json.spec.key) describes the files written; with \(Self.output.spec.shownName) - the frames are the output"
            )
        }
        if json, let audioPath, soundOnStandardOutput {
            throw Self.usageError(
                "\(Self.json.spec.key) describes the files written; with \(Self.audio.spec.key) \(audioPath) "
                    + "the sound is the output")
        }
        try fair.validate()
        if fair.isGiven {
            _ = try fair.rules(
                segmentCount: spin.segmentCount(fallback: WheelGeometry.standard.segmentCount), spin: spin)
        }
    }

    /// The checks of `-o`, `--audio`, `--loop`, `--colors` and `--compression` against the format.
    private func validateFilesAndFormat() throws(UsageError) {
        if audioPath == "" || audioPath == "-" {
            throw Self.usageError("\(Self.audio.spec.key) needs a file name, such as spin.wav")
        }
        if let audioPath { try Self.checkNotStandardError(audioPath, option: Self.audio.spec.shownName) }
        switch format {
        case .none:
            guard audioPath != nil else {
                throw Self.usageError(
                    "\(Self.format.spec.key) none writes no frames; give \(Self.audio.spec.key) FILE for the sound"
                )
            }
            if !output.isEmpty {
                throw Self.usageError(
                    "\(Self.format.spec.key) none writes no frames; leave out \(Self.output.spec.shownName)")
            }
        case .apng:
            if output.isEmpty || writesToStandardOutput {
                throw Self.usageError(
                    "an animated PNG is one file, finished by rewriting its start; give \(Self.output.spec.shownName) a file name such "
                        + "as spin.apng")
            }
            try Self.checkNotStandardError(output, option: Self.output.spec.shownName)
        case .png:
            if output.isEmpty {
                throw Self.usageError("\(Self.output.spec.shownName) needs a folder name for the png frames")
            }
            if writesToStandardOutput {
                throw Self.usageError(
                    "png frames are files; give \(Self.output.spec.shownName) a folder, or use \(Self.format.spec.key) rgba for a pipe"
                )
            }
        case .rgba:
            if !writesToStandardOutput {
                throw Self.usageError(
                    "rgba frames go to standard output; use \(Self.output.spec.shownName) - and pipe them into a video encoder"
                )
            }
        default:
            if output.isEmpty {
                throw Self.usageError(
                    "\(Self.output.spec.shownName) needs a folder name, or - for standard output")
            }
        }
        // `-o spin.png` was meant as one file (as `-o spin.wav` was the sound, `-o spin.mp4` a
        // video): a new folder of png frames named as such a file is made only with `--format
        // png` (an existing folder of that name is taken).
        if format == .png, !formatGiven, let kind = FileKind(output),
            PathKind(of: output, followingLinks: true) == .missing
        {
            let instead =
                switch kind {
                case .png, .animatedPNG:
                    "a folder name, or \(Self.format.spec.key) apng for one animated PNG (it plays in browsers as .png too)"
                case .sound, .otherSound:
                    "a folder name and the sound to \(Self.audio.spec.key) \(FileKind.renamed(output, to: "wav")) (with \(Self.format.spec.key) "
                        + "none for the sound alone)"
                // The animation is refused under such a name too: the suggestion renames it.
                case .video, .otherImage:
                    "a folder name ("
                        + (kind == .video
                            ? "ffmpeg makes a video of its frames"
                            : "ImageMagick converts its frames to other formats")
                        + "), or \(Self.format.spec.key) apng \(Self.output.spec.shownName) "
                        + "\(FileKind.renamed(output, to: "apng")) for one animated PNG"
                }
            throw Self.usageError(
                "\(Self.output.spec.shownName) \(output) is named as \(kind), but png frames go into a folder, one file each; give \(Self.output.spec.shownName) "
                    + instead + ", or \(Self.format.spec.key) png for a folder of that name")
        }
        // One file named as another kind: the animated PNG as a sound or a video, the sound
        // as an image or a video (`--audio spin.png` wrote a WAV file of that name).
        if format == .apng, let kind = FileKind(output),
            [.sound, .otherSound, .video, .otherImage].contains(kind)
        {
            throw Self.usageError(
                "\(Self.output.spec.shownName) \(output) is named as \(kind), but an animated PNG is written there; name it "
                    + FileKind.renamed(output, to: "apng") + " or " + FileKind.renamed(output, to: "png")
                    + (kind == .video ? "; ffmpeg makes a video of png frames" : ""))
        }
        if let audioPath, let kind = FileKind(audioPath), kind != .sound {
            throw Self.usageError(
                "\(Self.audio.spec.key) \(audioPath) is named as \(kind), but the sound is a WAV file; name it "
                    + FileKind.renamed(audioPath, to: "wav")
                    + (kind == .otherSound ? " (ffmpeg converts it to other formats)" : ""))
        }
        // The frames' folder or the animation, and the sound, cannot be one path, nor one
        // file inside the other (the sound may go in the frames' folder).
        if let audioPath, !writesToStandardOutput, !output.isEmpty {
            try Self.checkOutputsApart([
                OutputName(option: Self.output.spec.shownName, path: output, isFolder: format != .apng),
                OutputName(option: Self.audio.spec.shownName, path: audioPath),
            ])
        }
        // The sound named like a frame file of the frames' folder (or a link to one) would
        // be one of them.
        if let audioPath, let fileExtension = frameFileExtension {
            let name = FileSystem.split(FileSystem.resolvingLinks(audioPath)).name
            if FrameFolder.frameIndex(ofFileName: name, fileExtension: fileExtension) != nil,
                FileSystem.nameTheSameFile(output + "/" + name, audioPath)
            {
                throw Self.usageError(
                    "\(Self.audio.spec.shownName) \(audioPath) is a frame file of \(output); give the sound "
                        + "a name of its own")
            }
        }
        if let audioPath, writesToStandardOutput, FileSystem.namesStandardOutput(audioPath) {
            throw Self.usageError(
                "\(Self.audio.spec.key) \(audioPath) is standard output, where \(Self.output.spec.shownName) - writes the frames"
            )
        }
        // The images read with --assets are what the budget bounds; --format none draws nothing
        // (with --assets, the scale still picks the files that give the segment count).
        try budget.checkGiven(with: assetsPath, commandPath: Self.commandPath)
        if scale != nil, format == .none, assetsPath == nil {
            throw Self.usageError(
                "\(Self.format.spec.key) none draws no frames; leave out \(Self.scale.spec.key)")
        }
    }

    /// The latest end counted in frames, seconds (a later one is counted as this).
    static let longestEnd = 1e9

    /// `TIMING at F fps would be N frames, more than LIMIT; REMEDY`: the one message of a
    /// render (or demo) longer than its cap, `timing` naming what set its end (`clamped`: later
    /// than ``longestEnd``, so the count is a lower bound).
    /// How the default end is reached, for the frame cap's error: "frames to 1 s after the spin
    /// (--spin-at + --duration + 1 s = 4.5 s)", `terms` summed.
    static func framesAfterTheSpin(_ terms: [String], end: Double) -> String {
        "frames to \(DecimalText.shortest(FrameTimeline.defaultSettleTime)) s after the spin ("
            + terms.joined(separator: " + ") + " = \(DecimalText.shortest(end)) s)"
    }

    static func frameCapError(
        _ timing: String, framesPerSecond: Double, count: Int, clamped: Bool, limit: String, remedy: String,
        commandPath: String
    ) -> UsageError {
        UsageError(
            "\(timing) at \(DecimalText.shortest(framesPerSecond)) fps would be \(clamped ? "over " : "")"
                + "\(count) frames, more than \(limit); \(remedy)",
            commandPath: commandPath)
    }

    /// Where the frames end, seconds: `--end`, else 1 s after the spin.
    var recordingEnd: Double {
        end ?? FrameTimeline.defaultEnd(spinTime: spinAt, spinDuration: spin.duration)
    }

    /// The number of frames the flags ask for (may exceed the cap; `validate` refuses that).
    func frameCount() -> Int {
        if let frames { return frames }
        guard let clock = try? DisplayLinkClock(framesPerSecond: framesPerSecond) else { return 0 }
        return FrameTimeline.frameCount(before: min(recordingEnd, Self.longestEnd), clock: clock)
    }

    func run(console: any Console) throws -> ExitCode {
        if format == .rgba, console.isTerminal(.standardOutput) {
            throw CommandFailure(
                .usage,
                "rgba frames are binary; pipe them into a video encoder (see luckywheel render --help) "
                    + "or redirect them to a file")
        }
        if let audioPath,
            soundOnStandardOutput ? console.isTerminal(.standardOutput) : FileSystem.isTerminal(audioPath)
        {
            throw CommandFailure(
                .usage,
                "\(Self.audio.spec.key) \(audioPath) is a terminal; the sound is binary: pipe it into a "
                    + "player (| aplay) or give a file name")
        }
        let start = ContinuousClock.now
        var held = HeldWarnings()
        let grid = format.isText ? try terminalViewport(console: console, held: &held) : nil
        let assetScale =
            scale ?? grid.map { Self.scale(forSamples: 2 * $0.viewColumns) } ?? Self.defaultFrameScale
        var warnings: [AssetWarning] = []
        // Only the sound needs no images (unless they decide the segment count). The warnings
        // that may explain it go out when the images fail too (``SpinArguments/explainsRefusal(_:)``).
        let loaded = Result {
            format == .none && assetsPath == nil
                ? nil
                : try spin.assets(path: assetsPath, scale: assetScale, budget: budget, warnings: &warnings)
        }
        // Without frames, how the images would be drawn is moot, but not a sign that the count
        // is wrong; so is art of a lower scale where text picked the scale to sample a wide grid
        // (art small in points is small at any scale, and still told).
        let told = warnings.filter { warning in
            guard format != .none || !warning.concernsDrawing || spin.questionsTheCount(warning) else {
                return false
            }
            if case .upscaled(let art) = warning, !art.isSmallInPoints, format.isText, scale == nil {
                return false
            }
            // The frames of an earlier render into the assets folder, which this one replaces.
            if case .unusedImage(let folder, let name, _, _) = warning,
                let fileExtension = frameFileExtension,
                FrameFolder.frameIndex(ofFileName: name, fileExtension: fileExtension) != nil,
                FileSystem.nameTheSameFile(folder, output)
            {
                return false
            }
            return true
        }
        for note in spin.notes(told) { held.add(note) }
        let assets: WheelAssets?
        do {
            assets = try loaded.get()
        } catch {
            for note in spin.notes(warnings.filter(spin.explainsRefusal)) { console.warn(note) }
            throw error
        }
        // Without images (the sound alone) any count the model takes will do.
        let wheel = try spin.wheel(
            segmentFallback: assets?.segmentCount ?? spin.requestedSegments ?? BuiltInAsset.sheetCellCount)
        var series = try fair.series(wheel: wheel, spin: spin)
        held.add(FairArguments.clientSeedWarning(fair.clientSeed))
        let fairSpin = try series?.spin()
        let timeline = try oneSpin.timeline(
            wheel: wheel, seed: seed, framesPerSecond: framesPerSecond, spinAt: spinAt,
            frameCount: frameCount(), spin: spin, landing: fairSpin?.landing)
        held.add(oneSpin.targetNote(wheel: wheel))
        let summary = SpinSummary(
            timeline, spinIndex: oneSpin.spinIndex, target: oneSpin.target, fair: fairSpin)
        try checkDestinations(
            replacingNoneOf: assetsPath,
            unread: Set(warnings.compactMap(\.unreadPath).map(FileSystem.lexicallyNormalized)))
        // Frames played on a terminal clear it first: their warnings come after the last frame.
        let playsFrames = format.isText && writesToStandardOutput && playsOnTerminal(console)
        if !playsFrames { held.tell(console) }
        // The files (the animated PNG, the sound) are written beside their names and moved
        // into place together once the frames are done and the summary printed: a render that
        // fails or is interrupted leaves none, and a file `--force` replaced comes back when
        // another cannot follow it.
        var sound: AtomicFile.Pending?
        var files: [AtomicFile.Pending] = []
        // Frames handed to play, which tells the warnings held for after them however it ends.
        var playing = false
        do {
            sound = try audioPath.map { path throws(CommandFailure) in
                try AtomicFile.Pending(
                    path: path, replacing: force, option: Self.audio.spec.key,
                    console: playsFrames ? nil : console)
            }
            if playsFrames { held.add(sound?.leftoverNote) }
            files = [sound].compactMap(\.self)
            let audio = try sound.map { try AudioFileWriter(timeline: timeline).write(to: $0.output) }
            held.add(audio?.clippingWarning)
            if !playsFrames { held.tell(console) }
            playing = playsFrames
            files = try render(
                timeline, assets: assets, summary: summary, audio: audio, sound: sound, grid: grid,
                start: start, warnings: held, console: console)
            // The report went to standard error beside frames or a sound on standard output.
            if writesToStandardOutput || soundOnStandardOutput {
                try console.checkStandardError(withholding: files.contains { !$0.output.isStream })
            }
            guard !files.isEmpty else { return .success }
            // Frame files are in place by now (those over an earlier render's with the sound,
            // in render(…)); these are not yet.
            try console.checkStandardOutput(withholding: frameFileExtension == nil)
            try AtomicFile.publish(together: files)
        } catch {
            // Held for after frames that will not be played: told before the error.
            if playsFrames, !playing { held.tell(console) }
            for file in files { file.discard() }
            sound?.discard()
            throw error
        }
        return .success
    }

    /// Before anything is written: the animation and sound files can be written (not a
    /// folder, not an existing file without `--force`), no output (those files, the frame
    /// files of a folder) replaces an input, not even with `--force` (an image read from
    /// `assetsPath` or the `--seed-file`; not the files of an assets folder that are `unread`,
    /// as its warnings said: an earlier render's frames there), and a frames folder holds no
    /// frames without `--force` (checked again when the folder is taken).
    private func checkDestinations(replacingNoneOf assetsPath: String?, unread: Set<String>)
        throws(CommandFailure)
    {
        if format == .apng {
            try APNGFileWriter.checkDestination(output, replacing: force, option: Self.output.spec.shownName)
        }
        if let audioPath {
            try AtomicFile.checkDestination(audioPath, replacing: force, option: Self.audio.spec.key)
        }
        var inputs = fair.seedFile.map { [(path: $0, what: "the \(FairArguments.seedFile.spec.key)")] } ?? []
        if let assetsPath {
            if PathKind(of: assetsPath, followingLinks: true) == .directory {
                // What the images are read from: PNG files and a slice's manifest (not a text
                // frame, not notes), but those the folder's warnings said are not read.
                inputs += FileSystem.files(below: assetsPath).compactMap { name in
                    let isManifest = FileSystem.split(name).name == SliceManifest.fileName
                    let path = assetsPath + "/" + name
                    guard isManifest || name.lowercased().hasSuffix(".png"),
                        !unread.contains(FileSystem.lexicallyNormalized(path))
                    else { return nil }
                    return (
                        path,
                        "\(isManifest ? "the slice manifest" : "one of the images") read from \(assetsPath)"
                    )
                }
            } else {
                inputs.append((assetsPath, "the \(Self.assets.spec.key) image"))
            }
        }
        var outputs = [format == .apng ? output : nil, audioPath].compactMap(\.self)
        // An input named like a frame file in the frames' folder would be replaced, or removed
        // as left from a longer render (`-o Assets --assets Assets/frame-00001.png --force`);
        // so would the file a link given as an input leads to (`Assets/s@2x.png` linking to
        // `frames/frame-00003.png`), by that file's name.
        if let fileExtension = frameFileExtension {
            for input in inputs {
                for path in [input.path, FileSystem.realPath(input.path)].compactMap(\.self) {
                    let name = FileSystem.split(path).name
                    if FrameFolder.frameIndex(ofFileName: name, fileExtension: fileExtension) != nil {
                        outputs.append(output + "/" + name)
                    }
                }
            }
        }
        for path in outputs {
            guard let input = inputs.first(where: { FileSystem.nameTheSameFile($0.path, path) }) else {
                continue
            }
            let isFile = path == audioPath || path == output
            throw CommandFailure(
                .cannotCreate,
                "\(path) is \(input.what) and would be "
                    + (isFile ? "replaced" : "replaced by a frame or removed with the earlier frames")
                    + "; nothing was written. Choose another "
                    + (isFile ? "file name." : "\(Self.output.spec.shownName)."))
        }
        if let fileExtension = frameFileExtension {
            try FrameFolder.checkNotHeld(output)
            try FrameFolder.checkFrames(in: output, fileExtension: fileExtension, force: force)
        }
    }

    /// What a single file named as a path is taken for, by its extension in any case: a PNG
    /// (`.png`), an animated PNG (`.apng`), a sound (`.wav`), a video (`.mp4`, `.mov`,
    /// `.webm`, `.mkv`, `.avi`, `.gif`) or an image of another format (`.jpg`, `.webp`, …);
    /// none for another name.
    private enum FileKind: CustomStringConvertible {
        /// `otherSound`: a sound in a format the tool does not write (`--audio spin.mp3` wrote
        /// a WAV file of that name).
        case png, animatedPNG, sound, otherSound, video, otherImage

        init?(_ path: String) {
            guard let fileExtension = Self.fileExtension(of: path) else { return nil }
            switch fileExtension.lowercased() {
            case "png": self = .png
            case "apng": self = .animatedPNG
            case "wav": self = .sound
            case "mp3", "ogg", "oga", "opus", "flac", "m4a", "aac", "aiff", "aif", "wma": self = .otherSound
            case "mp4", "mov", "webm", "mkv", "avi", "gif": self = .video
            case "jpg", "jpeg", "webp", "avif", "heic", "bmp", "tif", "tiff": self = .otherImage
            default: return nil
            }
        }

        var description: String {
            switch self {
            case .png: "a PNG file"
            case .animatedPNG: "an animated PNG file"
            case .sound: "a sound file"
            case .otherSound: "a sound file of a format other than WAV"
            case .video: "a video file"
            case .otherImage: "an image file of a format other than PNG"
            }
        }

        /// `path` with its extension replaced by `fileExtension` (`out/spin.png` → `out/spin.wav`).
        static func renamed(_ path: String, to fileExtension: String) -> String {
            guard let current = Self.fileExtension(of: path) else { return path + "." + fileExtension }
            return String(path.dropLast(current.count)) + fileExtension
        }

        private static func fileExtension(of path: String) -> Substring? {
            let name = FileSystem.split(path).name
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
            return name[name.index(after: dot)...]
        }
    }

    /// The extension of the frame files a folder gets (`png`, `txt`), or nil when the frames
    /// go to one file, standard output or nowhere.
    private var frameFileExtension: String? {
        switch format {
        case .png: FrameFolder.pngExtension
        case .ascii, .ansi: output == "-" ? nil : FrameText.fileExtension
        case .apng, .rgba, .none: nil
        }
    }

    /// Renders the frames in `format` and prints the summary (with the sound's line, if any);
    /// returns the files not yet in place (the animated PNG, the `sound`), none once frames in a
    /// folder were put in place with the sound.
    private func render(
        _ timeline: FrameTimeline, assets: WheelAssets?, summary: SpinSummary, audio: AudioFileWriter.Report?,
        sound: AtomicFile.Pending?, grid: TerminalViewport?, start: ContinuousClock.Instant,
        warnings: HeldWarnings, console: any Console
    ) throws -> [AtomicFile.Pending] {
        let soundFiles = [sound].compactMap(\.self)
        guard let assets, format != .none else {
            let report = AnimationReport(animation: nil, audio: audio)
            console.show(
                json ? report.json(summary) : report.text(summary), onStandardError: soundOnStandardOutput)
            return soundFiles
        }
        var report: RenderReport
        switch format {
        case .apng:
            let animation = try renderAPNG(timeline, assets: assets, audio: audio, console: console) {
                animation in
                var animation = animation
                animation.elapsed = ContinuousClock.now - start
                console.show(
                    json ? animation.json(summary) : animation.text(summary),
                    onStandardError: soundOnStandardOutput)
            }
            return [animation].compactMap(\.self) + soundFiles
        case .none: return soundFiles
        case .png:
            report = try renderPNG(timeline, assets: assets, console: console)
        case .rgba:
            try renderRGBA(timeline, assets: assets, console: console)
            reportOnStandardError(summary, audio: audio, console: console)
            return soundFiles
        case .ascii, .ansi:
            guard let grid else { return soundFiles }
            let frameText = FrameText(
                format: format, viewport: grid, toTerminal: playsOnTerminal(console),
                environment: console.styleEnvironment, requestedSize: size)
            guard !writesToStandardOutput else {
                try frameText.play(timeline, assets: assets, warnings: warnings, console: console)
                reportOnStandardError(summary, audio: audio, console: console)
                return soundFiles
            }
            report = try frameText.write(
                timeline, assets: assets, folder: output, force: force, console: console)
        }
        report.elapsed = ContinuousClock.now - start
        report.audio = audio
        console.show(
            json ? report.json(summary) : report.text(summary), onStandardError: soundOnStandardOutput)
        // Over an earlier render (--force) the new frames wait hidden until the summary is out,
        // as every other file of the tool does: one that cannot be printed leaves the earlier
        // frames as they were. The sound goes into place with them, before them: frames that
        // cannot follow it take it back, and a sound that cannot be put in place leaves the
        // earlier frames (the new frames and an earlier sound were left when it failed).
        if report.folder.isStaged || !soundFiles.isEmpty {
            try console.checkStandardOutput(withholding: report.folder.isStaged)
        }
        var removed: [String] = []
        try AtomicFile.publish(together: soundFiles) { () throws(CommandFailure) in
            removed = try report.folder.finish(frameCount: report.frameCount)
        }
        EarlierSlice.tellRemoval(
            removed, of: "render", in: report.folder.path, onStandardError: json || soundOnStandardOutput,
            console: console)
        return []
    }

    /// With the frames on standard output (`-o -`), the summary goes to standard error: the
    /// seed (drawn with `--seed os`, the only way to replay the spin), the landing and the
    /// sound's line.
    private func reportOnStandardError(
        _ summary: SpinSummary, audio: AudioFileWriter.Report?, console: any Console
    ) {
        console.show(AnimationReport(animation: nil, audio: audio).text(summary), onStandardError: true)
    }

    /// PNG files on every core; the summary of what was written.
    private func renderPNG(_ timeline: FrameTimeline, assets: WheelAssets, console: any Console) throws
        -> RenderReport
    {
        let folder = try FrameFolder(
            path: output, fileExtension: frameFileExtension ?? FrameFolder.pngExtension, force: force)
        if let note = folder.leftoverNote { console.warn(note) }
        let writer = PNGFrameWriter(timeline: timeline, assets: assets, compression: compression.frames)
        let bytes = try writer.write(console: console) { index, file in
            try file.withUnsafeBytes { try folder.write($0, frame: index) }
        }
        return RenderReport(
            folder: folder, frameCount: timeline.frameCount, bytes: bytes,
            size: .pixels(side: writer.side, scale: assets.scale), framesPerSecond: framesPerSecond)
    }

    /// One animated PNG file, streamed into a temporary file; `announce` prints its report.
    /// Returns the file, not yet in place: `run` moves it there with the sound once standard
    /// output took the report (a report that cannot be printed leaves no file).
    private func renderAPNG(
        _ timeline: FrameTimeline, assets: WheelAssets, audio: AudioFileWriter.Report?, console: any Console,
        announce: (AnimationReport) throws -> Void
    ) throws -> AtomicFile.Pending {
        let writer = APNGFileWriter(
            timeline: timeline, assets: assets, loopCount: loopCount, colorCount: colorCount,
            compression: compression.frames)
        let file = try AtomicFile.Pending(
            path: output, replacing: force, option: Self.output.spec.shownName, console: console)
        do {
            let result = try writer.write(to: file.output, console: console)
            try announce(
                AnimationReport(
                    animation: AnimationReport.Animation(
                        path: output, summary: result.animation, side: writer.side, scale: assets.scale,
                        framesPerSecond: framesPerSecond, loopCount: loopCount),
                    audio: audio))
        } catch {
            file.discard()
            throw error
        }
        return file
    }

    /// Raw frames on standard output, in order, rendered on every core.
    private func renderRGBA(_ timeline: FrameTimeline, assets: WheelAssets, console: any Console) throws {
        let pipeline = FramePipeline(timeline: timeline, compositor: FrameCompositor(assets: assets))
        // Written from the rendering thread's own buffer in frame order: no copy of the frame.
        try pipeline.run(
            inOrder: { _, pixels in try console.writeBinary(pixels) }, process: { _, _, _ in },
            deliver: { _, _ in })
    }

    /// The text grid: `--size`, else 80 × 40; frames played on a terminal take its size (one
    /// row short, so a frame does not scroll; 80 × 24 when it tells none) and cut a larger
    /// `--size` to it, with a warning, as `play` does: a frame wider or taller than the window
    /// would scroll, not play in place. The warning is `held` until the run's checks pass.
    private func terminalViewport(console: any Console, held: inout HeldWarnings) throws(UsageError)
        -> TerminalViewport
    {
        var grid = size ?? TerminalSize.fallback
        // A terminal that tells no size is taken to be the window play takes it to be, for the
        // frames' size alone: `--size` is not cut to a window that is not known.
        let unknown = TerminalSize.unknownWindow
        if playsOnTerminal(console),
            let terminal = console.windowSize ?? (size == nil ? (unknown.columns, unknown.rows) : nil)
        {
            let fewestRows = TerminalViewport.rowRange.lowerBound
            guard let played = Self.playingGrid(window: terminal, size: size) else {
                throw Self.usageError(
                    "a \(terminal.columns)x\(terminal.rows) terminal is too small to play the frames in "
                        + "(at least \(TerminalViewport.minimumColumns) columns and \(fewestRows + 1) rows: the "
                        + "frames end on a row of their own); enlarge the window or write the frames to a folder"
                )
            }
            grid = played
            if let size, grid != size {
                held.add(
                    "\(Self.size.spec.key) \(size) is larger than the terminal (\(terminal.columns)x\(terminal.rows)); "
                        + "frames are cut to \(grid) so they play in place")
            }
        }
        return try grid.viewport(option: Self.size, of: Self.self)
    }

    /// The grid frames play in on a terminal `window` cells large: the window one row short (so
    /// that a frame's last line does not scroll it), at most the largest grid, `size` cut to
    /// it; nil for a window too small to play in.
    static func playingGrid(window: (columns: Int, rows: Int), size: TerminalSize?) -> TerminalSize? {
        let grid = TerminalSize(
            columns: min(window.columns, TerminalViewport.maximumSide),
            rows: min(window.rows - 1, TerminalViewport.maximumSide))
        guard grid.columns >= TerminalViewport.minimumColumns,
            grid.rows >= TerminalViewport.rowRange.lowerBound
        else { return nil }
        return size?.clamped(to: grid) ?? grid
    }

    /// The smallest scale whose frame has at least `samples` pixels across, at most 3.
    static func scale(forSamples samples: Int) -> Int {
        ScreenScale.supported.first { SceneMetrics.viewSide * $0 >= samples }
            ?? ScreenScale.supported.upperBound
    }

}
