import WheelSupport

/// Runs many spins exactly as a display link would drive them and tallies where they stop:
/// the engine behind `luckywheel simulate`.
///
/// Spin `k` draws its prize, landing point, starting angle and press moment (a uniform
/// fraction of a frame after a tick) from stream `(seed, k)`, then every tick from the press
/// to the first tick at or after the end is evaluated: θ(t), the segment under the pointer,
/// and each border crossing with its exact time. Spins are tallied in fixed chunks, so the
/// result is identical for any number of workers.
public struct FairnessSimulation: Sendable {
    /// The most spins in one unit of parallel work.
    public static let chunkSize = 4096
    /// The fewest spins in one unit of parallel work, unless the run has fewer.
    public static let smallestChunk = 16
    /// Units of parallel work a run is cut into at least, when its spins allow
    /// (``smallestChunk`` each): a short run of slow spins (360 segments, 1000 turns) was one
    /// 4096-spin unit and ran on one core.
    public static let fewestChunks = 64

    /// What to run.
    public let configuration: SimulationConfiguration

    /// A simulation of `configuration`.
    public init(configuration: SimulationConfiguration) {
        self.configuration = configuration
    }

    /// The fixed spin ranges tallied as units of parallel work: ``chunkSize`` spins each, fewer
    /// in a run too short to make ``fewestChunks`` of them (never fewer than ``smallestChunk``).
    /// Every spin draws from its own stream and tallies of the chunks merge into the tally of
    /// all spins whatever the order and the cut, so the grid changes no result.
    public var chunks: [Range<Int>] {
        let spins = configuration.spins
        let size = min(Self.chunkSize, max(Self.smallestChunk, spins / Self.fewestChunks))
        return stride(from: 0, to: spins, by: size).map { start in start..<min(start + size, spins) }
    }

    /// The tally of every spin, on up to `threadCount` threads (nil: one per core); the same
    /// whatever the number of threads.
    public func tally(threadCount: Int? = nil) -> SimulationTally {
        let chunks = chunks
        let parts = Locked<[SimulationTally]>([])
        ParallelFor.forEach(chunks.count, threadCount: threadCount) { index in
            let part = tally(spins: chunks[index])
            parts.withLock { $0.append(part) }
        }
        var total = SimulationTally(geometry: configuration.wheel.geometry)
        for part in parts.withLock({ $0 }) { total.merge(part) }
        return total
    }

    /// The tally of spins `range` (indices clamped to `0..<spins`).
    public func tally(spins range: Range<Int>) -> SimulationTally {
        tally(spins: range) { _ in }
    }

    /// The outcome records of spins `range` (indices clamped to `0..<spins`), in spin order.
    public func outcomes(spins range: Range<Int>) -> [SpinOutcome] {
        var outcomes: [SpinOutcome] = []
        outcomes.reserveCapacity(range.clamped(to: 0..<configuration.spins).count)
        _ = tally(spins: range) { outcomes.append($0) }
        return outcomes
    }

    /// The tally of spins `range` (indices clamped to `0..<spins`), handing each spin's outcome
    /// record to `observe` in spin order as it is tallied: the one loop behind the tally, the
    /// outcome log and the test battery, so that they always describe the same spins.
    public func tally(spins range: Range<Int>, observing observe: (SpinOutcome) -> Void) -> SimulationTally {
        let wheel = configuration.wheel
        let geometry = wheel.geometry
        let clock = configuration.clock
        var tally = SimulationTally(geometry: geometry)
        for index in range.clamped(to: 0..<configuration.spins) {
            let plan = plan(ofSpin: index, validTarget: nil)
            var sampler = SpinSampler(plan: plan, geometry: geometry)
            // Per-spin figures live in locals: the tally holds an array, so its fields would be
            // stored to memory on every tick.
            var spin = SpinFigures()
            var previousAngle = plan.startAngle
            var lastCrossing = -Double.infinity
            var firstCrossing: Double?
            var tick = 1
            while true {
                let time = clock.timestamp(ofTick: tick)
                let crossings = sampler.advance(to: time)
                let angle = sampler.angle
                // Whole frame intervals only (the first one starts at the press): the speed is
                // the largest step times the rate, with no division per tick.
                if tick > 1, angle - previousAngle > spin.largestStep {
                    spin.largestStep = angle - previousAngle
                }
                if crossings > 0 {
                    spin.crossings += crossings
                    spin.mostCrossingsPerTick = max(spin.mostCrossingsPerTick, crossings)
                    for crossing in 0..<crossings {
                        let crossingTime = sampler.crossingTime(validatedIndex: crossing)
                        if firstCrossing == nil { firstCrossing = crossingTime - plan.startTime }
                        spin.shortestInterval = min(spin.shortestInterval, crossingTime - lastCrossing)
                        lastCrossing = crossingTime
                    }
                }
                if time >= plan.endTime { break }
                previousAngle = angle
                tick += 1
            }
            let stopSegment = sampler.segmentUnderPointer
            tally.recordSpin(
                segment: stopSegment, target: plan.landing.segment, ticks: tick, figures: spin,
                framesPerSecond: clock.framesPerSecond)
            observe(
                SpinOutcome(
                    spin: index, target: plan.landing.segment, offset: plan.landing.fraction,
                    stopAngle: Rounding.reduced(plan.endAngle, period: 2 * .pi), stopSegment: stopSegment,
                    ticks: tick, firstCrossing: firstCrossing))
        }
        return tally
    }

    /// Spin `index`'s plan: it is pressed `offset` after tick 0 (at time 0) of the clock while
    /// idling at `startAngle`, and lands on the prize drawn from its stream.
    /// - Throws: `WheelError.parameterOutOfRange(.spinIndex, …)` for a negative `index` (spins
    ///   count from 0).
    public func plan(ofSpin index: Int) throws(WheelError) -> SpinPlan {
        try Self.checkSpinIndex(index)
        return plan(ofSpin: index, validTarget: nil)
    }

    /// Spin `index`'s plan with `target` in place of the drawn prize; the landing point inside
    /// it, the start angle and the offset are still drawn (see `LandingPoint.draw`), so they
    /// are those of ``plan(ofSpin:)``.
    /// - Throws: `WheelError.parameterOutOfRange(.spinIndex, …)` for a negative `index`,
    ///   `WheelError.segmentOutOfRange` when `target` is not a segment of the wheel.
    public func plan(ofSpin index: Int, target: Int) throws(WheelError) -> SpinPlan {
        try Self.checkSpinIndex(index)
        let count = configuration.wheel.geometry.segmentCount
        guard (0..<count).contains(target) else {
            throw .segmentOutOfRange(segment: target, segmentCount: count)
        }
        return plan(ofSpin: index, validTarget: target)
    }

    private static func checkSpinIndex(_ index: Int) throws(WheelError) {
        guard index >= 0 else {
            throw .parameterOutOfRange(.spinIndex, value: Double(index), allowed: "0 or more")
        }
    }

    /// Spin `index`'s plan, `index` 0 or more (checked by the public entries, or a spin of a
    /// range clamped to `0..<spins`).
    func plan(ofSpin index: Int, validTarget target: Int?) -> SpinPlan {
        precondition(
            index >= 0, "FairnessSimulation.plan(ofSpin:) needs a spin index of 0 or more, not \(index)")
        let wheel = configuration.wheel
        var generator = Xoshiro256StarStar(
            seed: configuration.seed, stream: UInt64(truncatingIfNeeded: index))
        let landing = LandingPoint.draw(
            geometry: wheel.geometry, weights: wheel.weights, target: target,
            margin: wheel.spin.landingMargin,
            using: &generator)
        let startAngle = generator.nextUnitDouble() * 2 * .pi
        let offset = generator.nextUnitDouble() * configuration.clock.frameDuration
        return SpinPlan(
            validatedGeometry: wheel.geometry, options: wheel.spin, landing: landing, startTime: offset,
            startAngle: startAngle, initialVelocity: wheel.idleAngularVelocity)
    }
}
