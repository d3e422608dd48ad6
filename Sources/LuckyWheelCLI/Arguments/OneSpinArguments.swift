import WheelAudit
import WheelCore
import WheelRender

/// The options of the commands that show one spin (`render`, `demo`): which spin, and where it
/// must stop.
struct OneSpinArguments: Sendable {
    static let target = Option<Int?>(
        "--target", value: "k",
        help: "Stop on segment K, the prize decided elsewhere (a server); the landing point inside it "
            + "is still drawn from the seed.",
        range: .atLeast(0))
    static let spin = Option<Int?>(
        "--spin", value: "k",
        help:
            "Show spin K of '\(SimulateCommand.commandPath) \(SharedArguments.seed.spec.key) S': the same prize "
            + "and the same stop angle (with \(target.spec.key), that spin's landing point in the target).",
        range: ValueRange(0...(SimulationConfiguration.spinsRange.upperBound - 1)))

    /// The group, in help order.
    static let arguments: [any ArgumentDeclaration] = [target, spin]

    var target: Int?
    var spinIndex: Int?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        target = try arguments.value(Self.target)
        spinIndex = try arguments.value(Self.spin)
    }

    /// A warning when `--target` names a segment of weight 0 on `wheel`: the spin (frames or
    /// sound) stops where its draws never do (the prize decided elsewhere disagrees with
    /// `--weights`).
    func targetNote(wheel: WheelConfiguration) -> String? {
        guard let target, let weights = wheel.weights, weights.probabilities.indices.contains(target),
            weights.probabilities[target] == 0
        else { return nil }
        return "\(Self.target.spec.key) \(target) is a segment of weight 0, which the wheel's draws never "
            + "give; this spin stops where no spin of these weights does"
    }

    /// The recorded spin: spin `--spin` of the simulation, or the seed's first spin pressed
    /// at `spinAt`; stopping on `--target` when given, or at `landing` (a fair spin's; the
    /// fair flags exclude `--spin` and `--target`).
    func timeline(
        wheel: WheelConfiguration, seed: UInt64, framesPerSecond: Double, spinAt: Double, frameCount: Int,
        spin: SpinArguments, landing: LandingPoint? = nil
    ) throws(UsageError) -> FrameTimeline {
        try spin.checked { () throws(WheelError) in
            if let spinIndex {
                return try FrameTimeline.simulatedSpin(
                    spinIndex, configuration: wheel, seed: seed, framesPerSecond: framesPerSecond,
                    spinTime: spinAt,
                    frameCount: frameCount, target: target)
            }
            return try FrameTimeline.spin(
                configuration: wheel, seed: seed, framesPerSecond: framesPerSecond, spinTime: spinAt,
                frameCount: frameCount, target: target, landing: landing)
        }
    }
}
