/// Why a ``RawOutput`` cannot be made as asked, with the value given.
public enum RawOutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `wordsPerStream` is below ``RawOutput/minimumWordsPerStream``.
    case tooFewWordsPerStream(Int)

    /// What is wrong and what to do, in the API's terms.
    public var description: String {
        switch self {
        case .tooFewWordsPerStream(let count):
            return "wordsPerStream is \(count); take at least \(RawOutput.minimumWordsPerStream) word from "
                + "each stream"
        }
    }
}
