import Testing
import WheelCore
import WheelFair

@Suite struct FairVerificationTests {
    static let seed = Result { try ServerSeed(bytes: Array(0..<32)) }

    @Test func acceptsTheCommittedSeedAndTheDerivedSegment() throws {
        let seed = try Self.seed.get()
        let check = try FairVerification(
            commitment: seed.commitment, serverSeed: seed, clientSeed: "alice", nonce: 0, segment: 1)
        #expect(check.isVerified)
        #expect(check.failures.isEmpty)
        #expect(check.spin.prize == 1)
    }

    @Test func refusesAWrongSeed() throws {
        let seed = try Self.seed.get()
        var other = Array(0..<32) as [UInt8]
        other[31] ^= 1
        let wrong = try ServerSeed(bytes: other)
        let spin = try FairSpin(serverSeed: wrong, clientSeed: "alice", nonce: 0)
        let check = try FairVerification(
            commitment: seed.commitment, serverSeed: wrong, clientSeed: "alice", nonce: 0, segment: spin.prize
        )
        #expect(!check.isVerified)
        #expect(
            check.failures == [.commitmentMismatch(published: seed.commitment, computed: wrong.commitment)])
    }

    @Test func refusesAWrongSegment() throws {
        let seed = try Self.seed.get()
        for claimed in [0, 2, 11] {
            let check = try FairVerification(
                commitment: seed.commitment, serverSeed: seed, clientSeed: "alice", nonce: 0, segment: claimed
            )
            #expect(check.failures == [.segmentMismatch(claimed: claimed, derived: 1)])
        }
    }

    /// The spin of nonce 0 landed on segment 1; claiming it was nonce 1 (prize 4) fails.
    @Test func refusesAWrongNonce() throws {
        let seed = try Self.seed.get()
        let check = try FairVerification(
            commitment: seed.commitment, serverSeed: seed, clientSeed: "alice", nonce: 1, segment: 1)
        #expect(check.failures == [.segmentMismatch(claimed: 1, derived: 4)])
    }

    @Test func reportsEveryFailedCheck() throws {
        let seed = try Self.seed.get()
        let wrong = try ServerSeed(bytes: Array(repeating: 7, count: 32))
        let derived = try FairSpin(serverSeed: wrong, clientSeed: "alice", nonce: 0).prize
        let claimed = (derived + 1) % 12
        let check = try FairVerification(
            commitment: seed.commitment, serverSeed: wrong, clientSeed: "alice", nonce: 0, segment: claimed)
        #expect(
            check.failures == [
                .commitmentMismatch(published: seed.commitment, computed: wrong.commitment),
                .segmentMismatch(claimed: claimed, derived: derived),
            ])
    }

    @Test func refusesASegmentTheWheelDoesNotHave() throws {
        let seed = try Self.seed.get()
        #expect(throws: FairError.wheel(.segmentOutOfRange(segment: 12, segmentCount: 12))) {
            try FairVerification(
                commitment: seed.commitment, serverSeed: seed, clientSeed: "", nonce: 0, segment: 12)
        }
        #expect(throws: FairError.wheel(.segmentOutOfRange(segment: -1, segmentCount: 3))) {
            try FairVerification(
                commitment: seed.commitment, serverSeed: seed, clientSeed: "", nonce: 0, segment: -1,
                rules: FairRules(segmentCount: 3))
        }
    }
}
