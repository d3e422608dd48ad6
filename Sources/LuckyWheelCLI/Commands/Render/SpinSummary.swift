import WheelFair
import WheelRender
import WheelSupport

/// What happened in a recorded spin, as `render` and `demo` report it: one line that stays
/// stable for scripts, and the same facts as JSON.
///
/// `Seed 0: pressed at 0.5 s, stopped at 3.5 s on segment 2 (number 3 on the wheel).` — with
/// `, spin K` or `, target K` after the seed when they were given; a fair spin, which uses no
/// seed, starts `Nonce N:` instead and adds ` Commitment <64 hex>.` at the end.
struct SpinSummary: Sendable {
    let seed: UInt64
    /// `--spin`, when given.
    let spinIndex: Int?
    /// `--target`, when given.
    let target: Int?
    /// The fair spin the wheel stops on, when the fair flags were given.
    let fair: FairSpin?
    /// When the centre button was pressed, if within the frames, seconds.
    let pressedAt: Double?
    /// When the wheel stopped, if within the frames, seconds.
    let stoppedAt: Double?
    /// Where it stops (known from the press on), segment index.
    let segment: Int?
    /// The wheel's angle at the stop, radians.
    let stopAngle: Double?
    /// The time of the last frame, seconds.
    let lastFrameTime: Double
    /// The segment under the pointer in the last frame.
    let lastFrameSegment: Int

    init(_ timeline: FrameTimeline, spinIndex: Int?, target: Int?, fair: FairSpin? = nil) {
        seed = timeline.model.seed
        self.spinIndex = spinIndex
        self.target = target
        self.fair = fair
        let last = timeline.time(ofFrame: max(0, timeline.frameCount - 1))
        lastFrameTime = last
        lastFrameSegment = timeline.snapshot(ofFrame: max(0, timeline.frameCount - 1)).segmentUnderPointer
        let spin = timeline.model.spins.first.flatMap { $0.startTime <= last ? $0 : nil }
        pressedAt = spin?.startTime
        stoppedAt = spin.flatMap { $0.endTime <= last ? $0.endTime : nil }
        segment = spin?.landing.segment
        stopAngle = spin?.endAngle
    }

    /// The one line.
    var line: String {
        let commitment = fair.map { " Commitment \($0.commitment.hex)." } ?? ""
        return outcome + commitment
    }

    /// The line without the commitment.
    private var outcome: String {
        var who = fair.map { "Nonce \($0.nonce)" } ?? "Seed \(seed)"
        if let spinIndex { who += ", spin \(spinIndex)" }
        if let target { who += ", target \(target)" }
        guard let pressedAt, let segment else {
            return "\(who): the centre button is not pressed within the frames (last at "
                + "\(DecimalText.trimmed(lastFrameTime, 3)) s)."
        }
        let pressed = "\(who): pressed at \(DecimalText.trimmed(pressedAt, 3)) s"
        guard let stoppedAt else {
            return "\(pressed), still spinning at the last frame; it stops on segment \(segment) "
                + "(number \(segment + 1) on the wheel)."
        }
        return "\(pressed), stopped at \(DecimalText.trimmed(stoppedAt, 3)) s on segment \(segment) "
            + "(number \(segment + 1) on the wheel)."
    }

    /// The facts as JSON members: `seed`, `spin`, `target`, `pressedAt`, `stoppedAt`,
    /// `segment`, `number`, `stopAngle` (radians), `lastFrameSegment` (the segment under the
    /// pointer in the last frame), and the fair spin's `nonce`, `clientSeed`, `commitment` and
    /// landing `fraction`; null where unknown or not fair (and `seed` null for a fair spin).
    var members: [(String, JSONValue)] {
        [
            ("seed", fair == nil ? .seed(seed) : .null),
            ("spin", spinIndex.map { .int($0) } ?? .null),
            ("target", target.map { .int($0) } ?? .null),
            ("pressedAt", pressedAt.map { .number($0) } ?? .null),
            ("stoppedAt", stoppedAt.map { .number($0) } ?? .null),
            ("segment", segment.map { .int($0) } ?? .null),
            ("number", segment.map { .int($0 + 1) } ?? .null),
            ("stopAngle", stopAngle.map { .number($0) } ?? .null),
            ("lastFrameSegment", .int(lastFrameSegment)),
            ("nonce", fair.map { .string(String($0.nonce)) } ?? .null),
            ("clientSeed", fair.map { .string($0.clientSeed) } ?? .null),
            ("commitment", fair.map { .string($0.commitment.hex) } ?? .null),
            ("fraction", fair.map { .number($0.fraction) } ?? .null),
        ]
    }
}
