import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSupport

@testable import LuckyWheelCLI

/// `luckywheel render --compression fast|small|best`: the same pixels in fewer bytes, for PNG
/// frames, the animated PNG and its lossy indexed form alike.
@Suite struct RenderCompressionCommandTests {
    typealias Animation = RenderAnimationCommandTests

    static let frames = 20

    /// The animated PNG's bytes and its frames as the tests' reader composes them.
    static func animation(_ extra: [String], in root: TemporaryFolder, name: String) throws
        -> (bytes: Int, frames: [RGBAImage], stored: Int)
    {
        let file = root.path + "/" + name
        let run = Animation.run(
            Animation.spin + ["--frames", String(frames), "--format", "apng", "-o", file] + extra)
        try #require(run.status == .success, "\(run.errors)")
        let bytes = try Animation.read(file)
        let animation = try ReferenceAPNG(bytes)
        return (
            bytes.count, try animation.composedFrames(frameDuration: (1, 24)), animation.declaredFrameCount
        )
    }

    // Each case renders and decodes two animations; the sanitizer runs take the first.
    @Test(arguments: sanitizerSampled([FrameCompression.small, .best]))
    func theAnimatedPNGHasTheSameFramesInFewerBytes(compression: FrameCompression) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let fast = try Self.animation([], in: root, name: "fast.apng")
        let other = try Self.animation(
            ["--compression", compression.rawValue], in: root, name: "\(compression).apng")
        #expect(other.frames.count == Self.frames)
        #expect(other.stored == fast.stored)
        #expect(other.frames == fast.frames)
        #expect(other.frames == (try Animation.pngFrames(Animation.spin, count: Self.frames, in: root)))
        #expect(other.bytes < fast.bytes, "\(compression): \(other.bytes) bytes, fast \(fast.bytes)")
    }

    @Test func theIndexedAnimationKeepsItsPaletteAndIndices() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let fast = try Self.animation(["--colors", "32"], in: root, name: "fast.apng")
        let best = try Self.animation(
            ["--colors", "32", "--compression", "best"], in: root, name: "best.apng")
        #expect(best.frames == fast.frames)
        #expect(best.bytes < fast.bytes, "best \(best.bytes) bytes, fast \(fast.bytes)")
    }

    /// PNG frames: each file decodes to the default's pixels; together they are smaller.
    @Test func pngFramesHaveTheSamePixelsInFewerBytes() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let flags = Animation.spin + ["--frames", "4", "--json"]
        let fast = Animation.run(flags + ["-o", root.path + "/fast"])
        let small = Animation.run(flags + ["--compression", "small", "-o", root.path + "/small"])
        try #require(fast.status == .success && small.status == .success, "\(fast.errors)\(small.errors)")
        let fastBytes = try #require(try JSONValue(parsing: fast.output)["bytes"]?.intValue)
        let smallBytes = try #require(try JSONValue(parsing: small.output)["bytes"]?.intValue)
        #expect(smallBytes < fastBytes)
        for index in 0..<4 {
            let name = "/" + FrameFolder.fileName(ofFrame: index, fileExtension: "png")
            let a = try ReferencePNG.decode(try Animation.read(root.path + "/fast" + name))
            let b = try ReferencePNG.decode(try Animation.read(root.path + "/small" + name))
            #expect(a.header == b.header)
            #expect(a.rows.bytes == b.rows.bytes, "frame \(index)")
            #expect(
                try Animation.read(root.path + "/fast" + name)
                    != (try Animation.read(root.path + "/small" + name)))
        }
    }

    @Test(arguments: [
        (
            ["--format", "ascii", "--compression", "best", "-o", "-"],
            "--compression applies to --format png and apng"
        ),
        (
            ["--format", "rgba", "--compression", "small", "-o", "-"],
            "--compression applies to --format png and apng"
        ),
        // At its default too (it was taken without a word).
        (
            ["--format", "ascii", "--compression", "fast", "-o", "-"],
            "--compression applies to --format png and apng"
        ),
        (["--compression", "max", "-o", "frames"], "expected one of fast, small, best"),
    ])
    func misuseIsAUsageError(arguments: [String], message: String) {
        let run = Animation.run(arguments)
        #expect(run.status == .usage)
        #expect(run.errors.contains(message), "\(run.errors)")
    }
}
