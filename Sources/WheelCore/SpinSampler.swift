import WheelSupport

/// Samples one spin tick by tick, fast: each solve starts from the previous tick's curve
/// parameter, so a tick costs about two Newton steps and no allocation.
///
/// It reports how many borders passed under the pointer since the previous sample and, on
/// request, the exact time of each crossing solved from θ(t).
public struct SpinSampler: Sendable {
    /// The spin being sampled.
    public let plan: SpinPlan
    private let geometry: WheelGeometry
    private var parameter = 0.0
    private var inverseSlope = 0.0
    private var progress = 0.0
    private var previousParameter = 0.0
    private var previousPosition: Int
    /// The time of the latest sample, seconds.
    public private(set) var time: Double
    /// The wheel angle at `time`, radians.
    public private(set) var angle: Double
    /// The unreduced border position at `time` (see `WheelGeometry.borderPosition(under:)`).
    private(set) var position: Int

    /// A sampler positioned at the spin's start.
    public init(plan: SpinPlan, geometry: WheelGeometry) {
        self.plan = plan
        self.geometry = geometry
        time = plan.startTime
        angle = plan.startAngle
        position = geometry.borderPosition(under: plan.startAngle)
        previousPosition = position
    }

    /// The segment under the pointer at `time`.
    public var segmentUnderPointer: Int { geometry.reducedSegment(position) }

    /// Moves to `time` (which should not be earlier than the previous one; an earlier time
    /// reports no crossings) and returns how many borders passed under the pointer.
    @inline(__always)
    public mutating func advance(to time: Double) -> Int {
        previousParameter = parameter
        previousPosition = position
        self.time = time
        if time >= plan.endTime {
            parameter = 1
            angle = plan.endAngle
        } else if time > plan.startTime {
            let newProgress = (time - plan.startTime) * plan.inverseDuration
            // Second-order Taylor step of the inverse function s(x) from the previous solve:
            // s' = 1/x', s'' = −x''/x'³. It leaves an error of order h³, so one Newton step
            // usually finishes.
            let h = newProgress - progress
            let slope = inverseSlope
            let guess =
                parameter + h * slope - 0.5 * plan.curve.curvature(atParameter: parameter) * slope * slope
                * slope * h * h
            (parameter, inverseSlope) = plan.curve.parameter(forProgress: newProgress, guess: guess)
            progress = newProgress
            angle = plan.startAngle + plan.totalAngle * plan.curve.y(atParameter: parameter)
        }
        position = geometry.borderPosition(under: angle)
        return crossingCount
    }

    /// How many borders the last ``advance(to:)`` reported passing under the pointer (0
    /// before the first).
    public var crossingCount: Int { max(previousPosition - position, 0) }

    /// The exact time of crossing `index` (0 = the first) among those the last `advance`
    /// reported, seconds; crossings come in time order.
    /// - Throws: `WheelError.parameterOutOfRange(.crossingIndex, …)` unless `index` is from 0
    ///   to ``crossingCount`` − 1.
    public func crossingTime(_ index: Int) throws(WheelError) -> Double {
        let count = crossingCount
        guard (0..<count).contains(index) else {
            throw .parameterOutOfRange(
                .crossingIndex, value: Double(index),
                allowed: count > 0
                    ? RangeText.between(0...count - 1)
                    : "one of the last step's crossings, and it crossed no border")
        }
        return crossingTime(validatedIndex: index)
    }

    /// ``crossingTime(_:)`` of an index below the count the last `advance` returned, in the
    /// loop that walks them.
    @inline(__always)
    package func crossingTime(validatedIndex index: Int) -> Double {
        let border = previousPosition - index
        let low = max(previousParameter, 0)
        let high = max(parameter, low)
        return plan.time(reaching: geometry.wheelAngle(ofBorder: border), between: low, and: high)
    }
}
