import WheelCore

/// The check a player makes after the server seed is revealed: does the seed match the
/// commitment published before play, and does the spin give the segment the wheel stopped on?
///
/// Every check runs, so a wrong seed and a wrong segment are both reported.
public struct FairVerification: Sendable, Hashable {
    /// The commitment published before play.
    public let publishedCommitment: Commitment
    /// The segment the wheel stopped on, as claimed.
    public let claimedSegment: Int
    /// The spin the revealed seed gives.
    public let spin: FairSpin
    /// The checks that failed, in the order commitment, segment; empty when verified.
    public let failures: [FairCheckFailure]

    /// Checks that SHA-256 of `serverSeed` is `commitment` and that spin `nonce` for
    /// `clientSeed` under `rules` gives `segment`.
    /// - Throws: `FairError.wheel(.segmentOutOfRange)` when `segment` is not a segment of a
    ///   wheel with `rules.segmentCount` segments (a claim that cannot be checked),
    ///   `FairError.cryptoFailed` when libcrypto fails.
    public init(
        commitment: Commitment, serverSeed: ServerSeed, clientSeed: String, nonce: UInt64, segment: Int,
        rules: FairRules = .standard
    ) throws(FairError) {
        guard (0..<rules.segmentCount).contains(segment) else {
            throw .wheel(.segmentOutOfRange(segment: segment, segmentCount: rules.segmentCount))
        }
        let spin = try FairSpin(serverSeed: serverSeed, clientSeed: clientSeed, nonce: nonce, rules: rules)
        var failures: [FairCheckFailure] = []
        if serverSeed.commitment != commitment {
            failures.append(.commitmentMismatch(published: commitment, computed: serverSeed.commitment))
        }
        if spin.prize != segment {
            failures.append(.segmentMismatch(claimed: segment, derived: spin.prize))
        }
        publishedCommitment = commitment
        claimedSegment = segment
        self.spin = spin
        self.failures = failures
    }

    /// Whether every check passed.
    public var isVerified: Bool { failures.isEmpty }
}
