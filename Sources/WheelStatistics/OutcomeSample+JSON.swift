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
    ///   the wrong length or out of its own range; `OutcomeSampleError.inconsistent` naming the
    ///   first that disagrees with others, and those (counts that do not add up to the sample's
    ///   count, its pairs or each category's gaps; an index outside its spins).
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
        // `integer` refuses a negative start as malformed, as every other member.
        self.init(design: design, validatedStart: try integer("start"))
        count = try integer("count")
        guard start <= Int.max - count else { throw .malformed("count") }
        let indices = -1...max(end - 1, -1)
        counts = try integers("counts", count: categories)
        pairCounts = try integers("pairCounts", count: categories * categories)
        runs = try integer("runs")
        guard runs <= count else { throw .inconsistent("runs", with: ["count"]) }
        gapCounts = try integers("gapCounts", count: design.gapClassCount)
        offsetHistogram = try integers("offsetHistogram", count: design.offsetBins)
        firstCategory = try integer("firstCategory", in: -1...categories - 1)
        lastCategory = try integer("lastCategory", in: -1...categories - 1)
        leadingUnpaired = try integer("leadingUnpaired", in: -1...categories - 1)
        trailingUnpaired = try integer("trailingUnpaired", in: -1...categories - 1)
        firstOccurrence = try integers("firstOccurrence", count: categories, in: -1...Int.max)
        lastOccurrence = try integers("lastOccurrence", count: categories, in: -1...Int.max)
        for (key, occurrences) in [("firstOccurrence", firstOccurrence), ("lastOccurrence", lastOccurrence)]
        where !occurrences.allSatisfy(indices.contains) {
            throw .inconsistent(key, with: ["start", "count"])
        }
        // The sums a merge and the battery rely on, checked: counts near 2⁶² would overflow
        // them (or, added with wrapping, come back to a plausible total).
        guard counts.checkedSum == count else { throw .inconsistent("counts", with: ["count"]) }
        guard offsetHistogram.checkedSum == count else {
            throw .inconsistent("offsetHistogram", with: ["count"])
        }
        // The pairs (2j, 2j + 1) that lie inside start..<end.
        let firstPair = start + (start & 1)
        guard pairCounts.checkedSum == (end > firstPair ? (end - firstPair) / 2 : 0) else {
            throw .inconsistent("pairCounts", with: ["start", "count"])
        }
        // A gap between each two consecutive occurrences of a category that has gap classes.
        for category in counts.indices {
            let gaps = design.gapClassStarts[category].isEmpty ? 0 : max(counts[category] - 1, 0)
            guard gapClassCounts(ofValidated: category).checkedSum == gaps else {
                throw .inconsistent("gapCounts", with: ["counts"])
            }
        }
        guard (count == 0) == (firstCategory < 0) else {
            throw .inconsistent("firstCategory", with: ["count"])
        }
        try checkTheEnds()
    }

    /// What the battery reads besides the sums, checked against the counts as ``record(category:offset:)``
    /// leaves them: each category that occurs first and last occurs inside the sample (in
    /// order, as far apart as its count needs), the first and last outcome are the categories
    /// occurring there, the unpaired ends follow from the parity of the indices, and the runs
    /// are at least one per category that occurs and at most one per outcome. No outcome is
    /// the first or last occurrence of two categories, and one occurring once is first and
    /// last at the same index. A sample edited to change a verdict (runs 1, a first occurrence
    /// before the sample, two categories first occurring on one spin) is refused.
    private func checkTheEnds() throws(OutcomeSampleError) {
        var categoryAt: [Int: Int] = [:]
        for category in counts.indices {
            let first = firstOccurrence[category]
            let last = lastOccurrence[category]
            guard counts[category] > 0 else {
                guard first == -1 else { throw .inconsistent("firstOccurrence", with: ["counts"]) }
                guard last == -1 else { throw .inconsistent("lastOccurrence", with: ["counts"]) }
                continue
            }
            guard first >= start, categoryAt.updateValue(category, forKey: first) == nil else {
                throw .inconsistent("firstOccurrence", with: ["start", "counts"])
            }
            guard last >= first, last - first >= counts[category] - 1, counts[category] > 1 || last == first,
                last == first || categoryAt.updateValue(category, forKey: last) == nil
            else {
                throw .inconsistent("lastOccurrence", with: ["firstOccurrence", "counts"])
            }
        }
        guard count > 0 else {
            guard runs == 0, lastCategory == -1 else {
                throw .inconsistent(runs == 0 ? "lastCategory" : "runs", with: ["count"])
            }
            guard leadingUnpaired == -1 else { throw .inconsistent("leadingUnpaired", with: ["count"]) }
            guard trailingUnpaired == -1 else { throw .inconsistent("trailingUnpaired", with: ["count"]) }
            return
        }
        guard firstOccurrence[firstCategory] == start else {
            throw .inconsistent("firstCategory", with: ["firstOccurrence", "start"])
        }
        guard lastCategory >= 0, lastOccurrence[lastCategory] == end - 1 else {
            throw .inconsistent("lastCategory", with: ["lastOccurrence", "start", "count"])
        }
        guard leadingUnpaired == (start & 1 == 1 ? firstCategory : -1) else {
            throw .inconsistent("leadingUnpaired", with: ["start", "firstCategory"])
        }
        guard trailingUnpaired == ((end - 1) & 1 == 0 ? lastCategory : -1) else {
            throw .inconsistent("trailingUnpaired", with: ["start", "count", "lastCategory"])
        }
        let occurring = counts.count { $0 > 0 }
        guard runs >= occurring else { throw .inconsistent("runs", with: ["counts"]) }
    }
}
