import WheelRender
import WheelSupport

/// What `render` prints after writing an animated PNG (`--format apng`) or only a soundtrack
/// (`--format none`): the file, the `--audio` line, how the spin ended; or the same as JSON.
struct AnimationReport {
    /// The animated PNG, when one was written.
    struct Animation {
        let path: String
        let summary: APNGRecording.Summary
        let side: Int
        let scale: Int
        let framesPerSecond: Double
        let loopCount: Int
    }

    let animation: Animation?
    let audio: AudioFileWriter.Report?
    var elapsed: Duration = .zero

    /// The files written, one line each, then the spin.
    func text(_ spin: SpinSummary) -> String {
        var lines: [String] = []
        if let animation {
            lines.append(
                "Wrote \(animation.path) ("
                    + APNGFileWriter.description(
                        animation.summary, side: animation.side, scale: animation.scale,
                        framesPerSecond: animation.framesPerSecond, loopCount: animation.loopCount) + "): "
                    + "\(DecimalText.grouped(animation.summary.byteCount)) bytes in \(DecimalText.seconds(elapsed, 2)) s"
            )
        }
        if let audio { lines.append(audio.line) }
        return (lines + [spin.line]).map { $0 + "\n" }.joined()
    }

    /// One JSON object: `file`, `frames`, `storedFrames`, `bytes`, `width`, `height`, `scale`,
    /// `fps`, `loop`, and `colors` for an indexed one (for an animated PNG), `audio` (with `--audio`), then the spin
    /// (``SpinSummary/members``).
    func json(_ spin: SpinSummary) -> String {
        var members: [(String, JSONValue)] = []
        if let animation {
            members += [
                ("file", .string(animation.path)), ("frames", .int(animation.summary.frameCount)),
                ("storedFrames", .int(animation.summary.storedFrameCount)),
                ("bytes", .int(animation.summary.byteCount)),
            ]
            members += FrameSize.pixels(side: animation.side, scale: animation.scale).members
            members += [("fps", .number(animation.framesPerSecond)), ("loop", .int(animation.loopCount))]
            if let colors = animation.summary.paletteEntryCount { members.append(("colors", .int(colors))) }
        }
        if let audio { members.append(("audio", audio.json)) }
        return JSONValue.object(members + spin.members).serialized()
    }
}
