import Testing

@testable import BenchmarkKit

@Suite struct RatioChartLayoutTests {
    @Test func barsRunFromOneTowardsTheRatio() throws {
        let layout = RatioChartLayout(ratios: [0.3, 1.7, nil], targets: [0.4, 1, nil])
        let faster = try #require(layout.rows[0].barEnd)
        let slower = try #require(layout.rows[1].barEnd)
        #expect(faster < layout.unityX && layout.rows[0].isFaster)
        #expect(slower > layout.unityX && !layout.rows[1].isFaster)
        #expect(layout.rows[2].barEnd == nil && layout.rows[2].ratioText.isEmpty)
        // The target 0.4x sits between the 0.3x bar's end and 1x; a target of 1 sits on 1x.
        let target = try #require(layout.rows[0].targetX)
        #expect(faster < target && target < layout.unityX)
        #expect(layout.rows[1].targetX == layout.unityX)
    }

    @Test func equalFactorsGiveEqualLengthsEitherSide() throws {
        let layout = RatioChartLayout(ratios: [0.25, 4])
        let left = try #require(layout.rows[0].barEnd)
        let right = try #require(layout.rows[1].barEnd)
        #expect(abs((layout.unityX - left) - (right - layout.unityX)) < 1e-9)
    }

    @Test(arguments: [
        ([0.9, 1.1], 2.0, 2.0), ([0.3], 5.0, 2.0), ([0.05, 3], 50.0, 5.0), ([12.0], 2.0, 20.0),
    ])
    func axisLeavesRoomForTheMostExtremeRatioOnEachSide(ratios: [Double], lower: Double, upper: Double) throws
    {
        let layout = RatioChartLayout(ratios: ratios)
        #expect(layout.lowerLimit == lower && layout.upperLimit == upper)
        for row in layout.rows {
            let end = try #require(row.barEnd)
            #expect(end > layout.plotLeft && end < layout.plotRight)
        }
        let first = try #require(layout.ticks.first?.x)
        let last = try #require(layout.ticks.last?.x)
        #expect(abs(first - layout.plotLeft) < 1e-9 && abs(last - layout.plotRight) < 1e-9)
        #expect(layout.ticks.map(\.x) == layout.ticks.map(\.x).sorted())
        #expect(layout.ticks.contains(RatioChartLayout.Tick(x: layout.unityX, label: "1x")))
    }

    @Test func rowsStackDownwards() {
        let layout = RatioChartLayout(ratios: [1, 2, 3], top: 50, rowHeight: 30, bottomMargin: 40)
        #expect(layout.rows.map(\.top) == [50, 80, 110])
        #expect(layout.plotBottom == 140 && layout.height == 180)
    }

    @Test(arguments: [
        (0.3, "0.3x"), (0.296, "0.3x"), (0.612, "0.61x"), (0.052, "0.052x"), (1.0, "1x"), (1.34, "1.3x"),
        (2, "2x"), (0.5, "0.5x"), (24.4, "24x"), (0.01, "0.01x"), (1.046, "1.05x"), (0.97, "0.97x"),
    ])
    func ratiosPrintWithTwoSignificantDigits(ratio: Double, text: String) {
        #expect(RatioChartLayout.ratioText(ratio) == text)
    }

    @Test(arguments: [
        (1.0, 0.0), (10, 1), (1000, 3), (0.01, -2), (2, 0.301_029_995_663_981_2),
        (0.3, -0.522_878_745_280_337_6),
        (12_345, 4.091_491_094_267_951),
    ])
    func log10IsAccurate(value: Double, expected: Double) {
        #expect(abs(RatioChartLayout.log10(value) - expected) < 1e-12)
    }
}
