/// One spin followed tick by tick — idle lead-in, press, spin, rest, idle again — for
/// `luckywheel simulate --trace FILE`.
public struct SpinTrace: Sendable, Hashable {
    /// The CSV column names: tick, timestamp (s), angle (rad, the running total, every turn
    /// counted), degrees (the same angle in degrees: one converts to the other), segment under
    /// the pointer, state, selected segment (empty: none), centre button pressed (0/1), events
    /// since the previous tick (`; `-separated).
    public static let csvHeader = "tick,timestamp,angle,degrees,segment,state,selected,pressed,events"

    /// The ticks, in order.
    public let rows: [SpinTraceRow]

    /// A trace of `rows`.
    public init(rows: [SpinTraceRow]) {
        self.rows = rows
    }

    /// Spin 0 of `simulation` as the wheel model plays it: the same prize and landing point,
    /// the same starting angle and press moment within a frame, preceded by `leadIn` seconds
    /// of idling and followed by the rest and `tail` seconds of idling (both clamped to
    /// 0…60 s).
    public init(simulation: FairnessSimulation, leadIn: Double = 0.5, tail: Double = 0.5) {
        var rows: [SpinTraceRow] = []
        Self.play(simulation: simulation, leadIn: leadIn, tail: tail) { rows.append($0) }
        self.rows = rows
    }

    /// The ticks of ``init(simulation:leadIn:tail:)`` handed to `body` one at a time, as they
    /// are played, so a long trace is written in memory that does not grow with it. Whatever
    /// `body` throws ends the trace and is rethrown.
    public static func play<Failure: Error>(
        simulation: FairnessSimulation, leadIn: Double = 0.5, tail: Double = 0.5,
        _ body: (SpinTraceRow) throws(Failure) -> Void
    ) throws(Failure) {
        let configuration = simulation.configuration
        let wheel = configuration.wheel
        let clock = configuration.clock
        // The model's first spin draws its prize from stream (seed, 0) first, as the
        // simulation's spin 0 does; the press moment and angle are copied from the plan.
        let plan = simulation.plan(ofSpin: 0, validTarget: nil)
        let leadIn = leadIn.isNaN ? 0 : min(max(leadIn, 0), 60)
        let tail = tail.isNaN ? 0 : min(max(tail, 0), 60)
        let pressTime = clock.timestamp(ofTick: clock.firstTickIndex(atOrAfter: leadIn)) + plan.startTime
        var model = WheelModel(
            validatedConfiguration: wheel, seed: configuration.seed, startTime: 0,
            initialAngle: plan.startAngle - wheel.idleAngularVelocity * pressTime)
        model.apply(.press, at: pressTime)
        let end = pressTime + wheel.spin.duration + wheel.resumeDelay + tail
        var tick = 0
        while clock.timestamp(ofTick: tick) <= end {
            let displayTick = clock.tick(tick)
            let events = model.advance(throughValidated: displayTick.timestamp)
            try body(
                SpinTraceRow(
                    tick: tick, snapshot: model.snapshot(atValidatedTime: displayTick.timestamp),
                    events: events))
            tick += 1
        }
    }

    /// The whole trace as CSV: the header, then one line per tick, each ending in a newline.
    public var csv: String {
        ([Self.csvHeader] + rows.map(\.csv)).map { $0 + "\n" }.joined()
    }
}
