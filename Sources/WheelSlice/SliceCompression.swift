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
/// So `small` encodes each wedge both ways and keeps the smaller. A smooth linear gradient
/// defeats both: its filtered residue repeats at a pixel's distance, which the run-length
/// strategy (distance 1) cannot match, so when the filters win by far `small` tries them
/// once more with zlib's full matcher (``followUp(for:candidateSizes:)``).
public enum SliceCompression: String, Sendable, Hashable, CaseIterable {
    /// zlib level 3, no filter, default strategy: the settings of libpng's
    /// `PNG_IMAGE_FLAG_FAST`, so never larger than it. One encode per wedge.
    case fast
    /// Per wedge the smaller of zlib level 6 with no filter (default strategy) and libpng's
    /// adaptive filters with the run-length strategy, and, when the filters more than halved
    /// the size (a smooth gradient), the same filters at level 6 with the default strategy
    /// (``followUp(for:candidateSizes:)``); palette and sub-byte sheets, level 9
    /// with no filter. Against ImageMagick's `-crop 12x1@` (level 7, adaptive filters):
    /// on dithered gradients 221 699 bytes against 238 118 (level 6 unfiltered alone wrote
    /// 314 730), on photographic art 341 909 against 351 763, on a diagonal linear gradient
    /// 25 056 against 25 224 (146 352 without the follow-up).
    case small
    /// Every `small` candidate, and at level 9: no filter, Up, and the adaptive filters with
    /// the default and filtered strategies; each wedge keeps the smallest, so `best` is never
    /// larger than `small`.
    case best

    /// The encoder settings to try for each wedge of an image with `header`, in order; the
    /// smallest result wins and a tie goes to the earlier one, so the choice is deterministic.
    public func candidates(for header: PNGHeader) -> [PNGEncodingOptions] {
        let indexed = header.colorType == .palette || header.bitDepth < 8
        switch self {
        case .fast:
            return [PNGEncodingOptions(compressionLevel: 3, filters: .unfiltered, strategy: .default)]
        case .small:
            if indexed {
                return [PNGEncodingOptions(compressionLevel: 9, filters: .unfiltered, strategy: .default)]
            }
            return [
                PNGEncodingOptions(compressionLevel: 6, filters: .unfiltered, strategy: .default),
                PNGEncodingOptions(compressionLevel: 6, filters: .all, strategy: .rle),
            ]
        case .best:
            // Level 9 with the adaptive filters and the default strategy is among these, so
            // `best` needs no follow-up.
            let more = [
                PNGEncodingOptions(compressionLevel: 9, filters: .unfiltered, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .up, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .default),
                PNGEncodingOptions(compressionLevel: 9, filters: .all, strategy: .filtered),
            ]
            let first = SliceCompression.small.candidates(for: header)
            return first + more.filter { !first.contains($0) }
        }
    }

    /// The setting to try after ``candidates(for:)``, given the byte count of each candidate's
    /// encoding (in their order), or nil. For `small`: the adaptive filters with the default
    /// strategy, whose matcher finds the repeats at a pixel's distance that a smooth
    /// gradient's residue has, tried only when the filtered run-length encoding came out
    /// below 0.6 times the unfiltered one. It costs a third filtered encode, which pays only
    /// there: measured per wedge (run-length ÷ unfiltered, then what the follow-up gave), linear
    /// gradients 0.32–0.53 and 4–25 times smaller; dithered and photographic art 0.62–0.69 and
    /// 1.1 times larger, so never kept; flat art (the built-in sheet) above 1, unfiltered wins.
    public func followUp(for header: PNGHeader, candidateSizes sizes: [Int]) -> PNGEncodingOptions? {
        guard self == .small, sizes.count == 2, sizes[1] * 5 < sizes[0] * 3 else { return nil }
        return PNGEncodingOptions(compressionLevel: 6, filters: .all, strategy: .default)
    }
}
