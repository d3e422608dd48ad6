/// The process exit statuses of `luckywheel`: 0 and 1 as `cmp` and `diff` use them (done;
/// checked and found different), the errors from BSD's `sysexits.h`.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Everything asked for was done.
    case success = 0
    /// The command ran and a check it makes failed: `fair verify` found that the server seed
    /// does not match the commitment, or the spin does not give the segment; `simulate` (or
    /// `simulate merge`) counted a spin that stopped on a segment other than the one drawn, a
    /// fault of the model, never chance. Not an error of the command line.
    case checkFailed = 1
    /// The command line was wrong: unknown option, missing or invalid value (`EX_USAGE`).
    case usage = 64
    /// An input file was read but its data is corrupt or unsupported (`EX_DATAERR`).
    case dataError = 65
    /// An input file does not exist or cannot be read (`EX_NOINPUT`).
    case noInput = 66
    /// An output file or folder cannot be created (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// Reading or writing failed part-way (`EX_IOERR`), for example a full disk.
    case ioError = 74

    /// What the status means, for the manual page's EXIT STATUS section.
    var meaning: String {
        switch self {
        case .success: "Success."
        case .checkFailed:
            "A check failed: fair verify found that the server seed does not match the commitment, or that the spin does not give the segment; simulate counted landing mismatches (spins that stopped on a segment other than the one drawn)."
        case .usage: "Usage error: unknown option, missing or invalid value, an option's value given twice."
        case .dataError:
            "Bad input data: a corrupt or unsupported image, a sheet that cannot be sliced as asked, a simulation part that merge refuses, a --seed-file that is not a seed record or whose seed does not match its commitment."
        case .noInput: "An input file is missing or unreadable."
        case .cannotCreate:
            "The output cannot be created (a file in the way, a read-only folder, files exist without --force, an output would replace an input, standard output appends to a file the command line names)."
        case .ioError:
            "I/O error: writing failed (a full disk, a closed pipe), or the operating system's random source (fair seed) or libcrypto failed."
        }
    }
}
