import WheelPNG

extension PNGError: CommandFailureConvertible {
    /// A file that cannot be read (or a folder given for one) exits 66 (`EX_NOINPUT`); every other case means the bytes
    /// are not a usable PNG, or could not be written back as one, and exits 65 (`EX_DATAERR`).
    /// An image over the pixel budget says which flag raises it; one over the per-side limit,
    /// which no flag raises, says so.
    public var commandFailure: CommandFailure {
        switch self {
        case .unreadableFile, .folder: CommandFailure(.noInput, description)
        case .tooLarge(_, _, _, let limits):
            CommandFailure(
                .dataError,
                (sizeFinding ?? description)
                    + (exceedsSideLimit
                        ? " Use a smaller image: the tool reads at most \(limits.maxDimension) pixels per side, "
                            + "whatever \(SharedArguments.maxPixels.spec.key)."
                        : " Use a smaller image or raise the budget with \(SharedArguments.maxPixels.spec.key).")
            )
        default: CommandFailure(.dataError, description)
        }
    }
}
