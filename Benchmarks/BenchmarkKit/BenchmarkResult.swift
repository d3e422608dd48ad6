/// The measurement of one scenario.
public struct BenchmarkResult: Sendable {
    /// The scenario name.
    public let name: String
    /// Nanoseconds per operation.
    public let statistics: Statistics
    /// Operations timed together in one sample (so each sample is long enough to measure).
    public let iterationsPerSample: Int
    /// The throughput unit of the scenario.
    public let throughputUnit: String
    /// Units per second at the median time.
    public let throughput: Double
    /// Extra facts reported by the scenario.
    public let facts: [String: String]
}
