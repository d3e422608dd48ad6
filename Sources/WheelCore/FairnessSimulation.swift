/// Runs many spins exactly as a display link would drive them and tallies where they stop:
/// the engine behind `luckywheel simulate`.
///
/// Spin `k` draws its prize, landing point, starting angle and press moment (a uniform
/// fraction of a frame after a tick) from stream `(seed, k)`, then every tick from the press
/// to the first tick at or after the end is evaluated: θ(t), the segment under the pointer,
/// and each border crossing with its exact time. Spins are tallied in fixed chunks, so the
/// result is identical for any number of workers.
public struct FairnessSimulation: Sendable {
    /// Spins per unit of parallel work.
    public static let chunkSize = 4096

    /// What to run.
    public let configuration: SimulationConfiguration

    /// A simulation of `configuration`.
    public init(configuration: SimulationConfiguration) {
        self.configuration = configuration
    }

    /// Runs every spin using up to `workers` concurrent tasks (`nil`: as many as the
    /// concurrency runtime has threads, normally one per core) and returns the report, which
    /// does not depend on `workers`.
    public func run(workers: Int? = nil) async -> SimulationReport {
        var total = SimulationTally(segmentCount: configuration.wheel.geometry.segmentCount)
        await withTaskGroup(of: SimulationTally.self) { group in
            var pending = chunks[...]
            for _ in 0..<min(max(workers ?? chunks.count, 1), chunks.count) {
                guard let chunk = pending.popFirst() else { break }
                group.addTask { tally(spins: chunk) }
            }
            while let part = await group.next() {
                total.merge(part)
                if let chunk = pending.popFirst() { group.addTask { tally(spins: chunk) } }
            }
        }
        return SimulationReport(configuration: configuration, tally: total)
    }

    /// The fixed spin ranges `run(workers:)` tallies in parallel, `chunkSize` spins each. A
    /// caller with its own threads (Dispatch, say) can tally them and pass the tallies to
    /// `report(merging:)`.
    public var chunks: [Range<Int>] {
        stride(from: 0, to: configuration.spins, by: Self.chunkSize).map { start in
            start..<min(start + Self.chunkSize, configuration.spins)
        }
    }

    /// The report of tallies of disjoint spin ranges (in any order), such as one per chunk.
    public func report(merging tallies: some Sequence<SimulationTally>) -> SimulationReport {
        var total = SimulationTally(segmentCount: configuration.wheel.geometry.segmentCount)
        for tally in tallies { total.merge(tally) }
        return SimulationReport(configuration: configuration, tally: total)
    }

    /// Runs every spin on the calling thread; the same report as `run(workers:)`.
    public func runSequentially() -> SimulationReport {
        SimulationReport(configuration: configuration, tally: tally(spins: 0..<configuration.spins))
    }

    /// The tally of spins `range` (indices clamped to `0..<spins`).
    public func tally(spins range: Range<Int>) -> SimulationTally {
        let wheel = configuration.wheel
        let geometry = wheel.geometry
        let clock = configuration.clock
        var tally = SimulationTally(segmentCount: geometry.segmentCount)
        for index in range.clamped(to: 0..<configuration.spins) {
            let plan = plan(ofSpin: index)
            var sampler = SpinSampler(plan: plan, geometry: geometry)
            // Per-spin figures live in locals: the tally holds an array, so its fields would be
            // stored to memory on every tick.
            var spin = SpinFigures()
            var previousAngle = plan.startAngle
            var lastCrossing = -Double.infinity
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
                        let crossingTime = sampler.crossingTime(crossing)
                        spin.shortestInterval = min(spin.shortestInterval, crossingTime - lastCrossing)
                        lastCrossing = crossingTime
                    }
                }
                if time >= plan.endTime { break }
                previousAngle = angle
                tick += 1
            }
            tally.recordSpin(
                segment: sampler.segmentUnderPointer, target: plan.landing.segment, ticks: tick,
                figures: spin, framesPerSecond: clock.framesPerSecond)
        }
        return tally
    }

    /// Spin `index`'s plan: it is pressed `offset` after tick 0 (at time 0) of the clock while
    /// idling at `startAngle`.
    public func plan(ofSpin index: Int) -> SpinPlan {
        let wheel = configuration.wheel
        var generator = Xoshiro256StarStar(
            seed: configuration.seed, stream: UInt64(truncatingIfNeeded: index))
        let landing = LandingPoint.draw(
            geometry: wheel.geometry, weights: wheel.weights, target: nil, margin: wheel.spin.landingMargin,
            using: &generator)
        let startAngle = generator.nextUnitDouble() * 2 * .pi
        let offset = generator.nextUnitDouble() * configuration.clock.frameDuration
        return SpinPlan(
            validatedGeometry: wheel.geometry, options: wheel.spin, landing: landing, startTime: offset,
            startAngle: startAngle, initialVelocity: wheel.idleAngularVelocity)
    }
}
