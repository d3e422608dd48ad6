import WheelCore
import WheelPNG
import WheelRender
import WheelSlice
import WheelSupport

/// `luckywheel slice`: cuts a sprite sheet (and its pressed twin) into wedge images for each
/// screen scale, with a manifest, written all or nothing into the output folder.
struct SliceCommand: Command {
    static let configuration = CommandConfiguration(
        name: "slice",
        abstract: "Cut a sprite sheet into wedge images at screen scale.",
        discussion: """
            The sheet's scale comes from its @Nx suffix, else from the Android density or Flutter
            variant folder it is in (res/drawable-xxhdpi/ is 3x, 1.5x/ is 1.5x), else 1x; --scale
            overrides it. Borders are computed in points and then scaled (1.5x: rounded, halves up),
            so the wedges of every scale cut at the same places. At the sheet's own scale each wedge
            is an exact cut: same colour type, bit depth, palette, transparency and colour chunks
            (Apple CgBI sheets become standard PNGs). Other scales are area-averaged in
            premultiplied alpha and written as 8-bit RGBA. Layouts: flat and xcassets (iOS) write
            the sheet's scale unless --scales says otherwise; android (res/drawable-mdpi…xxxhdpi,
            state lists), flutter (2.0x/ folders, pubspec.yaml lines) and web (@2x names,
            index.html) write every scale up to the sheet's. The output folder also gets
            manifest.json: every wedge's rotation, rectangles, anchor point and files (--json prints
            it). Nothing is written unless all of it is.

            Several sheets, one drawn for each scale (Wheel.png Wheel@2x.png Wheel@3x.png), are
            sliced in one run: each scale is the exact cut of the sheet drawn for it, and a scale
            without a sheet is area-averaged from the nearest sheet above it. They must be the
            same size in points and of different scales; --scale takes one sheet. Their pressed
            twins are given with one --pressed each, paired by scale as the sheets get theirs: each
            scale's pressed wedges come from the twin of the sheet its wedges come from.

            EXAMPLES:
              luckywheel slice LuckyAstrology@2x.png \\
                  --pressed LuckyAstrologyPressed@2x.png -o Wedges
              luckywheel slice LuckyAstrology@3x.png --scales 1,2,3 --layout xcassets \\
                  -o Assets
              luckywheel slice LuckyAstrology@3x.png --layout android -o app/src/main
              luckywheel slice LuckyAstrology@3x.png --layout flutter -o assets/wedges
              luckywheel slice LuckyAstrology@3x.png --layout web -o public/wheel
              luckywheel slice LuckyAstrology.png LuckyAstrology@2x.png \\
                  LuckyAstrology@3x.png --layout xcassets -o Assets
              luckywheel slice LuckyAstrology.png LuckyAstrology@2x.png \\
                  --pressed LuckyAstrologyPressed.png \\
                  --pressed LuckyAstrologyPressed@2x.png -o Wedges
            """)

    static let sheets = Positional<String>(
        "SHEET",
        help: "The sprite sheet (PNG, Apple CgBI too), wedges side by side; or one sheet per scale, "
            + "each drawn for it.",
        repeating: true, completion: .file(extensions: ["png"]))
    static let pressed = RepeatingOption<String>(
        "--pressed", value: "sheet",
        help: "The pressed-state sheet: same pixel size and scale as its sheet; given once for each SHEET.",
        completion: .file(extensions: ["png"]))
    /// The wheel's segments, one wedge each: the range every wheel has, so that what slice
    /// writes is what `render --assets` and the layouts' wheels take.
    static let segments = Option<Int>(
        "--segments", value: "n", help: "Segments on the wheel, one wedge each.",
        default: WheelGeometry.standard.segmentCount, range: ValueRange(WheelGeometry.segmentCountRange))
    static let scale = Option<SliceScale?>(
        "--scale", value: "s",
        help: "The sheet's scale, " + ListText.joined(SliceScale.supported.map(\.description), "or")
            + ", instead of the one its @Nx suffix or folder gives.")
    static let scales = Option<[SliceScale]?>(
        "--scales", value: "list",
        help: "Scales to write, e.g. " + SliceScale.supported.map(\.description).joined(separator: ",") + ".",
        defaultText: "the sheet's scale; android, flutter, web: every scale up to it")
    static let allowUpscale = Flag(
        "--allow-upscale", help: "Allow scales above the sheet's (whole factors repeat pixels).")
    static let layout = Option<SliceLayout>(
        "--layout", value: "layout",
        help: "How files are laid out.",
        default: SliceOptions().layout)
    static let compression = Option<CompressionLevel>(
        "--compression", value: "level", help: "Compression effort of the wedge files (lossless).",
        default: CompressionLevel(SliceOptions().compression))
    static let force = Flag(SharedArguments.forceName, help: "Replace existing files in the output folder.")
    static let json = Flag("--json", help: "Print the manifest as JSON instead of a summary.")
    static let output = Option<String?>(
        SharedArguments.outputNames.short, SharedArguments.outputNames.long, value: "dir",
        help: "The output folder.", completion: .directory, required: true)

    static let arguments: [any ArgumentDeclaration] = [
        sheets, pressed, segments, scale, scales, allowUpscale, layout, compression, force, json, output,
        SharedArguments.maxPixels,
    ]

    /// The sheets as given: one, or one per scale.
    var sheetPaths: [String]
    /// The pressed sheets as given: none, or one for each sheet, of its scale.
    var pressedPaths: [String]
    var segments: Int
    /// Whether `--segments` was given (else it is the default).
    var segmentsGiven: Bool
    var scale: SliceScale?
    var scales: [SliceScale]?
    var allowUpscale: Bool
    var layout: SliceLayout
    var compression: CompressionLevel
    var force: Bool
    var json: Bool
    var output: String
    var budget: PixelBudget
    /// How long the slice runs before its progress bar shows, seconds (no option: a test
    /// sets 0 to see it).
    var progressDelay = ProgressReporter.defaultDelay

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        sheetPaths = try arguments.values(Self.sheets)
        pressedPaths = try arguments.values(Self.pressed)
        segments = try arguments.value(Self.segments)
        segmentsGiven = try arguments.isGiven(Self.segments)
        scale = try arguments.value(Self.scale)
        scales = try arguments.value(Self.scales)
        allowUpscale = try arguments.value(Self.allowUpscale)
        layout = try arguments.value(Self.layout)
        compression = try arguments.value(Self.compression)
        force = try arguments.value(Self.force)
        json = try arguments.value(Self.json)
        output = try arguments.value(Self.output) ?? ""
        budget = try PixelBudget(parsing: arguments)
    }

    func validate() throws(UsageError) {
        try Self.checkFolderOutput(output)
        for sheet in sheetPaths { try Self.checkFileInput(sheet, option: nil) }
        for sheet in pressedPaths { try Self.checkFileInput(sheet, option: Self.pressed.spec.shownName) }
        // Each sheet's scale is its own.
        if sheetPaths.count > 1, scale != nil {
            throw Self.usageError(
                "\(Self.scale.spec.key) gives one sheet's scale, and \(DecimalText.counted(sheetPaths.count, "sheet")) "
                    + "were given; each takes its scale from its @Nx suffix or folder (rename a file whose suffix "
                    + "is wrong)")
        }
    }

    func run(console: any Console) throws -> ExitCode {
        let clock = ContinuousClock()
        let start = clock.now
        // One encoder's working memory per wedge, freed and allocated again for the next:
        // a command that exits when done gains nothing from giving it back in between.
        PNGEncoder.keepFreedMemory()
        // Reading headers is cheap; everything that can be refused without pixels is refused
        // before the output folder is touched or a pixel decoded.
        func read(_ path: String) throws(PNGError) -> SheetInput {
            let bytes = try PNGDecoder.readFile(atPath: path)
            return SheetInput(path: path, bytes: bytes, info: try PNGFileInfo(parsing: bytes, name: path))
        }
        // One file named twice is told as such, not as two sheets of one scale.
        for (paths, what) in [(sheetPaths, "sheet"), (pressedPaths, "pressed sheet")] {
            if let message = FileSystem.givenTwice(in: paths, each: what) { throw Self.usageError(message) }
        }
        try SlicePlan.checkPressedCount(sheets: sheetPaths.count, pressed: pressedPaths.count)
        let sheetInputs = try sheetPaths.map(read)
        let pressedInputs = try pressedPaths.map(read)
        for input in sheetInputs + pressedInputs { try budget.check(input.info) }
        let sheetGeometries = try sheetInputs.map { input throws(SliceError) in
            try geometry(of: input.info, console: console)
        }
        let pressedGeometries = try pressedInputs.map { input throws(SliceError) in
            try geometry(of: input.info, console: console)
        }
        // The web page places the wedges as the renderer does, so it shows what `render
        // --assets` of the same folder draws.
        let options = SliceOptions(
            segments: segments, scales: scales, allowUpscale: allowUpscale, layout: layout,
            placement: ButtonLayout(segmentCount: segments).wedgePlacement, compression: compression.slice,
            limits: budget.limits)
        let plan: SlicePlan
        do {
            plan = try SlicePlan(sheets: sheetGeometries, pressed: pressedGeometries, options: options)
        } catch {
            throw error.commandFailure(scalesGiven: scales != nil, sheets: sheetGeometries)
        }
        // What the plan says of the sheets is told once their pixels are read: a sheet refused
        // as corrupt is told alone, not after notes on how it would have been cut.
        var notes: [String] = []
        // Each pressed sheet beside the sheet the plan pairs it with, the one of its scale.
        for (pressedInput, pressedGeometry) in zip(pressedInputs, pressedGeometries) {
            if let sheetInput = zip(sheetInputs, sheetGeometries).first(where: {
                $1.scale == pressedGeometry.scale
            })?.0,
                pressedInput.bytes == sheetInput.bytes
            {
                notes.append(
                    "\(Self.pressed.spec.key) \(pressedInput.path) holds the same bytes as \(sheetInput.path): the "
                        + "pressed wedges will look like the others; give the pressed-state sheet")
            }
        }
        // `slice A.png APressed@2x.png` takes A's @2x from the pressed art: a wrong file
        // perhaps, or a designer's own names.
        for warning in SliceWarning.misnamedSheets(sheetGeometries)
            + SliceWarning.misnamedSheets(pressedGeometries)
        {
            notes.append(warning.description)
        }
        // A sheet of another number of images of the screen's wedge shape, cut into the default
        // count: told whatever the layout.
        let (sheetWidth, sheetHeight) = (Double(plan.sheet.widthInPoints), Double(plan.sheet.heightInPoints))
        let countHint =
            segmentsGiven
            ? nil
            : SharedArguments.imageCountHint(
                flag: Self.segments.spec.key, sheetWidth: sheetWidth, height: sheetHeight, cutInto: segments)
        // A vertical strip of such images, whatever the count.
        let stacked = SharedArguments.stackedImagesHint(
            sheetWidth: sheetWidth, height: sheetHeight, cutInto: segments,
            flag: segmentsGiven ? nil : Self.segments.spec.key)
        if let note = plan.partition.unevenWidthsNote(of: plan.sheet) {
            notes.append(
                note
                    + (segmentsGiven || countHint != nil || stacked != nil
                        ? ""
                        : SharedArguments.defaultCountHint(flag: Self.segments.spec.key, count: segments)))
        }
        // The page draws each wedge in the screen's image box, as render does; with another
        // layout the note is told when the sheet looks like another number of images of its
        // shape, or its wedges are of a shape no wheel draws (a vertical strip's slivers).
        let wedgeWidth = sheetWidth / Double(segments)
        if let placement = options.placement,
            layout == .web || countHint != nil
                || placement.isFarFromShape(width: wedgeWidth, height: sheetHeight),
            let note = placement.stretchNote(
                wedgeWidth: wedgeWidth, height: sheetHeight, source: plan.sheet.name)
        {
            notes.append(note + (countHint ?? stacked ?? ""))
        }

        // `res/.` is `res`, as the pubspec lines see it.
        if let note = layout.nestingNote(output: FileSystem.lexicallyNormalized(output)) {
            notes.append(note)
        }
        let inputs = sheetPaths + pressedPaths
        let staged = try StagedOutput(destination: output, force: force)
        if let note = staged.leftoverNote { console.warn(note) }
        do {
            try staged.checkConflicts(plan.outputPaths)
            try staged.checkInputsAreNotReplaced(inputs, by: plan.outputPaths)
            let decoder = PNGDecoder(limits: budget.limits)
            func decoded(_ input: SheetInput, as geometry: SheetGeometry) throws -> SpriteSheet {
                var warnings: [PNGWarning] = []
                return try SpriteSheet(
                    image: decoder.decode(input.bytes, name: input.path, warnings: &warnings),
                    name: geometry.name, scale: geometry.scale, warnings: warnings)
            }
            let sheets = try zip(sheetInputs, sheetGeometries).map { input, geometry in
                try decoded(input, as: geometry)
            }
            let pressed = try zip(pressedInputs, pressedGeometries).map { input, geometry in
                try decoded(input, as: geometry)
            }
            for note in notes { console.warn(note) }
            // Erased before what follows, a warning or an error.
            func encoded() throws(SliceError) -> SliceResult {
                let progress = ProgressReporter(
                    console: console, total: plan.wedgeFiles.count, unit: "files", delay: progressDelay)
                defer { progress.finish() }
                return try WheelSlicer.render(plan, sheets: sheets, pressed: pressed) { progress.advance() }
            }
            let result = try encoded()
            for warning in result.warnings { console.warn(warning.description) }
            for file in result.files { try staged.write(file.bytes, to: file.path) }
            let stale =
                force
                ? EarlierSlice.paths(
                    in: staged.destination, notIn: plan.outputPaths, inputs: inputs, warn: console.warn) : []
            if json {
                console.show(plan.manifest.serialized())
            } else {
                let summary = SliceSummary(
                    result: result, sheets: sheets, pressed: pressed,
                    destination: staged.destination, elapsed: clock.now - start)
                console.show(summary.text)
                console.show(SliceSummary.layoutNotes(plan.manifest, output: output))
            }
            EarlierSlice.tellRemoval(
                stale, of: "slice", in: staged.destination, onStandardError: json, console: console)
            try console.checkStandardOutput(withholding: true)
            try staged.commit(removing: stale)
            return .success
        } catch {
            staged.discard()
            throw error
        }
    }

    /// A sheet file's bytes, read once, with the header they were checked by.
    private struct SheetInput {
        let path: String
        let bytes: [UInt8]
        let info: PNGFileInfo
    }

    /// The sheet's geometry at `--scale`, or at the scale its path says; warns when both are
    /// given and disagree.
    private func geometry(of info: PNGFileInfo, console: any Console) throws(SliceError) -> SheetGeometry {
        let named = SliceScale.pathScale(of: info.file)
        if let scale, let named, named.scale != scale {
            console.warn(
                "\(info.file): \(named.source) says @\(named.scale)x but \(Self.scale.spec.key) \(scale) was given; using @\(scale)x"
            )
        }
        if scale == nil, let disagreement = SliceWarning.scaleDisagreement(ofPath: info.file) {
            console.warn(disagreement.description + "; rename the file or give \(Self.scale.spec.key)")
        }
        if scale == nil, let mark = SliceScale.unreadScaleMark(inFileName: info.file) {
            console.warn(
                SliceWarning.unreadScaleMark(sheet: info.file, mark: mark).description
                    + "; rename the file or give \(Self.scale.spec.key)")
        }
        return try SheetGeometry(
            name: info.file, width: info.header.width, height: info.header.height,
            scale: scale ?? named?.scale ?? 1)
    }
}
