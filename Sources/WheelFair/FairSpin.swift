import WheelCore

/// One provably fair spin: the prize and landing point derived from the server seed, the
/// client seed and the nonce, which anyone can recompute once the server seed is revealed.
///
/// The derivation (README, "Provably fair spins"), over the words of `FairWordStream`:
/// take words `x` until `x < 2^32 − (2^32 mod W)` (`W` the total weight); `v = x mod W`; the
/// prize is the smallest `i` with `w0 + … + wi > v`. The next word `y` gives the landing
/// fraction `f = m + (1 − 2m) · y / 2^32` of the prize segment, measured clockwise from its
/// counter-clockwise border (`m` the landing margin) — the `LandingPoint.fraction` a
/// `WheelModel` stops on.
public struct FairSpin: Sendable, Hashable {
    /// The commitment of the server seed the spin was derived from.
    public let commitment: Commitment
    /// The player's text, used as its UTF-8 bytes (not normalised).
    public let clientSeed: String
    /// The spin's number in the series, written in decimal in the HMAC message.
    public let nonce: UInt64
    /// The weights and landing margin it was drawn with.
    public let rules: FairRules
    /// The prize segment and the fraction inside it that stops under the pointer: pass it to
    /// `WheelInput.pressWithLanding` or `FrameTimeline.spin(…, landing:)`.
    public let landing: LandingPoint
    /// How many words were rejected before the prize word (0 in most spins; each word is
    /// rejected with probability `(2^32 mod W) / 2^32`).
    public let rejectedWords: Int

    /// Derives spin `nonce` for `clientSeed` under `serverSeed`.
    /// - Throws: `FairError.cryptoFailed` when libcrypto fails (out of memory).
    public init(
        serverSeed: ServerSeed, clientSeed: String, nonce: UInt64, rules: FairRules = .standard
    ) throws(FairError) {
        var stream = FairWordStream(serverSeed: serverSeed, clientSeed: clientSeed, nonce: nonce)
        let bound = rules.rejectionBound
        var word = try stream.next()
        while UInt64(word) >= bound { word = try stream.next() }
        rejectedWords = stream.wordsRead - 1
        let prize = rules.segment(ofDraw: UInt64(word) % rules.totalWeight)
        let margin = rules.landingMargin
        let y = try stream.next()
        let fraction = margin + (1 - 2 * margin) * Double(y) / 4_294_967_296
        do {
            // Never refused: the rules hold a valid segment count, the prize is one of its
            // segments, and the fraction lies in [margin, 1 − margin) within [0, 1).
            landing = try LandingPoint(
                segment: prize, fraction: fraction, geometry: WheelGeometry(segmentCount: rules.segmentCount))
        } catch {
            throw .wheel(error)
        }
        commitment = serverSeed.commitment
        self.clientSeed = clientSeed
        self.nonce = nonce
        self.rules = rules
    }

    /// The prize: the segment index, `0..<rules.segmentCount`.
    public var prize: Int { landing.segment }

    /// The prize's number on the wheel, counting from 1: `prize + 1`.
    public var number: Int { prize + 1 }

    /// Where in the prize segment the wheel stops, as a fraction of its width clockwise from
    /// its counter-clockwise border, in `[margin, 1 − margin)`.
    public var fraction: Double { landing.fraction }
}
