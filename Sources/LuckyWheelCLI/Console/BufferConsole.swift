import WheelSupport

/// A console that keeps everything written to it, for tests and for embedding the tool.
public final class BufferConsole: Console {
    private struct Contents {
        var standardOutput: [UInt8] = []
        var standardError: String = ""
    }

    private let contents = Locked(Contents())
    private let terminal: Bool
    private let variables: [String: String]
    /// The size reported as the terminal's.
    public let terminalSize: (columns: Int, rows: Int)?

    /// A console that claims to be a terminal when `terminal` is true, with the given
    /// environment variables and terminal size.
    public init(
        terminal: Bool = false, environment: [String: String] = [:],
        terminalSize: (columns: Int, rows: Int)? = nil
    ) {
        self.terminal = terminal
        self.variables = environment
        self.terminalSize = terminalSize
    }

    /// Everything written to standard output, as UTF-8 text.
    public var standardOutput: String {
        contents.withLock { String(decoding: $0.standardOutput, as: UTF8.self) }
    }
    /// Everything written to standard output, as bytes.
    public var standardOutputBytes: [UInt8] { contents.withLock { $0.standardOutput } }
    /// Everything written to standard error.
    public var standardError: String { contents.withLock { $0.standardError } }

    /// Appends to the chosen buffer.
    public func write(_ text: String, to stream: ConsoleStream) {
        contents.withLock {
            switch stream {
            case .standardOutput: $0.standardOutput.append(contentsOf: text.utf8)
            case .standardError: $0.standardError += text
            }
        }
    }

    /// Appends to the standard output buffer.
    public func writeBinary(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        contents.withLock { $0.standardOutput.append(contentsOf: bytes) }
    }

    /// What the initialiser was told.
    public func isTerminal(_ stream: ConsoleStream) -> Bool { terminal }

    /// What the initialiser was told.
    public func environment(_ name: String) -> String? { variables[name] }
}
