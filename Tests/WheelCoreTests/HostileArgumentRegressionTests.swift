import Testing

@testable import WheelCore

/// Values a caller of the library can pass that stopped the process or never returned (a probe
/// of the public API with extreme values, 2026-12-04): each now gives an answer.
@Suite struct HostileArgumentRegressionTests {
    /// `firstSpinIndex` near Int.max overflowed `firstSpinIndex + spinCount` at the second press;
    /// the streams are UInt64, and spin Int.max + 1 draws from stream 2⁶³.
    @Test func aFirstSpinIndexNearIntMaxSpinsAgain() throws {
        var model = try WheelModel(seed: 1, firstSpinIndex: Int.max)
        try model.press(at: 0)
        try model.press(at: 100)
        #expect(model.spinCount == 2)
    }

    /// After a rate change at a negative time the change tick is negative, and `index -
    /// changeIndex` passed Int.max for a late tick.
    @Test func aLateTickAfterARateChangeAtANegativeTimeHasATimestamp() throws {
        let schedule = try TickSchedule.changingRate(
            try DisplayLinkClock(framesPerSecond: 60), at: -1, to: 30)
        #expect(schedule.nominalTimestamp(ofTick: Int.max).isFinite)
        #expect(schedule.tick(Int.max)?.timestamp.isFinite == true)
        #expect(schedule.nominalTimestamp(ofTick: 30) == 2)  // −1 s + 90 ticks at 30 Hz
    }

    /// With a start of 1e300 no two ticks' timestamps differ, and the search for the first tick
    /// at or after a time walked toward −2⁵² one tick at a time.
    @Test(arguments: [1e300, 1e25, -1e308])
    func aClockStartingAtAHugeTimeFindsATickAtOnce(start: Double) throws {
        let clock = try DisplayLinkClock(framesPerSecond: 60, start: start)
        #expect(abs(clock.firstTickIndex(atOrAfter: start)) <= 4)
        // In range, the search still settles on the timestamps themselves.
        let usual = try DisplayLinkClock(framesPerSecond: 59.94, start: 1e9)
        let index = usual.firstTickIndex(atOrAfter: 1e9 + 12.3)
        #expect(
            usual.timestamp(ofTick: index) >= 1e9 + 12.3 && usual.timestamp(ofTick: index - 1) < 1e9 + 12.3)
    }

    /// Bounds that no tick can lie between made `next()` look for one forever.
    @Test(arguments: [(Double.nan, Double.nan), (.nan, 1), (0, .nan), (.infinity, .infinity), (2, 1)])
    func ticksBetweenImpossibleBoundsAreNone(start: Double, end: Double) throws {
        var ticks = TickSchedule.steady(try DisplayLinkClock(framesPerSecond: 60)).ticks(
            from: start, through: end)
        #expect(ticks.next() == nil)
    }
}
