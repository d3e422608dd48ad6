import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// Sheets drawn for several scales, sliced in one plan: each scale from the sheet drawn for it.
@Suite struct SeveralSheetsTests {
    /// A 20 × 3 pt sheet at `scale`, random pixels in its own format.
    static func sheet(
        _ name: String, scale: SliceScale, _ type: PNGColorType = .rgba, points: (Int, Int) = (20, 3),
        seed: UInt64
    ) throws -> SpriteSheet {
        let image = TestSheet.random(
            type, depth: 8, width: try scale.pixels(forPoints: points.0),
            height: try scale.pixels(forPoints: points.1),
            seed: seed)
        return try SpriteSheet(image: image, name: name, scale: scale)
    }

    static func sheets() throws -> [SpriteSheet] {
        [
            try sheet("w@3x.png", scale: 3, .rgba, seed: 3), try sheet("w.png", scale: 1, .gray, seed: 1),
            try sheet("w@2x.png", scale: 2, .palette, seed: 2),
        ]
    }

    @Test func eachScaleIsTheExactCutOfTheSheetDrawnForIt() throws {
        let sheets = try Self.sheets()
        let options = SliceOptions(segments: 4, layout: .xcassets, threadCount: 2)
        let result = try WheelSlicer.slice(sheets, options: options)
        #expect(result.plan.sheets.map(\.scale) == [1, 2, 3])
        #expect(result.plan.sheet.name == "w@3x.png")
        #expect(result.plan.scales == [1, 2, 3])
        #expect(result.wedges.count == 12)
        #expect(
            result.wedges.allSatisfy { $0.file.method == .exactCut && $0.file.sheetScale == $0.file.scale })
        // Byte for byte what slicing each sheet alone writes, in its own format.
        for sheet in sheets {
            let alone = try WheelSlicer.slice(sheet, options: options)
            let made = result.wedges.filter { $0.file.scale == sheet.geometry.scale }
            let same = made.map(\.bytes) == alone.wedges.map(\.bytes)
            #expect(same, "the wedges of \(sheet.geometry.name) are not its slice alone")
            #expect(made.map(\.file.path) == alone.wedges.map(\.file.path))
            try ExactCutTests.expectExactWedges(alone, sheet: sheet.image)
        }
        let manifest = result.plan.manifest
        #expect(manifest.scales == [1, 2, 3])
        #expect(manifest.sheet == "w@3x.png" && manifest.scale == 3 && manifest.pixelSize.width == 60)
        #expect(
            manifest.sheets == [
                .init(sheet: "w.png", scale: 1, pixelSize: .init(width: 20, height: 3), scales: [1]),
                .init(sheet: "w@2x.png", scale: 2, pixelSize: .init(width: 40, height: 6), scales: [2]),
                .init(sheet: "w@3x.png", scale: 3, pixelSize: .init(width: 60, height: 9), scales: [3]),
            ])
        #expect(
            manifest.wedges[1].files == [
                1: "Wedges.xcassets/wedge-01.imageset/wedge-01.png",
                2: "Wedges.xcassets/wedge-01.imageset/wedge-01@2x.png",
                3: "Wedges.xcassets/wedge-01.imageset/wedge-01@3x.png",
            ])
        // It reads back as written; one sheet's manifest has no "sheets".
        #expect(try SliceManifest(parsing: manifest.serialized()) == manifest)
        let one = try WheelSlicer.slice(sheets[0], options: options).plan.manifest
        #expect(one.sheets == nil && !one.serialized().contains("\"sheets\""))
    }

    /// A scale without a sheet comes from the nearest sheet above it, resampled exactly as a
    /// slice of that sheet alone resamples it; above the highest, only with upscaling.
    @Test func aScaleWithoutASheetComesFromTheNearestAbove() throws {
        let sheets = try Self.sheets()
        let options = SliceOptions(segments: 4, scales: [1, 1.5, 2, 3], threadCount: 2)
        let result = try WheelSlicer.slice(sheets, options: options)
        #expect(result.plan.wedgeFiles.filter { $0.index == 0 }.map(\.sheetScale) == [1, 2, 2, 3])
        #expect(result.plan.sourceSheet(for: 1.5)?.name == "w@2x.png")
        #expect(result.plan.manifest.sheets?.map(\.scales) == [[1], [1.5, 2], [3]])
        let fromTwo = try WheelSlicer.slice(sheets[2], options: SliceOptions(segments: 4, scales: [1.5]))
        let same = result.wedges.filter { $0.file.scale == 1.5 }.map(\.bytes) == fromTwo.wedges.map(\.bytes)
        #expect(same, "@1.5x is not the @2x sheet's slice alone")
        #expect(result.wedges.filter { $0.file.scale == 1.5 }.allSatisfy { $0.file.method == .downscaled })

        #expect(throws: SliceError.upscaleRefused(sheet: "w@3x.png", sheetScale: 3, requested: 4)) {
            try SlicePlan(sheets: sheets.map(\.geometry), options: SliceOptions(scales: [1, 2, 3, 4]))
        }
        let upscaled = try SlicePlan(
            sheets: sheets.map(\.geometry), options: SliceOptions(scales: [1, 2, 3, 4], allowUpscale: true))
        let last = try #require(upscaled.wedgeFiles.last)
        #expect(last.scale == 4 && last.method == .upscaled && last.sheetScale == 3)
    }

    /// Without a list, a platform layout writes every scale it holds up to the highest sheet.
    @Test func theDefaultScalesAreEverySheetsDefault() throws {
        let geometries = try Self.sheets().map(\.geometry)
        #expect(try SlicePlan(sheets: geometries, options: SliceOptions()).scales == [1, 2, 3])
        let android = try SlicePlan(sheets: geometries, options: SliceOptions(layout: .android))
        #expect(android.scales == [1, 1.5, 2, 3])
        #expect(android.sourceSheet(for: 1.5)?.scale == 2)
    }

    /// A sheet whose name, without its scale, is not the others' is named with the name it
    /// would have; sheets named as scales of one wheel (by suffix or by folder) get no warning.
    @Test func aSheetNotNamedAsAScaleOfTheOthersIsNamed() throws {
        func geometry(_ name: String, _ scale: SliceScale) throws -> SheetGeometry {
            try SheetGeometry(
                name: name, width: scale.pixels(forPoints: 20), height: scale.pixels(forPoints: 3),
                scale: scale)
        }
        let wheel = try [geometry("A.png", 1), geometry("art/A@2x.png", 2), geometry("A@3x.png", 3)]
        #expect(SliceWarning.misnamedSheets(wheel).isEmpty)
        let android = try [geometry("res/drawable-mdpi/a.png", 1), geometry("res/drawable-xhdpi/a.png", 2)]
        #expect(SliceWarning.misnamedSheets(android).isEmpty)

        let pressed = try [geometry("A.png", 1), geometry("art/APressed@2x.png", 2)]
        let warning = SliceWarning.sheetNotNamedAsScale(
            sheet: "art/APressed@2x.png", reference: "A.png", expected: "art/A@2x.png", scale: 2)
        #expect(SliceWarning.misnamedSheets(pressed) == [warning])
        #expect(
            warning.description
                == "art/APressed@2x.png is not named as a scale of A.png (art/A@2x.png); slicing it as its @2x"
        )
        // The name most sheets share is the wheel's, whichever comes first.
        let first = try [geometry("B.png", 1), geometry("A@1.5x.png", 1.5), geometry("A@2x.png", 2)]
        #expect(
            SliceWarning.misnamedSheets(first) == [
                .sheetNotNamedAsScale(sheet: "B.png", reference: "A@1.5x.png", expected: "A.png", scale: 1)
            ])
        // A folder that gives the scale keeps it: the expected name has no suffix.
        let folders = try [geometry("res/drawable-mdpi/a.png", 1), geometry("res/drawable-xhdpi/b.png", 2)]
        #expect(
            SliceWarning.misnamedSheets(folders) == [
                .sheetNotNamedAsScale(
                    sheet: "res/drawable-xhdpi/b.png", reference: "res/drawable-mdpi/a.png",
                    expected: "res/drawable-xhdpi/a.png", scale: 2)
            ])
    }

    @Test func refusals() throws {
        let geometries = try Self.sheets().map(\.geometry)
        #expect(throws: SliceError.noSheets) { try SlicePlan(sheets: [], options: SliceOptions()) }
        let twin = try SheetGeometry(name: "other@2x.png", width: 40, height: 6, scale: 2)
        let duplicate = SliceError.duplicateSheetScale(first: "w@2x.png", second: "other@2x.png", scale: 2)
        #expect(throws: duplicate) { try SlicePlan(sheets: geometries + [twin], options: SliceOptions()) }
        #expect(
            duplicate.description
                == "w@2x.png and other@2x.png are both @2x, and each scale comes from one sheet; leave one out, "
                + "or check the files' @Nx suffixes")
        // 42 pixels at @2x are 21 pt, not the 20 of the others.
        let wider = try SheetGeometry(name: "wide@2x.png", width: 42, height: 6, scale: 2)
        let mismatch = SliceError.sheetPointSizeMismatch(sheet: geometries[1], other: wider)
        #expect(throws: mismatch) {
            try SlicePlan(sheets: [geometries[0], wider, geometries[1]], options: SliceOptions())
        }
        #expect(
            mismatch.description
                == "wide@2x.png is 21 × 3 pt (42 × 6 pixels at @2x) but w.png is 20 × 3 pt (20 × 3 pixels at @1x); "
                + "the sheets of one wheel are the same size in points; check the files' @Nx suffixes")
        // @3x gives nothing when only 1 and 2 are written: each has its own sheet.
        let unused = SliceError.sheetUnused(sheet: "w@3x.png", scale: 3, scales: [1, 2])
        #expect(throws: unused) { try SlicePlan(sheets: geometries, options: SliceOptions(scales: [1, 2])) }
        #expect(
            unused.description
                == "w@3x.png is @3x, and none of the scales written (@1x and @2x) comes from it; add scale 3 to "
                + "the scales written, or leave the sheet out")
        // Scales between two sheets come from the one above, so the one below may give none.
        #expect(throws: SliceError.sheetUnused(sheet: "w.png", scale: 1, scales: [1.5, 2])) {
            try SlicePlan(sheets: [geometries[1], geometries[0]], options: SliceOptions(scales: [2, 1.5]))
        }
        // A plan of three sheets is carried out on those three.
        let plan = try SlicePlan(sheets: geometries, options: SliceOptions())
        let sheets = try Self.sheets()
        #expect(throws: SliceError.sheetNotPlanned(planned: geometries[2], given: geometries[0])) {
            try WheelSlicer.render(plan, sheets: Array(sheets[..<2]))
        }
    }
}
