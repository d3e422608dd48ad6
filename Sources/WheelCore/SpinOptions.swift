import WheelSupport

/// How a spin moves: how many whole turns, how long, with which easing, and how far from a
/// border it may stop.
public struct SpinOptions: Sendable, Hashable {
    /// The reference screen's spin: 3 turns over 3 s, ease-in-ease-out, landing margin 0.1.
    public static let standard = SpinOptions(
        validatedTurns: 3, duration: 3, easing: .standard, landingMargin: 0.1)

    /// The allowed whole turns before the final partial turn.
    public static let turnsRange = 0...1000
    /// The allowed spin durations, seconds.
    public static let durationRange: ClosedRange<Double> = 0.01...3600
    /// The smallest distance from a border a landing point keeps, as a fraction of a segment:
    /// enough that rounding in the angle arithmetic can never move the stop into the
    /// neighbouring segment.
    public static let minimumLandingMargin = 1e-6
    /// The narrowest landing band, `[margin, 1 − margin)`, as a fraction of a segment: in a
    /// narrower one the landing points are too few doubles apart to be uniform (a margin of
    /// 0.49999999999999 left a few hundred, and the Kolmogorov–Smirnov test failed a fair
    /// wheel).
    public static let minimumLandingBand = 1e-6
    /// The allowed landing margins, fractions of a segment: from ``minimumLandingMargin`` (a
    /// smaller one, 0 included, was once drawn with this one while reports said 0) to the
    /// margin that leaves ``minimumLandingBand`` (0.4999995).
    public static let landingMarginRange: ClosedRange<Double> =
        minimumLandingMargin...(0.5 - minimumLandingBand / 2)
    /// ``landingMarginRange`` as messages give it: `[1e-06, 0.4999995]`.
    public static var landingMarginRangeText: String {
        "[\(DecimalText.shortest(landingMarginRange.lowerBound)), \(DecimalText.shortest(landingMarginRange.upperBound))]"
    }

    /// Whole clockwise turns the wheel makes before the partial turn that brings the landing
    /// point under the pointer (0…1000).
    public let turns: Int
    /// The spin's length, seconds.
    public let duration: Double
    /// The progress curve; it must never decrease (the wheel does not turn back).
    public let easing: Easing
    /// How close to a border the landing point may be, as a fraction of the segment's width
    /// (10⁻⁶ ≤ margin ≤ 0.4999995): landing points are drawn uniformly from `[margin, 1 − margin)`.
    public let landingMargin: Double

    /// Options for a spin; each left out is ``standard``'s.
    /// - Throws: `WheelError.parameterOutOfRange` for turns, duration or margin out of range,
    ///   `WheelError.easingTurnsBackwards` for a curve whose progress decreases somewhere.
    public init(
        turns: Int = standard.turns, duration: Double = standard.duration, easing: Easing = standard.easing,
        landingMargin: Double = standard.landingMargin
    ) throws(WheelError) {
        guard Self.turnsRange.contains(turns) else {
            throw .parameterOutOfRange(
                .turns, value: Double(turns), allowed: "a whole number \(RangeText.between(Self.turnsRange))")
        }
        guard Self.durationRange.contains(duration) else {
            throw .parameterOutOfRange(
                .spinDuration, value: duration, allowed: "\(DecimalText.range(Self.durationRange)) seconds"
            )
        }
        guard Self.landingMarginRange.contains(landingMargin) else {
            throw .parameterOutOfRange(
                .landingMargin, value: landingMargin,
                allowed: "a fraction of a segment in \(Self.landingMarginRangeText)")
        }
        if case .curve(let curve) = easing, !curve.isMonotonic {
            throw .easingTurnsBackwards(curve.description)
        }
        self.init(validatedTurns: turns, duration: duration, easing: easing, landingMargin: landingMargin)
    }

    private init(validatedTurns turns: Int, duration: Double, easing: Easing, landingMargin: Double) {
        self.turns = turns
        self.duration = duration
        self.easing = easing
        self.landingMargin = landingMargin
    }
}
