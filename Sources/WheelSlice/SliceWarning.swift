import WheelPNG
import WheelSupport

/// Something a slice read past or left out, said so that nothing is lost silently.
public enum SliceWarning: Sendable, Hashable, CustomStringConvertible {
    /// What the decoder read past in a sheet (see `PNGWarning`).
    case sheet(PNGWarning)
    /// The chunks of `sheet` that its wedges do not carry for one reason (each type with its
    /// count, in the order the sheet has them: an animation's acTL, fcTL and fdAT together),
    /// and why. With `onlyResampled`, the exact cuts carry them and only wedges resampled to
    /// other scales leave them out.
    case chunksDropped(sheet: String, chunks: [DroppedChunk], reason: ChunkDropReason, onlyResampled: Bool)
    /// A sheet whose name holds `mark`, meant as a scale perhaps, that is no scale suffix
    /// (``SliceScale/unreadScaleMark(inFileName:)``): the sheet is read as 1x.
    case unreadScaleMark(sheet: String, mark: String)
    /// A sheet whose name's suffix says `named` and whose folder (`folder`, an Android density
    /// or Flutter variant folder) says `folderScale`, another (`drawable-xxhdpi/s@2x.png`):
    /// read as `named`, the name coming first (``SliceScale/pathScale(of:)``).
    case scaleNameAndFolderDisagree(sheet: String, named: SliceScale, folder: String, folderScale: SliceScale)
    /// A sheet, one of several drawn for one wheel's scales, whose name without its scale is
    /// not the wheel's (`APressed@2x.png` given with `A.png`): perhaps a wrong file, sliced as
    /// its `scale` all the same. `expected` is the path it would have as that scale of
    /// `reference` (`A@2x.png`).
    case sheetNotNamedAsScale(sheet: String, reference: String, expected: String, scale: SliceScale)
    /// A sheet whose path says a scale no screen uses (`s@0.5x.png`, a folder `0.75x`), which
    /// `slice` refuses and a look at the file (`info`) reads all the same: told in the refusal's
    /// own words (``SliceError/unsupportedSheetScale(sheet:scale:)``).
    case unsupportedScale(sheet: String, scale: SliceScale)
    /// A sheet whose Exif asks viewers to turn or mirror it (``ExifOrientation``): its pixels
    /// are cut as stored, and its wedges' Exif says orientation 1, so that no viewer turns them.
    case exifOrientationNotApplied(sheet: String, orientation: ExifOrientation)
    /// A sheet whose chunks of the `types` given, `bytes` in all, each of its exact cuts
    /// carries (``WedgeChunks/heavyMetadata(of:sheet:)``).
    case heavyMetadata(sheet: String, bytes: Int, types: [String])

    /// The sheets among `sheets`, in the order given, whose names without their scales
    /// (``SliceScale/unscaledFileName(ofPath:)``) are not the wheel's: the one most of them
    /// share, the first sheet's on a tie. Designers name files freely, so this is a warning,
    /// never a refusal; none for one sheet.
    public static func misnamedSheets(_ sheets: [SheetGeometry]) -> [SliceWarning] {
        let names = sheets.map { SliceScale.unscaledFileName(ofPath: $0.name) }
        let counts = names.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        // `max(by:)` keeps the first of equal counts.
        guard let wheel = names.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }),
            let reference = sheets.first(where: { SliceScale.unscaledFileName(ofPath: $0.name) == wheel })
        else { return [] }
        return zip(sheets, names).compactMap { sheet, name in
            guard name != wheel else { return nil }
            return .sheetNotNamedAsScale(
                sheet: sheet.name, reference: reference.name,
                expected: sheet.scale.path(ofUnscaledName: wheel, besidePath: sheet.name), scale: sheet.scale)
        }
    }

    /// ``scaleNameAndFolderDisagree(sheet:named:folder:folderScale:)`` for the sheet at `path`
    /// when its name and folder say different scales; nil otherwise.
    public static func scaleDisagreement(ofPath path: String) -> SliceWarning? {
        guard let named = SliceScale.suffixScale(inFileName: path),
            let folderScale = SliceScale.folderScale(ofPath: path), folderScale != named
        else { return nil }
        let parts = path.split(separator: "/")
        return .scaleNameAndFolderDisagree(
            sheet: path, named: named, folder: String(parts[parts.count - 2]), folderScale: folderScale)
    }

    /// One sentence naming the file and the chunk.
    public var description: String {
        switch self {
        case .sheet(let warning):
            return warning.description
        case .chunksDropped(let sheet, let chunks, let reason, let onlyResampled):
            let which = onlyResampled ? "the resampled wedges" : "the wedges"
            // `its 'oFFs' chunk`, `its 2 'fcTL' chunks`, `its 1 'acTL', 2 'fcTL' and 1 'fdAT' chunks`.
            let total = chunks.reduce(0) { $0 + $1.count }
            let counted = ListText.joined(chunks.map { "\($0.count) '\($0.type)'" }, "and")
            let named = chunks.count == 1 && total == 1 ? "'\(chunks[0].type)' chunk" : "\(counted) chunks"
            return
                "\(sheet): \(which) leave out its \(named): \(reason.clause(count: total))"
        case .unreadScaleMark(let sheet, let mark):
            // `@0x` ends the name as a suffix does: its number is what is wrong.
            let digits = mark.dropFirst().dropLast()
            let zero = (mark.hasSuffix("x") || mark.hasSuffix("X")) && DecimalNumber.value(digits) == 0
            let rule =
                zero
                ? "a scale is at least 1, as in name@1x.png or name@2x.png"
                : "a scale suffix ends the name, as in name@2x.png or name@1.5x.png"
            return "\(sheet): '\(mark)' is not a scale suffix, so the sheet is read as @1x; \(rule)"
        case .scaleNameAndFolderDisagree(let sheet, let named, let folder, let folderScale):
            return
                "\(sheet): its name says @\(named.key) and its folder \(folder) @\(folderScale.key); read as "
                + "@\(named.key), the name's"
        case .sheetNotNamedAsScale(let sheet, let reference, let expected, let scale):
            return
                "\(sheet) is not named as a scale of \(reference) (\(expected)); slicing it as its @\(scale.key)"
        case .unsupportedScale(let sheet, let scale):
            return "slice refuses it: "
                + SliceError.unsupportedSheetScale(sheet: sheet, scale: scale).description
        case .exifOrientationNotApplied(let sheet, let orientation):
            return "\(sheet): its Exif orientation \(orientation.value) (\(orientation), as viewers show it) "
                + "is not applied: the wedges are cut from the pixels as stored, and their Exif says "
                + "orientation 1, so that no viewer turns them; turn the sheet's pixels first if it is "
                + "drawn to be seen turned"
        case .heavyMetadata(let sheet, let bytes, let types):
            let named = ListText.joined(types.map { "'\($0)'" }, "and")
            return
                "\(sheet): each wedge cut from it carries a copy of its \(DecimalText.grouped(bytes)) bytes of "
                + "\(named) chunks (text and metadata, such as an editor's XMP history); strip them from the "
                + "sheet before slicing to leave them out"
        }
    }
}

/// A chunk type a sheet's wedges leave out, and how many of it the sheet has.
public struct DroppedChunk: Sendable, Hashable {
    /// The chunk type, such as `fcTL`.
    public let type: String
    /// How many chunks of the type the sheet has.
    public let count: Int

    /// `count` chunks of type `type`.
    public init(type: String, count: Int) {
        self.type = type
        self.count = count
    }
}
