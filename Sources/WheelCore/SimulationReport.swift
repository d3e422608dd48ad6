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

    /// One JSON object, keys in a fixed order: `spins`, `seed`, `segments`, `counts`,
    /// `expected`, `chiSquare`, `degreesOfFreedom`, `pValue`, `landingMismatches`, then the
    /// settings (`weights`, `fps`, `duration`, `turns`, `easing`) and timing facts
    /// (`ticksPerSpin` {`min`, `max`}, `ticksEvaluated`, `borderCrossings`,
    /// `maxCrossingsPerTick`, `shortestCrossingInterval` seconds, `peakAngularVelocity` rad/s).
    public var json: String {
        let wheel = configuration.wheel
        let weights = wheel.weights.map {
            "[" + $0.weights.map(DecimalText.json).joined(separator: ", ") + "]"
        }
        let fields: [(String, String)] = [
            ("spins", String(tally.spins)),
            ("seed", String(configuration.seed)),
            ("segments", String(wheel.geometry.segmentCount)),
            ("counts", "[" + tally.counts.map(String.init).joined(separator: ", ") + "]"),
            ("expected", "[" + expected.map(DecimalText.json).joined(separator: ", ") + "]"),
            ("chiSquare", DecimalText.json(chiSquare.statistic)),
            ("degreesOfFreedom", String(chiSquare.degreesOfFreedom)),
            ("pValue", DecimalText.json(chiSquare.pValue)),
            ("landingMismatches", String(tally.landingMismatches)),
            ("weights", weights ?? "null"),
            ("fps", DecimalText.json(configuration.clock.framesPerSecond)),
            ("duration", DecimalText.json(wheel.spin.duration)),
            ("turns", String(wheel.spin.turns)),
            ("easing", "\"" + wheel.spin.easing.description + "\""),
            (
                "ticksPerSpin",
                "{\"min\": \(tally.minimumTicksPerSpin == Int.max ? 0 : tally.minimumTicksPerSpin), "
                    + "\"max\": \(tally.maximumTicksPerSpin)}"
            ),
            ("ticksEvaluated", String(tally.ticksEvaluated)),
            ("borderCrossings", String(tally.borderCrossings)),
            ("maxCrossingsPerTick", String(tally.maximumCrossingsPerTick)),
            ("shortestCrossingInterval", DecimalText.json(tally.shortestCrossingInterval)),
            ("peakAngularVelocity", DecimalText.json(tally.peakAngularVelocity)),
        ]
        return "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
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
