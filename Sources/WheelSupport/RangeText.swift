/// Ranges in running text, as help and errors say them: `2 to 24`, `between 2 and 24`, never
/// Swift's `2...24`. The bounds come as text, each caller writing its numbers its own way
/// (``DecimalText/shortest(_:)``, an option's argument text).
public enum RangeText {
    /// `2 to 24`; `0 to below 0.5` when the upper bound is excluded.
    public static func span(_ lower: String, _ upper: String, upperIncluded: Bool = true) -> String {
        "\(lower) to \(upperIncluded ? "" : "below ")\(upper)"
    }

    /// `2 to 24` for a range of integers.
    public static func span(_ range: ClosedRange<Int>) -> String {
        span(String(range.lowerBound), String(range.upperBound))
    }

    /// `between 2 and 24`: the words after "must be".
    public static func between(_ lower: String, _ upper: String) -> String {
        "between \(lower) and \(upper)"
    }

    /// `between 2 and 24` for a range of integers.
    public static func between(_ range: ClosedRange<Int>) -> String {
        between(String(range.lowerBound), String(range.upperBound))
    }
}
