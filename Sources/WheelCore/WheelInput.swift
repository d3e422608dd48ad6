/// What a person (or the server) does to the wheel.
public enum WheelInput: Sendable, Hashable, CustomStringConvertible {
    /// The centre button: spin to a segment drawn from the seeded generator.
    case press
    /// The centre button with the prize decided elsewhere (a server): spin to `segment`.
    case pressWithTarget(segment: Int)
    /// A segment's button: select it (the manual choice) without spinning.
    case tap(segment: Int)

    /// `press`, `press(target=3)` or `tap(3)`.
    public var description: String {
        switch self {
        case .press: return "press"
        case .pressWithTarget(let segment): return "press(target=\(segment))"
        case .tap(let segment): return "tap(\(segment))"
        }
    }
}
