import Foundation
import Testing
import WheelCore
import WheelStatistics
import WheelSupport

@testable import WheelAudit

@Suite struct SimulationPartTests {
    /// A run that spans several chunks, with weights, so every test of the battery is judged.
    static func simulation(spins: Int = 2 * FairnessSimulation.chunkSize + 901) throws -> FairnessSimulation {
        try FairnessSimulationTests.simulation(spins: spins, seed: 5, segments: 5, weights: [3, 1, 1, 0, 2])
    }

    static func parts(_ simulation: FairnessSimulation, cuts: [Int]) throws -> [SimulationPart] {
        try zip(cuts, cuts.dropFirst()).map { try simulation.part(spins: $0..<$1, threadCount: 2) }
    }

    @Test(arguments: [
        [0, 9093], [0, 1, 9093], [0, 4097, 4098, 9093], [0, 3001, 6002, 9093], [0, 4096, 8192, 9093],
        [0, 17, 5555, 9092, 9093],
    ])
    func mergedPartsGiveTheBytesOfOneRun(cuts: [Int]) throws {
        let simulation = try Self.simulation()
        let whole = simulation.run(threadCount: 1)
        let parts = try Self.parts(simulation, cuts: cuts)
        let merged = try SimulationPart.merge(parts.reversed()).report()
        #expect(Array(merged.text.utf8) == Array(whole.text.utf8))
        #expect(Array(merged.json.utf8) == Array(whole.json.utf8))
        #expect(merged == whole)
    }

    /// A run is cut into at least `fewestChunks` units when its spins allow, so a short run of
    /// slow spins uses every core; the cut is contiguous and covers every spin.
    @Test(arguments: [
        (1, 1, 1), (10, 1, 10), (1000, 63, 16), (2000, 65, 31), (9093, 65, 142), (1_000_000, 245, 4096),
    ])
    func chunksCoverTheRunInEnoughUnits(spins: Int, count: Int, size: Int) throws {
        let chunks = try Self.simulation(spins: spins).chunks
        #expect(chunks.count == count)
        #expect(chunks.first?.count == size)
        #expect(chunks.first?.lowerBound == 0 && chunks.last?.upperBound == spins)
        #expect(zip(chunks, chunks.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    /// `progress` hears of every chunk's spins once, so a bar reaches the part's count.
    @Test func progressCountsEverySpinOfThePart() throws {
        let simulation = try Self.simulation()
        let told = Locked<[Int]>([])
        let part = try simulation.part(spins: 17..<5555, threadCount: 2) { count in
            told.withLock { $0.append(count) }
        }
        #expect(told.withLock { $0.reduce(0, +) } == part.spins.count)
        #expect(told.withLock { $0.count } == simulation.chunks.filter { $0.overlaps(17..<5555) }.count)
    }

    @Test func partsReadBackFromJSONMergeIntoOneRun() throws {
        let simulation = try Self.simulation()
        let parts = try Self.parts(simulation, cuts: [0, 2500, 6001, 9093])
        let read = try parts.enumerated().map { try SimulationPart(json: $1.json, part: $0) }
        #expect(read == parts)
        // The seed is a string of digits; a part written with it as a number reads the same.
        #expect(parts[0].json.contains("\"seed\": \"5\","))
        let numbered = parts[0].json.replacingOccurrences(of: "\"seed\": \"5\",", with: "\"seed\": 5,")
        #expect(try SimulationPart(json: numbered) == parts[0])
        let merged = try SimulationPart.merge([read[2], read[0], read[1]])
        #expect(merged.isComplete)
        let confidence = try ConfidenceLevel(0.95)
        #expect(
            try merged.report(confidence: confidence).json
                == simulation.run(threadCount: 2, confidence: confidence).json)
        // A merged part is itself a part: merging in two levels gives the same.
        let half = try SimulationPart.merge([read[0], read[1]])
        #expect(try SimulationPart.merge([read[2], SimulationPart(json: half.json)]) == merged)
    }

    @Test func theBatteryDoesNotDependOnTheNumberOfThreads() throws {
        let simulation = try Self.simulation()
        let one = try simulation.part(spins: 0..<9093, threadCount: 1)
        for threads in [2, 3, 7] {
            #expect(try simulation.part(spins: 0..<9093, threadCount: threads) == one)
        }
    }

    @Test func refusesOverlappingMissingAndMismatchedParts() throws {
        let simulation = try Self.simulation()
        let a = try simulation.part(spins: 0..<3000)
        let b = try simulation.part(spins: 3000..<6000)
        let c = try simulation.part(spins: 6000..<9093)
        let overlapping = try simulation.part(spins: 5000..<7000)
        #expect(throws: SimulationPartError.overlap(part: 1, other: 3, lower: 5000, upper: 6000)) {
            try SimulationPart.merge([a, b, c, overlapping])
        }
        #expect(throws: SimulationPartError.missing(lower: 3000, upper: 6000)) {
            try SimulationPart.merge([a, c])
        }
        #expect(throws: SimulationPartError.missing(lower: 0, upper: 3000)) {
            try SimulationPart.merge([b, c]).report()
        }
        #expect(throws: SimulationPartError.missing(lower: 6000, upper: 9093)) {
            try SimulationPart.merge([a, b]).report()
        }
        #expect(throws: SimulationPartError.noParts) { try SimulationPart.merge([]) }
        let otherSeed = try FairnessSimulationTests.simulation(
            spins: 9093, seed: 6, segments: 5, weights: [3, 1, 1, 0, 2])
        #expect(throws: SimulationPartError.mismatch(part: 1, field: "seed")) {
            try SimulationPart.merge([a, otherSeed.part(spins: 3000..<9093)])
        }
        let otherWeights = try FairnessSimulationTests.simulation(
            spins: 9093, seed: 5, segments: 5, weights: [3, 1, 1, 1, 2])
        #expect(throws: SimulationPartError.mismatch(part: 2, field: "weights")) {
            try SimulationPart.merge([a, b, otherWeights.part(spins: 6000..<9093)])
        }
        let production = try simulation.part(spins: 3000..<9093, seedOrigin: .operatingSystem)
        #expect(throws: SimulationPartError.mismatch(part: 1, field: "seed origin")) {
            try SimulationPart.merge([a, production])
        }
        // Each setting is named: the pointer angle is not the segment count, and of the spin
        // options the one that differs.
        let wheel = simulation.configuration.wheel
        func variant(geometry: WheelGeometry? = nil, spin: SpinOptions? = nil) throws -> SimulationPart {
            let changed = try WheelConfiguration(
                geometry: geometry ?? wheel.geometry, spin: spin ?? wheel.spin, weights: wheel.weights)
            return try FairnessSimulation(
                configuration: SimulationConfiguration(
                    spins: 9093, seed: 5, wheel: changed,
                    framesPerSecond: simulation.configuration.clock.framesPerSecond)
            ).part(spins: 3000..<9093)
        }
        let cases: [(SimulationPart, String)] = [
            (try variant(geometry: WheelGeometry(segmentCount: 5, pointerAngle: 1)), "pointer angle"),
            (try variant(spin: SpinOptions(turns: wheel.spin.turns + 1, duration: 1)), "number of turns"),
            (try variant(spin: SpinOptions(duration: 2)), "spin duration"),
            (try variant(spin: SpinOptions(duration: 1, easing: .speedMatched)), "easing"),
            (try variant(spin: SpinOptions(duration: 1, landingMargin: 0.25)), "landing margin"),
        ]
        for (other, field) in cases {
            #expect(throws: SimulationPartError.mismatch(part: 1, field: field)) {
                try SimulationPart.merge([a, other])
            }
        }
        let longer = try Self.simulation(spins: 9094)
        #expect(throws: SimulationPartError.mismatch(part: 1, field: "spin count")) {
            try SimulationPart.merge([a, longer.part(spins: 3000..<9094)])
        }
    }

    @Test(arguments: [(-1, 5), (0, 0), (5, 5), (9000, 9094)])
    func refusesSpinRangesOutsideTheRun(lower: Int, upper: Int) throws {
        let simulation = try Self.simulation()
        #expect(throws: SimulationPartError.spinRangeOutOfBounds(lower: lower, upper: upper, spins: 9093)) {
            try simulation.part(spins: lower..<upper)
        }
    }

    @Test func refusesFilesThatAreNotParts() throws {
        let simulation = try Self.simulation(spins: 50)
        let good = try simulation.part(spins: 0..<50).json
        func reason(_ text: String) -> String? {
            do {
                _ = try SimulationPart(json: text, part: 2)
                return nil
            } catch {
                if case .malformed(let part, let reason) = error, part == 2 { return reason }
                return "unexpected \(error)"
            }
        }
        #expect(reason("not json")?.contains("not JSON") == true)
        #expect(reason("{}")?.contains("format") == true)
        #expect(
            reason(good.replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1"))?.contains(
                "\"version\" is 1, not 2") == true)
        // A part of another build is refused: it may draw or judge otherwise.
        #expect(
            reason(good.replacingOccurrences(of: "\"luckywheel 0.1.0\"", with: "\"luckywheel 0.0.9\""))
                == "it was written by luckywheel 0.0.9, and this is luckywheel 0.1.0; merge the parts with the "
                + "build that ran them")
        #expect(
            reason(good.replacingOccurrences(of: "\"generator\": \"luckywheel 0.1.0\", ", with: ""))
                == "\"generator\" is missing, empty or not text")
        #expect(
            reason(good.replacingOccurrences(of: "\"luckywheel 0.1.0\"", with: "\"\""))
                == "\"generator\" is missing, empty or not text")
        #expect(
            reason(good.replacingOccurrences(of: "\"segments\": 5", with: "\"segments\": 1"))?.contains(
                "configuration") == true)
        #expect(
            reason(good.replacingOccurrences(of: "\"end\": 50", with: "\"end\": 51"))?.contains("spin range")
                == true)
        #expect(
            reason(good.replacingOccurrences(of: "\"runs\": ", with: "\"runs\": -"))?.contains("runs") == true
        )
        #expect(
            reason(good.replacingOccurrences(of: "\"ticksEvaluated\"", with: "\"ticks\""))?.contains(
                "ticksEvaluated") == true)
        #expect(reason(good) == nil)
        let message = SimulationPartError.malformed(part: 2, reason: "it is not JSON").description
        #expect(message.contains("part 3"))
        #expect(
            SimulationPartError.overlap(part: 4, other: 1, lower: 10, upper: 20).description.contains(
                "part 2 and part 5"))
        #expect(SimulationPartError.missing(lower: 10, upper: 20).description.contains("10..20"))
    }

    /// A part numbered `Int.max` (any `part:` a caller gives, or an error made in code) is
    /// written as number 2⁶³ (one more overflowed, stopping the process).
    @Test func partNumbersUpToIntMaxAreWritten() {
        let last = Int.max
        #expect {
            _ = try SimulationPart(json: "", part: last)
        } throws: { error in
            "\(error)".hasPrefix("part 9223372036854775808 is not a simulation part: it is not JSON")
        }
        #expect(
            SimulationPartError.mismatch(part: last, field: "seed").description
                == "part 9223372036854775808 differs from part 1 in its seed; merge only parts of one run"
        )
        #expect(
            SimulationPartError.overlap(part: last, other: last - 1, lower: 10, upper: 20).description
                == "part 9223372036854775807 and part 9223372036854775808 both ran spins 10..20; "
                + "give each spin range once")
    }

    /// The command line names the parts by their files through the same sentences (merge had
    /// written its own, which had drifted: "of one run" against "of the same run").
    @Test func partsCanBeNamedByTheirFiles() {
        let files = ["a.json", "b.json"]
        let name = { (part: Int) in files[part] }
        #expect(
            SimulationPartError.mismatch(part: 1, field: "seed").description(naming: name)
                == "b.json differs from a.json in its seed; merge only parts of one run")
        #expect(
            SimulationPartError.overlap(part: 1, other: 0, lower: 0, upper: 5).description(naming: name)
                == "a.json and b.json both ran spins 0..5; give each spin range once")
        #expect(
            SimulationPartError.malformed(part: 0, reason: "it is not JSON").description(naming: name)
                == "a.json is not a simulation part: it is not JSON")
    }

    /// Why `SimulationPart(json:)` refuses `text`, or nil when it reads it.
    static func refusal(_ text: String) -> String? {
        do {
            _ = try SimulationPart(json: text)
            return nil
        } catch {
            if case .malformed(_, let reason) = error { return reason }
            return "unexpected \(error)"
        }
    }

    /// Figures no run gives are refused where the part is read, saying which: a merge would add
    /// them into the report (a -5 cancelling another part's +5) or overflow on them.
    @Test(arguments: [
        ("landingMismatches", "-5", "landing mismatches"), ("landingMismatches", "51", "landing mismatches"),
        ("minimumTicksPerSpin", "0", "ticks per spin"), ("minimumTicksPerSpin", "100000", "ticks per spin"),
        ("ticksEvaluated", "9223372036854775807", "ticks evaluated"),
        // One spin of the most ticks and 49 of the fewest take more than the ticks evaluated;
        // one of the fewest and 49 of the most, fewer: each was taken.
        ("maximumTicksPerSpin", "100000", "ticks evaluated"), ("minimumTicksPerSpin", "1", "ticks evaluated"),
        ("borderCrossings", "-1", "border crossings"),
        ("borderCrossings", "9223372036854775807", "border crossings"),
        ("maximumCrossingsPerTick", "9223372036854775807", "border crossings"),
        ("shortestCrossingInterval", "-1", "is negative"),
        ("shortestCrossingInterval", "null", "does not fit its"),
        ("peakAngularVelocity", "-1", "is negative"),
        // Faster than the wheel turns while passing at most that many borders a tick: 1e308
        // merged as `inf deg/s`.
        ("peakAngularVelocity", "1e308", "is more than a wheel of 5 segments turns at 24 fps"),
        ("peakAngularVelocity", "100", "is more than a wheel of 5 segments turns at 24 fps"),
    ])
    func refusesTalliesNoRunGives(key: String, value: String, reason: String) throws {
        let good = try Self.simulation(spins: 50).part(spins: 0..<50).json
        #expect(Self.refusal(good) == nil)
        let tampered = good.replacingOccurrences(
            of: "\"\(key)\": [^,}]*", with: "\"\(key)\": \(value)", options: .regularExpression)
        #expect(tampered != good)
        let refusal = try #require(Self.refusal(tampered))
        #expect(refusal.contains(reason), "\(refusal)")
    }

    /// The most crossings a tick edited to the largest count, with crossings to match, is read
    /// without stopping the process: the bound on the peak speed is worked out in doubles.
    @Test func theLargestCrossingCountDoesNotOverflowTheSpeedBound() throws {
        var text = try Self.simulation(spins: 50).part(spins: 0..<50).json
        for key in ["borderCrossings", "maximumCrossingsPerTick"] {
            text = text.replacingOccurrences(
                of: "\"\(key)\": [^,}]*", with: "\"\(key)\": 9223372036854775807", options: .regularExpression
            )
        }
        #expect(text.contains("\"maximumCrossingsPerTick\": 9223372036854775807"))
        _ = Self.refusal(text)
    }

    /// `value` with the member at `path` (object keys, array indices) replaced by `new`.
    static func replacing(_ path: [String], in value: JSONValue, with new: JSONValue) -> JSONValue {
        guard let key = path.first else { return new }
        let rest = Array(path.dropFirst())
        switch value {
        case .object(let members):
            return .object(members.map { $0.0 == key ? ($0.0, replacing(rest, in: $0.1, with: new)) : $0 })
        case .array(var items):
            guard let index = Int(key), items.indices.contains(index) else { return value }
            items[index] = replacing(rest, in: items[index], with: new)
            return .array(items)
        default:
            return value
        }
    }

    /// A sample whose ends or runs no run of its spins gives is refused, naming the member: each
    /// of these edits changed a verdict of the merged report (runs 1 failed the runs test; a
    /// first occurrence moved before the part changed the gap test) when merge took them. The
    /// part's first spin is segment 4's, its last segment 0's; a spin that is the first or last
    /// occurrence of two segments (the gap test of the second changed) is refused too.
    @Test(arguments: [
        ("runs", JSONValue.int(1)), ("runs", .int(0)), ("firstOccurrence.0", .int(10)),
        ("firstOccurrence.0", .int(-1)), ("firstOccurrence.3", .int(3000)), ("lastOccurrence.0", .int(2501)),
        ("firstCategory", .int(3)), ("lastCategory", .int(3)), ("leadingUnpaired", .int(-1)),
        ("trailingUnpaired", .int(-1)), ("firstOccurrence.1", .int(2501)), ("firstOccurrence.2", .int(2503)),
        ("lastOccurrence.1", .int(6000)), ("lastOccurrence.2", .int(5994)),
    ])
    func refusesSamplesNoRunGives(member: String, value: JSONValue) throws {
        // Spins 2501..<6001: an odd first index and an even last one, so both ends are unpaired;
        // segment 3 (weight 0) never occurs.
        let part = try Self.simulation().part(spins: 2501..<6001)
        let document = try JSONValue(parsing: part.json)
        #expect(Self.refusal(part.json) == nil)
        let path = ["sample"] + member.split(separator: ".").map(String.init)
        let tampered = Self.replacing(path, in: document, with: value)
        #expect(tampered != document, "the edit changes the part")
        let refusal = try #require(Self.refusal(tampered.serialized()))
        #expect(refusal.contains(path[1]), "\(refusal)")
    }

    /// A stop moved from one segment to another in the tally alone is named as such: it was
    /// told as a sample that does not hold the spins of its range.
    @Test func refusesATallyWhoseCountsAreNotItsSamples() throws {
        let good = try Self.simulation(spins: 50).part(spins: 0..<50)
        let document = try JSONValue(parsing: good.json)
        var counts = good.tally.counts
        let from = try #require(counts.firstIndex { $0 > 0 })
        counts[from] -= 1
        counts[(from + 1) % counts.count] += 1
        let tampered = Self.replacing(
            ["tally", "counts"], in: document, with: .array(counts.map { .int($0) }))
        #expect(tampered != document)
        #expect(
            Self.refusal(tampered.serialized())
                == "its tally and its sample count other stops per segment (their \"counts\" differ)")
    }

    /// Counts that add up to the spins only when their sum wraps around are refused.
    @Test func refusesCountsWhoseSumWrapsAround() throws {
        let good = try Self.simulation(spins: 50).part(spins: 0..<50).json
        // The tally's counts come first, before the sample's.
        let counts = try #require(good.range(of: "\"counts\": \\[[^\\]]*\\]", options: .regularExpression))
        let values = good[counts].split(separator: "[")[1].dropLast().split(separator: ",").compactMap {
            Int($0.trimmingCharacters(in: .whitespaces))
        }
        #expect(values.reduce(0, +) == 50)
        let wrapped = values.prefix(4).map { $0 &+ 1 << 62 } + values.dropFirst(4)
        let tampered = good.replacingCharacters(
            in: counts, with: "\"counts\": [\(wrapped.map(String.init).joined(separator: ", "))]")
        #expect(Self.refusal(tampered)?.contains("does not count the 50 spins") == true)
    }

    /// A part whose tally has another number of counts than the others' (made in code: one
    /// read back has one per segment) was added over the counts both had; it is refused.
    @Test func refusesAPartWhoseTallyHasOtherCounts() throws {
        let simulation = try Self.simulation(spins: 2)
        let parts = try Self.parts(simulation, cuts: [0, 1, 2])
        let tally = parts[1].tally
        let short = SimulationPart(
            configuration: parts[1].configuration, seedOrigin: parts[1].seedOrigin, spins: parts[1].spins,
            tally: SimulationTally(
                spins: tally.spins, counts: Array(tally.counts.dropLast()),
                landingMismatches: tally.landingMismatches, ticksEvaluated: tally.ticksEvaluated,
                minimumTicksPerSpin: tally.minimumTicksPerSpin,
                maximumTicksPerSpin: tally.maximumTicksPerSpin,
                borderCrossings: tally.borderCrossings,
                maximumCrossingsPerTick: tally.maximumCrossingsPerTick,
                shortestCrossingInterval: tally.shortestCrossingInterval,
                peakAngularVelocity: tally.peakAngularVelocity),
            sample: parts[1].sample)
        #expect(
            throws: SimulationPartError.malformed(
                part: 1, reason: "its tally has 4 counts where the other parts' have 5, one per segment")
        ) { try SimulationPart.merge([parts[0], short]) }
    }

    /// Parts made in code whose figures overflow when added (read back, each figure is bounded
    /// by the part's spins and settings, and their sums fit): bad data naming the part with
    /// the largest such figure (the one edited), not the part added last (which named the
    /// untouched part after an edited one), and not a trap.
    @Test(arguments: [0, 1])
    func refusesPartsWhoseSumsOverflowNamingTheLargest(edited: Int) throws {
        let simulation = try Self.simulation(spins: 2)
        let crossings = Int.max - 1
        let parts = try Self.parts(simulation, cuts: [0, 1, 2]).enumerated().map { index, part in
            guard index == edited else { return part }
            let tally = part.tally
            return SimulationPart(
                configuration: part.configuration, seedOrigin: part.seedOrigin, spins: part.spins,
                tally: SimulationTally(
                    spins: tally.spins, counts: tally.counts, landingMismatches: 0,
                    ticksEvaluated: tally.ticksEvaluated, minimumTicksPerSpin: tally.minimumTicksPerSpin,
                    maximumTicksPerSpin: tally.maximumTicksPerSpin, borderCrossings: crossings,
                    maximumCrossingsPerTick: crossings,
                    shortestCrossingInterval: tally.shortestCrossingInterval,
                    peakAngularVelocity: tally.peakAngularVelocity),
                sample: part.sample)
        }
        // Read back, the edited part is refused: no run passes that many borders.
        #expect(throws: SimulationPartError.self) { try SimulationPart(json: parts[edited].json) }
        // Merged as made, their sum overflows whichever of them comes first in spin order.
        let read = parts
        let reason =
            "its border crossings (\(crossings)) cannot be added to the other parts': the sum passes what "
            + "a 64-bit count holds"
        #expect(throws: SimulationPartError.malformed(part: edited, reason: reason)) {
            try SimulationPart.merge(read)
        }
        // Named by its place in the list given, whatever the order.
        #expect(throws: SimulationPartError.malformed(part: 1 - edited, reason: reason)) {
            try SimulationPart.merge(read.reversed())
        }
    }

    /// Border crossings no spin of the part's turns, segments and easing passes are refused
    /// where the part is read: 2^63 − 1000 crossings, with as many a tick, fitted every other
    /// check and were merged into the report (`border crossings: 9223372036854775663`).
    @Test func refusesBorderCrossingsNoSpinPasses() throws {
        let good = try FairnessSimulationTests.simulation(spins: 10, duration: 3).part(spins: 0..<10).json
        var tampered = good
        for key in ["borderCrossings", "maximumCrossingsPerTick"] {
            tampered = tampered.replacingOccurrences(
                of: "\"\(key)\": [^,}]*", with: "\"\(key)\": 9223372036854774808", options: .regularExpression
            )
        }
        #expect(
            Self.refusal(tampered)
                == "its 9223372036854774808 border crossings, at most 9223372036854774808 a tick, are more than 10 "
                + "spins of 3 turns on 12 segments pass (at most 50 a spin)")
    }

    /// Every real part passes the crossings bound, whatever the easing (the steepest starts and
    /// ends too), the turns and the segments.
    @Test(arguments: [
        "easeInEaseOut", "linear", "speedMatched", "cubic-bezier(0,1,0,1)", "cubic-bezier(1,0,1,0)",
        "cubic-bezier(0.9,0,0.1,1)",
    ])
    func realPartsPassTheCrossingsBound(easing: String) throws {
        for (segments, turns) in [(2, 0), (12, 3), (360, 1)] {
            let wheel = try WheelConfiguration(
                geometry: WheelGeometry(segmentCount: segments),
                spin: SpinOptions(turns: turns, duration: 1, easing: try Easing(parsing: easing)))
            let simulation = FairnessSimulation(
                configuration: try SimulationConfiguration(
                    spins: 300, seed: 9, wheel: wheel, framesPerSecond: 240))
            let part = try simulation.part(spins: 0..<300)
            #expect(
                SimulationPart.impossibleCrossings(in: part.tally, of: part.configuration) == nil,
                "\(segments) segments, \(turns) turns: \(part.tally.borderCrossings) crossings")
            #expect(try SimulationPart(json: part.json) == part)
        }
    }

    /// Ticks per spin that no spin of the part's duration at its rate takes are refused where
    /// the part is read: 2^62 ticks a spin, with the ticks evaluated to match, passed every check
    /// and overflowed only when merged, blamed on the next part.
    @Test(arguments: [
        ("60", false), ("70", false), ("71", true), ("74", true), ("75", false),
        ("4611686018427387904", false),
    ])
    func refusesTicksPerSpinNoSpinOfItsDurationTakes(ticks: String, possible: Bool) throws {
        // One spin, 3 s at 24 fps: 72 or 73 ticks, read with a tick of slack on each side.
        let good = try FairnessSimulationTests.simulation(spins: 1, duration: 3).part(spins: 0..<1).json
        var tampered = good
        for key in ["minimumTicksPerSpin", "maximumTicksPerSpin", "ticksEvaluated"] {
            tampered = tampered.replacingOccurrences(
                of: "\"\(key)\": [^,}]*", with: "\"\(key)\": \(ticks)", options: .regularExpression)
        }
        #expect(tampered.contains("\"ticksEvaluated\": \(ticks),"))
        #expect(
            Self.refusal(tampered)
                == (possible
                    ? nil
                    : "its ticks per spin, \(ticks) to \(ticks), are not those of a 3 s spin at 24 fps (71 to 74)")
        )
    }

    /// Every spin of runs at the rates and durations people give takes ticks within the bound
    /// the reader checks: a real part is never refused by it.
    @Test(arguments: [23.976, 24, 29.97, 59.94, 60, 120, 144, 240])
    func realPartsPassTheTicksPerSpinCheck(rate: Double) throws {
        var generator = Xoshiro256StarStar(seed: UInt64(rate * 1000), stream: 0)
        for _ in 0..<6 {
            let duration = 0.01 + generator.nextUnitDouble() * 4
            let simulation = try FairnessSimulationTests.simulation(
                spins: 200, rate: rate, duration: duration)
            let part = try simulation.part(spins: 0..<200)
            #expect(
                SimulationPart.impossibleTicks(in: part.tally, of: part.configuration) == nil, "\(duration)")
            #expect(try SimulationPart(json: part.json) == part)
        }
        for duration in [0.01, 1, 3, 10 / rate] {
            let part = try FairnessSimulationTests.simulation(spins: 200, rate: rate, duration: duration)
                .part(spins: 0..<200)
            #expect(
                SimulationPart.impossibleTicks(in: part.tally, of: part.configuration) == nil, "\(duration)")
        }
    }

    @Test func theOutcomeLogComesFromTheRunThatIsReported() throws {
        let simulation = try Self.simulation()
        var log = ""
        let report = simulation.run(threadCount: 2) { (text: String) in log += text }
        #expect(report == simulation.run(threadCount: 1))
        #expect(log == SpinOutcome.csvLines(simulation.outcomes(spins: 0..<9093)))
        struct Full: Error {}
        var written = 0
        #expect(throws: Full.self) {
            _ = try simulation.run(threadCount: 2) { (text: String) throws(Full) in
                written += 1
                if written == 2 { throw Full() }
            }
        }
        #expect(written == 2, "the run stops at the failed write")
    }

    /// One spin of one turn is counted in the singular, and a battery that could judge no test
    /// says so instead of "fails 0.00 of 0 by chance".
    @Test func aOneSpinReportReadsAsEnglish() throws {
        let wheel = try WheelConfiguration(spin: SpinOptions(turns: 1))
        let report = FairnessSimulation(
            configuration: try SimulationConfiguration(spins: 1, seed: 2, wheel: wheel)
        ).run()
        #expect(report.text.hasPrefix("1 spin, seed 2, 12 segments (uniform), 60 Hz, 3 s, 1 turn, "))
        #expect(report.batterySummary == "16 tests at 99% confidence: none judged (too few spins)")
        let page = report.html(command: "luckywheel simulate --spins 1")
        #expect(page.contains("Fairness report: 1 spin, seed 2"))
        #expect(page.contains("3 s, 1 whole turn, "))
        #expect(!page.contains("1 spins") && !page.contains("1 whole turns"))
    }

    @Test func productionSeedsAreNamedInEveryOutput() throws {
        let simulation = try Self.simulation(spins: 40)
        let report = simulation.run(seedOrigin: .operatingSystem)
        #expect(report.text.hasPrefix("40 spins, seed 5 (from the operating system), 5 segments"))
        #expect(report.json.contains("\"seedOrigin\": \"os\""))
        #expect(
            report.html(command: "luckywheel simulate --seed 5").contains(
                "seed 5 (from the operating system)"))
        #expect(simulation.run().json.contains("\"seedOrigin\": \"given\""))
        // Its replay gives the seed: the same figures, not the same page.
        let page = report.html(command: "luckywheel simulate --seed 5")
        #expect(page.contains("it says the seed was given, as does this page when it is asked for again"))
        #expect(!page.contains("byte for byte"))
        #expect(simulation.run().html(command: "luckywheel simulate --seed 5").contains("byte for byte"))
    }
}
