import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelRender
import WheelSlice

@testable import LuckyWheelCLI

/// `luckywheel slice` of one sheet per scale (a designer's `Wheel.png`, `Wheel@2x.png`,
/// `Wheel@3x.png`) into one folder in one run.
@Suite struct SliceSeveralSheetsCommandTests {
    static let slice = SliceCommandTests.slice

    /// The built-in sheet (or `asset`, its pressed twin) drawn for 4 wedges at each of
    /// `scales`, as `LuckyAstrology.png`, `LuckyAstrology@2x.png`, …; returns their paths.
    static func builtInSheets(
        in root: TemporaryFolder, scales: [Int] = [1, 2, 3], _ asset: BuiltInAsset = .sheet
    ) throws -> [String] {
        try scales.map { scale in
            try SliceFixtures.write(
                PNGEncoder().encode(BuiltInArt.image(asset, scale: scale, segments: 4)),
                to: root.path + "/" + asset.fileName(scale: try #require(SliceScale(scale))))
        }
    }

    /// The summary of a slice of `arguments` that succeeds without a word on standard error,
    /// by line; `count` lines, or the test stops.
    static func summaryLines(_ arguments: [String], count: Int) throws -> [String] {
        let run = slice(arguments)
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n").map(String.init)
        try #require(lines.count == count)
        return lines
    }

    /// Every file under `folder` of `root`, relative to `folder`, with its bytes.
    static func files(in root: TemporaryFolder, _ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for path in root.listing(folder) {
            files[path] = try SliceFixtures.read(root.path + "/" + folder + "/" + path)
        }
        return files
    }

    @Test func threeSheetsMakeOneCatalogOfTheirExactCuts() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root)
        // Given in any order.
        let lines = try Self.summaryLines(
            [
                sheets[2], sheets[0], sheets[1], "--segments", "4", "--layout", "xcassets", "-o",
                root.path + "/out",
            ], count: 5)
        #expect(
            lines[0]
                == "Sliced \(sheets[0]), \(sheets[1]) and \(sheets[2]) (160 × 47 pt @1x, @2x and @3x) into 4 wedges "
                + "in \(root.path)/out")
        for (line, (scale, sheet)) in zip(lines[1...3], zip(["1", "2", "3"], sheets)) {
            #expect(line.hasPrefix("  @\(scale)x: 4 files, "), "\(line)")
            #expect(line.hasSuffix(" bytes (exact cut of \(sheet), RGBA 8-bit)"), "\(line)")
        }
        #expect(lines[4].hasPrefix("Wrote 18 files (12 wedges, manifest.json, 5 Contents.json), "))

        // Each scale's files are byte for byte what slicing its sheet alone writes.
        var alone: [String: [UInt8]] = [:]
        for (index, sheet) in sheets.enumerated() {
            let single = Self.slice([
                sheet, "--segments", "4", "--layout", "xcassets", "-o", root.path + "/alone\(index)",
            ])
            #expect(single.status == .success, "\(single.errors)")
            for (path, bytes) in try Self.files(in: root, "alone\(index)") where path.hasSuffix(".png") {
                alone[path] = bytes
            }
        }
        let together = try Self.files(in: root, "out")
        let wedges = together.filter { $0.key.hasSuffix(".png") }
        #expect(wedges.count == 12 && alone.count == 12)
        for (path, bytes) in wedges {
            // Compared as a verdict: a mismatch prints the path, not two PNG files' bytes.
            #expect(alone[path].map { $0 == bytes } == true, "\(path) is not its sheet's slice alone")
        }
        // One image set per wedge names all three scales.
        let contents = try root.read("out/Wedges.xcassets/wedge-02.imageset/Contents.json")
        for name in ["wedge-02.png", "wedge-02@2x.png", "wedge-02@3x.png"] {
            #expect(contents.contains(name))
        }

        // One manifest lists every scale and the sheet each comes from.
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(try root.read("out/manifest.json").utf8))
                as? [String: Any])
        #expect(manifest["sheet"] as? String == "LuckyAstrology@3x.png")
        #expect(manifest["scales"] as? [Int] == [1, 2, 3])
        let listed = try #require(manifest["sheets"] as? [[String: Any]])
        #expect(listed.map { $0["sheet"] as? String } == sheets.map { ($0 as NSString).lastPathComponent })
        #expect(listed.map { $0["scales"] as? [Int] } == [[1], [2], [3]])
    }

    /// `--scales` asks for scales between the sheets too: each comes from the nearest sheet above,
    /// as a slice of that sheet alone makes it; --json prints the manifest written.
    @Test func aScaleBetweenTheSheetsComesFromTheNearestAbove() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 3])
        let run = Self.slice(sheets + ["--segments", "4", "--scales", "1,1.5,2,3", "-o", root.path + "/out"])
        #expect(run.status == .success, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        try #require(lines.count == 6)
        #expect(lines[1].hasSuffix("(exact cut of \(sheets[0]), RGBA 8-bit)"))
        #expect(lines[2].hasSuffix("(area-averaged from \(sheets[1]), RGBA 8-bit)"))
        #expect(lines[3].hasSuffix("(area-averaged from \(sheets[1]), RGBA 8-bit)"))
        #expect(lines[4].hasSuffix("(exact cut of \(sheets[1]), RGBA 8-bit)"))
        let fromThree = Self.slice([
            sheets[1], "--segments", "4", "--scales", "1.5,2,3", "-o", root.path + "/three",
        ])
        #expect(fromThree.status == .success, "\(fromThree.errors)")
        for name in ["wedge-00@1.5x.png", "wedge-03@2x.png", "wedge-01@3x.png"] {
            let same =
                try SliceFixtures.read(root.path + "/out/" + name)
                == SliceFixtures.read(root.path + "/three/" + name)
            #expect(same, "\(name) is not the @3x sheet's slice alone")
        }
        let json = Self.slice(
            sheets + ["--segments", "4", "--scales", "1,1.5,2,3", "--json", "-o", root.path + "/json"])
        #expect(json.status == .success)
        #expect(json.output == (try root.read("json/manifest.json")))
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let listed = try #require(manifest["sheets"] as? [[String: Any]])
        #expect(listed.map { $0["scales"] as? [Double] } == [[1], [1.5, 2, 3]])
    }

    @Test func sheetsOfDifferentPointSizesAreRefusedAndNothingIsWritten() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 2])
        // Drawn for 5 wedges: 200 pt wide, not 160.
        let wider = try SliceFixtures.write(
            PNGEncoder().encode(BuiltInArt.image(.sheet, scale: 3, segments: 5)),
            to: root.path + "/LuckyAstrology@3x.png")
        let run = Self.slice(sheets + [wider, "--segments", "4", "-o", root.path + "/out"])
        #expect(run.status == .dataError)
        #expect(
            run.errors
                == "error: \(wider) is 200 × 47 pt (600 × 141 pixels at @3x) but \(sheets[0]) is 160 × 47 pt "
                + "(160 × 47 pixels at @1x); the sheets of one wheel are the same size in points; check the files' "
                + "@Nx suffixes, or give the sheets of one wheel\n")
        #expect(!root.listing().contains { $0.hasPrefix("out") })
    }

    @Test func twoSheetsOfOneScaleAreAUsageErrorNamingBoth() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 2])
        let copy = try SliceFixtures.write(try SliceFixtures.read(sheets[1]), to: root.path + "/Copy@2x.png")
        let run = Self.slice([sheets[1], sheets[0], copy, "--segments", "4", "-o", root.path + "/out"])
        #expect(run.status == .usage)
        #expect(
            run.errors.hasPrefix(
                "error: \(sheets[1]) and \(copy) are both @2x, and each scale comes from one sheet; give one sheet "
                    + "per scale, or check the files' @Nx suffixes\n"))
        #expect(!root.listing().contains { $0.hasPrefix("out") })
    }

    /// `slice A.png APressed@2x.png` slices the pressed art as A's @2x, as asked, with a warning
    /// naming the file it looks like it should be; sheets named as one wheel's scales get none.
    @Test func aSheetNotNamedAsAScaleOfTheOthersIsSlicedWithAWarning() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 2])
        let named = Self.slice(sheets + ["--segments", "4", "-o", root.path + "/named"])
        #expect(named.status == .success, "\(named.errors)")
        #expect(named.errors == "")

        let pressed = root.path + "/LuckyAstrologyPressed@2x.png"
        _ = try SliceFixtures.write(try SliceFixtures.read(sheets[1]), to: pressed)
        let run = Self.slice([sheets[0], pressed, "--segments", "4", "-o", root.path + "/out"])
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.errors
                == "warning: \(pressed) is not named as a scale of \(sheets[0]) (\(sheets[1])); slicing it as its @2x\n"
        )
        #expect(root.listing("out").contains("wedge-00@2x.png"))
    }

    /// `--scale` says something of one sheet; with several it is refused before any file is
    /// read.
    @Test func scaleTakesOneSheet() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 2])
        let scale = Self.slice(sheets + ["--scale", "2", "-o", root.path + "/out"])
        #expect(scale.status == .usage)
        #expect(scale.errors.hasPrefix("error: --scale gives one sheet's scale, and 2 sheets were given;"))
        // A scale given no use: @2x makes none of --scales 1.
        let unused = Self.slice(sheets + ["--segments", "4", "--scales", "1", "-o", root.path + "/out"])
        #expect(unused.status == .usage)
        #expect(
            unused.errors.hasPrefix(
                "error: \(sheets[1]) is @2x, and none of the scales written (@1x) comes from it; add 2 to --scales, "
                    + "or leave the sheet out\n"))
        #expect(!root.listing().contains { $0.hasPrefix("out") })
    }

    /// A sheet whose scale the layout has no place for is named, and so is the other fix,
    /// making the layout's scales from the sheets (leaving a @4x sheet out of a @1x and a @4x
    /// left one scale of three, which the message alone suggested).
    @Test func aSheetTheLayoutCannotHoldIsNamed() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let small = try SliceFixtures.write(root, "s.png", width: 24, height: 4, seed: 1)
        let large = try SliceFixtures.write(root, "s@4x.png", width: 96, height: 16, seed: 2)
        let run = Self.slice([small, large, "--layout", "xcassets", "-o", root.path + "/out"])
        #expect(run.status == .usage)
        #expect(
            run.errors.hasPrefix(
                "error: --layout xcassets has no place for @4x (it holds @1x, @2x and @3x); leave out \(large), "
                    + "give --scales 1,2,3 to make the layout's scales from the sheets, or choose another --layout\n"
            ))
        let made = Self.slice([
            small, large, "--layout", "xcassets", "--scales", "1,2,3", "-o", root.path + "/made",
        ])
        #expect(made.status == .success, "\(made.errors)")
        let flat = Self.slice([small, large, "-o", root.path + "/flat"])
        #expect(flat.status == .success, "\(flat.errors)")
        #expect(
            root.listing("flat").filter { $0.hasPrefix("wedge-00") } == ["wedge-00.png", "wedge-00@4x.png"])
    }

    /// The run is one slice: `--force` over an earlier slice of one of the sheets keeps every
    /// scale, and a slice that cannot write one of them leaves the folder as it was.
    @Test func forceOverAnEarlierSliceKeepsEveryScale() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root)
        let first = Self.slice([
            sheets[2], "--segments", "4", "--layout", "xcassets", "-o", root.path + "/out",
        ])
        #expect(first.status == .success)
        let before = try Self.files(in: root, "out")
        let refused = Self.slice(
            sheets + ["--segments", "4", "--layout", "xcassets", "-o", root.path + "/out"])
        #expect(refused.status == .cannotCreate)
        #expect(try Self.files(in: root, "out") == before)
        let forced = Self.slice(
            sheets + ["--segments", "4", "--layout", "xcassets", "--force", "-o", root.path + "/out"])
        #expect(forced.status == .success, "\(forced.errors)")
        #expect(!forced.output.contains("Removed"))
        let after = try Self.files(in: root, "out")
        #expect(after.keys.filter { $0.hasSuffix(".png") }.count == 12)
        #expect(after["Wedges.xcassets/wedge-00.imageset/wedge-00@3x.png"] != nil)
        #expect(after["Wedges.xcassets/wedge-00.imageset/wedge-00.png"] != nil)
    }

    /// One `--pressed` per sheet, paired by scale: each scale's pressed wedges are the exact cut
    /// of the pressed twin of its sheet, or resampled from the twin of the sheet above, as a
    /// slice of that twin alone makes them.
    @Test func eachSheetTakesItsPressedTwin() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 3])
        let pressed = try Self.builtInSheets(in: root, scales: [1, 3], .sheetPressed)
        // Given in another order than the sheets.
        let lines = try Self.summaryLines(
            sheets + [
                "--pressed", pressed[1], "--pressed", pressed[0], "--segments", "4", "--scales", "1,2,3",
                "-o",
                root.path + "/out",
            ], count: 5)
        #expect(
            lines[0]
                == "Sliced \(sheets[0]) and \(sheets[1]) (160 × 47 pt @1x and @3x) into 4 wedges (+ pressed "
                + "\(pressed[0]) and \(pressed[1])) in \(root.path)/out")
        #expect(lines[1].hasSuffix("(exact cut of \(sheets[0]) and \(pressed[0]), RGBA 8-bit)"))
        #expect(lines[2].hasSuffix("(area-averaged from \(sheets[1]) and \(pressed[1]), RGBA 8-bit)"))
        #expect(lines[3].hasSuffix("(exact cut of \(sheets[1]) and \(pressed[1]), RGBA 8-bit)"))
        #expect(lines[4].hasPrefix("Wrote 25 files (24 wedges, manifest.json), "))

        // Each pressed file is the slice of its twin alone: the exact cut at its own scale
        // (bit for bit its columns), resampled from the @3x twin at 2x.
        for (index, (twin, scales)) in zip(pressed, ["1", "2,3"]).enumerated() {
            let alone = Self.slice([
                twin, "--segments", "4", "--scales", scales, "-o", root.path + "/alone\(index)",
            ])
            #expect(alone.status == .success, "\(alone.errors)")
        }
        for (file, alone) in [
            ("wedge-01-pressed.png", "alone0/wedge-01.png"),
            ("wedge-01-pressed@2x.png", "alone1/wedge-01@2x.png"),
            ("wedge-03-pressed@3x.png", "alone1/wedge-03@3x.png"),
        ] {
            let same =
                try SliceFixtures.read(root.path + "/out/" + file)
                == SliceFixtures.read(root.path + "/" + alone)
            #expect(same, "\(file) is not its pressed twin's slice alone")
        }
        let twin = try PNGDecoder().decode(contentsOfFile: pressed[0])
        let wedge = try PNGDecoder().decode(contentsOfFile: root.path + "/out/wedge-02-pressed.png")
        #expect(wedge.rows == PackedPixels.region(twin, columns: 80..<120))
        // The normal files are the sheets' own.
        let alike =
            try SliceFixtures.read(root.path + "/out/wedge-02.png")
            == SliceFixtures.read(root.path + "/out/wedge-02-pressed.png")
        #expect(!alike)

        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(try root.read("out/manifest.json").utf8))
                as? [String: Any])
        #expect(manifest["pressedSheet"] as? String == "LuckyAstrologyPressed@3x.png")
        let listed = try #require(manifest["sheets"] as? [[String: Any]])
        #expect(
            listed.map { $0["pressedSheet"] as? String } == [
                "LuckyAstrologyPressed.png", "LuckyAstrologyPressed@3x.png",
            ])
    }

    /// Pressed sheets that do not pair with the sheets are refused before anything is written:
    /// a count other than the sheets' or two of one scale (64), one of a scale no sheet has or
    /// of another pixel size than its sheet (65).
    @Test func pressedSheetsThatDoNotPairAreRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 3])
        let pressed = try Self.builtInSheets(in: root, scales: [1, 2, 3], .sheetPressed)
        func refused(_ twins: [String]) -> SliceCommandTests.Run {
            Self.slice(
                sheets + twins.flatMap { ["--pressed", $0] } + ["--segments", "4", "-o", root.path + "/out"])
        }
        let count = refused([pressed[2]])
        #expect(count.status == .usage)
        #expect(
            count.errors
                == "error: 2 sheets and 1 --pressed were given, and each sheet has one pressed sheet of its scale; "
                + "give one --pressed for each SHEET, each --pressed before its own file, or none\n"
                + "See 'luckywheel slice --help'.\n")
        // The count is the arguments' alone: refused (64) before a sheet is read, so a sheet
        // that is no PNG does not turn it into a data error (65).
        try root.write("not a PNG", to: "Broken@3x.png")
        let countFirst = Self.slice(
            [sheets[0], root.path + "/Broken@3x.png", "--pressed", pressed[0], "-o", root.path + "/out"])
        #expect(countFirst.status == .usage)
        #expect(countFirst.errors.hasPrefix("error: 2 sheets and 1 --pressed were given"))
        let copy = try SliceFixtures.write(
            try SliceFixtures.read(pressed[2]), to: root.path + "/Other@3x.png")
        let duplicate = refused([pressed[2], copy])
        #expect(duplicate.status == .usage)
        #expect(
            duplicate.errors.hasPrefix(
                "error: --pressed \(pressed[2]) and \(copy) are both @3x, and each sheet has one pressed sheet; "
                    + "give one --pressed of each sheet's scale, or check the files' @Nx suffixes\n"))
        let unmatched = refused([pressed[1], pressed[2]])
        #expect(unmatched.status == .dataError)
        #expect(
            unmatched.errors
                == "error: \(pressed[1]) is @2x but \(sheets[0]) is @1x; the pressed sheet must have the same scale\n"
        )
        // Drawn for 5 wedges: 600 pixels wide at @3x, not 480.
        let wider = try SliceFixtures.write(
            PNGEncoder().encode(BuiltInArt.image(.sheetPressed, scale: 3, segments: 5)),
            to: root.path + "/Wide@3x.png")
        let size = refused([pressed[0], wider])
        #expect(size.status == .dataError)
        #expect(
            size.errors
                == "error: \(wider) is 600 × 141 pixels but \(sheets[1]) is 480 × 141; the pressed sheet must be "
                + "the same size\n")
        #expect(!root.listing().contains { $0.hasPrefix("out") })

        // A pressed sheet with its own sheet's bytes is sliced with a warning naming that pair.
        let same = refused([pressed[0], sheets[1]])
        #expect(same.status == .success, "\(same.errors)")
        #expect(
            same.errors.hasPrefix(
                "warning: --pressed \(sheets[1]) holds the same bytes as \(sheets[1]): the pressed wedges will look "
                    + "like the others; give the pressed-state sheet\n"))
        #expect(!same.errors.contains("--pressed \(pressed[0]) holds"))
    }

    /// Pressed sheets not named as scales of one wheel are sliced as asked, with the warning
    /// sheets get: `--pressed WheelPressed.png --pressed Other@3x.png` looks like a wrong file.
    @Test func aPressedSheetNotNamedAsAScaleOfTheOthersIsSlicedWithAWarning() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheets = try Self.builtInSheets(in: root, scales: [1, 3])
        let pressed = try Self.builtInSheets(in: root, scales: [1, 3], .sheetPressed)
        let named = Self.slice(
            sheets + [
                "--pressed", pressed[0], "--pressed", pressed[1], "--segments", "4", "-o", root.path + "/a",
            ])
        #expect(named.status == .success && named.errors == "", "\(named.errors)")
        let other = try SliceFixtures.write(
            try SliceFixtures.read(pressed[1]), to: root.path + "/Other@3x.png")
        let run = Self.slice(
            sheets + ["--pressed", pressed[0], "--pressed", other, "--segments", "4", "-o", root.path + "/b"])
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.errors
                == "warning: \(other) is not named as a scale of \(pressed[0]) (\(pressed[1])); slicing it as its @3x\n"
        )
    }
}
