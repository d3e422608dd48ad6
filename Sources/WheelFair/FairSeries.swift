import WheelCore
import WheelSupport

/// A game of fair spins under one server seed, as `luckywheel play` runs it: the commitment is
/// shown before the first spin, the nonce counts up by one per spin, and the server seed and
/// every spin's nonce are revealed when the game ends, so the player can verify each one.
public struct FairSeries: Sendable {
    /// The secret, revealed by `revealText`.
    public let serverSeed: ServerSeed
    /// The player's text.
    public let clientSeed: String
    /// The weights and landing margin of every spin.
    public let rules: FairRules
    /// The nonce of the first spin.
    public let firstNonce: UInt64
    /// The spins so far, nonces `firstNonce`, `firstNonce + 1`, ….
    public private(set) var spins: [FairSpin] = []
    /// The nonce of the next spin; nil once `UInt64.max` has been used.
    public private(set) var nextNonce: UInt64?

    /// A series whose first spin has nonce `firstNonce` (default 0).
    public init(
        serverSeed: ServerSeed, clientSeed: String, firstNonce: UInt64 = 0, rules: FairRules = .standard
    ) {
        self.serverSeed = serverSeed
        self.clientSeed = clientSeed
        self.rules = rules
        self.firstNonce = firstNonce
        nextNonce = firstNonce
    }

    /// Derives the next spin and counts the nonce up.
    /// - Throws: `FairError.noncesExhausted` after the spin with nonce `UInt64.max`,
    ///   `FairError.cryptoFailed` when libcrypto fails.
    public mutating func spin() throws(FairError) -> FairSpin {
        guard let nonce = nextNonce else { throw .noncesExhausted }
        let spin = try FairSpin(serverSeed: serverSeed, clientSeed: clientSeed, nonce: nonce, rules: rules)
        record(spin)
        return spin
    }

    /// Presses `model`'s centre button at `time` seconds with the next spin's landing point,
    /// and counts the nonce up only when the model starts that spin: a press it ignores (the
    /// wheel is still spinning) uses no nonce and returns nil.
    /// - Throws: `FairError.segmentCountMismatch` when the model's wheel has another number of
    ///   segments than `rules`, `FairError.wheel` for a time that is not finite,
    ///   `FairError.noncesExhausted` and `FairError.cryptoFailed` as `spin()`.
    public mutating func press(_ model: inout WheelModel, at time: Double) throws(FairError) -> FairSpin? {
        let segments = model.configuration.geometry.segmentCount
        guard segments == rules.segmentCount else {
            throw .segmentCountMismatch(rules: rules.segmentCount, wheel: segments)
        }
        guard let nonce = nextNonce else { throw .noncesExhausted }
        let spin = try FairSpin(serverSeed: serverSeed, clientSeed: clientSeed, nonce: nonce, rules: rules)
        let started = model.spinCount
        do {
            try model.receive(.pressWithLanding(spin.landing), at: time)
        } catch {
            throw .wheel(error)
        }
        guard model.spinCount > started else { return nil }
        record(spin)
        return spin
    }

    private mutating func record(_ spin: FairSpin) {
        spins.append(spin)
        nextNonce = spin.nonce == .max ? nil : spin.nonce + 1
    }

    /// What to show before the first spin: the commitment, the client seed and the first
    /// nonce — never the server seed.
    public var commitmentText: String {
        "commitment   \(serverSeed.commitment.hex)\n"
            + "client seed  \(JSONValue.string(clientSeed).serialized(pretty: false)), first nonce \(firstNonce); "
            + rules.summary + "\n"
    }

    /// What to show when the game ends: the server seed, then one line per spin with its
    /// nonce, prize and landing fraction, e.g. `nonce 0  segment 4 (number 5)  at 0.73…`.
    public var revealText: String {
        "server seed  \(serverSeed.hex)\n"
            + spins.map { spin in
                "nonce \(spin.nonce)  segment \(spin.prize) (number \(spin.number))  at "
                    + "\(DecimalText.shortest(spin.fraction))\n"
            }.joined()
    }
}
