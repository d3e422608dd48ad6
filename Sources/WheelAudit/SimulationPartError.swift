/// Why a part of a simulation cannot be run, read or merged. Parts are numbered by their
/// position in the list given to `merge` (0 = the first); the command line names the files.
public enum SimulationPartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A spin range that is empty or reaches outside `0..<spins`.
    case spinRangeOutOfBounds(lower: Int, upper: Int, spins: Int)
    /// Nothing to merge.
    case noParts
    /// Part `part` was run with a different `field` (`seed`, `weights`, `spins`, …) than part 0.
    case mismatch(part: Int, field: String)
    /// Parts `part` and `other` both ran spins `lower..<upper`.
    case overlap(part: Int, other: Int, lower: Int, upper: Int)
    /// No part ran spins `lower..<upper`.
    case missing(lower: Int, upper: Int)
    /// Part `part` is not a simulation part: `reason` says what is wrong with it.
    case malformed(part: Int, reason: String)

    /// What went wrong and what to do, for a person, the parts counted from 1 (`part 2`).
    public var description: String { description(naming: Self.partName) }

    /// `part 2` for part 1: parts counted from 1, in 128 bits, so that any number a caller
    /// gives, `Int.max` too, is written.
    public static func partName(_ part: Int) -> String { "part \(Int128(part) + 1)" }

    /// The same, each part named by `name` (a command line names its file); part 0 is the one
    /// the others are compared with.
    public func description(naming name: (Int) -> String) -> String {
        switch self {
        case .spinRangeOutOfBounds(let lower, let upper, let spins):
            return
                "spin range \(lower)..\(upper) is not a non-empty part of 0..\(spins); give A..B with 0 ≤ A < B ≤ \(spins)"
        case .noParts:
            return "there are no parts to merge; give the partial results of every spin range"
        case .mismatch(let part, let field):
            return "\(name(part)) differs from \(name(0)) in its \(field); merge only parts of one run"
        case .overlap(let part, let other, let lower, let upper):
            return
                "\(name(min(part, other))) and \(name(max(part, other))) both ran spins \(lower)..\(upper); give each spin range once"
        case .missing(let lower, let upper):
            return "no part ran spins \(lower)..\(upper); run that range too and merge again"
        case .malformed(let part, let reason):
            return "\(name(part)) is not a simulation part: \(reason)"
        }
    }
}
