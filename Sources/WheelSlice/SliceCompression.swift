import WheelPNG

/// How hard wedge files are compressed. Every choice is lossless; they differ in time and size.
///
/// The settings were chosen by measurement (`Benchmarks/peers/slice/CompressionSweep.swift.txt`,
/// figures in `compression-sweep.txt` there) on a 1440 × 141 @3x RGBA sheet drawn like a real
/// `LuckyAstrology@3x.png` (transparent background, anti-aliased outline symbols) and its
/// pressed twin: 24 wedges encoded on one thread. On such art unfiltered rows compress best
/// at every zlib level (transparent runs stay runs of zeros; Sub, Up and Paeth turn each
/// symbol's edge into noise): at level 6, no filter gave 47 785 bytes in 10.3 ms, libpng's
/// adaptive filters with its filtered strategy 69 801 bytes in 21.8 ms.
public enum SliceCompression: String, Sendable, Hashable, CaseIterable {
    /// zlib level 3, no filter, default strategy: the fastest setting no larger than libpng's
    /// `PNG_IMAGE_FLAG_FAST` (which is exactly these settings): 61 780 bytes in 5.1 ms.
    /// Levels 1 and 2 were a little faster (4.7 and 4.9 ms) but 5.6 % and 2.1 % larger.
    case fast
    /// zlib level 6, no filter, default strategy: the knee of the curve. Level 4 gave
    /// 52 760 bytes in 7.6 ms, level 6 47 785 bytes in 10.3 ms, level 7 47 218 bytes in
    /// 11.9 ms, level 8 43 847 bytes in 24.3 ms.
    case `default`
    /// zlib level 9 with three filter choices per wedge, keeping the smallest: no filter
    /// (smallest for every wedge of the measured sheet: 42 874 bytes, 61 ms alone), libpng's
    /// adaptive choice and Sub (the best filters there, and the usual winners on opaque or
    /// gradient art).
    case best

    /// The encoder settings to try for each wedge, in order; the smallest result wins and a
    /// tie goes to the earlier one, so the choice is deterministic.
    public var candidates: [PNGEncodingOptions] {
        switch self {
        case .fast: [PNGEncodingOptions(compressionLevel: 3, filters: .unfiltered, strategy: .default)]
        case .default: [PNGEncodingOptions(compressionLevel: 6, filters: .unfiltered, strategy: .default)]
        case .best:
            [
                PNGEncodingOptions(compressionLevel: 9, filters: .unfiltered, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .sub, strategy: .default),
            ]
        }
    }
}
