import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSupport

@testable import LuckyWheelCLI

@Suite struct InfoCommandTests {
    private func run(_ arguments: [String]) -> (ExitCode, BufferConsole) {
        let console = BufferConsole()
        return (LuckyWheelTool.main(["info"] + arguments, console: console), console)
    }

    @Test func describesAFileAndItsSizeInPoints() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/sheet@2x.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 96, height: 10), to: path)
        let (status, console) = run([path])
        #expect(status == .success)
        #expect(console.standardError == "")
        let idat = try #require(console.standardOutput.split(separator: "IDAT(").last?.prefix { $0 != ")" })
        #expect(
            console.standardOutput == """
                \(path)
                  size:    96 × 10 pixels (48 × 5 pt at @2x)
                  colour:  RGBA, 8-bit, not interlaced
                  CgBI:    no
                  chunks:  IHDR(13) IDAT(\(idat)) IEND(0)

                """)
    }

    @Test func sayWhenThePixelSizeIsNotWholePoints() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/odd@3x.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 10, height: 9), to: path)
        let (status, console) = run([path])
        #expect(status == .success)
        #expect(
            console.standardOutput.contains(
                "10 × 9 pixels (not a whole number of points at @3x: 10 px wide is 3.33 pt)"))
    }

    /// The same scales as slice: a @1.5x sheet's points, and its scale in JSON as a number.
    @Test func fractionalScalesAsSliceReadsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/sheet@1.5x.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 36, height: 6), to: path)
        let (status, console) = run([path])
        #expect(status == .success)
        #expect(console.standardOutput.contains("36 × 6 pixels (24 × 4 pt at @1.5x)"))
        let (_, json) = run([path, "--json"])
        #expect(json.standardOutput.contains(#""scale": 1.5,"#))
        #expect(json.standardOutput.contains(#""pointWidth": 24,"#))
        // 35 px is what 23 pt rounds to at 1.5x (as the package and exporters write it); no
        // point size gives 34, but slice cuts 23 pt wedges at 1.5x to 35 and 34 px alternately
        // (borders fall on pixel edges), which info said nothing of for slice's own wedges.
        let rounded = folder.path + "/rounded@1.5x.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 35, height: 6), to: rounded)
        #expect(run([rounded]).1.standardOutput.contains("35 × 6 pixels (23 × 4 pt at @1.5x)"))
        let odd = folder.path + "/odd@1.5x.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 34, height: 6), to: odd)
        #expect(
            run([odd]).1.standardOutput.contains(
                "(not a whole number of points at @1.5x: 34 px wide is 22.67 pt, as a 23 pt wedge that slice "
                    + "cuts at @1.5x may be)"))
        // Not of a side that is no wedge's either: 34 × 7 px is no sheet's wedge (7 px high is
        // 4.67 pt), and whole scales cut whole points.
        try PNGFixtures.write(try PNGFixtures.rgba(width: 34, height: 7), to: odd)
        #expect(
            run([odd]).1.standardOutput.contains(
                "(not a whole number of points at @1.5x: 34 px wide is 22.67 pt and 7 px high is 4.67 pt)"))
    }

    /// A file without a suffix in an Android density folder or a Flutter variant folder (as
    /// slice's own layouts write them) is at that folder's scale.
    @Test func aDensityFolderSaysTheScale() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, expected) in [
            ("res/drawable-xxhdpi/wedge_00.png", "30 × 6 pixels (10 × 2 pt at @3x)"),
            ("assets/wheel/1.5x/wedge_00.png", "30 × 6 pixels (20 × 4 pt at @1.5x)"),
            ("assets/wheel/wedge_00.png", "30 × 6 pixels (30 × 6 pt at @1x)"),
        ] {
            let path = folder.path + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNGFixtures.write(try PNGFixtures.rgba(width: 30, height: 6), to: path)
            let (status, console) = run([path])
            #expect(status == .success && console.standardOutput.contains(expected), "\(name)")
        }
    }

    /// An animated PNG `render` wrote: its frames, length and plays, and the frames' chunk
    /// pairs folded into one entry.
    @Test func describesAnAnimatedPNG() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/spin.apng"
        let render = BufferConsole()
        #expect(
            LuckyWheelTool.main(
                ["render", "--scale", "1", "--frames", "12", "--loop", "3", "--format", "apng", "-o", path],
                console: render) == .success)
        let (status, console) = run([path])
        #expect(status == .success)
        #expect(console.standardOutput.contains("  animation: APNG, 12 frames, 0.2 s, plays 3 times\n"))
        #expect(console.standardOutput.contains(" IDAT("))
        #expect(console.standardOutput.contains(" (fcTL fdAT)×11("))
        let (_, json) = run([path, "--json"])
        #expect(json.standardOutput.contains(#""frames": 12,"#))
        #expect(json.standardOutput.contains(#""plays": 3,"#))
        #expect(json.standardOutput.contains(#""problems": []"#))
        // A still PNG has no animation.
        let still = folder.path + "/still.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 4, height: 4), to: still)
        // Nor has one whose acTL readers ignore (here: of 0 frames); a warning says why.
        var ignored = ChunkedFile(parsing: try PNGFixtures.rgba(width: 4, height: 4))
        ignored.chunks.insert(ChunkedFile.Chunk("acTL", [UInt8](repeating: 0, count: 8)), at: 1)
        let zero = folder.path + "/zero.apng"
        try PNGFixtures.write(ignored.bytes, to: zero)
        let (_, zeroConsole) = run([zero])
        #expect(!zeroConsole.standardOutput.contains("APNG,"))
        #expect(
            zeroConsole.standardOutput.contains(
                "  animation: none that readers play (APNG chunks they ignore; see the warning)\n"
                    + "  warning: \(zero): acTL declares 0 frames, and APNG requires at least 1; readers show "
                    + "the still image, not an animation\n"))
        #expect(run([zero, "--json"]).1.standardOutput.contains(#""playable": false,"#))
        #expect(!run([still]).1.standardOutput.contains("animation:"))
        #expect(run([still, "--json"]).1.standardOutput.contains(#""animation": null,"#))
    }

    @Test func recognisesCgBI() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/crushed.png"
        try PNGFixtures.write(PNGFixtures.cgbi(width: 5, height: 3), to: path)
        let (status, console) = run([path, "--json"])
        #expect(status == .success)
        #expect(console.standardOutput.contains("\"cgbi\": true"))
        #expect(console.standardOutput.contains("\"type\": \"CgBI\""))
        let (_, text) = run([path])
        #expect(
            text.standardOutput.contains(
                "CgBI:    yes (Apple-crushed: raw deflate, premultiplied BGRA; decodes to standard RGBA)\n"))
    }

    /// What a CgBI file decodes to follows its colour type: was "premultiplied BGR(A);
    /// decodes to standard RGB(A)" of a gray file, which slice then cut as gray.
    @Test(arguments: [
        (PNGColorType.rgb, "raw deflate, BGR; decodes to standard RGB"),
        (.gray, "raw deflate; its gray samples are read as they are"),
    ])
    func describesCgBIByItsColourType(colorType: PNGColorType, described: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/crushed.png"
        try PNGFixtures.write(PNGFixtures.cgbi(width: 5, height: 3, colorType: colorType), to: path)
        let (status, console) = run([path])
        #expect(status == .success)
        #expect(
            console.standardOutput.contains("CgBI:    yes (Apple-crushed: \(described))\n"),
            "\(console.standardOutput)")
    }

    @Test func aCorruptFileIsReportedAndTheNextOneStillRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = folder.path + "/good.png"
        let bad = folder.path + "/bad.png"
        let bytes = try PNGFixtures.rgba(width: 8, height: 8)
        try PNGFixtures.write(bytes, to: good)
        try PNGFixtures.write(Array(bytes.prefix(50)), to: bad)
        let (status, console) = run([bad, good])
        #expect(status == .dataError)
        #expect(console.standardOutput.hasPrefix("\(good)\n  size:    8 × 8 pixels"))
        #expect(console.standardError.hasPrefix("error: \(bad): the file is truncated"))
    }

    @Test func damagedPixelDataIsCaughtByTheFullDecode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var bytes = try PNGFixtures.rgba(width: 16, height: 16)
        // Flip a byte in the middle of the compressed stream and repair the chunk's CRC, so
        // only inflating the data can notice.
        let idat = 33
        let length =
            Int(bytes[idat]) << 24 | Int(bytes[idat + 1]) << 16 | Int(bytes[idat + 2]) << 8
            | Int(bytes[idat + 3])
        bytes[idat + 8 + length / 2] ^= 0xFF
        let crc = crc32(Array(bytes[(idat + 4)..<(idat + 8 + length)]))
        for shift in 0..<4 { bytes[idat + 8 + length + shift] = UInt8((crc >> (24 - 8 * shift)) & 255) }
        let path = folder.path + "/damaged.png"
        try PNGFixtures.write(bytes, to: path)
        let (status, console) = run([path, "--json"])
        #expect(status == .dataError)
        #expect(console.standardOutput.contains("\"width\": 16"))
        #expect(console.standardOutput.contains("\"error\": \"\(path): "))
    }

    /// A file that cannot be read at all is its name and the reason, as the README says.
    @Test func aMissingFileInJSONIsItsNameAndTheReason() throws {
        let (status, console) = run(["/nonexistent/luckywheel.png", "--json"])
        #expect(status == .noInput)
        let document = try JSONValue(parsing: console.standardOutput)
        let entry = try #require(document["files"]?.arrayValue?.first?.objectValue)
        #expect(entry.map(\.0) == ["file", "error"])
        #expect(
            document["files"]?.arrayValue?.first?["error"]?.stringValue?.contains("cannot read the file")
                == true)
    }

    @Test func aMissingFileExits66() {
        let (status, console) = run(["/nonexistent/luckywheel.png"])
        #expect(status == .noInput)
        #expect(console.standardOutput == "")
        #expect(console.standardError.contains("/nonexistent/luckywheel.png: cannot read the file"))
    }

    /// The reports of the files read cannot be written (a full disk, a closed pipe): that is
    /// told, and exits 74, beside a bad file's error (the status was the file's alone, 66, and
    /// the lost output went unsaid).
    @Test(arguments: [false, true])
    func reportsThatCannotBeWrittenWeighMoreThanABadFile(json: Bool) throws {
        let sheet = try TemporaryFolder()
        defer { sheet.remove() }
        let good = try SliceFixtures.write(sheet, "good.png", width: 24, height: 4)
        let console = BufferConsole(standardOutputFailure: ENOSPC)
        let status = LuckyWheelTool.main(
            ["info", good, "/nonexistent/luckywheel.png"] + (json ? ["--json"] : []), console: console)
        #expect(status == .ioError)
        #expect(console.standardError.contains("/nonexistent/luckywheel.png: cannot read the file"))
        #expect(
            console.standardError.hasSuffix(
                "error: cannot write to standard output: No space left on device\n"))
    }

    /// A folder (a slice's output, say) is named as a folder, exit 66, not sent to check permissions.
    @Test func aFolderExits66AndSaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, console) = run([folder.path])
        #expect(status == .noInput)
        #expect(
            console.standardError
                == "error: \(folder.path) is a folder, not a PNG file; give the path of a PNG file\n")
    }

    @Test func needsAtLeastOneFile() {
        let (status, console) = run([])
        #expect(status == .usage)
        #expect(console.standardError == "error: missing FILE...\nSee 'luckywheel info --help'.\n")
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
