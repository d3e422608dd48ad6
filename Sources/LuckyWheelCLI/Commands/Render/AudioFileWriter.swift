import WheelRender
import WheelSupport

/// `render --audio FILE`: the spin's soundtrack (``SpinSoundtrack``) streamed into a file not
/// yet in place (``AtomicFile/Pending``) as 16-bit 48 kHz mono WAV, and the line and JSON that
/// describe it.
struct AudioFileWriter {
    /// What was written.
    struct Report {
        let path: String
        let bytes: Int
        let seconds: Double
        let clicks: Int
        let chimes: Int

        /// `Wrote spin.wav (4.5 s, 16-bit 48 kHz mono: 38 clicks, 1 chime): 432,044 bytes`.
        var line: String {
            return "Wrote \(path) (\(DecimalText.trimmed(seconds, 3)) s, \(WAVFile.formatText): "
                + "\(DecimalText.counted(clicks, "click")), \(DecimalText.counted(chimes, "chime"))): "
                + "\(DecimalText.grouped(bytes)) bytes"
        }

        /// `{"file", "bytes", "seconds", "sampleRate", "clicks", "chimes"}`.
        var json: JSONValue {
            .object([
                ("file", .string(path)), ("bytes", .int(bytes)), ("seconds", .number(seconds)),
                ("sampleRate", .int(TickSounds.sampleRate)), ("clicks", .int(clicks)),
                ("chimes", .int(chimes)),
            ])
        }
    }

    /// The frames whose sound it is.
    let timeline: FrameTimeline

    /// Streams the sound into `output` (a file not yet in place, which the render moves there
    /// with its other files) and describes it.
    func write(to output: AtomicFile.Output) throws -> Report {
        let soundtrack = SpinSoundtrack(timeline: timeline)
        try soundtrack.writeWAV { piece in try output.append(piece) }
        return Report(
            path: output.path, bytes: output.byteCount, seconds: soundtrack.duration,
            clicks: soundtrack.cues.filter { $0.sound == .click }.count,
            chimes: soundtrack.cues.filter { $0.sound == .chime }.count)
    }
}
