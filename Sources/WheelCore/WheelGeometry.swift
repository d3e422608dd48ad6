import WheelSupport

/// The angular layout of a wheel: how many equal segments it has and where the pointer is.
///
/// Conventions (docs/ARCHITECTURE.md §3): angles are radians, positive = clockwise on screen. The
/// wheel angle θ rotates the whole wheel; segment `i`'s centre sits at `i·w + θ` clockwise from
/// 12 o'clock, with `w = 2π/N`. Segment `i` covers the wheel-fixed interval
/// `[i·w − w/2, i·w + w/2)`, so every angle belongs to exactly one segment and a border belongs
/// to the segment that starts there.
public struct WheelGeometry: Sendable, Hashable {
    /// The segment counts a wheel may have (``SegmentCount/range``, which slicing shares).
    public static let segmentCountRange = SegmentCount.range

    /// The reference screen's wheel: 12 segments, pointer at 12 o'clock.
    public static let standard = WheelGeometry(validatedSegmentCount: SegmentCount.reference, pointerAngle: 0)

    /// How many equal segments the wheel has (2…360).
    public let segmentCount: Int
    /// Where the pointer sits, radians clockwise from 12 o'clock, reduced to `[0, 2π)`.
    public let pointerAngle: Double
    /// The angle one segment spans, `2π / segmentCount` radians.
    public let segmentWidth: Double
    /// `segmentCount / 2π`: multiplying by it turns radians into segment widths.
    let segmentsPerRadian: Double

    /// A wheel of `segmentCount` equal segments with the pointer at `pointerAngle` radians
    /// clockwise from 12 o'clock (any finite value; it is reduced to `[0, 2π)`).
    ///
    /// - Throws: `WheelError.segmentCountOutOfRange` outside 2…360,
    ///   `WheelError.notFinite` for a NaN or infinite pointer angle.
    public init(segmentCount: Int = SegmentCount.reference, pointerAngle: Double = 0) throws(WheelError) {
        guard Self.segmentCountRange.contains(segmentCount) else {
            throw .segmentCountOutOfRange(segmentCount)
        }
        guard pointerAngle.isFinite else { throw .notFinite(.pointerAngle, value: pointerAngle) }
        self.init(validatedSegmentCount: segmentCount, pointerAngle: pointerAngle)
    }

    private init(validatedSegmentCount count: Int, pointerAngle: Double) {
        segmentCount = count
        self.pointerAngle = Self.reduced(pointerAngle)
        segmentWidth = 2 * .pi / Double(count)
        segmentsPerRadian = Double(count) / (2 * .pi)
    }

    /// The segment under the pointer when the wheel is turned by `wheelAngle` radians.
    ///
    /// An angle that puts a border under the pointer — including one computed in floating point
    /// and a few units in the last place off — gives the segment that starts at that border.
    /// - Throws: `WheelError.notFinite` for a NaN or infinite angle.
    public func segment(under wheelAngle: Double) throws(WheelError) -> Int {
        guard wheelAngle.isFinite else { throw .notFinite(.angle, value: wheelAngle) }
        // Unreduced angles keep their own rounding tolerance; only angles too large for the
        // integer position are reduced first.
        let angle = abs(wheelAngle) < 1e15 ? wheelAngle : Self.reduced(wheelAngle)
        return reducedSegment(borderPosition(under: angle))
    }

    /// The wheel angle in `[0, 2π)` that puts the point at `fraction` of `segment` under the
    /// pointer, measured clockwise from the segment's counter-clockwise border: 0 is that border,
    /// 0.5 the centre, values towards 1 the clockwise border.
    ///
    /// - Throws: `WheelError.segmentOutOfRange`, or `WheelError.parameterOutOfRange` when
    ///   `fraction` is not in `[0, 1)`.
    public func wheelAngle(placing fraction: Double, of segment: Int) throws(WheelError) -> Double {
        guard (0..<segmentCount).contains(segment) else {
            throw .segmentOutOfRange(segment: segment, segmentCount: segmentCount)
        }
        guard fraction >= 0, fraction < 1 else {
            throw .parameterOutOfRange(.segmentFraction, value: fraction, allowed: "in [0, 1)")
        }
        return Self.reduced(pointerAngle - (Double(segment) - 0.5 + fraction) * segmentWidth)
    }

    /// The wheel angle in `[0, 2π)` that centres `segment` under the pointer.
    /// - Throws: `WheelError.segmentOutOfRange`.
    public func wheelAngle(centring segment: Int) throws(WheelError) -> Double {
        try wheelAngle(placing: 0.5, of: segment)
    }

    /// The unreduced index of the segment under the pointer: it decreases by one at every
    /// border the pointer passes while θ grows, so differences count border crossings.
    ///
    /// `wheelAngle` must be finite and small enough that the result fits an `Int`
    /// (|θ| < 10¹⁵ rad), which every trajectory this module produces is.
    @inline(__always)
    func borderPosition(under wheelAngle: Double) -> Int {
        let position = (pointerAngle - wheelAngle) * segmentsPerRadian + 0.5
        // Truncation and a correction: `rounded(.down)` is a libm call (see `Rounding`).
        var below = Int(position)
        if Double(below) > position { below -= 1 }
        // Snap values a few ulps under an integer up to it: the rounding of the operands
        // must not move an exact border into the previous segment.
        let tolerance = ((pointerAngle + abs(wheelAngle)) * segmentsPerRadian + 1) * 0x1p-48
        return Double(below + 1) - position <= tolerance ? below + 1 : below
    }

    /// The segment index in `0..<segmentCount` of an unreduced border position.
    @inline(__always)
    func reducedSegment(_ position: Int) -> Int {
        let remainder = position % segmentCount
        return remainder < 0 ? remainder + segmentCount : remainder
    }

    /// The wheel angle at which the pointer sits exactly on border `position`: the border
    /// where the unreduced position drops from `position` to `position − 1`.
    @inline(__always)
    func wheelAngle(ofBorder position: Int) -> Double {
        pointerAngle + (0.5 - Double(position)) * segmentWidth
    }

    /// `angle` reduced to `[0, 2π)`.
    static func reduced(_ angle: Double) -> Double {
        Rounding.reduced(angle, period: 2 * .pi)
    }
}
