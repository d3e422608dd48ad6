import WheelPNG
import WheelSupport

/// Why a sheet cannot be sliced as asked. Each case carries the facts and its description
/// says what to do.
public enum SliceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scale is not one this tool writes (``SliceScale/supported``).
    case unsupportedScale(SliceScale)
    /// The sheet's `@Nx` name (or the scale given for it) is a scale this tool does not know.
    case unsupportedSheetScale(sheet: String, scale: SliceScale)
    /// The sheet has no pixels: a width or height below 1 (a `PNGImage` made in code; a file
    /// with one is refused when it is read).
    case emptySheet(sheet: String, width: Int, height: Int)
    /// The sheet's image does not hold the rows its header lays out, or its header has a
    /// problem (a `PNGImage` whose `header` or `rows` changed after it was made): `reason` is
    /// ``PNGImage/problem``, with the values.
    case invalidImage(sheet: String, reason: String)
    /// The pixel size is not a whole number of points at the sheet's scale.
    case sizeNotDivisibleByScale(sheet: String, width: Int, height: Int, scale: SliceScale)
    /// The segment count is outside ``SlicePartition/segmentRange`` (a wheel's, 2 to 360).
    case invalidSegmentCount(Int)
    /// The sheet is narrower in points than the number of segments.
    case sheetTooNarrow(sheet: String, widthInPoints: Int, segments: Int)
    /// The pressed sheet's pixel size differs from the sheet's.
    case pressedSizeMismatch(
        sheet: String, width: Int, height: Int, pressed: String, pressedWidth: Int, pressedHeight: Int)
    /// The pressed sheet's scale differs from the sheet's; of several, no sheet is of its scale,
    /// and `sheet` is one left without a pressed sheet of its own.
    case pressedScaleMismatch(sheet: String, scale: SliceScale, pressed: String, pressedScale: SliceScale)
    /// Pressed sheets were given, but not one for each sheet.
    case pressedCountMismatch(sheets: Int, pressed: Int)
    /// Two pressed sheets are drawn for the same scale (named in the order given).
    case duplicatePressedScale(first: String, second: String, scale: SliceScale)
    /// A requested output scale is above the sheet's and upscaling was not allowed.
    case upscaleRefused(sheet: String, sheetScale: SliceScale, requested: SliceScale)
    /// The layout has no place for a requested scale (an asset catalog has no 1.5x slot).
    case layoutCannotHold(layout: SliceLayout, scale: SliceScale)
    /// The layout writes a page that assembles the wheel, and the options give no
    /// ``WedgePlacement`` for it.
    case placementMissing(layout: SliceLayout)
    /// An empty list of scales was given (nil is the layout's default).
    case noScales
    /// A slice of several sheets was given none.
    case noSheets
    /// Two sheets are drawn for the same scale (named in the order given).
    case duplicateSheetScale(first: String, second: String, scale: SliceScale)
    /// Sheets of one wheel differ in size in points: `other` is not the size of `sheet`, the
    /// sheet of the lowest scale.
    case sheetPointSizeMismatch(sheet: SheetGeometry, other: SheetGeometry)
    /// Of several sheets, one gives none of the scales written: its own is not among them, and
    /// a sheet nearer above each lower one gives that.
    case sheetUnused(sheet: String, scale: SliceScale, scales: [SliceScale])
    /// A region of an image to resample, in points at `scale`, reaches past the image's
    /// `width × height` pixels (or starts before it).
    case regionOutsideImage(columns: Range<Int>, rows: Range<Int>, width: Int, height: Int, scale: SliceScale)
    /// An image to resample whole is `width × height` pixels, no whole number of points at
    /// `scale`.
    case imageNotWholePoints(width: Int, height: Int, scale: SliceScale)
    /// A point edge below 0, or with more than `Int.max` pixels at `scale` (past
    /// ``SliceScale/maximumPoints``).
    case pointsOutOfRange(points: Int, scale: SliceScale)
    /// A wedge `index` of a partition into `segments` wedges, which has wedges 0 to
    /// `segments - 1` only.
    case wedgeIndexOutOfRange(index: Int, segments: Int)
    /// A plan was carried out on a sheet (or pressed sheet, or none) other than the one it was
    /// made from; nil stands for no pressed sheet.
    case sheetNotPlanned(planned: SheetGeometry?, given: SheetGeometry?)
    /// libpng could not write a wedge file (`file` is its path in the output folder).
    case encodingFailed(file: String, reason: PNGError)
    /// A wedge of `scale`, upscaled from `sheet`, would be `width` × `height` pixels: over the
    /// budget images are held to (``SliceOptions/limits``), or a side libpng cannot write.
    case wedgeTooLarge(sheet: String, scale: SliceScale, width: Int, height: Int, limits: PNGLimits)

    /// What is wrong, naming the sheet, without a fix: the command line adds its own, naming
    /// its flags.
    public var problem: String {
        switch self {
        case .unsupportedScale(let scale):
            return "scale \(scale) is not a screen scale"
        case .unsupportedSheetScale(let sheet, let scale):
            return "\(sheet) is @\(scale)x, but screens use \(SliceScale.supportedText)"
        case .emptySheet(let sheet, let width, let height):
            return "\(sheet) is \(width) × \(height) pixels, and a sheet has at least one row and column"
        case .invalidImage(let sheet, let reason):
            return "\(sheet): \(reason)"
        case .sizeNotDivisibleByScale(let sheet, let width, let height, let scale):
            return "\(sheet): \(width) × \(height) pixels is not a whole number of points at @\(scale)x"
                + (scale.unevenSides(width: width, height: height).map { " (\($0))" } ?? "")
        case .invalidSegmentCount(let count):
            return "a sheet is cut into \(RangeText.span(SlicePartition.segmentRange)) wedges, not \(count)"
        case .sheetTooNarrow(let sheet, let width, let segments):
            return "\(sheet) is \(width) pt wide, narrower than \(segments) segments of at least 1 pt"
        case .pressedSizeMismatch(
            let sheet, let width, let height, let pressed, let pressedWidth, let pressedHeight):
            return
                "\(pressed) is \(pressedWidth) × \(pressedHeight) pixels but \(sheet) is \(width) × \(height)"
        case .pressedScaleMismatch(let sheet, let scale, let pressed, let pressedScale):
            return "\(pressed) is @\(pressedScale)x but \(sheet) is @\(scale)x"
        case .pressedCountMismatch(let sheets, let pressed):
            return
                "\(DecimalText.counted(sheets, "sheet")) and \(DecimalText.counted(pressed, "pressed sheet")) "
                + "were given, and each sheet has one pressed sheet of its scale"
        case .duplicatePressedScale(let first, let second, let scale):
            return
                "pressed sheets \(first) and \(second) are both @\(scale)x, and each sheet has one pressed sheet"
        case .upscaleRefused(let sheet, let sheetScale, let requested):
            return "\(sheet) is @\(sheetScale)x, so @\(requested)x would be upscaled and blurry"
        case .layoutCannotHold(let layout, let scale):
            return "the \(layout.rawValue) layout has no place for @\(scale)x; it holds "
                + ListText.joined(layout.scales.map { "@\($0)x" }, "and")
        case .placementMissing(let layout):
            return "the \(layout.rawValue) layout's page needs to know where the wedges sit on the wheel"
        case .noScales:
            return "the list of scales to write is empty"
        case .noSheets:
            return "no sheet was given to slice"
        case .duplicateSheetScale(let first, let second, let scale):
            return "\(first) and \(second) are both @\(scale)x, and each scale comes from one sheet"
        case .sheetPointSizeMismatch(let sheet, let other):
            func size(_ geometry: SheetGeometry) -> String {
                "\(geometry.widthInPoints) × \(geometry.heightInPoints) pt (\(geometry.width) × \(geometry.height) "
                    + "pixels at @\(geometry.scale)x)"
            }
            return
                "\(other.name) is \(size(other)) but \(sheet.name) is \(size(sheet)); the sheets of one wheel "
                + "are the same size in points"
        case .sheetUnused(let sheet, let scale, let scales):
            return "\(sheet) is @\(scale)x, and none of the scales written ("
                + ListText.joined(scales.map { "@\($0)x" }, "and") + ") comes from it"
        case .regionOutsideImage(let columns, let rows, let width, let height, let scale):
            func points(_ range: Range<Int>) -> String {
                RangeText.span(String(range.lowerBound), String(range.upperBound), upperIncluded: false)
            }
            return "the region of columns \(points(columns)) and rows \(points(rows)) pt is not inside a "
                + "\(width) × \(height) pixel image at @\(scale)x"
        case .imageNotWholePoints(let width, let height, let scale):
            return "a \(width) × \(height) pixel image is not a whole number of points at @\(scale)x"
                + (scale.unevenSides(width: width, height: height).map { " (\($0))" } ?? "")
        case .pointsOutOfRange(let points, let scale):
            return "\(points) pt has no pixel count at @\(scale)x"
        case .wedgeIndexOutOfRange(let index, let segments):
            return "a sheet cut into \(segments) wedges has no wedge \(index)"
        case .wedgeTooLarge(let sheet, let scale, let width, let height, let limits):
            let over =
                !limits.admitsSides(width: width, height: height)
                ? "over the limit of \(DecimalText.grouped(limits.maxDimension)) pixels per side"
                : "over the budget of \(DecimalText.grouped(limits.maxPixels)) pixels an image is held to"
            return "\(sheet) upscaled to @\(scale)x gives wedges of \(DecimalText.grouped(width)) × "
                + "\(DecimalText.grouped(height)) pixels (\(DecimalText.grouped(width * height)) pixels), \(over)"
        case .sheetNotPlanned(let planned, let given):
            func sheet(_ geometry: SheetGeometry?) -> String {
                geometry.map { "\($0.name) (\($0.width) × \($0.height) pixels at @\($0.scale)x)" }
                    ?? "no sheet"
            }
            return "the plan was made for \(sheet(planned)), but \(sheet(given)) was given"
        case .encodingFailed(let file, let reason):
            return "cannot write \(file): \(reason)"
        }
    }

    /// A sentence naming the sheet, the problem and the fix, in the library's terms.
    public var description: String {
        switch self {
        case .unsupportedScale:
            return problem + "; use " + ListText.joined(SliceScale.supported.map(\.description), "or")
        case .unsupportedSheetScale: return problem + "; rename the file or give its scale explicitly"
        case .emptySheet: return problem
        case .invalidImage: return problem + "; change an image's header and rows together"
        case .sizeNotDivisibleByScale: return problem + "; check the file's @Nx suffix or the scale given"
        case .invalidSegmentCount:
            return problem + "; choose a count \(RangeText.between(SlicePartition.segmentRange))"
        case .sheetTooNarrow: return problem + "; check the segment count and the scale"
        case .pressedSizeMismatch: return problem + "; the pressed sheet must be the same size"
        case .pressedScaleMismatch: return problem + "; the pressed sheet must have the same scale"
        case .pressedCountMismatch: return problem + "; give one pressed sheet for each sheet, or none"
        case .duplicatePressedScale: return problem + "; leave one out, or check the files' @Nx suffixes"
        case .upscaleRefused(_, _, let requested):
            return problem + "; pass a @\(requested)x sheet, leave out scale \(requested), or allow upscaling"
        case .layoutCannotHold(_, let scale):
            return problem + "; leave out scale \(scale) or choose another layout"
        case .placementMissing: return problem + "; give the options a wedge placement (ButtonLayout's)"
        case .noScales: return problem + "; give at least one scale, or nil for the layout's default"
        case .noSheets: return problem + "; give at least one sheet"
        case .duplicateSheetScale: return problem + "; leave one out, or check the files' @Nx suffixes"
        case .sheetPointSizeMismatch: return problem + "; check the files' @Nx suffixes"
        case .sheetUnused(_, let scale, _):
            return problem + "; add scale \(scale) to the scales written, or leave the sheet out"
        case .regionOutsideImage: return problem + "; give a region within the image's points"
        case .imageNotWholePoints: return problem + "; give the scale the image is drawn at"
        case .pointsOutOfRange(_, let scale):
            return problem + "; give a length \(RangeText.between(0...scale.maximumPoints)) pt"
        case .wedgeIndexOutOfRange(_, let segments):
            return problem + "; give an index \(RangeText.between(0...segments - 1))"
        case .sheetNotPlanned: return problem + "; render a plan with the sheets it was made from"
        case .wedgeTooLarge: return problem + "; upscale to a lower scale, or give a sheet of that scale"
        case .encodingFailed: return problem
        }
    }
}
