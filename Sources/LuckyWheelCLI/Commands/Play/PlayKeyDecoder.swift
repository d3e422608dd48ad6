/// Turns the bytes a raw-mode terminal sends into ``PlayKey``s.
///
/// Arrow keys arrive as escape sequences (`ESC [ C` or, in application cursor mode, `ESC O C`)
/// that a read may split, so an unfinished sequence is kept for the next read, up to
/// ``sequenceTimeout`` after its last byte: one still unfinished then (a stray `ESC [` typed by
/// hand or left by a sender) stands for nothing and is dropped, so the keys after it count.
/// Other escape sequences (function keys, mouse reports in the SGR and X10 encodings) are
/// skipped whole, and unknown bytes are ignored.
/// In raw mode Ctrl-C (0x03) and Ctrl-\ (0x1C) are bytes, not signals: they quit like `q`;
/// Ctrl-Z (0x1A) suspends the game (``InteractiveTerminal``) and comes here as a control byte
/// that stands for no key.
///
/// Time is an input (seconds on any monotonic clock): the caller says when bytes came
/// (``keys(in:at:)``) and when a wait for input ended with none (``timeOut(at:)``).
struct PlayKeyDecoder: Sendable {
    /// How long an unfinished escape sequence waits for its next byte, in seconds. A terminal
    /// sends a sequence's bytes together, so a pause this long inside one means it will not be
    /// finished: the rule of ncurses' `ESCDELAY` and Vim's `ttimeoutlen` (0.1 s is Vim's
    /// `defaults.vim`), long enough for a sequence split across packets of a slow ssh link,
    /// short enough that a person typing `ESC [` then `q` is not kept waiting.
    static let sequenceTimeout = 0.1
    private static let escape: UInt8 = 0x1B
    /// The unfinished sequence: empty, or an escape and what followed it.
    private var pending: [UInt8] = []
    /// When the last byte of `pending` came.
    private var pendingTime = 0.0

    /// When the unfinished sequence is dropped if no byte comes before: its last byte's time
    /// plus ``sequenceTimeout``; nil when there is none. A loop waiting for input waits no
    /// later than this, then calls ``timeOut(at:)``.
    var sequenceDeadline: Double? { pending.isEmpty ? nil : pendingTime + Self.sequenceTimeout }

    /// The keys in `bytes`, which came at `time` seconds, in order, after any unfinished
    /// sequence of the previous call (bytes that came are in time however late they are read:
    /// only ``timeOut(at:)`` drops a sequence).
    mutating func keys(in bytes: some Sequence<UInt8>, at time: Double) -> [PlayKey] {
        pending.append(contentsOf: bytes)
        pendingTime = time
        var keys: [PlayKey] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            guard byte == Self.escape else {
                if let key = Self.key(for: byte) { keys.append(key) }
                index += 1
                continue
            }
            guard let (key, length) = Self.sequence(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Tells the decoder that a wait for input ended at `time` seconds with no byte: an
    /// unfinished sequence whose ``sequenceDeadline`` has come is dropped whole (its bytes
    /// stand for no key: the button byte of a cut X10 mouse report is no space). An earlier
    /// time changes nothing.
    mutating func timeOut(at time: Double) {
        if let deadline = sequenceDeadline, time >= deadline { pending = [] }
    }

    private static func key(for byte: UInt8) -> PlayKey? {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"): return .spin
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04, 0x1C: return .quit
        default: return nil
        }
    }

    /// The key of the escape sequence at `start` and its length in bytes, or nil when the
    /// sequence is not complete yet. A lone escape followed by another byte stands for nothing
    /// (length 1), so `ESC q` still quits; a sequence cut short by a byte that cannot end it
    /// (a control such as Ctrl-C or Ctrl-Z, typed after a stray `ESC [`) stands for nothing up
    /// to that byte, which is read on its own.
    private static func sequence(at start: Int, in bytes: [UInt8]) -> (PlayKey?, Int)? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else { return nil }
            guard isFinal(bytes[start + 2]) else { return (nil, 2) }
            return (arrow(bytes[start + 2]), 3)
        case UInt8(ascii: "["):
            // Parameters and intermediates (0x20...0x3F), then one final byte (0x40...0x7E).
            var end = start + 2
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            guard isFinal(bytes[end]) else { return (nil, end - start) }
            let isPlain = end == start + 2
            if isPlain, bytes[end] == UInt8(ascii: "M") {
                // A mouse report in the X10 encoding (`ESC [ M` then button, column and row,
                // each 32 + its value), which a program before the game may have left turned
                // on: its three bytes are not keys (a button byte of 32 read as a space).
                var last = end
                while last < end + 3 {
                    guard last + 1 < bytes.count else { return nil }
                    guard bytes[last + 1] >= 0x20 else { break }
                    last += 1
                }
                return (nil, last - start + 1)
            }
            return (isPlain ? arrow(bytes[end]) : nil, end - start + 1)
        default:
            return (nil, 1)
        }
    }

    /// Whether `byte` can end an escape sequence (0x40...0x7E).
    private static func isFinal(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }

    private static func arrow(_ final: UInt8) -> PlayKey? {
        switch final {
        case UInt8(ascii: "C"): return .next
        case UInt8(ascii: "D"): return .previous
        default: return nil
        }
    }
}
