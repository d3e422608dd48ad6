/// The two text streams of a process.
public enum ConsoleStream: Sendable {
    /// Results and help.
    case standardOutput
    /// Errors, warnings and progress.
    case standardError
}
