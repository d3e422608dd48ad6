import TestSupport
import Testing
import WheelSupport

@testable import WheelCore

@Suite struct DisplayLinkClockTests {
    @Test(arguments: [24.0, 30, 59.94, 60, 90, 120, 144, 240])
    func aDayOfTicksEndsOnTimeWithoutDrift(rate: Double) throws {
        let clock = try DisplayLinkClock(framesPerSecond: rate, start: 1000)
        // For 59.94 Hz a day is not a whole number of ticks; compare against the exact time of
        // the tick nearest the end of the day.
        let ticks = Int(86_400 * rate + 0.5)
        let exact = 1000 + Double(ticks) / rate
        #expect(clock.timestamp(ofTick: ticks) == exact)
        #expect(isClose(clock.timestamp(ofTick: ticks), 1000 + 86_400, within: 0.5 / rate))
        // Adding the interval tick after tick, the way the tutorials do, drifts measurably.
        var accumulated = 1000.0
        for _ in 0..<ticks { accumulated += 1 / rate }
        #expect(abs(accumulated - exact) > abs(clock.timestamp(ofTick: ticks) - exact))
    }

    @Test func aTickCarriesItsTargetAndDuration() throws {
        let tick = try DisplayLinkClock(framesPerSecond: 120, start: 5).tick(12)
        #expect(tick.index == 12)
        #expect(tick.timestamp == 5.1)
        #expect(tick.duration == 1.0 / 120)
        #expect(tick.targetTimestamp == tick.timestamp + 1.0 / 120)
    }

    @Test(arguments: [23.975, 240.01, 0, -60, Double.nan, .infinity])
    func refusesRatesOutsideTheRange(rate: Double) {
        #expect(throws: WheelError.self) { try DisplayLinkClock(framesPerSecond: rate) }
    }

    /// Film at NTSC rates (24000/1001, written 23.976) is a display link's rate too.
    @Test(arguments: [23.976, 24000.0 / 1001, 24, 240])
    func acceptsTheRangesRates(rate: Double) throws {
        #expect(try DisplayLinkClock(framesPerSecond: rate).framesPerSecond == rate)
    }

    @Test func firstTickIndexFindsTheFirstTimestampAtOrAfterATime() throws {
        let clock = try DisplayLinkClock(framesPerSecond: 59.94, start: -3)
        var generator = Xoshiro256StarStar(seed: 3)
        for _ in 0..<10_000 {
            let time = generator.nextUnitDouble() * 200 - 50
            let index = clock.firstTickIndex(atOrAfter: time)
            #expect(clock.timestamp(ofTick: index) >= time)
            #expect(clock.timestamp(ofTick: index - 1) < time)
        }
        #expect(clock.firstTickIndex(atOrAfter: clock.timestamp(ofTick: 77)) == 77)
    }

    @Test func droppedFramesSkipIndicesButKeepTimestamps() throws {
        let clock = try DisplayLinkClock(framesPerSecond: 60)
        let schedule = try TickSchedule.droppingFrames(clock, probability: 0.3, seed: 9)
        let ticks = Array(schedule.ticks(from: 0, through: 100))
        let dropped = 6001 - ticks.count
        #expect(dropped > 1600 && dropped < 2000)
        for tick in ticks { #expect(tick.timestamp == clock.timestamp(ofTick: tick.index)) }
        #expect(Array(schedule.ticks(from: 0, through: 100)) == ticks)
    }

    @Test func jitterStaysWithinItsBoundAndTimestampsKeepIncreasing() throws {
        let clock = try DisplayLinkClock(framesPerSecond: 120)
        let schedule = try TickSchedule.jittered(clock, fraction: 0.45, seed: 4)
        let ticks = Array(schedule.ticks(from: 1, through: 11))
        #expect(ticks.count >= 1199 && ticks.count <= 1201)
        var largest = 0.0
        for (previous, tick) in zip(ticks, ticks.dropFirst()) {
            #expect(tick.timestamp > previous.timestamp)
            #expect(tick.timestamp >= 1 && tick.timestamp <= 11)
            largest = max(largest, abs(tick.timestamp - clock.timestamp(ofTick: tick.index)))
        }
        #expect(largest <= 0.45 / 120 + 1e-12)
        #expect(largest > 0.4 / 120)
    }

    @Test func rateChangesFrom120To60HzAtTheFirstTickAfterTheChange() throws {
        let clock = try DisplayLinkClock(framesPerSecond: 120)
        let schedule = try TickSchedule.changingRate(clock, at: 1.003, to: 60)
        let ticks = Array(schedule.ticks(from: 0, through: 3))
        let intervals = zip(ticks, ticks.dropFirst()).map { $1.timestamp - $0.timestamp }
        let change = try #require(ticks.firstIndex { $0.timestamp >= 1.003 })
        #expect(ticks[change].timestamp == clock.timestamp(ofTick: 121))
        #expect(intervals[..<change].allSatisfy { isClose($0, 1.0 / 120, within: 1e-12) })
        #expect(intervals[change...].allSatisfy { isClose($0, 1.0 / 60, within: 1e-12) })
        #expect(ticks[change].duration == 1.0 / 60)
        #expect(ticks[change - 1].duration == 1.0 / 120)
        let last = try #require(ticks.last)
        #expect(last.timestamp == clock.timestamp(ofTick: 121) + Double(last.index - 121) / 60)
        #expect(last.timestamp + 1.0 / 60 > 3)
    }

    @Test func combinedDisturbancesStayOrdered() throws {
        let clock = try DisplayLinkClock(framesPerSecond: 144)
        let schedule = try TickSchedule(
            clock: clock, changeTime: 0.5, changedFramesPerSecond: 48, dropProbability: 0.2, jitter: 0.45,
            seed: 1)
        let ticks = Array(schedule.ticks(from: 0, through: 2))
        #expect(
            zip(ticks, ticks.dropFirst()).allSatisfy { $1.timestamp > $0.timestamp && $1.index > $0.index })
    }
}
