import WheelFair

extension FairError: CommandFailureConvertible {
    /// A value set by a flag exits 64 (`EX_USAGE`) naming the flag (``FairArguments/flag(for:)``);
    /// a seed record that cannot be used exits 65; the random source and libcrypto failing
    /// exit 74, as an I/O error.
    public var commandFailure: CommandFailure {
        switch self {
        case .invalidSeedRecord, .seedRecordMismatch:
            return CommandFailure(.dataError, "\(FairArguments.seedFile.spec.key): \(description)")
        case .randomSourceFailed, .cryptoFailed:
            return CommandFailure(.ioError, description)
        default:
            return CommandFailure(
                .usage, FairArguments.flag(for: self).map { "\($0): \(description)" } ?? description)
        }
    }
}
