import WheelSupport

/// What a person (or the server) does to the wheel.
public enum WheelInput: Sendable, Hashable, CustomStringConvertible {
    /// The centre button: spin to a segment drawn from the seeded generator.
    case press
    /// The centre button with the prize decided elsewhere (a server): spin to `segment`.
    case pressWithTarget(segment: Int)
    /// The centre button with the prize and the point inside it decided elsewhere (a
    /// provably fair spin): spin so that `landing` stops under the pointer, exactly.
    case pressWithLanding(LandingPoint)
    /// A segment's button: select it (the manual choice) without spinning.
    case tap(segment: Int)

    /// The segment the input names: the tap's, the target or the landing point's; nil for a
    /// plain press.
    var segment: Int? {
        switch self {
        case .press: return nil
        case .pressWithTarget(let segment), .tap(let segment): return segment
        case .pressWithLanding(let landing): return landing.segment
        }
    }

    /// `press`, `press(target=3)`, `press(target=3@0.25)` or `tap(3)`.
    public var description: String {
        switch self {
        case .press: return "press"
        case .pressWithTarget(let segment): return "press(target=\(segment))"
        case .pressWithLanding(let landing):
            return "press(target=\(landing.segment)@\(DecimalText.shortest(landing.fraction)))"
        case .tap(let segment): return "tap(\(segment))"
        }
    }
}
