import Foundation
import TestSupport
import Testing
import WheelPNG

@testable import LuckyWheelCLI

/// `luckywheel render --format apng --colors N`: a lossy animated PNG with one palette. Its
/// chunks are valid (the tests' own reader), and every frame, composed by Pillow, is the PNG
/// frame with the same number with each pixel replaced by its nearest palette entry (checked
/// by a Python script that reads the palette itself).
@Suite struct RenderIndexedAnimationCommandTests {
    typealias Animation = RenderAnimationCommandTests

    // The sanitizer runs take the first case: the second is the same path with more colours.
    @Test(arguments: sanitizerSampled([16, 256]))
    func everyFrameIsThePNGFrameMappedToTheNearestPaletteEntry(colors: Int) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let frames = 24
        let file = root.path + "/lossy.apng"
        let run = Animation.run(
            Animation.spin + [
                "--frames", String(frames), "--format", "apng", "--colors", String(colors), "-o", file,
            ])
        #expect(run.status == .success, "\(run.errors)")
        #expect(root.listing() == ["lossy.apng"], "no temporary file left")
        let animation = try ReferenceAPNG(try Animation.read(file))
        #expect(animation.header.colorType == .palette)
        #expect(animation.palette.count <= colors)
        #expect(animation.palette.first == [0, 0, 0, 0], "entry 0 is the transparent one")
        #expect(animation.palette.dropFirst().allSatisfy { $0[3] == 255 })
        #expect(
            run.output.hasPrefix(
                "Wrote \(file) (286 × 286 px @1x, \(frames) frames (\(animation.declaredFrameCount) stored) at 24 fps, "
                    + "\(animation.palette.count) colours, plays forever): "))
        let types = animation.chunkTypes
        #expect(Array(types.prefix(5)) == ["IHDR", "acTL", "PLTE", "tRNS", "fcTL"])
        #expect(types.firstIndex(of: "IDAT") == 5)
        let stored = animation.declaredFrameCount
        #expect(animation.frames.map(\.control.sequence) == (0..<stored).map { $0 == 0 ? 0 : 2 * $0 - 1 })
        let first = try #require(animation.frames.first)
        #expect(first.pixels.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
        let counts = animation.frames.map {
            Int($0.control.delayNumerator) * 24 / Int($0.control.delayDenominator)
        }
        #expect(
            animation.frames.allSatisfy { 24 * $0.control.delayNumerator % $0.control.delayDenominator == 0 })
        #expect(counts.reduce(0, +) == frames)
        #expect(
            animation.frames.dropFirst().allSatisfy { $0.control.blend == APNGBlendOperation.over.rawValue })
        #expect(try animation.composedFrames(frameDuration: (1, 24)).count == frames)

        let png = Animation.run(Animation.spin + ["--frames", String(frames), "-o", root.path + "/png"])
        try #require(png.status == .success, "\(png.errors)")
        let script = PythonScript.path("pillow_apng_palette.py", besides: #filePath)
        let lines = try PythonScript.run([script, file, root.path + "/png", "24"]).split(separator: "\n")
        #expect(lines.first == "\(animation.palette.count) 0 \(frames) 0", "\(lines.prefix(6))")
    }

    /// `--json` adds `colors`, the palette's entries, after `loop`.
    @Test func theJSONSummaryCountsTheColours() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let file = root.path + "/a.apng"
        let run = Animation.run(
            Animation.spin + ["--frames", "4", "--format", "apng", "--colors", "8", "--json", "-o", file])
        #expect(run.status == .success, "\(run.errors)")
        let animation = try ReferenceAPNG(try Animation.read(file))
        #expect(animation.palette.count <= 8)
        #expect(run.output.contains("\"colors\": \(animation.palette.count)"), "\(run.output)")
    }

    /// A refused `--colors` writes nothing.
    @Test func aRefusedColourCountWritesNothing() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for arguments in [
            ["--format", "apng", "--colors", "300", "-o", root.path + "/a.apng"],
            ["--colors", "64", "-o", root.path + "/frames"],
        ] {
            let run = Animation.run(Animation.spin + ["--frames", "3"] + arguments)
            #expect(run.status == .usage)
            #expect(run.output == "")
        }
        #expect(root.listing() == [])
    }
}
