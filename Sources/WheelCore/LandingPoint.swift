import WheelSupport

/// Where a spin stops: a segment and the point inside it that ends under the pointer.
public struct LandingPoint: Sendable, Hashable {
    /// The segment the spin selects, `0..<segmentCount`.
    public let segment: Int
    /// The point inside it, as a fraction of its width measured clockwise from its
    /// counter-clockwise border (the border the segment starts at, ARCHITECTURE.md §3): 0.5 is
    /// its centre. Within `[margin, 1 − margin)`.
    public let fraction: Double

    /// A landing point; `fraction` is kept at least `SpinOptions.minimumLandingMargin` from
    /// both borders (a fraction already that far from them is kept exactly).
    /// - Throws: `WheelError.segmentOutOfRange`, or `.parameterOutOfRange` for a fraction
    ///   outside [0, 1).
    public init(segment: Int, fraction: Double, geometry: WheelGeometry) throws(WheelError) {
        guard (0..<geometry.segmentCount).contains(segment) else {
            throw .segmentOutOfRange(segment: segment, segmentCount: geometry.segmentCount)
        }
        guard fraction >= 0, fraction < 1 else {
            throw .parameterOutOfRange(.landingFraction, value: fraction, allowed: "in [0, 1)")
        }
        self.init(validated: segment, fraction: fraction)
    }

    private init(validated segment: Int, fraction: Double) {
        self.segment = segment
        let margin = SpinOptions.minimumLandingMargin
        self.fraction = min(max(fraction, margin), 1 - margin)
    }

    /// Draws the segment (uniformly, or by `weights`), then the point inside it uniformly
    /// between the margins. A fixed `target` replaces the drawn segment but the draw still
    /// happens, so a server-decided prize lands at the point the random one would have.
    ///
    /// `target` must be a valid segment of `geometry` and `weights` must have one weight per
    /// segment; both are checked where they enter (`WheelModel`, `SimulationConfiguration`).
    static func draw(
        geometry: WheelGeometry, weights: WeightedChoice?, target: Int?, margin: Double,
        using generator: inout Xoshiro256StarStar
    ) -> LandingPoint {
        let drawn: Int
        if let weights {
            drawn = weights.choose(using: &generator)
        } else {
            drawn = generator.nextInt(below: geometry.segmentCount)
        }
        let fraction = margin + (1 - 2 * margin) * generator.nextUnitDouble()
        return LandingPoint(validated: target ?? drawn, fraction: fraction)
    }
}
