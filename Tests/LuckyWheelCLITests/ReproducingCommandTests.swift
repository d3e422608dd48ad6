import Testing
import WheelAudit
import WheelCore
import WheelStatistics

@testable import LuckyWheelCLI

@Suite struct ReproducingCommandTests {
    @Test func spellsOutEverySettingWithItsFlag() throws {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: 4),
            spin: SpinOptions(
                turns: 2, duration: 1.5, easing: .curve(TimingCurve(x1: 0.3, y1: 0.1, x2: 0.4, y2: 1))),
            weights: WeightedChoice(weights: [1, 2.5, 0, 1]))
        let configuration = try SimulationConfiguration(
            spins: 300, seed: 7, wheel: wheel, framesPerSecond: 59.94)
        let command = ReproducingCommand.simulate(
            configuration, confidence: try ConfidenceLevel(0.999), extra: ["--report", "my report.html"])
        #expect(
            command
                == "luckywheel simulate --spins 300 --seed 7 --segments 4 --weights 1,2.5,0,1 --fps 59.94 "
                + "--duration 1.5 --turns 2 --easing 'cubic-bezier(0.3,0.1,0.4,1)' --confidence 0.999 "
                + "--report 'my report.html'")
        #expect(
            ReproducingCommand.simulate(try SimulationConfiguration(spins: 10))
                == "luckywheel simulate --spins 10 --seed 0 --segments 12 --fps 60 --duration 3 --turns 3 "
                + "--easing easeInEaseOut")
        #expect(ReproducingCommand.rawOutput(seed: 7) == "luckywheel rng --seed 7 --stream K")
        #expect(ReproducingCommand.shellQuoted("it's") == "'it'\\''s'")
        #expect(ReproducingCommand.shellQuoted("") == "''")
    }

    /// The command line runs: parsed by the tool, it prints the report it came from.
    @Test func theCommandReproducesTheReport() throws {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: 5), spin: SpinOptions(duration: 1, easing: .speedMatched),
            weights: WeightedChoice(weights: [3, 1, 1, 0, 1]))
        let configuration = try SimulationConfiguration(
            spins: 400, seed: 42, wheel: wheel, framesPerSecond: 24)
        let words = ReproducingCommand.simulate(configuration).split(separator: " ").map(String.init)
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(Array(words.dropFirst()), console: console) == .success)
        #expect(
            console.standardOutput
                == FairnessSimulation(configuration: configuration).run(threadCount: 1).text)
    }
}
