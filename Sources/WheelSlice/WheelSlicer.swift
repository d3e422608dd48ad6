import WheelPNG
import WheelSupport

/// Cuts sprite sheets into wedge images: the exact, format-preserving cut at the sheet's
/// scale, and area-resampled 8-bit RGBA copies for other scales. Wedges are encoded on all
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

    /// Carries out `plan` on the sheets it was made from.
    /// Throws `sheetNotPlanned` naming both when a sheet (or the pressed one, or its absence)
    /// is not the one the plan was made from, and `encodingFailed` naming the first file, in
    /// plan order, that libpng could not write.
    public static func render(_ plan: SlicePlan, sheet: SpriteSheet, pressed: SpriteSheet? = nil)
        throws(SliceError) -> SliceResult
    {
        guard sheet.geometry == plan.sheet else {
            throw .sheetNotPlanned(planned: plan.sheet, given: sheet.geometry)
        }
        guard pressed?.geometry == plan.pressed else {
            throw .sheetNotPlanned(planned: plan.pressed, given: pressed?.geometry)
        }
        let needsRGBA = plan.wedgeFiles.contains { $0.method != .exactCut }
        let needsExact = plan.wedgeFiles.contains { $0.method == .exactCut }
        let sources = Sources(
            sheet: sheet, pressed: pressed,
            sheetRGBA: needsRGBA ? RGBAImage(converting: sheet.image) : nil,
            pressedRGBA: needsRGBA ? pressed.map { RGBAImage(converting: $0.image) } : nil,
            sheetExact: WedgeChunks.exactCut(sheet.image.metadata),
            pressedExact: pressed.map { WedgeChunks.exactCut($0.image.metadata) })
        let warnings = [sheet, pressed].compactMap { $0 }.flatMap { source in
            source.warnings.map(SliceWarning.sheet)
                + WedgeChunks.dropped(
                    from: source.image, sheet: source.geometry.name, exactCut: needsExact,
                    resampled: needsRGBA)
        }
        let files = plan.wedgeFiles
        let outcomes = Locked([Result<[UInt8], PNGError>?](repeating: nil, count: files.count))
        ParallelFor.forEach(files.count, threadCount: plan.options.threadCount) { index in
            let outcome = Result { () throws(PNGError) in
                try encode(files[index], plan: plan, sources: sources)
            }
            outcomes.withLock { $0[index] = outcome }
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

    /// The decoded inputs every encoding thread reads.
    private struct Sources: Sendable {
        let sheet: SpriteSheet
        let pressed: SpriteSheet?
        let sheetRGBA: RGBAImage?
        let pressedRGBA: RGBAImage?
        /// The metadata of exact cuts: the sheet's, less what a wedge leaves out.
        let sheetExact: PNGMetadata
        let pressedExact: PNGMetadata?
    }

    private static func encode(_ file: WedgeFile, plan: SlicePlan, sources: Sources) throws(PNGError)
        -> [UInt8]
    {
        let optional = file.isPressed ? sources.pressed : sources.sheet
        guard let sheet = optional else { preconditionFailure("a pressed wedge without a pressed sheet") }
        let scale = plan.sheet.scale
        if file.method == .exactCut {
            let columns = plan.partition.pixelRange(of: file.index, scale: scale)
            var image = sheet.image
            image.metadata = (file.isPressed ? sources.pressedExact : sources.sheetExact) ?? image.metadata
            return try smallest(plan.options.compression, header: image.header) { encoder throws(PNGError) in
                try ExactCut.encode(image, columns: columns, encoder: encoder)
            }
        }
        guard let rgba = file.isPressed ? sources.pressedRGBA : sources.sheetRGBA else {
            preconditionFailure("resampling without the sheet as RGBA")
        }
        let resampled = AreaResampler.resample(
            validated: rgba, pointColumns: plan.partition.pointRange(of: file.index),
            pointRows: 0..<plan.sheet.heightInPoints, from: scale, to: file.scale)
        let image = PNGImage(
            validatedHeader: PNGHeader(
                width: resampled.width, height: resampled.height, bitDepth: 8, colorType: .rgba),
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
