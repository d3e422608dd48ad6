import WheelCore
import WheelStatistics
import WheelSupport

extension SimulationPart {
    /// The `format` member that marks a file as a simulation part.
    public static let format = "luckywheel simulation part"
    /// The version of the layout below; parts of another version are refused. 2: `generator`.
    public static let formatVersion = 2

    /// The part as one line of JSON and a newline (its histogram alone has 65 536 entries):
    /// `format`, `version`, `generator` (`PackageVersion.generator`: parts of another build are
    /// refused), `configuration` (`spins`, `seed`, `seedOrigin`, `segments`,
    /// `pointerAngle`, `weights`, `fps`, `duration`, `turns`, `easing`, `landingMargin`,
    /// `idleAngularVelocity`, `resumeDelay`), `spinRange` {`start`, `end`}, `tally` and
    /// `sample` (`OutcomeSample.jsonValue`). Numbers are written so that they read back to
    /// the same bits.
    public var json: String {
        jsonValue.serialized(pretty: false) + "\n"
    }

    /// The part as a `JSONValue`.
    public var jsonValue: JSONValue {
        let wheel = configuration.wheel
        let spin = wheel.spin
        return .object([
            ("format", .string(Self.format)), ("version", .int(Self.formatVersion)),
            ("generator", .string(PackageVersion.generator)),
            (
                "configuration",
                .object([
                    ("spins", .int(configuration.spins)), ("seed", .seed(configuration.seed)),
                    ("seedOrigin", .string(seedOrigin.rawValue)),
                    ("segments", .int(wheel.geometry.segmentCount)),
                    ("pointerAngle", .number(wheel.geometry.pointerAngle)),
                    ("weights", wheel.weights.map { .array($0.weights.map { .number($0) }) } ?? .null),
                    ("fps", .number(configuration.clock.framesPerSecond)),
                    ("duration", .number(spin.duration)),
                    ("turns", .int(spin.turns)), ("easing", .string(spin.easing.description)),
                    ("landingMargin", .number(spin.landingMargin)),
                    ("idleAngularVelocity", .number(wheel.idleAngularVelocity)),
                    ("resumeDelay", .number(wheel.resumeDelay)),
                ])
            ),
            ("spinRange", .object([("start", .int(spins.lowerBound)), ("end", .int(spins.upperBound))])),
            (
                "tally",
                .object([
                    ("spins", .int(tally.spins)), ("counts", .array(tally.counts.map { .int($0) })),
                    ("landingMismatches", .int(tally.landingMismatches)),
                    ("ticksEvaluated", .int(tally.ticksEvaluated)),
                    ("minimumTicksPerSpin", .int(tally.minimumTicksPerSpin)),
                    ("maximumTicksPerSpin", .int(tally.maximumTicksPerSpin)),
                    ("borderCrossings", .int(tally.borderCrossings)),
                    ("maximumCrossingsPerTick", .int(tally.maximumCrossingsPerTick)),
                    // +infinity (no two crossings yet) is written as null.
                    ("shortestCrossingInterval", .number(tally.shortestCrossingInterval)),
                    ("peakAngularVelocity", .number(tally.peakAngularVelocity)),
                ])
            ),
            ("sample", sample.jsonValue),
        ])
    }

    /// The part `json` wrote; `part` numbers it in errors.
    /// - Throws: `SimulationPartError.malformed` saying what is wrong: not JSON, a report, not a part,
    ///   another version, a setting the simulation refuses, counts that do not add up, or
    ///   figures no run gives (see `impossibility(in:)`).
    public init(json text: String, part: Int = 0) throws(SimulationPartError) {
        func fail(_ reason: String) -> SimulationPartError { .malformed(part: part, reason: reason) }
        let document: JSONValue
        do {
            document = try JSONValue(parsing: text)
        } catch {
            throw fail("it is not JSON (\(error.description))")
        }
        // A report of either version (version 1 had no `format`, but had `tests`) holds
        // verdicts, not a sample: the spins behind them cannot be added to others.
        if document["format"]?.stringValue == SimulationReport.format || document["tests"] != nil {
            throw fail(
                "it is a simulation report, which holds verdicts, not the counts a merge adds up; "
                    + "merge the partial results of the spin ranges")
        }
        guard document["format"]?.stringValue == Self.format else {
            throw fail("it has no \"format\": \"\(Self.format)\" member")
        }
        guard let version = document["version"]?.intValue, version == Self.formatVersion else {
            let found = document["version"].map { $0.serialized(pretty: false) } ?? "missing"
            throw fail("its \"version\" is \(found), not \(Self.formatVersion)")
        }
        // Another build may draw or judge otherwise: its parts are merged by that build.
        guard let generator = document["generator"]?.stringValue, !generator.isEmpty else {
            throw fail("\"generator\" is missing, empty or not text")
        }
        guard generator == PackageVersion.generator else {
            throw fail(
                "it was written by \(generator), and this is \(PackageVersion.generator); merge the parts with the "
                    + "build that ran them")
        }
        guard let settings = document["configuration"] else { throw fail("\"configuration\" is missing") }
        func number(_ key: String, in object: JSONValue) throws(SimulationPartError) -> Double {
            guard let value = object[key]?.doubleValue else {
                throw fail("\"\(key)\" is missing or not a number")
            }
            return value
        }
        func integer(_ key: String, in object: JSONValue) throws(SimulationPartError) -> Int {
            guard let value = object[key]?.intValue else {
                throw fail("\"\(key)\" is missing or not an integer")
            }
            return value
        }
        guard let seed = settings["seed"]?.seedValue else {
            throw fail("\"seed\" is missing or not a seed")
        }
        guard let origin = settings["seedOrigin"]?.stringValue.flatMap(SeedOrigin.init(rawValue:)) else {
            throw fail("\"seedOrigin\" is missing or not one of given, os")
        }
        guard let easingName = settings["easing"]?.stringValue else { throw fail("\"easing\" is missing") }
        var weights: [Double]?
        if let list = settings["weights"], list != .null {
            guard let items = list.arrayValue?.compactMap(\.doubleValue),
                items.count == list.arrayValue?.count
            else {
                throw fail("\"weights\" is not a list of numbers")
            }
            weights = items
        }
        let turns = try integer("turns", in: settings)
        let duration = try number("duration", in: settings)
        let landingMargin = try number("landingMargin", in: settings)
        let segments = try integer("segments", in: settings)
        let pointerAngle = try number("pointerAngle", in: settings)
        let idleSpeed = try number("idleAngularVelocity", in: settings)
        let resumeDelay = try number("resumeDelay", in: settings)
        let spinCount = try integer("spins", in: settings)
        let rate = try number("fps", in: settings)
        let configuration: SimulationConfiguration
        do throws(WheelError) {
            let spin = try SpinOptions(
                turns: turns, duration: duration, easing: try Easing(parsing: easingName),
                landingMargin: landingMargin)
            let wheel = try WheelConfiguration(
                geometry: WheelGeometry(segmentCount: segments, pointerAngle: pointerAngle), spin: spin,
                idleAngularVelocity: idleSpeed, resumeDelay: resumeDelay,
                weights: try weights.map { list throws(WheelError) in try WeightedChoice(weights: list) })
            configuration = try SimulationConfiguration(
                spins: spinCount, seed: seed, wheel: wheel, framesPerSecond: rate)
        } catch {
            throw fail("its configuration is refused: \(error.description)")
        }
        guard let range = document["spinRange"] else { throw fail("\"spinRange\" is missing") }
        let start = try integer("start", in: range)
        let end = try integer("end", in: range)
        guard SimulationPart.isPart(start: start, end: end, spins: configuration.spins) else {
            throw fail("its spin range \(start)..\(end) is not a non-empty part of 0..\(configuration.spins)")
        }
        guard let counted = document["tally"] else { throw fail("\"tally\" is missing") }
        guard let countItems = counted["counts"]?.arrayValue, countItems.count == segments else {
            throw fail("\"counts\" does not have one count per segment")
        }
        let counts = countItems.compactMap(\.intValue)
        guard counts.count == segments, counts.allSatisfy({ $0 >= 0 }) else {
            throw fail("\"counts\" is not a list of counts")
        }
        let shortest =
            counted["shortestCrossingInterval"] == .null
            ? Double.infinity : try number("shortestCrossingInterval", in: counted)
        let tally = SimulationTally(
            spins: try integer("spins", in: counted), counts: counts,
            landingMismatches: try integer("landingMismatches", in: counted),
            ticksEvaluated: try integer("ticksEvaluated", in: counted),
            minimumTicksPerSpin: try integer("minimumTicksPerSpin", in: counted),
            maximumTicksPerSpin: try integer("maximumTicksPerSpin", in: counted),
            borderCrossings: try integer("borderCrossings", in: counted),
            maximumCrossingsPerTick: try integer("maximumCrossingsPerTick", in: counted),
            shortestCrossingInterval: shortest,
            peakAngularVelocity: try number("peakAngularVelocity", in: counted))
        guard tally.spins == end - start, counts.checkedSum == tally.spins else {
            throw fail("its tally does not count the \(end - start) spins of its range")
        }
        if let reason = Self.impossibility(in: tally) ?? Self.impossibleTicks(in: tally, of: configuration)
            ?? Self.impossibleCrossings(in: tally, of: configuration)
            ?? Self.impossibleSpeed(in: tally, of: configuration)
        {
            throw fail(reason)
        }
        guard let state = document["sample"] else { throw fail("\"sample\" is missing") }
        let simulation = FairnessSimulation(configuration: configuration)
        let sample: OutcomeSample
        do {
            sample = try OutcomeSample(json: state, design: simulation.batteryDesign)
        } catch {
            throw fail(error.description)
        }
        guard sample.start == start, sample.count == end - start else {
            throw fail("its sample does not hold the spins of its range")
        }
        guard sample.counts == counts else {
            throw fail("its tally and its sample count other stops per segment (their \"counts\" differ)")
        }
        self.init(
            configuration: configuration, seedOrigin: origin, spins: start..<end, tally: tally, sample: sample
        )
    }

    /// What no run of `configuration` gives as `tally`'s ticks per spin, for a person; nil when
    /// they could be. A spin pressed `o` after tick 0 (0 ≤ o < one frame) ends `d` seconds
    /// later, at the first tick at or after `o + d`, so it takes ⌈d · rate⌉ or one more ticks;
    /// one tick of slack on each side covers the rounding of those times. An edited part's
    /// 2^62 ticks a spin passed every other check and overflowed only when merged.
    static func impossibleTicks(in tally: SimulationTally, of configuration: SimulationConfiguration)
        -> String?
    {
        let duration = configuration.wheel.spin.duration
        let rate = configuration.clock.framesPerSecond
        // Both within their ranges (3600 s, 240 Hz): the product fits an Int with room to spare.
        let exact = Int((duration * rate).rounded(.up))
        let possible = max(1, exact - 1)...(exact + 2)
        guard !possible.contains(tally.minimumTicksPerSpin) || !possible.contains(tally.maximumTicksPerSpin)
        else { return nil }
        return
            "its ticks per spin, \(tally.minimumTicksPerSpin) to \(tally.maximumTicksPerSpin), are not those of "
            + "a \(DecimalText.shortest(duration)) s spin at \(DecimalText.shortest(rate)) fps "
            + "(\(possible.lowerBound) to \(possible.upperBound))"
    }

    /// What no run of `configuration` gives as `tally`'s border crossings, for a person; nil
    /// when they could be. A spin turns its whole turns and less than one more, never back
    /// (``SpinOptions`` refuses an easing that goes back), so it passes at most that many
    /// turns' borders, and one more at each end: an edited part's 2^63 crossings passed every
    /// other check (they fitted its most crossings a tick) and were merged into the report.
    static func impossibleCrossings(in tally: SimulationTally, of configuration: SimulationConfiguration)
        -> String?
    {
        let wheel = configuration.wheel
        let segments = wheel.geometry.segmentCount
        // Within the ranges (1001 turns, 360 segments, 10⁹ spins) the products fit an Int.
        let perSpin = (wheel.spin.turns + 1) * segments + 2
        guard tally.borderCrossings > perSpin * tally.spins || tally.maximumCrossingsPerTick > perSpin else {
            return nil
        }
        return
            "its \(tally.borderCrossings) border crossings, at most \(tally.maximumCrossingsPerTick) a tick, are more "
            + "than \(DecimalText.counted(tally.spins, "spin")) of \(DecimalText.counted(wheel.spin.turns, "turn")) on "
            + "\(segments) segments pass (at most \(perSpin) a spin)"
    }

    /// What no run of `configuration` gives as `tally`'s peak speed, for a person; nil when it
    /// could be. A frame interval that turns the wheel by θ passes at least ⌊θ / w⌋ borders of
    /// its segments of width w, so no step is as large as (most crossings a tick + 1) · w, and
    /// the peak speed, the largest step times the rate, stays below that times the rate (an
    /// edited part's 1e308 rad/s merged as `inf deg/s`).
    static func impossibleSpeed(in tally: SimulationTally, of configuration: SimulationConfiguration)
        -> String?
    {
        let width = configuration.wheel.geometry.segmentWidth
        let rate = configuration.clock.framesPerSecond
        // In doubles: a count edited to Int.max plus one would stop the process.
        let bound = (Double(tally.maximumCrossingsPerTick) + 1) * width * rate
        // A relative allowance for the rounding of the step and of this product.
        guard tally.peakAngularVelocity > bound * (1 + 1e-9) else { return nil }
        return
            "its peak angular velocity, \(DecimalText.shortest(tally.peakAngularVelocity)) rad/s, is more than a "
            + "wheel of \(configuration.wheel.geometry.segmentCount) segments turns at "
            + "\(DecimalText.shortest(rate)) fps passing at most "
            + "\(DecimalText.counted(tally.maximumCrossingsPerTick, "border")) a tick (below "
            + "\(DecimalText.shortest(bound)) rad/s)"
    }

    /// What no run of `tally.spins` (≥ 1) spins gives in `tally`, for a person; nil when its
    /// figures agree with each other. A merge adds the figures of every part into the report,
    /// so an impossible one (a negative count that cancels another part's) is refused where
    /// it is read.
    static func impossibility(in tally: SimulationTally) -> String? {
        let spins = tally.spins
        let fewest = tally.minimumTicksPerSpin
        let most = tally.maximumTicksPerSpin
        let ticks = tally.ticksEvaluated
        let crossings = tally.borderCrossings
        let perTick = tally.maximumCrossingsPerTick
        guard (0...spins).contains(tally.landingMismatches) else {
            return
                "its \(tally.landingMismatches) landing mismatches are not between 0 and its \(spins) spins"
        }
        guard fewest >= 1, fewest <= most else {
            return "its ticks per spin, \(fewest) to \(most), are not a range of whole ticks"
        }
        // One spin took the fewest ticks and one the most (the same spin when there is one),
        // the others between: a maximum edited up, or a minimum down, no longer adds up.
        // Sums that overflow are beyond any count that was read, so only their side fails.
        func total(_ one: Int, _ others: Int) -> (partialValue: Int, overflow: Bool) {
            let product = others.multipliedReportingOverflow(by: spins - 1)
            let sum = product.partialValue.addingReportingOverflow(one)
            return (sum.partialValue, product.overflow || sum.overflow)
        }
        let least = total(most, fewest)
        let greatest = total(fewest, most)
        guard !least.overflow, least.partialValue <= ticks,
            greatest.overflow || ticks <= greatest.partialValue
        else {
            return "its \(ticks) ticks evaluated are not \(spins) spins of \(fewest) to \(most) ticks"
        }
        let reachable = perTick.multipliedReportingOverflow(by: ticks)
        guard (0...max(crossings, 0)).contains(perTick),
            reachable.overflow || crossings <= reachable.partialValue
        else {
            return
                "its \(crossings) border crossings, at most \(perTick) per tick over \(ticks) ticks, do not add up"
        }
        let interval = tally.shortestCrossingInterval
        guard interval >= 0 else {
            return "its shortest crossing interval, \(DecimalText.shortest(interval)) s, is negative"
        }
        // No interval (+infinity) means no spin crossed two borders; one means one did.
        guard interval.isFinite ? crossings >= 2 : crossings <= spins else {
            return
                "its shortest crossing interval does not fit its \(crossings) border crossings in \(spins) spins"
        }
        guard tally.peakAngularVelocity >= 0 else {
            return
                "its peak angular velocity, \(DecimalText.shortest(tally.peakAngularVelocity)) rad/s, is negative"
        }
        return nil
    }
}
