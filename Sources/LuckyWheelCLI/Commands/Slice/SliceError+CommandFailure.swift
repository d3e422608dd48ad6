import WheelSlice
import WheelSupport

extension SliceError: CommandFailureConvertible {
    /// The library's problem with the command line's fix, naming `slice`'s flags: the one place
    /// slicing errors meet flag names. Asking for something impossible (an unsupported scale,
    /// a segment count out of range, an upscale without `--allow-upscale`) exits 64
    /// (`EX_USAGE`); sheets that do not fit the request, or cannot be written, exit 65.
    public var commandFailure: CommandFailure { commandFailure(scalesGiven: true) }

    /// The failure, worded for a command line with or without `--scales`, and with the
    /// `sheets` given: without `--scales` the scale a layout cannot hold is a sheet's own, the
    /// default, and the fix is to give a list (or, of several sheets, to leave that one out),
    /// not to leave a scale out of one.
    func commandFailure(scalesGiven: Bool, sheets: [SheetGeometry] = []) -> CommandFailure {
        switch self {
        case .unsupportedScale:
            return CommandFailure(.usage, description)
        case .noScales:
            return CommandFailure(
                .usage, problem + "; give \(SliceCommand.scales.spec.key) at least one scale")
        case .invalidSegmentCount:
            return CommandFailure(.usage, problem + "; check \(SliceCommand.segments.spec.key)")
        case .upscaleRefused(_, _, let requested):
            return CommandFailure(
                .usage,
                problem
                    + "; pass a @\(requested)x sheet, drop \(requested) from \(SliceCommand.scales.spec.key), "
                    + "or add \(SliceCommand.allowUpscale.spec.key)")
        case .layoutCannotHold(let layout, let scale):
            let scales = SliceCommand.scales.spec.key
            let below = layout.scales.filter { $0 < scale }.map(\.description).joined(separator: ",")
            let sheet = sheets.count > 1 ? sheets.first { $0.scale == scale } : nil
            // Leaving the sheet out may leave one scale of three; the layout's scales can be
            // made from the sheets instead (a @4x sheet gives @2x and @3x).
            let layoutScales = layout.scales.map(\.description).joined(separator: ",")
            let fix =
                scalesGiven
                ? "leave \(scale) out of \(scales)"
                : sheet.map {
                    "leave out \($0.name), give \(scales) \(layoutScales) to make the layout's scales from the sheets,"
                }
                    ?? "the sheet is @\(scale)x, so give \(scales)"
                    + (below.isEmpty ? "" : " (such as \(scales) \(below))")
            return CommandFailure(
                .usage,
                "\(SliceCommand.layout.spec.key) \(layout.rawValue) has no place for @\(scale)x (it holds "
                    + ListText.joined(layout.scales.map { "@\($0)x" }, "and") + "); \(fix) or choose another "
                    + SliceCommand.layout.spec.key)
        case .wedgeTooLarge(_, let scale, let width, let height, let limits):
            let sideOver = !limits.admitsSides(width: width, height: height)
            return CommandFailure(
                .dataError,
                problem + "; drop \(scale) from \(SliceCommand.scales.spec.key) or give a @\(scale)x sheet"
                    + (sideOver ? "" : ", or raise the budget with \(SharedArguments.maxPixels.spec.key)"))
        case .placementMissing, .emptySheet, .invalidImage, .regionOutsideImage, .imageNotWholePoints,
            .pointsOutOfRange,
            .wedgeIndexOutOfRange, .sheetNotPlanned:
            return CommandFailure(.dataError, description)
        case .noSheets:
            return CommandFailure(.usage, problem + "; give at least one \(SliceCommand.sheets.spec.key)")
        case .duplicateSheetScale:
            return CommandFailure(
                .usage, problem + "; give one sheet per scale, or check the files' @Nx suffixes")
        case .pressedCountMismatch(let sheets, let pressed):
            let flag = SliceCommand.pressed.spec.key
            return CommandFailure(
                .usage,
                "\(DecimalText.counted(sheets, "sheet")) and \(pressed) \(flag) were given, and each sheet has one "
                    + "pressed sheet of its scale; give one \(flag) for each \(SliceCommand.sheets.spec.key), each "
                    + "\(flag) before its own file, or none"
            )
        case .duplicatePressedScale(let first, let second, let scale):
            let flag = SliceCommand.pressed.spec.key
            return CommandFailure(
                .usage,
                "\(flag) \(first) and \(second) are both @\(scale)x, and each sheet has one pressed sheet; give one "
                    + "\(flag) of each sheet's scale, or check the files' @Nx suffixes")
        case .sheetUnused(_, let scale, _):
            return CommandFailure(
                .usage, problem + "; add \(scale) to \(SliceCommand.scales.spec.key), or leave the sheet out")
        case .sheetPointSizeMismatch:
            return CommandFailure(
                .dataError, problem + "; check the files' @Nx suffixes, or give the sheets of one wheel")
        case .unsupportedSheetScale:
            return CommandFailure(
                .dataError, problem + "; rename the file or pass \(SliceCommand.scale.spec.key)")
        case .sizeNotDivisibleByScale:
            return CommandFailure(
                .dataError,
                problem + "; check the file's @Nx suffix or pass the right \(SliceCommand.scale.spec.key)")
        case .sheetTooNarrow:
            return CommandFailure(
                .dataError,
                problem + "; check \(SliceCommand.segments.spec.key) and \(SliceCommand.scale.spec.key)")
        case .pressedSizeMismatch, .pressedScaleMismatch, .encodingFailed:
            return CommandFailure(.dataError, description)
        }
    }
}
