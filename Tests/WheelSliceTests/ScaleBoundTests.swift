import Testing
import WheelSlice

/// A scale's terms are at most `SliceScale.largestTerm` whichever initializer makes it, and its
/// pixel and point counts are exact or refused: `SliceScale(Int.max)` existed, and comparing it,
/// `pixels(forPoints:)` of it or of a huge point count, and `points(forPixels:)` of a huge
/// pixel count overflowed and stopped the process.
@Suite struct ScaleBoundTests {
    @Test(arguments: [
        (Int.max, 1), (1, Int.max), (SliceScale.largestTerm + 1, 1), (1, SliceScale.largestTerm + 1),
        (2 * SliceScale.largestTerm + 2, 2), (Int.max, Int.max - 1),
    ])
    func aTermPastTheLargestIsNoScale(numerator: Int, denominator: Int) {
        #expect(SliceScale(numerator: numerator, denominator: denominator) == nil)
    }

    @Test func theLargestTermIsTheBoundOfEveryInitializer() throws {
        let largest = try #require(SliceScale(SliceScale.largestTerm))
        let smallest = try #require(SliceScale(numerator: 1, denominator: SliceScale.largestTerm))
        #expect(SliceScale(SliceScale.largestTerm + 1) == nil && SliceScale(Int.max) == nil)
        #expect(SliceScale(numerator: 2 * SliceScale.largestTerm, denominator: 2) == largest)
        #expect(SliceScale(exactly: Double(SliceScale.largestTerm)) == largest)
        // 1000000.5 and 999999.5 are halves whose numerators pass the bound.
        #expect(SliceScale(exactly: 1_000_000.5) == nil && SliceScale(exactly: 999_999.5) == nil)
        #expect(SliceScale(exactly: 1e300) == nil)
        #expect(smallest < 1 && 1 < largest && smallest < largest && !(largest < smallest))
    }

    @Test func pixelsPastIntMaxAreRefusedWithTheValues() throws {
        let two: SliceScale = 2
        #expect(two.maximumPoints == Int.max / 2)
        #expect(try two.pixels(forPoints: Int.max / 2) == Int.max - 1)
        let tooFar = SliceError.pointsOutOfRange(points: Int.max / 2 + 1, scale: 2)
        #expect(throws: tooFar) { try two.pixels(forPoints: Int.max / 2 + 1) }
        #expect(throws: SliceError.pointsOutOfRange(points: -1, scale: 2)) { try two.pixels(forPoints: -1) }
        #expect(
            tooFar.description
                == "4611686018427387904 pt has no pixel count at @2x; give a length between 0 and "
                + "4611686018427387903 pt")
        let largest = try #require(SliceScale(SliceScale.largestTerm))
        #expect(largest.maximumPoints == Int.max / SliceScale.largestTerm)
        #expect(try largest.pixels(forPoints: largest.maximumPoints) == Int.max / 1_000_000 * 1_000_000)
        #expect(throws: SliceError.pointsOutOfRange(points: Int.max, scale: largest)) {
            try largest.pixels(forPoints: Int.max)
        }
        // At 1.5x the last point edge rounds to at most Int.max pixels and the next past it.
        let fractional: SliceScale = 1.5
        let most = fractional.maximumPoints
        #expect(try fractional.pixels(forPoints: most) > Int.max - 2)
        #expect(throws: SliceError.pointsOutOfRange(points: most + 1, scale: 1.5)) {
            try fractional.pixels(forPoints: most + 1)
        }
        // Below 1x every point edge has its pixels: Int.max pt at 0.5x is 2⁶² px, halves up.
        let half = try #require(SliceScale(numerator: 1, denominator: 2))
        #expect(half.maximumPoints == Int.max)
        #expect(try half.pixels(forPoints: Int.max) == 1 << 62)
    }

    @Test func pointsOfHugePixelCountsAreExactOrNil() throws {
        let half = try #require(SliceScale(numerator: 1, denominator: 2))
        #expect(half.points(forPixels: Int.max / 2) == Int.max - 1)
        // 2⁶³ − 1 px at 0.5x is 2⁶⁴ − 2 pt, which no Int counts.
        #expect(half.points(forPixels: Int.max) == nil)
        let two: SliceScale = 2
        #expect(two.points(forPixels: Int.max - 1) == Int.max / 2 && two.points(forPixels: Int.max) == nil)
        let largest = try #require(SliceScale(SliceScale.largestTerm))
        let smallest = try #require(SliceScale(numerator: 1, denominator: SliceScale.largestTerm))
        #expect(largest.points(forPixels: Int.max) == nil && smallest.points(forPixels: Int.max) == nil)
        #expect(largest.points(forPixels: Int.max / 1_000_000 * 1_000_000) == Int.max / 1_000_000)
    }
}
