import BenchmarkKit

/// Every scenario `luckywheel-bench` knows, in report order.
enum Scenarios {
    static let all: [Benchmark] = SimulationScenario.all + SliceScenario.all + RenderScenario.all
}
