import WheelSupport

/// One spin, fixed in advance: from where and when it starts, which point it brings under the
/// pointer, and the eased trajectory between.
///
/// θ(t) = `startAngle` + `totalAngle` · curve((t − `startTime`) / `duration`), clockwise.
/// `totalAngle` is `turns` whole turns plus the partial turn to the landing point, so the
/// spin starts exactly where the wheel was and ends exactly on `endAngle`: no jump at either
/// end, and the segment under the pointer at the end is `landing.segment`.
public struct SpinPlan: Sendable, Hashable {
    /// When the spin starts, seconds.
    public let startTime: Double
    /// How long it lasts, seconds.
    public let duration: Double
    /// `1 / duration`, so that progress is a multiplication.
    let inverseDuration: Double
    /// The wheel angle at `startTime`, radians.
    public let startAngle: Double
    /// How far the wheel turns, radians clockwise (≥ 0).
    public let totalAngle: Double
    /// `startAngle + totalAngle`: the angle at `endTime` and after.
    public let endAngle: Double
    /// The segment and point the spin stops on.
    public let landing: LandingPoint
    /// The progress curve, already matched to the starting speed for `Easing.speedMatched`.
    public let curve: TimingCurve

    /// Plans a spin that starts at `startTime` from `startAngle` while the wheel turns at
    /// `initialVelocity` rad/s (used only by `Easing.speedMatched`), and stops with `landing`
    /// under the pointer of `geometry` after `options.turns` whole turns.
    /// - Throws: `WheelError.segmentOutOfRange` for a landing point made for a wheel with more
    ///   segments, `.notFinite` for a NaN or infinite time, angle or velocity, and
    ///   `.parameterOutOfRange` for a time outside `WheelModel.timeRange` or an angle outside
    ///   `WheelModel.angleRange`.
    public init(
        geometry: WheelGeometry, options: SpinOptions, landing: LandingPoint,
        startTime: Double, startAngle: Double, initialVelocity: Double
    ) throws(WheelError) {
        guard landing.segment < geometry.segmentCount else {
            throw .segmentOutOfRange(segment: landing.segment, segmentCount: geometry.segmentCount)
        }
        // The model's bounds: past them the stop angle loses the precision that keeps the
        // landing inside its segment (a start angle of 1e300 stopped on segment 0, not 3).
        try WheelModel.check(startTime, .startTime, within: WheelModel.timeRange, unit: "s")
        try WheelModel.check(startAngle, .angle, within: WheelModel.angleRange, unit: "rad")
        guard initialVelocity.isFinite else {
            throw .notFinite(.angularVelocity, value: initialVelocity)
        }
        self.init(
            validatedGeometry: geometry, options: options, landing: landing, startTime: startTime,
            startAngle: startAngle, initialVelocity: initialVelocity)
    }

    init(
        validatedGeometry geometry: WheelGeometry, options: SpinOptions, landing: LandingPoint,
        startTime: Double, startAngle: Double, initialVelocity: Double
    ) {
        let turn = 2 * Double.pi
        let stopAngle =
            geometry.pointerAngle - (Double(landing.segment) - 0.5 + landing.fraction) * geometry.segmentWidth
        // The partial turn: how much further clockwise the stop angle is, in [0, 2π).
        let partial = Rounding.reduced(stopAngle - startAngle, period: turn)
        let total = Double(options.turns) * turn + partial
        self.startTime = startTime
        duration = options.duration
        inverseDuration = 1 / options.duration
        self.startAngle = startAngle
        totalAngle = total
        endAngle = startAngle + total
        self.landing = landing
        let slope = total > 0 ? initialVelocity * options.duration / total : 0
        curve = options.easing.timingCurve(initialSlope: slope)
    }

    /// When the spin ends, seconds.
    public var endTime: Double { startTime + duration }

    /// The wheel angle at `time`: `startAngle` up to the start, `endAngle` from the end on.
    public func angle(at time: Double) -> Double {
        if time <= startTime { return startAngle }
        if time >= endTime { return endAngle }
        return startAngle + totalAngle * curve.value(at: (time - startTime) * inverseDuration)
    }

    /// The angular velocity at `time`, rad/s (0 outside the spin).
    public func angularVelocity(at time: Double) -> Double {
        guard time >= startTime, time < endTime else { return 0 }
        return totalAngle / duration * curve.slope(at: (time - startTime) * inverseDuration)
    }

    /// The Bézier parameter of the curve at `time`, clamped to [0, 1].
    func parameter(at time: Double, guess: Double) -> (parameter: Double, inverseSlope: Double) {
        if time <= startTime { return (0, 0) }
        if time >= endTime { return (1, 0) }
        return curve.parameter(forProgress: (time - startTime) * inverseDuration, guess: guess)
    }

    /// The time the wheel reaches `angle`, given that it does so between the curve parameters
    /// `low` and `high` (the samples around it).
    func time(reaching angle: Double, between low: Double, and high: Double) -> Double {
        guard totalAngle > 0 else { return startTime }
        let progress = (angle - startAngle) / totalAngle
        let s = curve.parameter(
            forValue: progress, from: low, to: high, lowValue: curve.y(atParameter: low),
            highValue: curve.y(atParameter: high))
        return startTime + duration * curve.x(atParameter: s)
    }
}
