/// Everything a slice will write, worked out from the sheets' geometry and the options before
/// any pixel is decoded: the borders, the scales, every file's path and how it is made.
///
/// Building a plan performs every refusal that does not need pixels, so a command can report
/// a mistake, and check the output folder for files it would replace, before doing any work.
public struct SlicePlan: Sendable, Hashable {
    /// The sheet's name, size and scale; of several sheets, the one of the highest scale, whose
    /// pixels the manifest's `pixelSize` and `pixelRect` give.
    public let sheet: SheetGeometry
    /// Every sheet, ascending by scale: `[sheet]` for one. Sheets drawn for several scales
    /// have the same size in points and give each scale from the sheet drawn for it.
    public let sheets: [SheetGeometry]
    /// The pressed sheets, ascending by scale: none, or one for each of ``sheets``, of its scale
    /// and pixel size. The pressed wedges of a scale come from the pressed sheet of the scale
    /// its normal wedges come from.
    public let pressedSheets: [SheetGeometry]
    /// The options the plan was made with.
    public let options: SliceOptions
    /// Where the sheet is cut, in points.
    public let partition: SlicePartition
    /// The scales written, ascending, without repeats.
    public let scales: [SliceScale]
    /// Every image file: wedge by wedge, normal before pressed, scales ascending.
    public let wedgeFiles: [WedgeFile]

    /// The manifest's path in the output folder.
    public static let manifestPath = SliceManifest.fileName

    /// Plans a slice. Refuses an empty list of scales, a segment count outside
    /// `SlicePartition.segmentRange`, a scale
    /// outside ``SliceScale/supported`` or one the layout cannot hold (``SliceLayout/scales``),
    /// the web layout without a ``WedgePlacement``, a pressed sheet whose scale or pixel size
    /// differs from the sheet's, a sheet narrower than one point per segment, and a scale
    /// above the sheet's unless `allowUpscale`.
    public init(sheet: SheetGeometry, pressed: SheetGeometry? = nil, options: SliceOptions) throws(SliceError)
    {
        try self.init(sheets: [sheet], pressed: pressed.map { [$0] } ?? [], options: options)
    }

    /// Plans a slice of sheets drawn for several scales (`Wheel.png`, `Wheel@2x.png`,
    /// `Wheel@3x.png`), in any order, and of their pressed twins (`WheelPressed.png`,
    /// `WheelPressed@2x.png`, …; none, or one for each sheet, of its scale, in any order): each
    /// scale that has a sheet is its exact cut; any other
    /// scale asked for is resampled from the nearest sheet above it, or upscaled from the
    /// highest sheet when `allowUpscale`. The pressed wedges of each scale come from the pressed
    /// twin of the sheet its wedges come from. Without ``SliceOptions/scales`` the layout's
    /// default is taken for every sheet (``SliceLayout/defaultScales(sheetScale:)``: `flat` and
    /// `xcassets` write the sheets' scales).
    ///
    /// Refuses what ``init(sheet:pressed:options:)`` refuses, and besides no sheet at all, two
    /// sheets of one scale, sheets whose sizes in points differ, a sheet that gives none
    /// of the scales written, a number of pressed sheets other than none or the sheets', and two
    /// pressed sheets of one scale.
    public init(
        sheets given: [SheetGeometry], pressed givenPressed: [SheetGeometry] = [], options: SliceOptions
    )
        throws(SliceError)
    {
        let sheets = given.sorted { $0.scale < $1.scale }
        guard let sheet = sheets.last, let lowest = sheets.first else { throw .noSheets }
        try Self.checkOneEach(given, duplicate: SliceError.duplicateSheetScale)
        for other in sheets where !other.hasPointSize(of: lowest) {
            throw .sheetPointSizeMismatch(sheet: lowest, other: other)
        }
        let requested =
            options.scales ?? sheets.flatMap { options.layout.defaultScales(sheetScale: $0.scale) }
        guard !requested.isEmpty else { throw .noScales }
        for scale in requested where !scale.isSupported { throw .unsupportedScale(scale) }
        for scale in requested where !options.layout.scales.contains(scale) {
            throw .layoutCannotHold(layout: options.layout, scale: scale)
        }
        if options.layout == .web, options.placement == nil { throw .placementMissing(layout: .web) }
        let pressedSheets = try Self.pressedTwins(givenPressed, of: sheets)
        let partition = try SlicePartition(
            widthInPoints: sheet.widthInPoints, segments: options.segments, sheetName: sheet.name)
        let scales = Array(Set(requested)).sorted()
        if !options.allowUpscale, let above = scales.first(where: { $0 > sheet.scale }) {
            throw .upscaleRefused(sheet: sheet.name, sheetScale: sheet.scale, requested: above)
        }
        let sources = scales.map { Self.source(of: $0, among: sheets) }
        for candidate in sheets where !sources.contains(candidate.scale) {
            throw .sheetUnused(sheet: candidate.name, scale: candidate.scale, scales: scales)
        }
        self.sheet = sheet
        self.sheets = sheets
        self.pressedSheets = pressedSheets
        self.options = options
        self.partition = partition
        self.scales = scales
        var files: [WedgeFile] = []
        for index in 0..<options.segments {
            for isPressed in pressedSheets.isEmpty ? [false] : [false, true] {
                for (scale, source) in zip(scales, sources) {
                    let method: WedgeFile.Method =
                        scale == source ? .exactCut : scale < source ? .downscaled : .upscaled
                    files.append(
                        WedgeFile(
                            index: index, isPressed: isPressed, scale: scale,
                            path: options.layout.path(
                                index: index, segments: options.segments, scale: scale, pressed: isPressed),
                            method: method, sheetScale: source,
                            width: try partition.pixelRange(of: index, scale: scale).count,
                            height: try scale.pixels(forPoints: sheet.heightInPoints)))
                }
            }
        }
        // Only an upscaled wedge can outgrow its sheet, which was held to the budget.
        if let large = files.first(where: { !options.limits.admits(width: $0.width, height: $0.height) }) {
            throw .wedgeTooLarge(
                sheet: sheets.first { $0.scale == large.sheetScale }?.name ?? sheet.name, scale: large.scale,
                width: large.width, height: large.height, limits: options.limits)
        }
        wedgeFiles = files
    }

    /// The pressed twin of ``sheet``, the sheet of the highest scale, when there are pressed
    /// sheets.
    public var pressed: SheetGeometry? { pressedSheets.last }

    /// Refuses two of `sheets` drawn for one scale, naming them in the order given, so the
    /// message reads as the command line does.
    private static func checkOneEach(
        _ sheets: [SheetGeometry], duplicate: (String, String, SliceScale) -> SliceError
    ) throws(SliceError) {
        for (offset, later) in sheets.enumerated() {
            if let earlier = sheets[..<offset].first(where: { $0.scale == later.scale }) {
                throw duplicate(earlier.name, later.name, later.scale)
            }
        }
    }

    /// Refuses `pressed` pressed sheets for `sheets` sheets unless there are none or one each:
    /// known from the arguments alone, so a caller can refuse it before reading any file.
    public static func checkPressedCount(sheets: Int, pressed: Int) throws(SliceError) {
        guard pressed == 0 || pressed == sheets else {
            throw .pressedCountMismatch(sheets: sheets, pressed: pressed)
        }
    }

    /// `pressed` ascending by scale, each the twin of the sheet of its scale among `sheets`
    /// (ascending): refuses a count other than none or the sheets', two of one scale, one of a
    /// scale no sheet has (named with the sheet left without a twin), and one whose pixel size
    /// is not its sheet's.
    private static func pressedTwins(_ pressed: [SheetGeometry], of sheets: [SheetGeometry])
        throws(SliceError)
        -> [SheetGeometry]
    {
        try checkPressedCount(sheets: sheets.count, pressed: pressed.count)
        guard !pressed.isEmpty else { return [] }
        try checkOneEach(pressed, duplicate: SliceError.duplicatePressedScale)
        for twin in pressed where !sheets.contains(where: { $0.scale == twin.scale }) {
            // As many as the sheets and of different scales: some sheet has no twin of its scale.
            guard let alone = sheets.first(where: { sheet in !pressed.contains { $0.scale == sheet.scale } })
            else { break }
            throw .pressedScaleMismatch(
                sheet: alone.name, scale: alone.scale, pressed: twin.name, pressedScale: twin.scale)
        }
        let twins = pressed.sorted { $0.scale < $1.scale }
        for (sheet, twin) in zip(sheets, twins) where twin.width != sheet.width || twin.height != sheet.height
        {
            throw .pressedSizeMismatch(
                sheet: sheet.name, width: sheet.width, height: sheet.height, pressed: twin.name,
                pressedWidth: twin.width, pressedHeight: twin.height)
        }
        return twins
    }

    /// The scale of the sheet `scale` is made from: the sheet drawn for it, else the nearest
    /// above it (downscaling loses least), else the highest (upscaled).
    private static func source(of scale: SliceScale, among sheets: [SheetGeometry]) -> SliceScale {
        (sheets.first { $0.scale >= scale } ?? sheets.last)?.scale ?? scale
    }

    /// The sheet the files of `scale` are made from; nil for a scale the plan does not write.
    public func sourceSheet(for scale: SliceScale) -> SheetGeometry? {
        guard let file = wedgeFiles.first(where: { $0.scale == scale }) else { return nil }
        return sheets.first { $0.scale == file.sheetScale }
    }

    /// The layout's own files: an asset catalog's `Contents.json` files, Android's state
    /// lists, the web page (see ``SliceLayout/layoutFiles(segments:scales:pressed:placement:)``).
    public var layoutFiles: [(path: String, contents: String)] {
        options.layout.layoutFiles(
            segments: options.segments, scales: scales, pressed: !pressedSheets.isEmpty,
            placement: options.placement)
    }

    /// Every path the slice writes, relative to the output folder: the wedge files, the
    /// layout's own files and the manifest.
    public var outputPaths: [String] {
        wedgeFiles.map(\.path) + layoutFiles.map(\.path) + [Self.manifestPath]
    }
}
