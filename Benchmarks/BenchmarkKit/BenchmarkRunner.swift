/// Runs scenarios: a warm-up, then timed samples. Each sample runs the operation enough
/// times to last at least `minimumSampleNanoseconds`, and sampling continues until both
/// `minimumSamples` and `minimumNanoseconds` are reached (or `maximumSamples`).
public struct BenchmarkRunner: Sendable {
    /// Warm-up time before sampling, nanoseconds.
    public var warmUpNanoseconds: Double = 200_000_000
    /// Shortest sample, nanoseconds.
    public var minimumSampleNanoseconds: Double = 2_000_000
    /// Fewest samples per scenario.
    public var minimumSamples = 20
    /// Most samples per scenario.
    public var maximumSamples = 200
    /// Shortest total sampling time, nanoseconds.
    public var minimumNanoseconds: Double = 1_000_000_000

    /// A runner with the default settings.
    public init() {}

    /// Measures one scenario.
    public func run(_ benchmark: Benchmark) throws -> BenchmarkResult {
        let operation = try benchmark.make()
        let clock = ContinuousClock()
        func time(_ iterations: Int) -> Double {
            let start = clock.now
            for _ in 0..<iterations { operation() }
            return nanoseconds(start.duration(to: clock.now))
        }
        // Warm up, finding how many iterations make one sample long enough.
        var iterations = 1
        var warmed = 0.0
        while true {
            let elapsed = time(iterations)
            warmed += elapsed
            if elapsed < minimumSampleNanoseconds {
                let factor = elapsed > 0 ? minimumSampleNanoseconds / elapsed : 10
                iterations = max(
                    iterations + 1, Int((Double(iterations) * min(factor * 1.2, 10)).rounded(.up)))
                continue
            }
            if warmed >= warmUpNanoseconds { break }
        }
        var samples: [Double] = []
        var total = 0.0
        while samples.count < maximumSamples, samples.count < minimumSamples || total < minimumNanoseconds {
            let elapsed = time(iterations)
            total += elapsed
            samples.append(elapsed / Double(iterations))
        }
        let statistics = Statistics(samples: samples)
        return BenchmarkResult(
            name: benchmark.name, statistics: statistics, iterationsPerSample: iterations,
            throughputUnit: benchmark.throughputUnit,
            throughput: benchmark.unitsPerOperation / (statistics.p50 / 1e9), facts: benchmark.facts())
    }

    private func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
