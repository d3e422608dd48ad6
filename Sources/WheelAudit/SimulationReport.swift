import WheelCore
import WheelStatistics
import WheelSupport

/// The outcome of a `FairnessSimulation`: counts against expectations, the test battery
/// (χ² of counts, serial pairs, runs, gaps, Kolmogorov–Smirnov of landing offsets), landing
/// mismatches and timing facts, renderable as text, JSON or an HTML page.
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
    /// The counts tested against `expected`, rare segments pooled as in the battery.
    public let chiSquare: ChiSquareTest
    /// Where the seed came from.
    public let seedOrigin: SeedOrigin
    /// The battery of tests on the outcomes, at its confidence.
    public let battery: TestBattery

    /// The report of `part`, which covers every spin of its configuration (see
    /// `SimulationPart.report(confidence:)`, which checks that).
    init(part: SimulationPart, confidence: ConfidenceLevel) {
        configuration = part.configuration
        tally = part.tally
        seedOrigin = part.seedOrigin
        expected = configuration.expectedCounts
        // A part's counts are at least 0 and add up to its spins (checked where it is read).
        chiSquare = ChiSquareTest(poolingValidated: tally.counts, expected: expected)
        // One expected count per segment, which the part's sample counts.
        battery = TestBattery(sample: part.sample, validatedExpectedCounts: expected, confidence: confidence)
    }

    /// `seed 42`, or `seed 42 (from the operating system)`: how every output names the seed.
    public var seedText: String { "seed " + seedValueText }

    /// `42`, or `42 (from the operating system)`: ``seedText`` where a label already says seed.
    var seedValueText: String {
        seedOrigin.naming(configuration.seed)
    }

    /// A table for people: one line per segment, then the test and the timing facts. Angles
    /// in degrees here, radians in JSON.
    public var text: String {
        let wheel = configuration.wheel
        var lines: [String] = []
        lines.append(
            "\(DecimalText.counted(tally.spins, "spin")), \(seedText), \(wheel.geometry.segmentCount) segments"
                + (wheel.weights == nil ? " (uniform)" : " (weighted)") + ", "
                + "\(DecimalText.shortest(configuration.clock.framesPerSecond)) Hz, "
                + "\(DecimalText.shortest(wheel.spin.duration)) s, \(DecimalText.counted(wheel.spin.turns, "turn")), \(wheel.spin.easing), "
                + "landing margin \(DecimalText.shortest(wheel.spin.landingMargin))"
        )
        lines.append("")
        // A weighted wheel's declared weights stand beside the counts they imply.
        let rows = tally.counts.enumerated().map { segment, count in
            let expectation = expected[segment]
            return [String(segment)]
                + (wheel.weights.map { [DecimalText.shortest($0.weights[segment])] } ?? []) + [
                    String(count), DecimalText.fixed(expectation, 2),
                    expectation > 0
                        ? DecimalText.signed((Double(count) / expectation - 1) * 100, 2) + "%" : "-",
                ]
        }
        // Right-aligned columns, each as wide as its longest entry needs (as the battery's).
        let header =
            ["segment"] + (wheel.weights == nil ? [] : ["weight"]) + ["count", "expected", "deviation"]
        let least = [7] + (wheel.weights == nil ? [] : [8]) + [10, 14, 11]
        let widths = zip(header.indices, least).map { column, least in
            max(least, (rows.map { $0[column].count }.max() ?? 0) + 2)
        }
        for row in [header] + rows {
            lines.append(zip(row, widths).map { DecimalText.padded($0, $1) }.joined())
        }
        lines.append("")
        lines.append(contentsOf: batteryLines)
        lines.append("")
        lines.append("landing mismatches: \(tally.landingMismatches)\(mismatchNote)")
        lines.append(
            "ticks per spin: \(tally.minimumTicksPerSpin == Int.max ? 0 : tally.minimumTicksPerSpin)"
                + "-\(tally.maximumTicksPerSpin), \(tally.ticksEvaluated) ticks evaluated")
        lines.append(
            "border crossings: \(tally.borderCrossings), at most \(tally.maximumCrossingsPerTick) per tick, "
                + "shortest interval \(intervalText)")
        lines.append("peak speed, frame to frame: \(peakSpeedText)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What follows a count of landing mismatches other than 0, which only a fault gives (a
    /// stop the model did not draw): ` (FAILED: must be 0)`, as the battery marks a failure.
    var mismatchNote: String { tally.landingMismatches == 0 ? "" : " (FAILED: must be 0)" }

    /// The `format` member that marks a document as a simulation report (as
    /// ``SimulationPart/format`` marks a part).
    public static let format = "luckywheel simulation report"
    /// The version of the layout below. 2: a test not judged gives null for its statistic,
    /// degrees of freedom and p-value, and every test has a `verdict`. Version 1, which had no
    /// `format` or `version`, gave 0, 0 and 1 there: a perfect fit to a reader that skipped
    /// `passed`.
    public static let formatVersion = 2

    /// One JSON object (`JSONValue`, keys in a fixed order): `format`, `version`
    /// (``formatVersion``), `generator` (the build that ran it, `PackageVersion.generator`), `spins`, `seed`, `seedOrigin` (`given` or `os`), `segments`,
    /// `counts`, `expected`, then the χ² of counts as before the battery: `chiSquare`,
    /// `degreesOfFreedom`, `pValue`, `passed` and `verdict` as in `tests`; `confidence`, `tests`
    /// (one object per test: `name`, `statistic`, `degreesOfFreedom`, `pValue`, `passed` (true,
    /// false, or null when not judged), `verdict` (a ``StatisticalTestResult/Verdict`` raw
    /// value) and `spinsNeeded` (``spinsNeeded(_:)``); a test not judged has null statistic, degrees of freedom and p-value, and
    /// `degreesOfFreedom` is null too for the z and D statistics), the battery's reading as a
    /// whole, as its summary line gives it (the top `passed` is the χ²'s alone): `judged` (the
    /// tests passed or failed), `failures` and `chanceOfAsManyFailures`
    /// (``TestBattery/chanceOfAsManyFailures``), `landingMismatches`,
    /// then the settings (`weights`, `fps`, `duration`, `turns`, `easing`, `landingMargin`: all
    /// a rerun needs besides the seed and segments) and timing facts
    /// (`ticksPerSpin` {`min`, `max`}, `ticksEvaluated`, `borderCrossings`,
    /// `maxCrossingsPerTick`, `shortestCrossingInterval` seconds, `peakAngularVelocity`
    /// rad/s). Non-finite numbers are `null`.
    public var json: String {
        jsonValue.serialized()
    }

    /// The report as a `JSONValue`, for embedding in a larger document.
    public var jsonValue: JSONValue {
        let wheel = configuration.wheel
        let tests = battery.results.map { result in
            JSONValue.object(
                [("name", .string(result.name))] + Self.members(of: result, statistic: "statistic")
                    + [("spinsNeeded", Self.spinsNeeded(result).map { .number($0) } ?? .null)])
        }
        let head: [(String, JSONValue)] = [
            ("format", .string(Self.format)), ("version", .int(Self.formatVersion)),
            ("generator", .string(PackageVersion.generator)),
            ("spins", .int(tally.spins)),
            ("seed", .seed(configuration.seed)),
            ("seedOrigin", .string(seedOrigin.rawValue)),
            ("segments", .int(wheel.geometry.segmentCount)),
            ("counts", .array(tally.counts.map { .int($0) })),
            ("expected", .array(expected.map { .number($0) })),
        ]
        // The χ² of counts at the top is the battery's first test, its verdict with it: without
        // one, a χ² not judged read as a perfect fit.
        let countsTest = Self.members(of: battery.results[0], statistic: "chiSquare")
        let tail: [(String, JSONValue)] = [
            ("confidence", .number(battery.confidence.value)),
            ("tests", .array(tests)),
            ("judged", .int(battery.judged)),
            ("failures", .int(battery.failures)),
            ("chanceOfAsManyFailures", .number(battery.chanceOfAsManyFailures)),
            ("landingMismatches", .int(tally.landingMismatches)),
            ("weights", wheel.weights.map { .array($0.weights.map { .number($0) }) } ?? .null),
            ("fps", .number(configuration.clock.framesPerSecond)),
            ("duration", .number(wheel.spin.duration)),
            ("turns", .int(wheel.spin.turns)),
            ("easing", .string(wheel.spin.easing.description)),
            ("landingMargin", .number(wheel.spin.landingMargin)),
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
        ]
        return .object(head + countsTest + tail)
    }

    /// The numbers a reader may read off `result`: none when it was not judged (too few
    /// observations for its rule, or nothing to test), since a p-value of 1 and a statistic of 0
    /// would read as a perfect fit. Every output follows it: `-` in the text, `–` on the page,
    /// null in JSON.
    static func readings(of result: StatisticalTestResult)
        -> (statistic: Double, degreesOfFreedom: Int?, pValue: Double)?
    {
        result.passed == nil ? nil : (result.statistic, result.degreesOfFreedom, result.pValue)
    }

    /// The statistic (under the key `statistic`), `degreesOfFreedom`, `pValue`, `passed` and
    /// `verdict` of `result`; the numbers are null for a test not judged (`readings(of:)`).
    static func members(of result: StatisticalTestResult, statistic: String) -> [(String, JSONValue)] {
        let readings = readings(of: result)
        return [
            (statistic, readings.map { .number($0.statistic) } ?? .null),
            ("degreesOfFreedom", readings?.degreesOfFreedom.map { .int($0) } ?? .null),
            ("pValue", readings.map { .number($0.pValue) } ?? .null),
            ("passed", result.passed.map { .bool($0) } ?? .null),
            ("verdict", .string(result.verdict.rawValue)),
        ]
    }

    /// The battery as a table, then one line counting the verdicts. Each column is as wide as
    /// its longest entry plus two spaces (at least as wide as at 12 segments), so no two
    /// numbers run together: 360 segments' serial test has 129,599 degrees of freedom.
    var batteryLines: [String] {
        let rows = battery.results.map { result in
            let readings = Self.readings(of: result)
            return (
                name: result.name,
                statistic: readings.map { Self.statisticText($0.statistic) } ?? "-",
                dof: readings?.degreesOfFreedom.map(String.init) ?? "-",
                p: readings.map { Self.pValueText($0.pValue) } ?? "-",
                verdict: Self.verdictText(result)
            )
        }
        let nameWidth = max(34, rows.map(\.name.count).max() ?? 0)
        let statisticWidth = max(13, (rows.map(\.statistic.count).max() ?? 0) + 2)
        let dofWidth = max(5, (rows.map(\.dof.count).max() ?? 0) + 2)
        let pWidth = max(10, (rows.map(\.p.count).max() ?? 0) + 2)
        func line(_ name: String, _ statistic: String, _ dof: String, _ p: String, _ verdict: String)
            -> String
        {
            name + String(repeating: " ", count: nameWidth - name.count)
                + DecimalText.padded(statistic, statisticWidth)
                + DecimalText.padded(dof, dofWidth) + DecimalText.padded(p, pWidth) + "  " + verdict
        }
        var lines = [line("test", "statistic", "dof", "p-value", "verdict")]
        lines += rows.map { line($0.name, $0.statistic, $0.dof, $0.p, $0.verdict) }
        lines.append(batterySummary)
        return lines
    }

    /// `12 tests at 99% confidence: 12 passed, 0 failed (a wheel that is fair fails 0.12 of 12
    /// by chance, on average; a weighted one: a wheel true to its weights)`, with failures
    /// `…, on average; 2 or more with probability 0.0144)` (``TestBattery/chanceOfAsManyFailures``), with the tests that had too few observations when there are any
    /// (those no run could give enough, ``isBeyondAnyRun(_:)``, apart);
    /// `6 tests at 99% confidence: none judged (too few spins)` when no test had enough; the
    /// tests a wheel with one possible outcome leaves nothing to test are counted apart.
    public var batterySummary: String {
        let judged = battery.judged
        let tests =
            "\(DecimalText.counted(battery.results.count, "test")) at \(battery.confidence.percentText) confidence: "
        let nothing =
            battery.nothingToTest > 0
            ? "\(battery.nothingToTest) with nothing to test (one possible outcome)" : nil
        let beyond = battery.results.filter(Self.isBeyondAnyRun).count
        let tooFew = battery.tooFew - beyond
        guard judged > 0 else {
            let reasons = [tooFew > 0 ? "too few spins" : nil, beyond > 0 ? Self.beyondAnyRunText : nil]
            return tests
                + ListText.joined(
                    [
                        battery.tooFew > 0
                            ? "none judged (\(reasons.compactMap(\.self).joined(separator: "; ")))" : nil,
                        nothing,
                    ].compactMap(\.self),
                    "and")
        }
        return tests + "\(judged - battery.failures) passed, \(battery.failures) failed"
            + (tooFew > 0 ? ", \(tooFew) not judged (too few spins)" : "")
            + (beyond > 0 ? ", \(beyond) not judged (\(Self.beyondAnyRunText))" : "")
            + (nothing.map { ", " + $0 } ?? "")
            + " (a wheel \(configuration.wheel.weights == nil ? "that is fair" : "true to its weights") fails "
            + "\(expectedFailuresText) of \(judged) by chance, on average"
            + (battery.failures > 0 ? "; \(battery.failures) or more with probability \(chanceText)" : "")
            + ")"
    }

    /// ``TestBattery/expectedChanceFailures`` to two decimals (`0.16`, `3.61`), below 0.1 to two
    /// significant digits (`0.07`, `0.014`, `0.007`): at 99.9 % confidence 3 judged tests read
    /// "fails 0.00 of 3", as if a fair wheel never failed one. The least it can be, one test
    /// at the highest confidence (1 − 2⁻⁵³), is 1.1e-16: 17 decimals.
    private var expectedFailuresText: String {
        let value = battery.expectedChanceFailures
        var digits = 2
        var bound = 0.1
        while value > 0, value < bound, digits < 17 {
            digits += 1
            bound /= 10
        }
        // 0.09999999999999998 (1 − 0.9 of one test) rounds to 0.1: two decimals, as 0.10 is.
        let text = DecimalText.trimmed(value, digits)
        return digits == 2 || text == "0.1" ? DecimalText.fixed(value, 2) : text
    }

    /// ``TestBattery/chanceOfAsManyFailures`` to four decimals, or `below 0.0001`.
    private var chanceText: String {
        let chance = battery.chanceOfAsManyFailures
        return chance < 0.0001 ? "below 0.0001" : DecimalText.fixed(chance, 4)
    }

    static func statisticText(_ value: Double) -> String {
        DecimalText.fixed(value, abs(value) < 1 ? 6 : 4)
    }

    static func pValueText(_ p: Double) -> String {
        p < 0.000_001 ? "< 0.000001" : DecimalText.fixed(p, 6)
    }

    /// `passed`, `FAILED`, `one outcome`, `too few spins`, or for a test no run could give
    /// enough spins, ``beyondAnyRunText`` and how many it would need:
    /// `a weight too small for any run (it would need about 5e300 spins)`.
    static func verdictText(_ result: StatisticalTestResult) -> String {
        switch result.verdict {
        case .passed: return "passed"
        case .failed: return "FAILED"
        case .tooFewObservations:
            guard isBeyondAnyRun(result), let needed = result.observationsNeeded else {
                return "too few spins"
            }
            return beyondAnyRunText
                + (needed.isFinite ? " (it would need \(Self.spinsText(needed)) spins)" : "")
        case .nothingToTest: return "one outcome"
        }
    }

    /// A number of spins past what a run may have: whole and grouped (`1,296,000,010`) below
    /// 10¹⁵, beyond as about so many (`about 5e300`), its first two digits rounded.
    static func spinsText(_ spins: Double) -> String {
        guard spins >= 1e15 else { return DecimalText.grouped(Int(Rounding.ceiling(spins))) }
        var mantissa = spins
        var exponent = 0
        while mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        var text = DecimalText.trimmed(mantissa, 1)
        if text == "10" {
            text = "1"
            exponent += 1
        }
        return "about \(text)e\(exponent)"
    }

    /// The spins a test not judged for too few would be judged from, whole (so that a script
    /// tells a run too short from a weight no run could test, `5e300`); nil for a test judged,
    /// one with nothing to test, or one no count of spins would do.
    static func spinsNeeded(_ result: StatisticalTestResult) -> Double? {
        guard result.verdict == .tooFewObservations, let needed = result.observationsNeeded, needed.isFinite
        else { return nil }
        return Rounding.ceiling(needed)
    }

    /// Why a test is not judged when more spins than a run may have
    /// (`SimulationConfiguration.spinsRange`) would not be enough: a segment's weight so small
    /// that it would never expect enough outcomes to test.
    static let beyondAnyRunText = "a weight too small for any run"

    /// Whether `result` was not judged for too few observations that no run could give: it
    /// would need more spins than `SimulationConfiguration.spinsRange` allows.
    static func isBeyondAnyRun(_ result: StatisticalTestResult) -> Bool {
        guard result.verdict == .tooFewObservations, let needed = result.observationsNeeded else {
            return false
        }
        return needed > Double(SimulationConfiguration.spinsRange.upperBound)
    }

    /// The peak speed in degrees per second, measured as the display link sees it: the largest
    /// turn between two frames, per second (`827.6 deg/s`).
    var peakSpeedText: String {
        DecimalText.fixed(tally.peakAngularVelocity * 180 / .pi, 1) + " deg/s"
    }

    /// In ms, or in µs or ns when shorter, so that three decimals still show it (a wheel of
    /// 360 segments at 1000 turns in 0.01 s read "0.000 ms").
    var intervalText: String {
        let interval = tally.shortestCrossingInterval
        guard interval.isFinite else { return "-" }
        let (scale, unit) = interval >= 1e-3 ? (1e3, "ms") : interval >= 1e-6 ? (1e6, "µs") : (1e9, "ns")
        return DecimalText.fixed(interval * scale, 3) + " " + unit
    }
}
