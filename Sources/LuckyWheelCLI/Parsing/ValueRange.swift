import WheelSupport

/// The values an option accepts beyond its type: a closed range or a lower bound, with the
/// words help and errors use for it. Declared with the option, from the library's own range
/// constant, so the rule exists once.
public struct ValueRange<Bound: Comparable & ArgumentValue>: Sendable {
    private let lower: Bound?
    private let upper: Bound?

    /// `range.lowerBound` through `range.upperBound`, both included.
    public init(_ range: ClosedRange<Bound>) {
        self.init(lower: range.lowerBound, upper: range.upperBound)
    }

    private init(lower: Bound?, upper: Bound?) {
        self.lower = lower
        self.upper = upper
    }

    /// `bound` or more.
    public static func atLeast(_ bound: Bound) -> ValueRange {
        ValueRange(lower: bound, upper: nil)
    }

    /// Whether `value` is accepted.
    public func contains(_ value: Bound) -> Bool {
        guard lower.map({ value >= $0 }) ?? true else { return false }
        guard let upper else { return true }
        return value <= upper
    }

    /// `24 to 240`, `at least 1`.
    public var text: String {
        switch (lower, upper) {
        case (let lower?, let upper?):
            return RangeText.span(lower.argumentText, upper.argumentText)
        case (let lower?, nil): return "at least \(lower.argumentText)"
        case (nil, let upper?): return "at most \(upper.argumentText)"
        case (nil, nil): return "any value"
        }
    }

    /// ``requirement`` when the range has an upper bound, else nil.
    var boundedRequirement: String? { upper == nil ? nil : requirement }

    /// `between 24 and 240`, `at least 1`: the words after
    /// "must be".
    var requirement: String {
        switch (lower, upper) {
        case (let lower?, let upper?):
            return RangeText.between(lower.argumentText, upper.argumentText)
        default: return text
        }
    }
}
