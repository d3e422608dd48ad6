import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSlice
import WheelSupport

@testable import LuckyWheelCLI

/// `luckywheel slice --layout android|flutter|web` and fractional scales, end to end.
@Suite struct SlicePlatformCommandTests {
    static func slice(_ arguments: [String]) -> SliceCommandTests.Run { SliceCommandTests.slice(arguments) }

    /// `--force` over an earlier slice leaves one slice: what the earlier one wrote and this
    /// one does not (a density, a scale, wedges past the new count, their state lists and
    /// image sets) is removed with the folders it leaves empty; other files stay.
    @Test func forceOverAnEarlierSliceLeavesOnlyTheNewOne() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let big = try SliceFixtures.write(root, "big@3x.png", width: 36, height: 6, seed: 5)
        let bigPressed = try SliceFixtures.write(root, "bigp@3x.png", width: 36, height: 6, seed: 6)
        let small = try SliceFixtures.write(root, "small@2x.png", width: 24, height: 4, seed: 7)
        for layout in ["android", "xcassets"] {
            let output = root.path + "/" + layout
            let first = Self.slice([
                big, "--pressed", bigPressed, "--segments", "3", "--scales", "1,2,3", "--layout", layout,
                "-o", output,
            ])
            #expect(first.status == .success, "\(first.errors)")
            try root.write("mine", to: layout + "/notes.txt")
            let second = Self.slice([small, "--segments", "2", "--layout", layout, "-o", output, "--force"])
            #expect(second.status == .success, "\(second.errors)")
            let manifest = try SliceManifest(parsing: try root.read(layout + "/manifest.json"))
            #expect(root.listing(layout) == (manifest.writtenPaths + ["notes.txt"]).sorted())
            #expect(second.output.contains("\nRemoved "), "\(second.output)")
            // With --json, standard output is the manifest alone and the removal is told on
            // standard error (it went unsaid).
            let third = Self.slice([
                small, "--segments", "2", "--scales", "1", "--layout", layout, "-o", output, "--force",
                "--json",
            ])
            #expect(third.status == .success, "\(third.errors)")
            #expect(third.output == (try root.read(layout + "/manifest.json")))
            #expect(third.errors.hasPrefix("Removed "), "\(third.errors)")
            let again = Self.slice([small, "--segments", "2", "--layout", layout, "-o", output, "--force"])
            #expect(again.status == .success, "\(again.errors)")
            let folders = try FileManager.default.subpathsOfDirectory(atPath: output).filter {
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: output + "/" + $0, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
            // No folder is left empty (the old xxhdpi density, wedge-02's image sets).
            for folder in folders {
                #expect(
                    !(try FileManager.default.contentsOfDirectory(atPath: output + "/" + folder)).isEmpty,
                    "\(folder)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: root.path + "/android/res/drawable-xxhdpi"))
        #expect(
            !FileManager.default.fileExists(atPath: root.path + "/xcassets/Wedges.xcassets/wedge-02.imageset")
        )
    }

    /// An earlier manifest that cannot be read (cut short, or edited to name a file outside the
    /// folder) removes nothing, and a warning says its files may stay beside the new ones:
    /// they stayed in silence.
    @Test(arguments: [
        ("cut short", "it is not valid JSON"),
        ("outside", "\"wedges.2.files.1x\" is missing or not a path inside the slice folder"),
    ])
    func forceOverAManifestItCannotReadWarnsThatOldFilesStay(damage: String, reason: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4, seed: 7)
        let output = root.path + "/w"
        #expect(Self.slice([sheet, "--segments", "3", "-o", output]).status == .success)
        var manifest = try root.read("w/manifest.json")
        if damage == "cut short" {
            manifest = String(manifest.prefix(100))
        } else {
            manifest = manifest.replacingOccurrences(of: "\"wedge-02.png\"", with: "\"../s.png\"")
        }
        try root.write(manifest, to: "w/manifest.json")
        let again = Self.slice([sheet, "--segments", "2", "-o", output, "--force"])
        #expect(again.status == .success, "\(again.errors)")
        #expect(
            again.errors.hasPrefix(
                "warning: \(output)/manifest.json, the earlier slice's manifest, cannot be read: \(reason)"),
            "\(again.errors)")
        #expect(
            again.errors.contains(
                "; the files an earlier slice wrote that this one does not are not removed, and may stay beside "
                    + "the new ones\n"))
        #expect(!again.output.contains("Removed "))
        #expect(root.listing("w") == ["manifest.json", "wedge-00.png", "wedge-01.png", "wedge-02.png"])
        #expect(FileManager.default.fileExists(atPath: sheet))
    }

    /// A link inside the output folder at a file's name is replaced by the file, its target
    /// left as it is (the folder's files are moved into place), a link to a folder too; one
    /// that names the input is refused, as the input itself would be.
    @Test func forceReplacesALinkInTheFolderNotItsTarget() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4, seed: 7)
        let output = root.path + "/w"
        try FileManager.default.createDirectory(
            atPath: root.path + "/dir", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        try root.write("keep", to: "other.png")
        try FileManager.default.createSymbolicLink(
            atPath: output + "/wedge-00.png", withDestinationPath: "../s.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: sheet))
        let refused = Self.slice([sheet, "--segments", "2", "-o", output, "--force"])
        #expect(refused.status == .cannotCreate)
        #expect(refused.errors.contains("is an input of this command"), "\(refused.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: sheet)) == before)
        try FileManager.default.removeItem(atPath: output + "/wedge-00.png")
        try FileManager.default.createSymbolicLink(
            atPath: output + "/wedge-00.png", withDestinationPath: "../other.png")
        try FileManager.default.createSymbolicLink(
            atPath: output + "/wedge-01.png", withDestinationPath: "../dir")
        let run = Self.slice([sheet, "--segments", "2", "-o", output, "--force"])
        #expect(run.status == .success, "\(run.errors)")
        for name in ["wedge-00.png", "wedge-01.png"] {
            #expect(PathKind(of: output + "/" + name) == .file)
        }
        #expect(try root.read("other.png") == "keep")
        #expect(PathKind(of: root.path + "/dir") == .directory)
    }

    /// The earlier manifest is the user's file: entries it lists that lead out of the output
    /// folder (`..`, an absolute path, a folder that is a link) are never removed.
    @Test func forceRemovesNothingOutsideTheOutputFolder() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4, seed: 7)
        let output = root.path + "/w"
        #expect(Self.slice([sheet, "--segments", "2", "-o", output]).status == .success)
        try FileManager.default.createDirectory(
            atPath: root.path + "/outside", withIntermediateDirectories: false)
        try root.write("keep", to: "outside/victim.txt")
        try FileManager.default.createSymbolicLink(atPath: output + "/sub", withDestinationPath: "../outside")
        var manifest = try SliceManifest(parsing: try root.read("w/manifest.json"))
        manifest.wedges[0].files[2] = "sub/victim.txt"
        manifest.wedges[1].files[2] = "../outside/victim.txt"
        manifest.wedges[1].files[3] = root.path + "/outside/victim.txt"
        try root.write(manifest.serialized(), to: "w/manifest.json")
        let again = Self.slice([sheet, "--segments", "2", "-o", output, "--force"])
        #expect(again.status == .success, "\(again.errors)")
        #expect(!again.output.contains("Removed"), "\(again.output)")
        #expect(try root.read("outside/victim.txt") == "keep")
    }

    @Test func androidWritesDensityFoldersAndStateLists() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 24, height: 4, seed: 3)
        let pressed = try SliceFixtures.write(root, "p@2x.png", width: 24, height: 4, seed: 4)
        let run = Self.slice([
            sheet, "--pressed", pressed, "--segments", "2", "--layout", "android", "-o", root.path + "/main",
        ])
        #expect(run.status == .success)
        #expect(run.errors == "")
        let images = ["wedge_00", "wedge_00_pressed", "wedge_01", "wedge_01_pressed"]
        #expect(
            root.listing("main")
                == (["manifest.json", "res/drawable/wedge_00_state.xml", "res/drawable/wedge_01_state.xml"]
                + ["mdpi", "hdpi", "xhdpi"].flatMap { density in
                    images.map { "res/drawable-\(density)/\($0).png" }
                }).sorted())
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("  @1x: 4 files, ") && lines[1].hasSuffix("(area-averaged, RGBA 8-bit)"))
        #expect(lines[2].hasPrefix("  @1.5x: 4 files, "))
        #expect(lines[3].hasPrefix("  @2x: 4 files, ") && lines[3].hasSuffix("(exact cut, RGBA 8-bit)"))
        #expect(lines[4].hasPrefix("Wrote 15 files (12 wedges, manifest.json, 2 state lists), "))
        // 6 pt wedges, 2 pt high: 9 × 3 pixels at hdpi.
        let hdpi = try PNGDecoder().decode(contentsOfFile: root.path + "/main/res/drawable-hdpi/wedge_01.png")
        #expect(hdpi.header.width == 9 && hdpi.header.height == 3)
        #expect(try root.read("main/res/drawable/wedge_01_state.xml").contains("@drawable/wedge_01_pressed"))
    }

    @Test func flutterPrintsItsPubspecLines() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@3x.png", width: 36, height: 6)
        let output = root.path + "/assets/wheel/"
        let run = Self.slice([sheet, "--segments", "2", "--layout", "flutter", "-o", output])
        #expect(run.status == .success)
        #expect(
            root.listing("assets/wheel") == [
                "1.5x/wedge_00.png", "1.5x/wedge_01.png", "2.0x/wedge_00.png", "2.0x/wedge_01.png",
                "3.0x/wedge_00.png", "3.0x/wedge_01.png", "manifest.json", "wedge_00.png", "wedge_01.png",
            ])
        let folder = root.path + "/assets/wheel"
        #expect(
            run.output.hasSuffix(
                "pubspec.yaml (paths from where slice ran; Flutter reads them from the folder of "
                    + "pubspec.yaml, so run slice there with an -o inside it to paste them as they are):\n"
                    + "flutter:\n  assets:\n    - \(folder)/wedge_00.png\n    - \(folder)/wedge_01.png\n"))
        let manifest = try SliceManifest(parsing: try root.read("assets/wheel/manifest.json"))
        #expect(manifest.pubspecAssets == ["wedge_00.png", "wedge_01.png"])
    }

    @Test func pubspecLinesUseTheFolderAsGiven() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let run = Self.slice([sheet, "--layout", "flutter", "--json", "-o", root.path + "/f"])
        let manifest = try SliceManifest(parsing: run.output)
        #expect(
            SliceSummary.layoutNotes(manifest, output: "./assets/wheel/").contains(
                "    - assets/wheel/wedge_00.png\n"))
        #expect(SliceSummary.layoutNotes(manifest, output: ".").contains("\n    - wedge_00.png\n"))
        #expect(
            SliceSummary.layoutNotes(manifest, output: "assets/wheel").hasPrefix(
                "pubspec.yaml (paths from where slice ran):"))
        #expect(
            SliceSummary.layoutNotes(manifest, output: "../app/assets").contains(
                "run slice there with an -o inside it"))
        // A folder YAML would misread (a comment, a mapping, an alias, a quote) is quoted.
        for (folder, line) in [
            ("fl #1", "    - 'fl #1/wedge_00.png'"), ("fl: x", "    - 'fl: x/wedge_00.png'"),
            ("*fl", "    - '*fl/wedge_00.png'"), ("it's", "    - 'it''s/wedge_00.png'"),
            ("-x", "    - '-x/wedge_00.png'"), ("@at", "    - '@at/wedge_00.png'"),
            // A line break would fold into a space inside single quotes.
            ("a\nb", #"    - "a\nb/wedge_00.png""#), ("q\"\tb", #"    - "q\"\tb/wedge_00.png""#),
        ] {
            #expect(SliceSummary.layoutNotes(manifest, output: folder).contains("\n" + line + "\n"))
        }
    }

    /// `-o a/./b` printed `a/./b/wedge_00.png`: the paths are the folder's as a person writes
    /// it, `.` parts and repeated or trailing slashes dropped, `..` kept (Flutter cannot read
    /// it, which the heading says).
    @Test(arguments: [
        ("a/./b", "a/b/"), ("a//b", "a/b/"), ("a/b/", "a/b/"), ("./a", "a/"), ("././a//./b/.//", "a/b/"),
        ("./", ""), ("./.", ""), ("/srv//app/./assets/", "/srv/app/assets/"), ("/", "/"),
        ("a/../b", "a/../b/"), ("../app/./assets", "../app/assets/"),
    ])
    func pubspecPathsAreTheFolderNormalized(output: String, prefix: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let run = Self.slice([sheet, "--layout", "flutter", "--json", "-o", root.path + "/f"])
        let manifest = try SliceManifest(parsing: run.output)
        let notes = SliceSummary.layoutNotes(manifest, output: output)
        #expect(notes.contains("\n    - \(prefix)wedge_00.png\n"), "\(notes)")
        let outside = prefix.hasPrefix("/") || prefix.hasPrefix("../") || prefix.contains("/../")
        #expect(notes.contains("run slice there with an -o inside it") == outside)
    }

    /// Through the command: the folder as given, but clean.
    @Test func aFlutterSliceIntoAnUntidyPathPrintsCleanPaths() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let run = Self.slice([
            sheet, "--segments", "2", "--layout", "flutter", "-o", root.path + "/a/./b//c/",
        ])
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.output.hasSuffix(
                "flutter:\n  assets:\n    - \(root.path)/a/b/c/wedge_00.png\n    - \(root.path)/a/b/c/wedge_01.png\n"
            ))
        #expect(root.listing("a/b/c").contains("wedge_00.png"))
    }

    /// `-o main/res/.` is the res folder, and `App.xcassets/./` a catalog, as without the `.`:
    /// the warning about a layout nested in its own folder went unsaid.
    @Test(arguments: [
        ("android", "main/res/."), ("xcassets", "App.xcassets/./"), ("android", "main/./res//"),
    ])
    func aNestedLayoutIsToldWhateverTheSpelling(layout: String, folder: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let run = Self.slice([sheet, "--layout", layout, "-o", root.path + "/" + folder])
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.errors.contains(layout == "android" ? "res/res" : "a catalog in a catalog"), "\(run.errors)")
    }

    @Test func webWritesThePageAndPrintsTheSnippet() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 48, height: 6)
        let run = Self.slice([sheet, "--layout", "web", "-o", root.path + "/site"])
        #expect(run.status == .success)
        #expect(root.listing("site").count == 12 * 3 + 2)
        #expect(
            root.listing("site").contains("wedge-11@1.5x.png") && root.listing("site").contains("index.html"))
        let manifest = try SliceManifest(parsing: try root.read("site/manifest.json"))
        let snippet = try #require(manifest.snippet)
        #expect(
            run.output.hasSuffix(
                "Open \(root.path)/site/index.html to see the wheel; the snippet to copy (paths from \(root.path)/site):\n"
                    + snippet))
        #expect(try Self.pageHolds(snippet, root.read("site/index.html")))
        #expect(snippet.contains(#"srcset="wedge-11.png 1x, wedge-11@1.5x.png 1.5x, wedge-11@2x.png 2x""#))
        #expect(snippet.contains("rotate(330deg)"))
    }

    /// Whether the page holds the snippet: its style before the end of the head, its wheel in
    /// the body.
    static func pageHolds(_ snippet: String, _ page: String) -> Bool {
        guard let cut = snippet.range(of: "</style>\n") else { return false }
        return page.contains(snippet[..<cut.upperBound] + "</head>\n<body>\n" + snippet[cut.upperBound...])
    }

    @Test func webWithAPressedSheetGivesEachWedgeItsPressedImage() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 48, height: 6)
        let pressed = try SliceFixtures.write(root, "p@2x.png", width: 48, height: 6, seed: 2)
        let run = Self.slice([sheet, "--pressed", pressed, "--layout", "web", "-o", root.path + "/site"])
        #expect(run.status == .success)
        #expect(root.listing("site").count == 12 * 3 * 2 + 2)
        let snippet = try #require(try SliceManifest(parsing: try root.read("site/manifest.json")).snippet)
        #expect(run.output.hasSuffix(snippet))
        #expect(try Self.pageHolds(snippet, root.read("site/index.html")))
        #expect(
            snippet.contains(
                """
                  <div style="transform: rotate(330deg)">
                    <img src="wedge-11.png" srcset="wedge-11.png 1x, wedge-11@1.5x.png 1.5x, wedge-11@2x.png 2x" alt="">
                    <img src="wedge-11-pressed.png" srcset="wedge-11-pressed.png 1x, wedge-11-pressed@1.5x.png 1.5x, \
                wedge-11-pressed@2x.png 2x" alt="">
                  </div>
                """))
        #expect(snippet.contains(".luckywheel > .pressed > img + img { display: block; }"))
    }

    @Test func fractionalScalesInTheFlatLayoutAndForTheSheet() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 48, height: 6)
        let run = Self.slice([sheet, "--scales", "1.5,2", "-o", root.path + "/a"])
        #expect(run.status == .success)
        #expect(
            root.listing("a").filter { $0.hasPrefix("wedge-00") } == ["wedge-00@1.5x.png", "wedge-00@2x.png"])
        #expect(run.output.contains("\n  @1.5x: 12 files, "))
        // A sheet drawn at 1.5x: 36 × 6 px is 24 × 4 pt; its own scale is the exact cut.
        let odd = try SliceFixtures.write(root, "odd.png", width: 36, height: 6)
        let named = Self.slice([odd, "--scale", "1.5", "--scales", "1,1.5", "--json", "-o", root.path + "/b"])
        #expect(named.status == .success)
        let manifest = try SliceManifest(parsing: named.output)
        #expect(manifest.scale == 1.5 && manifest.pointSize.width == 24 && manifest.pointSize.height == 4)
        #expect(manifest.wedges[0].files == [1: "wedge-00.png", 1.5: "wedge-00@1.5x.png"])
        #expect(named.output.contains(#""scale": 1.5,"#))
        let four = Self.slice([sheet, "--scales", "4", "-o", root.path + "/c"])
        #expect(four.status == .usage)
        #expect(four.errors.contains("@4x would be upscaled and blurry"))
    }
}
