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
            return "Wrote \(path) (\(DecimalText.trimmed(seconds, 3)) s, 16-bit "
                + "\(TickSounds.sampleRate / 1000) kHz mono: "
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

    /// Writes the WAV file to `path` (replacing an existing file only when `replacing`):
    /// into a temporary file, then `finish` runs (the frames are rendered), and only when it
    /// returns is the file moved into place. When `finish` throws, or the process is
    /// interrupted, the sound is removed with the rest: a failed render leaves nothing.
    func write<Value>(
        to path: String, replacing: Bool, option: String, console: any Console,
        before finish: (Report) throws -> Value
    ) throws -> Value {
        let soundtrack = SpinSoundtrack(timeline: timeline)
        var value: Value?
        try AtomicFile.stream(to: path, replacing: replacing, option: option, console: console) { output in
            try soundtrack.writeWAV { piece in try output.append(piece) }
            value = try finish(
                Report(
                    path: path, bytes: output.byteCount, seconds: soundtrack.duration,
                    clicks: soundtrack.cues.filter { $0.sound == .click }.count,
                    chimes: soundtrack.cues.filter { $0.sound == .chime }.count))
        }
        guard let value else { throw CommandFailure(.ioError, "\(path): nothing was recorded") }
        return value
    }
}
