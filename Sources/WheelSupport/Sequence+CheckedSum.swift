extension Sequence where Element == Int {
    /// The sum of the elements, or nil when it does not fit in an `Int`: for counts read from
    /// a file, which can be that large (where `reduce(0, +)` would trap and `&+` would wrap
    /// around to a plausible total).
    public var checkedSum: Int? {
        var total = 0
        for value in self {
            let (sum, overflow) = total.addingReportingOverflow(value)
            if overflow { return nil }
            total = sum
        }
        return total
    }
}
