/// The ticks of a `TickSchedule` between two times, generated one at a time without
/// allocating.
public struct TickSequence: Sequence, IteratorProtocol, Sendable {
    private let schedule: TickSchedule
    private var index: Int
    private let start: Double
    private let end: Double
    /// Whether no tick can be in range: NaN bounds, `start` after `end` or at +∞ (`next()`
    /// looked for one forever).
    private let isEmpty: Bool

    init(schedule: TickSchedule, firstIndex: Int, start: Double, end: Double) {
        self.schedule = schedule
        index = firstIndex
        self.start = start
        self.end = end
        isEmpty = !(start <= end) || start == .infinity
    }

    /// The next tick in range, or `nil` after `end`.
    public mutating func next() -> DisplayLinkTick? {
        guard !isEmpty else { return nil }
        // A tick can jitter by less than half an interval, so once an undisturbed timestamp is
        // a whole interval past `end` no later tick can be in range.
        while true {
            let current = index
            index += 1
            guard let tick = schedule.tick(current) else {
                if schedule.nominalTimestamp(ofTick: current) > end { return nil }
                continue
            }
            if tick.timestamp > end { return nil }
            if tick.timestamp >= start { return tick }
        }
    }
}
