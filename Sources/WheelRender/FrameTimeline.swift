import WheelCore

/// The frames of a recorded run of the wheel: frame `n` shows the model at tick `n` of a
/// display-link clock, `clock.start + n / framesPerSecond` seconds, computed from `n` (never by
/// adding frame intervals), so any frame can be rendered on any thread in any order and the
/// same frame always shows the same state.
public struct FrameTimeline: Sendable {
    /// How long a default recording shows the wheel at rest on its prize after the spin,
    /// seconds.
    public static let defaultSettleTime = 1.0
    /// When a default recording presses the centre button, seconds after its start.
    public static let defaultSpinTime = 0.5

    /// The wheel, with every input it receives during the recording.
    public let model: WheelModel
    /// Frame `n` is tick `n` of this clock.
    public let clock: DisplayLinkClock
    /// How many frames: indices `0..<frameCount`.
    public let frameCount: Int

    /// A timeline of `frameCount` frames (at least 0) of `model` sampled by `clock`.
    public init(model: WheelModel, clock: DisplayLinkClock, frameCount: Int) {
        precondition(frameCount >= 0, "a timeline cannot have a negative number of frames")
        self.model = model
        self.clock = clock
        self.frameCount = frameCount
    }

    /// A recording of one spin: the wheel idles from time 0 at angle 0, its centre button is
    /// pressed at `spinTime` seconds (nil: never), and `frameCount` frames are taken at
    /// `framesPerSecond`. The spin stops with `landing` under the pointer (a provably fair
    /// spin's `FairSpin.landing`), or, when `landing` is nil, on a prize that depends only on
    /// `seed` and `configuration`.
    /// - Throws: `WheelError` for a rate outside 24…240 Hz, a non-finite spin time or a landing
    ///   point on a segment the wheel does not have.
    public static func spin(
        configuration: WheelConfiguration = .standard, seed: UInt64, framesPerSecond: Double,
        spinTime: Double?, frameCount: Int, landing: LandingPoint? = nil
    ) throws(WheelError) -> FrameTimeline {
        var model = try WheelModel(configuration: configuration, seed: seed)
        if let spinTime {
            try model.receive(landing.map(WheelInput.pressWithLanding) ?? .press, at: spinTime)
        }
        let clock = try DisplayLinkClock(framesPerSecond: framesPerSecond)
        return FrameTimeline(model: model, clock: clock, frameCount: frameCount)
    }

    /// Where a default recording ends, seconds: the spin's end plus `defaultSettleTime`, so it
    /// shows idle, spin and landing. Without a spin, one second.
    public static func defaultEnd(spinTime: Double?, configuration: WheelConfiguration = .standard) -> Double
    {
        guard let spinTime else { return 1 }
        return spinTime + configuration.spin.duration + defaultSettleTime
    }

    /// The number of frames whose times lie before `end` seconds: ticks `0..<n` with
    /// `timestamp < end` (0 when `end` is not after the clock's start).
    public static func frameCount(before end: Double, clock: DisplayLinkClock) -> Int {
        max(0, clock.firstTickIndex(atOrAfter: end))
    }

    /// The time frame `index` shows, seconds.
    public func time(ofFrame index: Int) -> Double { clock.timestamp(ofTick: index) }

    /// Everything the model says about frame `index`.
    public func snapshot(ofFrame index: Int) -> WheelSnapshot { model.snapshot(at: time(ofFrame: index)) }

    /// What frame `index` draws.
    public func state(ofFrame index: Int) -> FrameState { FrameState(snapshot(ofFrame: index)) }
}
