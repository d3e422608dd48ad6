import WheelCore
import WheelSupport

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
    /// The times a recording presses the centre button at, seconds: the model's times less a
    /// second at the end, room for ``simulatedSpin(_:configuration:seed:framesPerSecond:spinTime:frameCount:target:)``'s
    /// press, which comes up to two frames later (0.09 s at the slowest rate).
    public static let spinTimeRange: ClosedRange<Double> =
        WheelModel.timeRange.lowerBound...WheelModel.timeRange.upperBound - 1

    /// The wheel, with every input it receives during the recording.
    public let model: WheelModel
    /// Frame `n` is tick `n` of this clock.
    public let clock: DisplayLinkClock
    /// How many frames: indices `0..<frameCount`.
    public let frameCount: Int

    /// A timeline of `frameCount` frames of `model` sampled by `clock`.
    /// - Throws: `WheelError.parameterOutOfRange(.frameCount, …)` for a negative frame count.
    public init(model: WheelModel, clock: DisplayLinkClock, frameCount: Int) throws(WheelError) {
        try Self.checkFrameCount(frameCount)
        self.model = model
        self.clock = clock
        self.frameCount = frameCount
    }

    /// A recording of one spin: the wheel idles from time 0 at angle 0, its centre button is
    /// pressed at `spinTime` seconds (nil: never), and `frameCount` frames are taken at
    /// `framesPerSecond`. The spin stops with `landing` under the pointer (a provably fair
    /// spin's `FairSpin.landing`); or on `target` (decided elsewhere, such as by a server; the
    /// landing point inside it is still drawn from the seed); or, when both are nil, on a prize
    /// that depends only on `seed` and `configuration`.
    /// - Throws: `WheelError` for a rate outside `DisplayLinkClock.frameRateRange`, a spin time
    ///   not finite or outside ``spinTimeRange``, a negative frame count or a target or landing
    ///   point on a segment the wheel does not have.
    public static func spin(
        configuration: WheelConfiguration = .standard, seed: UInt64, framesPerSecond: Double,
        spinTime: Double?, frameCount: Int, target: Int? = nil, landing: LandingPoint? = nil
    ) throws(WheelError) -> FrameTimeline {
        try checkFrameCount(frameCount)
        var model = try WheelModel(configuration: configuration, seed: seed)
        if let spinTime {
            try checkSpinTime(spinTime)
            let input: WheelInput =
                landing.map(WheelInput.pressWithLanding) ?? target.map { .pressWithTarget(segment: $0) }
                ?? .press
            try model.receive(input, at: spinTime)
        }
        let clock = try DisplayLinkClock(framesPerSecond: framesPerSecond)
        return try FrameTimeline(model: model, clock: clock, frameCount: frameCount)
    }

    /// A recording of spin `index` of the `FairnessSimulation` of `seed` (what `luckywheel
    /// simulate --seed S` counted as spin `index`): the same prize (or `target`), the same
    /// landing point, the same angle at the press and the same moment within a frame, so the
    /// wheel stops at the very angle the simulation's spin stopped at. The press falls in the
    /// frame interval that starts at the first frame at or after `spinTime`.
    /// - Throws: `WheelError` for a rate outside `DisplayLinkClock.frameRateRange`, a spin time
    ///   not finite or outside ``spinTimeRange``, an index outside
    ///   `0..<SimulationConfiguration.spinsRange.upperBound`, a negative frame count, or a
    ///   target that is not a segment.
    public static func simulatedSpin(
        _ index: Int, configuration: WheelConfiguration = .standard, seed: UInt64, framesPerSecond: Double,
        spinTime: Double, frameCount: Int, target: Int? = nil
    ) throws(WheelError) -> FrameTimeline {
        try checkFrameCount(frameCount)
        try checkSpinTime(spinTime)
        let limit = SimulationConfiguration.spinsRange.upperBound
        guard (0..<limit).contains(index) else {
            throw .parameterOutOfRange(
                .spinIndex, value: Double(index), allowed: RangeText.between(0...limit - 1))
        }
        let simulation = FairnessSimulation(
            configuration: try SimulationConfiguration(
                spins: index + 1, seed: seed, wheel: configuration, framesPerSecond: framesPerSecond))
        let plan =
            if let target {
                try simulation.plan(ofSpin: index, target: target)
            } else {
                try simulation.plan(ofSpin: index)
            }
        let clock = simulation.configuration.clock
        let press = clock.timestamp(ofTick: clock.firstTickIndex(atOrAfter: spinTime)) + plan.startTime
        // The model begins at the press, idling at the plan's angle (earlier frames extrapolate
        // that idle turn), so its spin starts at exactly the simulation's angle.
        var model = try WheelModel(
            configuration: configuration, seed: seed, startTime: press, initialAngle: plan.startAngle,
            firstSpinIndex: index)
        try model.receive(target.map { .pressWithTarget(segment: $0) } ?? .press, at: press)
        return try FrameTimeline(model: model, clock: clock, frameCount: frameCount)
    }

    /// Throws unless `spinTime` lies in ``spinTimeRange``, as the model checks an input time:
    /// a NaN was read as 0, an infinity or a time near the end of the model's range reported
    /// as a start time the caller never gave (the press a frame later).
    private static func checkSpinTime(_ spinTime: Double) throws(WheelError) {
        try WheelModel.check(spinTime, .inputTime, within: spinTimeRange, unit: "s")
    }

    /// Throws unless `frameCount` is 0 or more, what ``init(model:clock:frameCount:)`` requires.
    private static func checkFrameCount(_ frameCount: Int) throws(WheelError) {
        guard frameCount >= 0 else {
            throw .parameterOutOfRange(.frameCount, value: Double(frameCount), allowed: "0 or more")
        }
    }

    /// Where a default recording ends, seconds: the end of a spin of `spinDuration` seconds
    /// pressed at `spinTime`, plus `defaultSettleTime`, so it shows idle, spin and landing.
    /// Without a spin, one second.
    public static func defaultEnd(
        spinTime: Double?, spinDuration: Double = SpinOptions.standard.duration
    ) -> Double {
        guard let spinTime else { return 1 }
        return spinTime + spinDuration + defaultSettleTime
    }

    /// The number of frames whose times lie before `end` seconds: ticks `0..<n` with
    /// `timestamp < end` (0 when `end` is not after the clock's start).
    public static func frameCount(before end: Double, clock: DisplayLinkClock) -> Int {
        max(0, clock.firstTickIndex(atOrAfter: end))
    }

    /// The time frame `index` shows, seconds.
    public func time(ofFrame index: Int) -> Double { clock.timestamp(ofTick: index) }

    /// Everything the model says about frame `index`.
    public func snapshot(ofFrame index: Int) -> WheelSnapshot {
        model.snapshot(atValidatedTime: time(ofFrame: index))
    }

    /// Everything that happens after `start` through `end` seconds, in time order. Before the
    /// model's start (a recording of a simulated spin begins its model at the press) the wheel
    /// idles as the frames show it, and those border crossings are included too, so a
    /// soundtrack clicks wherever the frames cross a border.
    /// - Throws: `WheelError.notFinite(.queryTime, value:)` for a NaN or infinite time, as
    ///   `WheelModel.events(after:through:)` does (an idle wheel crosses borders forever).
    public func events(from start: Double, through end: Double) throws(WheelError) -> [WheelEvent] {
        guard start.isFinite else { throw .notFinite(.queryTime, value: start) }
        guard end.isFinite else { throw .notFinite(.queryTime, value: end) }
        return events(fromValidated: start, through: end)
    }

    /// ``events(from:through:)`` of finite times the package computed itself (a soundtrack's
    /// span), so the check is a precondition.
    package func events(fromValidated start: Double, through end: Double) -> [WheelEvent] {
        var events: [WheelEvent] = []
        if start < model.startTime,
            let idle = try? WheelModel(
                configuration: model.configuration, seed: model.seed, startTime: start,
                initialAngle: model.snapshot(atValidatedTime: start).angle)
        {
            events = idle.events(afterValidated: start, through: min(end, model.startTime)).filter {
                if case .borderCrossed = $0 { return true }
                return false
            }
        }
        return events + model.events(afterValidated: start, through: end)
    }

    /// What frame `index` draws.
    public func state(ofFrame index: Int) -> FrameState { FrameState(snapshot(ofFrame: index)) }

    /// Throws unless `compositor`'s art has as many segments as the wheel, so that every
    /// state of the timeline selects a segment the art draws.
    /// - Throws: `RenderError.segmentCountMismatch`.
    public func checkDrawable(by compositor: FrameCompositor) throws(RenderError) {
        let wheel = model.configuration.geometry.segmentCount
        guard wheel == compositor.segmentCount else {
            throw .segmentCountMismatch(wheel: wheel, art: compositor.segmentCount)
        }
    }
}
