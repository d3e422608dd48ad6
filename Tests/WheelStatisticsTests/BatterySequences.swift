import TestSupport
import WheelSupport

@testable import WheelStatistics

/// Sequences of outcomes for the battery's tests: fair ones drawn from seeded generators and
/// deliberately biased ones each test must catch.
enum BatterySequences {
    /// `count` outcomes of `probabilities` (by inversion), offsets uniform, from `seed`.
    static func fair(_ count: Int, probabilities: [Double], seed: UInt64) -> [(Int, Double)] {
        var generator = Xoshiro256StarStar(seed: seed)
        return (0..<count).map { _ in (draw(probabilities, &generator), generator.nextUnitDouble()) }
    }

    /// Like `fair`, but each outcome repeats the previous one with probability `stickiness`:
    /// the counts stay fair, consecutive outcomes do not.
    static func sticky(_ count: Int, categories: Int, stickiness: Double, seed: UInt64) -> [(Int, Double)] {
        var generator = Xoshiro256StarStar(seed: seed)
        var previous = 0
        return (0..<count).map { _ in
            if generator.nextUnitDouble() >= stickiness { previous = generator.nextInt(below: categories) }
            return (previous, generator.nextUnitDouble())
        }
    }

    /// Uniform categories where the second of each pair (x₂ⱼ, x₂ⱼ₊₁) is x₂ⱼ + 1 half the time.
    static func pairedUp(_ count: Int, categories: Int, seed: UInt64) -> [(Int, Double)] {
        var generator = Xoshiro256StarStar(seed: seed)
        var previous = 0
        return (0..<count).map { index in
            if index & 1 == 1, generator.nextUnitDouble() < 0.5 {
                previous = (previous + 1) % categories
            } else {
                previous = generator.nextInt(below: categories)
            }
            return (previous, generator.nextUnitDouble())
        }
    }

    /// Category 0 exactly every `categories`-th outcome, the others in random order between:
    /// fair counts, fair pairs almost, but gaps of 0 never occur for category 0.
    static func evenlySpaced(_ count: Int, categories: Int, seed: UInt64) -> [(Int, Double)] {
        var generator = Xoshiro256StarStar(seed: seed)
        return (0..<count).map { index in
            (
                index % categories == 0 ? 0 : 1 + generator.nextInt(below: categories - 1),
                generator.nextUnitDouble()
            )
        }
    }

    /// Fair categories, offsets u² (crowding the low end) instead of uniform.
    static func crowdedOffsets(_ count: Int, categories: Int, seed: UInt64) -> [(Int, Double)] {
        var generator = Xoshiro256StarStar(seed: seed)
        return (0..<count).map { _ in
            let category = generator.nextInt(below: categories)
            let unit = generator.nextUnitDouble()
            return (category, 0.9 * unit + 0.1 * unit * unit)
        }
    }

    static func draw(_ probabilities: [Double], _ generator: inout Xoshiro256StarStar) -> Int {
        var unit = generator.nextUnitDouble()
        for (index, probability) in probabilities.enumerated() {
            if unit < probability { return index }
            unit -= probability
        }
        return probabilities.lastIndex(where: { $0 > 0 }) ?? 0
    }

    static func uniform(_ categories: Int) -> [Double] {
        Array(repeating: 1 / Double(categories), count: categories)
    }

    /// The sample of `outcomes` recorded in one pass.
    static func sample(_ outcomes: [(Int, Double)], design: BatteryDesign, start: Int = 0) throws
        -> OutcomeSample
    {
        var sample = try OutcomeSample(design: design, start: start)
        for (category, offset) in outcomes { try sample.record(category: category, offset: offset) }
        return sample
    }

    /// The battery of `outcomes` against `probabilities` at 99 %.
    static func battery(_ outcomes: [(Int, Double)], probabilities: [Double]) throws -> TestBattery {
        let sample = try sample(outcomes, design: BatteryDesign(probabilities: probabilities))
        return try TestBattery(
            sample: sample, expectedCounts: probabilities.map { $0 * Double(outcomes.count) })
    }
}
