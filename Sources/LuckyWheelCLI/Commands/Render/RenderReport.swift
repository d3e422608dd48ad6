import WheelCore
import WheelRender
import WheelSupport

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
        return "Wrote \(frameCount) frames (\(what), \(DecimalText.trimmed(framesPerSecond, 2)) fps) to "
            + "\(folder.path)/\(range): \(DecimalText.grouped(bytes)) bytes in \(DecimalText.seconds(elapsed, 2)) s\n"
            + Self.spinLine(timeline) + "\n"
    }

    /// How the recorded spin went: when it was pressed and where it stopped, if within the
    /// frames.
    static func spinLine(_ timeline: FrameTimeline) -> String {
        let seed = "Seed \(timeline.model.seed)"
        let last = timeline.time(ofFrame: max(0, timeline.frameCount - 1))
        guard let spin = timeline.model.spins.first, spin.startTime <= last else {
            return
                "\(seed): the centre button is not pressed within the frames (last at \(DecimalText.trimmed(last, 3)) s)."
        }
        let pressed = "\(seed): pressed at \(DecimalText.trimmed(spin.startTime, 3)) s"
        guard spin.endTime <= last else {
            return
                "\(pressed), still spinning at the last frame (the spin ends at \(DecimalText.trimmed(spin.endTime, 3)) s)."
        }
        return
            "\(pressed), the wheel stopped on segment \(spin.landing.segment) at \(DecimalText.trimmed(spin.endTime, 3)) s."
    }
}
