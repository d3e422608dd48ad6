import Synchronization
import WheelCore
import WheelPNG
import WheelRender
import WheelSlice

/// `luckywheel demo`: the whole job on the built-in art, from any directory: slice the sheet,
/// spin the wheel, write the frames and a contact sheet, show the landing.
struct DemoCommand: Command {
    /// The scale of the PNG frames.
    static let frameScale = 2
    /// Tiles on the contact sheet (first and last frame included), and per row.
    static let contactSheetTiles = 18
    static let contactSheetColumns = 6

    static let configuration = CommandConfiguration(
        name: "demo",
        abstract: "Slice the built-in art, spin the wheel and render the frames, no files needed.",
        discussion: """
            Writes into the output folder:
              wedges/          the built-in @3x sprite sheet and its pressed twin cut into 12
                               wedges at @1x, @2x and @3x, with manifest.json (as luckywheel
                               slice --scales 1,2,3 writes them)
              frames/          a seeded spin rendered from those wedges, 60 fps @2x:
                               frame-00000.png ... (idle, press at 0.5 s, 3 s spin, landing)
              contact-sheet.png  18 of the frames at @1x in a grid, with their times
            then prints the landing frame as ASCII art and a summary. Nothing is written unless
            all of it is; existing files are refused without --force.

            EXAMPLES:
              luckywheel demo
              luckywheel demo --seed 7 -o /tmp/wheel
            """)

    static let arguments: [ArgumentSpec] = [
        .option("--seed", valueName: "s", help: "Seed of the spin (decimal or 0x hex).", default: "0"),
        .flag("--force", help: "Replace existing files in the output folder."),
        .option("-o", "--output", valueName: "dir", help: "The output folder.", default: "./luckywheel-demo"),
    ]

    var seed: UInt64
    var force: Bool
    var output: String
    /// Rendering threads; nil means one per core (tests pin it).
    var threadCount: Int?
    /// Renders only this many frames (tests keep debug runs short); nil renders them all.
    var frameLimit: Int?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        seed = try arguments.option("--seed", default: 0)
        force = arguments.flag("--force")
        output = try arguments.option("--output") ?? "./luckywheel-demo"
    }

    func validate() throws(UsageError) {
        if output.isEmpty { throw Self.usageError("-o needs a folder name") }
    }

    func run(console: any Console) throws -> ExitCode {
        let start = ContinuousClock.now
        let slicePlan = try Self.slicePlan()
        let timeline = try FrameTimeline.spin(
            seed: seed, framesPerSecond: 60, spinTime: FrameTimeline.defaultSpinTime,
            frameCount: min(
                frameLimit ?? .max,
                FrameTimeline.frameCount(
                    before: FrameTimeline.defaultEnd(spinTime: FrameTimeline.defaultSpinTime),
                    clock: DisplayLinkClock(framesPerSecond: 60))))
        let paths =
            slicePlan.outputPaths.map { "wedges/" + $0 } + (0..<timeline.frameCount).map(Self.framePath)
            + [DemoSummary.contactSheetPath]
        let staged = try StagedOutput(destination: output, force: force)
        do {
            try staged.checkConflicts(paths)
            // Slice the built-in sheets exactly as `luckywheel slice` would.
            let slice = try WheelSlicer.render(
                slicePlan, sheet: Self.sheet(.sheet), pressed: Self.sheet(.sheetPressed))
            for file in slice.files { try staged.write(file.bytes, to: "wedges/" + file.path) }
            // Render from the wedges just written, through the slice-folder loader.
            let wedges = staged.staging + "/wedges"
            let assets = try WheelAssets.load(from: wedges, scale: Self.frameScale)
            let frames = try renderFrames(timeline, assets: assets, into: staged, console: console)
            let smallAssets = try WheelAssets.load(from: wedges, scale: 1)
            let sheet = Self.contactSheet(timeline, assets: smallAssets)
            let sheetFile = try PNGEncoder(options: .frames).encode(sheet)
            try staged.write(sheetFile, to: DemoSummary.contactSheetPath)
            try staged.commit()
            var landing = try TerminalRenderer(assets: smallAssets, style: .ascii, columns: 64, rows: 32)
            let summary = DemoSummary(
                destination: staged.destination, timeline: timeline, slice: slice, frameBytes: frames,
                frameSide: assets.frameSide, sheet: sheet, sheetBytes: sheetFile.count,
                elapsed: ContinuousClock.now - start)
            console.write(
                landing.render(timeline.state(ofFrame: timeline.frameCount - 1)), to: .standardOutput)
            console.write(summary.text, to: .standardOutput)
            return .success
        } catch {
            staged.discard()
            throw error
        }
    }

    /// The PNG frames, rendered and encoded on every core into the staging folder; their
    /// total size in bytes.
    private func renderFrames(
        _ timeline: FrameTimeline, assets: WheelAssets, into staged: StagedOutput, console: any Console
    ) throws -> Int {
        let compositor = FrameCompositor(assets: assets)
        let side = compositor.width
        let encoder = FrameEncoder.frames
        let progress = ProgressReporter(console: console, total: timeline.frameCount, unit: "frames")
        defer { progress.finish() }
        let bytes = Atomic(0)
        try FramePipeline(timeline: timeline, compositor: compositor, threadCount: threadCount).run(
            process: { index, pixels in
                let file = try encoder.encodeRGBA(pixels, width: side, height: side, rowStride: side * 4)
                try staged.write(file, to: Self.framePath(index))
                return file.count
            },
            deliver: { _, count in
                bytes.add(count, ordering: .relaxed)
                progress.advance()
            })
        return bytes.load(ordering: .relaxed)
    }

    /// `frames/frame-00042.png`.
    static func framePath(_ index: Int) -> String {
        "frames/" + FrameFolder.fileName(ofFrame: index, fileExtension: "png")
    }

    /// What the demo slices: both built-in @3x sheets into 12 wedges at every scale.
    static func slicePlan() throws(SliceError) -> SlicePlan {
        let size = BuiltInAsset.sheet.pointSize
        let geometry = { (asset: BuiltInAsset) throws(SliceError) in
            try SheetGeometry(
                name: asset.fileName(scale: 3), width: size.width * 3, height: size.height * 3, scale: 3)
        }
        return try SlicePlan(
            sheet: geometry(.sheet), pressed: geometry(.sheetPressed),
            options: SliceOptions(segments: BuiltInAsset.sheetCellCount, scales: [1, 2, 3]))
    }

    /// A built-in sheet drawn at @3x, as `slice` reads it.
    static func sheet(_ asset: BuiltInAsset) throws -> SpriteSheet {
        let image = try BuiltInArt.image(asset, scale: 3)
        return try SpriteSheet(
            image: PNGImage(
                header: PNGHeader(width: image.width, height: image.height, bitDepth: 8, colorType: .rgba),
                rows: image.pixels),
            name: asset.fileName(scale: 3), scale: 3)
    }

    /// `contactSheetTiles` frames spread evenly from the first to the last, drawn at @1x, each
    /// captioned with its time and what the wheel is doing.
    static func contactSheet(_ timeline: FrameTimeline, assets: WheelAssets) -> RGBAImage {
        var compositor = FrameCompositor(assets: assets)
        let last = timeline.frameCount - 1
        let count = min(contactSheetTiles, timeline.frameCount)
        let indices = (0..<count).map { count > 1 ? $0 * last / (count - 1) : 0 }
        let tiles = indices.map { compositor.render(timeline.state(ofFrame: $0)) }
        let captions = indices.map { index in
            let snapshot = timeline.snapshot(ofFrame: index)
            let doing =
                switch snapshot.state {
                case .idle: "idle"
                case .spinning: "spinning"
                case .settled: "segment \(snapshot.selectedSegment ?? 0)"
                }
            return "\(RenderReport.decimal(snapshot.time, 2)) s  \(doing)"
        }
        return ContactSheet.compose(tiles, captions: captions, columns: contactSheetColumns)
    }
}
