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
        let joined = text.filter { !$0.isWhitespace }
        // Spaces inside a name or spelling (`ease in out`): the easing it names once joined.
        if joined != text, let easing = try? Easing(parsing: joined), names.contains(easing.description) {
            return easing.description
        }
        return closestMatch(to: joined, in: names)
    }

    /// Parses an easing as the command line spells it: `linear`, `easeIn`, `easeOut`,
    /// `easeInEaseOut`, `default`, `speedMatched`, or `cubic-bezier(x1,y1,x2,y2)`.
    ///
    /// Case and the CSS spellings (`ease-in`, `ease-out`, `ease-in-out`, `ease`,
    /// `speed-matched`) are accepted too. The control points are decimal numbers as
    /// `DecimalNumber` reads them (`0.25`, `1e-1`, `-0.5`; not `+0.25`, `.25` or `0x1p-2`), with
    /// spaces allowed around them.
    /// - Throws: `WheelError.unknownEasing`; `WheelError.malformedCubicBezier` for a
    ///   `cubic-bezier(…)` not written as four decimal numbers a double holds; or the
    ///   `TimingCurve` errors for bad control points.
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
        let name = "cubic-bezier"
        let prefix = name + "("
        guard key.hasPrefix(prefix) else {
            // CSS writes the parenthesis right after the name.
            let rest = key.dropFirst(name.count)
            if key.hasPrefix(name), rest.first?.isWhitespace == true,
                rest.drop(while: \.isWhitespace).first == "("
            {
                throw .malformedCubicBezier(text, .spaceBeforeParenthesis)
            }
            throw .unknownEasing(text)
        }
        guard let closing = key.firstIndex(of: ")") else { throw .malformedCubicBezier(text, .unclosed) }
        let after = key[key.index(after: closing)...]
        guard after.isEmpty else { throw .malformedCubicBezier(text, .textAfterClosing(String(after))) }
        let written = text[start..<end].dropFirst(prefix.count).dropLast()
        let arguments = written.split(separator: ",", omittingEmptySubsequences: false)
        guard arguments.count == 4 else {
            let count = written.allSatisfy(\.isWhitespace) ? 0 : arguments.count
            throw .malformedCubicBezier(text, .numberCount(count))
        }
        var numbers: [Double] = []
        for (name, argument) in zip(["x1", "y1", "x2", "y2"], arguments) {
            // Spaces around a number, as CSS writes them; the number itself is a DecimalNumber.
            let start = argument.firstIndex { !$0.isWhitespace } ?? argument.endIndex
            let end = argument.lastIndex { !$0.isWhitespace }.map(argument.index(after:)) ?? start
            let number = argument[start..<end]
            guard let value = DecimalNumber.value(number) else {
                throw .malformedCubicBezier(
                    text,
                    DecimalNumber.isWritten(number)
                        ? .beyondDouble(name: name, text: String(number))
                        : .notADecimal(name: name, text: String(number)))
            }
            numbers.append(value)
        }
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
