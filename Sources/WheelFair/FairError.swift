import WheelCore
import WheelSupport

/// Everything `WheelFair` refuses, with the offending values and the fix.
///
/// A case names the value (server seed, commitment, weights, landing margin) as the library
/// sees it; only the command line knows which flag set it.
public enum FairError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which hex-written value a parse error is about.
    public enum HexValue: String, Sendable, Hashable {
        /// The 32-byte secret server seed.
        case serverSeed = "server seed"
        /// The SHA-256 of the server seed, published before play.
        case commitment = "commitment"
    }

    /// Hex text with `digits` characters where `HexValue`s have exactly 64 (32 bytes).
    case hexLength(HexValue, digits: Int)
    /// A Unicode scalar that is not a hex digit, at `position` (1-based, in scalars: the same
    /// as in characters for text that is hex digits up to it).
    case notHexDigit(HexValue, character: Unicode.Scalar, position: Int)
    /// A server seed given as `count` bytes instead of 32.
    case serverSeedLength(bytes: Int)
    /// A segment count, weight list or segment index the wheel refuses (`WheelError` says why).
    case wheel(WheelError)
    /// Integer weights whose total exceeds 2^32, so a 32-bit word cannot draw among them.
    case totalWeightTooLarge(UInt64)
    /// A landing margin outside `FairRules.landingMarginRange`.
    case landingMarginOutOfRange(Double)
    /// Rules for `rules` segments applied to a wheel of `wheel` segments.
    case segmentCountMismatch(rules: Int, wheel: Int)
    /// A seed record (what `ServerSeed.jsonValue` writes) without the text member `member`.
    case invalidSeedRecord(missing: String)
    /// A seed record whose server seed hashes to `computed`, not to its `recorded` commitment.
    case seedRecordMismatch(recorded: Commitment, computed: Commitment)
    /// A series of spins whose next nonce would pass `UInt64.max`.
    case noncesExhausted
    /// The operating system's random source failed with `errno`.
    case randomSourceFailed(errno: Int32)
    /// libcrypto failed to compute a digest (`operation`: "SHA-256" or "HMAC-SHA256"); it
    /// fails only when memory runs out.
    case cryptoFailed(operation: String)

    /// A message for a person: what is wrong and what to do.
    public var description: String {
        switch self {
        case .hexLength(let value, let digits):
            return "the \(value.rawValue) has \(digits) characters; it must be exactly "
                + "\(HexBytes.digitCount) hex digits (\(HexBytes.byteCount) bytes)"
        case .notHexDigit(let value, let character, let position):
            return "the \(value.rawValue) has \(Self.shown(character)) at position \(position); "
                + "use only the hex digits 0-9 and a-f (or A-F)"
        case .serverSeedLength(let bytes):
            return "a server seed is exactly \(HexBytes.byteCount) bytes, not \(bytes)"
        case .wheel(let error):
            return error.description
        case .totalWeightTooLarge(let total):
            return "the weights add up to \(total); a fair spin draws with 32-bit words, so the "
                + "total must be at most 2^32 = \(FairRules.maximumTotalWeight)"
        case .landingMarginOutOfRange(let margin):
            return "landing margin is \(DecimalText.shortest(margin)); a fair spin needs it in "
                + "\(SpinOptions.landingMarginRangeText) of a segment, so that the landing point is never "
                + "on a border"
        case .segmentCountMismatch(let rules, let wheel):
            return "the fair spin is drawn for \(rules) segments but the wheel has \(wheel); "
                + "give the fair rules the wheel's segment count"
        case .invalidSeedRecord(let member):
            return "a seed record is a JSON object with the text members \"\(ServerSeed.seedKey)\" and "
                + "\"\(ServerSeed.commitmentKey)\"; \"\(member)\" is missing or not text"
        case .seedRecordMismatch(let recorded, let computed):
            return
                "the record's server seed hashes to \(computed.hex), not to its commitment \(recorded.hex); "
                + "the record was damaged or edited, so its seed is not the one committed to"
        case .noncesExhausted:
            return "the nonce has reached \(UInt64.max), the largest there is; start a new series "
                + "with a new server seed"
        case .randomSourceFailed(let code):
            return "the operating system's random source failed (errno \(code)); a server seed "
                + "cannot be made without it"
        case .cryptoFailed(let operation):
            return "libcrypto could not compute \(operation) (out of memory?); try again"
        }
    }

    /// A character a message names, so that it can be told from any other: quoted when it is
    /// visible ASCII (`'g'`), else its code point and name (`U+200B ZERO WIDTH SPACE`,
    /// `U+000A LINE FEED`, `U+0020 SPACE`): a space, a line break or an invisible character
    /// pasted from a web page or a PDF showed as `''` or split the message.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        if (0x21...0x7E).contains(scalar.value) { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        // Control characters have no name in Unicode's data, only aliases the standard
        // library does not carry: the ones a pasted line ends with are named here.
        let controlNames: [UInt32: String] = [0x09: "TAB", 0x0A: "LINE FEED", 0x0D: "CARRIAGE RETURN"]
        guard let name = scalar.properties.name ?? controlNames[scalar.value] else { return code }
        return code + " " + name
    }
}
