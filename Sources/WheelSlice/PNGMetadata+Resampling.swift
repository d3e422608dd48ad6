import WheelPNG

extension PNGMetadata {
    /// The chunks a copy resampled to another scale and written as 8-bit RGBA keeps.
    ///
    /// - gAMA, cHRM, sRGB: kept. Resampling averages the stored values and converts nothing,
    ///   so the pixels are in the sheet's colour space. sRGB beside an iCCP profile is not
    ///   (``WedgeChunks/keepsSRGB(_:)``), even where a gray sheet's profile is dropped.
    /// - iCCP: kept for colour sheets; dropped for gray ones, whose gray profile cannot
    ///   describe RGB pixels (libpng refuses the pair).
    /// - pHYs: a density in pixels per metre is multiplied by `targetScale / sourceScale`
    ///   (rounded, at least 1), so the wedge keeps its physical size; an aspect ratio without
    ///   unit is kept as is.
    /// - PLTE, tRNS, sBIT: converted, not carried. RGBA needs no palette, alpha replaces
    ///   tRNS, and averaged samples use all 8 bits (sBIT's leaving is warned of).
    /// - Other chunks: carried byte for byte as in an exact cut, except sCAL (a pixel's size)
    ///   and, unless the sheet is 8-bit RGB or RGBA, those in the sheet's pixel format
    ///   (``WedgeChunks/dropReason(for:resampledFrom:)``), and an Exif orientation is set to 1
    ///   (``ExifOrientation``).
    func resampled(from sheet: PNGHeader, sourceScale: SliceScale, targetScale: SliceScale) -> PNGMetadata {
        var kept = PNGMetadata(
            gamma: gamma, chromaticities: chromaticities,
            sRGBIntent: WedgeChunks.keepsSRGB(self) ? sRGBIntent : nil,
            iccProfile: sheet.colorType.isGray ? nil : iccProfile,
            ancillaryChunks: WedgeChunks.carried(ancillaryChunks, resampledFrom: sheet))
        // target / source as one fraction: (c/d) / (a/b) = c·b / (d·a).
        let numerator = targetScale.numerator * sourceScale.denominator
        let denominator = targetScale.denominator * sourceScale.numerator
        if let density = physicalDimensions {
            kept.physicalDimensions =
                density.unitIsMeter
                ? PNGPhysicalDimensions(
                    pixelsPerUnitX: Self.scaled(density.pixelsPerUnitX, numerator, denominator),
                    pixelsPerUnitY: Self.scaled(density.pixelsPerUnitY, numerator, denominator),
                    unitIsMeter: true)
                : density
        }
        return kept
    }

    /// round(value · numerator / denominator), halves up, clamped to 1 ... the largest a PNG
    /// holds (``PNGPhysicalDimensions/maximumDensity``; a sheet's density past it, which
    /// readers let through, made a wedge's past it too).
    private static func scaled(_ value: UInt32, _ numerator: Int, _ denominator: Int) -> UInt32 {
        let exact = (2 * UInt64(value) * UInt64(numerator) + UInt64(denominator)) / (2 * UInt64(denominator))
        return UInt32(min(max(exact, 1), UInt64(PNGPhysicalDimensions.maximumDensity)))
    }
}
