import Testing

@testable import WheelPNG

/// Frame delays are exact fractions of the clock's frame duration, fractional rates included,
/// and long stills split into delays that add up exactly.
@Suite struct APNGFrameTimingTests {
    /// A rate and the fraction it is read as.
    struct Rate: Sendable, CustomTestStringConvertible {
        let fps: Double
        let numerator: Int
        let denominator: Int
        var testDescription: String { "\(fps) fps = \(numerator)/\(denominator)" }
    }

    static let rates = [
        Rate(fps: 60, numerator: 60, denominator: 1), Rate(fps: 24, numerator: 24, denominator: 1),
        Rate(fps: 240, numerator: 240, denominator: 1), Rate(fps: 59.94, numerator: 2997, denominator: 50),
        Rate(fps: 29.97, numerator: 2997, denominator: 100),
        Rate(fps: 23.976, numerator: 2997, denominator: 125),
        Rate(fps: 60000.0 / 1001, numerator: 60000, denominator: 1001),
        Rate(fps: 119.88, numerator: 2997, denominator: 25), Rate(fps: 0.5, numerator: 1, denominator: 2),
        Rate(fps: 0.00002, numerator: 1, denominator: 50_000),
    ]

    @Test(arguments: rates)
    func theRateIsReadAsTheSmallestExactFraction(rate: Rate) throws {
        let timing = try APNGFrameTiming(framesPerSecond: rate.fps)
        #expect(timing.rateNumerator == rate.numerator)
        #expect(timing.rateDenominator == rate.denominator)
        #expect(timing.isExact)
        #expect(Double(rate.numerator) / Double(rate.denominator) == rate.fps)
    }

    @Test func delaysAreReducedFractionsOfWholeFrames() throws {
        let ntsc = try APNGFrameTiming(framesPerSecond: 59.94)
        #expect(try ntsc.frameDelay == APNGFrameDelay(numerator: 50, denominator: 2997))
        // 60 frames: 3000/2997 s, reduced by 3.
        #expect(try ntsc.delays(ofFrames: 60) == [APNGFrameDelay(numerator: 1000, denominator: 999)])
        let sixty = try APNGFrameTiming(framesPerSecond: 60)
        #expect(try sixty.frameDelay == APNGFrameDelay(numerator: 1, denominator: 60))
        #expect(try sixty.delays(ofFrames: 60) == [APNGFrameDelay(numerator: 1, denominator: 1)])
        #expect(try sixty.delays(ofFrames: 90) == [APNGFrameDelay(numerator: 3, denominator: 2)])
        #expect(!sixty.needsSeveralDelays(forFrames: 65_535))
    }

    /// 4000 frames at 59.94 fps are 200000/2997 s, which does not reduce and needs 18 bits:
    /// parts of 1310 frames (65500/2997 s) that add up to exactly the whole.
    @Test func aLongStillSplitsIntoPartsThatAddUpExactly() throws {
        let timing = try APNGFrameTiming(framesPerSecond: 59.94)
        #expect(timing.needsSeveralDelays(forFrames: 4000))
        let parts = try timing.delays(ofFrames: 4000)
        #expect(parts.count == 4)
        #expect(try parts[0] == APNGFrameDelay(numerator: 65_500, denominator: 2997))
        // Sum the fractions exactly over the common denominator 2997.
        var total = 0
        for part in parts {
            #expect(2997 % Int(part.denominator) == 0, "\(part)")
            total += Int(part.numerator) * (2997 / Int(part.denominator))
        }
        #expect(total == 4000 * 50)
    }

    @Test func aRateNoSixteenBitFractionGivesIsMarkedInexact() throws {
        let timing = try APNGFrameTiming(framesPerSecond: 59.123456789)
        #expect(!timing.isExact)
        #expect(abs(Double(timing.rateNumerator) / Double(timing.rateDenominator) - 59.123456789) < 1e-6)
    }

    /// A rate that is no fraction of 16-bit terms gets the one whose delay is nearest to the
    /// rate's frame duration, found by exact rational arithmetic (Python's `fractions`, every
    /// denominator): `--fps 100.001` was given 100/1, the last continued-fraction convergent that
    /// fits, a delay 1.0e-7 s off where 655/65501 s is 5.3e-8 s off.
    @Test(arguments: [
        (100.001, 65_501, 655), (59.123456789, 4789, 81), (65_534.7, 65_535, 1),
    ])
    func anInexactRateGetsTheNearestDelay(fps: Double, numerator: Int, denominator: Int) throws {
        let timing = try APNGFrameTiming(framesPerSecond: fps)
        #expect(!timing.isExact)
        #expect(timing.rateNumerator == numerator)
        #expect(timing.rateDenominator == denominator)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 70_000, 1e-6])
    func ratesOutsideTheFieldsAreRefused(fps: Double) {
        #expect(throws: PNGError.self) { try APNGFrameTiming(framesPerSecond: fps) }
    }

    /// A delay of no frames and a delay of no denominator are refused with their values (each
    /// stopped the process).
    @Test func delaysOfNoFramesOrNoDenominatorAreRefused() throws {
        let timing = try APNGFrameTiming(framesPerSecond: 60)
        for count in [0, -3, Int.min] {
            #expect(
                throws: PNGError.invalidImage(reason: "a frame delay shows 1 frame or more, not \(count)")
            ) {
                try timing.delays(ofFrames: count)
            }
        }
        #expect(
            throws: PNGError.invalidImage(reason: "a frame delay of 7/0 s has no denominator; use 1 or more")
        ) {
            try APNGFrameDelay(numerator: 7, denominator: 0)
        }
        #expect(try APNGFrameDelay(numerator: 0, denominator: 1).seconds == 0)
    }
}
