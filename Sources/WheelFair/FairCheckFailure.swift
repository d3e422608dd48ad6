/// A check of `FairVerification` that failed, with the values that show it.
public enum FairCheckFailure: Sendable, Hashable, CustomStringConvertible {
    /// The revealed server seed hashes to `computed`, not to the `published` commitment: it is
    /// not the seed the operator committed to.
    case commitmentMismatch(published: Commitment, computed: Commitment)
    /// The seeds and nonce give the prize `derived`, not the `claimed` segment.
    case segmentMismatch(claimed: Int, derived: Int)

    /// A message for a person: which check failed and what the values are.
    public var description: String {
        switch self {
        case .commitmentMismatch(let published, let computed):
            return "commitment mismatch: the server seed hashes to \(computed.hex), "
                + "not to the published commitment \(published.hex)"
        case .segmentMismatch(let claimed, let derived):
            // In 128 bits: a failure made in code may hold any index, `Int.max` too.
            return "wrong segment: these seeds and nonce give segment \(derived) "
                + "(number \(Int128(derived) + 1) on the wheel), not segment \(claimed)"
        }
    }
}
