import Testing
import WheelCore

@testable import WheelAudit

@Suite struct SpinOutcomeTests {
    @Test(arguments: [(12, 60.0, 0, 3), (5, 24, 1, 0), (37, 59.94, 2, 1)])
    func outcomesAgreeWithTheTally(segments: Int, rate: Double, seed: UInt64, turns: Int) throws {
        let wheel = try WheelConfiguration(
            geometry: WheelGeometry(segmentCount: segments), spin: SpinOptions(turns: turns, duration: 1))
        let simulation = FairnessSimulation(
            configuration: try SimulationConfiguration(
                spins: 1500, seed: seed, wheel: wheel, framesPerSecond: rate))
        let outcomes = simulation.outcomes(spins: 0..<1500)
        let tally = simulation.tally(spins: 0..<1500)
        #expect(outcomes.map(\.spin) == Array(0..<1500))
        var counts = [Int](repeating: 0, count: segments)
        for outcome in outcomes { counts[outcome.stopSegment] += 1 }
        #expect(counts == tally.counts)
        #expect(outcomes.reduce(0) { $0 + $1.ticks } == tally.ticksEvaluated)
        #expect(outcomes.map(\.ticks).min() == tally.minimumTicksPerSpin)
        #expect(outcomes.map(\.ticks).max() == tally.maximumTicksPerSpin)
        #expect(outcomes.filter { $0.stopSegment != $0.target }.count == tally.landingMismatches)
        let margin = wheel.spin.landingMargin
        for outcome in outcomes {
            #expect(outcome.offset >= margin && outcome.offset < 1 - margin)
            #expect(outcome.stopAngle >= 0 && outcome.stopAngle < 2 * .pi)
            #expect(try wheel.geometry.segment(under: outcome.stopAngle) == outcome.stopSegment)
            let plan = try simulation.plan(ofSpin: outcome.spin)
            #expect(outcome.target == plan.landing.segment && outcome.offset == plan.landing.fraction)
            if let first = outcome.firstCrossing {
                #expect(first >= 0 && first <= plan.duration)
            } else {
                #expect(turns == 0)
            }
        }
        // Whole turns pass every border: a first crossing then always exists.
        if turns > 0 { #expect(outcomes.allSatisfy { $0.firstCrossing != nil }) }
        #expect(simulation.outcomes(spins: 700..<2000) == Array(outcomes[700...]))
    }

    @Test func csvHasOneLinePerSpinThatReadsBack() throws {
        let simulation = try FairnessSimulationTests.simulation(spins: 200, seed: 3, segments: 7)
        let outcomes = simulation.outcomes(spins: 0..<200)
        let lines = SpinOutcome.csvLines(outcomes).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 201)
        #expect(lines.last == "")
        #expect(SpinOutcome.csvHeader.split(separator: ",").count == 7)
        for (line, outcome) in zip(lines, outcomes) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            #expect(fields.count == 7)
            #expect(Int(fields[0]) == outcome.spin)
            #expect(Int(fields[1]) == outcome.target)
            #expect(Double(fields[2]) == outcome.offset)
            #expect(Double(fields[3]) == outcome.stopAngle)
            #expect(Int(fields[4]) == outcome.stopSegment)
            #expect(Int(fields[5]) == outcome.ticks)
            #expect(Double(fields[6]) == outcome.firstCrossing)
        }
        let none = SpinOutcome(
            spin: 4, target: 1, offset: 0.5, stopAngle: 3, stopSegment: 1, ticks: 61, firstCrossing: nil)
        #expect(none.csv == "4,1,0.5,3,1,61,")
    }
}
