import WheelSupport

/// What one simulated spin ended with: the final outcome record a test lab asks for
/// (`simulate --outcomes FILE`), made by the same loop that tallies the spin.
public struct SpinOutcome: Sendable, Hashable {
    /// The CSV column names: spin index, target segment (drawn), landing offset within the
    /// segment (fraction of its width clockwise from its counter-clockwise border, in
    /// `[margin, 1 − margin)`),
    /// stop angle (radians, reduced to [0, 2π)), stop segment (under the pointer at the end),
    /// ticks evaluated, and the first border crossing (seconds after the press; empty when
    /// no border passed).
    public static let csvHeader = "spin,target,offset,stop_angle,stop_segment,ticks,first_crossing"

    /// The spin's index, `0..<spins`: it drew from stream `(seed, spin)`.
    public let spin: Int
    /// The segment drawn for the spin.
    public let target: Int
    /// Where in the target segment the spin stops, as a fraction of its width clockwise from its
    /// counter-clockwise border (``LandingPoint``).
    public let offset: Double
    /// The wheel angle the spin stops at, radians in [0, 2π).
    public let stopAngle: Double
    /// The segment under the pointer when the spin ended (equal to `target` unless the
    /// simulation found a landing mismatch).
    public let stopSegment: Int
    /// Ticks evaluated, from the first after the press to the first at or after the end.
    public let ticks: Int
    /// When the first border passed under the pointer, seconds after the press; nil when
    /// none did.
    public let firstCrossing: Double?

    /// An outcome record.
    public init(
        spin: Int, target: Int, offset: Double, stopAngle: Double, stopSegment: Int, ticks: Int,
        firstCrossing: Double?
    ) {
        self.spin = spin
        self.target = target
        self.offset = offset
        self.stopAngle = stopAngle
        self.stopSegment = stopSegment
        self.ticks = ticks
        self.firstCrossing = firstCrossing
    }

    /// One CSV line without its newline; numbers in the shortest text that reads back to the
    /// same `Double`.
    public var csv: String {
        "\(spin),\(target),\(DecimalText.shortest(offset)),\(DecimalText.shortest(stopAngle)),"
            + "\(stopSegment),\(ticks),\(firstCrossing.map(DecimalText.shortest) ?? "")"
    }

    /// `outcomes` as CSV lines, each ending in a newline (no header).
    public static func csvLines<Outcomes: Sequence<SpinOutcome>>(_ outcomes: Outcomes) -> String {
        var text = ""
        for outcome in outcomes {
            text += outcome.csv
            text += "\n"
        }
        return text
    }
}
