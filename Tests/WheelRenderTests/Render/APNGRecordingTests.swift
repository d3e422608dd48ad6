import TestSupport
import Testing
import WheelCore
import WheelPNG
import WheelRender
import WheelSupport

/// A recorded spin as one animated PNG: read back by the tests' own APNG reader, every frame
/// is the compositor's frame with the same number; the bytes do not depend on the number of
/// threads and are those of the serial encoder.
@Suite struct APNGRecordingTests {
    /// 24 fps, pressed at 0.1 s, a 0.6 s spin, so the last frames rest on the prize.
    static func timeline(frames: Int = 30) throws -> FrameTimeline {
        let configuration = try WheelConfiguration(spin: SpinOptions(duration: 0.6))
        return try FrameTimeline.spin(
            configuration: configuration, seed: 4, framesPerSecond: 24, spinTime: 0.1, frameCount: frames)
    }

    static func record(_ timeline: FrameTimeline, threads: Int, loops: Int = 0, colors: Int? = nil) throws
        -> (
            bytes: [UInt8], summary: APNGRecording.Summary
        )
    {
        let compositor = try #require(BuiltInScene.compositor)
        let file = Locked<[UInt8]>([])
        let written = Locked<[Int]>([])
        let summary = try APNGRecording(
            timeline: timeline, compositor: compositor, loopCount: loops, colorCount: colors,
            threadCount: threads,
            window: 4
        ).record(
            frameWritten: { index in written.withLock { $0.append(index) } },
            write: { bytes in file.withLock { $0 += bytes } })
        #expect(written.withLock { $0 } == Array(0..<timeline.frameCount))
        var bytes = file.withLock { $0 }
        let offset = APNGStreamWriter.animationControlOffset
        bytes.replaceSubrange(
            offset..<offset + summary.animationControl.count, with: summary.animationControl)
        #expect(bytes.count == summary.byteCount)
        return (bytes, summary)
    }

    /// `bytes()` is the streamed file with its acTL written over the placeholder.
    @Test func bytesAreTheFinishedFile() throws {
        let timeline = try Self.timeline(frames: 8)
        let compositor = try #require(BuiltInScene.compositor)
        let (file, summary) = try APNGRecording(timeline: timeline, compositor: compositor, threadCount: 2)
            .bytes()
        #expect(file == (try Self.record(timeline, threads: 2)).bytes)
        #expect(try ReferenceAPNG(file).declaredFrameCount == summary.storedFrameCount)
    }

    @Test func everyFrameIsTheCompositorsFrameAndTheRestIsMerged() throws {
        let timeline = try Self.timeline()
        let (bytes, summary) = try Self.record(timeline, threads: 2, loops: 3)
        let animation = try ReferenceAPNG(bytes)
        #expect(animation.header.colorType == .rgb)
        #expect(animation.plays == 3)
        #expect(animation.frames.count == summary.storedFrameCount)
        // The wheel rests from 0.7 s (frame 17) on: those frames are one stored frame.
        #expect(summary.storedFrameCount == 18)
        #expect(animation.frames.last?.control.delay ?? (0, 1) == (13, 24))
        let composed = try animation.composedFrames(frameDuration: (1, 24))
        var compositor = try #require(BuiltInScene.compositor)
        #expect(composed.count == timeline.frameCount)
        for (index, frame) in composed.enumerated() {
            #expect(try frame == compositor.render(timeline.state(ofFrame: index)), "frame \(index)")
        }
        // Only the wheel changes: the rectangles leave out the corners outside it.
        #expect(animation.frames.dropFirst().allSatisfy { $0.control.width < 286 && $0.control.x > 0 })
    }

    @Test(arguments: [1, 3])
    func theBytesDoNotDependOnThreadsAndAreTheSerialEncoders(threads: Int) throws {
        let timeline = try Self.timeline(frames: 12)
        let (bytes, _) = try Self.record(timeline, threads: threads)
        var compositor = try #require(BuiltInScene.compositor)
        let frames = try (0..<timeline.frameCount).map { try compositor.render(timeline.state(ofFrame: $0)) }
        #expect(bytes == (try APNGEncoder().encode(frames, framesPerSecond: 24)))
    }

    /// Indexed: with no more frames than ``APNGRecording/paletteSampleCount`` the palette is
    /// chosen from all of them, as the serial encoder chooses it, and the bytes are its bytes
    /// whatever the threads (each thread maps with its own table).
    @Test(arguments: [1, 3])
    func anIndexedRecordingIsTheSerialEncodersWhateverTheThreads(threads: Int) throws {
        let timeline = try Self.timeline(frames: APNGRecording.paletteSampleCount)
        let (bytes, summary) = try Self.record(timeline, threads: threads, colors: 32)
        var compositor = try #require(BuiltInScene.compositor)
        let frames = try (0..<timeline.frameCount).map { try compositor.render(timeline.state(ofFrame: $0)) }
        #expect(bytes == (try APNGEncoder(colorCount: 32).encode(frames, framesPerSecond: 24)))
        let animation = try ReferenceAPNG(bytes)
        #expect(animation.header.colorType == .palette)
        #expect(summary.paletteEntryCount == animation.palette.count)
        #expect(animation.palette.count <= 32)
    }
}
