import TestSupport
import Testing
import WheelSupport

@testable import WheelStatistics

@Suite struct StatisticsTests {
    @Test(arguments: [
        (0.5, 0.5723649429247001), (1, 0), (2, 0), (5.5, 3.9578139676187165), (10, 12.801827480081469),
        (100, 359.1342053695754), (0.001, 6.907178885383854),
    ])
    func logGammaIsAccurate(x: Double, expected: Double) {
        #expect(isClose(GammaFunction.logGamma(x), expected, within: 1e-14 * max(abs(expected), 1)))
    }

    /// Critical values from χ² tables: the p-value at the tabulated statistic is the tail
    /// probability the table was made for.
    @Test(arguments: [
        (31.264, 11, 0.001), (19.675, 11, 0.05), (3.841458820694124, 1, 0.05), (6.634896601021214, 1, 0.01),
        (5.991464547107979, 2, 0.05), (18.307038053275146, 10, 0.05), (124.34211340400407, 100, 0.05),
        (10.827566170662733, 1, 0.001),
    ])
    func pValuesMatchChiSquareTables(statistic: Double, degrees: Int, tail: Double) {
        let p = ChiSquareTest.pValue(statistic: statistic, degreesOfFreedom: degrees)
        #expect(isClose(p, tail, within: tail * 2e-4), "p = \(p)")
    }

    @Test func twoDegreesOfFreedomHaveAClosedForm() {
        for statistic in stride(from: 0.1, through: 60, by: 0.7) {
            let p = ChiSquareTest.pValue(statistic: statistic, degreesOfFreedom: 2)
            #expect(isClose(p, ElementaryFunctions.exp(-statistic / 2), within: 1e-13 * p + 1e-300))
        }
    }

    @Test func tinyPValuesKeepTheirRelativePrecision() {
        // Q(5.5, 500): far in the tail, where 1 − P would round to 0.
        let p = ChiSquareTest.pValue(statistic: 1000, degreesOfFreedom: 11)
        #expect(p > 0 && p < 1e-190)
        #expect(ChiSquareTest.pValue(statistic: 0, degreesOfFreedom: 11) == 1)
        #expect(ChiSquareTest.pValue(statistic: .infinity, degreesOfFreedom: 11) == 0)
        #expect(ChiSquareTest.pValue(statistic: .nan, degreesOfFreedom: 11).isNaN)
    }

    @Test func theTestSkipsImpossibleCategoriesUnlessTheyOccur() {
        let fair = ChiSquareTest(observed: [10, 0, 10], expected: [10, 0, 10])
        #expect(fair.statistic == 0)
        #expect(fair.degreesOfFreedom == 1)
        #expect(fair.pValue == 1)
        let broken = ChiSquareTest(observed: [10, 1, 9], expected: [10, 0, 10])
        #expect(broken.statistic == .infinity)
        #expect(broken.pValue == 0)
        let uneven = ChiSquareTest(observed: [30, 10], expected: [20, 20])
        #expect(uneven.statistic == 10)
        #expect(uneven.degreesOfFreedom == 1)
    }
}
