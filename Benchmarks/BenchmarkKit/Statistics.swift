/// Order statistics of a set of timing samples, in nanoseconds per operation.
public struct Statistics: Sendable, Equatable {
    /// The fastest sample.
    public let minimum: Double
    /// The median (50th percentile).
    public let p50: Double
    /// The 90th percentile.
    public let p90: Double
    /// The 99th percentile.
    public let p99: Double
    /// The slowest sample.
    public let maximum: Double
    /// The number of samples.
    public let count: Int

    /// Percentiles by the nearest-rank method: the smallest sample with at least p% of the
    /// samples at or below it. `samples` must not be empty.
    public init(samples: [Double]) {
        precondition(!samples.isEmpty, "Statistics need at least one sample")
        let sorted = samples.sorted()
        func rank(_ percent: Double) -> Double {
            let index = Int((percent / 100 * Double(sorted.count)).rounded(.up)) - 1
            return sorted[min(max(index, 0), sorted.count - 1)]
        }
        minimum = sorted[0]
        p50 = rank(50)
        p90 = rank(90)
        p99 = rank(99)
        maximum = sorted[sorted.count - 1]
        count = sorted.count
    }
}
