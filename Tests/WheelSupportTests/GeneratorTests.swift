import TestSupport
import Testing
import WheelStatistics
import WheelSupport

@Suite struct GeneratorTests {
    @Test func splitMix64MatchesItsReferenceOutputs() {
        var generator = SplitMix64(seed: 1_234_567)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
        #expect(SplitMix64.mix(0x9E37_79B9_7F4A_7C15) == 0xE220_A839_7B1D_CDAF)
    }

    @Test func xoshiro256StarStarMatchesThePublishedVectorFromState1234() throws {
        var generator = try #require(Xoshiro256StarStar(state: [1, 2, 3, 4]))
        let outputs = (0..<10).map { _ in generator.next() }
        #expect(
            outputs == [
                11520, 0, 1_509_978_240, 1_215_971_899_390_074_240, 1_216_172_134_540_287_360,
                607_988_272_756_665_600, 16_172_922_978_634_559_625, 8_476_171_486_693_032_832,
                10_595_114_339_597_558_777, 2_904_607_092_377_533_576,
            ])
        #expect(Xoshiro256StarStar(state: [0, 0, 0, 0]) == nil)
        #expect(Xoshiro256StarStar(state: [1, 2, 3]) == nil)
    }

    /// Seeding is SplitMix64's first four outputs: pinned so that a seed means the same thing
    /// on every platform and in every version.
    @Test func seedingIsSplitMix64sFirstFourOutputs() throws {
        var seeder = SplitMix64(seed: 42)
        let state = (0..<4).map { _ in seeder.next() }
        var seeded = Xoshiro256StarStar(seed: 42)
        var manual = try #require(Xoshiro256StarStar(state: state))
        for _ in 0..<100 { #expect(seeded.next() == manual.next()) }
    }

    @Test func streamsAreReproducibleAndDistinct() {
        var first = Xoshiro256StarStar(seed: 5, stream: 0)
        var again = Xoshiro256StarStar(seed: 5, stream: 0)
        var second = Xoshiro256StarStar(seed: 5, stream: 1)
        var otherSeed = Xoshiro256StarStar(seed: 6, stream: 0)
        let a = (0..<8).map { _ in first.next() }
        #expect(a == (0..<8).map { _ in again.next() })
        #expect(a != (0..<8).map { _ in second.next() })
        #expect(a != (0..<8).map { _ in otherSeed.next() })
    }

    @Test func boundedIntegersAreUniformOver1point2MillionDraws() throws {
        var generator = Xoshiro256StarStar(seed: 2024)
        var counts = [Int](repeating: 0, count: 12)
        for _ in 0..<1_200_000 { counts[generator.nextInt(below: 12)] += 1 }
        let test = try ChiSquareTest(observed: counts, expected: Array(repeating: 100_000, count: 12))
        #expect(test.degreesOfFreedom == 11)
        #expect(test.statistic < 31.26, "chi-square \(test.statistic)")
    }

    /// With a bound just over 2⁶³, modulo reduction would make the low half twice as likely;
    /// rejection keeps the halves even.
    @Test func boundedIntegersHaveNoModuloBias() {
        var generator = Xoshiro256StarStar(seed: 8)
        let bound = Int.max / 3 * 2
        var low = 0
        let draws = 200_000
        for _ in 0..<draws where generator.nextInt(below: bound) < bound / 2 { low += 1 }
        #expect(abs(Double(low) / Double(draws) - 0.5) < 0.005)
    }

    @Test func boundedIntegersStayInRangeAndDegenerateBoundsGiveZero() {
        var generator = Xoshiro256StarStar(seed: 1)
        for bound in [1, 2, 3, 7, 12, 360, 1 << 40, Int.max] {
            for _ in 0..<1000 {
                let value = generator.nextInt(below: bound)
                #expect(value >= 0 && value < bound)
            }
        }
        #expect(generator.nextInt(below: 0) == 0)
        #expect(generator.nextInt(below: -5) == 0)
    }

    @Test func unitDoublesAreInTheHalfOpenInterval() {
        var generator = Xoshiro256StarStar(seed: 3)
        var sum = 0.0
        for _ in 0..<100_000 {
            let value = generator.nextUnitDouble()
            #expect(value >= 0 && value < 1)
            sum += value
        }
        #expect(abs(sum / 100_000 - 0.5) < 0.005)
    }
}
