/// One stretch of a wheel's life with a single formula for its angle.
enum WheelPhase: Sendable, Hashable {
    /// Turning at the idle speed from `angle` at `start`.
    case idle(start: Double, angle: Double)
    /// Following a spin plan.
    case spinning(SpinPlan)
    /// At rest on `angle`, with `segment` under the pointer, from `start`.
    case settled(start: Double, angle: Double, segment: Int)

    /// When the phase begins, seconds.
    var start: Double {
        switch self {
        case .idle(let start, _), .settled(let start, _, _): return start
        case .spinning(let plan): return plan.startTime
        }
    }

    /// The state a renderer shows during the phase.
    var state: WheelState {
        switch self {
        case .idle: return .idle
        case .spinning: return .spinning
        case .settled: return .settled
        }
    }

    /// The wheel angle at `time`, radians, for an idle speed of `idleVelocity` rad/s.
    func angle(at time: Double, idleVelocity: Double) -> Double {
        switch self {
        case .idle(let start, let angle): return angle + idleVelocity * (time - start)
        case .spinning(let plan): return plan.angle(at: time)
        case .settled(_, let angle, _): return angle
        }
    }

    /// The angular velocity at `time`, rad/s.
    func angularVelocity(at time: Double, idleVelocity: Double) -> Double {
        switch self {
        case .idle: return idleVelocity
        case .spinning(let plan): return plan.angularVelocity(at: time)
        case .settled: return 0
        }
    }

    /// The event that marks the phase's beginning (none for the first idle phase).
    func startEvent(isFirst: Bool) -> WheelEvent? {
        switch self {
        case .idle(let start, _): return isFirst ? nil : .idleResumed(time: start)
        case .spinning(let plan): return .spinStarted(time: plan.startTime, target: plan.landing.segment)
        case .settled(let start, _, let segment): return .spinEnded(time: start, segment: segment)
        }
    }
}
