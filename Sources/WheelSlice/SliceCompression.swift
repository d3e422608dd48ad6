import WheelPNG

/// How hard wedge files are compressed. Every choice is lossless; they differ in time and size.
///
/// The settings were chosen by measurement on a 1440 × 141 @3x RGBA sheet drawn like a real
/// `LuckyAstrology@3x.png` (transparent background, anti-aliased symbols), sliced into 12
/// wedges plus a pressed twin; see `Benchmarks/peers/slice/` for the figures.
public enum SliceCompression: String, Sendable, Hashable, CaseIterable {
    /// Quick to write, somewhat larger files.
    case fast
    /// A balance of time and size.
    case `default`
    /// Smallest files: several settings are tried per wedge and the smallest kept.
    case best

    /// The encoder settings to try for each wedge, in order; the smallest result wins and a
    /// tie goes to the earlier one, so the choice is deterministic.
    public var candidates: [PNGEncodingOptions] {
        switch self {
        case .fast: [PNGEncodingOptions(compressionLevel: 1, filters: .up, strategy: .default)]
        case .default: [PNGEncodingOptions(compressionLevel: 6, filters: .all, strategy: .filtered)]
        case .best:
            [
                PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .filtered),
                PNGEncodingOptions(compressionLevel: 9, filters: .up, strategy: .default),
            ]
        }
    }
}
