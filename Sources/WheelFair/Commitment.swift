/// What the operator publishes before play: the SHA-256 of the server seed's 32 bytes.
///
/// It binds the operator to one server seed without revealing it: after the seed is revealed,
/// anyone can hash it and compare.
public struct Commitment: Sendable, Hashable, CustomStringConvertible {
    /// The 32 bytes of the digest.
    public let bytes: [UInt8]

    /// A commitment from its 64 hex digits (either case; written back in lowercase).
    /// - Throws: `FairError.hexLength` for a length other than 64 characters,
    ///   `FairError.notHexDigit` for a Unicode scalar that is not a hex digit.
    public init(hex: String) throws(FairError) {
        bytes = try HexBytes.parse(hex, as: .commitment)
    }

    /// The commitment to `seed`: SHA-256 of its bytes.
    /// - Throws: `FairError.cryptoFailed` when libcrypto fails (out of memory).
    init(committingTo seed: [UInt8]) throws(FairError) {
        bytes = try CryptoDigest.sha256(seed)
    }

    /// The 64 lowercase hex digits.
    public var hex: String { HexBytes.text(bytes) }

    /// `hex`.
    public var description: String { hex }
}
