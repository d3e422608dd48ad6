import TestSupport
import Testing
import WheelFair
import WheelStatistics
import WheelSupport

/// Over 10⁶ nonces the prizes follow the weights (Pearson's χ²) and the landing fractions are
/// uniform between the margins, for a uniform wheel, a weighted one and one whose total
/// weight (2³¹ + 1) makes about half of all words rejected.
@Suite struct FairDistributionTests {
    /// 10⁶ nonces; a tenth in the sanitizer runs (`sanitizerScaled`).
    static let nonces = sanitizerScaled(1_000_000)

    /// Ten equal bins over [m, 1 − m) for the landing fractions.
    static let fractionBins = 10

    /// Prize counts and landing-fraction bin counts of nonces `0..<count`, on all cores.
    static func tally(
        _ rules: FairRules, seed: ServerSeed, count: Int
    ) throws -> (prizes: [Int], fractions: [Int]) {
        let chunks = 64
        let results = Locked([(prizes: [Int], fractions: [Int])?](repeating: nil, count: chunks))
        let failure = Locked<FairError?>(nil)
        ParallelFor.forEach(chunks) { chunk in
            var prizes = [Int](repeating: 0, count: rules.segmentCount)
            var fractions = [Int](repeating: 0, count: fractionBins)
            do throws(FairError) {
                for nonce in stride(from: chunk, to: count, by: chunks) {
                    let spin = try FairSpin(
                        serverSeed: seed, clientSeed: "chi-square", nonce: UInt64(nonce), rules: rules)
                    prizes[spin.prize] += 1
                    let unit = (spin.fraction - rules.landingMargin) / (1 - 2 * rules.landingMargin)
                    fractions[min(Int(unit * Double(fractionBins)), fractionBins - 1)] += 1
                }
            } catch {
                failure.withLock { $0 = error }
            }
            results.withLock { $0[chunk] = (prizes, fractions) }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        var prizes = [Int](repeating: 0, count: rules.segmentCount)
        var fractions = [Int](repeating: 0, count: fractionBins)
        for case let part? in results.withLock({ $0 }) {
            for index in prizes.indices { prizes[index] += part.prizes[index] }
            for index in fractions.indices { fractions[index] += part.fractions[index] }
        }
        return (prizes, fractions)
    }

    @Test(arguments: [
        [UInt32](repeating: 1, count: 12), [5, 1, 1, 1, 1, 1], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0],
        [715_827_883, 715_827_883, 715_827_883],
    ])
    func prizesFollowTheWeightsAndFractionsAreUniform(weights: [UInt32]) throws {
        let rules = try FairRules(weights: weights)
        let seed = try ServerSeed(bytes: Array(repeating: 0x5a, count: 32))
        let count = Self.nonces
        let (prizes, fractions) = try Self.tally(rules, seed: seed, count: count)
        #expect(prizes.reduce(0, +) == count)
        let expected = weights.map { Double(count) * Double($0) / Double(rules.totalWeight) }
        let prizeTest = try ChiSquareTest(observed: prizes, expected: expected)
        #expect(prizeTest.pValue > 0.001, "χ² \(prizeTest.statistic), counts \(prizes)")
        // A segment of weight 0 never wins (the test above gives it no degree of freedom).
        for (index, weight) in weights.enumerated() where weight == 0 { #expect(prizes[index] == 0) }
        let fractionTest = try ChiSquareTest(
            observed: fractions,
            expected: Array(repeating: Double(count) / Double(Self.fractionBins), count: Self.fractionBins))
        #expect(fractionTest.pValue > 0.001, "χ² \(fractionTest.statistic), bins \(fractions)")
    }
}
