import WheelPNG
import WheelSupport

/// Cuts sprite sheets into wedge images: the exact, format-preserving cut at the sheet's
/// scale, and area-resampled 8-bit RGBA copies for other scales (a 16-bit sheet averaged on
/// its own samples, rounded once). Wedges are encoded on all
/// cores; each file's bytes depend only on the sheet and the options, never on the number of
/// threads or the order in which they finish.
public enum WheelSlicer {
    /// Plans and carries out a slice of `sheet` (and its `pressed` twin).
    public static func slice(
        _ sheet: SpriteSheet, pressed: SpriteSheet? = nil, options: SliceOptions = SliceOptions()
    ) throws(SliceError) -> SliceResult {
        let plan = try SlicePlan(sheet: sheet.geometry, pressed: pressed?.geometry, options: options)
        return try render(plan, sheet: sheet, pressed: pressed)
    }

    /// Plans and carries out a slice of sheets drawn for several scales, and of their pressed
    /// twins (``SlicePlan/init(sheets:pressed:options:)``).
    public static func slice(
        _ sheets: [SpriteSheet], pressed: [SpriteSheet] = [], options: SliceOptions = SliceOptions()
    ) throws(SliceError) -> SliceResult {
        let plan = try SlicePlan(
            sheets: sheets.map(\.geometry), pressed: pressed.map(\.geometry), options: options)
        return try render(plan, sheets: sheets, pressed: pressed)
    }

    /// Carries out `plan` on the sheets it was made from.
    /// Throws `sheetNotPlanned` naming both when a sheet (or the pressed one, or its absence)
    /// is not the one the plan was made from, and `encodingFailed` naming the first file, in
    /// plan order, that libpng could not write.
    public static func render(_ plan: SlicePlan, sheet: SpriteSheet, pressed: SpriteSheet? = nil)
        throws(SliceError) -> SliceResult
    {
        try render(plan, sheets: [sheet], pressed: pressed.map { [$0] } ?? [])
    }

    /// Carries out `plan` on the sheets and pressed sheets it was made from, each in any order
    /// (the plan's ``SlicePlan/sheets`` and ``SlicePlan/pressedSheets``), calling `progress` on
    /// the encoding thread as each of the plan's files is encoded (or fails to be), for a bar:
    /// a large sheet at the best compression takes minutes.
    /// Throws `sheetNotPlanned` naming the first planned sheet not given (or the sheet given
    /// in its place; sheets before pressed sheets), and `encodingFailed` as
    /// ``render(_:sheet:pressed:)`` does.
    public static func render(
        _ plan: SlicePlan, sheets given: [SpriteSheet], pressed givenPressed: [SpriteSheet] = [],
        progress: (@Sendable () -> Void)? = nil
    )
        throws(SliceError) -> SliceResult
    {
        let sheets = try planned(given, as: plan.sheets)
        let pressed = try planned(givenPressed, as: plan.pressedSheets)
        // Each sheet is decoded to RGBA, and its chunks sorted, only for the files made from
        // it; a pressed twin gives the same files as its sheet.
        var warnings: [SliceWarning] = []
        func source(_ sheet: SpriteSheet) -> Source {
            let made = plan.wedgeFiles.filter { !$0.isPressed && $0.sheetScale == sheet.geometry.scale }
            let exactCut = made.contains { $0.method == .exactCut }
            let resampled = made.contains { $0.method != .exactCut }
            warnings +=
                sheet.warnings.map(SliceWarning.sheet)
                + WedgeChunks.dropped(
                    from: sheet.image, sheet: sheet.geometry.name, exactCut: exactCut, resampled: resampled)
                + (WedgeChunks.heavyMetadata(of: sheet.image, sheet: sheet.geometry.name).map { [$0] } ?? [])
            return Source(
                sheet: sheet, samples: resampled ? ResampleSource(convertingValidated: sheet.image) : nil,
                exact: WedgeChunks.exactCut(sheet.image.metadata))
        }
        func byScale(_ sheets: [SpriteSheet]) -> [SliceScale: Source] {
            var sources: [SliceScale: Source] = [:]
            for sheet in sheets { sources[sheet.geometry.scale] = source(sheet) }
            return sources
        }
        let sources = Sources(sheets: byScale(sheets), pressed: byScale(pressed))
        let files = plan.wedgeFiles
        let outcomes = Locked([Result<[UInt8], PNGError>?](repeating: nil, count: files.count))
        ParallelFor.forEach(files.count, threadCount: plan.options.threadCount) { index in
            let outcome = Result { () throws(PNGError) in
                try encode(files[index], plan: plan, sources: sources)
            }
            outcomes.withLock { $0[index] = outcome }
            progress?()
        }
        var wedges: [EncodedWedge] = []
        wedges.reserveCapacity(files.count)
        for (file, outcome) in zip(files, outcomes.withLock { $0 }) {
            switch outcome {
            case .success(let bytes): wedges.append(EncodedWedge(file: file, bytes: bytes))
            case .failure(let error): throw .encodingFailed(file: file.path, reason: error)
            case nil: preconditionFailure("wedge \(file.path) was never encoded")
            }
        }
        return SliceResult(plan: plan, wedges: wedges, warnings: warnings)
    }

    /// A decoded input every encoding thread reads.
    private struct Source: Sendable {
        let sheet: SpriteSheet
        /// The sheet's samples as RGBA (16-bit for a 16-bit sheet), when a file is resampled from it.
        let samples: ResampleSource?
        /// The metadata of exact cuts: the sheet's, less what a wedge leaves out.
        let exact: PNGMetadata
    }

    /// The decoded inputs: the sheets and the pressed twins, by scale.
    private struct Sources: Sendable {
        let sheets: [SliceScale: Source]
        let pressed: [SliceScale: Source]
    }

    /// `given` ascending by scale, when its geometries are `planned` (ascending); else throws
    /// `sheetNotPlanned` naming the first planned sheet not given, or the sheet given in its place.
    private static func planned(_ given: [SpriteSheet], as planned: [SheetGeometry]) throws(SliceError)
        -> [SpriteSheet]
    {
        let sheets = given.sorted { $0.geometry.scale < $1.geometry.scale }
        for index in 0..<max(sheets.count, planned.count) {
            let plannedSheet = index < planned.count ? planned[index] : nil
            let sheet = index < sheets.count ? sheets[index].geometry : nil
            guard sheet == plannedSheet else { throw .sheetNotPlanned(planned: plannedSheet, given: sheet) }
        }
        return sheets
    }

    private static func encode(_ file: WedgeFile, plan: SlicePlan, sources: Sources) throws(PNGError)
        -> [UInt8]
    {
        guard let source = (file.isPressed ? sources.pressed : sources.sheets)[file.sheetScale] else {
            preconditionFailure("a wedge without the sheet it is made from")
        }
        let sheet = source.sheet
        let scale = file.sheetScale
        if file.method == .exactCut {
            // The plan checked its scales against the sheet: the sheet is pixels at this one.
            let columns = plan.partition.pixelRange(of: file.index, validatedScale: scale)
            var image = sheet.image
            image.metadata = source.exact
            return try smallest(plan.options.compression, header: image.header) { encoder throws(PNGError) in
                try ExactCut.encode(image, columns: columns, encoder: encoder)
            }
        }
        guard let samples = source.samples else {
            preconditionFailure("resampling without the sheet as RGBA")
        }
        let resampled = AreaResampler.resample(
            validated: samples, pointColumns: plan.partition.pointRange(ofValidated: file.index),
            pointRows: 0..<plan.sheet.heightInPoints, from: scale, to: file.scale)
        let image = PNGImage(
            validatedHeader: .rgba8(width: resampled.width, height: resampled.height),
            rows: resampled.pixels,
            metadata: sheet.image.metadata.resampled(
                from: sheet.image.header, sourceScale: scale, targetScale: file.scale))
        return try smallest(plan.options.compression, header: image.header) { encoder throws(PNGError) in
            try encoder.encode(image)
        }
    }

    /// The smallest encoding among the candidates of `compression` for `header`, and its
    /// follow-up when their sizes call for one; the earlier wins a tie.
    private static func smallest(
        _ compression: SliceCompression, header: PNGHeader,
        _ encode: (PNGEncoder) throws(PNGError) -> [UInt8]
    ) throws(PNGError) -> [UInt8] {
        var best: [UInt8]?
        var sizes: [Int] = []
        func consider(_ options: PNGEncodingOptions) throws(PNGError) {
            let bytes = try encode(PNGEncoder(options: options))
            sizes.append(bytes.count)
            if best.map({ bytes.count < $0.count }) ?? true { best = bytes }
        }
        for options in compression.candidates(for: header) { try consider(options) }
        if let followUp = compression.followUp(for: header, candidateSizes: sizes) { try consider(followUp) }
        guard let best else { preconditionFailure("a compression setting without candidates") }
        return best
    }
}
