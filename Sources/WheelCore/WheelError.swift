import WheelSupport

/// Everything `WheelCore` refuses, with the offending values and the fix.
///
/// Cases carry the parameter (``WheelParameter``) and the values, so a caller can word the
/// problem its own way (the command line names its flags); `description` words it as the
/// library's API names things.
public enum WheelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A segment count outside `WheelGeometry.segmentCountRange`.
    case segmentCountOutOfRange(Int)
    /// A segment index outside `0..<segmentCount`.
    case segmentOutOfRange(segment: Int, segmentCount: Int)
    /// An angle (radians) or time (seconds) that is NaN or infinite.
    case notFinite(WheelParameter, value: Double)
    /// A display-link rate outside `DisplayLinkClock.frameRateRange`.
    case frameRateOutOfRange(Double)
    /// A numeric parameter outside its allowed range; `allowed` says which values are valid.
    case parameterOutOfRange(WheelParameter, value: Double, allowed: String)
    /// A cubic Bézier whose x control points leave [0, 1], so time would run backwards.
    case controlPointOutOfRange(name: String, value: Double)
    /// A timing curve whose output decreases somewhere, which would turn the wheel backwards.
    case easingTurnsBackwards(String)
    /// An easing name that is not one of the known names or a `cubic-bezier(…)` form.
    case unknownEasing(String)
    /// A `cubic-bezier(…)` easing, the text given, not written as four decimal numbers.
    case malformedCubicBezier(String, CubicBezierFlaw)
    /// A weight list whose length differs from the number of segments.
    case weightCountMismatch(weights: Int, segments: Int)
    /// A weight that is negative, NaN or infinite.
    case invalidWeight(index: Int, value: Double)
    /// Weights that are all zero, so no segment could ever be chosen.
    case allWeightsZero
    /// Two tallies merged with `counts` and `otherCounts` counts: tallies of different wheels,
    /// which have one count per segment.
    case tallyCountMismatch(counts: Int, otherCounts: Int)
    /// Two tallies merged whose `field`s, `value` and `otherValue`, add up past what an `Int`
    /// holds: no two disjoint runs of one configuration do.
    case tallyOverflow(TallyField, value: Int, otherValue: Int)

    /// A message for a person: what is wrong and what to do.
    public var description: String {
        switch self {
        case .segmentCountOutOfRange(let count):
            let range = WheelGeometry.segmentCountRange
            return "a wheel has \(range.lowerBound) to \(range.upperBound) segments, not \(count); "
                + "choose a segment count \(RangeText.between(range))"
        case .segmentOutOfRange(let segment, let count):
            return "segment \(segment) does not exist on a wheel of \(count) segments; "
                + "use an index \(RangeText.between(0...max(count - 1, 0)))"
        case .notFinite(let parameter, let value):
            return "\(parameter.name) is \(Self.text(value)); pass a finite number"
        case .frameRateOutOfRange(let rate):
            return "a display link runs at \(Self.text(DisplayLinkClock.frameRateRange.lowerBound)) to "
                + "\(Self.text(DisplayLinkClock.frameRateRange.upperBound)) Hz, not \(Self.text(rate)) Hz; "
                + "choose a rate \(DecimalText.range(DisplayLinkClock.frameRateRange))"
        case .parameterOutOfRange(let parameter, let value, let allowed):
            return "\(parameter.name) is \(Self.text(value)); it must be \(allowed)"
        case .controlPointOutOfRange(let name, let value):
            return
                "cubic-bezier control point \(name) is \(Self.text(value)); x1 and x2 must lie \(RangeText.between("0", "1"))"
        case .easingTurnsBackwards(let curve):
            return "easing \(curve) decreases somewhere, which would turn the wheel backwards; "
                + "keep y1 and y2 \(RangeText.between("0", "1")) (such curves never decrease)"
        case .unknownEasing(let text):
            return "unknown easing '\(text)'; use " + Easing.names.joined(separator: ", ")
                + " or cubic-bezier(x1,y1,x2,y2)"
                + (Easing.suggestion(for: text).map { ". Did you mean '\($0)'?" } ?? "")
        case .malformedCubicBezier(let text, .unclosed):
            return "\(text) has no closing ')'; write cubic-bezier(x1,y1,x2,y2)"
        case .malformedCubicBezier(let text, .textAfterClosing(let after)):
            return "\(text) has '\(after)' after its closing ')'; end it at the ')'"
        case .malformedCubicBezier(let text, .spaceBeforeParenthesis):
            return "\(text) has a space before '('; write cubic-bezier(x1,y1,x2,y2), '(' right after the name"
        case .malformedCubicBezier(let text, .numberCount(let count)):
            return "\(text) has \(DecimalText.counted(count, "number")); cubic-bezier(x1,y1,x2,y2) takes four"
        case .malformedCubicBezier(_, .notADecimal(let name, let number)):
            // A loosely written number (`.5`, `-0`) is told its plain form, as an option's is.
            let plain = DecimalNumber.plainForm(of: number[...]).map { ". Did you mean \($0) for \(name)?" }
            return "cubic-bezier control point \(name) is '\(number)', not a decimal number; write digits "
                + "with an optional .digits and exponent (0.25, 1e-1, -0.5)" + (plain ?? "")
        case .malformedCubicBezier(_, .beyondDouble(let name, let number)):
            let point = "cubic-bezier control point \(name) is \(number)"
            guard DecimalNumber.unheld(number[...]) == .tooLarge else {
                return point + ", which a double reads as 0; write 0 or a number at least "
                    + "\(Self.text(.leastNonzeroMagnitude)) in size"
            }
            return name.hasPrefix("x")
                ? point + "; x1 and x2 must lie \(RangeText.between("0", "1"))"
                : point + ", more than a double holds; keep y1 and y2 within "
                    + "±\(Self.text(.greatestFiniteMagnitude))"
        case .weightCountMismatch(let weights, let segments):
            return "\(DecimalText.counted(weights, "weight")) \(weights == 1 ? "was" : "were") given for "
                + "\(DecimalText.counted(segments, "segment")); give exactly one weight per segment"
        case .invalidWeight(let index, let value):
            return
                "weight number \(index + 1) is \(Self.text(value)); weights must be finite and not negative"
        case .allWeightsZero:
            return "all weights are zero, so no segment could be chosen; give at least one positive weight"
        case .tallyCountMismatch(let counts, let otherCounts):
            return "a tally of \(DecimalText.counted(counts, "count")) cannot take one of "
                + "\(DecimalText.counted(otherCounts, "count")); merge only tallies of the same wheel "
                + "(one count per segment)"
        case .tallyOverflow(let field, let value, let otherValue):
            return "the two tallies' \(field.name), \(value) and \(otherValue), add up past what an Int "
                + "holds; merge only tallies of disjoint runs of one wheel"
        }
    }

    private static func text(_ value: Double) -> String { DecimalText.shortest(value) }
}

/// How a `cubic-bezier(…)` easing is miswritten (``WheelError/malformedCubicBezier(_:_:)``).
public enum CubicBezierFlaw: Sendable, Equatable {
    /// No `)` at the end.
    case unclosed
    /// Text after the closing `)`, `text` (`cubic-bezier(0,0,1,1)x`).
    case textAfterClosing(String)
    /// A space between the name and `(` (`cubic-bezier (0,0,1,1)`), which CSS does not allow.
    case spaceBeforeParenthesis
    /// `count` numbers between the parentheses, not four.
    case numberCount(Int)
    /// Control point `name`'s text, `text`, is no decimal number (`.5`, `+1`, `x`).
    case notADecimal(name: String, text: String)
    /// Control point `name`'s text, `text`, is a decimal number a double cannot hold: too large
    /// (`1e400`), or too near zero, which it reads as 0 (`1e-400`).
    case beyondDouble(name: String, text: String)
}
