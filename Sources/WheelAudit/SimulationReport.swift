import WheelCore
import WheelStatistics
import WheelSupport

/// The outcome of a `FairnessSimulation`: counts against expectations, the χ² test, landing
/// mismatches and timing facts, renderable as text or JSON.
///
/// Both renderings are pure string building from integers and IEEE arithmetic: the same
/// configuration gives the same bytes on every run and platform.
public struct SimulationReport: Sendable, Hashable {
    /// What was run.
    public let configuration: SimulationConfiguration
    /// What was counted.
    public let tally: SimulationTally
    /// Expected counts per segment (uniform, or from the weights).
    public let expected: [Double]
    /// The counts tested against `expected`.
    public let chiSquare: ChiSquareTest

    /// The report of `tally`, the result of running `configuration`.
    public init(configuration: SimulationConfiguration, tally: SimulationTally) {
        self.configuration = configuration
        self.tally = tally
        expected = configuration.expectedCounts
        chiSquare = ChiSquareTest(observed: tally.counts, expected: expected)
    }

    /// A table for people: one line per segment, then the test and the timing facts. Angles
    /// in degrees here, radians in JSON.
    public var text: String {
        let wheel = configuration.wheel
        var lines: [String] = []
        lines.append(
            "\(tally.spins) spins, seed \(configuration.seed), \(wheel.geometry.segmentCount) segments"
                + (wheel.weights == nil ? " (uniform)" : " (weighted)") + ", "
                + "\(DecimalText.fixed(configuration.clock.framesPerSecond, 2)) Hz, "
                + "\(DecimalText.fixed(wheel.spin.duration, 3)) s, \(wheel.spin.turns) turns, \(wheel.spin.easing)"
        )
        lines.append("")
        lines.append("segment     count      expected  deviation")
        for (segment, count) in tally.counts.enumerated() {
            let expectation = expected[segment]
            let deviation =
                expectation > 0 ? DecimalText.signed((Double(count) / expectation - 1) * 100, 2) + "%" : "-"
            lines.append(
                DecimalText.padded(String(segment), 7) + DecimalText.padded(String(count), 10)
                    + DecimalText.padded(DecimalText.fixed(expectation, 2), 14)
                    + DecimalText.padded(deviation, 11))
        }
        lines.append("")
        lines.append(
            "chi-square \(DecimalText.fixed(chiSquare.statistic, 4)) with \(chiSquare.degreesOfFreedom) degrees of freedom, "
                + "p-value \(pValueText)")
        lines.append("landing mismatches: \(tally.landingMismatches)")
        lines.append(
            "ticks per spin: \(tally.minimumTicksPerSpin == Int.max ? 0 : tally.minimumTicksPerSpin)"
                + "-\(tally.maximumTicksPerSpin), \(tally.ticksEvaluated) ticks evaluated")
        let peakDegrees = tally.peakAngularVelocity * 180 / .pi
        lines.append(
            "border crossings: \(tally.borderCrossings), at most \(tally.maximumCrossingsPerTick) per tick, "
                + "shortest interval \(intervalText)")
        lines.append("peak speed: \(DecimalText.fixed(peakDegrees, 1)) deg/s")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON object (`JSONValue`, keys in a fixed order): `spins`, `seed`, `segments`,
    /// `counts`, `expected`, `chiSquare`, `degreesOfFreedom`, `pValue`, `landingMismatches`,
    /// then the settings (`weights`, `fps`, `duration`, `turns`, `easing`) and timing facts
    /// (`ticksPerSpin` {`min`, `max`}, `ticksEvaluated`, `borderCrossings`,
    /// `maxCrossingsPerTick`, `shortestCrossingInterval` seconds, `peakAngularVelocity`
    /// rad/s). Non-finite numbers are `null`.
    public var json: String {
        jsonValue.serialized()
    }

    /// The report as a `JSONValue`, for embedding in a larger document.
    public var jsonValue: JSONValue {
        let wheel = configuration.wheel
        return .object([
            ("spins", .int(tally.spins)),
            ("seed", .unsigned(configuration.seed)),
            ("segments", .int(wheel.geometry.segmentCount)),
            ("counts", .array(tally.counts.map { .int($0) })),
            ("expected", .array(expected.map { .number($0) })),
            ("chiSquare", .number(chiSquare.statistic)),
            ("degreesOfFreedom", .int(chiSquare.degreesOfFreedom)),
            ("pValue", .number(chiSquare.pValue)),
            ("landingMismatches", .int(tally.landingMismatches)),
            ("weights", wheel.weights.map { .array($0.weights.map { .number($0) }) } ?? .null),
            ("fps", .number(configuration.clock.framesPerSecond)),
            ("duration", .number(wheel.spin.duration)),
            ("turns", .int(wheel.spin.turns)),
            ("easing", .string(wheel.spin.easing.description)),
            (
                "ticksPerSpin",
                .object([
                    ("min", .int(tally.minimumTicksPerSpin == Int.max ? 0 : tally.minimumTicksPerSpin)),
                    ("max", .int(tally.maximumTicksPerSpin)),
                ])
            ),
            ("ticksEvaluated", .int(tally.ticksEvaluated)),
            ("borderCrossings", .int(tally.borderCrossings)),
            ("maxCrossingsPerTick", .int(tally.maximumCrossingsPerTick)),
            ("shortestCrossingInterval", .number(tally.shortestCrossingInterval)),
            ("peakAngularVelocity", .number(tally.peakAngularVelocity)),
        ])
    }

    private var pValueText: String {
        let p = chiSquare.pValue
        return p < 0.000_001 ? "< 0.000001" : DecimalText.fixed(p, 6)
    }

    private var intervalText: String {
        let interval = tally.shortestCrossingInterval
        return interval.isFinite ? DecimalText.fixed(interval * 1000, 3) + " ms" : "-"
    }
}
