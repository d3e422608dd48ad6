import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// 1.5x and 4x: wedges resampled with rational weights, borders that agree at every scale.
@Suite struct FractionalScaleTests {
    /// The area average of the point region `columns × rows` of `sheet` (drawn at
    /// `sheetScale`) at `target`, computed a second way: the region is cut into square cells
    /// of 1/C point (C a multiple of both scales' numerators, so every pixel edge of either
    /// scale is a cell edge), each cell takes the colour of the sheet pixel it lies in, and a
    /// target pixel is the mean of the cells it holds, colour weighted by alpha, each value
    /// rounded to the nearest integer with halves up. Target pixel edges are `round(p · t)`
    /// computed in floating point (exact for these values); cells under a pixel outside those
    /// edges (less than half a pixel, which belongs to the neighbouring wedge) count for none.
    /// Likewise cells of a sheet pixel the wedge does not own (a 1.5x pixel cut by a border,
    /// owned by the side its centre is on, `round(p · s)` again): a target pixel left with
    /// no cell takes those cells' colours from the nearest sheet column the wedge owns.
    static func cellAverage(
        _ sheet: RGBAImage, sheetScale: SliceScale, columns: Range<Int>, rows: Range<Int>,
        to target: SliceScale
    ) -> RGBAImage {
        let cells = sheetScale.numerator * target.numerator
        func edge(_ points: Int) -> Int { Int((Double(points) * target.doubleValue + 0.5).rounded(.down)) }
        let (left, top) = (edge(columns.lowerBound), edge(rows.lowerBound))
        let width = edge(columns.upperBound) - left
        let height = edge(rows.upperBound) - top
        // The sheet columns the wedge owns, and the target columns that hold a cell of one.
        func sheetEdge(_ points: Int) -> Int {
            Int((Double(points) * sheetScale.doubleValue + 0.5).rounded(.down))
        }
        let owned = sheetEdge(columns.lowerBound)..<sheetEdge(columns.upperBound)
        var coveredColumns = Set<Int>()
        for cellX in columns.lowerBound * cells..<columns.upperBound * cells
        where owned.contains(cellX * sheetScale.numerator / (cells * sheetScale.denominator)) {
            coveredColumns.insert(cellX * target.numerator / (cells * target.denominator) - left)
        }
        // Per target pixel: cell count, alpha sum, alpha-weighted colour sums.
        var sums = [[Int]](repeating: [0, 0, 0, 0, 0], count: width * height)
        for cellY in rows.lowerBound * cells..<rows.upperBound * cells {
            // The pixel a cell lies in: floor(cell / C · scale).
            let sourceY = cellY * sheetScale.numerator / (cells * sheetScale.denominator)
            let targetY = cellY * target.numerator / (cells * target.denominator) - top
            guard (0..<height).contains(targetY) else { continue }
            for cellX in columns.lowerBound * cells..<columns.upperBound * cells {
                var sourceX = cellX * sheetScale.numerator / (cells * sheetScale.denominator)
                let targetX = cellX * target.numerator / (cells * target.denominator) - left
                guard (0..<width).contains(targetX) else { continue }
                if !owned.contains(sourceX) {
                    guard !coveredColumns.contains(targetX) else { continue }
                    sourceX = min(max(sourceX, owned.lowerBound), owned.upperBound - 1)
                }
                let pixel = sheet[sourceX, sourceY]
                let alpha = Int(pixel.3)
                let index = targetY * width + targetX
                sums[index][0] += 1
                sums[index][1] += alpha
                sums[index][2] += alpha * Int(pixel.0)
                sums[index][3] += alpha * Int(pixel.1)
                sums[index][4] += alpha * Int(pixel.2)
            }
        }
        func rounded(_ numerator: Int, _ denominator: Int) -> UInt8 {
            UInt8((2 * numerator + denominator) / (2 * denominator))
        }
        var image = RGBAImage(validatedWidth: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let sum = sums[y * width + x]
                guard sum[1] > 0 else { continue }
                image[x, y] = (
                    rounded(sum[2], sum[1]), rounded(sum[3], sum[1]), rounded(sum[4], sum[1]),
                    rounded(sum[1], sum[0])
                )
            }
        }
        return image
    }

    @Test(
        arguments: [
            (2, 1.5), (3, 1.5), (4, 1.5), (4, 3), (3, 2), (1.5, 1), (4, 1), (1, 1.5), (2, 3), (1.5, 4),
        ] as [(SliceScale, SliceScale)])
    func wedgesEqualAnIndependentAreaAverage(sheetScale: SliceScale, target: SliceScale) throws {
        // 26 pt wide: 12 wedges of 2 or 3 pt, so some borders fall inside a 1.5x pixel; 5 pt
        // high, so the last 1.5x row is cut, in the sheet (8 px, as 1.5x exports round) too.
        let (widthInPoints, heightInPoints) = (26, 5)
        let drawing = TestSheet.drawing(
            width: try sheetScale.pixels(forPoints: widthInPoints),
            height: try sheetScale.pixels(forPoints: heightInPoints),
            seed: UInt64(sheetScale.numerator * 10 + target.numerator))
        let sheet = try SpriteSheet(
            image: TestSheet.png(drawing), name: "s@\(sheetScale)x.png", scale: sheetScale)
        let result = try WheelSlicer.slice(
            sheet, options: SliceOptions(scales: [target], allowUpscale: target > sheetScale))
        #expect(result.wedges.count == 12)
        var columnsWritten = 0
        for wedge in result.wedges {
            let decoded = try PNGDecoder().decodeRGBA(wedge.bytes, name: wedge.file.path)
            let expected = try Self.cellAverage(
                drawing, sheetScale: sheetScale,
                columns: result.plan.partition.pointRange(of: wedge.file.index),
                rows: 0..<heightInPoints, to: target)
            #expect(decoded == expected, "@\(target)x wedge \(wedge.file.index) from @\(sheetScale)x")
            #expect(decoded.width == wedge.file.width && decoded.height == wedge.file.height)
            columnsWritten += decoded.width
        }
        #expect(try columnsWritten == target.pixels(forPoints: widthInPoints))
    }

    /// An opaque sheet stays opaque to every wedge's edge at 1.5x, though edge pixels are
    /// partly outside the wedge: only the part inside counts.
    @Test func edgePixelsAreAveragedOverTheirPartInsideTheWedge() throws {
        var drawing = RGBAImage(validatedWidth: 52, height: 10, fill: (200, 100, 50, 255))
        for y in 0..<10 { for x in 0..<52 where x % 2 == 1 { drawing[x, y] = (100, 50, 250, 255) } }
        let sheet = try SpriteSheet(image: TestSheet.png(drawing), name: "o@2x.png", scale: 2)
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(scales: [1.5]))
        for wedge in result.wedges {
            let decoded = try PNGDecoder().decodeRGBA(wedge.bytes, name: wedge.file.path)
            #expect(decoded.height == 8)
            for y in 0..<decoded.height { for x in 0..<decoded.width { #expect(decoded[x, y].3 == 255) } }
        }
    }

    /// From a 1.5x sheet whose borders fall inside pixels (3 pt wedges: every other border at
    /// a half pixel), each wedge at 1x and 4x holds only its own colour, opaque to its edge:
    /// the pixel a border cuts belongs to the wedge its exact cut gives it to.
    @Test func aOneAndAHalfSheetsCutPixelsBelongToOneWedgeAtEveryScale() throws {
        let partition = try SlicePartition(widthInPoints: 36, segments: 12)
        let colours: [(UInt8, UInt8, UInt8, UInt8)] = [(220, 20, 20, 255), (20, 20, 220, 255)]
        var drawing = RGBAImage(validatedWidth: 54, height: 9, fill: (0, 0, 0, 0))
        for index in 0..<12 {
            for x in try partition.pixelRange(of: index, scale: 1.5) {
                for y in 0..<9 { drawing[x, y] = colours[index % 2] }
            }
        }
        let sheet = try SpriteSheet(image: TestSheet.png(drawing), name: "w@1.5x.png", scale: 1.5)
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(scales: [1, 4], allowUpscale: true))
        #expect(result.wedges.count == 24)
        for wedge in result.wedges {
            let decoded = try PNGDecoder().decodeRGBA(wedge.bytes, name: wedge.file.path)
            let colour = colours[wedge.file.index % 2]
            var others = 0
            for y in 0..<decoded.height {
                for x in 0..<decoded.width where decoded[x, y] != colour { others += 1 }
            }
            #expect(
                others == 0,
                "@\(wedge.file.scale)x wedge \(wedge.file.index): \(others) pixels not its colour")
        }
    }

    @Test(arguments: [(25, 12), (26, 12), (480, 12), (487, 12), (7, 5), (9, 2), (360, 360), (101, 8)])
    func bordersAgreeAcrossEveryScale(width: Int, segments: Int) throws {
        let partition = try SlicePartition(widthInPoints: width, segments: segments)
        #expect(SliceScale.supported == [1, 1.5, 2, 3, 4])
        for scale in SliceScale.supported {
            let borders = try partition.bordersInPixels(scale: scale)
            #expect(try borders.first == 0 && borders.last == scale.pixels(forPoints: width))
            for (index, (pixels, points)) in zip(borders, partition.bordersInPoints).enumerated() {
                // Within half a pixel of the border in points, exactly on it at whole scales.
                let twiceOff = abs(2 * (pixels * scale.denominator - points * scale.numerator))
                #expect(twiceOff <= scale.denominator, "border \(index) at @\(scale)x")
                if let whole = scale.wholeValue { #expect(pixels == points * whole) }
            }
            // Every column once: the wedges' pixel ranges follow each other without gap or overlap.
            var next = 0
            for index in 0..<segments {
                let range = try partition.pixelRange(of: index, scale: scale)
                #expect(range.lowerBound == next && !range.isEmpty)
                next = range.upperBound
            }
            #expect(try next == scale.pixels(forPoints: width))
            // Each wedge's width reads back as its points: whole, or a wedge side (info says so).
            for index in 0..<segments {
                let range = try partition.pixelRange(of: index, scale: scale)
                let points = partition.bordersInPoints[index + 1] - partition.bordersInPoints[index]
                #expect(
                    (scale.points(forPixels: range.count) ?? scale.wedgePoints(forPixels: range.count))
                        == points,
                    "wedge \(index) at @\(scale)x: \(range.count) px")
                if scale.wholeValue != nil { #expect(scale.wedgePoints(forPixels: range.count) == nil) }
            }
        }
    }

    /// A @4x sheet sliced for all five scales: each wedge is as wide as its border range at
    /// its scale, and a border falls at the same point in every scale.
    @Test func aFourTimesSheetSlicesToEveryScaleAtTheSameBorders() throws {
        let drawing = TestSheet.drawing(width: 25 * 4, height: 3 * 4, seed: 1403)
        let sheet = try SpriteSheet(image: TestSheet.png(drawing), name: "d@4x.png", scale: 4)
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(scales: SliceScale.supported))
        #expect(result.plan.scales == [1, 1.5, 2, 3, 4])
        #expect(result.wedges.filter { $0.file.method == .exactCut }.allSatisfy { $0.file.scale == 4 })
        for scale in SliceScale.supported {
            let wedges = result.wedges.filter { $0.file.scale == scale }
            var left = 0
            for wedge in wedges {
                let decoded = try PNGDecoder().decode(wedge.bytes, name: wedge.file.path)
                let points = try result.plan.partition.pointRange(of: wedge.file.index)
                #expect(try left == scale.pixels(forPoints: points.lowerBound))
                #expect(try decoded.header.width == scale.pixels(forPoints: points.upperBound) - left)
                #expect(try decoded.header.height == scale.pixels(forPoints: 3))
                left += decoded.header.width
            }
            #expect(try left == scale.pixels(forPoints: 25))
        }
        // 25 pt at 1.5x is 37.5 px, rounded up: 38 columns; 3 pt high is 4.5, so 5 rows.
        #expect(try SliceScale(1.5).pixels(forPoints: 25) == 38 && SliceScale(1.5).pixels(forPoints: 3) == 5)
    }

    /// Every size the package writes at a scale reads back as the points it was made from, and
    /// at 1.5x the sizes no point size rounds to (3k + 1 pixels) are refused.
    @Test func everyWrittenSizeReadsBackAsItsPoints() throws {
        for scale in SliceScale.supported {
            let written = try (1...300).map { try scale.pixels(forPoints: $0) }
            for (points, pixels) in zip(1...300, written) {
                #expect(scale.points(forPixels: pixels) == points)
            }
            for pixels in 1...written.last! where !written.contains(pixels) {
                #expect(scale.points(forPixels: pixels) == nil, "\(pixels) px at @\(scale)x")
            }
        }
        #expect((1...90).filter { SliceScale(1.5).points(forPixels: $0) == nil }.allSatisfy { $0 % 3 == 1 })
    }

    /// Android's ldpi (0.75x) and tvdpi (213/160) folders, which `info` reads: a side is the
    /// whole points nearest it that round to it. tvdpi found none for 1 px (1 pt is 1.33 px,
    /// rounded to 1) or 41 px (31 pt), as points were counted down from pixels / scale.
    @Test func otherScalesReadBackTheNearestPointsThatRoundToThePixels() throws {
        let ldpi = try #require(SliceScale(exactly: 0.75))
        let tvdpi = try #require(SliceScale(numerator: 213, denominator: 160))
        #expect(tvdpi.points(forPixels: 1) == 1 && tvdpi.points(forPixels: 41) == 31)
        #expect(ldpi.points(forPixels: 41) == 55 && ldpi.points(forPixels: 1) == 1)
        for scale in [ldpi, tvdpi] {
            for points in 1...400 {
                let pixels = try scale.pixels(forPoints: points)
                let read = try #require(scale.points(forPixels: pixels), "\(pixels) px at @\(scale)x")
                #expect(try scale.pixels(forPoints: read) == pixels)
                // Nearest: no other point count that rounds to these pixels is closer.
                let exact = Double(pixels) / scale.doubleValue
                #expect(abs(Double(read) - exact) <= 0.5, "\(pixels) px at @\(scale)x read as \(read)")
                // Above 1x it is the one point count that does.
                if scale > 1 { #expect(read == points) }
            }
        }
    }

    @Test func aScaleIsAnExactFraction() throws {
        #expect(SliceScale(numerator: 6, denominator: 4) == 1.5)
        #expect(SliceScale(1.5).numerator == 3 && SliceScale(1.5).denominator == 2)
        #expect(SliceScale(exactly: 1.3) == SliceScale(numerator: 13, denominator: 10))
        #expect(SliceScale(exactly: 0.1 + 0.2) == nil && SliceScale(exactly: 0) == nil)
        #expect([SliceScale(3), 1.5, 4, 1, 2].sorted() == SliceScale.supported)
        #expect(SliceScale.supported.map(\.key) == ["1x", "1.5x", "2x", "3x", "4x"])
        #expect(SliceScale.supported.map(\.fileSuffix) == ["", "@1.5x", "@2x", "@3x", "@4x"])
        #expect(
            SliceScale(key: "1.5x") == 1.5 && SliceScale(key: "5x") == nil && SliceScale(key: "1.5") == nil)
        #expect(SliceScale(1.5).points(forPixels: 45) == 30 && SliceScale(1.5).points(forPixels: 44) == 29)
        #expect(SliceScale(1.5).points(forPixels: 43) == nil && SliceScale(2).points(forPixels: 43) == nil)
        #expect(try SliceScale.supported.map { try $0.pixels(forPoints: 47) } == [47, 71, 94, 141, 188])
    }

    @Test func physicalDensityIsScaledByTheExactRatio() {
        let density = PNGPhysicalDimensions(pixelsPerUnitX: 11811, pixelsPerUnitY: 3, unitIsMeter: true)
        let copy = PNGMetadata(physicalDimensions: density).resampled(
            from: PNGHeader(width: 1, height: 1, bitDepth: 8, colorType: .rgba), sourceScale: 2,
            targetScale: 1.5)
        // 11811 · 3/4 = 8858.25 → 8858; 3 · 3/4 = 2.25 → 2.
        #expect(
            copy.physicalDimensions
                == PNGPhysicalDimensions(pixelsPerUnitX: 8858, pixelsPerUnitY: 2, unitIsMeter: true))
        // A density past PNG's 2³¹ − 1 (a sheet's, out of range) is kept within it.
        let largest = PNGPhysicalDimensions.maximumDensity
        for (density, sourceScale, targetScale) in [
            (PNGPhysicalDimensions(pixelsPerUnitX: .max, pixelsPerUnitY: .max, unitIsMeter: true), 2, 1),
            (PNGPhysicalDimensions(pixelsPerUnitX: largest, pixelsPerUnitY: 1, unitIsMeter: true), 1, 4),
        ] as [(PNGPhysicalDimensions, SliceScale, SliceScale)] {
            let wedge = PNGMetadata(physicalDimensions: density).resampled(
                from: PNGHeader(width: 1, height: 1, bitDepth: 8, colorType: .rgba), sourceScale: sourceScale,
                targetScale: targetScale)
            #expect(wedge.physicalDimensions?.pixelsPerUnitX == largest)
        }
    }
}
