import TestSupport
import Testing
import WheelCore
import WheelFair

@Suite struct FairSpinTests {
    static let seed = Result { try ServerSeed(bytes: Array(0..<32)) }

    /// Worked by hand from the derivation (and by `Reference/fair_reference.py`): HMAC-SHA256
    /// of "alice:0:0" under the bytes 00 01 … 1f is 1a23092d 344123b7 …; x = 0x1a23092d =
    /// 438503725 < 2³² − (2³² mod 12) = 4294967292, 438503725 mod 12 = 1; y = 0x344123b7 =
    /// 876684215, f = 0.1 + 0.8 · 876684215 / 2³².
    @Test func derivesTheWorkedExample() throws {
        let spin = try FairSpin(serverSeed: Self.seed.get(), clientSeed: "alice", nonce: 0)
        #expect(spin.prize == 1)
        #expect(spin.number == 2)
        #expect(spin.fraction == 0.1 + 0.8 * 876_684_215 / 4_294_967_296)
        #expect(spin.fraction == 0.2632951600477099)
        #expect(spin.rejectedWords == 0)
        #expect(spin.commitment.hex == "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd")
        #expect(spin.landing == (try LandingPoint(segment: 1, fraction: spin.fraction, geometry: .standard)))
    }

    /// The first 20 nonces for "alice" on the reference wheel (from the Python reference),
    /// and the same seeds give the same spin every time.
    @Test func noncesGiveTheirOwnPrizes() throws {
        let seed = try Self.seed.get()
        let prizes = try (0..<20).map { try FairSpin(serverSeed: seed, clientSeed: "alice", nonce: $0).prize }
        #expect(prizes == [1, 4, 7, 4, 1, 8, 0, 7, 10, 7, 5, 2, 5, 3, 7, 6, 2, 3, 1, 1])
        let again = try FairSpin(serverSeed: seed, clientSeed: "alice", nonce: 7)
        #expect(again == (try FairSpin(serverSeed: seed, clientSeed: "alice", nonce: 7)))
        #expect(again.fraction == 0.59996965713799)
        let bob = try FairSpin(
            serverSeed: seed, clientSeed: "bob", nonce: 0, rules: FairRules(weights: [5, 1, 1, 1, 1, 1]))
        #expect(bob.prize == 0 && bob.fraction == 0.7129508640617133)
    }

    /// With W = 2³¹ + 1 about half the words are rejected; nonce 1 rejects two before its
    /// prize word (Python reference).
    @Test func rejectsWordsAtOrAboveTheBound() throws {
        let rules = try FairRules(weights: [1 << 31, 1])
        let spin = try FairSpin(serverSeed: Self.seed.get(), clientSeed: "alice", nonce: 1, rules: rules)
        #expect(spin.rejectedWords == 2)
        #expect(spin.prize == 0)
        #expect(spin.fraction == 0.3957306535914541)
    }

    /// Every fraction lies in [m, 1 − m) and is kept exactly by the landing point, down to the
    /// smallest margin; the prize is never a segment of weight 0.
    @Test func fractionsStayInsideTheMarginsAndZeroWeightsNeverWin() throws {
        let seed = try Self.seed.get()
        for margin in [FairRules.landingMarginRange.lowerBound, 0.1, 0.49] {
            let rules = try FairRules(weights: [0, 3, 0, 1, 0], landingMargin: margin)
            for nonce: UInt64 in 0..<2_000 {
                let spin = try FairSpin(serverSeed: seed, clientSeed: "z", nonce: nonce, rules: rules)
                #expect(spin.fraction >= margin && spin.fraction < 1 - margin)
                #expect(spin.prize == 1 || spin.prize == 3)
            }
        }
    }
}
