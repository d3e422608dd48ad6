import Foundation
import TestSupport
import Testing
import WheelAudit
import WheelCore
import WheelPNG
import WheelRender
import WheelSupport

@testable import LuckyWheelCLI

/// The spin options every spinning command shares (`simulate`, `render`, `play`, `demo`), and
/// the one-spin options of `render` and `demo`: `--target` and `--spin`.
@Suite struct SpinOptionsTests {
    /// One configuration of a spin: an easing, a segment count, a frame rate and a seed.
    struct Case: CustomTestStringConvertible, Sendable {
        let easing: String
        let segments: Int
        let fps: Double
        let seed: UInt64
        var testDescription: String { "\(easing), \(segments) segments, \(fps) fps, seed \(seed)" }

        var arguments: [String] {
            [
                "--easing", easing, "--segments", String(segments), "--fps", String(fps), "--seed",
                String(seed),
            ]
        }
    }

    static let easings = Easing.names + ["cubic-bezier(0.1,0.7,0.2,1)"]
    static let segmentCounts = [2, 5, 8, 12, 24]
    static let rates = [24, 59.94, 120]

    /// Every easing with every segment count, the rates and seeds varying along (every tenth
    /// under the sanitizers: each case renders a whole spin).
    static let cases: [Case] = sanitizerSampled(allCases)
    static let allCases: [Case] = easings.enumerated().flatMap { easingIndex, easing in
        segmentCounts.enumerated().map { segmentIndex, segments in
            let index = easingIndex * segmentCounts.count + segmentIndex
            return Case(
                easing: easing, segments: segments, fps: rates[index % rates.count],
                seed: UInt64(index * 7 + 1))
        }
    }

    /// `render` as text frames into a folder (cheap), with `--json`; the summary document.
    static func renderSummary(_ arguments: [String], folder: TemporaryFolder) throws -> JSONValue {
        let console = BufferConsole()
        let out = folder.path + "/frames-\(UUID().uuidString.prefix(8))"
        let status = LuckyWheelTool.main(
            ["render", "--format", "ascii", "--size", "8x4", "--json", "-o", out] + arguments,
            console: console)
        try #require(status == .success, "\(console.standardError)")
        return try JSONValue(parsing: console.standardOutput)
    }

    @Test(arguments: cases)
    func renderTargetStopsOnTheTarget(_ spin: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = Int(spin.seed) % spin.segments
        let summary = try Self.renderSummary(spin.arguments + ["--target", String(target)], folder: folder)
        #expect(summary["target"]?.intValue == target)
        #expect(summary["segment"]?.intValue == target)
        #expect(summary["lastFrameSegment"]?.intValue == target, "the last frame shows the target")
        let stop = try #require(summary["stopAngle"]?.doubleValue)
        #expect(try WheelGeometry(segmentCount: spin.segments).segment(under: stop) == target)
        #expect(summary["stoppedAt"]?.doubleValue != nil)
    }

    @Test(arguments: cases)
    func renderSpinStopsWhereTheSimulationsSpinStopped(_ spin: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let index = Int(spin.seed % 5) * 101
        let summary = try Self.renderSummary(spin.arguments + ["--spin", String(index)], folder: folder)
        // The simulation `luckywheel simulate` runs with the same flags.
        let console = BufferConsole()
        let parsed = try ArgumentParser(specs: SimulateCommand.specs, commandPath: "simulate").parse(
            spin.arguments + ["--spins", String(index + 1)])
        let simulation = try SimulateCommand(parsing: parsed).simulation()
        let plan = try simulation.plan(ofSpin: index)
        let stop = try #require(summary["stopAngle"]?.doubleValue)
        #expect(stop.bitPattern == plan.endAngle.bitPattern, "the same angle to the last bit")
        #expect(summary["segment"]?.intValue == plan.landing.segment)
        #expect(summary["lastFrameSegment"]?.intValue == plan.landing.segment)
        // And the simulation counted spin `index` on that segment.
        let tally = simulation.tally(spins: index..<index + 1)
        #expect(tally.counts[plan.landing.segment] == 1 && tally.landingMismatches == 0)
        _ = console
    }

    @Test func targetAndSpinTogetherLandInTheTargetAtTheSpinsPoint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let summary = try Self.renderSummary(["--spin", "3", "--target", "4", "--seed", "9"], folder: folder)
        #expect(summary["segment"]?.intValue == 4 && summary["spin"]?.intValue == 3)
    }

    /// The same bad value gives the same message in every command that spins; only the
    /// "See '… --help'" line names the command.
    @Test(arguments: [
        // Only the upper bound differs: 24 where only the built-in art is shown (demo).
        (["--segments", "1"], "--segments must be between 2 and "),
        (["--turns", "-1"], "--turns must be between 0 and 1000, got -1"),
        (["--duration", "0"], "--duration must be between 0.01 and 3600, got 0"),
        (["--easing", "bogus"], "--easing: unknown easing 'bogus'; use linear, easeIn, easeOut"),
        (
            ["--easing", "EaseOt"],
            "--easing: unknown easing 'EaseOt'; use linear, easeIn, easeOut, easeInEaseOut, default, "
                + "speedMatched or cubic-bezier(x1,y1,x2,y2). Did you mean 'easeOut'?"
        ),
        (["--landing-margin", "0.5"], "--landing-margin must be between 1e-06 and 0.4999995, got 0.5"),
        // A band narrower than 1e-6 of a segment holds too few doubles for uniform landing points.
        (
            ["--landing-margin", "0.49999999999999"],
            "--landing-margin must be between 1e-06 and 0.4999995, got 0.49999999999999"
        ),
        (["--landing-margin", "0"], "--landing-margin must be between 1e-06 and 0.4999995, got 0"),
        (["--weights", "1,-1"], "--weights: weight number 2 is -1; weights must be finite and not negative"),
        (["--weights", "1,2", "--segments", "3"], "--weights: 2 weights were given for 3 segments"),
        (["--weights", "5", "--segments", "2"], "--weights: 1 weight was given for 2 segments"),
        (["--easing", "cubic-bezier(0,2,1,-1)"], "--easing: easing cubic-bezier(0,2,1,-1) decreases"),
    ])
    func sharedOptionsGiveTheSameErrorsEverywhere(arguments: [String], message: String) {
        for command in ["simulate", "render", "play", "demo"] {
            let console = BufferConsole()
            let extra = command == "render" ? ["-o", "out"] : []
            #expect(
                LuckyWheelTool.main([command] + arguments + extra, console: console) == .usage, "\(command)")
            #expect(
                console.standardError.hasPrefix("error: \(message)"), "\(command): \(console.standardError)")
            #expect(console.standardError.hasSuffix("See 'luckywheel \(command) --help'.\n"))
        }
    }

    @Test func everySpinningCommandDeclaresTheSameSpinOptions() {
        let commands: [(any Command.Type, [any ArgumentDeclaration])] = [
            (SimulateCommand.self, SpinArguments.arguments),
            (RenderCommand.self, SpinArguments.assetArguments),
            (PlayCommand.self, SpinArguments.assetArguments),
            (DemoCommand.self, SpinArguments.builtInArtArguments),
        ]
        for (command, declarations) in commands {
            for spec in declarations.map(\.spec) {
                #expect(command.specs.contains(spec), "\(command.configuration.name) \(spec.key)")
            }
        }
        for variant in [SpinArguments.builtInArtArguments, SpinArguments.assetArguments] {
            #expect(variant.map(\.spec.key) == SpinArguments.arguments.map(\.spec.key))
        }
        for command in [RenderCommand.self, DemoCommand.self] as [any Command.Type] {
            for spec in OneSpinArguments.arguments.map(\.spec) { #expect(command.specs.contains(spec)) }
        }
    }

    /// A target the weights never draw is shown, with a warning: the prize decided elsewhere
    /// disagrees with the weights given.
    @Test func aTargetOfWeightZeroIsWarnedAbout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        /// The warnings of a sound-only render of weights 0, 1, 1, 1 stopping on `target`.
        func warnings(target: Int) -> String {
            let console = BufferConsole()
            let arguments = [
                "render", "--weights", "0,1,1,1", "--target", "\(target)", "--format", "none", "--audio",
                folder.path + "/t\(target).wav",
            ]
            #expect(LuckyWheelTool.main(arguments, console: console) == .success)
            return console.standardError
        }
        #expect(
            warnings(target: 0)
                == "warning: --target 0 is a segment of weight 0, which the wheel's draws never give; this "
                + "spin stops where no spin of these weights does\n")
        #expect(warnings(target: 1) == "")
    }

    /// An output whose folder cannot be made (a file stands where it goes) stops the render
    /// before any work and before its warnings, which would be told for nothing (they came
    /// first, and the error only once the frames were drawn).
    @Test func anOutputFolderThatCannotBeMadeIsToldBeforeTheWarnings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path + "/file"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: file))
        let spin = ["render", "--weights", "0,1,1,1", "--target", "0", "--end", "0.1"]
        for outputs in [
            ["--scale", "1", "-o", file + "/frames"],
            ["--scale", "1", "--format", "apng", "-o", file + "/spin.apng"],
            ["--format", "none", "--audio", file + "/sub/tick.wav"],
        ] {
            let console = BufferConsole()
            #expect(LuckyWheelTool.main(spin + outputs, console: console) == .cannotCreate, "\(outputs)")
            #expect(
                console.standardError
                    == "error: cannot create folder \(file): it is a file; nothing was written.\n",
                "\(outputs)")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "kept")
        #expect(FaultTree.entries(below: folder.path) == ["file"])
    }

    @Test func aTargetOffTheWheelIsAUsageErrorNamingTheFlag() {
        let console = BufferConsole()
        #expect(
            LuckyWheelTool.main(["render", "--segments", "8", "--target", "8", "-o", "x"], console: console)
                == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: --target: segment 8 does not exist on a wheel of 8 segments"))
    }

    /// A `WheelError` an option causes names that option; the tally errors, which only merging
    /// tallies made in code causes, name none.
    @Test func wheelErrorsMeetTheirFlagsInOnePlace() {
        #expect(SpinArguments.flag(for: .segmentCountOutOfRange(1)) == "--segments")
        #expect(SpinArguments.flag(for: .segmentOutOfRange(segment: 8, segmentCount: 8)) == "--target")
        #expect(SpinArguments.flag(for: .tallyCountMismatch(counts: 2, otherCounts: 3)) == nil)
        #expect(SpinArguments.flag(for: .tallyOverflow(.spins, value: 1, otherValue: 2)) == nil)
    }

    /// Past 24 segments the built-in sheet is not drawn: render and play point to --assets.
    @Test(arguments: ["render", "play"]) func theBuiltInArtDrawsUpTo24Segments(command: String) {
        let console = BufferConsole()
        let output = command == "render" ? ["-o", "x"] : []
        #expect(LuckyWheelTool.main([command, "--segments", "30"] + output, console: console) == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: the built-in art is drawn for 2 to 24 segments, not 30; give --assets with a sheet of 30 images"
            ))
    }

    /// A sheet of 30 given to --assets is all a wheel of 30 needs: the built-in layers (disc,
    /// selection wedge, …) are drawn for any count, the sheet's images sit in the 30 segments.
    @Test func aSheetOfMoreThan24SegmentsTakesTheBuiltInLayers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sheet = try SliceFixtures.write(folder, "sheet@2x.png", width: 1200, height: 94, seed: 5)
        let console = BufferConsole()
        #expect(
            LuckyWheelTool.main(
                [
                    "render", "--assets", sheet, "--segments", "30", "--frames", "1", "--spin-at", "0",
                    "--scale", "1", "-o", folder.path + "/f",
                ],
                console: console) == .success, "\(console.standardError)")
        let frame = try PNGDecoder().decodeRGBA(contentsOfFile: folder.path + "/f/frame-00000.png")
        #expect(frame.width == 286)
        #expect(console.standardOutput.contains("it stops on segment"), "\(console.standardOutput)")
    }

    /// demo has no --assets: its error points to render's instead of an option it lacks.
    @Test func aCommandWithoutAssetsPointsToRender() {
        let console = BufferConsole()
        let weights = Array(repeating: "1", count: 30).joined(separator: ",")
        #expect(LuckyWheelTool.main(["demo", "--weights", weights], console: console) == .usage)
        #expect(
            console.standardError.hasPrefix(
                "error: the built-in art is drawn for 2 to 24 segments, not 30; luckywheel demo shows only "
                    + "the built-in art; luckywheel render --assets takes a sheet of 30 images"))
    }

    /// A slice folder's manifest sets the count; asking for another is refused, and so are
    /// weights of another length.
    @Test func aSliceFolderAndADifferentSegmentCountAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sheet = try SliceFixtures.write(folder, "sheet@2x.png", width: 320, height: 94, seed: 5)
        let slice = BufferConsole()
        #expect(
            LuckyWheelTool.main(
                ["slice", sheet, "--segments", "8", "-o", folder.path + "/wedges"], console: slice)
                == .success, "\(slice.standardError)")
        let said = [
            "--segments 12 asks for 12 segments; give --segments 8, or slice the sheet with --segments 12\n",
            "--weights with 5 weights asks for 5 segments; give 8 weights, or slice the sheet with --segments 5\n",
        ]
        for (extra, words) in zip([["--segments", "12"], ["--weights", "1,1,1,1,1"]], said) {
            let console = BufferConsole()
            let status = LuckyWheelTool.main(
                ["render", "--assets", folder.path + "/wedges", "--frames", "1", "-o", folder.path + "/f"]
                    + extra,
                console: console)
            #expect(status == .usage)
            #expect(console.standardError.contains("/wedges/manifest.json lists 8 wedges, but " + words))
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/f/frame-00000.png"))
        }
        // Without --segments the manifest's 8 are the wheel's.
        let summary = try Self.renderSummary(
            ["--assets", folder.path + "/wedges", "--target", "7"], folder: folder)
        #expect(summary["segment"]?.intValue == 7)
    }

    @Test func theSummaryLineSaysWhatHappened() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let console = BufferConsole()
        let status = LuckyWheelTool.main(
            ["render", "--format", "ascii", "--size", "8x4", "--target", "5", "-o", folder.path + "/f"],
            console: console)
        #expect(status == .success)
        let lines = console.standardOutput.split(separator: "\n")
        #expect(
            lines.last
                == "Seed 0, target 5: pressed at 0.5 s, stopped at 3.5 s on segment 5 (number 6 on the wheel)."
        )
        let json = BufferConsole()
        #expect(
            LuckyWheelTool.main(["render", "--json", "-o", "-", "--format", "rgba"], console: json) == .usage)
    }
}
