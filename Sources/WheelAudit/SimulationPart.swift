import WheelCore
import WheelStatistics
import WheelSupport

/// What spins `A..<B` of a simulation produced, with everything needed to merge it with the
/// other parts into the report one run of all spins gives: the configuration, the tally and
/// the test battery's sample. Parts are how an audit too big for one machine is split
/// (`SimulationPart+JSON.swift` writes and reads them; `SimulationPart.merge` joins them).
public struct SimulationPart: Sendable, Hashable {
    /// The rule for a part's spins, `start..<end`: a non-empty part of `0..<spins`, checked
    /// before a part is run and when one is read back (before a range is made of the bounds).
    static func isPart(start: Int, end: Int, spins: Int) -> Bool {
        start >= 0 && start < end && end <= spins
    }

    /// What was run (all spins of it, not only this part's).
    public let configuration: SimulationConfiguration
    /// Where the seed came from.
    public let seedOrigin: SeedOrigin
    /// The spins this part covers, within `0..<configuration.spins`.
    public let spins: Range<Int>
    /// Their tally.
    public let tally: SimulationTally
    /// Their outcomes (stop segment and offset within the landing band) as the battery counts
    /// them.
    public let sample: OutcomeSample

    /// A part; `sample` must start at `spins.lowerBound` and count `spins.count` outcomes, and
    /// `tally` must count the same spins (checked where parts are read back).
    init(
        configuration: SimulationConfiguration, seedOrigin: SeedOrigin, spins: Range<Int>,
        tally: SimulationTally, sample: OutcomeSample
    ) {
        self.configuration = configuration
        self.seedOrigin = seedOrigin
        self.spins = spins
        self.tally = tally
        self.sample = sample
    }

    /// Whether this part covers every spin of its configuration.
    public var isComplete: Bool { spins == 0..<configuration.spins }
}

extension FairnessSimulation {
    /// Chunks in flight per worker: the window that keeps the outcome log in spin order while
    /// every core works, in memory that does not grow with the number of spins (about 0.6 MB
    /// per chunk, most of it the offset histogram). Each window ends in a wait for its slowest
    /// chunk, so a longer window loses less time there: 16 keeps that under a few percent.
    static let chunksPerWorker = 16

    /// What the battery counts for this simulation: the declared probabilities of the
    /// segments (uniform without weights).
    public var batteryDesign: BatteryDesign {
        let wheel = configuration.wheel
        let count = wheel.geometry.segmentCount
        return BatteryDesign(
            probabilities: wheel.weights?.probabilities ?? Array(repeating: 1 / Double(count), count: count))
    }

    /// Runs spins `range` on up to `threadCount` threads (nil: one per core) into a part; the
    /// result does not depend on the number of threads. `progress` is told the number of
    /// spins of each chunk done, from the thread that ran it.
    /// - Throws: `SimulationPartError.spinRangeOutOfBounds` unless `range` is a non-empty
    ///   part of `0..<spins`.
    public func part(
        spins range: Range<Int>, seedOrigin: SeedOrigin = .given, threadCount: Int? = nil,
        progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) throws(SimulationPartError) -> SimulationPart {
        try checkRange(range)
        return runPart(
            range, seedOrigin: seedOrigin, threadCount: threadCount, logging: false, progress: progress
        ) { _ in }
    }

    /// The same, handing the outcome records (`SpinOutcome.csvLines`, no header) to `write` in
    /// spin order, a few chunks at a time, as they are made.
    /// - Throws: `SimulationPartError.spinRangeOutOfBounds` (before any spin is run), or what
    ///   `write` throws (the run stops there).
    public func part<Failure: Error>(
        spins range: Range<Int>, seedOrigin: SeedOrigin = .given, threadCount: Int? = nil,
        progress: @escaping @Sendable (Int) -> Void = { _ in },
        writingOutcomes write: (String) throws(Failure) -> Void
    ) throws(SimulationRunError<Failure>) -> SimulationPart {
        do {
            try checkRange(range)
        } catch {
            throw .part(error)
        }
        do {
            return try runPart(
                range, seedOrigin: seedOrigin, threadCount: threadCount, logging: true, progress: progress,
                emit: write)
        } catch {
            throw .output(error)
        }
    }

    private func checkRange(_ range: Range<Int>) throws(SimulationPartError) {
        guard
            SimulationPart.isPart(start: range.lowerBound, end: range.upperBound, spins: configuration.spins)
        else {
            throw .spinRangeOutOfBounds(
                lower: range.lowerBound, upper: range.upperBound, spins: configuration.spins)
        }
    }

    private struct ChunkResult: Sendable {
        var tally: SimulationTally
        var sample: OutcomeSample
        var log: String
    }

    /// Runs spins `range`, a non-empty part of `0..<spins`, into a part (`part(spins:)` checks
    /// the range; a whole run's needs no check).
    func runPart<Failure: Error>(
        _ range: Range<Int>, seedOrigin: SeedOrigin, threadCount: Int?, logging: Bool,
        progress: @escaping @Sendable (Int) -> Void = { _ in }, emit: (String) throws(Failure) -> Void
    ) throws(Failure) -> SimulationPart {
        // The same fixed chunk grid as the whole run, cut to the range.
        let chunks = chunks.compactMap { chunk -> Range<Int>? in
            let cut = chunk.clamped(to: range)
            return cut.isEmpty ? nil : cut
        }
        let design = batteryDesign
        let margin = configuration.wheel.spin.landingMargin
        let bandWidth = 1 - 2 * margin
        let workers = ParallelFor.workerCount(threadCount, work: chunks.count)
        let window = workers * Self.chunksPerWorker
        var tally = SimulationTally(geometry: configuration.wheel.geometry)
        var sample = OutcomeSample(design: design, validatedStart: range.lowerBound)
        for windowStart in stride(from: 0, to: chunks.count, by: window) {
            let batch = Array(chunks[windowStart..<min(windowStart + window, chunks.count)])
            let results = Locked([ChunkResult?](repeating: nil, count: batch.count))
            ParallelFor.forEach(batch.count, threadCount: workers) { index in
                var chunkSample = OutcomeSample(design: design, validatedStart: batch[index].lowerBound)
                var log = ""
                let chunkTally = self.tally(spins: batch[index]) { outcome in
                    chunkSample.record(
                        validatedCategory: outcome.stopSegment, offset: (outcome.offset - margin) / bandWidth)
                    if logging {
                        log += outcome.csv
                        log += "\n"
                    }
                }
                let result = ChunkResult(tally: chunkTally, sample: chunkSample, log: log)
                results.withLock { $0[index] = result }
                progress(batch[index].count)
            }
            for result in results.withLock({ $0 }) {
                guard let result else { continue }
                tally.merge(result.tally)
                sample.appendAdjacent(result.sample)
                if logging { try emit(result.log) }
            }
        }
        return SimulationPart(
            configuration: configuration, seedOrigin: seedOrigin, spins: range, tally: tally, sample: sample)
    }
}

/// Why a run that writes its outcome log stopped: a bad range, or the log's writer failed.
public enum SimulationRunError<Failure: Error>: Error {
    /// The range was refused before any spin ran.
    case part(SimulationPartError)
    /// Writing the outcome log failed.
    case output(Failure)
}
