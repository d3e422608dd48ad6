import WheelPNG

/// Makes an image for another screen scale by area sampling in premultiplied alpha: each
/// target pixel is the coverage-weighted mean of the source pixels under it, colour weighted
/// by alpha, so a transparent neighbour adds no dark fringe.
///
/// Going from scale `S` to scale `s`, one target pixel covers `S/s` source pixels in each
/// direction, which need not be whole (3x → 2x, 2x → 3x). The weights are exact integers: in
/// units of `1/(S·s)` point, source pixel i spans `[i·s, (i+1)·s)` and target pixel j spans
/// `[j·S, (j+1)·S)`, so every overlap is an integer and every target pixel's weights sum to
/// `S²`.
///
/// Downscaling this way is a box filter. Upscaling by a whole factor (1x → 2x, 1x → 3x) repeats
/// each pixel, which keeps edges crisp; 2x → 3x blends only the source pixels a target pixel
/// straddles. Averaging happens on the stored (gamma-encoded) values, as image editors and
/// Xcode's own asset scaling do.
public enum AreaResampler {
    /// Resamples the region `columns × rows` of `source` (pixels at `sourceScale`) to
    /// `targetScale`. The region's size must be a whole number of points, that is, divisible
    /// by `sourceScale`; both scales must be at least 1. The result is `columns.count /
    /// sourceScale × targetScale` pixels wide, straight alpha; fully transparent pixels are
    /// (0, 0, 0, 0).
    public static func resample(
        _ source: RGBAImage, columns: Range<Int>, rows: Range<Int>, from sourceScale: Int, to targetScale: Int
    ) -> RGBAImage {
        precondition(sourceScale >= 1 && targetScale >= 1, "scales start at 1")
        precondition(
            columns.count % sourceScale == 0 && rows.count % sourceScale == 0, "region not whole points")
        precondition(
            columns.lowerBound >= 0 && columns.upperBound <= source.width && rows.lowerBound >= 0
                && rows.upperBound <= source.height, "region outside the image")
        let width = columns.count / sourceScale * targetScale
        let height = rows.count / sourceScale * targetScale
        let horizontal = weights(count: width, from: sourceScale, to: targetScale)
        let vertical = weights(count: height, from: sourceScale, to: targetScale)
        let total = UInt64(sourceScale * sourceScale)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        source.pixels.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    for x in 0..<width {
                        var alpha: UInt64 = 0
                        var red: UInt64 = 0
                        var green: UInt64 = 0
                        var blue: UInt64 = 0
                        for (sourceY, weightY) in vertical[y] {
                            let rowOffset = (rows.lowerBound + sourceY) * source.width + columns.lowerBound
                            for (sourceX, weightX) in horizontal[x] {
                                let offset = (rowOffset + sourceX) * 4
                                let weightedAlpha = UInt64(weightY * weightX) * UInt64(input[offset + 3])
                                alpha += weightedAlpha
                                red += weightedAlpha * UInt64(input[offset])
                                green += weightedAlpha * UInt64(input[offset + 1])
                                blue += weightedAlpha * UInt64(input[offset + 2])
                            }
                        }
                        guard alpha > 0 else { continue }
                        let offset = (y * width + x) * 4
                        output[offset] = UInt8((red + alpha / 2) / alpha)
                        output[offset + 1] = UInt8((green + alpha / 2) / alpha)
                        output[offset + 2] = UInt8((blue + alpha / 2) / alpha)
                        output[offset + 3] = UInt8((alpha + total / 2) / total)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// For each of `count` target pixels, the source pixels it overlaps (relative to the
    /// region) and the overlap lengths in units of 1/`targetScale` source pixel; they sum to
    /// `sourceScale`.
    static func weights(count: Int, from sourceScale: Int, to targetScale: Int) -> [[(Int, Int)]] {
        (0..<count).map { target in
            let start = target * sourceScale
            let end = start + sourceScale
            var entries: [(Int, Int)] = []
            var source = start / targetScale
            while source * targetScale < end {
                let overlap = min(end, (source + 1) * targetScale) - max(start, source * targetScale)
                if overlap > 0 { entries.append((source, overlap)) }
                source += 1
            }
            return entries
        }
    }
}
