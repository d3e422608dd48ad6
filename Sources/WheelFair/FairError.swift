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
    /// A character that is not a hex digit, at `position` (1-based, in characters).
    case notHexDigit(HexValue, character: Character, position: Int)
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
            return "the \(value.rawValue) has '\(character)' at position \(position); "
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
}
