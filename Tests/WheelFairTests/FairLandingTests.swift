import TestSupport
import Testing
import WheelCore
import WheelFair

/// The link to the model: a fair spin's prize and landing fraction are exactly where the
/// wheel stops.
@Suite struct FairLandingTests {
    @Test(arguments: [nil, [3, 1, 0, 2, 7] as [UInt32]?])
    func theWheelStopsOnTheFairPrizeAtTheFairFraction(weights: [UInt32]?) throws {
        let seed = try ServerSeed(bytes: Array(repeating: 0xc3, count: 32))
        let rules = try FairRules(weights: weights)
        let geometry = try WheelGeometry(segmentCount: rules.segmentCount)
        let configuration = try WheelConfiguration(geometry: geometry)
        var series = FairSeries(serverSeed: seed, clientSeed: "player", rules: rules)
        // One model, one press per spin as `play` does: every spin settles on its prize.
        var model = try WheelModel(configuration: configuration, seed: 42)
        for round in 0..<300 {
            let spin = try series.spin()
            let pressed = Double(round) * 10
            try model.receive(.pressWithLanding(spin.landing), at: pressed)
            let plan = try #require(model.spins.last)
            #expect(plan.landing.segment == spin.prize && plan.landing.fraction == spin.fraction)
            let settled = try model.snapshot(at: plan.endTime)
            #expect(settled.state == .settled)
            #expect(settled.segmentUnderPointer == spin.prize)
            #expect(settled.selectedSegment == spin.prize)
            let stop = try landingUnderPointer(at: settled.angle, geometry: geometry)
            #expect(stop.segment == spin.prize)
            #expect(isClose(stop.fraction, spin.fraction, within: 1e-9))
        }
        #expect(series.spins.map(\.nonce) == Array(0..<300))
    }
}
