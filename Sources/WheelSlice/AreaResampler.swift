import WheelPNG

/// Makes an image for another screen scale by area sampling in premultiplied alpha: each
/// target pixel is the coverage-weighted mean of the source pixels under it, colour weighted
/// by alpha, so a transparent neighbour adds no dark fringe.
///
/// Going from scale `S` to scale `s` (fractions, ``SliceScale``), one target pixel covers
/// `S/s` source pixels in each direction, which need not be whole (3x → 2x, 2x → 1.5x). The
/// weights are exact integers: with `S = a/b` and `s = c/d`, in units of `1/(a·c)` point,
/// source pixel i spans `[i·b·c, (i+1)·b·c)` and target pixel j spans `[j·d·a, (j+1)·d·a)`,
/// so every overlap is an integer.
///
/// A region is resampled on its own: its target pixels are `pixels(forPoints:)` of its point
/// edges (``SliceScale/pixels(forPoints:)``), and where an edge pixel reaches past the
/// region (at 1.5x a border can fall inside a pixel), only the part inside counts and the
/// mean is taken over that part; the sliver of the region under a pixel that its neighbour
/// owns (less than half a pixel) shows in neither. The same holds for source pixels: from a
/// 1.5x sheet, a source pixel a border cuts belongs to the wedge its exact cut gives it to,
/// and only that wedge reads it; a target pixel that lies wholly over the other part
/// (upscaling) repeats the nearest pixel its wedge owns. So a wedge's pixels never depend on its
/// neighbour's, every pixel column belongs to one wedge, and an opaque region stays opaque to
/// its edge.
///
/// Downscaling this way is a box filter. Upscaling by a whole factor (1x → 2x, 1x → 3x) repeats
/// each pixel, which keeps edges crisp; 2x → 3x blends only the source pixels a target pixel
/// straddles. Averaging happens on the stored (gamma-encoded) values, as image editors and
/// Xcode's own asset scaling do.
public enum AreaResampler {
    /// Resamples the region `columns × rows` of `source`, given in points (the image is drawn
    /// at `sourceScale`), to `targetScale`. The result is `pixels(forPoints:
    /// columns.upperBound) − pixels(forPoints: columns.lowerBound)` pixels wide at
    /// `targetScale` (likewise high), straight alpha; fully transparent pixels are (0, 0, 0, 0).
    /// - Throws: ``SliceError/regionOutsideImage(columns:rows:width:height:scale:)`` unless the
    ///   region lies inside the image.
    public static func resample(
        _ source: RGBAImage, pointColumns columns: Range<Int>, pointRows rows: Range<Int>,
        from sourceScale: SliceScale, to targetScale: SliceScale
    ) throws(SliceError) -> RGBAImage {
        func inside(_ points: Range<Int>, _ pixels: Int) -> Bool {
            let (needed, overflow) = points.upperBound.multipliedReportingOverflow(by: sourceScale.numerator)
            return points.lowerBound >= 0 && !overflow && needed <= pixels * sourceScale.denominator
        }
        guard inside(columns, source.width), inside(rows, source.height) else {
            throw .regionOutsideImage(
                columns: columns, rows: rows, width: source.width, height: source.height, scale: sourceScale)
        }
        return resample(
            validated: source, pointColumns: columns, pointRows: rows, from: sourceScale, to: targetScale)
    }

    /// ``resample(_:pointColumns:pointRows:from:to:)`` of a region the package laid out inside
    /// the image itself (a wedge of a sheet), so the check is a precondition.
    package static func resample(
        validated source: RGBAImage, pointColumns columns: Range<Int>, pointRows rows: Range<Int>,
        from sourceScale: SliceScale, to targetScale: SliceScale
    ) -> RGBAImage {
        resample(
            validated: ResampleSource(source), pointColumns: columns, pointRows: rows, from: sourceScale,
            to: targetScale)
    }

    /// ``resample(validated:pointColumns:pointRows:from:to:)`` of a sheet's samples
    /// (``ResampleSource``): a 16-bit sheet is averaged on its 16-bit samples and rounded to 8
    /// bits once.
    package static func resample(
        validated source: ResampleSource, pointColumns columns: Range<Int>, pointRows rows: Range<Int>,
        from sourceScale: SliceScale, to targetScale: SliceScale
    ) -> RGBAImage {
        precondition(
            columns.lowerBound >= 0 && rows.lowerBound >= 0
                && columns.upperBound * sourceScale.numerator <= source.width * sourceScale.denominator
                && rows.upperBound * sourceScale.numerator <= source.height * sourceScale.denominator,
            "region outside the image")
        switch source.samples {
        case .eight(let pixels):
            return pixels.withUnsafeBufferPointer { input in
                resample(
                    samples: input, width: source.width, maximum: 255, pointColumns: columns, pointRows: rows,
                    from: sourceScale, to: targetScale)
            }
        case .sixteen(let samples):
            return samples.withUnsafeBufferPointer { input in
                resample(
                    samples: input, width: source.width, maximum: 65535, pointColumns: columns,
                    pointRows: rows, from: sourceScale, to: targetScale)
            }
        }
    }

    /// The region of straight-alpha RGBA `samples` (`width` pixels a row, each sample at most
    /// `maximum`) resampled, as 8-bit RGBA: each channel the alpha-weighted mean of the samples
    /// under the pixel times 255 / `maximum`, rounded once, halves up (for 8-bit samples the
    /// mean itself, rounded).
    private static func resample<Sample: FixedWidthInteger & UnsignedInteger>(
        samples input: UnsafeBufferPointer<Sample>, width sourceWidth: Int, maximum: UInt64,
        pointColumns columns: Range<Int>, pointRows rows: Range<Int>, from sourceScale: SliceScale,
        to targetScale: SliceScale
    ) -> RGBAImage {
        let horizontal = weights(points: columns, from: sourceScale, to: targetScale)
        let vertical = weights(points: rows, from: sourceScale, to: targetScale)
        let width = horizontal.count
        let height = vertical.count
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let coveredY = vertical[y].reduce(0) { $0 + $1.1 }
                for x in 0..<width {
                    var alpha: UInt64 = 0
                    var red: UInt64 = 0
                    var green: UInt64 = 0
                    var blue: UInt64 = 0
                    for (sourceY, weightY) in vertical[y] {
                        let rowOffset = sourceY * sourceWidth
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
                    let total = UInt64(coveredY * horizontal[x].reduce(0) { $0 + $1.1 })
                    let offset = (y * width + x) * 4
                    // round(sum · 255 / (weight · maximum)); with `maximum` 255, the rounded mean.
                    let colourScale = alpha * maximum
                    output[offset] = UInt8((red * 255 + colourScale / 2) / colourScale)
                    output[offset + 1] = UInt8((green * 255 + colourScale / 2) / colourScale)
                    output[offset + 2] = UInt8((blue * 255 + colourScale / 2) / colourScale)
                    let alphaScale = total * maximum
                    output[offset + 3] = UInt8((alpha * 255 + alphaScale / 2) / alphaScale)
                }
            }
        }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// The whole of `source`, drawn at `sourceScale`, resampled to `targetScale`.
    /// - Throws: ``SliceError/imageNotWholePoints(width:height:scale:)`` unless the image's size
    ///   is a whole number of points at `sourceScale`.
    public static func resample(_ source: RGBAImage, from sourceScale: SliceScale, to targetScale: SliceScale)
        throws(SliceError) -> RGBAImage
    {
        guard let width = sourceScale.points(forPixels: source.width),
            let height = sourceScale.points(forPixels: source.height)
        else { throw .imageNotWholePoints(width: source.width, height: source.height, scale: sourceScale) }
        return resample(
            validated: source, pointColumns: 0..<width, pointRows: 0..<height, from: sourceScale,
            to: targetScale)
    }

    /// ``resample(_:from:to:)`` of an image the package checked is whole points at
    /// `sourceScale`, so the check is a precondition.
    package static func resample(
        validated source: RGBAImage, from sourceScale: SliceScale, to targetScale: SliceScale
    )
        -> RGBAImage
    {
        guard let width = sourceScale.points(forPixels: source.width),
            let height = sourceScale.points(forPixels: source.height)
        else { preconditionFailure("image not whole points") }
        return resample(
            validated: source, pointColumns: 0..<width, pointRows: 0..<height, from: sourceScale,
            to: targetScale)
    }

    /// For each target pixel of the point range `points` at `targetScale`, the source pixels
    /// it overlaps inside the range (absolute indices) and the overlap lengths in units of
    /// `1/(a·c)` point (see the type's summary). Whole pixels sum to `d·a`.
    static func weights(points: Range<Int>, from sourceScale: SliceScale, to targetScale: SliceScale)
        -> [[(Int, Int)]]
    {
        let unitsPerPoint = sourceScale.numerator * targetScale.numerator
        let sourceLength = sourceScale.denominator * targetScale.numerator
        let targetLength = targetScale.denominator * sourceScale.numerator
        // The region's points, and of its source pixels only those it owns: at 1.5x a border
        // inside a source pixel gives the pixel to one side (``SliceScale/pixels(forPoints:)``,
        // as the exact cut does), and the other side must not read half of it.
        // Points inside an image that is whole points at `sourceScale`: in range at both scales.
        let ownedStart = sourceScale.pixels(forValidatedPoints: points.lowerBound) * sourceLength
        let ownedEnd = sourceScale.pixels(forValidatedPoints: points.upperBound) * sourceLength
        let regionStart = max(points.lowerBound * unitsPerPoint, ownedStart)
        let regionEnd = min(points.upperBound * unitsPerPoint, ownedEnd)
        let first = targetScale.pixels(forValidatedPoints: points.lowerBound)
        let last = targetScale.pixels(forValidatedPoints: points.upperBound)
        return (first..<last).map { target in
            let start = max(target * targetLength, regionStart)
            let end = min((target + 1) * targetLength, regionEnd)
            var entries: [(Int, Int)] = []
            var source = start / sourceLength
            while source * sourceLength < end {
                let overlap = min(end, (source + 1) * sourceLength) - max(start, source * sourceLength)
                if overlap > 0 { entries.append((source, overlap)) }
                source += 1
            }
            // A pixel wholly over the neighbour's side of a cut source pixel (upscaling from
            // 1.5x) repeats the nearest pixel the region owns, as its edge continued.
            if entries.isEmpty {
                let nearest = target * targetLength < regionStart ? ownedStart : ownedEnd - sourceLength
                entries.append((nearest / sourceLength, 1))
            }
            return entries
        }
    }
}
