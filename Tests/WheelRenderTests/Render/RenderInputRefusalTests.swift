import Testing
import WheelCore
import WheelRender

/// What a library caller can get wrong when rendering is refused with an error naming the
/// values, before any frame is drawn, instead of stopping the process on a rendering thread.
@Suite struct RenderInputRefusalTests {
    @Test func aNegativeFrameCountIsAnError() {
        #expect(throws: WheelError.parameterOutOfRange(.frameCount, value: -1, allowed: "0 or more")) {
            try FrameTimeline.spin(seed: 1, framesPerSecond: 60, spinTime: 0.5, frameCount: -1)
        }
        #expect(throws: WheelError.parameterOutOfRange(.frameCount, value: -3, allowed: "0 or more")) {
            try FrameTimeline.simulatedSpin(0, seed: 1, framesPerSecond: 60, spinTime: 0.5, frameCount: -3)
        }
        #expect(throws: WheelError.parameterOutOfRange(.frameCount, value: -2, allowed: "0 or more")) {
            try FrameTimeline(model: WheelModel(), clock: DisplayLinkClock(), frameCount: -2)
        }
    }

    /// A simulated spin's press time is checked as the model checks an input time (a NaN was
    /// read as 0; an infinity was reported as a start time the caller never gave).
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aSimulatedSpinAtATimeThatIsNoTimeIsRefused(time: Double) {
        #expect(throws: WheelError.self) {
            try FrameTimeline.simulatedSpin(3, seed: 1, framesPerSecond: 60, spinTime: time, frameCount: 10)
        }
        do {
            _ = try FrameTimeline.simulatedSpin(
                3, seed: 1, framesPerSecond: 60, spinTime: time, frameCount: 10)
        } catch {
            guard case .notFinite(.inputTime, let value) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(value.isNaN == time.isNaN && (value.isNaN || value == time))
        }
    }

    /// A simulated spin presses up to two frames after its spin time: at the end of
    /// `spinTimeRange`, at the slowest rate, the press lies within the model's times; past it
    /// the spin time is refused as given (at the end of the model's own range the press fell
    /// past it, refused as a start time nobody gave).
    @Test func aSpinTimeIsRefusedAsGivenWhenItsPressWouldFallPastTheModel() throws {
        let slowest = DisplayLinkClock.frameRateRange.lowerBound
        let last = FrameTimeline.spinTimeRange.upperBound
        for index in 0..<20 {
            let timeline = try FrameTimeline.simulatedSpin(
                index, seed: 7, framesPerSecond: slowest, spinTime: last, frameCount: 1)
            #expect(timeline.model.spins.first.map { $0.startTime > last && $0.startTime <= 1e12 } == true)
        }
        for spinTime in [last.nextUp, WheelModel.timeRange.upperBound] {
            #expect(
                throws: WheelError.parameterOutOfRange(
                    .inputTime, value: spinTime, allowed: "between -1000000000000 and 999999999999 s")
            ) {
                try FrameTimeline.simulatedSpin(
                    3, seed: 1, framesPerSecond: slowest, spinTime: spinTime, frameCount: 1)
            }
            #expect(throws: WheelError.self) {
                try FrameTimeline.spin(seed: 1, framesPerSecond: 60, spinTime: spinTime, frameCount: 1)
            }
        }
    }

    /// A span of a timeline's events that is not finite is an error naming the time (it
    /// stopped the process: an idle wheel crosses borders forever).
    @Test(arguments: [(Double.nan, 1.0), (0, .infinity), (-.infinity, 1)])
    func eventsOverASpanThatIsNotFiniteAreRefused(start: Double, end: Double) throws {
        let timeline = try FrameTimeline.spin(seed: 1, framesPerSecond: 60, spinTime: 0.5, frameCount: 10)
        let named = start.isFinite ? end : start
        #expect {
            try timeline.events(from: start, through: end)
        } throws: { error in
            guard case .notFinite(.queryTime, let value) = error as? WheelError else { return false }
            return value.isNaN == named.isNaN && (value.isNaN || value == named)
        }
        #expect(
            WheelError.notFinite(.queryTime, value: .infinity).description
                == "query time is inf; pass a finite number")
    }

    /// The soundtrack of a timeline longer than a WAV file holds asks only for the events of
    /// what it keeps (it listed years of crossings first, and ran out of memory).
    @Test func theSoundtrackOfAnEndlessTimelineIsCutFirst() throws {
        let timeline = try FrameTimeline.spin(seed: 0, framesPerSecond: 60, spinTime: 0.5, frameCount: .max)
        let soundtrack = SpinSoundtrack(timeline: timeline)
        #expect(soundtrack.duration <= SpinSoundtrack.longestDuration)
        #expect(soundtrack.sampleCount == WAVFile.maximumSampleCount)
    }

    /// A 24-segment wheel drawn with the built-in 12-segment art: its spin to segment 20 would
    /// select a wedge the art does not have.
    static func mismatchedTimeline() throws -> FrameTimeline {
        let configuration = try WheelConfiguration(geometry: try WheelGeometry(segmentCount: 24))
        return try FrameTimeline.spin(
            configuration: configuration, seed: 3, framesPerSecond: 30, spinTime: 0.1, frameCount: 150,
            target: 20)
    }

    @Test func aWheelWithOtherSegmentsThanTheArtIsRefusedByTheRecording() throws {
        let compositor = try #require(BuiltInScene.compositor)
        let timeline = try Self.mismatchedTimeline()
        #expect(throws: RenderError.segmentCountMismatch(wheel: 24, art: 12)) {
            let recording = APNGRecording(timeline: timeline, compositor: compositor, colorCount: 16)
            _ = try recording.record(write: { _ in })
        }
        #expect(throws: RenderError.segmentCountMismatch(wheel: 24, art: 12)) {
            try FramePipeline(timeline: timeline, compositor: compositor).run(
                process: { _, _ in 0 }, deliver: { _, _ in Issue.record("a frame was delivered") })
        }
        #expect(
            RenderError.segmentCountMismatch(wheel: 24, art: 12).description
                == "the wheel has 24 segments but the art draws 12; give art of 24 wedges or make a wheel of 12 segments"
        )
    }

    @Test(arguments: [-5..<3, 10..<25, -1..<0])
    func framesOutsideTheTimelineAreRefused(frames: Range<Int>) throws {
        let compositor = try #require(BuiltInScene.compositor)
        let timeline = try FrameTimeline.spin(seed: 1, framesPerSecond: 30, spinTime: nil, frameCount: 20)
        #expect(throws: RenderError.framesOutsideTimeline(frames: frames, frameCount: 20)) {
            try FramePipeline(timeline: timeline, compositor: compositor).run(
                frames: frames, process: { _, _ in 0 },
                deliver: { _, _ in Issue.record("a frame was delivered") })
        }
    }

    @Test func anEmptyRangeAnywhereRendersNothing() throws {
        let compositor = try #require(BuiltInScene.compositor)
        let timeline = try FrameTimeline.spin(seed: 1, framesPerSecond: 30, spinTime: nil, frameCount: 20)
        try FramePipeline(timeline: timeline, compositor: compositor).run(
            frames: 40..<40, process: { _, _ in 0 },
            deliver: { _, _ in Issue.record("a frame was delivered") })
    }

    @Test(arguments: [25, 1, -3])
    func theBuiltInArtSaysWhichWheelsItDraws(segments: Int) {
        let expected =
            "the built-in art draws wheels of 2 to 24 segments, not \(segments)"
            + (segments == 25 ? "; give images of your own for a wheel of 25 segments" : "")
        #expect {
            try WheelAssets.builtIn(scale: 1, segments: segments)
        } throws: { error in
            (error as? RenderError)?.description == expected
        }
    }
}
