import TestSupport
import Testing
import WheelStatistics
import WheelSupport

@testable import WheelCore

@Suite struct WeightedChoiceTests {
    @Test(arguments: [[1.0, 2, 3, 0, 10, 0.5], [5, 5], [0, 0, 1e-300, 0], [1e308, 1e308, 1]])
    func weightedDrawsMatchTheirWeights(weights: [Double]) throws {
        let choice = try WeightedChoice(weights: weights)
        var generator = Xoshiro256StarStar(seed: 99)
        var counts = [Int](repeating: 0, count: weights.count)
        let draws = 600_000
        for _ in 0..<draws { counts[choice.choose(using: &generator)] += 1 }
        for (index, weight) in weights.enumerated() where weight == 0 { #expect(counts[index] == 0) }
        let expected = choice.probabilities.map { $0 * Double(draws) }
        let test = try ChiSquareTest(observed: counts, expected: expected)
        #expect(test.pValue > 0.001, "counts \(counts) expected \(expected)")
        #expect(isClose(choice.probabilities.reduce(0, +), 1, within: 1e-12))
    }

    @Test func refusesNegativeNonFiniteAndAllZeroWeights() {
        #expect(throws: WheelError.invalidWeight(index: 1, value: -1)) {
            try WeightedChoice(weights: [1, -1])
        }
        #expect(throws: WheelError.self) { try WeightedChoice(weights: [1, .nan]) }
        #expect(throws: WheelError.self) { try WeightedChoice(weights: [.infinity, 1]) }
        #expect(throws: WheelError.allWeightsZero) { try WeightedChoice(weights: [0, 0, 0]) }
        #expect(throws: WheelError.allWeightsZero) { try WeightedChoice(weights: []) }
    }
}
