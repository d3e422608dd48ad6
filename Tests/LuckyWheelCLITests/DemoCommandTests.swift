import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelRender

@testable import LuckyWheelCLI

@Suite struct DemoCommandTests {
    /// The demo with a few frames (the full 270 are for release builds).
    static func demo(_ arguments: [String], frames: Int = 3) throws -> (ExitCode, BufferConsole) {
        let parsed = try ArgumentParser(specs: DemoCommand.arguments, commandPath: "demo").parse(arguments)
        var command = try DemoCommand(parsing: parsed)
        try command.validate()
        command.frameLimit = frames
        let console = BufferConsole()
        do {
            return (try command.run(console: console), console)
        } catch {
            console.write(LuckyWheelTool.commandFailure(for: error).description + "\n", to: .standardError)
            return (LuckyWheelTool.commandFailure(for: error).exitCode, console)
        }
    }

    @Test func writesWedgesFramesAndAContactSheetAndPrintsTheLanding() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/demo"
        let (status, console) = try Self.demo(["-o", out, "--seed", "3"])
        #expect(status == .success, "\(console.standardError)")
        #expect(console.standardError == "")
        let files = root.listing("demo")
        #expect(files.filter { $0.hasPrefix("wedges/") }.count == 73, "12 × 2 × 3 wedges + manifest")
        #expect(
            files.filter { $0.hasPrefix("frames/") } == [
                "frames/frame-00000.png", "frames/frame-00001.png", "frames/frame-00002.png",
            ])
        #expect(files.contains("contact-sheet.png"))
        let frame = try PNGDecoder().decodeRGBA(contentsOfFile: out + "/frames/frame-00002.png")
        #expect(frame.width == 572 && frame.height == 572)
        let sheet = try PNGDecoder().decodeRGBA(contentsOfFile: out + "/contact-sheet.png")
        #expect(sheet.width == 3 * (286 + ContactSheet.gap) + ContactSheet.gap)
        let lines = console.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(32).allSatisfy { $0.count == 64 }, "the 64 × 32 ASCII landing frame first")
        #expect(lines[32].hasPrefix("Seed 3: "))
        #expect(
            console.standardOutput.contains(
                "  frames/             frame-00000.png … frame-00002.png: 3 frames, 572 × 572 px at 60 fps, ")
        )
        #expect(console.standardOutput.contains("\(out)/frames/frame-%05d.png"))
        // Rendered from the wedges it sliced (area-averaged from the @3x sheet).
        let timeline = try FrameTimeline.spin(seed: 3, framesPerSecond: 60, spinTime: 0.5, frameCount: 3)
        var compositor = FrameCompositor(assets: try WheelAssets.load(from: out + "/wedges", scale: 2))
        let same = compositor.render(timeline.state(ofFrame: 2)) == frame
        #expect(same)
    }

    @Test func existingOutputIsRefusedWithoutForce() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/demo"
        #expect(try Self.demo(["-o", out], frames: 1).0 == .success)
        let before = root.listing("demo")
        let (status, console) = try Self.demo(["-o", out], frames: 1)
        #expect(status == .cannotCreate)
        #expect(console.standardError.hasPrefix("error: \(out)/wedges/wedge-00.png already exists (and "))
        #expect(root.listing("demo") == before)
        #expect(root.listing() == before.map { "demo/" + $0 }, "no staging folder left behind")
        #expect(try Self.demo(["-o", out, "--force"], frames: 1).0 == .success)
    }

    @Test func helpIsAsDocumented() {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["demo", "--help"], console: console) == .success)
        #expect(console.standardOutput == Self.help)
    }

    static let help = """
        OVERVIEW: Slice the built-in art, spin the wheel and render the frames, no files needed.

        USAGE: luckywheel demo [--seed <s>] [--force] [--output <dir>]

        OPTIONS:
          --seed <s>                  Seed of the spin (decimal or 0x hex). (default: 0)
          --force                     Replace existing files in the output folder.
          -o, --output <dir>          The output folder. (default: ./luckywheel-demo)
          -h, --help                  Show help for this command.

        Writes into the output folder:
          wedges/          the built-in @3x sprite sheet and its pressed twin cut into 12
                           wedges at @1x, @2x and @3x, with manifest.json (as luckywheel
                           slice --scales 1,2,3 writes them)
          frames/          a seeded spin rendered from those wedges, 60 fps @2x:
                           frame-00000.png ... (idle, press at 0.5 s, 3 s spin, landing)
          contact-sheet.png  18 of the frames at @1x in a grid, with their times
        then prints the landing frame as ASCII art and a summary. Nothing is written unless
        all of it is; existing files are refused without --force.

        EXAMPLES:
          luckywheel demo
          luckywheel demo --seed 7 -o /tmp/wheel

        """
}
