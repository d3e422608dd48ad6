import WheelSupport

/// The lucky wheel as a pure function of time: given its configuration, a seed and the inputs
/// with their times, `snapshot(at:)` says what the screen shows at any instant and
/// `events(after:through:)` what happened in between.
///
/// Behaviour (the reference screen): *idle*, turning at `idleAngularVelocity` → a press →
/// *spinning* (inputs ignored) for `spin.duration`, from the current angle to a landing point
/// drawn from the seed (or given) → *settled* on the prize, which is selected → after
/// `resumeDelay`, *idle* again from the final angle. A tap while idle or settled selects a
/// segment. Spin `k` draws from its own stream `(seed, k)`, so a spin's prize does not depend
/// on what happened before it.
///
/// For a display link, `advance(to:)` returns the events since the previous call; inputs are
/// fed with `receive(_:at:)`. Times are seconds on any clock (`CACurrentMediaTime` works),
/// within ``timeRange``; angles given to it lie within ``angleRange``.
public struct WheelModel: Sendable {
    /// The times the model works in, seconds: ±10¹² s (31,700 years either side of 0), room
    /// for any clock a display link or a server runs on (a Unix time is under 2·10⁹ s). Start
    /// and input times outside are refused; a query time outside is read at the nearest end.
    /// Within it every angle the wheel reaches stays small enough to count borders exactly.
    public static let timeRange: ClosedRange<Double> = -1e12...1e12
    /// The initial angles the model takes, radians: ±10¹² rad.
    public static let angleRange: ClosedRange<Double> = -1e12...1e12

    /// The wheel's settings.
    public let configuration: WheelConfiguration
    /// The seed every spin's draws come from.
    public let seed: UInt64
    /// The stream of the first spin: spin `k` draws from stream `(seed, firstSpinIndex + k)`, so
    /// a model can replay spin `firstSpinIndex` of a `FairnessSimulation` of the same seed.
    public let firstSpinIndex: Int
    /// When the model begins (idle at `initialAngle`), seconds.
    public let startTime: Double
    private var phases: [WheelPhase]
    private var selections: [SelectionChange] = []
    private var ignoredInputs: [WheelEvent] = []
    /// How many spins have been started.
    public private(set) var spinCount = 0
    /// The time of the latest input accepted or ignored, seconds.
    public private(set) var latestInputTime: Double
    /// How far `advance` has reported events, seconds.
    public private(set) var advancedTime: Double
    /// The earliest time the model still remembers (see `discardHistory(before:)`), seconds.
    public private(set) var historyStart: Double

    /// A wheel idling at `initialAngle` radians from `startTime` seconds (earlier times
    /// extrapolate that idle turn); its first spin draws from stream `firstSpinIndex` (≥ 0).
    /// - Throws: `WheelError.notFinite` for a NaN or infinite time or angle,
    ///   `WheelError.parameterOutOfRange` for a time outside ``timeRange``, an angle outside
    ///   ``angleRange`` or a negative `firstSpinIndex`.
    public init(
        configuration: WheelConfiguration = .standard, seed: UInt64 = 0, startTime: Double = 0,
        initialAngle: Double = 0, firstSpinIndex: Int = 0
    ) throws(WheelError) {
        try Self.check(startTime, .startTime, within: Self.timeRange, unit: "s")
        try Self.check(initialAngle, .angle, within: Self.angleRange, unit: "rad")
        guard firstSpinIndex >= 0 else {
            throw .parameterOutOfRange(.spinIndex, value: Double(firstSpinIndex), allowed: "0 or more")
        }
        self.init(
            validatedConfiguration: configuration, seed: seed, startTime: startTime,
            initialAngle: initialAngle, firstSpinIndex: firstSpinIndex)
    }

    /// A model from a finite start time and angle.
    init(
        validatedConfiguration configuration: WheelConfiguration, seed: UInt64, startTime: Double,
        initialAngle: Double, firstSpinIndex: Int = 0
    ) {
        self.configuration = configuration
        self.seed = seed
        self.firstSpinIndex = firstSpinIndex
        self.startTime = startTime
        phases = [.idle(start: startTime, angle: initialAngle)]
        latestInputTime = startTime
        advancedTime = startTime
        historyStart = startTime
    }

    /// A wheel that has received `inputs` (in any order; they are applied by time).
    /// - Throws: as `init(configuration:seed:startTime:initialAngle:)` and `receive(_:at:)`.
    public init(
        configuration: WheelConfiguration = .standard, seed: UInt64 = 0, startTime: Double = 0,
        initialAngle: Double = 0, inputs: [TimedWheelInput]
    ) throws(WheelError) {
        try self.init(
            configuration: configuration, seed: seed, startTime: startTime, initialAngle: initialAngle)
        for input in inputs.sorted(by: { $0.time < $1.time }) {
            try receive(input.input, at: input.time)
        }
    }

    /// The spins started so far, in order.
    public var spins: [SpinPlan] {
        phases.compactMap { phase in
            if case .spinning(let plan) = phase { return plan }
            return nil
        }
    }

    // MARK: Inputs

    /// Applies `input` at `time` seconds.
    ///
    /// Inputs must come in time order: a time before the previous input or before what
    /// `advance` has already reported is moved up to that point, because the past that has been
    /// shown cannot change. Inputs while spinning are ignored (and reported as
    /// `WheelEvent.inputIgnored`).
    /// - Throws: `WheelError.notFinite` for a NaN or infinite time,
    ///   `WheelError.parameterOutOfRange` for a time outside ``timeRange``,
    ///   `WheelError.segmentOutOfRange` for a tap, target or landing point that is not on
    ///   this wheel (a `LandingPoint` made for a wheel with more segments).
    public mutating func receive(_ input: WheelInput, at time: Double) throws(WheelError) {
        try Self.check(time, .inputTime, within: Self.timeRange, unit: "s")
        let count = configuration.geometry.segmentCount
        if let segment = input.segment, !(0..<count).contains(segment) {
            throw .segmentOutOfRange(segment: segment, segmentCount: count)
        }
        apply(input, at: time)
    }

    /// Applies a validated input at a finite time.
    mutating func apply(_ input: WheelInput, at time: Double) {
        let now = max(time, latestInputTime, advancedTime)
        latestInputTime = now
        let current = phaseIndex(at: now)
        if case .spinning = phases[current] {
            ignoredInputs.append(.inputIgnored(time: now, input: input))
            return
        }
        switch input {
        case .tap(let segment):
            select(segment, at: now)
        case .press:
            startSpin(at: now, phase: current, target: nil)
        case .pressWithTarget(let segment):
            startSpin(at: now, phase: current, target: segment)
        case .pressWithLanding(let landing):
            startSpin(at: now, phase: current, landing: landing)
        }
    }

    /// Presses the centre button at `time`: `receive(.press, at: time)`.
    /// - Throws: as ``receive(_:at:)``.
    public mutating func press(at time: Double) throws(WheelError) {
        try receive(.press, at: time)
    }

    private mutating func select(_ segment: Int?, at time: Double) {
        guard selection(at: time) != segment else { return }
        selections.append(SelectionChange(time: time, segment: segment))
    }

    /// Starts a spin to a landing point drawn from stream `(seed, firstSpinIndex + spinCount)`;
    /// `target` replaces the drawn segment.
    private mutating func startSpin(at time: Double, phase index: Int, target: Int?) {
        // In UInt64, where the streams are: `firstSpinIndex` near Int.max overflowed an Int.
        var generator = Xoshiro256StarStar(seed: seed, stream: UInt64(firstSpinIndex) &+ UInt64(spinCount))
        let landing = LandingPoint.draw(
            geometry: configuration.geometry, weights: configuration.weights, target: target,
            margin: configuration.spin.landingMargin, using: &generator)
        startSpin(at: time, phase: index, landing: landing)
    }

    /// Starts a spin that stops with `landing` under the pointer. It still counts as spin
    /// `spinCount`, so later seeded spins draw from the streams they would have.
    private mutating func startSpin(at time: Double, phase index: Int, landing: LandingPoint) {
        let velocity = configuration.idleAngularVelocity
        let phase = phases[index]
        let startAngle = phase.angle(at: time, idleVelocity: velocity)
        // What follows the current phase was only a forecast (rest, then idle); the press
        // replaces it.
        phases.removeSubrange((index + 1)...)
        spinCount += 1
        let plan = SpinPlan(
            validatedGeometry: configuration.geometry, options: configuration.spin, landing: landing,
            startTime: time, startAngle: startAngle,
            initialVelocity: phase.angularVelocity(at: time, idleVelocity: velocity))
        phases.append(.spinning(plan))
        phases.append(.settled(start: plan.endTime, angle: plan.endAngle, segment: landing.segment))
        phases.append(.idle(start: plan.endTime + configuration.resumeDelay, angle: plan.endAngle))
        select(nil, at: time)
        selections.append(SelectionChange(time: plan.endTime, segment: landing.segment))
    }

    // MARK: Queries

    /// What the screen shows at `time` seconds (times before `startTime` extrapolate the
    /// first idle phase; a time outside ``timeRange``, infinities too, is read at its nearest
    /// end).
    /// - Throws: `WheelError.notFinite(.queryTime, value:)` for a NaN time.
    public func snapshot(at time: Double) throws(WheelError) -> WheelSnapshot {
        guard !time.isNaN else { throw .notFinite(.queryTime, value: time) }
        return snapshot(atValidatedTime: time)
    }

    /// ``snapshot(at:)`` of a time the package read from its own clock or timeline, so a NaN
    /// is a precondition failure.
    package func snapshot(atValidatedTime time: Double) -> WheelSnapshot {
        precondition(!time.isNaN, "WheelModel.snapshot(at:) needs a time, not NaN")
        let time = Self.clamped(time)
        let phase = phases[phaseIndex(at: time)]
        let velocity = configuration.idleAngularVelocity
        let angle = phase.angle(at: time, idleVelocity: velocity)
        let geometry = configuration.geometry
        return WheelSnapshot(
            time: time, angle: angle,
            angularVelocity: phase.angularVelocity(at: time, idleVelocity: velocity),
            state: phase.state,
            segmentUnderPointer: geometry.reducedSegment(geometry.borderPosition(under: angle)),
            selectedSegment: selection(at: time))
    }

    /// Everything that happened after `start` up to and including `end`, in time order;
    /// simultaneous events in the order of cause and effect.
    ///
    /// A border crossing is dated by the instant the pointer reaches the border and reported
    /// in the interval whose end shows the new segment.
    /// Costs O(log n + k) for n remembered phases and k events.
    ///
    /// Times outside ``timeRange`` are read at its nearest end.
    /// - Throws: `WheelError.notFinite(.queryTime, value:)` for a NaN or infinite time (an
    ///   idle wheel crosses borders forever, so there is no "everything"), `start` checked first.
    public func events(after start: Double, through end: Double) throws(WheelError) -> [WheelEvent] {
        guard start.isFinite else { throw .notFinite(.queryTime, value: start) }
        guard end.isFinite else { throw .notFinite(.queryTime, value: end) }
        return events(afterValidated: start, through: end)
    }

    /// ``events(after:through:)`` of times the package read from its own clock or timeline,
    /// so a time that is not finite is a precondition failure.
    package func events(afterValidated start: Double, through end: Double) -> [WheelEvent] {
        precondition(
            start.isFinite && end.isFinite,
            "WheelModel.events(after:through:) needs finite times, not \(start) and \(end): an idle wheel "
                + "crosses borders forever")
        let end = Self.clamped(end)
        let start = max(Self.clamped(start), historyStart)
        guard end > start else { return [] }
        var events: [WheelEvent] = []
        var index = phaseIndex(at: start)
        while index < phases.count, phases[index].start <= end {
            let phase = phases[index]
            let phaseEnd = index + 1 < phases.count ? phases[index + 1].start : .infinity
            if phase.start > start, let event = phase.startEvent(isFirst: index == 0) {
                events.append(event)
            }
            let low = max(start, phase.start)
            let high = min(end, phaseEnd)
            if low < high { appendCrossings(of: phase, from: low, to: high, into: &events) }
            index += 1
        }
        var change = Self.count(selections.count) { selections[$0].time <= start }
        var previous = change > 0 ? selections[change - 1].segment : nil
        while change < selections.count, selections[change].time <= end {
            let segment = selections[change].segment
            events.append(.selectionChanged(time: selections[change].time, from: previous, to: segment))
            previous = segment
            change += 1
        }
        var ignored = Self.count(ignoredInputs.count) { ignoredInputs[$0].time <= start }
        while ignored < ignoredInputs.count, ignoredInputs[ignored].time <= end {
            events.append(ignoredInputs[ignored])
            ignored += 1
        }
        return events.enumerated().sorted { left, right in
            (left.element.time, left.element.rank, left.offset) < (
                right.element.time, right.element.rank, right.offset
            )
        }.map(\.element)
    }

    /// Reports what happened since the previous call, through `time` seconds; nothing when
    /// `time` is not later than the previous call. A time outside ``timeRange`` is read at its
    /// nearest end.
    /// - Throws: `WheelError.notFinite(.queryTime, value:)` for a NaN or infinite time, as
    ///   ``events(after:through:)`` does; nothing is reported or remembered then.
    public mutating func advance(through time: Double) throws(WheelError) -> [WheelEvent] {
        guard time.isFinite else { throw .notFinite(.queryTime, value: time) }
        return advance(throughValidated: time)
    }

    /// Reports what happened since the previous tick, through `tick.timestamp`. Draw the frame
    /// with `snapshot(at: tick.targetTimestamp)` to show where the wheel will be when it
    /// appears.
    /// - Throws: `WheelError.notFinite(.queryTime, value:)` when the tick's timestamp is NaN
    ///   or infinite, as ``advance(through:)`` does.
    public mutating func advance(to tick: DisplayLinkTick) throws(WheelError) -> [WheelEvent] {
        try advance(through: tick.timestamp)
    }

    /// ``advance(through:)`` of a time the package read from its own clock, so a time that is
    /// not finite is a precondition failure.
    package mutating func advance(throughValidated time: Double) -> [WheelEvent] {
        precondition(time.isFinite, "WheelModel.advance(through:) needs a finite time, not \(time)")
        let time = Self.clamped(time)
        guard time > advancedTime else { return [] }
        let events = events(afterValidated: advancedTime, through: time)
        advancedTime = time
        return events
    }

    /// Forgets what happened before `time` (clamped to what `advance` has reported), so a
    /// wheel that runs for days does not grow without bound. Queries about earlier times are
    /// then answered from the earliest remembered phase, and no events before it are reported.
    public mutating func discardHistory(before time: Double) {
        let cut = min(time, advancedTime)
        guard cut > historyStart else { return }
        phases.removeFirst(phaseIndex(at: cut))
        let selectionsBefore = Self.count(selections.count) { selections[$0].time <= cut }
        selections.removeFirst(max(selectionsBefore - 1, 0))
        ignoredInputs.removeFirst(Self.count(ignoredInputs.count) { ignoredInputs[$0].time < cut })
        historyStart = cut
    }

    // MARK: Internals

    /// Throws unless `value` is finite and within `range`.
    package static func check(
        _ value: Double, _ parameter: WheelParameter, within range: ClosedRange<Double>, unit: String
    ) throws(WheelError) {
        guard value.isFinite else { throw .notFinite(parameter, value: value) }
        guard range.contains(value) else {
            throw .parameterOutOfRange(
                parameter, value: value, allowed: "\(DecimalText.range(range)) \(unit)")
        }
    }

    /// A query time (not NaN) within ``timeRange``: the nearest end for one outside,
    /// infinities too.
    private static func clamped(_ time: Double) -> Double {
        min(max(time, timeRange.lowerBound), timeRange.upperBound)
    }

    /// How many leading indices of `0..<count` satisfy `isLeading`, which must hold for a
    /// prefix and fail for the rest (the arrays here are sorted by time).
    private static func count(_ count: Int, where isLeading: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isLeading(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The last phase starting at or before `time` (the first phase for earlier times).
    private func phaseIndex(at time: Double) -> Int {
        max(Self.count(phases.count) { phases[$0].start <= time } - 1, 0)
    }

    private func selection(at time: Double) -> Int? {
        let count = Self.count(selections.count) { selections[$0].time <= time }
        return count > 0 ? selections[count - 1].segment : nil
    }

    private func appendCrossings(
        of phase: WheelPhase, from low: Double, to high: Double, into events: inout [WheelEvent]
    ) {
        let geometry = configuration.geometry
        let velocity = configuration.idleAngularVelocity
        let first = geometry.borderPosition(under: phase.angle(at: low, idleVelocity: velocity))
        let last = geometry.borderPosition(under: phase.angle(at: high, idleVelocity: velocity))
        guard first > last else { return }
        var parameters = (low: 0.0, high: 0.0)
        if case .spinning(let plan) = phase {
            parameters = (
                plan.parameter(at: low, guess: 0.5).parameter, plan.parameter(at: high, guess: 0.5).parameter
            )
        }
        for border in stride(from: first, to: last, by: -1) {
            let borderAngle = geometry.wheelAngle(ofBorder: border)
            var time: Double
            switch phase {
            case .idle(let start, let angle): time = start + (borderAngle - angle) / velocity
            case .spinning(let plan):
                time = plan.time(reaching: borderAngle, between: parameters.low, and: parameters.high)
            case .settled: continue
            }
            time = min(max(time, low), high)
            events.append(
                .borderCrossed(
                    time: time, from: geometry.reducedSegment(border), to: geometry.reducedSegment(border - 1)
                ))
        }
    }
}
