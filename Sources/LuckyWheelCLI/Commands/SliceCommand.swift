import WheelPNG
import WheelSlice

/// `luckywheel slice`: cuts a sprite sheet (and its pressed twin) into wedge images for each
/// screen scale, with a manifest, written all or nothing into the output folder.
struct SliceCommand: Command {
    static let configuration = CommandConfiguration(
        name: "slice",
        abstract: "Cut a sprite sheet into wedge images at screen scale.",
        discussion: """
            The sheet's scale comes from its @Nx suffix (none means 1x) or --scale. Borders are
            computed in points and then scaled, so @1x, @2x and @3x wedges cut at the same places.
            At the sheet's own scale each wedge is an exact cut: same colour type, bit depth,
            palette, transparency and colour chunks (Apple CgBI sheets become standard PNGs).
            Other scales are area-averaged in premultiplied alpha and written as 8-bit RGBA.
            The output folder also gets manifest.json: every wedge's rotation, rectangles,
            anchor point and files (--json prints it). Nothing is written unless all of it is.

            EXAMPLES:
              luckywheel slice LuckyAstrology@2x.png --pressed LuckyAstrologyPressed@2x.png -o Wedges
              luckywheel slice LuckyAstrology@3x.png --scales 1,2,3 --layout xcassets -o Assets
            """)

    static let arguments: [ArgumentSpec] = [
        .positional("SHEET", help: "The sprite sheet (PNG, Apple CgBI too), wedges side by side."),
        .option("--pressed", valueName: "sheet", help: "The pressed-state sheet: same pixel size and scale."),
        .option("--segments", valueName: "n", help: "Number of wedges, 1...360.", default: "12"),
        .option("--scale", valueName: "s", help: "The sheet's scale, 1, 2 or 3, instead of its @Nx suffix."),
        .option(
            "--scales", valueName: "list", help: "Scales to write, e.g. 1,2,3.", default: "the sheet's scale"),
        .flag("--allow-upscale", help: "Allow scales above the sheet's (whole factors repeat pixels)."),
        .option("--layout", valueName: "layout", help: "flat or xcassets.", default: "flat"),
        .option("--compression", valueName: "level", help: "fast, default or best.", default: "default"),
        .flag("--force", help: "Replace existing files in the output folder."),
        .flag("--json", help: "Print the manifest as JSON instead of a summary."),
        .option("-o", "--output", valueName: "dir", help: "The output folder.", required: true),
        PixelBudget.argument,
    ]

    var sheetPath: String
    var pressedPath: String?
    var segments: Int
    var scale: Int?
    var scales: [Int]?
    var allowUpscale: Bool
    var layout: SliceLayout
    var compression: SliceCompression
    var force: Bool
    var json: Bool
    var output: String
    var budget: PixelBudget
    /// Encoding threads; nil means one per core. Not on the command line: tests set it to
    /// show the output does not depend on it.
    var threadCount: Int?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        sheetPath = try arguments.positional("SHEET", as: String.self).first ?? ""
        pressedPath = try arguments.option("--pressed")
        segments = try arguments.option("--segments", default: 12)
        scale = try arguments.option("--scale")
        scales = try arguments.list("--scales")
        allowUpscale = arguments.flag("--allow-upscale")
        layout = try arguments.option("--layout", default: .flat)
        compression = try arguments.option("--compression", default: .default)
        force = arguments.flag("--force")
        json = arguments.flag("--json")
        output = try arguments.option("--output") ?? ""
        budget = try PixelBudget(parsing: arguments, command: Self.commandPath)
    }

    func validate() throws(UsageError) {
        if !(1...360).contains(segments) {
            throw Self.usageError("--segments must be between 1 and 360, got \(segments)")
        }
        if let scale, !ScreenScale.supported.contains(scale) {
            throw Self.usageError("--scale must be 1, 2 or 3, got \(scale)")
        }
        if let bad = scales?.first(where: { !ScreenScale.supported.contains($0) }) {
            throw Self.usageError("--scales may only list 1, 2 and 3, got \(bad)")
        }
        if output.isEmpty { throw Self.usageError("-o needs a folder name") }
    }

    func run(console: any Console) throws -> ExitCode {
        let clock = ContinuousClock()
        let start = clock.now
        // Reading headers is cheap; everything that can be refused without pixels is refused
        // before the output folder is touched or a pixel decoded.
        let sheetBytes = try PNGDecoder.readFile(atPath: sheetPath)
        let sheetInfo = try PNGFileInfo(parsing: sheetBytes, name: sheetPath)
        let pressedInput = try pressedPath.map { path throws(PNGError) in
            let bytes = try PNGDecoder.readFile(atPath: path)
            return (path: path, bytes: bytes, info: try PNGFileInfo(parsing: bytes, name: path))
        }
        try budget.check(sheetInfo)
        if let pressedInput { try budget.check(pressedInput.info) }
        let sheetGeometry = try geometry(of: sheetInfo, console: console)
        let pressedGeometry = try pressedInput.map { input throws(SliceError) in
            try geometry(of: input.info, console: console)
        }
        let options = SliceOptions(
            segments: segments, scales: scales, allowUpscale: allowUpscale, layout: layout,
            compression: compression, threadCount: threadCount)
        let plan = try SlicePlan(sheet: sheetGeometry, pressed: pressedGeometry, options: options)
        if !plan.partition.isEqual {
            let widths = (0..<segments).map { plan.partition.pointRange(of: $0).count }
            console.warn(
                "\(sheetPath) is \(sheetGeometry.widthInPoints) pt wide, which does not divide into "
                    + "\(segments) equal wedges; they are \(widths.min() ?? 0) or \(widths.max() ?? 0) pt wide "
                    + "(borders at round(i × width / \(segments)), halves up)")
        }

        let staged = try StagedOutput(destination: output, force: force)
        do {
            try staged.checkConflicts(plan.outputPaths)
            try staged.checkInputsAreNotReplaced(
                [sheetPath] + [pressedPath].compactMap { $0 }, by: plan.outputPaths)
            let decoder = PNGDecoder(limits: budget.limits)
            var sheetWarnings: [PNGWarning] = []
            let sheet = try SpriteSheet(
                image: decoder.decode(sheetBytes, name: sheetPath, warnings: &sheetWarnings),
                name: sheetGeometry.name, scale: sheetGeometry.scale, warnings: sheetWarnings)
            var pressed: SpriteSheet?
            if let pressedInput, let pressedGeometry {
                var pressedWarnings: [PNGWarning] = []
                pressed = try SpriteSheet(
                    image: decoder.decode(
                        pressedInput.bytes, name: pressedInput.path, warnings: &pressedWarnings),
                    name: pressedGeometry.name, scale: pressedGeometry.scale, warnings: pressedWarnings)
            }
            let result = try WheelSlicer.render(plan, sheet: sheet, pressed: pressed)
            for warning in result.warnings { console.warn(warning.description) }
            for file in result.files { try staged.write(file.bytes, to: file.path) }
            try staged.commit()
            if json {
                console.write(plan.manifest.serialized(), to: .standardOutput)
            } else {
                let summary = SliceSummary(
                    result: result, sheetColor: sheet.image.header, destination: staged.destination,
                    elapsed: clock.now - start)
                console.write(summary.text, to: .standardOutput)
            }
            return .success
        } catch {
            staged.discard()
            throw error
        }
    }

    /// The sheet's geometry at `--scale`, or at the scale its name says; warns when both are
    /// given and disagree.
    private func geometry(of info: PNGFileInfo, console: any Console) throws(SliceError) -> SheetGeometry {
        let named = ScreenScale.suffixScale(inFileName: info.file)
        if let scale, let named, named != scale {
            console.warn("\(info.file) is named @\(named)x but --scale \(scale) was given; using @\(scale)x")
        }
        return try SheetGeometry(
            name: info.file, width: info.header.width, height: info.header.height,
            scale: scale ?? named ?? 1)
    }
}
