import Dispatch
import Synchronization
import TestSupport
import Testing
import WheelPNG
import WheelRender
import WheelSupport

@Suite struct FramePipelineTests {
    struct Failure: Error, Equatable { let frame: Int }

    static func timeline(frames: Int = 24) throws -> FrameTimeline {
        // 24 fps, pressed at once: the frames cover idle → spin in one second.
        try FrameTimeline.spin(seed: 5, framesPerSecond: 24, spinTime: 0.2, frameCount: frames)
    }

    /// Frames are delivered in order, the same bytes whatever the thread count, never more
    /// than `window` frames in flight.
    @Test(arguments: [1, 2, 3])
    func deliversEveryFrameInOrderWithinTheWindow(threads: Int) throws {
        let compositor = try #require(BuiltInScene.compositor)
        let timeline = try Self.timeline()
        let pipeline = FramePipeline(
            timeline: timeline, compositor: compositor, threadCount: threads, window: 4)
        let delivered = Locked<[(Int, UInt64)]>([])
        let inFlight = Atomic(0)
        let mostInFlight = Atomic(0)
        try pipeline.run(
            process: { index, pixels in
                let now = inFlight.add(1, ordering: .relaxed).newValue
                mostInFlight.max(now, ordering: .relaxed)
                return (index, Self.digest(pixels))
            },
            deliver: { index, output in
                inFlight.subtract(1, ordering: .relaxed)
                delivered.withLock { $0.append((index, output.1)) }
                #expect(output.0 == index)
            })
        let frames = delivered.withLock { $0 }
        #expect(frames.map(\.0) == Array(0..<24))
        #expect(mostInFlight.load(ordering: .relaxed) <= 4)
        var serial = compositor
        for (index, digest) in frames {
            let frame = try serial.render(timeline.state(ofFrame: index))
            #expect(frame.pixels.withUnsafeBytes(Self.digest) == digest, "frame \(index)")
        }
    }

    /// A timeline of Int.max frames (`render --frames` with `--max-frames` raised that far)
    /// overflowed counting the permits worth making, frames plus threads, and stopped the
    /// process: it renders, until stopped.
    @Test func aTimelineOfIntMaxFramesRendersUntilStopped() throws {
        let compositor = try #require(BuiltInScene.compositor)
        let timeline = try FrameTimeline.spin(
            seed: 5, framesPerSecond: 24, spinTime: 0.2, frameCount: Int.max)
        let pipeline = FramePipeline(timeline: timeline, compositor: compositor, threadCount: 2, window: 4)
        let delivered = Locked<[Int]>([])
        #expect(throws: Failure(frame: 3)) {
            try pipeline.run(
                process: { index, _ in
                    if index == 3 { throw Failure(frame: 3) }
                    return index
                },
                deliver: { index, _ in delivered.withLock { $0.append(index) } })
        }
        // Frames before the failure are delivered in order until it stops the run.
        let frames = delivered.withLock { $0 }
        #expect(frames == Array(0..<frames.count) && frames.count <= 3, "\(frames)")
    }

    /// `threadCount: Int.max` overflowed the default window (two per thread), and
    /// `window: Int.max` handed out permits one at a time for ever: both render as usual.
    @Test(arguments: [(Int.max, nil), (nil, Int.max), (Int.max, Int.max)] as [(Int?, Int?)])
    func hugeThreadCountsAndWindowsRenderAsUsual(threads: Int?, window: Int?) throws {
        let compositor = try #require(BuiltInScene.compositor)
        let pipeline = FramePipeline(
            timeline: try Self.timeline(frames: 3), compositor: compositor, threadCount: threads,
            window: window)
        let delivered = Locked<[Int]>([])
        try pipeline.run(
            process: { index, _ in index }, deliver: { index, _ in delivered.withLock { $0.append(index) } })
        #expect(delivered.withLock { $0 } == [0, 1, 2])
    }

    @Test func aFailureStopsTheRunAndIsThrown() throws {
        let compositor = try #require(BuiltInScene.compositor)
        let pipeline = FramePipeline(timeline: try Self.timeline(), compositor: compositor, threadCount: 2)
        let delivered = Atomic(0)
        #expect(throws: Failure(frame: 5)) {
            try pipeline.run(
                process: { index, _ in
                    if index == 5 { throw Failure(frame: 5) }
                    return index
                },
                deliver: { _, _ in delivered.add(1, ordering: .relaxed) })
        }
        #expect(delivered.load(ordering: .relaxed) <= 5, "nothing after the failed frame is delivered")
        #expect(throws: Failure(frame: 2)) {
            try pipeline.run(
                process: { index, _ in index },
                deliver: { index, _ in if index == 2 { throw Failure(frame: 2) } })
        }
    }

    /// When several frames fail, the earliest one's failure is thrown, not the first to arrive:
    /// every frame failing alike (a folder that cannot be written) named frame 1 on one run and
    /// frame 0 on the next. Frame 0 fails last here, after frame 1 has.
    @Test func theEarliestFramesFailureIsThrown() throws {
        let compositor = try #require(BuiltInScene.compositor)
        let pipeline = FramePipeline(timeline: try Self.timeline(), compositor: compositor, threadCount: 2)
        for _ in 0..<3 {
            let frameOneFailed = DispatchSemaphore(value: 0)
            #expect(throws: Failure(frame: 0)) {
                try pipeline.run(
                    process: { index, _ -> Int in
                        if index == 0 {
                            // Until frame 1 has thrown, and a while for its failure to be recorded.
                            _ = frameOneFailed.wait(timeout: .now() + 5)
                            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 0.05)
                        }
                        defer { if index == 1 { frameOneFailed.signal() } }
                        throw Failure(frame: index)
                    },
                    deliver: { _, _ in })
            }
        }
    }

    /// The in-order step sees every frame once, in order, one at a time, with its own pixels;
    /// what it returns reaches `process` for the same frame, and results are delivered in order.
    @Test(arguments: [1, 2, 3])
    func theInOrderStepRunsInFrameOrderOneAtATime(threads: Int) throws {
        let compositor = try #require(BuiltInScene.compositor)
        let timeline = try Self.timeline()
        let pipeline = FramePipeline(
            timeline: timeline, compositor: compositor, threadCount: threads, window: 5)
        let stepped = Locked<[Int]>([])
        let inside = Atomic(0)
        let overlapped = Atomic(false)
        let delivered = Locked<[Int]>([])
        try pipeline.run(
            inOrder: { index, pixels in
                if inside.add(1, ordering: .relaxed).newValue > 1 {
                    overlapped.store(true, ordering: .relaxed)
                }
                defer { inside.subtract(1, ordering: .relaxed) }
                stepped.withLock { $0.append(index) }
                return (index, Self.digest(pixels))
            },
            process: { index, pixels, step in
                #expect(step.0 == index)
                #expect(step.1 == Self.digest(pixels))
                return index
            },
            deliver: { index, output in
                #expect(index == output)
                delivered.withLock { $0.append(index) }
            })
        #expect(stepped.withLock { $0 } == Array(0..<24))
        #expect(delivered.withLock { $0 } == Array(0..<24))
        let sawOverlap = overlapped.load(ordering: .relaxed)
        #expect(!sawOverlap)
    }

    /// A failure in the in-order step stops the run, wakes the threads waiting for their turn
    /// and is thrown; nothing from that frame on is delivered.
    @Test(arguments: [1, 2, 3])
    func aFailureInTheInOrderStepStopsTheRun(threads: Int) throws {
        let compositor = try #require(BuiltInScene.compositor)
        let pipeline = FramePipeline(
            timeline: try Self.timeline(), compositor: compositor, threadCount: threads, window: 6)
        let delivered = Locked<[Int]>([])
        #expect(throws: Failure(frame: 7)) {
            try pipeline.run(
                inOrder: { index, _ in
                    if index == 7 { throw Failure(frame: 7) }
                    return index
                },
                process: { _, _, step in step },
                deliver: { index, _ in delivered.withLock { $0.append(index) } })
        }
        #expect(delivered.withLock { $0 }.allSatisfy { $0 < 7 })
    }

    /// A frame encoded with the frame settings decodes to exactly the compositor's pixels,
    /// which agree with the floating-point reference within 2 levels.
    @Test func encodedFramesDecodeToTheCompositorsPixelsAndMatchTheReference() throws {
        let assets = try #require(BuiltInScene.assets)
        var compositor = try #require(BuiltInScene.compositor)
        let reference = ReferenceRenderer(assets: assets)
        let timeline = try Self.timeline()
        for index in [0, 9, 23] {
            let state = timeline.state(ofFrame: index)
            let frame = try compositor.render(state)
            let file = try FrameEncoder.frames.encode(frame)
            let decoded = try PNGDecoder().decodeRGBA(file, name: "frame-\(index).png")
            #expect(decoded == frame)
            // The tests' own decoder reads the same pixels, as RGB: frames are opaque.
            let independent = try ReferencePNG.decode(file)
            #expect(independent.header.colorType == .rgb)
            #expect(
                independent.rows.bytes
                    == stride(from: 0, to: frame.pixels.count, by: 4).flatMap { frame.pixels[$0..<$0 + 3] })
            var comparison = FrameComparison()
            for (x, y) in FrameCompositorTests.probes(side: 286, random: 400, every: 3, seed: UInt64(index)) {
                comparison.compare(decoded, x: x, y: y, reference: reference, state: state)
            }
            #expect(comparison.maximumDifference <= 2, "frame \(index): \(comparison.summary)")
        }
    }

    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
