/// What a shell may offer for a value: the words of a closed set, a file or folder path, or
/// nothing in particular.
public enum ArgumentCompletion: Sendable, Hashable {
    /// Free text: the shell offers nothing.
    case none
    /// One of these words.
    case words([String])
    /// A path to a file (`extensions` narrows it, e.g. `["png"]`; empty: any file).
    case file(extensions: [String])
    /// A path to a folder.
    case directory
}
