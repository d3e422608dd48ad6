import Testing
import WheelCore
import WheelFair

@Suite struct FairRulesTests {
    @Test func defaultsAreTheReferenceWheel() throws {
        let rules = try FairRules()
        #expect(rules == .standard)
        #expect(rules.segmentCount == 12 && rules.weights == Array(repeating: 1, count: 12))
        #expect(rules.totalWeight == 12 && rules.landingMargin == 0.1 && rules.isUniform)
        #expect(try FairRules(segmentCount: 5).weights == [1, 1, 1, 1, 1])
        let weighted = try FairRules(weights: [5, 0, 1])
        #expect(weighted.segmentCount == 3 && weighted.totalWeight == 6 && !weighted.isUniform)
        #expect(weighted.summary == "3 segments, weights 5,0,1, landing margin 0.1")
        // Equal weights other than 1 draw modulo their total, so they are not the uniform rules.
        let equal = try FairRules(weights: [5, 5, 5])
        #expect(!equal.isUniform && equal.summary == "3 segments, weights 5,5,5, landing margin 0.1")
        #expect(
            try FairRules(weights: [1, 1, 1]).summary == "3 segments, uniform weights, landing margin 0.1")
        // The largest total a 32-bit word can draw from.
        #expect(try FairRules(weights: [UInt32.max, 1]).totalWeight == 1 << 32)
    }

    @Test func refusesWhatCannotBeDrawn() {
        #expect(throws: FairError.wheel(.segmentCountOutOfRange(1))) { try FairRules(segmentCount: 1) }
        #expect(throws: FairError.wheel(.segmentCountOutOfRange(361))) { try FairRules(segmentCount: 361) }
        #expect(throws: FairError.wheel(.segmentCountOutOfRange(1))) { try FairRules(weights: [3]) }
        #expect(throws: FairError.wheel(.weightCountMismatch(weights: 3, segments: 4))) {
            try FairRules(segmentCount: 4, weights: [1, 1, 1])
        }
        #expect(throws: FairError.wheel(.allWeightsZero)) { try FairRules(weights: [0, 0]) }
        #expect(throws: FairError.totalWeightTooLarge(4_294_967_297)) {
            try FairRules(weights: [UInt32.max, 2])
        }
        for margin in [0, 5e-7, 0.5, 0.7, -0.1, .nan, .infinity] {
            #expect(throws: FairError.self) { try FairRules(landingMargin: margin) }
        }
        #expect(throws: FairError.landingMarginOutOfRange(0)) { try FairRules(landingMargin: 0) }
        #expect(throws: Never.self) { try FairRules(landingMargin: SpinOptions.minimumLandingMargin) }
        #expect(throws: Never.self) { try FairRules(landingMargin: 0.4999) }
    }
}
