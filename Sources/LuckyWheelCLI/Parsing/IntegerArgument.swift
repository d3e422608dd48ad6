/// How every integer on the command line is written, one rule for all of them: the integer
/// options (`--spins 500`, `--seed 0x2a`) and the integers inside a value (`--size 80x40`,
/// `--spin-range 0..500`, `--weights 1,2,3`).
///
/// An integer is ASCII digits (of the radix), after a `-` for a negative value of a signed type,
/// and nothing else. Swift's own `Int(_:radix:)` also takes a `+` and `-0`, which read as a
/// number in range where the `-` or `+` was plainly not meant (`--loop -0` ran as `--loop 0`,
/// `--spins +5` as 5); spaces, `_`, `0x` in a decimal and other scripts' digits it already
/// refuses, and so does this. A negative value reads as one, so an option's range decides
/// whether it is accepted (`--spins -5`: "must be between 1 and …"); `-0`, which no range can
/// tell from 0, is refused.
enum IntegerArgument {
    /// The integer `text` writes, or nil when it is not written as one or does not fit `T`.
    static func value<T: FixedWidthInteger>(_ text: Substring, radix: Int = 10, as type: T.Type = T.self)
        -> T?
    {
        guard isWritten(text, radix: radix, as: type) else { return nil }
        return T(text, radix: radix)
    }

    /// The plain integer `text` was likely meant to write, when Swift's `Int(_:radix:)` reads it
    /// and this rule does not: `+5` is `5`, `-0` and `-00` are `0`, for a refusal's "Did you
    /// mean" (which names it only where the option takes it); nil otherwise (`+-5`, `-5` for an
    /// unsigned value).
    static func plainForm<T: FixedWidthInteger>(of text: Substring, radix: Int = 10, as type: T.Type = T.self)
        -> String?
    {
        let unsigned = text.dropFirst()
        guard !isWritten(text, radix: radix, as: type), unsigned.first?.hexDigitValue != nil else {
            return nil
        }
        if text.first == "-", unsigned.allSatisfy({ $0 == "0" }) { return "0" }
        return text.first == "+" && isWritten(unsigned, radix: radix, as: type) ? String(unsigned) : nil
    }

    /// Whether `text` is written as an integer of `T`'s sign, whether or not `T` can hold it:
    /// a value that does not convert is then too large (``ArgumentValue/isTooLarge(argument:)``).
    static func isWritten<T: FixedWidthInteger>(_ text: Substring, radix: Int = 10, as type: T.Type = T.self)
        -> Bool
    {
        let negative = T.isSigned && text.first == "-"
        let digits = negative ? text.dropFirst() : text
        guard !digits.isEmpty,
            digits.allSatisfy({ $0.isASCII && $0.hexDigitValue.map { $0 < radix } == true })
        else { return false }
        return !negative || digits.contains { $0 != "0" }
    }
}
