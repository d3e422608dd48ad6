import WheelPNG

extension PNGError: CommandFailureConvertible {
    /// A file that cannot be read exits 66 (`EX_NOINPUT`); every other case means the bytes
    /// are not a usable PNG, or could not be written back as one, and exits 65 (`EX_DATAERR`).
    /// An image over the pixel budget also says which flag raises it.
    public var commandFailure: CommandFailure {
        switch self {
        case .unreadableFile: CommandFailure(.noInput, description)
        case .tooLarge(_, let width, let height, let limits)
        where width <= limits.maxDimension && height <= limits.maxDimension:
            CommandFailure(.dataError, description + " The budget is set with --max-pixels.")
        default: CommandFailure(.dataError, description)
        }
    }
}
