import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelRender
import WheelSlice

@testable import LuckyWheelCLI

@Suite struct DemoCommandTests {
    /// The demo at 24 fps, to keep debug runs short.
    static func demo(_ arguments: [String]) throws -> (ExitCode, BufferConsole) {
        let parsed = try ArgumentParser(specs: DemoCommand.specs, commandPath: "demo").parse(
            arguments + ["--fps", "24"])
        let command = try DemoCommand(parsing: parsed)
        try command.validate()
        let console = BufferConsole()
        do {
            return (try command.run(console: console), console)
        } catch {
            console.write(LuckyWheelTool.commandFailure(for: error).description + "\n", to: .standardError)
            return (LuckyWheelTool.commandFailure(for: error).exitCode, console)
        }
    }

    @Test func writesTheAnimationWedgesFramesAndAContactSheetAndPrintsTheLanding() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/demo"
        let (status, console) = try Self.demo(["-o", out, "--seed", "3"])
        #expect(status == .success, "\(console.standardError)")
        #expect(console.standardError == "")
        let files = root.listing("demo")
        #expect(files.filter { $0.hasPrefix("wedges/") }.count == 73, "12 × 2 × 3 wedges + manifest")
        // 4.5 s at 24 fps.
        #expect(
            files.filter { $0.hasPrefix("frames/") }
                == (0..<108).map { "frames/" + FrameFolder.fileName(ofFrame: $0, fileExtension: "png") })
        #expect(files.contains("contact-sheet.png"))
        let frame = try PNGDecoder().decodeRGBA(contentsOfFile: out + "/frames/frame-00060.png")
        #expect(frame.width == 572 && frame.height == 572)
        let sheet = try PNGDecoder().decodeRGBA(contentsOfFile: out + "/contact-sheet.png")
        #expect(sheet.width == DemoCommand.contactSheetColumns * (286 + ContactSheet.gap) + ContactSheet.gap)
        let lines = console.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(32).allSatisfy { $0.count == 64 }, "the 64 × 32 ASCII landing frame first")
        #expect(lines[32].hasPrefix("Seed 3: "))
        #expect(
            console.standardOutput.contains(
                "  frames/             frame-00000.png … frame-00107.png: 108 frames, 572 × 572 px at 24 fps, "
            )
        )
        #expect(console.standardOutput.contains("ffmpeg -framerate 24 -i \(out)/frames/frame-%05d.png"))
        // The animated PNG is named first, and shows every PNG frame, frame for frame.
        #expect(lines[33] == "Wrote \(out)/")
        #expect(lines[34].hasPrefix("  spin.apng           572 × 572 px @2x, 108 frames ("))
        #expect(console.standardOutput.contains("Open \(out)/spin.apng in a web browser"))
        let animation = try ReferenceAPNG(
            Array(try Data(contentsOf: URL(fileURLWithPath: out + "/spin.apng"))))
        #expect(animation.plays == 0)
        let composed = try animation.composedFrames(frameDuration: (1, 24))
        #expect(composed.count == 108)
        for index in [0, 30, 60, 107] {
            let png = try PNGDecoder().decodeRGBA(contentsOfFile: out + "/" + DemoCommand.framePath(index))
            #expect(composed[index] == png, "frame \(index)")
        }
        // Rendered from the wedges it sliced (area-averaged from the @3x sheet).
        let timeline = try FrameTimeline.spin(seed: 3, framesPerSecond: 24, spinTime: 0.5, frameCount: 108)
        var compositor = FrameCompositor(assets: try WheelAssets.load(from: out + "/wedges", scale: 2))
        let same = try compositor.render(timeline.state(ofFrame: 60)) == frame
        #expect(same)
    }

    @Test func existingOutputIsRefusedWithoutForce() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/demo"
        // A short spin: what is refused does not depend on how many frames there are.
        let short = ["-o", out, "--duration", "0.5"]
        #expect(try Self.demo(short).0 == .success)
        let before = root.listing("demo")
        let (status, console) = try Self.demo(short)
        #expect(status == .cannotCreate)
        #expect(console.standardError.hasPrefix("error: \(out)/spin.apng already exists (and "))
        #expect(root.listing("demo") == before)
        #expect(root.listing() == before.map { "demo/" + $0 }, "no staging folder left behind")
        #expect(try Self.demo(short + ["--force"]).0 == .success)
    }

    /// A frame file in `frames/` that the demo does not write (`frame-00500.png`, no demo's)
    /// is an existing file too, refused without `--force` as render refuses it: the demo wrote
    /// its spin beside it, and frames/ held more than one. `--force` removes it.
    @Test func aStrayFrameIsRefusedWithoutForce() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/demo"
        try FileManager.default.createDirectory(atPath: out + "/frames", withIntermediateDirectories: true)
        try Data("z".utf8).write(to: URL(fileURLWithPath: out + "/frames/frame-00500.png"))
        let (status, console) = try Self.demo(["-o", out, "--duration", "0.5"])
        #expect(status == .cannotCreate)
        #expect(
            console.standardError.hasPrefix(
                "error: \(out)/frames/frame-00500.png already exists; nothing was written."),
            "\(console.standardError)")
        #expect(root.listing("demo") == ["frames/frame-00500.png"])
        let (forced, _) = try Self.demo(["-o", out, "--duration", "0.5", "--force"])
        #expect(forced == .success)
        #expect(!root.listing("demo").contains("frames/frame-00500.png"))
    }

    /// `--force` replaces the earlier demo whole: a shorter spin on fewer segments leaves no
    /// frame past its last (ffmpeg given `frame-%05d.png` would play them) and no wedge of
    /// the earlier wheel beside its manifest.
    @Test func forceRemovesWhatTheEarlierDemoWroteAndThisOneDoesNot() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/demo"
        // 3.5 s (84 frames at 24 fps): longer than the second, shorter than the default.
        #expect(try Self.demo(["-o", out, "--duration", "2"]).0 == .success)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/frames/notes.txt"))
        let (status, console) = try Self.demo(["-o", out, "--force", "--segments", "6", "--duration", "1"])
        #expect(status == .success, "\(console.standardError)")
        let files = root.listing("demo")
        let frames = files.filter { $0.hasPrefix("frames/frame-") }
        // 2.5 s at 24 fps, where the first demo wrote 84.
        #expect(
            frames == (0..<60).map { "frames/" + FrameFolder.fileName(ofFrame: $0, fileExtension: "png") })
        #expect(files.contains("frames/notes.txt"), "only what a demo writes is removed")
        let manifest = try SliceManifest(
            parsing: String(
                decoding: try Data(contentsOf: URL(fileURLWithPath: out + "/wedges/manifest.json")),
                as: UTF8.self))
        #expect(manifest.wedges.count == 6)
        // Where the screen of 6 segments draws the wedges, as slice's manifest says (demo's said
        // nothing, and each wedge's anchor point was its image's bottom edge).
        #expect(manifest.placement == ButtonLayout(segmentCount: 6).wedgePlacement)
        #expect(
            files.filter { $0.hasPrefix("wedges/") }.sorted()
                == manifest.writtenPaths.map { "wedges/" + $0 }.sorted())
        #expect(
            console.standardOutput.contains(
                "Removed 60 files of the earlier demo in \(out) that this one does not write: "
                    + "wedges/wedge-06"),
            "\(console.standardOutput)")
    }

    /// A demo longer than render's cap is refused before any work, as render refuses it.
    @Test func aDemoOverTheFrameCapIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let console = BufferConsole()
        let status = LuckyWheelTool.main(
            ["demo", "-o", root.path + "/demo", "--duration", "3600"], console: console)
        #expect(status == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: frames to 1 s after the spin (--duration + 1.5 s = 3601.5 s) at 60 fps would be 216090 "
                    + "frames, more than 100000, the most a demo renders; lower --duration or --fps"))
        #expect(root.listing() == [])
    }

    /// `-o -` is standard output elsewhere; demo writes a folder, so it is refused as slice
    /// refuses it, not made into a folder named `-`.
    @Test func outputCannotBeStandardOutput() throws {
        let console = BufferConsole()
        let status = LuckyWheelTool.main(["demo", "-o", "-"], console: console)
        #expect(status == .usage)
        #expect(
            console.standardError
                == "error: -o - would be standard output, but demo writes a folder; give a folder name "
                + "(./- for one named -)\nSee 'luckywheel demo --help'.\n")
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    /// The video command the summary ends with is pasted as it is: a folder named `a%d` made
    /// ffmpeg read `%d` as the frame number's pattern (no such file); its `%` is doubled, and a
    /// name the shell would split is quoted.
    @Test func theVideoCommandRunsForAnyFolderName() {
        #expect(
            DemoSummary.videoCommand(folder: "./luckywheel-demo", framesPerSecond: 60)
                == "ffmpeg -framerate 60 -i ./luckywheel-demo/frames/frame-%05d.png wheel.mp4")
        #expect(
            DemoSummary.videoCommand(folder: "a%d", framesPerSecond: 59.94)
                == "ffmpeg -framerate 59.94 -i a%%d/frames/frame-%05d.png wheel.mp4")
        #expect(
            DemoSummary.videoCommand(folder: "my 100% demo", framesPerSecond: 24)
                == "ffmpeg -framerate 24 -i 'my 100%% demo/frames/frame-%05d.png' wheel.mp4")
    }
}
