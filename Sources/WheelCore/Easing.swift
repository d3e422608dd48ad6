import WheelSupport

/// How a spin's progress follows time: a fixed timing curve, or one matched to the speed the
/// wheel has when the spin starts.
public enum Easing: Sendable, Hashable, CustomStringConvertible {
    /// A fixed Core Animation timing curve.
    case curve(TimingCurve)
    /// `TimingCurve.speedMatched(initialSlope:)` for the spin at hand: the wheel leaves at the
    /// speed it was idling at (no jolt when the button is pressed) and eases to rest.
    case speedMatched

    /// The reference screen's easing, `easeInEaseOut`.
    public static let standard = Easing.curve(.easeInEaseOut)

    /// The name of ``speedMatched``.
    static let speedMatchedName = "speedMatched"

    /// The names `init(parsing:)` accepts besides `cubic-bezier(x1,y1,x2,y2)` (and their CSS
    /// spellings), in the order help lists them: the named curves, then `speedMatched`.
    public static let names = TimingCurve.named.map(\.name) + [speedMatchedName]

    /// The name `text`, which names no easing, was likely meant to be (`lineer`: `linear`), in
    /// any case as `init(parsing:)` reads it; nil when none is close.
    public static func suggestion(for text: String) -> String? {
        closestMatch(to: text.filter { !$0.isWhitespace }, in: names)
    }

    /// Parses an easing as the command line spells it: `linear`, `easeIn`, `easeOut`,
    /// `easeInEaseOut`, `default`, `speedMatched`, or `cubic-bezier(x1,y1,x2,y2)`.
    ///
    /// Case and the CSS spellings (`ease-in`, `ease-out`, `ease-in-out`, `ease`,
    /// `speed-matched`) are accepted too. The control points are decimal numbers as
    /// `DecimalNumber` reads them (`0.25`, `1e-1`, `-0.5`; not `+0.25`, `.25` or `0x1p-2`), with
    /// spaces allowed around them.
    /// - Throws: `WheelError.unknownEasing`, or the `TimingCurve` errors for bad control points.
    public init(parsing text: String) throws(WheelError) {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        let key = text[start..<end].lowercased()
        // A list, not a dictionary: every run parses an easing, and a first dictionary of a
        // kind costs the runtime a scan of the executable's conformances.
        // The names in any case, then the CSS spellings.
        let aliases: [(spelling: String, easing: Easing)] =
            TimingCurve.named.map { ($0.name.lowercased(), .curve($0.curve)) }
            + [(Self.speedMatchedName.lowercased(), .speedMatched)]
            + [
                ("ease-in", .curve(.easeIn)), ("ease-out", .curve(.easeOut)),
                ("ease-in-out", .curve(.easeInEaseOut)), ("easeinout", .curve(.easeInEaseOut)),
                ("ease", .curve(.default)), ("speed-matched", .speedMatched),
            ]
        if let alias = aliases.first(where: { $0.spelling == key }) {
            self = alias.easing
            return
        }
        let prefix = "cubic-bezier("
        guard key.hasPrefix(prefix), key.hasSuffix(")") else { throw .unknownEasing(text) }
        let arguments = key.dropFirst(prefix.count).dropLast().split(
            separator: ",", omittingEmptySubsequences: false)
        // Spaces around a number, as CSS writes them; the number itself is a DecimalNumber.
        let numbers = arguments.compactMap { argument in
            let start = argument.firstIndex { !$0.isWhitespace } ?? argument.endIndex
            let end = argument.lastIndex { !$0.isWhitespace }.map(argument.index(after:)) ?? start
            let number = argument[start..<end]
            // One too large for a Double is its infinity, which the control points' own checks
            // refuse with their ranges ("x2 is inf; x1 and x2 must lie between 0 and 1").
            if let value = DecimalNumber.value(number) { return value }
            guard DecimalNumber.isWritten(number), let huge = Double(number), huge.isInfinite else {
                return nil
            }
            return huge
        }
        guard arguments.count == 4, numbers.count == 4 else { throw .unknownEasing(text) }
        self = .curve(try TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
    }

    /// The curve a spin uses, given `initialSlope` = v·d/Δ (the wheel's angular velocity v at
    /// the start, the spin's duration d and angle Δ); only `speedMatched` looks at it.
    public func timingCurve(initialSlope: Double) -> TimingCurve {
        switch self {
        case .curve(let curve): return curve
        case .speedMatched: return .speedMatched(initialSlope: initialSlope)
        }
    }

    /// The name `init(parsing:)` reads back: `easeInEaseOut`, `speedMatched`,
    /// `cubic-bezier(…)`.
    public var description: String {
        switch self {
        case .curve(let curve): return curve.description
        case .speedMatched: return Self.speedMatchedName
        }
    }
}
