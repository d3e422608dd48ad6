import WheelCore
import WheelStatistics

extension FairnessSimulation {
    /// Runs every spin on up to `threadCount` threads (nil: one per core) and reports them
    /// with the test battery at `confidence`; the report does not depend on the number of
    /// threads.
    public func run(
        threadCount: Int? = nil, confidence: ConfidenceLevel = .standard, seedOrigin: SeedOrigin = .given
    ) -> SimulationReport {
        let part = runPart(
            wholeRun, seedOrigin: seedOrigin, threadCount: threadCount, logging: false, emit: { _ in })
        return SimulationReport(part: part, confidence: confidence)
    }

    /// The same, handing the outcome record of every spin (`SpinOutcome.csvLines`, in spin
    /// order, no header) to `write` as the run makes them: `simulate --outcomes FILE` and
    /// the report from one pass over the spins.
    /// - Throws: what `write` throws; the run stops there.
    public func run<Failure: Error>(
        threadCount: Int? = nil, confidence: ConfidenceLevel = .standard, seedOrigin: SeedOrigin = .given,
        writingOutcomes write: (String) throws(Failure) -> Void
    ) throws(Failure) -> SimulationReport {
        let part = try runPart(
            wholeRun, seedOrigin: seedOrigin, threadCount: threadCount, logging: true, emit: write)
        return SimulationReport(part: part, confidence: confidence)
    }

    /// Every spin, `0..<spins`: a range `part(spins:)` never refuses (a configuration has at
    /// least one spin), so it is run without that check.
    private var wholeRun: Range<Int> { 0..<configuration.spins }
}
