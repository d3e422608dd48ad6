/// `--spin-range A..B`: spins A to B − 1 of a simulation, for a part of an audit split across
/// processes or machines.
struct SpinRange: Sendable, Hashable, ArgumentValue {
    /// The spins, `A..<B`.
    let range: Range<Int>

    /// `A..B` with `0 ≤ A < B`, each an integer as every integer is written (``IntegerArgument``:
    /// `-0..5` or `+0..5` is no way to write 0..5).
    init?(argument: String) {
        guard let (a, b) = Self.bounds(argument), let lower = IntegerArgument.value(a, as: Int.self),
            let upper = IntegerArgument.value(b, as: Int.self), lower >= 0, lower < upper
        else { return nil }
        range = lower..<upper
    }

    /// The texts of A and B in `A..B`, or nil when `argument` is not written so.
    private static func bounds(_ argument: String) -> (Substring, Substring)? {
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[1].isEmpty ? (parts[0], parts[2]) : nil
    }

    static var expectedDescription: String { "A..B with 0 ≤ A < B (spins A to B − 1)" }

    /// `A..B` written as one, digits only, but with a bound past `Int.max`
    /// (`0..10000000000000000000`), told apart from one not written as a range at all.
    static func isTooLarge(argument: String) -> Bool {
        guard let (a, b) = bounds(argument) else { return false }
        return IntegerArgument.isWritten(a, as: UInt.self) && IntegerArgument.isWritten(b, as: UInt.self)
            && (IntegerArgument.value(a, as: Int.self) == nil
                || IntegerArgument.value(b, as: Int.self) == nil)
    }

    /// Each bound up to `9223372036854775807`.
    static var tooLargeDescription: String? { expectedDescription + ", each up to \(Int.max)" }

    var argumentText: String { "\(range.lowerBound)..\(range.upperBound)" }
}
