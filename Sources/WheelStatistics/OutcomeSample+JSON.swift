import WheelSupport

extension OutcomeSample {
    /// The sample's state as JSON, for partial results that are merged elsewhere: `start`,
    /// `count`, `counts`, `pairCounts`, `runs`, `gapCounts`, `offsetHistogram`, the end
    /// outcomes (`firstCategory`, `lastCategory`, `leadingUnpaired`, `trailingUnpaired`, -1 for
    /// none) and `firstOccurrence`, `lastOccurrence` per category. The design is not written:
    /// it follows from the configuration beside it.
    public var jsonValue: JSONValue {
        func integers(_ values: [Int]) -> JSONValue { .array(values.map { .int($0) }) }
        return .object([
            ("start", .int(start)), ("count", .int(count)), ("counts", integers(counts)),
            ("pairCounts", integers(pairCounts)), ("runs", .int(runs)), ("gapCounts", integers(gapCounts)),
            ("offsetHistogram", integers(offsetHistogram)), ("firstCategory", .int(firstCategory)),
            ("lastCategory", .int(lastCategory)), ("leadingUnpaired", .int(leadingUnpaired)),
            ("trailingUnpaired", .int(trailingUnpaired)), ("firstOccurrence", integers(firstOccurrence)),
            ("lastOccurrence", integers(lastOccurrence)),
        ])
    }

    /// The sample `jsonValue` wrote, counted with `design`.
    /// - Throws: `OutcomeSampleError.malformed` naming the first member that is missing, of
    ///   the wrong length, out of range, or whose counts do not add up (to the sample's count,
    ///   its pairs, or each category's gaps).
    public init(json: JSONValue, design: BatteryDesign) throws(OutcomeSampleError) {
        func integer(_ key: String, in range: ClosedRange<Int> = 0...Int.max) throws(OutcomeSampleError)
            -> Int
        {
            guard let value = json[key]?.intValue, range.contains(value) else { throw .malformed(key) }
            return value
        }
        func integers(_ key: String, count: Int, in range: ClosedRange<Int> = 0...Int.max)
            throws(OutcomeSampleError) -> [Int]
        {
            guard let items = json[key]?.arrayValue, items.count == count else { throw .malformed(key) }
            var values: [Int] = []
            values.reserveCapacity(count)
            for item in items {
                guard let value = item.intValue, range.contains(value) else { throw .malformed(key) }
                values.append(value)
            }
            return values
        }
        let categories = design.categoryCount
        self.init(design: design, start: try integer("start"))
        count = try integer("count")
        guard start <= Int.max - count else { throw .malformed("count") }
        let indices = -1...max(end - 1, -1)
        counts = try integers("counts", count: categories)
        pairCounts = try integers("pairCounts", count: categories * categories)
        runs = try integer("runs", in: 0...count)
        gapCounts = try integers("gapCounts", count: design.gapClassCount)
        offsetHistogram = try integers("offsetHistogram", count: design.offsetBins)
        firstCategory = try integer("firstCategory", in: -1...categories - 1)
        lastCategory = try integer("lastCategory", in: -1...categories - 1)
        leadingUnpaired = try integer("leadingUnpaired", in: -1...categories - 1)
        trailingUnpaired = try integer("trailingUnpaired", in: -1...categories - 1)
        firstOccurrence = try integers("firstOccurrence", count: categories, in: indices)
        lastOccurrence = try integers("lastOccurrence", count: categories, in: indices)
        // The sums a merge and the battery rely on, checked: counts near 2⁶² would overflow
        // them (or, added with wrapping, come back to a plausible total).
        guard counts.checkedSum == count else { throw .malformed("counts") }
        guard offsetHistogram.checkedSum == count else { throw .malformed("offsetHistogram") }
        // The pairs (2j, 2j + 1) that lie inside start..<end.
        let firstPair = start + (start & 1)
        guard pairCounts.checkedSum == (end > firstPair ? (end - firstPair) / 2 : 0) else {
            throw .malformed("pairCounts")
        }
        // A gap between each two consecutive occurrences of a category that has gap classes.
        for category in counts.indices {
            let gaps = design.gapClassStarts[category].isEmpty ? 0 : max(counts[category] - 1, 0)
            guard gapClassCounts(of: category).checkedSum == gaps else { throw .malformed("gapCounts") }
        }
        guard (count == 0) == (firstCategory < 0) else { throw .malformed("firstCategory") }
    }
}
