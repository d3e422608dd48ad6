import WheelCore
import WheelStatistics

extension FairnessSimulation {
    /// Runs every spin on up to `threadCount` threads (nil: one per core) and reports them
    /// with the test battery at `confidence`; the report does not depend on the number of
    /// threads.
    public func run(
        threadCount: Int? = nil, confidence: ConfidenceLevel = .standard, seedOrigin: SeedOrigin = .given
    ) -> SimulationReport {
        SimulationReport(
            part: wholePart(seedOrigin: seedOrigin, threadCount: threadCount), confidence: confidence)
    }

    /// The same, handing the outcome record of every spin (`SpinOutcome.csvLines`, in spin
    /// order, no header) to `write` as the run makes them: `simulate --outcomes FILE` and
    /// the report from one pass over the spins.
    /// - Throws: what `write` throws; the run stops there.
    public func run<Failure: Error>(
        threadCount: Int? = nil, confidence: ConfidenceLevel = .standard, seedOrigin: SeedOrigin = .given,
        writingOutcomes write: (String) throws(Failure) -> Void
    ) throws(Failure) -> SimulationReport {
        let part: SimulationPart
        do {
            part = try self.part(
                spins: 0..<configuration.spins, seedOrigin: seedOrigin, threadCount: threadCount,
                writingOutcomes: write)
        } catch {
            switch error {
            case .output(let failure): throw failure
            case .part(let refused): preconditionFailure("a simulation has at least one spin: \(refused)")
            }
        }
        return SimulationReport(part: part, confidence: confidence)
    }

    /// The part of all spins: `0..<spins` is never empty (spins ≥ 1), so it cannot be refused.
    private func wholePart(seedOrigin: SeedOrigin, threadCount: Int?) -> SimulationPart {
        do {
            return try part(spins: 0..<configuration.spins, seedOrigin: seedOrigin, threadCount: threadCount)
        } catch {
            preconditionFailure("a simulation has at least one spin: \(error)")
        }
    }
}
