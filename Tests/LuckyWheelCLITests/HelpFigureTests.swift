import Testing
import WheelCore
import WheelRender
import WheelSlice
import WheelSupport

@testable import LuckyWheelCLI

/// The figures in help (a default spin's length, the frames it makes, the frame size) are
/// the declarations they describe, not numbers typed a second time: each test changes or reads
/// the declaration and looks for its figure in the text.
@Suite struct HelpFigureTests {
    /// The text with every run of spaces and line breaks made one space, so a figure is found
    /// wherever the source breaks its lines.
    static func flattened(_ text: String?) -> String {
        (text ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    static func shortest(_ value: Double) -> String { DecimalText.shortest(value) }

    /// Other defaults give other figures: the text is computed from them.
    @Test func renderDiscussionFollowsTheDefaultsItIsGiven() throws {
        let text = Self.flattened(
            RenderCommand.discussion(
                spinDuration: 2, settleTime: 0.25, spinTime: 1, framesPerSecond: 30, frameScale: 3,
                grid: TerminalSize(columns: 100, rows: 50)))
        #expect(text.contains("--spin-at (1 s), the spin (2 s, --duration)"))
        // Ticks 0 to 97 at 30 Hz lie before 3.25 s.
        #expect(
            text.contains(
                "to --spin-at + --duration + 0.25 s (3.25 s by default: 98 frames at 30 fps), 0.25 s after the spin ends"
            ))
        #expect(
            text.contains(
                "-video_size \(SceneMetrics.viewSide * 3)x\(SceneMetrics.viewSide * 3) -framerate 30"))
        #expect(text.contains("(default 100x50;"))
    }

    /// The help shown is the one computed from the declared defaults.
    @Test func renderHelpStatesTheDeclaredDefaults() throws {
        let discussion = RenderCommand.configuration.discussion
        #expect(discussion == RenderCommand.discussion())
        let text = Self.flattened(discussion)
        let duration = SpinOptions.standard.duration
        let spinTime = FrameTimeline.defaultSpinTime
        let settle = FrameTimeline.defaultSettleTime
        let end = FrameTimeline.defaultEnd(spinTime: spinTime)
        let fps = SharedArguments.framesPerSecond.defaultValue
        let frames = FrameTimeline.frameCount(before: end, clock: try DisplayLinkClock(framesPerSecond: fps))
        #expect(text.contains("the spin (\(Self.shortest(duration)) s, --duration)"))
        #expect(
            text.contains(
                "to --spin-at + --duration + \(Self.shortest(settle)) s (\(Self.shortest(end)) s by default: "
                    + "\(frames) frames at \(Self.shortest(fps)) fps), \(Self.shortest(settle)) s after the spin ends"
            ))
        let side = SceneMetrics.viewSide * RenderCommand.defaultFrameScale
        #expect(text.contains("-video_size \(side)x\(side) -framerate \(Self.shortest(fps))"))
        #expect(text.contains("(default \(TerminalSize.fallback.argumentText);"))
        #expect(text.contains("(\(SceneMetrics.viewSide) pt x scale pixels square)"))
        #expect(text.contains("\(Self.shortest(Double(TickSounds.sampleRate) / 1000)) kHz"))
        #expect(
            RenderCommand.scale.spec.defaultText?.hasPrefix("\(RenderCommand.defaultFrameScale);") == true)
        #expect(RenderCommand.end.spec.defaultText == "spin end + \(Self.shortest(settle)) s")
    }

    /// `--frames` says the values it takes, the same bounds parsing checks.
    @Test func framesHelpStatesItsRange() {
        let spec = RenderCommand.frames.spec
        let maximum = RenderCommand.maximumFrames.spec.key
        #expect(spec.rangeText == "\(RenderCommand.fewestFrames) to \(maximum)")
        #expect(spec.fullHelp.contains("(\(RenderCommand.fewestFrames) to \(maximum); default: "))
        let below = BufferConsole()
        let args = ["render", "--format", "none", "--audio", "x.wav", "--frames"]
        #expect(LuckyWheelTool.main(args + ["\(RenderCommand.fewestFrames - 1)"], console: below) == .usage)
        #expect(below.standardError.contains("between \(RenderCommand.fewestFrames) and 100000 (\(maximum))"))
        let above = BufferConsole()
        #expect(LuckyWheelTool.main(args + ["3", "--max-frames", "2"], console: above) == .usage)
        #expect(above.standardError.contains("between \(RenderCommand.fewestFrames) and 2 (\(maximum))"))
    }

    @Test func playHelpStatesTheDeclaredTimes() {
        let text = Self.flattened(PlayCommand.configuration.discussion)
        #expect(
            text.contains(
                "the wheel spins for \(Self.shortest(SpinOptions.standard.duration)) s (--duration)"))
        #expect(
            text.contains("turns again \(Self.shortest(WheelConfiguration.standard.resumeDelay)) s later"))
        #expect(text.contains("--segments then goes up to \(WheelGeometry.segmentCountRange.upperBound)."))
    }

    @Test func demoHelpStatesTheDeclaredFigures() {
        let text = Self.flattened(DemoCommand.configuration.discussion)
        let scales = ScreenScale.sliceScales
        #expect(text.contains("(\(WheelGeometry.standard.segmentCount) by default)"))
        #expect(text.contains("at " + ListText.joined(scales.map { "@\($0)x" }, "and") + ","))
        #expect(text.contains("--scales " + scales.map(\.description).joined(separator: ",") + " "))
        #expect(text.contains("the built-in @\(DemoCommand.sheetScale)x sprite sheet"))
        #expect(text.contains("at @\(DemoCommand.frameScale)x and --fps"))
        #expect(text.contains("press at \(Self.shortest(FrameTimeline.defaultSpinTime)) s"))
        #expect(
            text.contains(
                "\(DemoCommand.contactSheetTiles) of the frames at @\(DemoCommand.contactSheetScale)x"))
    }

    @Test func infoHelpStatesTheExitCodes() {
        let text = Self.flattened(InfoCommand.configuration.discussion)
        #expect(
            text.contains(
                "then \(ExitCode.noInput.rawValue) if a file could not be read, otherwise \(ExitCode.dataError.rawValue)"
            ))
    }

    @Test func sliceScalesExampleIsEveryScale() {
        #expect(
            SliceCommand.scales.spec.help.contains(
                SliceScale.supported.map(\.description).joined(separator: ",")))
    }
}
