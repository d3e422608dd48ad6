import WheelCore
import WheelPNG
import WheelRender
import WheelSlice
import WheelSupport

/// `luckywheel demo`: the whole job on the built-in art, from any directory: slice the sheet,
/// spin the wheel, write the frames and a contact sheet, show the landing.
struct DemoCommand: Command {
    /// The scale of the PNG frames.
    static let frameScale = RenderCommand.defaultFrameScale
    /// The folder of the output folder the wedges are sliced into.
    static let wedgesFolder = "wedges"
    /// The folder of the output folder the PNG frames are rendered into.
    static let framesFolder = "frames"
    /// How many times the animated PNG plays: forever.
    static let loopCount = 0
    /// Tiles on the contact sheet (first and last frame included), and per row.
    static let contactSheetTiles = 18
    static let contactSheetColumns = 6
    /// The scale of the contact sheet's tiles.
    static let contactSheetScale = 1
    /// The scale the built-in sheets are drawn and sliced at: whole, and every slice scale is
    /// at or below it.
    static let sheetScale: SliceScale = 3

    static let configuration = CommandConfiguration(
        name: "demo",
        abstract: "Slice the built-in art, spin the wheel and render the frames, no files needed.",
        discussion: """
            Writes into the output folder:
              spin.apng        the spin as one animated PNG that plays forever (open it in a
                               web browser): the frames below, frame for frame
              wedges/          the built-in @\(sheetScale)x sprite sheet and its pressed twin cut into
                               one wedge per segment (\(WheelGeometry.standard.segmentCount) by default) at \(sliceScaleNames),
                               with manifest.json (as luckywheel slice --scales \(sliceScaleList)
                               writes them)
              frames/          a seeded spin rendered from those wedges at @\(frameScale)x and --fps:
                               frame-00000.png ... (idle, press at \(DecimalText.shortest(FrameTimeline.defaultSpinTime)) s, the spin, landing)
              contact-sheet.png  \(contactSheetTiles) of the frames at @\(contactSheetScale)x in a grid, with their times

            It then prints the landing frame as ASCII art and a summary. Nothing is written
            unless all of it is; existing files are refused without --force, and with it
            what an earlier demo wrote there and this one does not (frames past the last,
            wedges of other segments) is removed.

            EXAMPLES:
              luckywheel demo
              luckywheel demo --seed 7 -o /tmp/wheel
            """)

    /// `@1x, @2x and @3x`: the scales the demo slices the wedges at.
    private static var sliceScaleNames: String {
        ListText.joined(ScreenScale.sliceScales.map { "@\($0)x" }, "and")
    }
    /// `1,2,3`: the same scales as `--scales` takes them.
    private static var sliceScaleList: String {
        ScreenScale.sliceScales.map(\.description).joined(separator: ",")
    }

    /// As slice replaces the files of its output folder.
    static let force = SliceCommand.force
    static let json = Flag("--json", help: "Print the summary as JSON instead of the landing frame and text.")
    static let output = Option<String>(
        SharedArguments.outputNames.short, SharedArguments.outputNames.long, value: "dir",
        help: "The output folder.", default: "./luckywheel-demo",
        completion: .directory)

    static let arguments: [any ArgumentDeclaration] =
        [SharedArguments.seed, SharedArguments.framesPerSecond] + SpinArguments.builtInArtArguments
        + OneSpinArguments.arguments + [force, json, output]

    var seed: UInt64
    var framesPerSecond: Double
    var spin: SpinArguments
    var oneSpin: OneSpinArguments
    var force: Bool
    var json: Bool
    var output: String

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        seed = try arguments.value(SharedArguments.seed).resolved()
        framesPerSecond = try arguments.value(SharedArguments.framesPerSecond)
        spin = try SpinArguments(parsing: arguments, builtInArtOnly: true)
        oneSpin = try OneSpinArguments(parsing: arguments)
        force = try arguments.value(Self.force)
        json = try arguments.value(Self.json)
        output = try arguments.value(Self.output)
    }

    func validate() throws(UsageError) {
        try Self.checkFolderOutput(output)
        let count = try timeline().frameCount
        let maximum = RenderCommand.maximumFrames.defaultValue
        if count > maximum {
            let end = recordingEnd
            throw RenderCommand.frameCapError(
                RenderCommand.framesAfterTheSpin(
                    [SpinArguments.duration.spec.key, "\(DecimalText.shortest(end - spin.duration)) s"],
                    end: end),
                framesPerSecond: framesPerSecond, count: count,
                clamped: false,
                limit: "\(maximum), the most a demo renders",
                remedy:
                    "lower \(SpinArguments.duration.spec.key) or \(SharedArguments.framesPerSecond.spec.key) (\(RenderCommand.commandPath) \(RenderCommand.maximumFrames.spec.key) renders more)",
                commandPath: Self.commandPath)
        }
    }

    /// Where the demo's frames end, seconds: 1 s after the spin pressed at the default time.
    var recordingEnd: Double {
        FrameTimeline.defaultEnd(spinTime: FrameTimeline.defaultSpinTime, spinDuration: spin.duration)
    }

    /// The spin the flags describe, on a wheel of the built-in art's segment count.
    func timeline() throws(UsageError) -> FrameTimeline {
        let segments = try spin.builtInSegmentCount()
        return try oneSpin.timeline(
            wheel: spin.wheel(segmentFallback: segments), seed: seed, framesPerSecond: framesPerSecond,
            spinAt: FrameTimeline.defaultSpinTime,
            frameCount: FrameTimeline.frameCount(
                before: recordingEnd,
                clock: spin.checked { () throws(WheelError) in
                    try DisplayLinkClock(framesPerSecond: framesPerSecond)
                }),
            spin: spin)
    }

    func run(console: any Console) throws -> ExitCode {
        let start = ContinuousClock.now
        let timeline = try timeline()
        if let note = oneSpin.targetNote(wheel: timeline.model.configuration) { console.warn(note) }
        let segments = timeline.model.configuration.geometry.segmentCount
        let slicePlan = try Self.slicePlan(segments: segments)
        let paths =
            [DemoSummary.animationPath] + slicePlan.outputPaths.map { Self.wedgesFolder + "/" + $0 }
            + (0..<timeline.frameCount).map(Self.framePath)
            + [DemoSummary.contactSheetPath]
        let staged = try StagedOutput(destination: output, force: force)
        if let note = staged.leftoverNote { console.warn(note) }
        do {
            // Without --force, frames or wedges this demo would leave beside its own (a stray
            // frame-00500.png: frames/ would hold more than one spin) are existing files too.
            let strays =
                force
                ? []
                // An earlier manifest that cannot be read is told with --force, not here.
                : Self.earlierDemo(
                    in: staged.destination, slice: slicePlan, frameCount: timeline.frameCount, warn: { _ in })
            try staged.checkConflicts(paths + strays)
            // Slice the built-in sheets exactly as `luckywheel slice` would.
            let slice = try WheelSlicer.render(
                slicePlan, sheet: Self.sheet(.sheet, segments: segments),
                pressed: Self.sheet(.sheetPressed, segments: segments))
            for file in slice.files { try staged.write(file.bytes, to: Self.wedgesFolder + "/" + file.path) }
            // Render from the wedges just written, through the slice-folder loader.
            let wedges = staged.staging + "/" + Self.wedgesFolder
            let assets = try WheelAssets.load(from: wedges, scale: Self.frameScale)
            // One rendering gives both the animated PNG and the PNG files.
            var recorded: APNGFileWriter.Result?
            try staged.stream(to: DemoSummary.animationPath) { file in
                recorded = try APNGFileWriter(timeline: timeline, assets: assets, loopCount: Self.loopCount)
                    .write(
                        to: file, console: console
                    ) { index, png in try staged.write(png, to: Self.framePath(index)) }
            }
            guard let recorded else { throw CommandFailure(.ioError, "the animation was not recorded") }
            let smallAssets = try WheelAssets.load(from: wedges, scale: Self.contactSheetScale)
            let sheet = try Self.contactSheet(timeline, assets: smallAssets)
            let sheetFile = try PNGEncoder(options: .frames).encode(sheet)
            try staged.write(sheetFile, to: DemoSummary.contactSheetPath)
            let stale =
                force
                ? Self.earlierDemo(
                    in: staged.destination, slice: slicePlan, frameCount: timeline.frameCount,
                    warn: console.warn)
                : []
            let summary = DemoSummary(
                destination: staged.destination, timeline: timeline, animation: recorded.animation,
                slice: slice,
                frameBytes: recorded.pngBytes,
                frameSide: assets.frameSide, sheet: sheet, sheetBytes: sheetFile.count,
                spin: SpinSummary(timeline, spinIndex: oneSpin.spinIndex, target: oneSpin.target),
                elapsed: ContinuousClock.now - start)
            if json {
                console.show(summary.json)
            } else {
                var landing = try TerminalRenderer(assets: smallAssets, style: .ascii, columns: 64, rows: 32)
                console.write(
                    try landing.render(timeline.state(ofFrame: timeline.frameCount - 1)), to: .standardOutput)
                console.show(summary.text)
            }
            EarlierSlice.tellRemoval(
                stale, of: "demo", in: staged.destination, onStandardError: json, console: console)
            try console.checkStandardOutput(withholding: true)
            try staged.commit(removing: stale)
            return .success
        } catch {
            staged.discard()
            throw error
        }
    }

    /// What an earlier demo wrote into `folder` that this one, slicing `slice` and rendering
    /// `frameCount` frames, does not write again: the wedges of its slice (a wheel of other
    /// segments) and its frames past the last of these. `--force` removes them, so the folder
    /// holds one demo (and ffmpeg, given its frames, reads this spin only). An earlier slice
    /// manifest that cannot be read is told to `warn` (``EarlierSlice``).
    static func earlierDemo(
        in folder: String, slice: SlicePlan, frameCount: Int, warn: (String) -> Void
    ) -> [String] {
        var stale: [String] = []
        let (wedges, frames) = (folder + "/" + Self.wedgesFolder, folder + "/" + Self.framesFolder)
        if PathKind(of: wedges) == .directory {
            stale += EarlierSlice.paths(in: wedges, notIn: slice.outputPaths, inputs: [], warn: warn)
                .map { Self.wedgesFolder + "/" + $0 }
        }
        if PathKind(of: frames) == .directory {
            stale += FrameFolder.frameFiles(
                in: frames, fileExtension: FrameFolder.pngExtension, from: frameCount
            )
            .map { Self.framesFolder + "/" + $0 }
        }
        return stale
    }

    /// `frames/frame-00042.png`.
    static func framePath(_ index: Int) -> String {
        Self.framesFolder + "/"
            + FrameFolder.fileName(ofFrame: index, fileExtension: FrameFolder.pngExtension)
    }

    /// What the demo slices: both built-in @3x sheets, drawn for `segments` segments, into as
    /// many wedges at every scale.
    static func slicePlan(segments: Int) throws(SliceError) -> SlicePlan {
        let size = BuiltInAsset.sheet.pointSize(validatedSegments: segments)
        let geometry = { (asset: BuiltInAsset) throws(SliceError) in
            try SheetGeometry(
                name: asset.fileName(scale: sheetScale), width: size.width * sheetScale.numerator,
                height: size.height * sheetScale.numerator, scale: sheetScale)
        }
        return try SlicePlan(
            sheet: geometry(.sheet), pressed: geometry(.sheetPressed),
            options: SliceOptions(
                segments: segments, scales: ScreenScale.sliceScales,
                placement: ButtonLayout(segmentCount: segments).wedgePlacement))
    }

    /// A built-in sheet drawn at @3x for `segments` segments, as `slice` reads it.
    static func sheet(_ asset: BuiltInAsset, segments: Int) throws -> SpriteSheet {
        let image = try BuiltInArt.image(asset, scale: sheetScale.numerator, segments: segments)
        return try SpriteSheet(
            image: PNGImage(
                header: PNGHeader.rgba8(width: image.width, height: image.height),
                rows: image.pixels),
            name: asset.fileName(scale: sheetScale), scale: sheetScale)
    }

    /// `contactSheetTiles` frames spread evenly from the first to the last, drawn at @1x, each
    /// captioned with its time and what the wheel is doing.
    static func contactSheet(_ timeline: FrameTimeline, assets: WheelAssets) throws(RenderError) -> RGBAImage
    {
        var compositor = FrameCompositor(assets: assets)
        let last = timeline.frameCount - 1
        let count = min(contactSheetTiles, timeline.frameCount)
        let indices = (0..<count).map { count > 1 ? $0 * last / (count - 1) : 0 }
        let tiles = try indices.map { index throws(RenderError) in
            try compositor.render(timeline.state(ofFrame: index))
        }
        let captions = indices.map { index in
            let snapshot = timeline.snapshot(ofFrame: index)
            let doing =
                switch snapshot.state {
                case .idle: "idle"
                case .spinning: "spinning"
                case .settled: "segment \(snapshot.selectedSegment ?? 0)"
                }
            return "\(DecimalText.trimmed(snapshot.time, 2)) s  \(doing)"
        }
        return try ContactSheet.compose(tiles, captions: captions, columns: contactSheetColumns)
    }
}
