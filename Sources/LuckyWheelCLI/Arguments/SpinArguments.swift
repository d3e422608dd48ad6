import WheelCore
import WheelPNG
import WheelRender
import WheelSlice
import WheelSupport

/// The options that shape a spin, shared by every command that spins: the same names,
/// defaults, ranges and errors everywhere. The ranges and defaults are the library's own
/// (`WheelGeometry.segmentCountRange`, `SpinOptions.standard`, …).
struct SpinArguments: Sendable {
    static let segments = segmentCount(in: WheelGeometry.segmentCountRange)
    /// Where the segment count comes from when `--segments` is not given.
    private static let segmentsDefault = "\(SegmentCount.reference), or one per weight"

    /// `--segments` with the counts `range` allows, and `default` told after the common one.
    private static func segmentCount(in range: ClosedRange<Int>, default more: String = "") -> Option<Int?> {
        Option<Int?>(
            "--segments", value: "n", help: "Segments on the wheel.", defaultText: segmentsDefault + more,
            range: ValueRange(range))
    }
    static let weights = Option<[Double]?>(
        "--weights", value: "list",
        help: "Comma-separated prize weights, one per segment (default: all equal).")
    static let turns = Option<Int>(
        "--turns", value: "n", help: "Whole turns before the final partial turn.",
        default: SpinOptions.standard.turns, range: ValueRange(SpinOptions.turnsRange))
    static let duration = Option<Double>(
        "--duration", value: "sec", help: "Length of a spin in seconds.",
        default: SpinOptions.standard.duration, range: ValueRange(SpinOptions.durationRange))
    static let easing = Option<String>(
        "--easing", value: "name",
        help: "Progress curve: a Core Animation name, speedMatched or cubic-bezier(x1,y1,x2,y2).",
        default: Easing.standard.description, completion: .words(Easing.names))
    static let landingMargin = Option<Double>(
        "--landing-margin", value: "f",
        help: "Closest a stop may come to a segment border, as a fraction of the segment.",
        default: SpinOptions.standard.landingMargin, range: ValueRange(SpinOptions.landingMarginRange))

    /// `--segments` of a command that shows only the built-in art (`demo`, `play`): the range
    /// it draws, in the help and the check.
    static let builtInArtSegments = segmentCount(in: BuiltInArt.segmentRange)
    /// `--segments` of a command that draws the user's images (`--assets`), where a slice
    /// folder's manifest sets the count.
    static let assetSegments = segmentCount(
        in: WheelGeometry.segmentCountRange, default: ", or the wedges of a slice folder")

    /// Every option of the group, in help order.
    static let arguments: [any ArgumentDeclaration] = [
        segments, weights, turns, duration, easing, landingMargin,
    ]
    /// The same for a command that takes `--assets`.
    static let assetArguments: [any ArgumentDeclaration] = [
        assetSegments, weights, turns, duration, easing, landingMargin,
    ]
    /// The same for a command that shows only the built-in art.
    static let builtInArtArguments: [any ArgumentDeclaration] = [
        builtInArtSegments, weights, turns, duration, easing, landingMargin,
    ]

    var segments: Int?
    var weights: [Double]?
    var turns: Int
    var duration: Double
    var easing: String
    var landingMargin: Double
    /// The command path errors are attributed to.
    let commandPath: String
    /// Whether the command takes other images (`--assets`) than the built-in art.
    let takesAssets: Bool
    /// Whether the command takes render's `--scale` (the scale of the images drawn).
    let takesScale: Bool

    /// The options as parsed; `builtInArtOnly` for a command that declared
    /// ``builtInArtArguments``.
    init(parsing arguments: ParsedArguments, builtInArtOnly: Bool = false) throws(UsageError) {
        segments = try arguments.value(builtInArtOnly ? Self.builtInArtSegments : Self.segments)
        weights = try arguments.value(Self.weights)
        turns = try arguments.value(Self.turns)
        duration = try arguments.value(Self.duration)
        easing = try arguments.value(Self.easing)
        landingMargin = try arguments.value(Self.landingMargin)
        commandPath = arguments.commandPath
        takesAssets = arguments.declares(RenderCommand.assets.spec)
        takesScale = arguments.declares(RenderCommand.scale.spec)
        try Self.checkWeightCount(weights?.count, segments: segments, commandPath: commandPath)
    }

    /// Without `--segments` the weights set the segment count: a count no wheel has is the
    /// weights' error, not the (absent) `--segments` flag's.
    static func checkWeightCount(_ count: Int?, segments: Int?, commandPath: String) throws(UsageError) {
        let range = WheelGeometry.segmentCountRange
        guard segments == nil, let count, !range.contains(count) else { return }
        throw UsageError(
            "\(weights.spec.key) has \(count) weight\(count == 1 ? "" : "s"); a wheel has "
                + "\(range.lowerBound) to \(range.upperBound) segments, one weight each",
            commandPath: commandPath)
    }

    /// The segment count asked for: `--segments`, else one per weight, else `fallback`.
    func segmentCount(fallback: Int) -> Int { segments ?? weights?.count ?? fallback }

    /// The wheel the options describe; whatever the library refuses is a usage error naming
    /// the flag that set it.
    func wheel(segmentFallback: Int = WheelGeometry.standard.segmentCount) throws(UsageError)
        -> WheelConfiguration
    {
        return try checked { () throws(WheelError) in
            let geometry = try WheelGeometry(segmentCount: segmentCount(fallback: segmentFallback))
            let choice = try weights.map { list throws(WheelError) in try WeightedChoice(weights: list) }
            let options = try SpinOptions(
                turns: turns, duration: duration, easing: Easing(parsing: easing),
                landingMargin: landingMargin)
            return try WheelConfiguration(geometry: geometry, spin: options, weights: choice)
        }
    }

    /// The segment count the options ask for, if they say (`--segments`, else one per weight).
    var requestedSegments: Int? { segments ?? weights?.count }

    /// The images for a wheel of the requested count at `scale`: from `path` (`--assets`, its
    /// images decoded within `budget`; a slice folder sets the count) or the built-in art,
    /// drawn for the count. A count the images cannot serve is a usage error.
    /// What the decoder read past in the files (benign damage) and each sheet whose wedges are
    /// not all one width are appended to `warnings`.
    func assets(path: String?, scale: Int, budget: PixelBudget, warnings: inout [AssetWarning]) throws
        -> WheelAssets
    {
        guard let path else { return try WheelAssets.builtIn(scale: scale, segments: builtInSegmentCount()) }
        do {
            return try WheelAssets.load(
                from: path, scale: scale, limits: budget.limits, segments: requestedSegments,
                warnings: &warnings)
        } catch .segmentCountMismatch(let folder, let found, let requested) {
            // Named by the flag that set the count: `--segments`, else the weights.
            let (asked, remedy) =
                segments != nil
                ? ("\(Self.segments.spec.key) \(requested)", "give \(Self.segments.spec.key) \(found)")
                : ("\(Self.weights.spec.key) with \(requested) weights", "give \(found) weights")
            throw CommandFailure(
                .usage,
                "\(RenderCommand.assets.spec.key): \(folder) lists \(found) wedges, but \(asked) asks for "
                    + "\(requested) segments; \(remedy), or slice the sheet with \(Self.segments.spec.key) \(requested)"
            )
        }
    }

    /// Whether `warning` is a sheet cut unevenly into the default count, which ``note(_:)``
    /// tells as a sign that the sheet holds another number of images: it matters to the sound
    /// alone too, whose clicks and prize follow the count; so are wedges drawn stretched whose
    /// sheet looks like another number of images (``imageCountHint(_:)``).
    func questionsTheCount(_ warning: AssetWarning) -> Bool {
        guard requestedSegments == nil else { return false }
        switch warning {
        case .unevenSheet: return true
        case .stretchedWedges: return imageCountHint(warning) != nil
        default: return false
        }
    }

    /// For wedges of a sheet (not a slice folder, whose count its manifest sets) cut into the
    /// default count and drawn stretched, when the sheet looks like another number of images
    /// of the screen's wedge shape, side by side or stacked (a vertical strip, which slice
    /// tells too): what ``note(_:countTold:)`` adds
    /// (``SharedArguments/imageCountHint(flag:sheetWidth:height:cutInto:)``,
    /// ``SharedArguments/stackedImagesHint(sheetWidth:height:cutInto:flag:)``).
    private func imageCountHint(_ warning: AssetWarning) -> String? {
        guard requestedSegments == nil, case .stretchedWedges(let source, let width, let height, _) = warning,
            PathKind(of: source, followingLinks: true) != .directory
        else { return nil }
        let count = BuiltInAsset.sheetCellCount
        let (flag, sheetWidth) = (Self.segments.spec.key, width * Double(count))
        return SharedArguments.imageCountHint(
            flag: flag, sheetWidth: sheetWidth, height: height, cutInto: count)
            ?? SharedArguments.stackedImagesHint(
                sheetWidth: sheetWidth, height: height, cutInto: count, flag: flag)
    }

    /// Whether `warning` may explain why the images were refused, and is told with that error:
    /// which files make the wheel (a misnamed file explains a folder with none), or a sheet cut
    /// unevenly into the default count; how images that were refused would be drawn is not
    /// (a 1 × 1 sheet was told it would be drawn upscaled, then refused as too narrow).
    func explainsRefusal(_ warning: AssetWarning) -> Bool {
        !warning.concernsDrawing || questionsTheCount(warning)
    }

    /// A warning from reading the images, for the user: a sheet cut unevenly into the default
    /// count says that it is the default (the sheet may hold another number of images), unless
    /// `countTold` (another warning names the count the sheet looks like). Images drawn upscaled
    /// are told, as slice refuses to write them without `--allow-upscale`, with the `--scale`
    /// that draws them at their own scale.
    private func note(_ warning: AssetWarning, countTold: Bool) -> String {
        // An image small for its scale is drawn upscaled at any scale: the library's fix says so.
        if case .upscaled(let art) = warning, takesScale, !art.isSmallInPoints {
            let own =
                ScreenScale.supported.last { Double($0) <= art.scale.doubleValue }
                ?? ScreenScale.supported.lowerBound
            return art.problem + "; give \(RenderCommand.scale.spec.key) \(own), or "
                + (art.kind == .sliceFolder
                    ? "slice a @\(art.frameScale)x sheet into \(art.path)"
                    : "give the image at @\(art.frameScale)x")
        }
        if let hint = imageCountHint(warning) { return warning.description + hint }
        guard questionsTheCount(warning), !countTold else { return warning.description }
        return warning.description
            + SharedArguments.defaultCountHint(
                flag: Self.segments.spec.key, count: BuiltInAsset.sheetCellCount)
    }

    /// The warnings from reading the images, for the user (``note(_:countTold:)``), but one line for
    /// the frames a render wrote into a folder (`render --assets art -o art`), whose every
    /// frame was told as an image of no screen name, 270 lines for one render.
    func notes(_ warnings: [AssetWarning]) -> [String] {
        let countTold = warnings.contains { imageCountHint($0) != nil }
        var notes: [String] = []
        var frames: [(folder: String, names: [String], at: Int)] = []
        for warning in warnings {
            if case .unusedImage(let folder, let name, nil, _) = warning,
                FrameFolder.frameIndex(ofFileName: name, fileExtension: FrameFolder.pngExtension) != nil
            {
                if let index = frames.firstIndex(where: { $0.folder == folder }) {
                    frames[index].names.append(name)
                } else {
                    frames.append((folder, [name], notes.count))
                    notes.append("")
                }
                continue
            }
            notes.append(note(warning, countTold: countTold))
        }
        for (folder, names, at) in frames {
            let sorted = FrameFolder.byNumber(names, fileExtension: FrameFolder.pngExtension)
            notes[at] =
                sorted.count == 1
                ? "\(folder)/\(sorted[0]) is not used: it is a frame a render wrote, not an image of the screen"
                : "\(folder) holds \(DecimalText.counted(sorted.count, "frame")) a render wrote "
                    + "(\(sorted[0]) … \(sorted[sorted.count - 1])), not images of the screen: they are not used"
        }
        return notes
    }

    /// The segment count for the built-in art: the requested one (12 by default), which the
    /// art must be able to draw.
    func builtInSegmentCount() throws(UsageError) -> Int {
        let count = requestedSegments ?? BuiltInAsset.sheetCellCount
        guard BuiltInArt.segmentRange.contains(count) else {
            let range = BuiltInArt.segmentRange
            let assets = RenderCommand.assets.spec.key
            let remedy =
                takesAssets
                ? "give \(assets) with a sheet of \(count) images"
                : "\(commandPath) shows only the built-in art; luckywheel render \(assets) takes a sheet of \(count) images"
            throw UsageError(
                "the built-in art is drawn for \(range.lowerBound) to \(range.upperBound) segments, not \(count); "
                    + remedy, commandPath: commandPath)
        }
        return count
    }

    /// Runs `body`; a `WheelError` becomes a usage error naming its flag.
    func checked<Value>(_ body: () throws(WheelError) -> Value) throws(UsageError) -> Value {
        do {
            return try body()
        } catch {
            let message = Self.flag(for: error).map { "\($0): \(error)" } ?? error.description
            throw UsageError(message, commandPath: commandPath)
        }
    }

    /// The flag behind each `WheelError` the spin options can cause: the one place the
    /// library's parameters meet the command line's names. Nil for failures no flag causes.
    static func flag(for error: WheelError) -> String? {
        switch error {
        case .segmentCountOutOfRange: return segments.spec.key
        case .segmentOutOfRange: return OneSpinArguments.target.spec.key
        case .frameRateOutOfRange: return SharedArguments.framesPerSecond.spec.key
        case .easingTurnsBackwards, .unknownEasing, .malformedCubicBezier, .controlPointOutOfRange:
            return easing.spec.key
        case .weightCountMismatch, .invalidWeight, .allWeightsZero: return weights.spec.key
        // No option makes a tally; only merging tallies made in code refuses them.
        case .tallyCountMismatch, .tallyOverflow: return nil
        case .parameterOutOfRange(let parameter, _, _), .notFinite(let parameter, _):
            switch parameter {
            case .turns: return turns.spec.key
            case .spinDuration: return duration.spec.key
            case .landingMargin: return landingMargin.spec.key
            case .spins: return SimulateCommand.spins.spec.key
            case .spinIndex: return OneSpinArguments.spin.spec.key
            case .controlPoint: return easing.spec.key
            default: return parameter.name
            }
        }
    }
}
