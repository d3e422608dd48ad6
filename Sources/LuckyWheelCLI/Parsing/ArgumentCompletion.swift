/// What a shell may offer for a value: the words of a closed set, a file or folder path, or
/// nothing in particular.
///
/// A struct with a plain kind beside its words rather than an enum with payloads: Swift packs
/// a multi-payload enum's case into the spare bits of the payload's pointer, which hides the
/// words of a `static let` option from LeakSanitizer and has it report them as leaked.
public struct ArgumentCompletion: Sendable, Hashable {
    /// The sort of value a shell completes.
    public enum Kind: Sendable, Hashable {
        /// Free text: the shell offers nothing.
        case none
        /// One of ``ArgumentCompletion/values``.
        case words
        /// A path to a file whose name ends in one of ``ArgumentCompletion/values`` (empty: any file).
        case file
        /// A path to a folder.
        case directory
    }

    /// What the shell completes.
    public let kind: Kind
    /// The words of ``Kind/words``, or the file extensions of ``Kind/file`` (e.g. `["png"]`).
    public let values: [String]

    private init(_ kind: Kind, _ values: [String] = []) {
        self.kind = kind
        self.values = values
    }

    /// Free text: the shell offers nothing.
    public static let none = ArgumentCompletion(.none)
    /// A path to a folder.
    public static let directory = ArgumentCompletion(.directory)
    /// One of these words.
    public static func words(_ words: [String]) -> ArgumentCompletion { ArgumentCompletion(.words, words) }
    /// A path to a file (`extensions` narrows it, e.g. `["png"]`; empty: any file).
    public static func file(extensions: [String]) -> ArgumentCompletion {
        ArgumentCompletion(.file, extensions)
    }
}
