import WheelSupport

/// When a display link fires, for testing the model against real-world timing: a steady rate,
/// dropped frames, jittered timestamps, and a rate change mid-run (ProMotion or Low Power Mode
/// going from 120 to 60 Hz).
///
/// Every tick is a pure function of its index — dropped and jittered ticks are decided by
/// hashing `(seed, index)` — so a schedule can be sampled in any order and never drifts.
public struct TickSchedule: Sendable, Hashable {
    /// The clock before any rate change.
    public let clock: DisplayLinkClock
    /// The first index that runs at `laterClock`'s rate, if the rate changes.
    public let changeIndex: Int?
    /// The clock after the change; its tick 0 is tick `changeIndex` of the schedule.
    public let laterClock: DisplayLinkClock?
    /// The probability that a tick is dropped (skipped), 0…0.9.
    public let dropProbability: Double
    /// How far a timestamp may move, as a fraction (0…0.45) of the shortest frame interval.
    public let jitter: Double
    /// The seed that decides which ticks drop and how far each one jitters.
    public let seed: UInt64

    /// A schedule with any combination of the effects.
    ///
    /// - Parameters:
    ///   - clock: the rate and start before any change.
    ///   - changeTime: when the rate changes (seconds); the first tick at or after it runs at
    ///     `changedFramesPerSecond`. `nil` for no change.
    ///   - changedFramesPerSecond: the rate after `changeTime`, Hz.
    ///   - dropProbability: chance (0…0.9) that each tick is skipped.
    ///   - jitter: maximum timestamp displacement as a fraction (0…0.45) of the shortest frame
    ///     interval, so timestamps stay strictly increasing.
    ///   - seed: decides drops and jitter.
    /// - Throws: `WheelError` for an out-of-range rate, probability or jitter.
    public init(
        clock: DisplayLinkClock, changeTime: Double? = nil,
        changedFramesPerSecond: Double = DisplayLinkClock.referenceFrameRate,
        dropProbability: Double = 0, jitter: Double = 0, seed: UInt64 = 0
    ) throws(WheelError) {
        let dropRange = 0...0.9
        guard dropRange.contains(dropProbability) else {
            throw .parameterOutOfRange(
                .dropProbability, value: dropProbability, allowed: DecimalText.range(dropRange))
        }
        let jitterRange = 0...0.45
        guard jitterRange.contains(jitter) else {
            throw .parameterOutOfRange(.jitter, value: jitter, allowed: DecimalText.range(jitterRange))
        }
        self.clock = clock
        self.dropProbability = dropProbability
        self.jitter = jitter
        self.seed = seed
        if let changeTime {
            guard changeTime.isFinite else { throw .notFinite(.rateChangeTime, value: changeTime) }
            let index = clock.firstTickIndex(atOrAfter: changeTime)
            changeIndex = index
            laterClock = try DisplayLinkClock(
                framesPerSecond: changedFramesPerSecond, start: clock.timestamp(ofTick: index))
        } else {
            changeIndex = nil
            laterClock = nil
        }
    }

    /// Every tick of `clock`, on time.
    public static func steady(_ clock: DisplayLinkClock) -> TickSchedule {
        TickSchedule(validated: clock)
    }

    /// `clock` with each tick skipped with probability `probability` (0…0.9).
    /// - Throws: `WheelError.parameterOutOfRange`.
    public static func droppingFrames(
        _ clock: DisplayLinkClock, probability: Double, seed: UInt64
    ) throws(WheelError) -> TickSchedule {
        try TickSchedule(clock: clock, dropProbability: probability, seed: seed)
    }

    /// `clock` with each timestamp moved by up to ±`fraction` (0…0.45) of a frame interval.
    /// - Throws: `WheelError.parameterOutOfRange`.
    public static func jittered(
        _ clock: DisplayLinkClock, fraction: Double, seed: UInt64
    ) throws(WheelError) -> TickSchedule {
        try TickSchedule(clock: clock, jitter: fraction, seed: seed)
    }

    /// `clock` until `time`, then `framesPerSecond` from the first tick at or after `time`.
    /// - Throws: `WheelError.frameRateOutOfRange`, `WheelError.notFinite`.
    public static func changingRate(
        _ clock: DisplayLinkClock, at time: Double, to framesPerSecond: Double
    ) throws(WheelError) -> TickSchedule {
        try TickSchedule(clock: clock, changeTime: time, changedFramesPerSecond: framesPerSecond)
    }

    private init(validated clock: DisplayLinkClock) {
        self.clock = clock
        changeIndex = nil
        laterClock = nil
        dropProbability = 0
        jitter = 0
        seed = 0
    }

    /// Tick `index`, or `nil` when the schedule drops it.
    public func tick(_ index: Int) -> DisplayLinkTick? {
        let hash = SplitMix64.mix(seed &+ UInt64(bitPattern: Int64(index)) &* SplitMix64.increment)
        if dropProbability > 0, SplitMix64.unitInterval(hash) < dropProbability { return nil }
        let duration = frameDuration(ofTick: index)
        var timestamp = nominalTimestamp(ofTick: index)
        if jitter > 0 {
            let fastest = max(clock.framesPerSecond, laterClock?.framesPerSecond ?? 0)
            timestamp += (2 * SplitMix64.unitInterval(SplitMix64.mix(hash)) - 1) * jitter / fastest
        }
        return DisplayLinkTick(index: index, timestamp: timestamp, duration: duration)
    }

    /// The timestamp tick `index` has without jitter, seconds.
    public func nominalTimestamp(ofTick index: Int) -> Double {
        if let changeIndex, let laterClock, index >= changeIndex {
            // After a change at a negative tick, `index - changeIndex` can pass Int.max.
            let (offset, overflow) = index.subtractingReportingOverflow(changeIndex)
            return laterClock.timestamp(ofTick: overflow ? Int.max : offset)
        }
        return clock.timestamp(ofTick: index)
    }

    /// The frame interval in force at tick `index`, seconds.
    public func frameDuration(ofTick index: Int) -> Double {
        if let changeIndex, let laterClock, index >= changeIndex { return laterClock.frameDuration }
        return clock.frameDuration
    }

    /// The index of the first tick whose undisturbed timestamp is at or after `time`.
    public func firstTickIndex(atOrAfter time: Double) -> Int {
        if let changeIndex, let laterClock, time > laterClock.start {
            return changeIndex + laterClock.firstTickIndex(atOrAfter: time)
        }
        return clock.firstTickIndex(atOrAfter: time)
    }

    /// The ticks whose timestamps lie in `start...end`, in order, dropped ones left out.
    public func ticks(from start: Double, through end: Double) -> TickSequence {
        // Jitter can pull the tick before the first nominal one into the range.
        TickSequence(schedule: self, firstIndex: firstTickIndex(atOrAfter: start) - 1, start: start, end: end)
    }
}
