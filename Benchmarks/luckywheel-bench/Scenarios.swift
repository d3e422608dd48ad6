import BenchmarkKit

/// Every scenario `luckywheel-bench` knows, in report order.
enum Scenarios {
    static let all: [Benchmark] = SliceScenario.all + RenderScenario.all
}
