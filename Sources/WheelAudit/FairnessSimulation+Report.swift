import WheelCore

extension FairnessSimulation {
    /// Runs every spin on up to `threadCount` threads (nil: one per core) and reports them;
    /// the report does not depend on the number of threads.
    public func run(threadCount: Int? = nil) -> SimulationReport {
        SimulationReport(configuration: configuration, tally: tally(threadCount: threadCount))
    }
}
