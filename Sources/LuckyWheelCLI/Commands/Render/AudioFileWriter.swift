import WheelRender
import WheelSupport

/// `render --audio FILE`: the spin's soundtrack (``SpinSoundtrack``) streamed into an atomic
/// file as 16-bit 48 kHz mono WAV, and the line and JSON that describe it.
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
            let chimeWords = chimes == 1 ? "1 chime" : "\(chimes) chimes"
            return "Wrote \(path) (\(DecimalText.trimmed(seconds, 3)) s, 16-bit "
                + "\(TickSounds.sampleRate / 1000) kHz mono: \(clicks) clicks, \(chimeWords)): "
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

    /// Writes the WAV file to `path` (replacing an existing file only when `replacing`).
    func write(to path: String, replacing: Bool, option: String) throws -> Report {
        let soundtrack = SpinSoundtrack(timeline: timeline)
        var bytes = 0
        try AtomicFile.stream(to: path, replacing: replacing, option: option) { output in
            try soundtrack.writeWAV { piece in try output.append(piece) }
            bytes = output.byteCount
        }
        return Report(
            path: path, bytes: bytes, seconds: soundtrack.duration,
            clicks: soundtrack.cues.filter { $0.sound == .click }.count,
            chimes: soundtrack.cues.filter { $0.sound == .chime }.count)
    }
}
