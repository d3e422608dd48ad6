import TestSupport
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
        #expect(ReproducingCommand.whyNotReproduced(configuration) == nil)
        let words = ReproducingCommand.simulate(configuration).split(separator: " ").map(String.init)
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(Array(words.dropFirst()), console: console) == .success)
        #expect(
            console.standardOutput
                == FairnessSimulation(configuration: configuration).run(threadCount: 1).text)
    }

    /// Every setting simulate's options reach, at values of every precision (weights, a
    /// duration, a frame rate, a curve's control points and a margin with 17 significant
    /// digits), comes back from the written command unchanged; a setting no option reaches
    /// is named.
    @Test func everySettingTheOptionsReachComesBack() throws {
        var random = SeededGenerator(seed: 21)
        func value(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        for _ in 0..<200 {
            let segments = Int.random(in: WheelGeometry.segmentCountRange, using: &random)
            let weights =
                Bool.random(using: &random)
                ? try WeightedChoice(weights: (0..<segments).map { _ in value(in: 0.001...1000) }) : nil
            let easing: Easing =
                switch random.below(3) {
                case 0: .speedMatched
                case 1: .curve(TimingCurve.named[random.below(TimingCurve.named.count)].curve)
                default:
                    .curve(
                        try TimingCurve(
                            x1: value(in: 0...1), y1: value(in: 0...1), x2: value(in: 0...1),
                            y2: value(in: 0...1)))
                }
            let spin = try SpinOptions(
                turns: Int.random(in: SpinOptions.turnsRange, using: &random),
                duration: value(in: SpinOptions.durationRange), easing: easing,
                landingMargin: value(in: SpinOptions.landingMarginRange))
            let configuration = try SimulationConfiguration(
                spins: Int.random(in: SimulationConfiguration.spinsRange, using: &random),
                seed: random.next(),
                wheel: try WheelConfiguration(
                    geometry: WheelGeometry(segmentCount: segments), spin: spin, weights: weights),
                framesPerSecond: value(in: DisplayLinkClock.frameRateRange))
            #expect(
                ReproducingCommand.whyNotReproduced(configuration) == nil,
                "\(ReproducingCommand.simulate(configuration))")
        }
        let turned = try SimulationConfiguration(
            wheel: WheelConfiguration(geometry: WheelGeometry(pointerAngle: 1)))
        #expect(
            ReproducingCommand.whyNotReproduced(turned)
                == "its pointer angle is not one simulate runs with (no option sets it)")
    }
}
