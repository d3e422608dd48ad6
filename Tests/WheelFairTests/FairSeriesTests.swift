import Testing
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

    @Test func stopsAfterTheLastNonce() throws {
        var series = FairSeries(serverSeed: try Self.seed.get(), clientSeed: "", firstNonce: .max - 1)
        #expect(try series.spin().nonce == .max - 1)
        #expect(try series.spin().nonce == .max)
        #expect(series.nextNonce == nil)
        #expect(throws: FairError.noncesExhausted) { try series.spin() }
        #expect(series.spins.count == 2)
    }
}
