import WheelSupport

/// Everything the test battery needs from a stretch of a sequence of outcomes (a category and
/// an offset in [0, 1) each), in integers: category counts, the pair table, runs, gap classes,
/// the offset histogram, and the few outcomes at either end that pair, join runs or close gaps
/// with the neighbouring stretches.
///
/// Stretches `a..<b` and `b..<c` merge (`append`) into exactly the sample of `a..<c`, equal
/// field for field to one recorded in a single pass, so that a battery run in parallel chunks
/// or on several machines gives the same bytes as one run, in memory that does not grow with
/// the number of outcomes.
public struct OutcomeSample: Sendable, Hashable {
    /// What is counted.
    public let design: BatteryDesign
    /// The index of the first outcome in the whole sequence.
    public internal(set) var start: Int
    /// Outcomes recorded.
    public internal(set) var count = 0
    /// Per category: outcomes.
    public internal(set) var counts: [Int]
    /// Non-overlapping pairs (x₂ⱼ, x₂ⱼ₊₁) by their global index, `k × k` row-major.
    public internal(set) var pairCounts: [Int]
    /// Maximal blocks of equal consecutive outcomes.
    public internal(set) var runs = 0
    /// Gaps per class, category after category (see `BatteryDesign.gapClassStarts`).
    public internal(set) var gapCounts: [Int]
    /// Offsets per histogram bin.
    public internal(set) var offsetHistogram: [Int]
    /// The first outcome's category (-1: none yet).
    public internal(set) var firstCategory = -1
    /// The last outcome's category (-1: none yet).
    public internal(set) var lastCategory = -1
    /// The category of the first outcome when its index is odd: its pair began before `start`.
    public internal(set) var leadingUnpaired = -1
    /// The category of the last outcome when its index is even: its pair ends after the end.
    public internal(set) var trailingUnpaired = -1
    /// Per category: the global index of its first occurrence (-1: none).
    public internal(set) var firstOccurrence: [Int]
    /// Per category: the global index of its last occurrence (-1: none).
    public internal(set) var lastOccurrence: [Int]

    /// An empty sample whose first outcome is the first of the sequence (index 0).
    public init(design: BatteryDesign) {
        self.init(design: design, validatedStart: 0)
    }

    /// An empty sample whose first outcome will have index `start` in the sequence.
    /// - Throws: `OutcomeSampleError.startOutOfRange` for a negative start, which no sequence
    ///   has (a sample read from JSON is refused one too).
    public init(design: BatteryDesign, start: Int) throws(OutcomeSampleError) {
        guard start >= 0 else { throw .startOutOfRange(start) }
        self.init(design: design, validatedStart: start)
    }

    /// ``init(design:start:)`` of a start known to be at least 0 (a spin range's, which the
    /// simulation checked).
    package init(design: BatteryDesign, validatedStart start: Int) {
        self.design = design
        self.start = start
        let categories = design.categoryCount
        counts = Array(repeating: 0, count: categories)
        pairCounts = Array(repeating: 0, count: categories * categories)
        gapCounts = Array(repeating: 0, count: design.gapClassCount)
        offsetHistogram = Array(repeating: 0, count: design.offsetBins)
        firstOccurrence = Array(repeating: -1, count: categories)
        lastOccurrence = Array(repeating: -1, count: categories)
    }

    /// The index after the last outcome (at most `Int.max`: ``record(category:offset:)`` and
    /// ``append(_:)`` refuse outcomes past it, and a sample read from JSON ends there at the latest).
    public var end: Int { start + count }

    /// Checks that `adding` (≥ 0) more outcomes keep the count and ``end`` at most `Int.max`, so
    /// that every sum of a merge fits too (the counts, pairs, gaps and offsets each add up to
    /// at most the count).
    /// - Throws: `OutcomeSampleError.tooManyOutcomes` otherwise.
    private func checkRoom(for adding: Int) throws(OutcomeSampleError) {
        let (total, overflow) = count.addingReportingOverflow(adding)
        guard !overflow, !start.addingReportingOverflow(total).overflow else {
            throw .tooManyOutcomes(start: start, count: count, adding: adding)
        }
    }

    /// Records the next outcome: `category` in `0..<categoryCount` and `offset` in [0, 1)
    /// (clamped into the histogram; NaN counts as 0).
    /// - Throws: `OutcomeSampleError.categoryOutOfRange` for a category the design does not
    ///   have, `.tooManyOutcomes` when the sample already ends at `Int.max`; nothing is recorded
    ///   then.
    public mutating func record(category: Int, offset: Double) throws(OutcomeSampleError) {
        guard (0..<design.categoryCount).contains(category) else {
            throw .categoryOutOfRange(category: category, categoryCount: design.categoryCount)
        }
        try checkRoom(for: 1)
        record(validatedCategory: category, offset: offset)
    }

    /// ``record(category:offset:)`` of a segment the simulation's own wheel stopped on, whose
    /// design has a category per segment, so the check is the array's own.
    package mutating func record(validatedCategory category: Int, offset: Double) {
        let index = start + count
        counts[category] += 1
        if count == 0 {
            firstCategory = category
            runs = 1
        } else if category != lastCategory {
            runs += 1
        }
        lastCategory = category
        if index & 1 == 0 {
            trailingUnpaired = category
        } else if count == 0 {
            leadingUnpaired = category
        } else {
            pairCounts[trailingUnpaired * design.categoryCount + category] += 1
            trailingUnpaired = -1
        }
        let previous = lastOccurrence[category]
        if previous >= 0 {
            countGap(index - previous - 1, category: category)
        } else {
            firstOccurrence[category] = index
        }
        lastOccurrence[category] = index
        let bins = design.offsetBins
        // Compared as a Double first: Int(_:) of an offset of 1e300 or infinity would trap.
        let scaled = offset * Double(bins)
        offsetHistogram[scaled >= 0 ? (scaled < Double(bins) ? Int(scaled) : bins - 1) : 0] += 1
        count += 1
    }

    /// Appends `next`, the sample of the outcomes that follow this one's.
    /// - Throws: `OutcomeSampleError.notAdjacent` when `next` does not start at `end`,
    ///   `.designMismatch` when it counts differently, `.tooManyOutcomes` when the two hold
    ///   more than `Int.max` outcomes together; nothing is appended then.
    public mutating func append(_ next: OutcomeSample) throws(OutcomeSampleError) {
        guard next.design == design else { throw .designMismatch }
        guard next.start == end else { throw .notAdjacent(expected: end, found: next.start) }
        guard next.count > 0 else { return }
        try checkRoom(for: next.count)
        guard count > 0 else {
            self = next
            return
        }
        for index in counts.indices { counts[index] += next.counts[index] }
        for index in pairCounts.indices { pairCounts[index] += next.pairCounts[index] }
        for index in gapCounts.indices { gapCounts[index] += next.gapCounts[index] }
        for index in offsetHistogram.indices { offsetHistogram[index] += next.offsetHistogram[index] }
        if trailingUnpaired >= 0, next.leadingUnpaired >= 0 {
            pairCounts[trailingUnpaired * design.categoryCount + next.leadingUnpaired] += 1
        }
        trailingUnpaired = next.trailingUnpaired
        runs += next.runs - (lastCategory == next.firstCategory ? 1 : 0)
        lastCategory = next.lastCategory
        for category in counts.indices {
            let last = lastOccurrence[category]
            let following = next.firstOccurrence[category]
            if last >= 0, following >= 0 { countGap(following - last - 1, category: category) }
            if firstOccurrence[category] < 0 { firstOccurrence[category] = following }
            if next.lastOccurrence[category] >= 0 { lastOccurrence[category] = next.lastOccurrence[category] }
        }
        count += next.count
    }

    /// `append` for callers that made `next` themselves right after this sample with the same
    /// design (the chunks of one run).
    package mutating func appendAdjacent(_ next: OutcomeSample) {
        do {
            try append(next)
        } catch {
            preconditionFailure("chunk samples of one run always join: \(error)")
        }
    }

    private mutating func countGap(_ length: Int, category: Int) {
        let offset = design.gapClassOffsets[category]
        let classes = design.gapClassStarts[category].count
        // An impossible category that occurs fails the χ² of counts; it has no gap classes.
        guard classes > 0 else { return }
        let starts = design.flatGapClassStarts[offset..<offset + classes]
        gapCounts[offset + GapTest.classIndex(of: length, starts: starts)] += 1
    }

    /// Gaps per class of `category`.
    /// - Throws: `OutcomeSampleError.categoryOutOfRange` for a category the design does not
    ///   have.
    public func gapClassCounts(of category: Int) throws(OutcomeSampleError) -> ArraySlice<Int> {
        guard (0..<design.categoryCount).contains(category) else {
            throw .categoryOutOfRange(category: category, categoryCount: design.categoryCount)
        }
        return gapClassCounts(ofValidated: category)
    }

    /// ``gapClassCounts(of:)`` of a category of the design, by a caller that walks the design's
    /// own categories.
    func gapClassCounts(ofValidated category: Int) -> ArraySlice<Int> {
        let offset = design.gapClassOffsets[category]
        return gapCounts[offset..<offset + design.gapClassStarts[category].count]
    }
}

/// Why two outcome samples cannot be merged.
public enum OutcomeSampleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The second sample does not start where the first ends.
    case notAdjacent(expected: Int, found: Int)
    /// The samples were counted with different designs (probabilities or histogram bins).
    case designMismatch
    /// A sample read back from JSON has this member missing, of the wrong length, or out of
    /// the range any sample's is in.
    case malformed(String)
    /// A sample read back from JSON whose member (the first) does not agree with the others
    /// named (its counts add up to another total, an index lies outside the sample's spins):
    /// one of them is damaged or was edited, maybe not the first.
    case inconsistent(String, with: [String])
    /// An outcome of category `category` was given to a sample of `categoryCount` categories.
    case categoryOutOfRange(category: Int, categoryCount: Int)
    /// A sample of `count` outcomes from outcome `start` was given `adding` more, which would
    /// take its count or the index after its last outcome past `Int.max`.
    case tooManyOutcomes(start: Int, count: Int, adding: Int)
    /// A sample was to start at outcome `start`, below 0, where no sequence has outcomes.
    case startOutOfRange(Int)

    /// What went wrong, for a person.
    public var description: String {
        switch self {
        case .notAdjacent(let expected, let found):
            return "outcome samples do not join: the next one starts at outcome \(found), not \(expected)"
        case .designMismatch:
            return "outcome samples were counted for different wheels"
        case .malformed(let member):
            return "the outcome sample's \"\(member)\" is missing, of the wrong length or out of range"
        case .inconsistent(let member, let others):
            return "the outcome sample's \"\(member)\" does not agree with its "
                + ListText.joined(others.map { "\"\($0)\"" }, "and")
                + " (one of them is damaged or was edited)"
        case .categoryOutOfRange(let category, let categoryCount):
            return "category \(category) is not one of the sample's \(categoryCount) categories; "
                + (categoryCount > 0
                    ? "give a category \(RangeText.between(0...categoryCount - 1))" : "it has none")
        case .tooManyOutcomes(let start, let count, let adding):
            return "a sample of \(DecimalText.counted(count, "outcome")) from outcome \(start) cannot take "
                + "\(adding) more: its count and the index after its last outcome must be at most \(Int.max)"
        case .startOutOfRange(let start):
            return "an outcome sample starts at an outcome from 0, not \(start)"
        }
    }
}
