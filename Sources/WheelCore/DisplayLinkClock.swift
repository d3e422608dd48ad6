import WheelSupport

/// A display link at a fixed rate: tick `n` has `timestamp = start + n / rate`.
///
/// Each timestamp is computed from its index, never by adding frame intervals, so a day of
/// ticks at 59.94 Hz ends within one rounding of the exact time instead of drifting.
public struct DisplayLinkClock: Sendable, Hashable {
    /// The rates a display link may run at, Hz (fractional rates such as 59.94 included; from
    /// 23.976, film at NTSC rates, as a television in a 24p mode runs).
    public static let frameRateRange: ClosedRange<Double> = 23.976...240
    /// The reference screen's display link, Hz: the rate everything runs at unless told.
    public static let referenceFrameRate = 60.0

    /// Frames per second, Hz.
    public let framesPerSecond: Double
    /// The timestamp of tick 0, seconds.
    public let start: Double

    /// A clock at `framesPerSecond` Hz whose tick 0 is at `start` seconds.
    /// - Throws: `WheelError.frameRateOutOfRange` outside `DisplayLinkClock.frameRateRange` (NaN included),
    ///   `WheelError.notFinite` for a NaN or infinite start.
    public init(framesPerSecond: Double = referenceFrameRate, start: Double = 0) throws(WheelError) {
        guard Self.frameRateRange.contains(framesPerSecond) else {
            throw .frameRateOutOfRange(framesPerSecond)
        }
        guard start.isFinite else { throw .notFinite(.startTime, value: start) }
        self.framesPerSecond = framesPerSecond
        self.start = start
    }

    /// The interval between ticks, `1 / framesPerSecond` seconds.
    public var frameDuration: Double { 1 / framesPerSecond }

    /// The timestamp of tick `index`, seconds.
    @inline(__always)
    public func timestamp(ofTick index: Int) -> Double {
        start + Double(index) / framesPerSecond
    }

    /// Tick `index` with its timestamp, target timestamp and duration.
    public func tick(_ index: Int) -> DisplayLinkTick {
        DisplayLinkTick(index: index, timestamp: timestamp(ofTick: index), duration: frameDuration)
    }

    /// The smallest tick index whose timestamp is at or after `time`.
    ///
    /// Times before `start` give negative indices; NaN gives 0 and infinities are clamped to
    /// ±2⁵² ticks.
    public func firstTickIndex(atOrAfter time: Double) -> Int {
        guard !time.isNaN else { return 0 }
        let limit = 0x1p52
        let estimate = Rounding.ceiling((time - start) * framesPerSecond)
        var index = Int(min(max(estimate, -limit), limit))
        // The estimate may be one off either way after rounding; settle it on the timestamps
        // themselves, which are what callers compare against. A few steps do: past them the
        // timestamps are too coarse to tell ticks apart (a start of 1e300, where the search
        // walked toward −2⁵² one tick at a time), and the estimate stands.
        for _ in 0..<4 where index > -Int(limit) && timestamp(ofTick: index - 1) >= time { index -= 1 }
        for _ in 0..<4 where index < Int(limit) && timestamp(ofTick: index) < time { index += 1 }
        return index
    }
}
