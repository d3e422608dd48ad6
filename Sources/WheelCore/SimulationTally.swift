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
    /// beyond what `merge` needs (`counts` has one entry per segment).
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

    /// Adds `other`, the tally of a disjoint run of the same wheel (tallies of one run's spins,
    /// whose sums always fit; see `merged(with:)` for tallies read from files).
    public mutating func merge(_ other: SimulationTally) {
        guard let sum = merged(with: other) else {
            preconditionFailure("the tallies of one run's spins overflow Int")
        }
        self = sum
    }

    /// This tally plus `other`, the tally of a disjoint run of the same wheel; nil when a sum
    /// does not fit in an `Int`, which only tallies read from files can make.
    public func merged(with other: SimulationTally) -> SimulationTally? {
        func add(_ left: Int, _ right: Int) -> Int? {
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? nil : sum
        }
        var sum = self
        guard let spins = add(spins, other.spins),
            let landingMismatches = add(landingMismatches, other.landingMismatches),
            let ticksEvaluated = add(ticksEvaluated, other.ticksEvaluated),
            let borderCrossings = add(borderCrossings, other.borderCrossings)
        else { return nil }
        for index in counts.indices where index < other.counts.count {
            guard let count = add(counts[index], other.counts[index]) else { return nil }
            sum.counts[index] = count
        }
        sum.spins = spins
        sum.landingMismatches = landingMismatches
        sum.ticksEvaluated = ticksEvaluated
        sum.minimumTicksPerSpin = min(minimumTicksPerSpin, other.minimumTicksPerSpin)
        sum.maximumTicksPerSpin = max(maximumTicksPerSpin, other.maximumTicksPerSpin)
        sum.borderCrossings = borderCrossings
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
