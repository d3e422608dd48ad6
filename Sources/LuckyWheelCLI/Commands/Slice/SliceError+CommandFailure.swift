import WheelSlice

extension SliceError: CommandFailureConvertible {
    /// Asking for something impossible (a scale outside 1...3, a segment count outside
    /// 1...360, an upscale without `--allow-upscale`) exits 64 (`EX_USAGE`); sheets that do
    /// not fit the request, or cannot be written, exit 65 (`EX_DATAERR`).
    public var commandFailure: CommandFailure {
        switch self {
        case .unsupportedScale, .invalidSegmentCount, .upscaleRefused:
            CommandFailure(.usage, description)
        case .unsupportedSheetScale, .sizeNotDivisibleByScale, .sheetTooNarrow, .pressedSizeMismatch,
            .pressedScaleMismatch, .encodingFailed:
            CommandFailure(.dataError, description)
        }
    }
}
