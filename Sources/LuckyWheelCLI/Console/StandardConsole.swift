import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's real standard output and standard error.
public struct StandardConsole: Console {
    /// The console of this process.
    public init() {}

    /// The first failed write to standard output (0: none), shared by every value: there is
    /// one standard output per process.
    private static let failure = Atomic<Int32>(0)

    /// Writes all of `text`, retrying short writes. A failed write to standard output is
    /// remembered for ``standardOutputFailure``; one to standard error is dropped (there is
    /// nowhere left to report it).
    public func write(_ text: String, to stream: ConsoleStream) {
        var text = text
        let errorNumber = text.withUTF8 { buffer in
            FileSystem.writeFully(UnsafeRawBufferPointer(buffer), to: Self.descriptor(stream))
        }
        if let errorNumber, stream == .standardOutput {
            _ = Self.failure.compareExchange(expected: 0, desired: errorNumber, ordering: .relaxed)
        }
    }

    /// Writes raw bytes to standard output; a closed pipe or full disk is an I/O error.
    public func writeBinary(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        if let errorNumber = FileSystem.writeFully(bytes, to: STDOUT_FILENO) {
            throw CommandFailure.standardOutput(errorNumber: errorNumber)
        }
    }

    /// See ``Console/standardOutputFailure``.
    public var standardOutputFailure: Int32? {
        let errorNumber = Self.failure.load(ordering: .relaxed)
        return errorNumber == 0 ? nil : errorNumber
    }

    /// `isatty` on the stream's descriptor.
    public func isTerminal(_ stream: ConsoleStream) -> Bool { isatty(Self.descriptor(stream)) == 1 }

    /// The window size of standard output, when it is a terminal.
    public var terminalSize: (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The process environment (one variable read, not the whole environment copied).
    public func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    private static func descriptor(_ stream: ConsoleStream) -> Int32 {
        stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
    }
}
