import WheelPNG

/// How hard wedge files are compressed. Every choice is lossless; they differ in time and size.
///
/// The settings were chosen by measurement (`swift run -c release luckywheel-bench
/// --sweep compression`, output in `Benchmarks/peers/slice/compression-sweep.txt`) over four
/// kinds of 1440 × 141 @3x sheet, 12 wedges each on one thread: flat vector art (the built-in
/// sheet), dithered gradients (±2 levels of noise), photographic, and palette (`pngquant 256`
/// output). No single setting suits them all: on flat art unfiltered rows compress best
/// (transparent runs stay runs of zeros; filters turn each shape's edge into noise), on
/// noisy art libpng's adaptive filters with zlib's run-length strategy do (a filtered
/// residue of ±2 is a run of few symbols), and palette indices never gain from filters.
/// So `default` encodes each wedge both ways and keeps the smaller.
public enum SliceCompression: String, Sendable, Hashable, CaseIterable {
    /// zlib level 3, no filter, default strategy: the settings of libpng's
    /// `PNG_IMAGE_FLAG_FAST`, so never larger than it. One encode per wedge.
    case fast
    /// Per wedge the smaller of zlib level 6 with no filter (default strategy) and libpng's
    /// adaptive filters with the run-length strategy; palette and sub-byte sheets, level 9
    /// with no filter. Against ImageMagick's `-crop 12x1@` (level 7, adaptive filters):
    /// on dithered gradients 221 699 bytes against 238 118 (level 6 unfiltered alone wrote
    /// 314 730), on photographic art 341 909 against 351 763.
    case `default`
    /// Every `default` candidate, and at level 9: no filter, Up, and the adaptive filters with
    /// the default and filtered strategies; each wedge keeps the smallest, so `best` is never
    /// larger than `default`.
    case best

    /// The encoder settings to try for each wedge of an image with `header`, in order; the
    /// smallest result wins and a tie goes to the earlier one, so the choice is deterministic.
    public func candidates(for header: PNGHeader) -> [PNGEncodingOptions] {
        let indexed = header.colorType == .palette || header.bitDepth < 8
        switch self {
        case .fast:
            return [PNGEncodingOptions(compressionLevel: 3, filters: .unfiltered, strategy: .default)]
        case .default:
            if indexed {
                return [PNGEncodingOptions(compressionLevel: 9, filters: .unfiltered, strategy: .default)]
            }
            return [
                PNGEncodingOptions(compressionLevel: 6, filters: .unfiltered, strategy: .default),
                PNGEncodingOptions(compressionLevel: 6, filters: .all, strategy: .rle),
            ]
        case .best:
            let more = [
                PNGEncodingOptions(compressionLevel: 9, filters: .unfiltered, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .up, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .filtered),
            ]
            let first = SliceCompression.default.candidates(for: header)
            return first + more.filter { !first.contains($0) }
        }
    }
}
