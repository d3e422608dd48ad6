import WheelPNG

/// Which of a sheet's chunks its wedges carry: the one rule, used both to write the wedges
/// and to warn about (and, in `info`, list) what they leave out.
///
/// Everything the decoder kept is carried, byte for byte where it is not parsed (text, Exif,
/// time, background, unknown safe-to-copy chunks) and with its exact values where it is
/// (the ICC profile keeps its exact bytes). Left out, with a reason: what describes the
/// whole sheet or its animation, unknown chunks marked unsafe to copy, and, in wedges
/// resampled to 8-bit RGBA, what is in another pixel format than 8-bit RGB(A), the size of a
/// pixel (sCAL) and the significant bits (sBIT), which averaging changes. Of an iCCP and an
/// sRGB chunk, only the iCCP profile is carried (``keepsSRGB(_:)``). An Exif orientation that
/// turns the image is set to 1 in the wedges, which are cut as the pixels are stored
/// (``ExifOrientation``).
public enum WedgeChunks {
    /// Chunks this tool knows and carries although their type says "unsafe to copy": they
    /// stay true of a cut-out region, whose pixels are unchanged.
    static let knownCarried: Set<String> = [
        "bKGD", "tIME", "sPLT", "pCAL", "sCAL", "cICP", "mDCV", "cLLI", "cLLi",
    ]
    static let animation: Set<String> = ["acTL", "fcTL", "fdAT"]
    /// ImageMagick's caNv and vpAg give the virtual canvas a cropped image sits on (`convert
    /// -crop` without `+repage`): true of the sheet, not of a wedge, which a reader would set
    /// on the sheet's canvas at the sheet's place (`-flatten` made a wedge sheet-sized).
    static let wholeSheet: Set<String> = ["hIST", "oFFs", "sTER", "caNv", "vpAg"]
    static let pixelFormat: Set<String> = ["bKGD", "pCAL"]
    static let pixelSize: Set<String> = ["sCAL"]

    /// Why a wedge leaves out `chunk`, or nil when it carries it. `sheet`: for a wedge
    /// resampled from a sheet with this header and written as 8-bit RGBA at another scale;
    /// nil for an exact cut.
    public static func dropReason(for chunk: PNGAncillaryChunk, resampledFrom sheet: PNGHeader?)
        -> ChunkDropReason?
    {
        if animation.contains(chunk.type) { return .animation }
        if wholeSheet.contains(chunk.type) { return .describesWholeSheet }
        if let sheet {
            // bKGD and pCAL hold samples of the sheet's format; an 8-bit RGB or RGBA sheet's
            // are the resampled wedge's too.
            let samplesAlike = sheet.bitDepth == 8 && (sheet.colorType == .rgb || sheet.colorType == .rgba)
            if pixelFormat.contains(chunk.type), !samplesAlike {
                return .sheetPixelFormat(sheet.colorType, bitDepth: sheet.bitDepth)
            }
            if pixelSize.contains(chunk.type) { return .pixelSize }
        }
        if !chunk.isSafeToCopy && !knownCarried.contains(chunk.type) { return .unsafeToCopy }
        return nil
    }

    /// Whether wedges of a sheet with `metadata` carry its sRGB chunk: not beside an ICC
    /// profile, as a PNG holds one colour profile and iCCP takes precedence over sRGB (libpng
    /// reads both when iCCP comes first).
    static func keepsSRGB(_ metadata: PNGMetadata) -> Bool { metadata.iccProfile == nil }

    /// The most bytes of chunks an exact cut carries from its sheet before the slice says so
    /// (``heavyMetadata(of:sheet:)``): an ICC profile (kept apart, and worth its bytes), text
    /// of a few kilobytes and Exif are far below it; Photoshop's XMP history is not.
    public static let heavyMetadataBytes = 64 * 1024

    /// The warning for a sheet whose exact cuts each carry more than ``heavyMetadataBytes`` of
    /// its chunks (a 1 MB XMP `iTXt` in each of 36 wedges was 99 % of what a slice wrote, with
    /// no word); nil otherwise. Said by slice and info alike.
    public static func heavyMetadata(of image: PNGImage, sheet: String) -> SliceWarning? {
        let chunks = carried(image.metadata.ancillaryChunks, resampledFrom: nil)
        // Each as in the file: length, type and CRC around its data.
        let bytes = chunks.reduce(0) { $0 + $1.data.count + 12 }
        guard bytes > heavyMetadataBytes else { return nil }
        var types: [String] = []
        for chunk in chunks where !types.contains(chunk.type) { types.append(chunk.type) }
        return .heavyMetadata(sheet: sheet, bytes: bytes, types: types)
    }

    /// The metadata an exact cut of a sheet with `metadata` carries.
    static func exactCut(_ metadata: PNGMetadata) -> PNGMetadata {
        var kept = metadata
        kept.ancillaryChunks = carried(metadata.ancillaryChunks, resampledFrom: nil)
        if !keepsSRGB(metadata) { kept.sRGBIntent = nil }
        return kept
    }

    /// The chunks among `chunks` a wedge carries (``dropReason(for:resampledFrom:)``), as it
    /// carries them: an Exif orientation set to 1.
    static func carried(_ chunks: [PNGAncillaryChunk], resampledFrom sheet: PNGHeader?) -> [PNGAncillaryChunk]
    {
        chunks.filter { dropReason(for: $0, resampledFrom: sheet) == nil }.map(ExifOrientation.reset(in:))
    }

    /// What the wedges of the sheet `image` (named `sheet`) leave out: for exact cuts, and
    /// with `resampled`, for wedges resampled to other scales too (each chunk type once, one
    /// warning per reason); and the Exif orientation they do not apply.
    public static func dropped(
        from image: PNGImage, sheet: String, exactCut: Bool = true, resampled: Bool = false
    ) -> [SliceWarning] {
        let metadata = image.metadata
        var groups: [(reason: ChunkDropReason, onlyResampled: Bool, chunks: [DroppedChunk])] = []
        var seen: Set<String> = []
        func add(_ chunk: String, count: Int, _ reason: ChunkDropReason, onlyResampled: Bool) {
            guard seen.insert(chunk).inserted else { return }
            let dropped = DroppedChunk(type: chunk, count: count)
            if let group = groups.firstIndex(where: {
                $0.reason == reason && $0.onlyResampled == onlyResampled
            }) {
                groups[group].chunks.append(dropped)
            } else {
                groups.append((reason, onlyResampled, [dropped]))
            }
        }
        if metadata.sRGBIntent != nil, !keepsSRGB(metadata) {
            add("sRGB", count: 1, .profileTakesPrecedence, onlyResampled: false)
        }
        let types = metadata.ancillaryChunks.map(\.type)
        for (chunk, type) in zip(metadata.ancillaryChunks, types) {
            let count = types.filter { $0 == type }.count
            if exactCut, let reason = dropReason(for: chunk, resampledFrom: nil) {
                add(type, count: count, reason, onlyResampled: false)
            } else if resampled, let reason = dropReason(for: chunk, resampledFrom: image.header) {
                add(type, count: count, reason, onlyResampled: exactCut)
            }
        }
        if resampled, image.header.colorType.isGray, metadata.iccProfile != nil {
            add("iCCP", count: 1, .grayProfile, onlyResampled: exactCut)
        }
        if resampled, metadata.significantBits != nil {
            add("sBIT", count: 1, .significantBits, onlyResampled: exactCut)
        }
        let orientations = metadata.ancillaryChunks.compactMap(ExifOrientation.init).prefix(1).map {
            SliceWarning.exifOrientationNotApplied(sheet: sheet, orientation: $0)
        }
        return groups.map {
            .chunksDropped(
                sheet: sheet, chunks: $0.chunks, reason: $0.reason, onlyResampled: $0.onlyResampled)
        } + orientations
    }
}
