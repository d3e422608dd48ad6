import WheelCore
import WheelRender

/// The summary `render` prints after writing frame files: what it wrote, where, how many
/// bytes and how long it took, and how the spin ended.
struct RenderReport {
    let folder: FrameFolder
    let frameCount: Int
    let bytes: Int
    /// The frame size, e.g. `572 × 572 px @2x` or `80 × 40 cells, ascii`.
    let what: String
    let framesPerSecond: Double
    var elapsed: Duration = .zero

    func text(timeline: FrameTimeline) -> String {
        let first = folder.fileName(ofFrame: 0)
        let range = frameCount > 1 ? "\(first) … \(folder.fileName(ofFrame: frameCount - 1))" : first
        return "Wrote \(frameCount) frames (\(what), \(Self.decimal(framesPerSecond, 2)) fps) to "
            + "\(folder.path)/\(range): \(SliceSummary.grouped(bytes)) bytes in \(Self.seconds(elapsed)) s\n"
            + Self.spinLine(timeline) + "\n"
    }

    /// How the recorded spin went: when it was pressed and where it stopped, if within the
    /// frames.
    static func spinLine(_ timeline: FrameTimeline) -> String {
        let seed = "Seed \(timeline.model.seed)"
        let last = timeline.time(ofFrame: max(0, timeline.frameCount - 1))
        guard let spin = timeline.model.spins.first, spin.startTime <= last else {
            return
                "\(seed): the centre button is not pressed within the frames (last at \(decimal(last, 3)) s)."
        }
        let pressed = "\(seed): pressed at \(decimal(spin.startTime, 3)) s"
        guard spin.endTime <= last else {
            return
                "\(pressed), still spinning at the last frame (the spin ends at \(decimal(spin.endTime, 3)) s)."
        }
        return
            "\(pressed), the wheel stopped on segment \(spin.landing.segment) at \(decimal(spin.endTime, 3)) s."
    }

    /// `value` with at most `digits` decimals, trailing zeros dropped: 0.5, 3.5, 59.94.
    static func decimal(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A duration in seconds with two decimals.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let hundredths = Int(seconds) * 100 + Int(attoseconds / 10_000_000_000_000_000)
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
