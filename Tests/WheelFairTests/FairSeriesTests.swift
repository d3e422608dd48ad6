import Testing
import WheelCore
import WheelFair

@Suite struct FairSeriesTests {
    static let seed = Result { try ServerSeed(bytes: Array(0..<32)) }

    @Test func countsTheNonceUpAndRevealsEverySpin() throws {
        let seed = try Self.seed.get()
        var series = FairSeries(serverSeed: seed, clientSeed: "alice")
        #expect(
            series.commitmentText
                == "commitment   630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd\n"
                + "client seed  \"alice\", first nonce 0; 12 segments, uniform weights, landing margin 0.1\n")
        #expect(!series.commitmentText.contains(seed.hex))
        let spins = try (0..<3).map { _ in try series.spin() }
        #expect(spins.map(\.prize) == [1, 4, 7])
        #expect(spins == (try (0..<3).map { try FairSpin(serverSeed: seed, clientSeed: "alice", nonce: $0) }))
        #expect(series.nextNonce == 3)
        #expect(
            series.revealText
                == "server seed  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f\n"
                + "nonce 0  segment 1 (number 2)  at 0.2632951600477099\n"
                + "nonce 1  segment 4 (number 5)  at 0.5478517519310117\n"
                + "nonce 2  segment 7 (number 8)  at 0.6335821822285652\n")
    }

    /// As `play` uses it: each accepted press takes the next nonce and lands on its prize; a
    /// press while the wheel spins is ignored by the model and uses no nonce.
    @Test func pressingAModelUsesANonceOnlyForASpinThatStarts() throws {
        var series = FairSeries(serverSeed: try Self.seed.get(), clientSeed: "alice")
        var model = try WheelModel(seed: 5)
        let first = try #require(try series.press(&model, at: 1))
        #expect(first.nonce == 0 && first.prize == 1)
        #expect(try series.press(&model, at: 2) == nil)
        #expect(series.nextNonce == 1 && series.spins.count == 1)
        #expect(try model.snapshot(at: 4).segmentUnderPointer == 1)
        let second = try #require(try series.press(&model, at: 5))
        #expect(second.nonce == 1 && second.prize == 4)
        #expect(try model.snapshot(at: 8).selectedSegment == 4)
        #expect(series.spins.map(\.nonce) == [0, 1])
    }

    @Test func refusesAWheelWithOtherSegmentsOrTimes() throws {
        var series = FairSeries(serverSeed: try Self.seed.get(), clientSeed: "alice")
        var other = try WheelModel(
            configuration: WheelConfiguration(geometry: WheelGeometry(segmentCount: 8)))
        #expect(throws: FairError.segmentCountMismatch(rules: 12, wheel: 8)) {
            try series.press(&other, at: 1)
        }
        var model = try WheelModel()
        #expect(throws: FairError.wheel(.notFinite(.inputTime, value: .infinity))) {
            try series.press(&model, at: .infinity)
        }
        #expect(series.spins.isEmpty && series.nextNonce == 0 && model.spinCount == 0)
    }

    @Test func stopsAfterTheLastNonce() throws {
        var series = FairSeries(serverSeed: try Self.seed.get(), clientSeed: "", firstNonce: .max - 1)
        #expect(try series.spin().nonce == .max - 1)
        #expect(try series.spin().nonce == .max)
        #expect(series.nextNonce == nil)
        #expect(throws: FairError.noncesExhausted) { try series.spin() }
        #expect(series.spins.count == 2)
    }
}
