import WheelPNG

extension PNGError: CommandFailureConvertible {
    /// A file that cannot be read exits 66 (`EX_NOINPUT`); every other case means the bytes
    /// are not a usable PNG, or could not be written back as one, and exits 65 (`EX_DATAERR`).
    public var commandFailure: CommandFailure {
        switch self {
        case .unreadableFile: CommandFailure(.noInput, description)
        default: CommandFailure(.dataError, description)
        }
    }
}
