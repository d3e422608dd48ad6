import WheelSupport

/// Why ``BuiltInArt`` cannot draw an asset.
public enum BuiltInArtError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The scale is not one of ``BuiltInArt/scales``.
    case unsupportedScale(Int)
    /// The segment count is outside what the asset is drawn for (``BuiltInArt/segmentRange(of:)``).
    case unsupportedSegmentCount(Int, asset: BuiltInAsset)

    /// A sentence for the user saying what is wrong and what to do.
    public var description: String {
        switch self {
        case .unsupportedScale(let scale):
            return "The built-in art has no @\(scale)x version; use a scale of "
                + ListText.joined(BuiltInArt.scales.map(String.init), "or") + "."
        case .unsupportedSegmentCount(let count, let asset):
            let range = BuiltInArt.segmentRange(of: asset)
            return
                "The built-in \(asset.baseName) is drawn for \(range.lowerBound) to \(range.upperBound) segments, "
                + "not \(count); give your own for \(count) segments."
        }
    }
}
