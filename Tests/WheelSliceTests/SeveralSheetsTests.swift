import TestSupport
import Testing
import WheelPNG
import WheelSupport

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

    /// Pressed twins of the three sheets, each in another format than its sheet, given in
    /// another order.
    static func pressedSheets() throws -> [SpriteSheet] {
        [
            try sheet("p@2x.png", scale: 2, .rgba, seed: 12),
            try sheet("p@3x.png", scale: 3, .gray, seed: 13),
            try sheet("p.png", scale: 1, .palette, seed: 11),
        ]
    }

    /// Each scale's pressed wedges come from the pressed twin of the sheet its wedges come
    /// from: the exact cut of the twin of its own scale, or resampled from the twin above, as
    /// a slice of that twin alone makes them.
    @Test func eachScalesPressedWedgesComeFromItsSheetsTwin() throws {
        let sheets = try Self.sheets()
        let pressed = try Self.pressedSheets()
        let options = SliceOptions(segments: 4, scales: [1, 1.5, 2, 3], threadCount: 2)
        let result = try WheelSlicer.slice(sheets, pressed: pressed, options: options)
        #expect(result.plan.pressedSheets.map(\.name) == ["p.png", "p@2x.png", "p@3x.png"])
        #expect(result.plan.pressed?.name == "p@3x.png")
        let made = result.wedges.filter(\.file.isPressed)
        #expect(made.count == 16)
        for twin in pressed {
            let scale = twin.geometry.scale
            let exact = made.filter { $0.file.scale == scale }
            try #require(exact.count == 4)
            for wedge in exact {
                #expect(wedge.file.method == .exactCut && wedge.file.sheetScale == scale)
                let decoded = try PNGDecoder().decode(wedge.bytes, name: wedge.file.path)
                let columns = try result.plan.partition.pixelRange(of: wedge.file.index, scale: scale)
                #expect(decoded.header.colorType == twin.image.header.colorType)
                #expect(
                    decoded.header.width == columns.count && decoded.header.height == twin.image.header.height
                )
                #expect(
                    decoded.rows == PackedPixels.region(twin.image, columns: columns), "\(wedge.file.path)")
            }
        }
        // @1.5x comes from the @2x twin, as its slice alone makes it, not from the @3x one.
        let between = made.filter { $0.file.scale == 1.5 }.map(\.bytes)
        let fromTwo = try WheelSlicer.slice(pressed[0], options: SliceOptions(segments: 4, scales: [1.5]))
        let fromThree = try WheelSlicer.slice(pressed[1], options: SliceOptions(segments: 4, scales: [1.5]))
        #expect(between.count == 4)
        #expect(between == fromTwo.wedges.map(\.bytes), "@1.5x pressed is not the @2x twin's slice alone")
        #expect(between != fromThree.wedges.map(\.bytes))
        // The normal wedges are what they are without pressed sheets.
        let plain = try WheelSlicer.slice(sheets, options: options)
        #expect(result.wedges.filter { !$0.file.isPressed }.map(\.bytes) == plain.wedges.map(\.bytes))

        let manifest = result.plan.manifest
        #expect(manifest.pressedSheet == "p@3x.png")
        #expect(manifest.sheets?.map(\.pressedSheet) == ["p.png", "p@2x.png", "p@3x.png"])
        #expect(manifest.wedges[2].pressedFiles?[1.5] == "wedge-02-pressed@1.5x.png")
        #expect(try SliceManifest(parsing: manifest.serialized()) == manifest)
        // One sheet's plan, made either way, is the same.
        #expect(
            try SlicePlan(sheet: sheets[0].geometry, pressed: pressed[1].geometry, options: options)
                == SlicePlan(sheets: [sheets[0].geometry], pressed: [pressed[1].geometry], options: options))
    }

    /// Pressed sheets are none or one for each sheet, one per scale, each of its sheet's
    /// scale and pixel size; a plan is carried out on the pressed sheets it was made from.
    @Test func pressedSheetRefusals() throws {
        let geometries = try Self.sheets().map(\.geometry)
        let pressed = try Self.pressedSheets().map(\.geometry)
        let count = SliceError.pressedCountMismatch(sheets: 3, pressed: 2)
        #expect(throws: count) {
            try SlicePlan(sheets: geometries, pressed: Array(pressed[..<2]), options: SliceOptions())
        }
        #expect(
            count.description
                == "3 sheets and 2 pressed sheets were given, and each sheet has one pressed sheet of its scale; "
                + "give one pressed sheet for each sheet, or none")
        let copy = try SheetGeometry(name: "q@2x.png", width: 40, height: 6, scale: 2)
        let duplicate = SliceError.duplicatePressedScale(first: "p@2x.png", second: "q@2x.png", scale: 2)
        #expect(throws: duplicate) {
            try SlicePlan(
                sheets: geometries, pressed: [pressed[0], pressed[1], copy], options: SliceOptions())
        }
        #expect(
            duplicate.description
                == "pressed sheets p@2x.png and q@2x.png are both @2x, and each sheet has one pressed sheet; leave "
                + "one out, or check the files' @Nx suffixes")
        // A pressed sheet of a scale no sheet has is named with the sheet left without one.
        let four = try SheetGeometry(name: "p@4x.png", width: 80, height: 12, scale: 4)
        #expect(
            throws: SliceError.pressedScaleMismatch(
                sheet: "w.png", scale: 1, pressed: "p@4x.png", pressedScale: 4)
        ) {
            try SlicePlan(
                sheets: geometries, pressed: [pressed[0], four, pressed[1]], options: SliceOptions())
        }
        let wide = try SheetGeometry(name: "p@2x.png", width: 42, height: 6, scale: 2)
        #expect(
            throws: SliceError.pressedSizeMismatch(
                sheet: "w@2x.png", width: 40, height: 6, pressed: "p@2x.png", pressedWidth: 42,
                pressedHeight: 6)
        ) {
            try SlicePlan(
                sheets: geometries, pressed: [wide, pressed[1], pressed[2]], options: SliceOptions())
        }
        let plan = try SlicePlan(sheets: geometries, pressed: pressed, options: SliceOptions())
        let sheets = try Self.sheets()
        #expect(throws: SliceError.sheetNotPlanned(planned: pressed[2], given: nil)) {
            try WheelSlicer.render(plan, sheets: sheets)
        }
    }

    /// `progress` is called once for each file of the plan (a bar's count), whatever thread
    /// encodes it.
    @Test func progressCountsEveryFile() throws {
        let sheets = try Self.sheets()
        let plan = try SlicePlan(sheets: sheets.map(\.geometry), options: SliceOptions())
        let calls = Locked(0)
        _ = try WheelSlicer.render(plan, sheets: sheets) { calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == plan.wedgeFiles.count)
        #expect(plan.wedgeFiles.count > 1)
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
