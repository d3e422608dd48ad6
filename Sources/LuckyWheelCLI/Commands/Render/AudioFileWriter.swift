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
        /// Samples the 16-bit range clipped, where clicks overlap.
        let clippedSamples: Int

        /// `Wrote spin.wav (4.5 s, 16-bit 48 kHz mono: 38 clicks, 1 chime): 432,044 bytes`.
        var line: String {
            return "Wrote \(path) (\(DecimalText.trimmed(seconds, 3)) s, \(WAVFile.formatText): "
                + "\(DecimalText.counted(clicks, "click")), \(DecimalText.counted(chimes, "chime"))): "
                + "\(DecimalText.grouped(bytes)) bytes"
        }

        /// `{"file", "bytes", "seconds", "sampleRate", "clicks", "chimes", "clippedSamples"}`.
        var json: JSONValue {
            .object([
                ("file", .string(path)), ("bytes", .int(bytes)), ("seconds", .number(seconds)),
                ("sampleRate", .int(TickSounds.sampleRate)), ("clicks", .int(clicks)),
                ("chimes", .int(chimes)), ("clippedSamples", .int(clippedSamples)),
            ])
        }

        /// What clipping there is, when there is: clicks follow each other closer than one lasts.
        /// A few samples' time has two decimals, so that it is not told as 0 ms.
        var clippingWarning: String? {
            guard clippedSamples > 0 else { return nil }
            let milliseconds = Double(clippedSamples) * 1000 / Double(TickSounds.sampleRate)
            let click = Double(TickSounds.click.count) * 1000 / Double(TickSounds.sampleRate)
            let duration = DecimalText.trimmed(milliseconds, milliseconds < 1 ? 2 : 1)
            return
                "\(path): \(DecimalText.counted(clippedSamples, "sample")) (\(duration) ms) "
                + "\(clippedSamples == 1 ? "is" : "are") clipped, where clicks overlap louder than 16 bits hold: borders pass the pointer "
                + "faster than a click lasts (\(DecimalText.trimmed(click, 1)) ms); fewer segments or a slower spin avoid it"
        }
    }

    /// The frames whose sound it is.
    let timeline: FrameTimeline

    /// Streams the sound into `output` (a file not yet in place, which the render moves there
    /// with its other files) and describes it.
    func write(to output: AtomicFile.Output) throws -> Report {
        let soundtrack = SpinSoundtrack(timeline: timeline)
        let clipped = try soundtrack.writeWAV { piece in try output.append(piece) }
        return Report(
            path: output.path, bytes: output.byteCount, seconds: soundtrack.duration,
            clicks: soundtrack.cues.filter { $0.sound == .click }.count,
            chimes: soundtrack.cues.filter { $0.sound == .chime }.count, clippedSamples: clipped)
    }
}
