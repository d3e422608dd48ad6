import WheelSupport

/// A command that could not finish: the message printed after `error:` on stderr, and the exit
/// status. Errors of the library modules are turned into this by ``CommandFailureConvertible``.
public struct CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The exit status (never ``ExitCode/success``).
    public let exitCode: ExitCode
    /// What went wrong, naming the file and what to do.
    public let message: String

    /// A failure with its status and message.
    public init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    /// `error: <message>`.
    public var description: String { "error: \(message.visibleControls)" }

    /// Standard output could not be written (`errorNumber` from `write`).
    public static func standardOutput(errorNumber: Int32) -> CommandFailure {
        CommandFailure(.ioError, "cannot write to standard output: \(SmallFile.reason(errorNumber))")
    }

    /// Standard output closed when the tool started (`>&-`): told before any work.
    static let closedStandardOutput = CommandFailure(
        .ioError, "cannot write to standard output: it was closed when the tool started; nothing was written")

    /// The failure of a write to standard error (where a report went).
    public static func standardError(errorNumber: Int32) -> CommandFailure {
        CommandFailure(.ioError, "cannot write to standard error: \(SmallFile.reason(errorNumber))")
    }
}

/// An error that knows its exit status and its message for a person.
public protocol CommandFailureConvertible: Error {
    /// The same failure as a ``CommandFailure``.
    var commandFailure: CommandFailure { get }
}

extension CommandFailure: CommandFailureConvertible {
    /// Itself.
    public var commandFailure: CommandFailure { self }
}
