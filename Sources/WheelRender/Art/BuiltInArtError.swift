/// Why ``BuiltInArt`` cannot draw an asset.
public enum BuiltInArtError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scale is not one of ``BuiltInArt/scales``.
    case unsupportedScale(Int)

    /// A sentence for the user saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .unsupportedScale(let scale):
            return "The built-in art has no @\(scale)x version; use a scale of 1, 2 or 3."
        }
    }
}
