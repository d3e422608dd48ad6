import WheelCore
import WheelStatistics
import WheelSupport

extension SimulationPart {
    /// Joins `parts` of one run (in any order) into the part covering their union, which must
    /// be one contiguous range: equal, field for field, to the part one run of that range
    /// gives, so its report prints the same bytes.
    /// - Throws: `SimulationPartError.noParts`, `.mismatch` for a part of another run,
    ///   `.overlap` for spins run twice, `.missing` for a hole between parts, `.malformed` for
    ///   the part with the largest figure of a sum that overflows (the figures of parts read
    ///   back are bounded by their spins but for border crossings), or for a part whose tally
    ///   has another number of counts than theirs.
    public static func merge(_ parts: [SimulationPart]) throws(SimulationPartError) -> SimulationPart {
        guard let first = parts.first else { throw .noParts }
        for (index, part) in parts.enumerated().dropFirst() {
            if let field = first.differingField(part) { throw .mismatch(part: index, field: field) }
        }
        let order = parts.indices.sorted { parts[$0].spins.lowerBound < parts[$1].spins.lowerBound }
        for (previous, next) in zip(order, order.dropFirst()) {
            let left = parts[previous].spins
            let right = parts[next].spins
            if right.lowerBound < left.upperBound {
                throw .overlap(
                    part: previous, other: next, lower: right.lowerBound,
                    upper: min(left.upperBound, right.upperBound))
            }
            if right.lowerBound > left.upperBound {
                throw .missing(lower: left.upperBound, upper: right.lowerBound)
            }
        }
        let start = parts[order[0]]
        var tally = start.tally
        var sample = start.sample
        for index in order.dropFirst() {
            // Each part's figures were checked when it was read, but their sums can still
            // overflow (a part claiming 2^62 ticks): bad data, not a reason to trap.
            do {
                tally = try tally.merged(with: parts[index].tally)
            } catch .tallyCountMismatch(let counts, let otherCounts) {
                // Only a part made in code can get here: one read back has one count per
                // segment, and the parts' segment counts agree (checked above).
                throw .malformed(
                    part: index,
                    reason:
                        "its tally has \(DecimalText.counted(otherCounts, "count")) where the other parts' "
                        + "have \(counts), one per segment")
            } catch .tallyOverflow(let field, _, _) {
                // The part with the largest such figure among those added so far is the one
                // out of line, whichever of them came last in spin order.
                let added = order.prefix { $0 != index } + [index]
                let culprit =
                    added.max { field.value(in: parts[$0].tally) < field.value(in: parts[$1].tally) } ?? index
                throw .malformed(
                    part: culprit,
                    reason:
                        "its \(field.name) (\(field.value(in: parts[culprit].tally))) cannot be added to the other "
                        + "parts': the sum passes what a 64-bit count holds")
            } catch {
                preconditionFailure("SimulationTally.merged(with:) threw \(error)")
            }
            // Adjacent by the checks above, and of one design since the configurations agree.
            sample.appendAdjacent(parts[index].sample)
        }
        return SimulationPart(
            configuration: first.configuration, seedOrigin: first.seedOrigin,
            spins: start.spins.lowerBound..<parts[order[order.count - 1]].spins.upperBound, tally: tally,
            sample: sample)
    }

    /// The report of the whole run.
    /// - Throws: `SimulationPartError.missing` when this part does not cover every spin.
    public func report(confidence: ConfidenceLevel = .standard) throws(SimulationPartError)
        -> SimulationReport
    {
        if spins.lowerBound > 0 { throw .missing(lower: 0, upper: spins.lowerBound) }
        if spins.upperBound < configuration.spins {
            throw .missing(lower: spins.upperBound, upper: configuration.spins)
        }
        return SimulationReport(part: self, confidence: confidence)
    }

    /// The first setting in which `other` was run differently, by name; nil when they agree.
    func differingField(_ other: SimulationPart) -> String? {
        configuration.differingSetting(other.configuration)
            ?? (seedOrigin == other.seedOrigin ? nil : "seed origin")
    }
}

extension SimulationConfiguration {
    /// The first setting in which `other` runs differently, by name (`pointer angle`); nil
    /// when they agree.
    public func differingSetting(_ other: SimulationConfiguration) -> String? {
        let wheel = self.wheel
        let otherWheel = other.wheel
        let checks: [(String, Bool)] = [
            ("spin count", spins == other.spins), ("seed", seed == other.seed),
            ("segment count", wheel.geometry.segmentCount == otherWheel.geometry.segmentCount),
            ("pointer angle", wheel.geometry == otherWheel.geometry),
            ("weights", wheel.weights == otherWheel.weights),
            ("frame rate", clock == other.clock),
            ("number of turns", wheel.spin.turns == otherWheel.spin.turns),
            ("spin duration", wheel.spin.duration == otherWheel.spin.duration),
            ("easing", wheel.spin.easing == otherWheel.spin.easing),
            ("landing margin", wheel.spin == otherWheel.spin),
            ("idle speed", wheel.idleAngularVelocity == otherWheel.idleAngularVelocity),
            ("resume delay", wheel.resumeDelay == otherWheel.resumeDelay),
        ]
        return checks.first { !$0.1 }?.0
    }
}
