import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSlice
import WheelSupport

@testable import WheelRender

/// `WheelAssets.load(from:scale:)` on folders and files written by the tests.
@Suite struct AssetLoadingTests {
    /// A fresh temporary folder, removed by `remove()`.
    struct Folder {
        let path: String
        init(_ label: String = #function) throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "luckywheel-assets-\(label.filter(\.isLetter).prefix(30))-\(UUID().uuidString.prefix(8))"
                ).path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        func remove() { try? FileManager.default.removeItem(atPath: path) }
        func write(_ image: RGBAImage, _ name: String) throws {
            let bytes = try PNGEncoder(options: .frames).encode(image)
            try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
        }
    }

    static func solid(_ width: Int, _ height: Int, _ value: UInt8) -> RGBAImage {
        RGBAImage(validatedWidth: width, height: height, fill: (value, 255 - value, 7, 255))
    }

    /// A sheet of 12 cells, cell i filled with gray level 10·i, at @scale.
    static func sheet(scale: Int) -> RGBAImage {
        var image = RGBAImage(validatedWidth: 24 * scale, height: 5 * scale)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let cell = UInt8(x / (2 * scale))
                image[x, y] = (10 * cell, 10 * cell, 10 * cell, 255)
            }
        }
        return image
    }

    @Test func layerFilesReplaceTheBuiltInArtAndTheBestScaleIsChosen() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.solid(572, 572, 40), "LuckyRotateWheel@2x.png")
        try folder.write(Self.solid(858, 858, 90), "LuckyRotateWheel@3x.png")
        try folder.write(Self.solid(243, 243, 200), "LuckyCenterButton@3x.png")
        // A 24 × 30 pt pointer at @3x, resampled to @1x: it keeps its size in points.
        try folder.write(Self.solid(72, 90, 120), "LuckyPointer@3x.png")
        let assets = try WheelAssets.load(from: folder.path, scale: 1)
        #expect(assets.wheel == Self.solid(572, 572, 40), "@1x frames take the nearest larger file")
        #expect(assets.centerButton == Self.solid(243, 243, 200), "the only file, drawn scaled")
        #expect(assets.pointer.width == 24 && assets.pointer.height == 30)
        #expect(assets.pointer[10, 10] == (120, 135, 7, 255))
        let builtIn = try #require(BuiltInScene.assets)
        #expect(assets.base == builtIn.base && assets.segments == builtIn.segments)
    }

    @Test func androidScaleFilesCountAmongTheScalesAFolderOffers() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.solid(1144, 1144, 60), "LuckyRotateWheel@4x.png")
        try folder.write(Self.solid(429, 429, 30), "LuckyRotateWheel@1.5x.png")
        // A 24 × 30 pt pointer at @1.5x (36 × 45 px), resampled to @3x.
        try folder.write(Self.solid(36, 45, 120), "LuckyPointer@1.5x.png")
        let atThree = try WheelAssets.load(from: folder.path, scale: 3)
        #expect(atThree.wheel == Self.solid(1144, 1144, 60), "@3x frames take @4x over the smaller @1.5x")
        #expect(atThree.pointer.width == 72 && atThree.pointer.height == 90)
        #expect(atThree.pointer[40, 40] == (120, 135, 7, 255))
        let atOne = try WheelAssets.load(from: folder.path, scale: 1)
        #expect(atOne.wheel == Self.solid(429, 429, 30), "@1x frames take the nearest larger, @1.5x")
        try folder.write(Self.solid(37, 45, 120), "LuckyPointer@1.5x.png")
        #expect(
            throws: AssetError.sizeNotWholePoints(
                file: folder.path + "/LuckyPointer@1.5x.png", width: 37, height: 45, scale: 1.5)
        ) {
            try WheelAssets.load(from: folder.path, scale: 2)
        }
        #expect(
            AssetError.sizeNotWholePoints(file: "p.png", width: 37, height: 45, scale: 1.5).description
                == "p.png: 37 × 45 pixels is not a whole number of points at @1.5x (37 px wide is 24.67 pt); check the file's @Nx suffix"
        )
    }

    /// A sheet whose Exif asks viewers to turn it is drawn from its pixels as stored, as
    /// `slice` cuts it, and says so as `slice` does (it went unsaid); one without is not told.
    @Test func anExifOrientationIsToldNotApplied() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // A big-endian TIFF header and one directory entry: Orientation (274), a SHORT, 6.
        let exif: [UInt8] =
            Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1] + [1, 18, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0] + [
                0, 0, 0, 0,
            ]
        let rows = PackedRows.random(
            PNGHeader(width: 480, height: 47, bitDepth: 8, colorType: .rgba), seed: 8)
        let path = folder.path + "/turned.png"
        try Data(ReferencePNG.file(rows, before: [ChunkedFile.Chunk("eXIf", exif)]).bytes)
            .write(to: URL(fileURLWithPath: path))
        var warnings: [AssetWarning] = []
        _ = try WheelAssets.load(from: path, scale: 1, warnings: &warnings)
        #expect(
            warnings.map(\.description) == [
                "\(path): its Exif orientation 6 (turned a quarter clockwise, as viewers show it) is not "
                    + "applied: it is drawn from its pixels as stored; turn its pixels first if it is drawn to be "
                    + "seen turned"
            ])
        try Data(ReferencePNG.file(rows).bytes).write(to: URL(fileURLWithPath: path))
        warnings = []
        _ = try WheelAssets.load(from: path, scale: 1, warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func aSheetInTheFolderOrAloneIsCutIntoTwelveSegments() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.sheet(scale: 2), "LuckyAstrology@2x.png")
        let assets = try WheelAssets.load(from: folder.path, scale: 1)
        #expect(assets.segmentCount == 12)
        #expect(assets.segments.map(\.width) == Array(repeating: 4, count: 12), "cut at the sheet's scale")
        #expect(assets.segments[7][1, 1] == (70, 70, 70, 255))
        #expect(assets.pressedSegments == assets.segments, "a sheet without its twin serves both states")
        let alone = try WheelAssets.load(from: folder.path + "/LuckyAstrology@2x.png", scale: 1)
        #expect(alone.segments == assets.segments)
        #expect(alone.wheel == BuiltInScene.assets?.wheel)
    }

    /// `LuckyAstrology@1x.png` is the 1x sheet, as `slice` and `info` read the name: it was
    /// called "not a screen scale" (screens use @1x) and the @2x sheet was cut instead. Beside
    /// `LuckyAstrology.png`, the name this package writes wins, and a warning says which.
    @Test func anAtOneXNameIsTheOneXFile() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.sheet(scale: 1), "LuckyAstrology@1x.png")
        try folder.write(Self.solid(48, 10, 200), "LuckyAstrology@2x.png")
        // The tiny test sheet's wedges are drawn stretched and upscaled, with warnings not
        // checked here.
        func named(_ warnings: [AssetWarning]) -> [String] {
            warnings.compactMap {
                switch $0 {
                case .stretchedWedges, .upscaled: nil
                default: $0.description
                }
            }
        }
        var warnings: [AssetWarning] = []
        let assets = try WheelAssets.load(from: folder.path, scale: 1, warnings: &warnings)
        #expect(named(warnings).isEmpty)
        #expect(assets.segments.map(\.width) == Array(repeating: 2, count: 12), "cut at 1x")
        #expect(assets.segments[7][1, 1] == (70, 70, 70, 255))
        try folder.write(Self.solid(24, 5, 100), "LuckyAstrology.png")
        warnings = []
        let both = try WheelAssets.load(from: folder.path, scale: 1, warnings: &warnings)
        #expect(both.segments[7][1, 1] == Self.solid(1, 1, 100)[0, 0])
        #expect(
            named(warnings) == [
                "\(folder.path)/LuckyAstrology@1x.png is not used: \(folder.path)/LuckyAstrology.png names the "
                    + "same image at the same scale, and is used (the name this tool writes first, then byte order)"
            ])
        // Any spelling of a scale that slice and info read is that scale: @2.0x is 2x.
        try FileManager.default.removeItem(atPath: folder.path + "/LuckyAstrology@2x.png")
        try folder.write(Self.solid(48, 10, 30), "LuckyAstrology@2.0x.png")
        warnings = []
        let spelled = try WheelAssets.load(from: folder.path, scale: 2, warnings: &warnings)
        #expect(spelled.segments[7][1, 1] == Self.solid(1, 1, 30)[0, 0])
        #expect(!named(warnings).contains { $0.contains("@2.0x") }, "\(named(warnings))")
        try folder.write(Self.solid(48, 10, 60), "LuckyAstrology@2x.png")
        warnings = []
        let written = try WheelAssets.load(from: folder.path, scale: 2, warnings: &warnings)
        #expect(written.segments[7][1, 1] == Self.solid(1, 1, 60)[0, 0])
        #expect(
            named(warnings).contains(
                "\(folder.path)/LuckyAstrology@2.0x.png is not used: \(folder.path)/LuckyAstrology@2x.png names the "
                    + "same image at the same scale, and is used (the name this tool writes first, then byte order)"
            ))
    }

    @Test func aSliceOutputFolderGivesItsWedges() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let image = Self.sheet(scale: 2)
        func sheet(_ name: String) throws -> SpriteSheet {
            try SpriteSheet(
                image: PNGImage(
                    header: PNGHeader(
                        width: image.width, height: image.height, bitDepth: 8, colorType: .rgba),
                    rows: image.pixels),
                name: name, scale: 2)
        }
        var options = SliceOptions(segments: 6, scales: [2])
        options.layout = .xcassets
        let result = try WheelSlicer.slice(sheet("s@2x.png"), pressed: sheet("p@2x.png"), options: options)
        for file in result.files {
            let path = folder.path + "/" + file.path
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
        }
        var warnings: [AssetWarning] = []
        let assets = try WheelAssets.load(from: folder.path, scale: 1, warnings: &warnings)
        #expect(assets.segmentCount == 6)
        #expect(assets.segments[1].width == 8 && assets.segments[1][0, 0] == (20, 20, 20, 255))
        #expect(assets.pressedSegments == assets.segments, "same pixels in both sheets here")
        // The wedges' own stretch and upscale notes (4 × 5 pt wedges in a 40 × 47 pt box), and
        // nothing else.
        #expect(warnings.count == 2)

        // A wedge file replaced by one of another size, a sheet put beside the manifest and a
        // wedge the manifest does not list (an earlier slice's): all are named, the wedge drawn
        // stretched, the others not used (the stray wedge was told its name is no layer's).
        let wedge = try #require(result.plan.manifest.wedges[2].files[2])
        try folder.write(Self.solid(30, 30, 9), wedge)
        try folder.write(Self.sheet(scale: 2), "LuckyAstrology@2x.png")
        try folder.write(Self.solid(8, 10, 9), "wedge-06@2x.png")
        warnings = []
        _ = try WheelAssets.load(from: folder.path, scale: 2, warnings: &warnings)
        let named = warnings.filter {
            switch $0 {
            case .stretchedWedges, .upscaled: false
            default: true
            }
        }
        #expect(
            named.map(\.description) == [
                "\(folder.path)/\(wedge) is 15 × 15 pt, but the slice manifest gives its wedge 4 × 5 pt; it is "
                    + "drawn stretched to that box. Slice the sheet again to change the wedges",
                "\(folder.path)/LuckyAstrology@2x.png is not used: the segment images are the wedge files "
                    + "\(folder.path)/manifest.json lists; use the sheet file itself, or slice it again into "
                    + "this folder",
                "\(folder.path)/wedge-06@2x.png is not used: \(folder.path)/manifest.json does not list it, and "
                    + "its name is none of the screen's other images (LuckyPageBackground, LuckyBaseBackground, "
                    + "LuckyRotateWheel, LuckyRototeSelected, LuckyCenterButton, LuckyCenterButtonPressed, "
                    + "LuckyPointer, LuckyAstrology, LuckyAstrologyPressed, each with an @Nx suffix or none)",
            ])
    }

    /// The sheets of a folder at other scales than the one drawn are the same size in points,
    /// as slice requires of one wheel's sheets: a stale @3x sheet of another wheel was drawn
    /// at --scale 3 and the @2x one at --scale 2. A file that cannot be read at another scale
    /// is not looked at.
    @Test func sheetsOfOtherScalesAreTheDrawnSheetsSize() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.sheet(scale: 2), "LuckyAstrology@2x.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.path + "/LuckyAstrology@1x.png"))
        try folder.write(Self.sheet(scale: 3), "LuckyAstrologyPressed@3x.png")
        #expect(try WheelAssets.load(from: folder.path, scale: 2).segments.count == 12)
        try folder.write(Self.solid(48, 9, 3), "LuckyAstrology@3x.png")
        let twoX = try SheetGeometry(
            name: folder.path + "/LuckyAstrology@2x.png", width: 48, height: 10, scale: 2)
        let threeX = try SheetGeometry(
            name: folder.path + "/LuckyAstrology@3x.png", width: 48, height: 9, scale: 3)
        #expect(throws: AssetError.sheet(.sheetPointSizeMismatch(sheet: twoX, other: threeX))) {
            try WheelAssets.load(from: folder.path, scale: 2)
        }
        try FileManager.default.removeItem(atPath: folder.path + "/LuckyAstrologyPressed@3x.png")
        #expect(throws: AssetError.sheet(.sheetPointSizeMismatch(sheet: threeX, other: twoX))) {
            try WheelAssets.load(from: folder.path, scale: 3)
        }
        // A pressed sheet at a scale not drawn counts as well.
        try FileManager.default.removeItem(atPath: folder.path + "/LuckyAstrology@3x.png")
        try folder.write(Self.sheet(scale: 3), "LuckyAstrologyPressed@3x.png")
        try folder.write(Self.solid(96, 16, 3), "LuckyAstrologyPressed@4x.png")
        let pressed = try SheetGeometry(
            name: folder.path + "/LuckyAstrologyPressed@4x.png", width: 96, height: 16, scale: 4)
        #expect(throws: AssetError.sheet(.sheetPointSizeMismatch(sheet: twoX, other: pressed))) {
            try WheelAssets.load(from: folder.path, scale: 2)
        }
    }

    /// A sheet at another scale than the one drawn that is no whole number of points at its
    /// own scale (a 50 × 10 @3x sheet beside a 48 × 10 @2x one) was passed over unless drawn,
    /// so only --scale 3 refused the folder; it is refused at every scale, as slice refuses it.
    @Test func aSheetOfAnotherScaleThatIsNoWholeNumberOfPointsIsRefused() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.sheet(scale: 2), "LuckyAstrology@2x.png")
        try folder.write(Self.solid(50, 10, 3), "LuckyAstrology@3x.png")
        let error = AssetError.sheet(
            .sizeNotDivisibleByScale(
                sheet: folder.path + "/LuckyAstrology@3x.png", width: 50, height: 10, scale: 3))
        for scale in [1, 2, 3] {
            #expect(throws: error) { try WheelAssets.load(from: folder.path, scale: scale) }
        }
    }

    /// A pressed sheet in a folder has the sheet's size, as `slice --pressed` requires; a
    /// manifest of one wedge is refused before any wedge is read.
    @Test func aPressedSheetOfAnotherSizeAndAOneWedgeManifestAreRefused() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.sheet(scale: 2), "LuckyAstrology@2x.png")
        try folder.write(Self.solid(40, 10, 3), "LuckyAstrologyPressed@2x.png")
        var warnings: [AssetWarning] = []
        #expect(
            throws: AssetError.sheet(
                .pressedSizeMismatch(
                    sheet: folder.path + "/LuckyAstrology@2x.png", width: 48, height: 10,
                    pressed: folder.path + "/LuckyAstrologyPressed@2x.png", pressedWidth: 40,
                    pressedHeight: 10))
        ) {
            try WheelAssets.load(from: folder.path, scale: 2, warnings: &warnings)
        }
        // Only the sheet's own note (2 × 5 pt wedges drawn stretched): nothing on cutting the
        // pressed sheet that is refused.
        #expect(
            warnings.map(\.description).allSatisfy { !$0.contains("LuckyAstrologyPressed") }, "\(warnings)")
        // At another scale, the sizes compared and told are in points (pixels were told, of
        // sheets whose pixels differ anyway).
        try FileManager.default.removeItem(atPath: folder.path + "/LuckyAstrologyPressed@2x.png")
        try folder.write(Self.solid(90, 15, 3), "LuckyAstrologyPressed@3x.png")
        #expect(
            throws: AssetError.sheet(
                .sheetPointSizeMismatch(
                    sheet: try SheetGeometry(
                        name: folder.path + "/LuckyAstrology@2x.png", width: 48, height: 10, scale: 2),
                    other: try SheetGeometry(
                        name: folder.path + "/LuckyAstrologyPressed@3x.png", width: 90, height: 15, scale: 3))
            )
        ) {
            try WheelAssets.load(from: folder.path, scale: 2)
        }
        // The same size in points at another scale is the same sheet.
        try folder.write(Self.sheet(scale: 3), "LuckyAstrologyPressed@3x.png")
        #expect(try WheelAssets.load(from: folder.path, scale: 2).pressedSegments.count == 12)

        let single = try Folder()
        defer { single.remove() }
        let image = Self.sheet(scale: 2)
        let sheet = try SpriteSheet(
            image: PNGImage(
                header: PNGHeader(width: image.width, height: image.height, bitDepth: 8, colorType: .rgba),
                rows: image.pixels),
            name: "s@2x.png", scale: 2)
        // The library no longer cuts one wedge (no wheel has one segment), so the manifest of
        // a two-wedge slice loses its second wedge, as a hand-edited one might.
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(segments: 2, scales: [2]))
        for file in result.files {
            try Data(file.bytes).write(to: URL(fileURLWithPath: single.path + "/" + file.path))
        }
        let manifestPath = single.path + "/" + SliceManifest.fileName
        var manifest = try SliceManifest(parsing: String(contentsOfFile: manifestPath, encoding: .utf8))
        manifest.wedges.removeLast()
        try Data(manifest.json.serialized().utf8).write(to: URL(fileURLWithPath: manifestPath))
        warnings = []
        #expect(throws: AssetError.scene(.invalidSegmentCount(1))) {
            try WheelAssets.load(from: single.path, scale: 2, warnings: &warnings)
        }
        #expect(warnings.isEmpty, "no stretch note before the refusal: \(warnings)")
    }

    /// A user who names a slice folder's manifest, or a folder a layout made inside it (an
    /// asset catalog, `res`, a density folder), is told the slice folder to give instead.
    @Test func partsOfASliceFolderNameTheSliceFolder() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.path + "/manifest.json"))
        for inner in ["Wedges.xcassets/wedge-00.imageset", "res/drawable-xhdpi"] {
            try FileManager.default.createDirectory(
                atPath: folder.path + "/" + inner, withIntermediateDirectories: true)
        }
        let parts = [
            "manifest.json", "Wedges.xcassets", "Wedges.xcassets/wedge-00.imageset/", "res",
            "res/drawable-xhdpi",
        ]
        try folder.write(Self.solid(4, 5, 9), "res/drawable-xhdpi/wedge_00.png")
        for part in parts.map({ folder.path + "/" + $0 }) {
            var warnings: [AssetWarning] = []
            #expect(throws: AssetError.insideSliceFolder(path: part, sliceFolder: folder.path)) {
                try WheelAssets.load(from: part, scale: 1, warnings: &warnings)
            }
            #expect(warnings.isEmpty, "no warning per wedge file before the slice folder: \(warnings)")
        }
        #expect(
            AssetError.insideSliceFolder(path: "ios/Wedges.xcassets", sliceFolder: "ios").description
                == "ios/Wedges.xcassets is part of the slice output folder ios; give that folder, whose "
                + "manifest.json lists the wedges")
        // Three levels down is no layout's folder, and `..` goes down by name: no guess.
        let deep = folder.path + "/res/drawable-xhdpi/more"
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        #expect(throws: AssetError.nothingToLoad(folder: deep)) { try WheelAssets.load(from: deep, scale: 1) }
        #expect(WheelAssets.enclosingSliceFolder(of: folder.path + "/res/..") == nil)
        #expect(PathText.parent(of: "manifest.json") == ".")
        #expect(PathText.parent(of: "/res/") == "/")
    }

    /// A sheet of no screen's scale is refused with a fix render can take: its name (it said
    /// "give its scale explicitly", which only slice's --scale does).
    @Test func aSheetOfNoScreensScaleIsToldToBeRenamed() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/res/drawable-ldpi", withIntermediateDirectories: true)
        try folder.write(Self.sheet(scale: 1), "res/drawable-ldpi/s.png")
        try folder.write(Self.sheet(scale: 1), "s@0.5x.png")
        for (path, fix) in [
            (
                "res/drawable-ldpi/s.png",
                "res/drawable-ldpi/s@2x.png: an @Nx suffix comes before its folder's scale"
            ),
            ("s@0.5x.png", "s@2x.png"),
        ] {
            #expect {
                try WheelAssets.load(from: folder.path + "/" + path, scale: 1)
            } throws: { error in
                "\(error)".hasSuffix("; name it with the scale it is drawn for (\(folder.path)/\(fix))")
            }
        }
    }

    @Test func problemsAreTypedErrors() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(throws: AssetError.missing(path: folder.path + "/nope")) {
            try WheelAssets.load(from: folder.path + "/nope", scale: 1)
        }
        #expect(throws: AssetError.nothingToLoad(folder: folder.path)) {
            try WheelAssets.load(from: folder.path, scale: 1)
        }
        // One image under a name of its own is most likely the user's sheet: the error says
        // to give it (it was the list of names alone, and a warning that the file is unused).
        let sheet = folder.path + "/my sheet@2x.png"
        let bytes = try PNGEncoder().encode(
            RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
        try Data(bytes).write(to: URL(fileURLWithPath: sheet))
        #expect(throws: AssetError.nothingToLoad(folder: folder.path, onlyImage: sheet)) {
            try WheelAssets.load(from: folder.path, scale: 1)
        }
        #expect(
            AssetError.nothingToLoad(folder: "in", onlyImage: "in/my sheet@2x.png").description.hasSuffix(
                "LuckyRotateWheel@2x.png; to cut in/my sheet@2x.png as the sheet, give that file itself"))
        try FileManager.default.removeItem(atPath: sheet)
        // A loop of links exists; it was "does not exist", where info and slice give the reason.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/b", withDestinationPath: "a")
        #expect(
            throws: AssetError.image(
                .unreadableFile(path: folder.path + "/a", reason: String(cString: strerror(ELOOP))))
        ) {
            try WheelAssets.load(from: folder.path + "/a", scale: 1)
        }
        try Data("{\"wedges\": 3}".utf8).write(to: URL(fileURLWithPath: folder.path + "/manifest.json"))
        #expect(
            throws: AssetError.invalidManifest(
                path: folder.path + "/manifest.json", reason: .badField("wedges", expected: "a list"))
        ) {
            try WheelAssets.load(from: folder.path, scale: 1)
        }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: folder.path + "/LuckyPointer.png"))
        do {
            _ = try WheelAssets.load(from: folder.path + "/LuckyPointer.png", scale: 1)
            Issue.record("a corrupt file loaded")
        } catch {
            guard case .image(.notPNG) = error else { throw error }
            #expect(error.description.contains("LuckyPointer.png"))
        }
        try folder.write(Self.solid(25, 10, 1), "odd@2x.png")
        #expect(
            throws: AssetError.sheet(
                .sizeNotDivisibleByScale(sheet: folder.path + "/odd@2x.png", width: 25, height: 10, scale: 2))
        ) {
            try WheelAssets.load(from: folder.path + "/odd@2x.png", scale: 1)
        }
    }

    /// Names match whatever their case (`@2X`, `.PNG`, all lower case), as on a Mac's disk;
    /// a PNG whose name is none of the images is named in a warning, with the image it comes
    /// closest to; the built-in spelling `LuckyRototeSelected` is the one that a designer's
    /// "fix" misses.
    @Test func namesMatchInAnyCaseAndAnUnusedImageIsNamed() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.solid(572, 572, 40), "luckyrotatewheel@2X.PNG")
        try folder.write(Self.solid(136, 286, 50), "LuckyRotateSelected@2x.png")
        try folder.write(Self.solid(120, 10, 60), "LuckyAstrology@5x.png")
        try folder.write(Self.solid(20, 20, 70), "notes.png")
        var warnings: [AssetWarning] = []
        let assets = try WheelAssets.load(from: folder.path, scale: 2, warnings: &warnings)
        #expect(assets.wheel == Self.solid(572, 572, 40))
        #expect(assets.selectionWedge == (try WheelAssets.builtIn(scale: 2)).selectionWedge)
        #expect(
            warnings.map(\.description) == [
                "\(folder.path)/LuckyAstrology@5x.png is not used: @5x is not a screen scale (screens use "
                    + "@1x, @1.5x, @2x, @3x and @4x)",
                "\(folder.path)/LuckyRotateSelected@2x.png is not used: its name is none of the screen's "
                    + "images; did you mean LuckyRototeSelected@2x.png?",
                "\(folder.path)/notes.png is not used: its name is none of the screen's images "
                    + "(LuckyPageBackground, LuckyBaseBackground, LuckyRotateWheel, LuckyRototeSelected, "
                    + "LuckyCenterButton, LuckyCenterButtonPressed, LuckyPointer, LuckyAstrology, "
                    + "LuckyAstrologyPressed, each with an @Nx suffix or none)",
            ])
        // With no image it can use, the folder is refused, and the warnings say why.
        try FileManager.default.removeItem(atPath: folder.path + "/luckyrotatewheel@2X.PNG")
        warnings = []
        #expect(throws: AssetError.nothingToLoad(folder: folder.path)) {
            try WheelAssets.load(from: folder.path, scale: 2, warnings: &warnings)
        }
        #expect(warnings.count == 3)
    }

    /// A layer of another shape than its rectangle is drawn stretched, and a warning says so
    /// (wedges had one, layers none); one of its shape is only scaled, and the pointer keeps its
    /// own size: neither warns.
    @Test func aLayerOfAnotherSizeThanItsRectangleIsWarnedAbout() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.solid(600, 300, 40), "LuckyRotateWheel@2x.png")
        try folder.write(Self.solid(162, 162, 40), "LuckyCenterButton@2x.png")
        // Twice the page's size, its shape kept: scaled, not stretched (an @2x file named @1x).
        try folder.write(Self.solid(572, 572, 40), "LuckyPageBackground.png")
        try folder.write(Self.solid(200, 40, 40), "LuckyPointer@2x.png")
        var warnings: [AssetWarning] = []
        _ = try WheelAssets.load(from: folder.path, scale: 3, warnings: &warnings)
        // Every file here is below @3x, so each is also told upscaled, once.
        let upscaled = warnings.filter { if case .upscaled = $0 { true } else { false } }
        #expect(upscaled.count == 4)
        #expect(
            warnings.filter { !upscaled.contains($0) }.map(\.description) == [
                "\(folder.path)/LuckyRotateWheel@2x.png is 300 × 150 pt, and the screen draws it in its "
                    + "286 × 286 pt rectangle, stretched to fill it; draw it at 286 × 286 pt to keep its shape"
            ])
    }
}
