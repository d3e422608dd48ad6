/// The counts and extremes of a run of spins; tallies of disjoint runs merge into the tally of
/// their union exactly (integer sums, minima and maxima), whatever the order.
public struct SimulationTally: Sendable, Hashable {
    /// Spins tallied.
    public private(set) var spins = 0
    /// Per segment: spins that ended with it under the pointer.
    public private(set) var counts: [Int]
    /// Spins whose final segment under the pointer differs from the drawn one (must be 0).
    public private(set) var landingMismatches = 0
    /// Display-link ticks evaluated over all spins.
    public private(set) var ticksEvaluated = 0
    /// The fewest ticks any spin took, from the first after the press to the first at or after
    /// the end.
    public private(set) var minimumTicksPerSpin = Int.max
    /// The most ticks any spin took.
    public private(set) var maximumTicksPerSpin = 0
    /// Borders that passed under the pointer over all spins.
    public private(set) var borderCrossings = 0
    /// The most borders passed between two consecutive ticks.
    public private(set) var maximumCrossingsPerTick = 0
    /// The shortest time between two consecutive crossings within a spin, seconds (the fastest a
    /// tick sound must repeat); +infinity if no spin crossed two borders.
    public private(set) var shortestCrossingInterval = Double.infinity
    /// The highest angular velocity over a whole frame interval (between two consecutive ticks
    /// after the press), rad/s.
    public private(set) var peakAngularVelocity = 0.0

    /// An empty tally for a wheel of `geometry`'s segments (a validated geometry: a count
    /// taken as a bare `Int` could be negative, which no array has).
    public init(geometry: WheelGeometry) {
        counts = Array(repeating: 0, count: geometry.segmentCount)
    }

    /// A tally with exactly these figures, as read back from a partial result: no checks
    /// (``merged(with:)`` refuses tallies that do not add up).
    public init(
        spins: Int, counts: [Int], landingMismatches: Int, ticksEvaluated: Int, minimumTicksPerSpin: Int,
        maximumTicksPerSpin: Int, borderCrossings: Int, maximumCrossingsPerTick: Int,
        shortestCrossingInterval: Double, peakAngularVelocity: Double
    ) {
        self.spins = spins
        self.counts = counts
        self.landingMismatches = landingMismatches
        self.ticksEvaluated = ticksEvaluated
        self.minimumTicksPerSpin = minimumTicksPerSpin
        self.maximumTicksPerSpin = maximumTicksPerSpin
        self.borderCrossings = borderCrossings
        self.maximumCrossingsPerTick = maximumCrossingsPerTick
        self.shortestCrossingInterval = shortestCrossingInterval
        self.peakAngularVelocity = peakAngularVelocity
    }

    /// Adds `other`, the tally of another chunk of the same run: the run loops' merge.
    ///
    /// A run's chunks tally one wheel, so their counts agree in length, and their sums fit: a
    /// run of the most spins (10⁹), each of the most ticks (3600 s at 240 Hz) and crossings
    /// (1001 turns of 360 segments), adds up to under 10¹⁵ of each. Tallies made any other way
    /// go through ``merged(with:)``, which refuses what does not add up.
    package mutating func merge(_ other: SimulationTally) {
        do {
            self = try merged(with: other)
        } catch {
            preconditionFailure("a run's chunk tallies do not add up: \(error)")
        }
    }

    /// This tally plus `other`, the tally of a disjoint run of the same wheel: counts and sums
    /// added, minima and maxima kept. The one rule for adding tallies (the run loops' merge
    /// uses it too).
    /// - Throws: `WheelError.tallyCountMismatch` with both lengths when the tallies' counts
    ///   differ in length (tallies of different wheels), `WheelError.tallyOverflow` with the
    ///   field and both values for a sum that does not fit in an `Int`, which only tallies made
    ///   in code or read from files can hold.
    public func merged(with other: SimulationTally) throws(WheelError) -> SimulationTally {
        guard counts.count == other.counts.count else {
            throw .tallyCountMismatch(counts: counts.count, otherCounts: other.counts.count)
        }
        func add(_ left: Int, _ right: Int, _ field: TallyField) throws(WheelError) -> Int {
            let (sum, overflow) = left.addingReportingOverflow(right)
            if overflow { throw .tallyOverflow(field, value: left, otherValue: right) }
            return sum
        }
        var sum = self
        sum.spins = try add(spins, other.spins, .spins)
        for index in counts.indices {
            sum.counts[index] = try add(counts[index], other.counts[index], .count(segment: index))
        }
        sum.landingMismatches = try add(landingMismatches, other.landingMismatches, .landingMismatches)
        sum.ticksEvaluated = try add(ticksEvaluated, other.ticksEvaluated, .ticksEvaluated)
        sum.minimumTicksPerSpin = min(minimumTicksPerSpin, other.minimumTicksPerSpin)
        sum.maximumTicksPerSpin = max(maximumTicksPerSpin, other.maximumTicksPerSpin)
        sum.borderCrossings = try add(borderCrossings, other.borderCrossings, .borderCrossings)
        sum.maximumCrossingsPerTick = max(maximumCrossingsPerTick, other.maximumCrossingsPerTick)
        sum.shortestCrossingInterval = min(shortestCrossingInterval, other.shortestCrossingInterval)
        sum.peakAngularVelocity = max(peakAngularVelocity, other.peakAngularVelocity)
        return sum
    }

    /// Records one spin that ended on `segment` after being drawn to `target`, taking `ticks`
    /// ticks at `framesPerSecond` Hz, with the crossings and steps in `figures`.
    mutating func recordSpin(
        segment: Int, target: Int, ticks: Int, figures: SpinFigures, framesPerSecond: Double
    ) {
        spins += 1
        counts[segment] += 1
        if segment != target { landingMismatches += 1 }
        ticksEvaluated += ticks
        minimumTicksPerSpin = min(minimumTicksPerSpin, ticks)
        maximumTicksPerSpin = max(maximumTicksPerSpin, ticks)
        borderCrossings += figures.crossings
        maximumCrossingsPerTick = max(maximumCrossingsPerTick, figures.mostCrossingsPerTick)
        shortestCrossingInterval = min(shortestCrossingInterval, figures.shortestInterval)
        peakAngularVelocity = max(peakAngularVelocity, figures.largestStep * framesPerSecond)
    }
}
