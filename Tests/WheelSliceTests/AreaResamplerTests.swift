import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

@Suite struct AreaResamplerTests {
    @Test(arguments: [(3, 2), (3, 1), (2, 1), (3, 3)])
    func weightsCoverEachTargetPixelExactly(source: Int, target: Int) throws {
        let weights = AreaResampler.weights(
            points: 0..<5, from: try #require(SliceScale(source)), to: try #require(SliceScale(target)))
        #expect(weights.count == target * 5)
        for entries in weights { #expect(entries.map(\.1).reduce(0, +) == source) }
        // Every source pixel contributes exactly one source pixel's worth in total.
        var perSource = [Int: Int]()
        for entries in weights { for (index, weight) in entries { perSource[index, default: 0] += weight } }
        #expect(perSource.count == source * 5)
        #expect(perSource.values.allSatisfy { $0 == target })
    }

    @Test func twoToOneAveragesBlocks() throws {
        var image = RGBAImage(validatedWidth: 4, height: 2, fill: (0, 0, 0, 255))
        image[0, 0] = (100, 0, 0, 255)
        image[1, 0] = (200, 0, 0, 255)
        image[0, 1] = (100, 0, 0, 255)
        image[1, 1] = (200, 40, 0, 255)
        let small = try AreaResampler.resample(image, from: 2, to: 1)
        #expect(small.width == 2 && small.height == 1)
        #expect(small[0, 0] == (150, 10, 0, 255))
        #expect(small[1, 0] == (0, 0, 0, 255))
    }

    @Test func transparentNeighboursAddNoDarkFringe() throws {
        var image = RGBAImage(validatedWidth: 2, height: 2, fill: (0, 0, 0, 0))
        image[0, 0] = (255, 128, 0, 255)
        let small = try AreaResampler.resample(image, from: 2, to: 1)
        // Colour stays the opaque pixel's; only alpha is averaged (255 / 4 = 63.75 → 64).
        #expect(small[0, 0] == (255, 128, 0, 64))
    }

    @Test func threeToTwoSplitsTheMiddlePixel() throws {
        // One row of 3 source pixels → 2 target pixels; the middle one is shared half/half.
        var image = RGBAImage(validatedWidth: 3, height: 3, fill: (0, 0, 0, 255))
        for y in 0..<3 {
            image[0, y] = (90, 0, 0, 255)
            image[1, y] = (30, 0, 0, 255)
            image[2, y] = (0, 0, 0, 255)
        }
        let small = try AreaResampler.resample(image, from: 3, to: 2)
        #expect(small.width == 2 && small.height == 2)
        // (90·1 + 30·0.5) / 1.5 = 70; (30·0.5 + 0·1) / 1.5 = 10.
        #expect(small[0, 0] == (70, 0, 0, 255))
        #expect(small[1, 1] == (10, 0, 0, 255))
    }

    @Test func sameScaleIsACopyOfTheRegion() throws {
        var image = RGBAImage(validatedWidth: 3, height: 1, fill: (0, 0, 0, 0))
        image[1, 0] = (1, 2, 3, 4)
        image[2, 0] = (5, 6, 7, 8)
        let copy = try AreaResampler.resample(image, pointColumns: 1..<3, pointRows: 0..<1, from: 1, to: 1)
        #expect(copy.pixels == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    /// A region past the image, or an image that is no whole number of points, is an error
    /// naming the values (it stopped the process).
    @Test(arguments: [(0..<9, 0..<1), (0..<1, 0..<5), (-1..<2, 0..<1), (0..<Int.max, 0..<1)])
    func aRegionOutsideTheImageIsRefused(columns: Range<Int>, rows: Range<Int>) {
        let image = RGBAImage(validatedWidth: 8, height: 8)
        let error = SliceError.regionOutsideImage(columns: columns, rows: rows, width: 8, height: 8, scale: 2)
        #expect(throws: error) {
            try AreaResampler.resample(image, pointColumns: columns, pointRows: rows, from: 2, to: 1)
        }
        #expect(
            error.description
                == "the region of columns \(columns.lowerBound) to below \(columns.upperBound) and rows "
                + "\(rows.lowerBound) to below \(rows.upperBound) pt is not inside a 8 × 8 pixel image at @2x; "
                + "give a region within the image's points")
    }

    @Test func anImageOfNoWholePointsIsRefused() {
        let image = RGBAImage(validatedWidth: 3, height: 4)
        let error = SliceError.imageNotWholePoints(width: 3, height: 4, scale: 2)
        #expect(throws: error) { try AreaResampler.resample(image, from: 2, to: 1) }
        #expect(
            error.description
                == "a 3 × 4 pixel image is not a whole number of points at @2x (3 px wide is 1.5 pt); "
                + "give the scale the image is drawn at")
    }
}
