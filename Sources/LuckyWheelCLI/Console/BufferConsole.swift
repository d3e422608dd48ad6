import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A console that keeps everything written to it, for tests and for embedding the tool.
public final class BufferConsole: Console {
    private struct Contents {
        var standardOutput: [UInt8] = []
        var standardError: String = ""
        var failedWrites = 0
        var failedErrorWrites = 0
    }

    private let contents = Locked(Contents())
    private let terminal: Bool
    private let variables: [String: String]
    /// The size reported as the terminal's, that of both streams.
    private let terminalSize: (columns: Int, rows: Int)?
    /// The error every write to standard output fails with, if any (nothing is kept then).
    private let outputFailure: Int32?
    /// The error every write to standard error fails with, if any (nothing is kept then).
    private let errorFailure: Int32?
    /// See ``Console/standardOutputWasClosed``.
    public let standardOutputWasClosed: Bool

    /// A console that claims to be a terminal when `terminal` is true, with the given
    /// environment variables and terminal size; its standard output fails with
    /// `standardOutputFailure` (an errno such as `ENOSPC`) when one is given, and its
    /// standard error with `standardErrorFailure`; `standardOutputClosed` plays a process
    /// started with standard output closed (its writes fail with EBADF).
    public init(
        terminal: Bool = false, environment: [String: String] = [:],
        terminalSize: (columns: Int, rows: Int)? = nil, standardOutputFailure: Int32? = nil,
        standardErrorFailure: Int32? = nil, standardOutputClosed: Bool = false
    ) {
        self.terminal = terminal
        self.variables = environment
        self.terminalSize = terminalSize
        self.outputFailure = standardOutputClosed ? EBADF : standardOutputFailure
        self.errorFailure = standardErrorFailure
        self.standardOutputWasClosed = standardOutputClosed
    }

    /// The size given at creation, whichever the stream.
    public func terminalSize(of stream: ConsoleStream) -> (columns: Int, rows: Int)? { terminalSize }

    /// Everything written to standard output, as UTF-8 text.
    public var standardOutput: String {
        contents.withLock { String(decoding: $0.standardOutput, as: UTF8.self) }
    }
    /// Everything written to standard output, as bytes.
    public var standardOutputBytes: [UInt8] { contents.withLock { $0.standardOutput } }
    /// Everything written to standard error.
    public var standardError: String { contents.withLock { $0.standardError } }

    /// Appends to the chosen buffer (not to a failing stream: it only notes the failure).
    public func write(_ text: String, to stream: ConsoleStream) {
        contents.withLock {
            switch stream {
            case .standardOutput:
                if outputFailure == nil {
                    $0.standardOutput.append(contentsOf: text.utf8)
                } else {
                    $0.failedWrites += 1
                }
            case .standardError:
                if errorFailure == nil {
                    $0.standardError += text
                } else {
                    $0.failedErrorWrites += 1
                }
            }
        }
    }

    /// Appends to the standard output buffer (throws when it fails).
    public func writeBinary(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        if let outputFailure { throw CommandFailure.standardOutput(errorNumber: outputFailure) }
        contents.withLock { $0.standardOutput.append(contentsOf: bytes) }
    }

    /// The failure standard output was given, once a text write has met it.
    public var standardOutputFailure: Int32? {
        contents.withLock { $0.failedWrites > 0 ? outputFailure : nil }
    }

    /// The failure standard error was given, once a write has met it.
    public var standardErrorFailure: Int32? {
        contents.withLock { $0.failedErrorWrites > 0 ? errorFailure : nil }
    }

    /// What the initialiser was told.
    public func isTerminal(_ stream: ConsoleStream) -> Bool { terminal }

    /// What the initialiser was told.
    public func environment(_ name: String) -> String? { variables[name] }
}
