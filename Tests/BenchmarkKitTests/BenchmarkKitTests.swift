import Testing

@testable import BenchmarkKit

@Suite struct BenchmarkKitTests {
    @Test func nearestRankPercentiles() {
        let statistics = Statistics(samples: (1...100).reversed().map(Double.init))
        #expect(statistics.minimum == 1)
        #expect(statistics.p50 == 50)
        #expect(statistics.p90 == 90)
        #expect(statistics.p99 == 99)
        #expect(statistics.maximum == 100)
        #expect(statistics.count == 100)
        let single = Statistics(samples: [7])
        #expect(single.p50 == 7 && single.p99 == 7)
    }

    @Test func runnerTakesAtLeastTheMinimumSamples() throws {
        var runner = BenchmarkRunner()
        runner.warmUpNanoseconds = 1_000_000
        runner.minimumSampleNanoseconds = 100_000
        runner.minimumNanoseconds = 1_000_000
        runner.minimumSamples = 5
        let benchmark = Benchmark("sum", throughputUnit: "sums") {
            return { blackHole((0..<100).reduce(0, +)) }
        }
        let result = try runner.run(benchmark)
        #expect(result.statistics.count >= 5)
        #expect(result.statistics.minimum <= result.statistics.p50)
        #expect(result.statistics.p50 <= result.statistics.maximum)
        #expect(result.throughput > 0)
    }

    @Test(arguments: [
        (12.34, "12.3 ns"), (1_234, "1.23 µs"), (7_600_000, "7.60 ms"), (3_210_000_000, "3.210 s"),
    ])
    func durationsUseReadableUnits(nanoseconds: Double, text: String) {
        #expect(ReportFormatter.duration(nanoseconds) == text)
    }

    @Test func fixedFormattingRounds() {
        #expect(ReportFormatter.fixed(0.05, 1) == "0.1")
        #expect(ReportFormatter.fixed(2.0, 3) == "2.000")
        #expect(ReportFormatter.fixed(-1.25, 1) == "-1.3")
        #expect(ReportFormatter.quantity(24_300_000) == "24.3 M")
    }

    @Test func jsonHasEveryStatistic() {
        let result = BenchmarkResult(
            name: "tick", statistics: Statistics(samples: [1, 2, 3]), iterationsPerSample: 10,
            throughputUnit: "ticks", throughput: 5e8, facts: ["bytes": "12"])
        let json = ReportFormatter.json([result], context: ["cores": "2"])
        for key in ["minNanoseconds", "p50Nanoseconds", "p90Nanoseconds", "p99Nanoseconds", "maxNanoseconds"]
        {
            #expect(json.contains("\"\(key)\""))
        }
        #expect(json.contains("\"facts\": {\"bytes\": \"12\"}"))
        #expect(json.contains("\"cores\": \"2\""))
    }
}
