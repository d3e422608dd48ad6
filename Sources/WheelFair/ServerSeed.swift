/// The operator's secret for a series of fair spins: 32 bytes, written as 64 lowercase hex
/// digits, and the `Commitment` to publish before the first spin.
///
/// The seed stays secret until the series ends; `description` therefore shows only the
/// commitment, so that logging a seed by accident does not reveal it. Use `hex` to reveal it.
public struct ServerSeed: Sendable, Hashable, CustomStringConvertible {
    /// The 32 bytes: the HMAC key of every spin's stream.
    public let bytes: [UInt8]
    /// SHA-256 of `bytes`.
    public let commitment: Commitment

    /// A seed of exactly 32 bytes.
    /// - Throws: `FairError.serverSeedLength` for any other length, `FairError.cryptoFailed`
    ///   when libcrypto fails (out of memory).
    public init(bytes: [UInt8]) throws(FairError) {
        guard bytes.count == HexBytes.byteCount else { throw .serverSeedLength(bytes: bytes.count) }
        self.bytes = bytes
        commitment = try Commitment(committingTo: bytes)
    }

    /// A seed from its 64 hex digits (either case; written back in lowercase).
    /// - Throws: `FairError.hexLength` for a length other than 64 characters,
    ///   `FairError.notHexDigit` for a Unicode scalar that is not a hex digit.
    public init(hex: String) throws(FairError) {
        try self.init(bytes: HexBytes.parse(hex, as: .serverSeed))
    }

    /// A new seed: 32 bytes from the operating system's random source (`getrandom`), never
    /// from a seeded generator.
    /// - Throws: `FairError.randomSourceFailed` when the source fails.
    public static func generate() throws(FairError) -> ServerSeed {
        try ServerSeed(bytes: CryptoDigest.osRandomBytes(HexBytes.byteCount))
    }

    /// The 64 lowercase hex digits: reveal them only when the series has ended.
    public var hex: String { HexBytes.text(bytes) }

    /// `server seed committed to <commitment>`: not the seed itself (see the type).
    public var description: String { "server seed committed to \(commitment.hex)" }
}
