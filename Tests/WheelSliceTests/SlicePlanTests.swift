import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// What a plan writes, and every refusal that needs no pixels.
@Suite struct SlicePlanTests {
    static func geometry(
        _ name: String = "s@3x.png", _ width: Int = 1440, _ height: Int = 141, scale: SliceScale = 3
    )
        throws(SliceError) -> SheetGeometry
    {
        try SheetGeometry(name: name, width: width, height: height, scale: scale)
    }

    /// An upscaled wedge is held to the budget its sheet was read within, and to libpng's
    /// side limit: a 9000 × 9000 sheet cut in two at @4x took 5.7 GB and ended in a fatal
    /// allocation error; a 1 000 000-pixel-wide one failed after the work, in libpng's words.
    @Test func anUpscaledWedgeIsHeldToTheBudget() throws {
        var limits = PNGLimits.default
        limits.maxPixels = 1_000_000
        let sheet = try Self.geometry("big.png", 2400, 100, scale: 1)
        let options = SliceOptions(segments: 2, scales: [4], allowUpscale: true, limits: limits)
        #expect(
            throws: SliceError.wedgeTooLarge(
                sheet: "big.png", scale: 4, width: 4800, height: 400, limits: limits)
        ) { try SlicePlan(sheet: sheet, options: options) }
        let error = SliceError.wedgeTooLarge(
            sheet: "big.png", scale: 4, width: 4800, height: 400, limits: limits)
        #expect(
            error.description
                == "big.png upscaled to @4x gives wedges of 4,800 × 400 pixels (1,920,000 pixels), over the budget "
                + "of 1,000,000 pixels an image is held to; upscale to a lower scale, or give a sheet of that scale"
        )
        // The sheet's own scale is an exact cut, within the budget it was read with.
        #expect(throws: Never.self) {
            try SlicePlan(
                sheet: sheet,
                options: SliceOptions(segments: 2, scales: [1, 2], allowUpscale: true, limits: limits))
        }
        let wide = try Self.geometry("wide.png", 600_000, 1, scale: 1)
        #expect(
            throws: SliceError.wedgeTooLarge(
                sheet: "wide.png", scale: 4, width: 1_200_000, height: 4, limits: .default)
        ) { try SlicePlan(sheet: wide, options: SliceOptions(segments: 2, scales: [4], allowUpscale: true)) }
    }

    @Test func filesGoWedgeByWedgeNormalBeforePressedScalesAscending() throws {
        let plan = try SlicePlan(
            sheet: Self.geometry(), pressed: Self.geometry("p@3x.png"),
            options: SliceOptions(segments: 2, scales: [3, 1]))
        #expect(
            plan.wedgeFiles.map(\.path) == [
                "wedge-00.png", "wedge-00@3x.png", "wedge-00-pressed.png", "wedge-00-pressed@3x.png",
                "wedge-01.png", "wedge-01@3x.png", "wedge-01-pressed.png", "wedge-01-pressed@3x.png",
            ])
        #expect(
            plan.wedgeFiles.map(\.method) == [.downscaled, .exactCut, .downscaled, .exactCut] + [
                .downscaled, .exactCut, .downscaled, .exactCut,
            ])
        #expect(plan.wedgeFiles[1].width == 720 && plan.wedgeFiles[1].height == 141)
        #expect(plan.wedgeFiles[0].width == 240 && plan.wedgeFiles[0].height == 47)
        #expect(plan.outputPaths.last == "manifest.json")
        #expect(plan.outputPaths.count == 9)
    }

    /// A sheet made in code whose wedges would have more than `Int.max` pixels at a scale
    /// upscaled to is refused with the side and the scale: the height at 4x did not fit an `Int`
    /// and stopped the process, and so did a wedge's right edge.
    @Test func wedgesPastIntMaxPixelsAreRefused() throws {
        let four = try #require(SliceScale(numerator: 4, denominator: 1))
        let options = SliceOptions(segments: 12, scales: [1, four], allowUpscale: true)
        #expect(throws: SliceError.pointsOutOfRange(points: Int.max, scale: four)) {
            try SlicePlan(sheet: Self.geometry("tall.png", 480, Int.max, scale: 1), options: options)
        }
        // The first wedge whose right edge passes the largest width at 4x.
        let borders = try SlicePartition(widthInPoints: Int.max, segments: 12).bordersInPoints
        let edge = try #require(borders.first { $0 > four.maximumPoints })
        #expect(throws: SliceError.pointsOutOfRange(points: edge, scale: four)) {
            try SlicePlan(sheet: Self.geometry("wide.png", Int.max, 47, scale: 1), options: options)
        }
    }

    @Test func anEmptyListOfScalesIsRefused() throws {
        #expect(throws: SliceError.noScales) {
            try SlicePlan(sheet: Self.geometry(), options: SliceOptions(scales: []))
        }
        #expect(
            SliceError.noScales.description
                == "the list of scales to write is empty; give at least one scale, or nil for the layout's default"
        )
    }

    @Test func theDefaultIsTheSheetsOwnScale() throws {
        let plan = try SlicePlan(sheet: Self.geometry(scale: 3), options: SliceOptions())
        #expect(plan.scales == [3])
        #expect(plan.wedgeFiles.count == 12)
        #expect(plan.wedgeFiles.allSatisfy { $0.method == .exactCut && $0.width == 120 })
    }

    @Test(
        arguments: [(480, true, [40]), (487, false, [40, 41]), (12, true, [1]), (23, false, [1, 2])]
            as [(Int, Bool, Set<Int>)])
    func widthsDivisibleAndNot(points: Int, equal: Bool, widths: Set<Int>) throws {
        let plan = try SlicePlan(
            sheet: Self.geometry("w@2x.png", points * 2, 10, scale: 2), options: SliceOptions())
        #expect(plan.partition.isEqual == equal)
        #expect(Set(plan.wedgeFiles.map { $0.width / 2 }) == widths)
        #expect(plan.wedgeFiles.reduce(0) { $0 + $1.width } == points * 2)
    }

    @Test func xcassetsLayoutNamesCatalogFiles() throws {
        let plan = try SlicePlan(
            sheet: Self.geometry(), options: SliceOptions(segments: 3, scales: [2, 3], layout: .xcassets))
        #expect(plan.wedgeFiles.first?.path == "Wedges.xcassets/wedge-00.imageset/wedge-00@2x.png")
        #expect(
            plan.layoutFiles.map(\.path) == [
                "Wedges.xcassets/Contents.json", "Wedges.xcassets/wedge-00.imageset/Contents.json",
                "Wedges.xcassets/wedge-01.imageset/Contents.json",
                "Wedges.xcassets/wedge-02.imageset/Contents.json",
            ])
        #expect(plan.outputPaths.count == 6 + 4 + 1)
    }

    @Test func refusals() throws {
        #expect(
            throws: SliceError.sizeNotDivisibleByScale(sheet: "s@3x.png", width: 1441, height: 141, scale: 3)
        ) {
            try Self.geometry("s@3x.png", 1441, 141)
        }
        #expect(
            throws: SliceError.sizeNotDivisibleByScale(sheet: "s@2x.png", width: 100, height: 7, scale: 2)
        ) {
            try Self.geometry("s@2x.png", 100, 7, scale: 2)
        }
        // A sheet made in code with no rows (or columns) is refused before any worker runs (a
        // zero-height image stopped the process inside the slicer). PNGImage refuses such a
        // header; an image whose header is changed afterwards reaches the sheet.
        let emptyHeader = PNGHeader(width: 24, height: 0, bitDepth: 8, colorType: .rgba)
        #expect(throws: PNGError.self) { try PNGImage(header: emptyHeader, rows: []) }
        var emptied = try PNGImage(
            header: PNGHeader(width: 24, height: 1, bitDepth: 8, colorType: .rgba),
            rows: [UInt8](repeating: 0, count: 96))
        emptied.header = emptyHeader
        emptied.rows = []
        #expect(throws: SliceError.emptySheet(sheet: "e.png", width: 24, height: 0)) {
            try SpriteSheet(image: emptied, name: "e.png", scale: 1)
        }
        #expect(throws: SliceError.emptySheet(sheet: "e.png", width: -1, height: 5)) {
            try Self.geometry("e.png", -1, 5, scale: 1)
        }
        #expect(throws: SliceError.unsupportedSheetScale(sheet: "s@5x.png", scale: 5)) {
            try Self.geometry("s@5x.png", 500, 500, scale: 5)
        }
        #expect(
            throws: SliceError.sizeNotDivisibleByScale(sheet: "h@1.5x.png", width: 30, height: 10, scale: 1.5)
        ) {
            try Self.geometry("h@1.5x.png", 30, 10, scale: 1.5)
        }
        #expect(throws: SliceError.sheetTooNarrow(sheet: "n@3x.png", widthInPoints: 11, segments: 12)) {
            try SlicePlan(sheet: Self.geometry("n@3x.png", 33, 141), options: SliceOptions())
        }
        #expect(
            throws: SliceError.pressedSizeMismatch(
                sheet: "s@3x.png", width: 1440, height: 141, pressed: "p@3x.png", pressedWidth: 1440,
                pressedHeight: 144)
        ) {
            try SlicePlan(
                sheet: Self.geometry(), pressed: Self.geometry("p@3x.png", 1440, 144), options: SliceOptions()
            )
        }
        #expect(
            throws: SliceError.pressedScaleMismatch(
                sheet: "s@3x.png", scale: 3, pressed: "p@2x.png", pressedScale: 2)
        ) {
            try SlicePlan(
                sheet: Self.geometry(), pressed: Self.geometry("p@2x.png", 960, 94, scale: 2),
                options: SliceOptions())
        }
        #expect(throws: SliceError.upscaleRefused(sheet: "s@2x.png", sheetScale: 2, requested: 3)) {
            try SlicePlan(
                sheet: Self.geometry("s@2x.png", 960, 94, scale: 2), options: SliceOptions(scales: [1, 2, 3]))
        }
        #expect(throws: SliceError.unsupportedScale(2.5)) {
            try SlicePlan(sheet: Self.geometry(), options: SliceOptions(scales: [2.5, 1]))
        }
        #expect(throws: SliceError.layoutCannotHold(layout: .xcassets, scale: 1.5)) {
            try SlicePlan(sheet: Self.geometry(), options: SliceOptions(scales: [1, 1.5], layout: .xcassets))
        }
        #expect(throws: SliceError.layoutCannotHold(layout: .xcassets, scale: 4)) {
            try SlicePlan(
                sheet: Self.geometry("s@4x.png", 1920, 188, scale: 4),
                options: SliceOptions(layout: .xcassets))
        }
        #expect(throws: SliceError.placementMissing(layout: .web)) {
            try SlicePlan(sheet: Self.geometry(), options: SliceOptions(layout: .web))
        }
        #expect(throws: SliceError.invalidSegmentCount(0)) {
            try SlicePlan(sheet: Self.geometry(), options: SliceOptions(segments: 0))
        }
    }

    /// A library error names the sheet and the fix in the library's terms, never a flag (the
    /// command line adds those: `SliceCommandTests`).
    @Test func errorsNameTheFileAndTheFixButNoFlag() {
        let errors: [SliceError] = [
            .sheetTooNarrow(sheet: "n@3x.png", widthInPoints: 11, segments: 12),
            .upscaleRefused(sheet: "s@2x.png", sheetScale: 2, requested: 3),
            .sizeNotDivisibleByScale(sheet: "s@3x.png", width: 1441, height: 141, scale: 3),
            .unsupportedSheetScale(sheet: "s@5x.png", scale: 5), .invalidSegmentCount(0),
            .unsupportedScale(5), .layoutCannotHold(layout: .xcassets, scale: 1.5),
            .placementMissing(layout: .web),
        ]
        for error in errors {
            #expect(error.description.hasPrefix(error.problem))
            #expect(!error.description.contains("--"), "\(error)")
        }
        #expect(errors[0].description.contains("n@3x.png"))
        #expect(errors[1].description.contains("allow upscaling"))
        #expect(errors[2].description.contains("1441 × 141"))
    }
}
