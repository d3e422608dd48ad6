/// Arithmetic on packed premultiplied pixels (`red | green << 8 | blue << 16 | alpha << 24`),
/// several channels per machine word so the per-frame loop does a handful of integer
/// operations per pixel.
enum PackedPixel {
    static func pack(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt32 {
        red | green << 8 | blue << 16 | alpha << 24
    }

    static func channels(_ pixel: UInt32) -> (red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) {
        (pixel & 0xFF, pixel >> 8 & 0xFF, pixel >> 16 & 0xFF, pixel >> 24)
    }

    /// Premultiplies straight-alpha channels: `round(c · a / 255)`.
    static func premultiplied(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        let alphaValue = UInt32(alpha)
        return pack(
            red: divideBy255(UInt32(red) * alphaValue), green: divideBy255(UInt32(green) * alphaValue),
            blue: divideBy255(UInt32(blue) * alphaValue), alpha: alphaValue)
    }

    /// `round(value / 255)` for `value` in 0…65025, without a division.
    @inline(__always)
    static func divideBy255(_ value: UInt32) -> UInt32 {
        let biased = value + 128
        return (biased + biased >> 8) >> 8
    }

    /// Porter-Duff `source over destination` in premultiplied alpha, each channel
    /// `source + round(destination · (255 − source alpha) / 255)`.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        // Alpha 255 is the top byte's largest value: one comparison of the whole pixel.
        if source >= 0xFF00_0000 { return source }
        if source == 0 { return destination }
        let sourceAlpha = source >> 24
        // Four 16-bit lanes (red, blue, green, alpha): each product fits, 255 · 255 < 2^16.
        let wide = UInt64(destination)
        let lanes = (wide | wide << 24) & 0x00FF_00FF_00FF_00FF
        let product = lanes &* UInt64(255 - sourceAlpha) &+ 0x0080_0080_0080_0080
        let quotient = ((product &+ (product >> 8 & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
        return source &+ UInt32(truncatingIfNeeded: quotient | quotient >> 24)
    }

    /// Bilinear interpolation of four neighbours with 16-bit weights, `fx` and `fy` in
    /// 0…65536 (65536 is the right or bottom neighbour exactly), rounded to nearest.
    @inline(__always)
    static func bilinear(
        _ topLeft: UInt32, _ topRight: UInt32, _ bottomLeft: UInt32, _ bottomRight: UInt32, fx: UInt64,
        fy: UInt64
    ) -> UInt32 {
        if topLeft == topRight && topLeft == bottomLeft && topLeft == bottomRight { return topLeft }
        let weightBR = (fx &* fy &+ 0x8000) >> 16
        let weightTR = fx &- weightBR
        let weightBL = fy &- weightBR
        let weightTL = 0x10000 &- fx &- fy &+ weightBR
        // Two 32-bit lanes per word, (red, blue) and (green, alpha): 255 · 65536 < 2^32.
        let redBlue =
            evenLanes(topLeft) &* weightTL &+ evenLanes(topRight) &* weightTR
            &+ evenLanes(bottomLeft) &* weightBL &+ evenLanes(bottomRight) &* weightBR
        let greenAlpha =
            oddLanes(topLeft) &* weightTL &+ oddLanes(topRight) &* weightTR
            &+ oddLanes(bottomLeft) &* weightBL &+ oddLanes(bottomRight) &* weightBR
        let roundedRB = ((redBlue &+ 0x0000_8000_0000_8000) >> 16) & 0x0000_00FF_0000_00FF
        let roundedGA = ((greenAlpha &+ 0x0000_8000_0000_8000) >> 16) & 0x0000_00FF_0000_00FF
        return UInt32(truncatingIfNeeded: roundedRB | roundedRB >> 16)
            | UInt32(truncatingIfNeeded: roundedGA | roundedGA >> 16) << 8
    }

    /// Bilinear interpolation with 8-bit weights `fx` and `fy` in 0…256 (256 is the right or
    /// bottom neighbour exactly): vertical then horizontal, each rounded to nearest, all four
    /// channels at once in 16-bit lanes of one word (255 · 256 fits a lane, so each lerp is
    /// exact before its rounding shift). Within one level of the 16-bit-weight
    /// `bilinear(_:_:_:_:fx:fy:)`, and half its multiplications: the compositor's hot path.
    @inline(__always)
    static func bilinear8(
        _ topLeft: UInt32, _ topRight: UInt32, _ bottomLeft: UInt32, _ bottomRight: UInt32, fx: UInt64,
        fy: UInt64
    ) -> UInt32 {
        let half: UInt64 = 0x0080_0080_0080_0080
        let left = ((lanes(topLeft) &* (256 &- fy) &+ lanes(bottomLeft) &* fy &+ half) >> 8) & laneMask
        let right = ((lanes(topRight) &* (256 &- fy) &+ lanes(bottomRight) &* fy &+ half) >> 8) & laneMask
        let mixed = ((left &* (256 &- fx) &+ right &* fx &+ half) >> 8) & laneMask
        return UInt32(truncatingIfNeeded: mixed | mixed >> 24)
    }

    /// `bilinear8(_:_:_:_:fx:fy:)` of the 2 × 2 pixels at `topLeft` (and `rowBytes` below),
    /// computed on eight 16-bit SIMD lanes (two pixels' channels) with the same sums, so the
    /// result is identical. `fx` and `fy` hold one weight 0…256 in every lane (the compositor
    /// loads them from a table, `WheelLayer.fractionWeights`). It vectorises on any x86-64 or ARM64 CPU and is the faster of the two in optimised builds;
    /// unoptimised SIMD code is much slower than the scalar twin.
    @inline(__always)
    static func bilinear8(
        _ topLeft: UnsafeRawPointer, rowBytes: Int, fx: SIMD8<UInt16>, fy: SIMD8<UInt16>
    ) -> UInt32 {
        let top = SIMD8<UInt16>(truncatingIfNeeded: topLeft.loadUnaligned(as: SIMD8<UInt8>.self))
        let bottom = SIMD8<UInt16>(
            truncatingIfNeeded: (topLeft + rowBytes).loadUnaligned(as: SIMD8<UInt8>.self))
        // a · (256 − f) + b · f = 256 · a + (b − a) · f, one multiplication instead of two; the
        // sum is below 2^16, so lanes that wrap in between still end on it exactly.
        let column = ((top &<< 8) &+ (bottom &- top) &* fy &+ 128) &>> 8
        let left = column.lowHalf
        let pixel = ((left &<< 8) &+ (column.highHalf &- left) &* fx.lowHalf &+ 128) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: pixel), to: UInt32.self)
    }

    private static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Red, blue, green, alpha in bits 0, 16, 32, 48 (each in a 16-bit lane).
    @inline(__always)
    private static func lanes(_ pixel: UInt32) -> UInt64 {
        let wide = UInt64(pixel)
        return (wide | wide << 24) & laneMask
    }

    /// Red in bits 0…7 and blue in bits 32…39.
    @inline(__always)
    private static func evenLanes(_ pixel: UInt32) -> UInt64 {
        let wide = UInt64(pixel)
        return (wide | wide << 16) & 0x0000_00FF_0000_00FF
    }

    /// Green in bits 0…7 and alpha in bits 32…39.
    @inline(__always)
    private static func oddLanes(_ pixel: UInt32) -> UInt64 {
        let wide = UInt64(pixel)
        return (wide >> 8 | wide << 8) & 0x0000_00FF_0000_00FF
    }
}
