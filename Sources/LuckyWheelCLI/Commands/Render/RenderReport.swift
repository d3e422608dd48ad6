import WheelCore
import WheelRender
import WheelSupport

/// The summary `render` prints after writing frame files: what it wrote, where, how many
/// bytes and how long it took, and how the spin ended (``SpinSummary``); or the same as JSON.
struct RenderReport {
    let folder: FrameFolder
    let frameCount: Int
    let bytes: Int
    /// The frames' size: pixels at a scale, or a text grid.
    let size: FrameSize
    let framesPerSecond: Double
    /// The `--audio` file, if one was written.
    var audio: AudioFileWriter.Report?
    var elapsed: Duration = .zero

    /// Two lines: the files written, then the spin (what `--force` removed is told after them,
    /// ``EarlierSlice/tellRemoval(_:of:in:onStandardError:console:)``).
    func text(_ spin: SpinSummary) -> String {
        let first = folder.fileName(ofFrame: 0)
        let range = frameCount > 1 ? "\(first) … \(folder.fileName(ofFrame: frameCount - 1))" : first
        return
            "Wrote \(frameCount) \(frameCount == 1 ? "frame" : "frames") (\(size.text), \(DecimalText.shortest(framesPerSecond)) fps) to "
            + "\(folder.path)/\(range): \(DecimalText.grouped(bytes)) bytes in \(DecimalText.seconds(elapsed, 2)) s\n"
            + (audio.map { $0.line + "\n" } ?? "") + spin.line + "\n"
    }

    /// One JSON object: `folder`, `frames`, `firstFile`, `lastFile`, `bytes`, the size
    /// (``FrameSize/members``), `fps`, `audio` (with `--audio`), then the spin
    /// (``SpinSummary/members``).
    func json(_ spin: SpinSummary) -> String {
        JSONValue.object(
            [
                ("folder", .string(folder.path)), ("frames", .int(frameCount)),
                ("firstFile", .string(folder.fileName(ofFrame: 0))),
                ("lastFile", .string(folder.fileName(ofFrame: max(0, frameCount - 1)))),
                ("bytes", .int(bytes)),
            ] + size.members + [("fps", .number(framesPerSecond))]
                + (audio.map { [("audio", $0.json)] } ?? []) + spin.members
        ).serialized()
    }
}

/// The size of frames written to a folder.
enum FrameSize {
    /// Square PNG frames of `side` pixels, drawn at screen scale `scale`.
    case pixels(side: Int, scale: Int)
    /// Text frames of `columns` × `rows` cells in `style` (`ascii`, `ansi 256`, …).
    case cells(columns: Int, rows: Int, style: String)

    /// `572 × 572 px @2x` or `80 × 40 cells, ascii`.
    var text: String {
        switch self {
        case .pixels(let side, let scale): "\(side) × \(side) px @\(scale)x"
        case .cells(let columns, let rows, let style): "\(columns) × \(rows) cells, \(style)"
        }
    }

    /// `width`, `height` and `scale`, or `columns`, `rows` and `style`.
    var members: [(String, JSONValue)] {
        switch self {
        case .pixels(let side, let scale):
            [("width", .int(side)), ("height", .int(side)), ("scale", .int(scale))]
        case .cells(let columns, let rows, let style):
            [("columns", .int(columns)), ("rows", .int(rows)), ("style", .string(style))]
        }
    }
}
