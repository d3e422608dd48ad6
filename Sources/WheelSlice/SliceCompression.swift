import WheelPNG

/// How hard wedge files are compressed. Every choice is lossless; they differ in time and size.
///
/// The settings were chosen by measurement (`swift run -c release luckywheel-bench
/// --sweep compression`, output in `Benchmarks/peers/slice/compression-sweep.txt`) on the
/// built-in 1440 × 141 @3x sheet and its pressed twin: 24 wedges encoded on one thread. On
/// sprite art unfiltered rows with the default strategy compress best at every zlib level
/// (transparent runs stay runs of zeros; Sub, Up and Paeth turn each symbol's edge into
/// noise): at level 6, no filter gave 268 791 bytes in 23.1 ms, libpng's adaptive filters
/// 292 617 bytes in 47.9 ms.
public enum SliceCompression: String, Sendable, Hashable, CaseIterable {
    /// zlib level 3, no filter, default strategy: the settings of libpng's
    /// `PNG_IMAGE_FLAG_FAST`: 305 279 bytes in 10.8 ms. Levels 1 and 2 were a little faster
    /// (8.7 and 9.3 ms) but 7.1 % and 4.0 % larger.
    case fast
    /// zlib level 6, no filter, default strategy: the knee of the curve. Level 4 gave
    /// 282 912 bytes in 12.3 ms, level 5 274 790 bytes in 15.8 ms, level 6 268 791 bytes in
    /// 23.1 ms, level 9 263 447 bytes in 65.4 ms.
    case `default`
    /// zlib level 9 with three filter choices per wedge, keeping the smallest: no filter,
    /// Up and libpng's adaptive choice, the per-wedge winners of the sweep (17, 6 and 1 of
    /// the 24 wedges); together 262 607 bytes against 263 447 for no filter alone.
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
                PNGEncodingOptions(compressionLevel: 9, filters: .up, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .default),
            ]
        }
    }
}
