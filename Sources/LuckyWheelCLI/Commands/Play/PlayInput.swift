/// What waiting for the keyboard until a deadline brought.
enum PlayInput: Sendable, Hashable {
    /// Bytes typed (a key can be several bytes; a read can end inside one).
    case bytes([UInt8])
    /// The deadline passed without input.
    case timeout
    /// The keyboard is gone (end of file, hang-up): the game ends as if `q` was pressed.
    case endOfInput
}
