import WheelPNG
import WheelRender
import WheelSlice
import WheelSupport

/// What `demo` prints after the landing frame: each part it wrote with its path, count and
/// bytes, how the spin ended, and the time taken.
struct DemoSummary {
    /// The contact sheet's path in the output folder.
    static let contactSheetPath = "contact-sheet.png"
    /// The animated PNG's path in the output folder.
    static let animationPath = "spin.apng"

    let destination: String
    let timeline: FrameTimeline
    let animation: APNGRecording.Summary
    let slice: SliceResult
    let frameBytes: Int
    let frameSide: Int
    let sheet: RGBAImage
    let sheetBytes: Int
    let spin: SpinSummary
    let elapsed: Duration

    var text: String {
        let plan = slice.plan
        let sliceBytes = slice.files.reduce(0) { $0 + $1.bytes.count }
        let scales = plan.scales.map { "@\($0)x" }.joined(separator: ", ")
        let last = timeline.frameCount - 1
        let lastName = FrameFolder.fileName(ofFrame: last, fileExtension: "png")
        return """
            \(spin.line)
            Wrote \(destination)/
              \(Self.animationPath)           \(APNGFileWriter.description(
                animation, side: frameSide, scale: DemoCommand.frameScale,
                framesPerSecond: timeline.clock.framesPerSecond, loopCount: DemoCommand.loopCount)), \
            \(DecimalText.grouped(animation.byteCount)) bytes
              wedges/             \(plan.partition.segments) wedges + pressed at \(scales) from the built-in \
            \(plan.sheet.width) × \(plan.sheet.height) @\(plan.sheet.scale)x sheets, manifest.json: \
            \(slice.files.count) files, \(DecimalText.grouped(sliceBytes)) bytes
              frames/             \(FrameFolder.fileName(ofFrame: 0, fileExtension: "png")) … \(lastName): \(timeline.frameCount) frames, \
            \(frameSide) × \(frameSide) px at \(DecimalText.shortest(timeline.clock.framesPerSecond)) fps, \
            \(DecimalText.grouped(frameBytes)) bytes
              \(Self.contactSheetPath)   \(sheet.width) × \(sheet.height) px, \
            \(DecimalText.grouped(sheetBytes)) bytes
            Done in \(DecimalText.seconds(elapsed, 2)) s. Open \(destination)/\(Self.animationPath) in a web \
            browser, or make a video: \(Self.videoCommand(
                folder: destination, framesPerSecond: timeline.clock.framesPerSecond))

            """
    }

    /// The ffmpeg command that makes a video of the frames in `folder`/frames, ready to paste:
    /// the path is a shell word, and a `%` in the folder's name is doubled, as ffmpeg reads `%`
    /// in an image sequence's name as the start of the frame number's pattern.
    static func videoCommand(folder: String, framesPerSecond: Double) -> String {
        let pattern =
            folder.replacingAll("%", with: "%%") + "/\(DemoCommand.framesFolder)/"
            + FrameFolder.sequencePattern(fileExtension: "png")
        return "ffmpeg -framerate \(DecimalText.shortest(framesPerSecond)) -i "
            + ReproducingCommand.shellQuoted(pattern) + " wheel.mp4"
    }

    /// The same as one JSON object: `folder`, then `animation` {`file`, `frames`,
    /// `storedFrames`, `bytes`, `width`, `height`, `fps`, `loop`}, `wedges` {`files`, `bytes`, `segments`},
    /// `frames` {`count`, `firstFile`, `lastFile`, `bytes`, `width`, `height`, `fps`},
    /// `contactSheet` {`file`, `width`, `height`, `bytes`}, then the spin
    /// (``SpinSummary/members``).
    var json: String {
        let last = max(0, timeline.frameCount - 1)
        let members: [(String, JSONValue)] = [
            ("folder", .string(destination)),
            (
                "animation",
                .object([
                    ("file", .string(Self.animationPath)), ("frames", .int(animation.frameCount)),
                    ("storedFrames", .int(animation.storedFrameCount)), ("bytes", .int(animation.byteCount)),
                    ("width", .int(frameSide)), ("height", .int(frameSide)),
                    ("fps", .number(timeline.clock.framesPerSecond)), ("loop", .int(DemoCommand.loopCount)),
                ])
            ),
            (
                "wedges",
                .object([
                    ("files", .int(slice.files.count)),
                    ("bytes", .int(slice.files.reduce(0) { $0 + $1.bytes.count })),
                    ("segments", .int(slice.plan.partition.segments)),
                ])
            ),
            (
                "frames",
                .object([
                    ("count", .int(timeline.frameCount)),
                    ("firstFile", .string(DemoCommand.framePath(0))),
                    ("lastFile", .string(DemoCommand.framePath(last))),
                    ("bytes", .int(frameBytes)), ("width", .int(frameSide)), ("height", .int(frameSide)),
                    ("fps", .number(timeline.clock.framesPerSecond)),
                ])
            ),
            (
                "contactSheet",
                .object([
                    ("file", .string(Self.contactSheetPath)), ("width", .int(sheet.width)),
                    ("height", .int(sheet.height)), ("bytes", .int(sheetBytes)),
                ])
            ),
        ]
        return JSONValue.object(members + spin.members).serialized()
    }
}
