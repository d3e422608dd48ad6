/// Everything a slice will write, worked out from the sheets' geometry and the options before
/// any pixel is decoded: the borders, the scales, every file's path and how it is made.
///
/// Building a plan performs every refusal that does not need pixels, so a command can report
/// a mistake, and check the output folder for files it would replace, before doing any work.
public struct SlicePlan: Sendable, Hashable {
    /// The sheet's name, size and scale.
    public let sheet: SheetGeometry
    /// The pressed sheet's, when there is one; same size and scale as `sheet`.
    public let pressed: SheetGeometry?
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
        let requested = options.scales ?? options.layout.defaultScales(sheetScale: sheet.scale)
        guard !requested.isEmpty else { throw .noScales }
        for scale in requested where !scale.isSupported { throw .unsupportedScale(scale) }
        for scale in requested where !options.layout.scales.contains(scale) {
            throw .layoutCannotHold(layout: options.layout, scale: scale)
        }
        if options.layout == .web, options.placement == nil { throw .placementMissing(layout: .web) }
        if let pressed {
            guard pressed.scale == sheet.scale else {
                throw .pressedScaleMismatch(
                    sheet: sheet.name, scale: sheet.scale, pressed: pressed.name, pressedScale: pressed.scale)
            }
            guard pressed.width == sheet.width, pressed.height == sheet.height else {
                throw .pressedSizeMismatch(
                    sheet: sheet.name, width: sheet.width, height: sheet.height, pressed: pressed.name,
                    pressedWidth: pressed.width, pressedHeight: pressed.height)
            }
        }
        let partition = try SlicePartition(
            widthInPoints: sheet.widthInPoints, segments: options.segments, sheetName: sheet.name)
        let scales = Array(Set(requested)).sorted()
        if !options.allowUpscale, let above = scales.first(where: { $0 > sheet.scale }) {
            throw .upscaleRefused(sheet: sheet.name, sheetScale: sheet.scale, requested: above)
        }
        self.sheet = sheet
        self.pressed = pressed
        self.options = options
        self.partition = partition
        self.scales = scales
        var files: [WedgeFile] = []
        for index in 0..<options.segments {
            for isPressed in pressed == nil ? [false] : [false, true] {
                for scale in scales {
                    let method: WedgeFile.Method =
                        scale == sheet.scale ? .exactCut : scale < sheet.scale ? .downscaled : .upscaled
                    files.append(
                        WedgeFile(
                            index: index, isPressed: isPressed, scale: scale,
                            path: options.layout.path(
                                index: index, segments: options.segments, scale: scale, pressed: isPressed),
                            method: method, width: partition.pixelRange(of: index, scale: scale).count,
                            height: scale.pixels(forPoints: sheet.heightInPoints)))
                }
            }
        }
        wedgeFiles = files
    }

    /// The layout's own files: an asset catalog's `Contents.json` files, Android's state
    /// lists, the web page (see ``SliceLayout/layoutFiles(segments:scales:pressed:placement:)``).
    public var layoutFiles: [(path: String, contents: String)] {
        options.layout.layoutFiles(
            segments: options.segments, scales: scales, pressed: pressed != nil, placement: options.placement)
    }

    /// Every path the slice writes, relative to the output folder: the wedge files, the
    /// layout's own files and the manifest.
    public var outputPaths: [String] {
        wedgeFiles.map(\.path) + layoutFiles.map(\.path) + [Self.manifestPath]
    }
}
