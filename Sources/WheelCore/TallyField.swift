/// A figure of a `SimulationTally` that merging adds (the others are minima and maxima, which
/// cannot overflow), named as the library's API names it. `WheelError.tallyOverflow` carries
/// it.
public enum TallyField: Sendable, Hashable {
    /// `SimulationTally.spins`.
    case spins
    /// `SimulationTally.counts[segment]`.
    case count(segment: Int)
    /// `SimulationTally.landingMismatches`.
    case landingMismatches
    /// `SimulationTally.ticksEvaluated`.
    case ticksEvaluated
    /// `SimulationTally.borderCrossings`.
    case borderCrossings

    /// This figure of `tally`.
    public func value(in tally: SimulationTally) -> Int {
        switch self {
        case .spins: tally.spins
        case .count(let segment): tally.counts[segment]
        case .landingMismatches: tally.landingMismatches
        case .ticksEvaluated: tally.ticksEvaluated
        case .borderCrossings: tally.borderCrossings
        }
    }

    /// The figure in words: `count of segment 3` (segments from 0, as everywhere in the API).
    public var name: String {
        switch self {
        case .spins: "spins"
        case .count(let segment): "count of segment \(segment)"
        case .landingMismatches: "landing mismatches"
        case .ticksEvaluated: "ticks evaluated"
        case .borderCrossings: "border crossings"
        }
    }
}
