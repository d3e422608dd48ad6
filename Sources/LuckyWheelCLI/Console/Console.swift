import WheelRender

/// Where a command writes, and what it may ask about the terminal. The tool uses
/// ``StandardConsole``; tests use ``BufferConsole`` so they never spawn a process.
public protocol Console: Sendable {
    /// Writes text, as is (add your own newlines).
    func write(_ text: String, to stream: ConsoleStream)
    /// Writes raw bytes to standard output (for `--format rgba` and `-o -`).
    /// Throws when the bytes cannot be written, for example when the reader has gone away.
    func writeBinary(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure)
    /// Whether the stream is a terminal (progress bars and colour only go to terminals).
    func isTerminal(_ stream: ConsoleStream) -> Bool
    /// The size in character cells of the terminal `stream` goes to, if it is one and tells
    /// its width; rows 0 where it tells no height (`stty rows 0 cols 60`): help and the
    /// progress bar need only the width.
    func terminalSize(of stream: ConsoleStream) -> (columns: Int, rows: Int)?
    /// The value of an environment variable such as `NO_COLOR`.
    func environment(_ name: String) -> String?
    /// The error number of the first text write to standard output that failed (a full disk,
    /// a closed pipe or descriptor), if one did: the tool then ends with an I/O error.
    var standardOutputFailure: Int32? { get }
    /// The error number of the first text write to standard error that failed, if one did:
    /// where standard error carries the report (the frames, the sound or the rows on standard
    /// output) or a drawn seed, the only way to replay its run, the tool then ends with an I/O
    /// error too (``checkStandardError(withholding:)``).
    var standardErrorFailure: Int32? { get }
    /// Whether standard output was closed when the process started (`>&-`): all a command
    /// prints would be lost, so it is refused before any work (``LuckyWheelTool``).
    var standardOutputWasClosed: Bool { get }
    /// The regular file standard output goes to, and whether the shell emptied it for the
    /// tool (`> FILE`, nothing written since; not `>> FILE`): ``LuckyWheelTool`` refuses a
    /// command line that names it, or names it after bad data when it was emptied.
    var standardOutputFile: (device: UInt64, inode: UInt64, emptied: Bool)? { get }
}

extension Console {
    /// Open, unless the console says otherwise (``StandardConsole``, ``BufferConsole``).
    public var standardOutputWasClosed: Bool { false }

    /// The regular file standard output goes to, as its device and inode, and whether it is
    /// empty and not appended to (`> FILE`, not `>> FILE`); nil for a terminal, a pipe, or a
    /// console that is no process's (``StandardConsole`` tells).
    public var standardOutputFile: (device: UInt64, inode: UInt64, emptied: Bool)? { nil }

    /// Writes `text` and a newline to standard output.
    public func print(_ text: String) { write(text + "\n", to: .standardOutput) }
    /// Writes text for people (a summary, a report, JSON) to standard output, its control
    /// characters other than line breaks and tabs shown as `\x1B` (``Swift/String/visibleControls``):
    /// a file name, or a PNG's profile description, that holds an escape sequence prints as
    /// its bytes and never recolours the terminal. JSON's own escapes leave it unchanged.
    /// Frames and the terminal's control sequences go through ``write(_:to:)``.
    public func show(_ text: String) { write(text.visibleControls, to: .standardOutput) }
    /// ``show(_:)`` on standard error instead when `onStandardError`: where standard output
    /// carries data (a WAV, a file named `/dev/stdout`, the frames of `-o -`), which stays whole.
    public func show(_ text: String, onStandardError: Bool) {
        write(text.visibleControls, to: onStandardError ? .standardError : .standardOutput)
    }
    /// Writes `text` and a newline to standard error.
    public func printError(_ text: String) { write(text + "\n", to: .standardError) }
    /// The window of the terminal on standard output in character cells: its
    /// ``terminalSize(of:)``, or, where the terminal tells none (a serial line, a
    /// pseudo-terminal whose size was never set: it reads 0 × 0) or no height, `COLUMNS` ×
    /// `LINES` when both are set, as curses takes them; else nil.
    var windowSize: (columns: Int, rows: Int)? {
        if let size = terminalSize(of: .standardOutput), size.rows > 0 { return size }
        guard let columns = positiveInteger("COLUMNS"), let rows = positiveInteger("LINES") else {
            return nil
        }
        return (columns, rows)
    }

    /// The environment variables that decide how frames are drawn on a terminal
    /// (``TerminalStyle/environmentNames``), with their values.
    var styleEnvironment: [String: String] {
        var values: [String: String] = [:]
        for name in TerminalStyle.environmentNames { values[name] = environment(name) }
        return values
    }

    /// An environment variable holding a positive integer written as an option's is
    /// (``IntegerArgument``: Swift's `Int` took `+60`); nil when unset or written otherwise.
    func positiveInteger(_ name: String) -> Int? {
        guard let text = environment(name), let value = IntegerArgument.value(text[...], as: Int.self),
            value > 0
        else { return nil }
        return value
    }

    /// Writes `warning: text` to standard error.
    public func warn(_ text: String) { write("warning: \(text.visibleControls)\n", to: .standardError) }
    /// Throws the I/O error of the first failed write to standard output, if one failed: a
    /// command prints its summary, calls this, and only then moves its files into place, so a
    /// run whose report is lost (`> /dev/full`, exit 74) leaves none of them; `withholding`
    /// says so in the message when there were files to withhold (`slice … --json | head` left
    /// the user wondering where the wedges went).
    func checkStandardOutput(withholding: Bool = false) throws(CommandFailure) {
        guard let code = standardOutputFailure else { return }
        let failure = CommandFailure.standardOutput(errorNumber: code)
        guard withholding else { throw failure }
        throw CommandFailure(failure.exitCode, failure.message + "; nothing was written")
    }

    /// ``checkStandardOutput(withholding:)`` for standard error, where a command that writes
    /// its output on standard output puts its report (`2>/dev/full`: a `--seed os` run whose
    /// seed was lost ended with 0).
    func checkStandardError(withholding: Bool = false) throws(CommandFailure) {
        guard let code = standardErrorFailure else { return }
        let failure = CommandFailure.standardError(errorNumber: code)
        guard withholding else { throw failure }
        throw CommandFailure(failure.exitCode, failure.message + "; nothing was written")
    }
}

extension String {
    /// The text with its control characters other than line breaks and tabs shown as `\x1B`:
    /// a file name holding an escape sequence prints as its bytes, never recolours the
    /// terminal or moves its cursor (messages name the user's files). Unicode's format
    /// characters and line separators (`Unicode.Scalar.isInvisibleFormat`) are shown as
    /// `\u202E`: in a terminal that lays out right-to-left text (VTE's, GNOME Terminal) an
    /// override in a client seed or a file name reordered the rest of its line, and a zero-width
    /// one made two different seeds look alike. (JSON, which the writer already escapes them
    /// in, has none left to show.)
    var visibleControls: String {
        var shown = ""
        for scalar in unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x09, 0x0A:
                shown.unicodeScalars.append(scalar)
            case 0..<0x20, 0x7F...0x9F:
                let hex = String(value, radix: 16, uppercase: true)
                shown += "\\x" + (hex.count < 2 ? "0" : "") + hex
            case _ where scalar.isInvisibleFormat:
                shown += scalar.escapedForMessages
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
