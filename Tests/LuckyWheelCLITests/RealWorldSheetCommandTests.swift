import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

/// `info` and `slice` on sheets with the oddities real files have (``EdgeCaseSheet``): they
/// agree about every one (if `info` exits 0, `slice` succeeds), and both print the same
/// warnings, so nothing a slice reads past or leaves out goes unsaid.
@Suite struct RealWorldSheetCommandTests {
    static func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let console = BufferConsole()
        let status = LuckyWheelTool.main(arguments, console: console)
        return (status, console.standardOutput, console.standardError)
    }

    @Test(arguments: EdgeCaseSheet.allCases)
    func infoAndSliceAgree(_ sheet: EdgeCaseSheet) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = try SliceFixtures.write(sheet.file.bytes, to: root.path + "/\(sheet.rawValue).png")
        let info = Self.run(["info", path])
        #expect(info.status == .success)
        let slice = Self.run(["slice", path, "-o", root.path + "/out"])
        #expect(slice.status == .success, "\(slice.errors)")
        #expect(root.listing("out").count == 13)
        let infoWarnings = info.output.split(separator: "\n").filter { $0.hasPrefix("  warning: ") }.map {
            "warning: " + $0.dropFirst("  warning: ".count)
        }
        #expect(slice.errors.split(separator: "\n").map(String.init) == infoWarnings)
    }

    /// Was: "error: cannot write wedge-00.png: libpng failed to encode the image: known
    /// incorrect sRGB profile." and exit 65.
    @Test func aPhotoshopSheetSlicesAndInfoNamesItsProfile() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = try SliceFixtures.write(
            EdgeCaseSheet.photoshopProfile.file.bytes, to: root.path + "/ps.png")
        let slice = Self.run(["slice", path, "-o", root.path + "/out"])
        #expect(slice.status == .success)
        #expect(slice.errors == "")
        let info = Self.run(["info", path])
        #expect(
            info.output.contains(
                "  profile: \"sRGB IEC61966-2.1\" (ICC, 3144 bytes, named 'Photoshop ICC profile')\n"))
        let json = Self.run(["info", path, "--json"])
        #expect(json.output.contains("\"description\": \"sRGB IEC61966-2.1\""))
        #expect(json.output.contains("\"warnings\": []"))
    }

    @Test func infoListsWhatASliceLeavesOut() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = try SliceFixtures.write(
            EdgeCaseSheet.wholeSheetChunks.file.bytes, to: root.path + "/whole.png")
        let info = Self.run(["info", path])
        #expect(
            info.output.contains(
                "  warning: \(path): the wedges leave out its 1 'oFFs', 1 'caNv' and 1 'vpAg' chunks: they "
                    + "describe the whole sheet (counts, page or canvas position, or stereo pair)\n"))
        #expect(
            info.output.contains(
                "  warning: \(path): the wedges leave out its 'prVT' chunk: it is an unknown chunk marked "
                    + "unsafe to copy once the pixels change\n"))
        let json = Self.run(["info", path, "--json"])
        #expect(json.output.contains("\"chunk\": \"oFFs\""))
        #expect(json.output.contains("\"onlyResampled\": false"))
    }

    /// `sliceLeavesOut` lists every chunk type the wedges go without: a chunk the decoder read
    /// past (a damaged tEXt, one libpng ignored) was in the warnings but not in the list, which
    /// a script auditing metadata loss reads.
    @Test(arguments: EdgeCaseSheet.allCases)
    func sliceLeavesOutListsEveryChunkTheWedgesLack(_ sheet: EdgeCaseSheet) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = try SliceFixtures.write(sheet.file.bytes, to: root.path + "/\(sheet.rawValue).png")
        let json = Self.run(["info", path, "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let file = try #require((document?["files"] as? [[String: Any]])?.first)
        let leftOut = try #require(file["sliceLeavesOut"] as? [[String: Any]])
        let types = Set(leftOut.compactMap { $0["chunk"] as? String })
        #expect(sheet.droppedChunks.isSubset(of: types), "\(types)")
        #expect(
            leftOut.allSatisfy { ($0["count"] as? Int ?? 0) >= 1 && !($0["reason"] as? String ?? "").isEmpty }
        )
    }

    /// A sheet's large text (Photoshop's XMP history, here 200,000 characters) is copied into
    /// every wedge, as all metadata is: 99 % of a slice's bytes, and nothing said it. Slice and
    /// info say so, with the bytes each wedge carries and how to leave them out.
    @Test func heavyMetadataCopiedIntoEveryWedgeIsTold() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = try SliceFixtures.write(EdgeCaseSheet.largeText.file.bytes, to: root.path + "/large.png")
        let slice = Self.run(["slice", path, "-o", root.path + "/out"])
        #expect(slice.status == .success)
        #expect(
            slice.errors
                == "warning: \(path): each wedge cut from it carries a copy of its 201,030 bytes of 'tEXt' and "
                + "'zTXt' chunks (text and metadata, such as an editor's XMP history); strip them from the sheet "
                + "before slicing to leave them out\n")
        let plain = try SliceFixtures.write(root, "plain.png", width: 48, height: 10)
        #expect(Self.run(["slice", plain, "-o", root.path + "/plain"]).errors == "")
    }

    /// An animated sheet: info describes the animation, slice cuts the still image and says
    /// the animation is left out.
    @Test func anAnimatedSheetIsSlicedFromItsStillImage() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = try SliceFixtures.write(EdgeCaseSheet.animated.file.bytes, to: root.path + "/animated.png")
        let info = Self.run(["info", path])
        #expect(info.output.contains("  animation: APNG, 2 frames, 0.2 s, plays forever\n"))
        let slice = Self.run(["slice", path, "-o", root.path + "/out"])
        #expect(slice.status == .success)
        #expect(
            slice.errors.contains(
                "warning: \(path): the wedges leave out its 1 'acTL', 2 'fcTL' and 1 'fdAT' chunks: "
                    + "they belong to an APNG animation, and wedges are cut from the still image\n"),
            "\(slice.errors)")
        // One warning for the animation, not one per chunk type; info says the same.
        #expect(slice.errors.components(separatedBy: "APNG animation").count == 2)
        #expect(info.output.components(separatedBy: "APNG animation").count == 2)
        // render draws the still image too, and says so rather than drop the animation silently.
        let render = Self.run(["render", "--assets", path, "--frames", "1", "-o", root.path + "/frames"])
        #expect(render.status == .success, "\(render.errors)")
        #expect(
            render.errors.contains(
                "warning: \(path) is an animated PNG (APNG, 2 frames): its still image is drawn, not the "
                    + "animation\n"),
            "\(render.errors)")
    }

    /// Damaged pixel data is still refused, by both.
    @Test func damagedPixelDataIsRefusedByBoth() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        var file = EdgeCaseSheet.trailingZlibData.file
        if let last = file.chunks.lastIndex(where: { $0.type == "IDAT" }) {
            file.chunks[last].data[file.chunks[last].data.count - 6] ^= 0xFF  // inside the Adler-32
        }
        let path = try SliceFixtures.write(file.bytes, to: root.path + "/bad.png")
        #expect(Self.run(["info", path]).status == .dataError)
        #expect(Self.run(["slice", path, "-o", root.path + "/out"]).status == .dataError)
    }
}
