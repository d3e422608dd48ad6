/// A numeric input of the wheel model that can be out of range or not finite, named as the
/// library's API names it. `WheelError` carries it, so a caller (the command line, say) can
/// map each one to its own wording, such as the flag that set it.
public enum WheelParameter: String, Sendable, Hashable, CaseIterable {
    /// `SpinOptions.turns`.
    case turns
    /// `SpinOptions.duration`, seconds.
    case spinDuration
    /// `SpinOptions.landingMargin`, a fraction of a segment.
    case landingMargin
    /// `SimulationConfiguration.spins`.
    case spins
    /// The index of a spin of a simulation (its random stream).
    case spinIndex
    /// `WheelConfiguration.idleAngularVelocity`, rad/s.
    case idleAngularVelocity
    /// `WheelConfiguration.resumeDelay`, seconds.
    case resumeDelay
    /// A landing point's fraction of its segment.
    case landingFraction
    /// A point's fraction of its segment in `WheelGeometry`.
    case segmentFraction
    /// A tick schedule's chance of dropping a tick.
    case dropProbability
    /// A tick schedule's jitter, a fraction of a frame.
    case jitter
    /// A model's, clock's or spin's start time, seconds.
    case startTime
    /// When a tick schedule changes its rate, seconds.
    case rateChangeTime
    /// An angle given to the model, radians.
    case angle
    /// The time of an input, seconds.
    case inputTime
    /// A time the model is asked about (a snapshot, the events up to it), seconds.
    case queryTime
    /// A cubic Bézier control point.
    case controlPoint
    /// An initial angular velocity, rad/s.
    case angularVelocity
    /// The pointer's angle, radians.
    case pointerAngle
    /// How many frames a recording of the wheel takes.
    case frameCount
    /// Which of the border crossings a spin sampler's last step reported, from 0.
    case crossingIndex

    /// The parameter in words: `spin duration`.
    public var name: String {
        switch self {
        case .turns: "turns"
        case .spinDuration: "spin duration"
        case .landingMargin: "landing margin"
        case .spins: "spins"
        case .spinIndex: "spin index"
        case .idleAngularVelocity: "idle angular velocity"
        case .resumeDelay: "resume delay"
        case .landingFraction: "landing fraction"
        case .segmentFraction: "segment fraction"
        case .dropProbability: "drop probability"
        case .jitter: "jitter"
        case .startTime: "start time"
        case .rateChangeTime: "rate change time"
        case .angle: "angle"
        case .inputTime: "input time"
        case .queryTime: "query time"
        case .controlPoint: "cubic-bezier control point"
        case .angularVelocity: "angular velocity"
        case .pointerAngle: "pointer angle"
        case .frameCount: "frame count"
        case .crossingIndex: "crossing index"
        }
    }
}
