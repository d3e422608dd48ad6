/// Something that happened to the wheel, at the exact time it happened.
public enum WheelEvent: Sendable, Hashable, CustomStringConvertible {
    /// A spin began towards `target`.
    case spinStarted(time: Double, target: Int)
    /// The spin stopped with `segment` under the pointer.
    case spinEnded(time: Double, segment: Int)
    /// The selected segment changed (`nil`: none selected).
    case selectionChanged(time: Double, from: Int?, to: Int?)
    /// The wheel began idling again after resting on its prize.
    case idleResumed(time: Double)
    /// A border passed under the pointer: `from` left it, `to` arrived. The time is solved from
    /// θ(t), not rounded to a tick — what a tick sound or haptic needs.
    case borderCrossed(time: Double, from: Int, to: Int)
    /// An input arrived while spinning and was ignored.
    case inputIgnored(time: Double, input: WheelInput)

    /// When it happened, seconds.
    public var time: Double {
        switch self {
        case .spinStarted(let time, _), .spinEnded(let time, _), .selectionChanged(let time, _, _),
            .idleResumed(let time), .borderCrossed(let time, _, _), .inputIgnored(let time, _):
            return time
        }
    }

    /// The order of events at the same instant, cause before effect: a spin ends, its prize
    /// (or a tap's segment) is selected, the wheel idles again, and only then may the next
    /// spin start, before the selection it clears goes. With no resume delay and a press at
    /// the very end of a spin, all five fall on one instant in that order.
    var rank: Int {
        switch self {
        case .spinEnded: return 0
        case .selectionChanged(_, _, let segment): return segment == nil ? 5 : 1
        case .idleResumed: return 2
        case .inputIgnored: return 3
        case .spinStarted: return 4
        case .borderCrossed: return 6
        }
    }

    /// A compact form without commas (it goes into CSV cells): `crossed 3->2 @1.25`.
    public var description: String {
        func name(_ segment: Int?) -> String { segment.map(String.init) ?? "none" }
        switch self {
        case .spinStarted(let time, let target): return "spinStarted target=\(target) @\(time)"
        case .spinEnded(let time, let segment): return "spinEnded segment=\(segment) @\(time)"
        case .selectionChanged(let time, let from, let to):
            return "selected \(name(from))->\(name(to)) @\(time)"
        case .idleResumed(let time): return "idleResumed @\(time)"
        case .borderCrossed(let time, let from, let to): return "crossed \(from)->\(to) @\(time)"
        case .inputIgnored(let time, let input): return "ignored \(input) @\(time)"
        }
    }
}
