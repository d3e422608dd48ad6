import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSlice

@testable import LuckyWheelCLI

/// `luckywheel slice` end to end, through the tool's entry point, on sheets written into a
/// temporary folder.
@Suite struct SliceCommandTests {
    struct Run {
        let status: ExitCode
        let output: String
        let errors: String
    }

    static func slice(_ arguments: [String]) -> Run {
        let console = BufferConsole()
        let status = LuckyWheelTool.main(["slice"] + arguments, console: console)
        return Run(status: status, output: console.standardOutput, errors: console.standardError)
    }

    static let wedgeNames = (0..<12).map { String(format: "wedge-%02d", $0) }

    @Test func slicesASheetAndItsPressedTwinIntoAFlatFolder() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "LuckyAstrology@2x.png", width: 48, height: 10, seed: 1)
        let pressed = try SliceFixtures.write(
            root, "LuckyAstrologyPressed@2x.png", width: 48, height: 10, seed: 2)
        let run = Self.slice([sheet, "--pressed", pressed, "-o", root.path + "/out"])
        #expect(run.status == .success)
        #expect(run.errors == "")
        let expected =
            Self.wedgeNames.flatMap { ["out/\($0)@2x.png", "out/\($0)-pressed@2x.png"] } + [
                "out/manifest.json"
            ]
        #expect(
            root.listing() == (expected + ["LuckyAstrology@2x.png", "LuckyAstrologyPressed@2x.png"]).sorted())
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines.first == "Sliced \(sheet) (24 × 5 pt @2x) into 12 wedges (+ pressed) in \(root.path)/out")
        #expect(
            lines[1].hasPrefix("  @2x: 24 files, ") && lines[1].hasSuffix(" bytes (exact cut, RGBA 8-bit)"))
        #expect(
            lines[2].hasPrefix("Wrote 25 files (24 wedges, manifest.json), ") && lines[2].hasSuffix(" ms"))
        // Wedge 7 of the pressed sheet is its columns 28..<32, bit for bit.
        let sheetImage = try PNGDecoder().decode(contentsOfFile: pressed)
        let wedge = try PNGDecoder().decode(contentsOfFile: root.path + "/out/wedge-07-pressed@2x.png")
        #expect(wedge.header.width == 4 && wedge.header.height == 10)
        for y in 0..<10 {
            #expect(wedge.rows[y * 16..<(y + 1) * 16] == sheetImage.rows[y * 192 + 112..<y * 192 + 128])
        }
    }

    /// `--pressed` may have another format than the sheet; the summary says both, since each
    /// exact cut keeps its own sheet's.
    /// A slice that takes long says its time in seconds, not tens of thousands of ms.
    @Test func theTimeTakenIsInMillisecondsOrSeconds() {
        #expect(SliceSummary.elapsedText(.milliseconds(22.5)) == "22.5 ms")
        #expect(SliceSummary.elapsedText(.milliseconds(9999.9)) == "9999.9 ms")
        #expect(SliceSummary.elapsedText(.milliseconds(48290.9)) == "48.29 s")
    }

    @Test func theSummaryGivesThePressedSheetsFormatWhenItDiffers() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet@2x.png", width: 48, height: 10, seed: 1)
        let pressed = try SliceFixtures.write(
            HandmadePNG.file(
                header: PNGHeader(width: 48, height: 10, bitDepth: 8, colorType: .palette),
                rows: (0..<480).map { UInt8($0 % 2) }, chunks: [("PLTE", [0, 0, 0, 255, 0, 0])]),
            to: root.path + "/pressed@2x.png")
        let run = Self.slice([sheet, "--pressed", pressed, "-o", root.path + "/out"])
        #expect(run.status == .success, "\(run.errors)")
        let lines = run.output.split(separator: "\n")
        #expect(lines[1].hasSuffix(" bytes (exact cut, RGBA 8-bit, pressed palette 8-bit)"))
        let wedge = try PNGDecoder().decode(contentsOfFile: root.path + "/out/wedge-00-pressed@2x.png")
        #expect(wedge.header.colorType == .palette)
    }

    /// A sheet of 24, 3, 36 or 18 images of the screen's wedge shape (40 × 47 pt) cut into the
    /// default 12 is told the count it looks like, whatever the layout (24 was cut into wedges
    /// twice as wide without a word); 12 such images, wedges of their own shape (square, and
    /// halves of 5:3 images, 39.2 pt at the box's height) and a count given are not.
    @Test func aSheetOfAnotherCountOfScreenShapedImagesIsToldIt() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for (images, wedge) in [(24, "80"), (3, "10"), (36, "120"), (18, "60")] {
            let sheet = try SliceFixtures.write(root, "s\(images)@2x.png", width: 80 * images, height: 94)
            let run = Self.slice([sheet, "-o", root.path + "/out\(images)"])
            #expect(run.status == .success)
            #expect(
                run.errors
                    == "warning: \(sheet): its wedges are \(wedge) × 47 pt, and the screen draws each in its "
                    + "40 × 47 pt image box, stretched to fill it; draw the wedges at 40 × 47 pt to keep their "
                    + "shape; the sheet looks like \(images) images of the box's shape side by side; 12 is the "
                    + "default segment count: for a sheet of \(images) images give --segments \(images)\n")
            let given = Self.slice([sheet, "--segments", "12", "-o", root.path + "/given\(images)"])
            #expect(given.status == .success && given.errors == "", "\(given.errors)")
        }
        for (name, width, height) in [
            ("twelve@2x.png", 960, 94), ("square.png", 480, 40), ("wide.png", 1200, 60),
        ] {
            let sheet = try SliceFixtures.write(root, name, width: width, height: height)
            let run = Self.slice([sheet, "-o", root.path + "/" + name + ".out"])
            #expect(run.status == .success && run.errors == "", "\(run.errors)")
        }
    }

    /// A vertical strip of images (12 of 40 × 47 pt stacked) was cut into slivers 3 or 4 pt
    /// wide, and only the web layout said they would be drawn stretched: wedges four times too
    /// narrow or too wide for the box are told whatever the layout, and a strip of the box's
    /// images is told how to lay them in a row. Wedges of a shape merely their own are not.
    @Test(arguments: SliceLayout.allCases)
    func aVerticalStripIsToldWhateverTheLayout(layout: SliceLayout) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let strip = try SliceFixtures.write(root, "strip@2x.png", width: 80, height: 94 * 12)
        let run = Self.slice([strip, "--layout", layout.rawValue, "-o", root.path + "/out"])
        #expect(run.status == .success)
        #expect(
            run.errors.hasSuffix(
                "warning: \(strip): its wedges are 3.3 × 564 pt, and the screen draws each in its 40 × 47 pt "
                    + "image box, stretched to fill it; draw the wedges at 40 × 47 pt to keep their shape; the "
                    + "sheet looks like 12 images of the box's shape stacked top to bottom, and wedges are cut "
                    + "side by side: put the images in one row first (ImageMagick: convert SHEET -crop 1x12@ "
                    + "+repage +append ROW.png)\n"), "\(run.errors)")
        #expect(!run.errors.contains("give --segments"), "\(run.errors)")
        // A strip of 8 is told the count to give too, which the default 12 is not.
        let eight = try SliceFixtures.write(root, "eight@2x.png", width: 80, height: 94 * 8)
        let eightRun = Self.slice([eight, "--layout", layout.rawValue, "-o", root.path + "/eight"])
        #expect(
            eightRun.errors.hasSuffix(
                "+repage +append ROW.png); 12 is the default segment count: for a sheet of 8 images give "
                    + "--segments 8\n"), "\(eightRun.errors)")
        // Padded, the strip is no row of the box's images, but its slivers are still told.
        let padded = try SliceFixtures.write(root, "padded.png", width: 48, height: 564)
        let paddedRun = Self.slice([padded, "--layout", layout.rawValue, "-o", root.path + "/padded"])
        #expect(
            paddedRun.errors
                == "warning: \(padded): its wedges are 4 × 564 pt, and the screen draws each in its 40 × 47 pt "
                + "image box, stretched to fill it; draw the wedges at 40 × 47 pt to keep their shape\n")
        // Wide wedges too; square ones, and ones under four times the box's width, are not.
        let wide = try SliceFixtures.write(root, "wide.png", width: 12 * 200, height: 40)
        let wideRun = Self.slice([wide, "--layout", layout.rawValue, "-o", root.path + "/wide"])
        #expect(wideRun.errors.contains("its wedges are 200 × 40 pt"), "\(wideRun.errors)")
        for (name, width) in [("square.png", 12 * 40), ("broad.png", 12 * 130)] where layout != .web {
            let sheet = try SliceFixtures.write(root, name, width: width, height: 40)
            let quiet = Self.slice([
                sheet, "--layout", layout.rawValue, "-o", root.path + "/" + name + ".out",
            ])
            #expect(quiet.status == .success && quiet.errors == "", "\(quiet.errors)")
        }
    }

    /// A large sheet at the best compression takes minutes, and slice said nothing while it
    /// worked: a terminal shows a bar of the files encoded, as render shows its frames, erased
    /// before the summary. Not on a terminal, nothing.
    @Test func aTerminalShowsHowManyFilesAreEncoded() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 48, height: 10, seed: 3)
        for terminal in [true, false] {
            let parsed = try ArgumentParser(specs: SliceCommand.specs, commandPath: "slice").parse(
                [sheet, "--scales", "1,2", "-o", root.path + "/out\(terminal)"])
            var command = try SliceCommand(parsing: parsed)
            command.progressDelay = 0
            let console = BufferConsole(terminal: terminal)
            #expect(try command.run(console: console) == .success)
            #expect(console.standardError.contains("24/24 files") == terminal, "\(console.standardError)")
            #expect(console.standardError.hasSuffix("\r\u{1B}[K") == terminal)
        }
    }

    @Test func unequalWedgesAreAWarning() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "odd.png", width: 25, height: 3)
        let run = Self.slice([sheet, "-o", root.path + "/out"])
        #expect(run.status == .success)
        // The count was the default: the sheet may hold another number of images.
        #expect(
            run.errors
                == "warning: \(sheet) is 25 pt wide, which does not divide into 12 equal wedges; "
                + "they are 2 or 3 pt wide (borders at round(i × width / 12), halves up); 12 is the default "
                + "segment count: for a sheet of N images give --segments N\n")
        #expect(root.listing("out").count == 13)
        let given = Self.slice([sheet, "--segments", "12", "-o", root.path + "/given"])
        #expect(given.status == .success)
        #expect(given.errors.hasSuffix("halves up)\n"))
    }

    /// A sheet of 12 images of 100 px at @3x is 400 pt, which whole-point borders cut at 99, 201,
    /// 300 … px: the warning says the wedges go through the sheet's own images, and why.
    @Test func imagesOfNoWholePointsAreNamedInTheWarning() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@3x.png", width: 1200, height: 141)
        let run = Self.slice([sheet, "--segments", "12", "-o", root.path + "/out"])
        #expect(run.status == .success)
        #expect(
            run.errors
                == "warning: \(sheet) is 400 pt wide, which does not divide into 12 equal wedges; they are 33 or "
                + "34 pt wide (borders at round(i × width / 12), halves up); its 1200 px would make 12 images of "
                + "100 px, but at @3x that is 33.33 pt, no whole number of points, so the wedges (99 or 102 px) "
                + "cut into them: draw each image a whole number of points wide\n")
    }

    @Test func jsonPrintsTheManifestItWrites() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@3x.png", width: 36, height: 6)
        let run = Self.slice([
            sheet, "--json", "--segments", "4", "--scales", "1,3", "-o", root.path + "/out",
        ])
        #expect(run.status == .success)
        let manifest = try root.read("out/manifest.json")
        #expect(run.output == manifest)
        let object = try #require(JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        #expect(object["sheet"] as? String == "s@3x.png")
        #expect(object["scale"] as? Int == 3)
        #expect(object["segments"] as? Int == 4)
        let wedges = try #require(object["wedges"] as? [[String: Any]])
        #expect(wedges.count == 4)
        let last = wedges[3]
        #expect((last["rotation"] as? [String: Any])?["degrees"] as? Int == 270)
        #expect(last["pointRect"] as? [String: Int] == ["x": 9, "y": 0, "width": 3, "height": 2])
        #expect(last["pixelRect"] as? [String: Int] == ["x": 27, "y": 0, "width": 9, "height": 6])
        // The point of the image at the wheel's centre, from the placement of 4 segments.
        let placement = try #require(object["placement"] as? [String: Any])
        let button = try #require(placement["buttonSize"] as? [String: Double])
        let image = try #require(placement["imageRect"] as? [String: Double])
        let anchor = try #require(last["anchorPoint"] as? [String: Double])
        #expect(anchor["x"] == (button["width"]! / 2 - image["x"]!) / image["width"]!)
        #expect(anchor["y"] == (button["height"]! - image["y"]!) / image["height"]!)
        #expect(anchor["y"]! > 1, "the image is drawn above the centre")
        #expect(last["files"] as? [String: String] == ["1x": "wedge-03.png", "3x": "wedge-03@3x.png"])
    }

    @Test func xcassetsLayoutIsAnAssetCatalog() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 24, height: 4)
        let run = Self.slice([
            sheet, "--layout", "xcassets", "--scales", "1,2", "--segments", "3", "-o", root.path + "/A",
        ])
        #expect(run.status == .success)
        let catalog = "A/Wedges.xcassets"
        #expect(
            root.listing("A") == [
                "Wedges.xcassets/Contents.json",
                "Wedges.xcassets/wedge-00.imageset/Contents.json",
                "Wedges.xcassets/wedge-00.imageset/wedge-00.png",
                "Wedges.xcassets/wedge-00.imageset/wedge-00@2x.png",
                "Wedges.xcassets/wedge-01.imageset/Contents.json",
                "Wedges.xcassets/wedge-01.imageset/wedge-01.png",
                "Wedges.xcassets/wedge-01.imageset/wedge-01@2x.png",
                "Wedges.xcassets/wedge-02.imageset/Contents.json",
                "Wedges.xcassets/wedge-02.imageset/wedge-02.png",
                "Wedges.xcassets/wedge-02.imageset/wedge-02@2x.png", "manifest.json",
            ])
        let top = try #require(
            JSONSerialization.jsonObject(with: Data(try root.read(catalog + "/Contents.json").utf8))
                as? [String: Any])
        #expect((top["info"] as? [String: Any])?["version"] as? Int == 1)
        for index in 0..<3 {
            let folder = catalog + "/wedge-0\(index).imageset"
            let contents = try #require(
                JSONSerialization.jsonObject(with: Data(try root.read(folder + "/Contents.json").utf8))
                    as? [String: Any])
            let images = try #require(contents["images"] as? [[String: String]])
            #expect(images.map { $0["scale"] } == ["1x", "2x", "3x"])
            #expect(images.allSatisfy { $0["idiom"] == "universal" })
            // Every named file is in the image set; the 3x slot is empty.
            #expect(
                images.compactMap { $0["filename"] } == ["wedge-0\(index).png", "wedge-0\(index)@2x.png"])
            for name in images.compactMap({ $0["filename"] }) {
                #expect(FileManager.default.fileExists(atPath: root.path + "/" + folder + "/" + name))
            }
        }
    }

    @Test func existingFilesAreRefusedUnlessForced() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        try root.write("old", to: "out/wedge-03.png")
        try root.write("mine", to: "out/notes.txt")
        let refused = Self.slice([sheet, "-o", root.path + "/out"])
        #expect(refused.status == .cannotCreate)
        #expect(refused.errors.contains("out/wedge-03.png already exists; nothing was written. Use --force"))
        #expect(root.listing("out") == ["notes.txt", "wedge-03.png"])
        #expect(try root.read("out/wedge-03.png") == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["out", "s.png"])

        let forced = Self.slice([sheet, "--force", "-o", root.path + "/out"])
        #expect(forced.status == .success)
        #expect(root.listing("out").count == 14)
        #expect(try root.read("out/notes.txt") == "mine")
        #expect(
            try SliceFixtures.read(root.path + "/out/wedge-03.png").starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// `--force` replaces files; a folder of the user's where a wedge goes is refused with it
    /// too (it was moved aside and deleted with everything in it).
    @Test(arguments: [false, true])
    func aFolderWhereAWedgeGoesIsRefusedEvenWithForce(force: Bool) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        try FileManager.default.createDirectory(
            atPath: root.path + "/out/wedge-03.png/sub", withIntermediateDirectories: true)
        try root.write("precious", to: "out/wedge-03.png/sub/notes.txt")
        let run = Self.slice([sheet, "-o", root.path + "/out"] + (force ? ["--force"] : []))
        #expect(run.status == .cannotCreate)
        #expect(
            run.errors
                == "error: \(root.path)/out/wedge-03.png is a folder, where a file goes; nothing was written. "
                + "Move it away, or choose another -o.\n")
        #expect(root.listing("out") == ["wedge-03.png/sub/notes.txt"])
        #expect(try root.read("out/wedge-03.png/sub/notes.txt") == "precious")
    }

    /// A file where a layout's folder goes (res, Wedges.xcassets) is refused before any work,
    /// with no summary printed, whether or not --force was given.
    @Test(arguments: [("android", "res"), ("xcassets", "Wedges.xcassets"), ("flutter", "2.0x")])
    func aFileWhereAFolderGoesIsRefusedBeforeAnyWork(layout: String, folder: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 48, height: 4)
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        try root.write("precious", to: "out/" + folder)
        for force in [false, true] {
            let run = Self.slice(
                [sheet, "--layout", layout, "-o", root.path + "/out"] + (force ? ["--force"] : []))
            #expect(run.status == .cannotCreate && run.output.isEmpty)
            #expect(
                run.errors
                    == "error: \(root.path)/out/\(folder) is a file, where a folder goes; nothing was written. "
                    + "Move it away, or choose another -o.\n")
            #expect(try root.read("out/" + folder) == "precious")
        }
    }

    @Test func aFailureLeavesTheOutputFolderUntouched() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let corrupt = HandmadePNG.corruptingImageData(try SliceFixtures.read(sheet))
        let pressed = try SliceFixtures.write(corrupt, to: root.path + "/p.png")
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        try root.write("mine", to: "out/notes.txt")
        for output in ["out", "new/deeper/out"] {
            let run = Self.slice([sheet, "--pressed", pressed, "-o", root.path + "/" + output])
            #expect(run.status == .dataError)
            #expect(run.errors.hasPrefix("error: \(pressed): the compressed pixel data (IDAT) is corrupt"))
            #expect(run.output == "")
            // No wedge, no staging folder, no created parent is left behind.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [
                    "out", "p.png", "s.png",
                ])
            #expect(root.listing("out") == ["notes.txt"])
        }
    }

    /// A sheet refused as corrupt is told alone: the note on how its 25 pt would have been cut
    /// into 12 came first, from its header, and read as if the slice had gone on.
    @Test func aCorruptSheetIsToldWithoutNotesOnHowItWouldBeCut() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 25, height: 4)
        try SliceFixtures.write(HandmadePNG.corruptingImageData(try SliceFixtures.read(sheet)), to: sheet)
        let run = Self.slice([sheet, "-o", root.path + "/out"])
        #expect(run.status == .dataError)
        #expect(run.errors.hasPrefix("error: \(sheet): the compressed pixel data (IDAT) is corrupt"))
        #expect(!run.errors.contains("warning"))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/out"))
    }

    @Test func theInputIsNeverReplaced() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        let sheet = try SliceFixtures.write(root, "out/wedge-00.png", width: 24, height: 4)
        let before = try SliceFixtures.read(sheet)
        let run = Self.slice([sheet, "--force", "-o", root.path + "/out"])
        #expect(run.status == .cannotCreate)
        #expect(run.errors.contains("is an input of this command"))
        #expect(try SliceFixtures.read(sheet) == before)
        #expect(root.listing("out") == ["wedge-00.png"])
    }

    @Test func upscalingNeedsPermission() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 48, height: 4)
        let refused = Self.slice([sheet, "--scales", "1,2,3", "-o", root.path + "/out"])
        #expect(refused.status == .usage)
        #expect(refused.errors.contains("--allow-upscale"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["s@2x.png"])
        let allowed = Self.slice([sheet, "--scales", "1,2,3", "--allow-upscale", "-o", root.path + "/out"])
        #expect(allowed.status == .success)
        #expect(allowed.output.contains("  @3x: 12 files, "))
        #expect(allowed.output.contains(" bytes (upscaled, RGBA 8-bit)\n"))
        #expect(allowed.output.contains(" bytes (area-averaged, RGBA 8-bit)\n"))
        let wedge = try PNGDecoder().decode(contentsOfFile: root.path + "/out/wedge-11@3x.png")
        #expect(wedge.header.width == 6 && wedge.header.height == 6)
    }

    /// Upscaled wedges are held to --max-pixels, as the sheets read are, before any work:
    /// there was no bound on what an upscale wrote (gigabytes, then a fatal allocation error).
    @Test func upscaledWedgesAreHeldToThePixelBudget() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 240, height: 10)
        let run = Self.slice([
            sheet, "--segments", "2", "--scales", "4", "--allow-upscale", "--max-pixels", "10000", "-o",
            root.path + "/out",
        ])
        #expect(run.status == .dataError)
        #expect(
            run.errors
                == "error: \(sheet) upscaled to @4x gives wedges of 480 × 40 pixels (19,200 pixels), over the "
                + "budget of 10,000 pixels an image is held to; drop 4 from --scales or give a @4x sheet, or raise "
                + "the budget with --max-pixels\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["s.png"])
    }

    @Test func scaleOptionOverridesTheNameWithAWarning() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 24, height: 3)
        let run = Self.slice([sheet, "--scale", "1", "-o", root.path + "/out"])
        #expect(run.status == .success)
        #expect(run.errors == "warning: \(sheet): its name says @2x but --scale 1 was given; using @1x\n")
        #expect(root.listing("out").first == "manifest.json")
        #expect(root.listing("out").last == "wedge-11.png")
    }

    /// A sheet in an Android density folder is at its scale, and --scale still wins, with a
    /// warning that names the folder; a @1.5x sheet exported at a rounded size (47 pt high:
    /// 71 px) slices as slice's own 1.5x output would read.
    @Test func theFolderAndRoundedOneAndAHalfSizesSayTheScale() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/drawable-xxhdpi", withIntermediateDirectories: true)
        let sheet = try SliceFixtures.write(root, "drawable-xxhdpi/s.png", width: 72, height: 6)
        let folder = Self.slice([sheet, "-o", root.path + "/a"])
        #expect(folder.status == .success && folder.errors.isEmpty)
        #expect(folder.output.contains("(24 × 2 pt @3x)"))
        let given = Self.slice([sheet, "--scale", "2", "-o", root.path + "/b"])
        #expect(
            given.errors
                == "warning: \(sheet): its folder drawable-xxhdpi says @3x but --scale 2 was given; using @2x\n"
        )
        let rounded = try SliceFixtures.write(root, "r@1.5x.png", width: 36, height: 71)
        let run = Self.slice([rounded, "--scales", "1,1.5", "-o", root.path + "/c"])
        #expect(run.status == .success && run.output.contains("(24 × 47 pt @1.5x)"))
        let wedge = try PNGDecoder().decode(contentsOfFile: root.path + "/c/wedge-00.png")
        #expect(wedge.header.width == 2 && wedge.header.height == 47)
    }

    /// What a killed run left (SIGKILL cannot be caught) is named, never removed: it may be
    /// another run's, still at work.
    @Test func whatAKilledRunLeftIsNamed() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        try FileManager.default.createDirectory(
            atPath: root.path + "/out/.luckywheel-3drhM5", withIntermediateDirectories: true)
        try root.write("", to: "out/.hidden")
        let run = Self.slice([sheet, "-o", root.path + "/out"])
        #expect(run.status == .success)
        #expect(
            run.errors
                == "warning: \(root.path)/out holds .luckywheel-3drhM5, a temporary name of this tool that a run "
                + "killed or crashed leaves behind; remove it once no other luckywheel run writes there\n")
        #expect(root.listing("out").count == 14)
        #expect(FileManager.default.fileExists(atPath: root.path + "/out/.luckywheel-3drhM5"))

        // A run into a new folder stages beside it: what a killed one left there is named too,
        // and another output's leftover is not this one's.
        try FileManager.default.createDirectory(
            atPath: root.path + "/.new.luckywheel-15xOFC", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: root.path + "/.other.luckywheel-9aB3cD", withIntermediateDirectories: true)
        let besideRun = Self.slice([sheet, "-o", root.path + "/new"])
        #expect(besideRun.status == .success)
        #expect(
            besideRun.errors
                == "warning: \(root.path) holds .new.luckywheel-15xOFC, a temporary name of this tool that a "
                + "run killed or crashed leaves behind; remove it once no other luckywheel run writes there\n"
        )
    }

    /// A staging folder another run holds (a slice or demo at work keeps it locked) is not
    /// called a killed run's; let go, it is. The hold is taken here through a descriptor of
    /// the test's own, as another process's would be.
    @Test func aFolderAnotherRunIsFillingIsNotCalledLeftBehind() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let staging = root.path + "/out/.luckywheel-Hq7x2P"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        guard case .held(let descriptor) = FileSystem.hold(staging) else {
            Issue.record("\(staging) could not be held")
            return
        }
        #expect(FileSystem.isHeld(staging))
        let during = Self.slice([sheet, "-o", root.path + "/out"])
        #expect(during.status == .success && during.errors == "", "\(during.errors)")
        close(descriptor)
        #expect(!FileSystem.isHeld(staging))
        let after = Self.slice([sheet, "-o", root.path + "/out", "--force"])
        #expect(after.status == .success)
        #expect(after.errors.contains("out holds .luckywheel-Hq7x2P, a temporary name"), "\(after.errors)")
        // This process's own staging folder, held while a slice fills it, is let go when done.
        let staged = try StagedOutput(destination: root.path + "/mine", force: false)
        #expect(FileSystem.isHeld(staged.staging))
        staged.discard()
        let kept = try StagedOutput(destination: root.path + "/kept", force: false)
        try kept.write([1], to: "a.bin")
        try kept.commit()
        #expect(!FileSystem.isHeld(root.path + "/kept"))
    }

    /// A run locks its staging folder a moment after making it: one found unheld and held
    /// when looked at again (that moment passed) is not called a killed run's; one still
    /// unheld is, and one gone meanwhile is not.
    @Test func aFolderLockedAMomentAfterItWasMadeIsNotCalledLeftBehind() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        let staging = out + "/.luckywheel-Mk4t9Q"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        var descriptor: Int32 = -1
        let whileLocked = FileSystem.leftoverNote(in: out) {
            if case .held(let held) = FileSystem.hold(staging) { descriptor = held }
        }
        #expect(descriptor >= 0)
        #expect(whileLocked == nil, "\(whileLocked ?? "")")
        close(descriptor)
        var looks = 0
        let unheld = FileSystem.leftoverNote(in: out) { looks += 1 }
        #expect(looks == 1)
        #expect(
            unheld?.hasPrefix("\(out) holds .luckywheel-Mk4t9Q, a temporary name") == true, "\(unheld ?? "")")
        let gone = FileSystem.leftoverNote(in: out) { FileSystem.removeTree(staging) }
        #expect(gone == nil)
        // Nothing found, nothing waited for.
        #expect(FileSystem.leftoverNote(in: out) { Issue.record("waited with nothing found") } == nil)
    }

    /// A pressed sheet that is the sheet itself (or its bytes) is almost always a slip.
    @Test func aPressedSheetThatIsTheSheetIsWarnedAbout() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let run = Self.slice([sheet, "--pressed", sheet, "-o", root.path + "/out"])
        #expect(run.status == .success)
        #expect(
            run.errors
                == "warning: --pressed \(sheet) holds the same bytes as \(sheet): the pressed wedges will look "
                + "like the others; give the pressed-state sheet\n")
    }

    /// A name whose `@…` is no scale suffix reads as 1x, and slice and info say so (android's
    /// mdpi folder took @2x art in silence); --scale settles it without a word.
    @Test func aScaleMarkThatIsNoSuffixIsWarnedAbout() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x-dark.png", width: 24, height: 4)
        let run = Self.slice([sheet, "-o", root.path + "/out"])
        #expect(run.status == .success)
        let note =
            "\(sheet): '@2x-dark' is not a scale suffix, so the sheet is read as @1x; a scale suffix ends "
            + "the name, as in name@2x.png or name@1.5x.png"
        #expect(run.errors == "warning: \(note); rename the file or give --scale\n")
        #expect(root.listing("out").last == "wedge-11.png")
        let info = FaultCommand(["info", sheet])
        #expect(info.output.contains("  warning: \(note)\n"))
        let scaled = Self.slice([sheet, "--scale", "2", "-o", root.path + "/scaled"])
        #expect(scaled.status == .success && scaled.errors == "")
        // `@0x` ends the name as a suffix does; its scale of 0 is what is wrong (it was told
        // that a suffix ends the name).
        for mark in ["@0x", "@0.0X"] {
            let zero = try SliceFixtures.write(root, "z\(mark).png", width: 24, height: 4)
            let zeroRun = Self.slice([zero, "-o", root.path + "/zero\(mark)"])
            #expect(
                zeroRun.errors
                    == "warning: \(zero): '\(mark)' is not a scale suffix, so the sheet is read as @1x; a scale "
                    + "is at least 1, as in name@1x.png or name@2x.png; rename the file or give --scale\n")
        }
    }

    /// One file named twice (`s@2x.png ./s@2x.png`) was told "both are @2x, and each scale comes
    /// from one sheet", as two files would be: it is told as one file given twice, as merge
    /// tells a part, by what the file system sees (a link to it too).
    @Test func aSheetGivenTwiceIsToldSo() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 48, height: 8)
        let dotted = root.path + "/./s@2x.png"
        let run = Self.slice([sheet, dotted, "-o", root.path + "/out"])
        #expect(run.status == .usage)
        #expect(
            run.errors.hasPrefix("error: \(dotted) is given twice (also as \(sheet)); give each sheet once\n")
        )
        let same = Self.slice([
            sheet, "--pressed", sheet, "--pressed", sheet, sheet, "-o", root.path + "/out",
        ])
        #expect(
            same.errors.hasPrefix("error: \(sheet) is given twice; give each sheet once\n"), "\(same.errors)")
        let other = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let pressed = Self.slice([
            sheet, other, "--pressed", sheet, "--pressed", dotted, "-o", root.path + "/out",
        ])
        #expect(
            pressed.errors.hasPrefix(
                "error: \(dotted) is given twice (also as \(sheet)); give each pressed sheet once\n"),
            "\(pressed.errors)")
        #expect(!FileManager.default.fileExists(atPath: root.path + "/out"))
    }

    /// A scale no screen uses (`s@0.5x.png`, a folder `0.75x`), which slice refuses, was read by
    /// info as any other (`960 × 94 pt at @0.5x`) in silence: it says slice refuses it. Android's
    /// ldpi and tvdpi folders, which were read as 1x (their art sliced into drawable-mdpi at
    /// 75 % or 133 % of its size), say their scales too.
    @Test func infoSaysWhichScaleSliceRefuses() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for folder in ["0.75x", "res/drawable-ldpi", "res/mipmap-tvdpi-v4"] {
            try FileManager.default.createDirectory(
                atPath: root.path + "/" + folder, withIntermediateDirectories: true)
        }
        for (name, scale) in [
            ("s@0.5x.png", "0.5"), ("0.75x/s.png", "0.75"), ("res/drawable-ldpi/s.png", "0.75"),
            ("res/mipmap-tvdpi-v4/s.png", "1.33125"),
        ] {
            let sheet = try SliceFixtures.write(root, name, width: 426, height: 213)
            let refusal = "\(sheet) is @\(scale)x, but screens use @1x, @1.5x, @2x, @3x and @4x"
            let slice = Self.slice([sheet, "-o", root.path + "/out"])
            #expect(
                slice.status == .dataError && slice.errors.hasPrefix("error: \(refusal)"), "\(slice.errors)")
            let info = FaultCommand(["info", sheet])
            #expect(info.status == .success)
            #expect(
                info.output.contains(
                    "  warning: slice refuses it: \(refusal); rename the file or give its scale explicitly\n"),
                "\(info.output)")
        }
    }

    /// A name and a folder that say different scales (`drawable-xxhdpi/s@2x.png`): the name's
    /// is used, as before, but no longer in silence; --scale settles it without a word.
    @Test func aScaleTheNameAndTheFolderDisagreeOnIsWarnedAbout() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/res/drawable-xxhdpi", withIntermediateDirectories: true)
        let sheet = try SliceFixtures.write(root, "res/drawable-xxhdpi/s@2x.png", width: 48, height: 8)
        let run = Self.slice([sheet, "-o", root.path + "/out"])
        #expect(run.status == .success)
        let note = "\(sheet): its name says @2x and its folder drawable-xxhdpi @3x; read as @2x, the name's"
        #expect(run.errors == "warning: \(note); rename the file or give --scale\n")
        #expect(root.listing("out").last == "wedge-11@2x.png")
        let info = FaultCommand(["info", sheet])
        #expect(info.output.contains("  warning: \(note)\n"))
        let scaled = Self.slice([sheet, "--scale", "2", "-o", root.path + "/scaled"])
        #expect(scaled.status == .success && scaled.errors == "")
    }

    @Test(
        arguments: [
            (["missing.png"], ExitCode.noInput, "missing.png: cannot read the file"),
            (["not-a-png.png"], .dataError, "not-a-png.png: not a PNG file"),
            (
                ["s@3x.png"], .dataError,
                "50 × 6 pixels is not a whole number of points at @3x (50 px wide is 16.67 pt)"
            ),
            (["narrow.png"], .dataError, "narrower than 12 segments"),
            (["s.png", "--pressed", "tall.png"], .dataError, "the pressed sheet must be the same size"),
            (["s.png", "--pressed", "p@2x.png"], .dataError, "the pressed sheet must have the same scale"),
            (["s.png", "--segments", "0"], .usage, "--segments must be between 2 and 360, got 0"),
            (
                ["s.png", "--scale", "5"], .usage,
                "invalid value '5' for --scale: expected one of 1, 1.5, 2, 3, 4"
            ),
            (["s.png", "--scale", "1.25"], .usage, "invalid value '1.25' for --scale"),
            (["narrow.png", "--segments", "30"], .dataError, "; check --segments and --scale"),
            (
                ["s.png", "--scales", "1,5"], .usage,
                "invalid value '1,5' for --scales: expected a comma-separated list"
            ),
            (
                ["s.png", "--layout", "xcassets", "--scales", "1,1.5"], .usage,
                "--layout xcassets has no place for @1.5x (it holds @1x, @2x and @3x); leave 1.5 out of --scales"
            ),
            // Without --scales the sheet's own scale is the one refused: give a list.
            (
                ["big@4x.png", "--layout", "xcassets"], .usage,
                "--layout xcassets has no place for @4x (it holds @1x, @2x and @3x); the sheet is @4x, so "
                    + "give --scales (such as --scales 1,2,3) or choose another --layout"
            ),
            (["s.png", "--layout", "grid"], .usage, "expected one of flat, xcassets"),
            (["s.png", "--compression", "max"], .usage, "expected one of fast, small, best"),
            (["big@5x.png"], .dataError, "big@5x.png is @5x, but screens use @1x, @1.5x, @2x, @3x and @4x"),
        ] as [([String], ExitCode, String)])
    func refusalsExitWithTheirCode(arguments: [String], status: ExitCode, message: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        try SliceFixtures.write(root, "s@3x.png", width: 50, height: 6)
        try SliceFixtures.write(root, "narrow.png", width: 11, height: 2)
        try SliceFixtures.write(root, "tall.png", width: 24, height: 5)
        try SliceFixtures.write(root, "p@2x.png", width: 24, height: 4, seed: 2)
        try SliceFixtures.write(root, "big@4x.png", width: 48, height: 4)
        try SliceFixtures.write(root, "big@5x.png", width: 60, height: 5)
        try root.write("hello", to: "not-a-png.png")
        let before = root.listing()
        let paths = arguments.map { $0.hasSuffix(".png") ? root.path + "/" + $0 : $0 }
        let run = Self.slice(paths + ["-o", root.path + "/out"])
        #expect(run.status == status)
        #expect(run.errors.hasPrefix("error: "))
        #expect(run.errors.contains(message), "\(run.errors)")
        // Found while parsing or while running, a usage error points to the help.
        if status == .usage {
            #expect(run.errors.hasSuffix("\nSee 'luckywheel slice --help'.\n"), "\(run.errors)")
        }
        #expect(run.output == "")
        #expect(root.listing() == before)
    }

    /// `-` is standard output for render; slice writes a folder, so `-o -` is refused rather
    /// than making a folder named `-`.
    @Test func outputCannotBeStandardOutput() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let run = Self.slice([sheet, "-o", "-"])
        #expect(run.status == .usage)
        #expect(
            run.errors
                == "error: -o - would be standard output, but slice writes a folder; give a folder name "
                + "(./- for one named -)\nSee 'luckywheel slice --help'.\n")
        #expect(root.listing() == ["s.png"])
    }

    /// A wheel has 2 to 360 segments: slice refuses a count no wheel has before it writes
    /// anything, in the words render uses, instead of writing a folder `render --assets`
    /// refuses (a one-wedge slice was written, then refused with exit 65).
    @Test(arguments: ["1", "361"]) func aSegmentCountNoWheelHasIsRefused(count: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let run = Self.slice([sheet, "--segments", count, "-o", root.path + "/out"])
        #expect(run.status == .usage)
        #expect(
            run.errors
                == "error: --segments must be between 2 and 360, got \(count)\nSee 'luckywheel slice --help'.\n"
        )
        #expect(root.listing() == ["s.png"])
        let render = RenderCommandTests.render(["--segments", count, "--frames", "1", "-o", root.path + "/f"])
        #expect(render.status == .usage)
        #expect(
            render.errors.split(separator: "\n").first == run.errors.split(separator: "\n").first)
    }

    /// slice names its compression levels as render does (it said fast|default|best, render
    /// fast|small|best): small is slice's default, and the old word is refused with the list.
    @Test func compressionLevelsAreNamedAsRendersAre() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 48, height: 8, seed: 9)
        let byDefault = Self.slice([sheet, "-o", root.path + "/default"])
        #expect(byDefault.status == .success, "\(byDefault.errors)")
        let small = Self.slice([sheet, "--compression", "small", "-o", root.path + "/small"])
        #expect(small.status == .success, "\(small.errors)")
        for name in Self.wedgeNames {
            let wedge = FileManager.default.contents(atPath: root.path + "/small/\(name).png")
            #expect(
                wedge != nil
                    && wedge == FileManager.default.contents(atPath: root.path + "/default/\(name).png"))
        }
        #expect(SliceCommand.compression.spec.rangeText == RenderCommand.compression.spec.rangeText)
        let old = Self.slice([sheet, "--compression", "default", "-o", root.path + "/old"])
        #expect(old.status == .usage)
        #expect(
            old.errors.hasPrefix(
                "error: invalid value 'default' for --compression: expected one of fast, small, best"),
            "\(old.errors)")
    }

    @Test func outputIsRequired() {
        let run = Self.slice(["s.png"])
        #expect(run.status == .usage)
        #expect(run.errors == "error: missing --output <dir>\nSee 'luckywheel slice --help'.\n")
    }

    /// The command slices decoder output only, whose rows fit their header; a sheet made in code
    /// whose rows do not is bad input data (65), as a sheet the slicer refuses is.
    @Test func aSheetWhoseRowsDoNotFitItsHeaderIsADataError() {
        #expect(
            SliceError.invalidImage(sheet: "s.png", reason: "bit depth 4 is not allowed").commandFailure
                == CommandFailure(
                    .dataError,
                    "s.png: bit depth 4 is not allowed; change an image's header and rows together"))
    }
}
