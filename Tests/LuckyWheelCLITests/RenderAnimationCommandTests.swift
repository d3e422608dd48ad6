import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelRender
import WheelSupport

@testable import LuckyWheelCLI

/// `luckywheel render --format apng` and `--audio` end to end: the animated PNG's chunks are
/// valid and every frame, composed by the tests' own reader and by Pillow's, is the PNG frame
/// `--format png` writes with the same flags; the WAV's clicks begin at the crossings of
/// `simulate --trace`.
@Suite struct RenderAnimationCommandTests {
    /// A short spin at @1x: 24 fps, pressed at 0.1 s, 0.6 s long, at rest from frame 17.
    static let spin = ["--scale", "1", "--fps", "24", "--spin-at", "0.1", "--duration", "0.6", "--seed", "6"]

    static func run(_ arguments: [String]) -> RenderCommandTests.Run {
        RenderCommandTests.render(arguments)
    }

    static func read(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The PNG frames of the same flags, decoded by the tests' own decoder.
    static func pngFrames(_ arguments: [String], count: Int, in root: TemporaryFolder) throws -> [RGBAImage] {
        let run = Self.run(arguments + ["--frames", String(count), "-o", root.path + "/png"])
        try #require(run.status == .success, "\(run.errors)")
        return try (0..<count).map { index in
            let file = try Self.read(
                root.path + "/png/" + FrameFolder.fileName(ofFrame: index, fileExtension: "png"))
            let decoded = try ReferencePNG.decode(file)
            var image = try RGBAImage(
                width: decoded.header.width, height: decoded.header.height, fill: (0, 0, 0, 255))
            for pixel in 0..<image.width * image.height {
                for channel in 0..<3 {
                    image.pixels[pixel * 4 + channel] = decoded.rows.bytes[pixel * 3 + channel]
                }
            }
            return image
        }
    }

    @Test func everyFrameIsThePNGFrameWithTheSameNumber() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.run(
            Self.spin + ["--frames", "30", "--format", "apng", "-o", root.path + "/spin.apng"])
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.errors == "")
        #expect(root.listing() == ["spin.apng"], "no temporary file left")
        #expect(
            run.output.hasPrefix(
                "Wrote \(root.path)/spin.apng (286 × 286 px @1x, 30 frames (18 stored) at 24 fps, plays forever): "
            ))
        #expect(run.output.contains("Seed 6: pressed at 0.1 s, stopped at 0.7 s on segment"))
        let animation = try ReferenceAPNG(try Self.read(root.path + "/spin.apng"))
        #expect(animation.header.colorType == .rgb)
        #expect(animation.declaredFrameCount == 18)
        #expect(animation.frames.map(\.control.sequence) == (0..<18).map { $0 == 0 ? 0 : 2 * $0 - 1 })
        #expect(animation.frames.dropLast().allSatisfy { $0.control.delay == (1, 24) })
        #expect(animation.frames.last?.control.delay ?? (0, 1) == (13, 24), "the 13 frames at rest are one")
        let composed = try animation.composedFrames(frameDuration: (1, 24))
        let expected = try Self.pngFrames(Self.spin, count: 30, in: root)
        #expect(composed.count == 30)
        for index in 0..<30 { #expect(composed[index] == expected[index], "frame \(index)") }
    }

    /// 59.94 fps: each delay is a whole number of 50/2997 s frames, and they add up to the
    /// clock's frames exactly.
    @Test func delaysAreExactAtFractionalRates() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let flags = [
            "--scale", "1", "--fps", "59.94", "--spin-at", "0.05", "--duration", "0.3", "--seed", "2",
        ]
        let run = Self.run(
            flags + ["--frames", "36", "--format", "apng", "--loop", "2", "-o", root.path + "/a.apng"])
        #expect(run.status == .success, "\(run.errors)")
        let animation = try ReferenceAPNG(try Self.read(root.path + "/a.apng"))
        #expect(animation.plays == 2)
        #expect(animation.frames.first?.control.delay ?? (0, 1) == (50, 2997))
        let composed = try animation.composedFrames(frameDuration: (50, 2997))
        let expected = try Self.pngFrames(flags, count: 36, in: root)
        #expect(composed.count == 36)
        for index in 0..<36 { #expect(composed[index] == expected[index], "frame \(index)") }
        #expect(!run.errors.contains("warning"))
    }

    /// Without `--format`, an output named `.apng` (any case) is one animated PNG, not a folder
    /// of that name full of PNG frames; `--format png` still makes the folder, and a folder
    /// named `.png` (refused without it: `misuses`).
    @Test(arguments: [
        (["-o", "spin.apng"], ["spin.apng"]), (["-o", "Spin.APNG"], ["Spin.APNG"]),
        (["--format", "png", "-o", "f.apng"], ["f.apng/frame-00000.png", "f.apng/frame-00001.png"]),
        (["--format", "png", "-o", "f.png"], ["f.png/frame-00000.png", "f.png/frame-00001.png"]),
    ])
    func anOutputNamedAPNGIsAnAnimatedPNG(flags: [String], files: [String]) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let output = flags.last!
        let run = Self.run(
            ["--scale", "1", "--frames", "2"] + flags.dropLast() + [root.path + "/" + output])
        #expect(run.status == .success, "\(run.errors)")
        #expect(root.listing() == files)
        if files == [output] {
            #expect(try ReferenceAPNG(try Self.read(root.path + "/" + output)).declaredFrameCount >= 1)
        }
    }

    /// A rate no fraction of 16-bit numbers gives is shown at the nearest delay, with a warning
    /// (the README promised exact delays and said nothing of 100.001 fps); the nearest, not
    /// 1/100 s, the last continued-fraction convergent that fits (twice as far off).
    @Test func aRateNoDelayCanHoldIsWarnedAbout() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.run([
            "--scale", "1", "--fps", "100.001", "--frames", "3", "--format", "apng", "-o",
            root.path + "/a.apng",
        ])
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.errors.hasPrefix(
                "warning: an animated PNG's delays are fractions of 16-bit numbers, and none is 100.001 fps: its "
                    + "frames last 655/65501 s each\n"))
        let animation = try ReferenceAPNG(try Self.read(root.path + "/a.apng"))
        #expect(animation.frames.first?.control.delay ?? (0, 0) == (655, 65_501))
    }

    /// Frames web browsers show for 100 ms (under 11 ms: `--fps 120`) are warned about, with
    /// the rates that play at their speed: the file a user opens in a browser played 12 times
    /// slower, unsaid. 90 fps and below draw no warning. `info --json` tells how long a play
    /// lasts in a browser.
    @Test(arguments: [
        (
            "120",
            "warning: web browsers show a frame of less than 11 ms for 100 ms: at 120 fps (frames of 1/120 s) "
                + "its frames play about 12 times slower in one; --fps 90 or less plays at its speed there\n",
            0.2
        ),
        ("90", "", 2.0 / 90), ("60", "", 2.0 / 60),
    ])
    func framesBrowsersLengthenAreWarnedAbout(fps: String, warning: String, secondsInBrowsers: Double) throws
    {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.run([
            "--scale", "1", "--fps", fps, "--frames", "2", "--format", "apng", "-o", root.path + "/a.apng",
        ])
        #expect(run.status == .success)
        #expect(run.errors == warning)
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["info", "--json", root.path + "/a.apng"], console: console) == .success)
        let animation = try JSONValue(parsing: console.standardOutput)["files"]?.arrayValue?.first?[
            "animation"]
        let seconds = try #require(animation?["secondsInBrowsers"]?.doubleValue)
        #expect(abs(seconds - secondsInBrowsers) < 1e-12)
    }

    /// Pillow's APNG reader composes the same frames (its durations in milliseconds give each
    /// stored frame's share of the clock's frames).
    @Test func pillowReadsTheSameFrames() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.run(
            Self.spin + ["--frames", "30", "--format", "apng", "--loop", "3", "-o", root.path + "/p.apng"])
        #expect(run.status == .success, "\(run.errors)")
        try FileManager.default.createDirectory(
            atPath: root.path + "/pillow", withIntermediateDirectories: true)
        let script = PythonScript.path("pillow_apng_frames.py", besides: #filePath)
        let lines = try PythonScript.run([script, root.path + "/p.apng", root.path + "/pillow"])
            .split(separator: "\n").map(String.init)
        #expect(lines.first == "18 3 286 286")
        let durations = lines.dropFirst().compactMap(Double.init)
        #expect(durations.count == 18)
        let expected = try Self.pngFrames(Self.spin, count: 30, in: root)
        var frame = 0
        for (index, duration) in durations.enumerated() {
            let pixels = try Self.read(root.path + "/pillow/frame-\(index).rgba")
            let frames = Int((duration * 24 / 1000).rounded())
            #expect(
                abs(duration * 24 / 1000 - Double(frames)) < 1e-9, "stored frame \(index): \(duration) ms")
            for _ in 0..<frames {
                #expect(frame < expected.count && pixels == expected[frame].pixels, "frame \(frame)")
                frame += 1
            }
        }
        #expect(frame == 30)
    }

    /// `--audio` with `--spin 0`: every click begins within one sample of a crossing that
    /// `simulate --trace` reports for the same spin.
    @Test func theClicksAreTheTracesCrossings() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let trace = root.path + "/trace.csv"
        let simulate = LuckyWheelTool.main(
            ["simulate", "--spins", "1", "--seed", "5", "--trace", trace], console: BufferConsole())
        #expect(simulate == .success)
        // The events column: "crossed 2->1 @0.0026113633908807117; …".
        let events = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").dropFirst()
            .flatMap {
                line in
                line.split(separator: ",", omittingEmptySubsequences: false).last?.split(separator: ";") ?? []
            }
        let crossings = events.compactMap { event -> Double? in
            let words = event.split(separator: " ")
            guard words.first == "crossed", let time = words.last?.dropFirst() else { return nil }
            return Double(time)
        }.filter { $0 < 6.5 }
        #expect(crossings.count > 40)
        let run = Self.run([
            "--spin", "0", "--seed", "5", "--end", "6.5", "--format", "none", "--audio",
            root.path + "/spin.wav",
        ])
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.output.hasPrefix(
                "Wrote \(root.path)/spin.wav (6.5 s, 16-bit 48 kHz mono: \(crossings.count) clicks, 1 chime): "
            ))
        let wav = try ReferenceWAV(try Self.read(root.path + "/spin.wav"))
        #expect(wav.sampleRate == 48_000 && wav.channels == 1 && wav.bitsPerSample == 16)
        #expect(wav.samples.count == 312_000)
        // The chime's rise is not a click: compare the clicks, the onsets that are crossings.
        let onsets = wav.onsets()
        for time in crossings {
            let sample = time * 48_000
            #expect(
                onsets.contains { abs(Double($0) - sample) <= 1 }, "no click within a sample of \(time) s")
        }
        #expect(onsets.count <= crossings.count + 1)
    }

    /// One click reads as one: the spin pressed at 0.5 s crosses its first border before 0.7 s.
    @Test func theSoundsLineCountsInTheSingular() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.run(["--end", "0.7", "--format", "none", "--audio", root.path + "/c.wav"])
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.output.hasPrefix("Wrote \(root.path)/c.wav (0.7 s, 16-bit 48 kHz mono: 1 click, 0 chimes): "))
    }

    @Test func audioGoesWithAnyFormatAndIsDescribedInJSON() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.run(
            Self.spin + [
                "--frames", "6", "--json", "--audio", root.path + "/s.wav", "-o", root.path + "/frames",
            ])
        #expect(run.status == .success, "\(run.errors)")
        let json = try JSONValue(parsing: run.output)
        #expect(json["audio"]?["file"]?.stringValue == root.path + "/s.wav")
        #expect(json["audio"]?["bytes"]?.intValue == 44 + 2 * 12_000)
        #expect(json["frames"]?.intValue == 6)
        #expect(root.listing().filter { $0.hasPrefix("frames/") }.count == 6)
    }

    /// The sound alone draws no art, so it takes any count the model does (it stopped at the
    /// built-in art's 24); a count the art cannot draw still needs --assets with frames.
    @Test func theSoundAloneTakesAnySegmentCount() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sound = Self.run([
            "--format", "none", "--segments", "360", "--audio", root.path + "/s.wav", "--json",
        ])
        #expect(sound.status == .success, "\(sound.errors)")
        #expect(try JSONValue(parsing: sound.output)["audio"]?["clicks"]?.intValue ?? 0 > 360)
        let frames = Self.run(["--segments", "30", "--frames", "1", "-o", root.path + "/f"])
        #expect(frames.status == .usage)
        #expect(frames.errors.hasPrefix("error: the built-in art is drawn for 2 to 24 segments, not 30"))
    }

    /// Clicks closer together than one lasts clip the 16-bit sound: the samples clipped are
    /// counted in the JSON and told in a warning (they were clipped silently); a sound that
    /// does not clip says 0 and warns of nothing.
    @Test func clippedClicksAreTold() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = root.path + "/s.wav"
        let dense = Self.run([
            "--format", "none", "--segments", "360", "--turns", "20", "--audio", path, "--json", "--force",
        ])
        #expect(dense.status == .success, "\(dense.errors)")
        let clipped = try #require(try JSONValue(parsing: dense.output)["audio"]?["clippedSamples"]?.intValue)
        #expect(clipped > 0)
        // Each clipped sample is at full scale in the file.
        let wav = try ReferenceWAV(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(wav.samples.filter { $0 == Int16.max || $0 == Int16.min }.count >= clipped)
        #expect(
            dense.errors.contains(
                "warning: \(path): \(clipped) samples (") && dense.errors.contains("are clipped"),
            "\(dense.errors)")
        let sparse = Self.run(["--format", "none", "--audio", path, "--json", "--force"])
        #expect(sparse.status == .success)
        #expect(try JSONValue(parsing: sparse.output)["audio"]?["clippedSamples"]?.intValue == 0)
        #expect(!sparse.errors.contains("warning"), "\(sparse.errors)")
        // One sample, which said "1 sample (0 ms) are clipped".
        let single = Self.run([
            "--format", "none", "--audio", path, "--easing", "cubic-bezier(1,0,1,0)", "--json", "--force",
        ])
        #expect(try JSONValue(parsing: single.output)["audio"]?["clippedSamples"]?.intValue == 1)
        #expect(
            single.errors.contains("warning: \(path): 1 sample (0.02 ms) is clipped, "), "\(single.errors)")
    }

    @Test func existingFilesAreRefusedBeforeAnyWorkAndReplacedWithForce() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try Data("keep".utf8).write(to: URL(fileURLWithPath: root.path + "/a.apng"))
        let refused = Self.run(
            Self.spin + ["--frames", "3", "--format", "apng", "-o", root.path + "/a.apng"])
        #expect(refused.status == .cannotCreate)
        #expect(refused.errors.contains("a.apng already exists; nothing was written. Use --force"))
        #expect(try Self.read(root.path + "/a.apng") == Array("keep".utf8))
        // The sound file is checked before the frames are rendered, and nothing is written.
        try Data("keep".utf8).write(to: URL(fileURLWithPath: root.path + "/b.wav"))
        let audio = Self.run(
            Self.spin + ["--frames", "3", "--audio", root.path + "/b.wav", "-o", root.path + "/frames"])
        #expect(audio.status == .cannotCreate)
        #expect(try Self.read(root.path + "/b.wav") == Array("keep".utf8))
        #expect(root.listing() == ["a.apng", "b.wav"])
        let forced = Self.run(
            Self.spin + ["--frames", "3", "--format", "apng", "--force", "-o", root.path + "/a.apng"])
        #expect(forced.status == .success, "\(forced.errors)")
        #expect(try ReferenceAPNG(try Self.read(root.path + "/a.apng")).frames.count == 3)
        #expect(root.listing() == ["a.apng", "b.wav"])
        // Into a folder or a pipe: refused, nothing written.
        let folder = Self.run(Self.spin + ["--frames", "3", "--format", "apng", "-o", root.path])
        #expect(folder.status == .cannotCreate)
        let device = Self.run(Self.spin + ["--frames", "3", "--format", "apng", "-o", "/dev/null"])
        #expect(device.status == .cannotCreate)
        #expect(device.errors.contains("a pipe, a device or an open descriptor"))
    }

    /// `-o` and `--audio` spelled differently for one file are refused before anything is
    /// written, with or without `--force`: in a folder that exists, and in folders not made
    /// yet (with `--force` the sound replaced the animation it had just been written beside).
    @Test(
        arguments: [false, true],
        [
            ("/./x", "/x"), ("/new//x", "/new/x"), ("/new/a/../x", "/new/./x"),
            ("/new/a/b/../../x", "/new/x"),
        ])
    func oneFileSpelledTwoWaysIsRefused(force: Bool, spellings: (String, String)) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = Self.run(
            Self.spin + [
                "--frames", "2", "--format", "apng", "-o", root.path + spellings.0, "--audio",
                root.path + spellings.1,
            ] + (force ? ["--force"] : []))
        #expect(run.status == .usage)
        #expect(run.errors.hasPrefix("error: --audio \(root.path + spellings.1) is also the -o file"))
        #expect(root.listing() == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    }

    /// An output inside the file another output is (the sound named as the folder of the
    /// animation or of the frames, or the animation as the sound's folder) is refused before
    /// anything is written, `--force` or not: the render ran and then failed, and with
    /// `--force` the frames stayed while the sound could not be written.
    @Test(
        arguments: [false, true],
        [
            (
                ["--format", "apng", "-o", "/cf/s.apng", "--audio", "/cf"], "-o R/cf/s.apng",
                "--audio file R/cf"
            ),
            (["-o", "/cf/sub", "--audio", "/cf"], "-o R/cf/sub", "--audio file R/cf"),
            (
                ["--format", "apng", "-o", "/x.apng", "--audio", "/x.apng/y.wav"], "--audio R/x.apng/y.wav",
                "-o file R/x.apng"
            ),
            (
                ["--format", "apng", "-o", "/new/a/../x.apng", "--audio", "/new//x.apng/./y.wav"],
                "--audio R/new//x.apng/./y.wav", "-o file R/new/a/../x.apng"
            ),
            // Into the sound's name and out again: the frames went to R, the folder s.wav stayed.
            (["-o", "/s.wav/..", "--audio", "/s.wav"], "-o R/s.wav/..", "--audio file R/s.wav"),
        ])
    func oneOutputInsideAnotherIsRefused(force: Bool, outputs: ([String], String, String)) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let (arguments, inner, outer) = outputs
        let rooted = arguments.map { $0.hasPrefix("/") ? root.path + $0 : $0 }
        let run = Self.run(Self.spin + ["--frames", "2"] + rooted + (force ? ["--force"] : []))
        #expect(run.status == .usage)
        let expected =
            "error: \(inner) would be inside the \(outer); give each output its own name"
        #expect(run.errors.hasPrefix(expected.replacing("R/", with: root.path + "/")), "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    }

    /// A symbolic link is the file it names, existing or not: the sound named through a link
    /// to the animation's name (with `--force` it replaced the animation, exit 0), or to a
    /// frame file (with `--force` it replaced that frame), is refused before any work.
    @Test(arguments: [false, true])
    func aLinkToAnotherOutputIsThatOutput(force: Bool) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/to-apng", withDestinationPath: "x.apng")
        let animation = Self.run(
            Self.spin + ["--frames", "2", "--format", "apng", "-o", root.path + "/x.apng", "--audio"]
                + [root.path + "/to-apng"] + (force ? ["--force"] : []))
        #expect(animation.status == .usage)
        #expect(animation.errors.hasPrefix("error: --audio \(root.path)/to-apng is also the -o file"))
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        try root.write("old", to: "out/frame-00001.png")
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/to-frame", withDestinationPath: "out/frame-00001.png")
        let frame = Self.run(
            Self.spin + ["--frames", "3", "-o", root.path + "/out", "--audio", root.path + "/to-frame"]
                + (force ? ["--force"] : []))
        #expect(frame.status == .usage)
        #expect(
            frame.errors.hasPrefix("error: --audio \(root.path)/to-frame is a frame file of \(root.path)/out")
        )
        #expect(root.listing() == ["out/frame-00001.png", "to-frame"])
        #expect(try String(contentsOfFile: root.path + "/out/frame-00001.png", encoding: .utf8) == "old")
    }

    /// Different files below a folder not made yet are two outputs, not one; and the sound
    /// may go in the frames' folder.
    @Test(arguments: [
        (
            ["--format", "apng", "-o", "/new/a/../x.apng", "--audio", "/new/x.wav"],
            ["new/x.apng", "new/x.wav"]
        ),
        (
            ["--format", "ascii", "-o", "/new/t", "--audio", "/new/a/../t/s.wav"],
            ["new/t/frame-00000.txt", "new/t/frame-00001.txt", "new/t/s.wav"]
        ),
        // `é` and `e` with a combining accent are two names to the file system.
        (
            ["--format", "apng", "-o", "/new/\u{E9}.x", "--audio", "/new/e\u{301}.x"],
            ["new/\u{E9}.x", "new/e\u{301}.x"]
        ),
    ])
    func separateOutputsInANewFolderAreWritten(arguments: [String], listing: [String]) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let rooted = arguments.map { $0.hasPrefix("/") ? root.path + $0 : $0 }
        let run = Self.run(Self.spin + ["--frames", "2"] + rooted)
        #expect(run.status == .success, "\(run.errors)")
        #expect(root.listing() == listing)
    }

    /// A render that fails after its checks (the frames' folder is a file) leaves no sound,
    /// nor the folders made for it; one that succeeds makes the folders its files need.
    @Test func aFailedRenderLeavesNoSound() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try Data("keep".utf8).write(to: URL(fileURLWithPath: root.path + "/frames"))
        let run = Self.run(
            Self.spin + ["--frames", "2", "--audio", root.path + "/n1/n2/s.wav", "-o", root.path + "/frames"])
        #expect(run.status == .cannotCreate)
        #expect(run.errors.contains("it is a file, not a folder"))
        #expect(root.listing() == ["frames"])
        #expect(!FileManager.default.fileExists(atPath: root.path + "/n1"), "the folders made for the sound")
        let made = Self.run(
            Self.spin + [
                "--frames", "2", "--format", "apng", "-o", root.path + "/a/b/x.apng", "--audio",
                root.path + "/n1/s.wav",
            ])
        #expect(made.status == .success, "\(made.errors)")
        #expect(root.listing() == ["a/b/x.apng", "frames", "n1/s.wav"])
    }

    /// An image read by `--assets` (a sheet, or a file of a folder) is never replaced by the
    /// animation or the sound, not even with `--force`.
    @Test func theAssetsAreNeverReplaced() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "LuckyAstrology.png", width: 480, height: 47, seed: 3)
        let before = try Self.read(sheet)
        // The sound named as the sheet is refused as named as a PNG file; by another name of
        // the same file (a hard link, in a folder --assets does not read), as the sheet.
        let alias = root.path + "/links/sheet.wav"
        try FileManager.default.createDirectory(
            atPath: root.path + "/links", withIntermediateDirectories: false)
        #expect(link(sheet, alias) == 0)
        let named = Self.run(
            Self.spin + ["--frames", "2", "--force", "--assets", sheet, "--format", "none", "--audio", sheet])
        #expect(named.status == .usage)
        #expect(named.errors.contains("is named as a PNG file, but the sound is a WAV file"))
        // A slice folder's manifest is named as such, not as an image.
        let sliced = root.path + "/sliced"
        #expect(SliceCommandTests.slice([sheet, "-o", sliced]).status == .success)
        let manifest = Self.run(
            Self.spin + [
                "--frames", "2", "--force", "--assets", sliced, "--format", "none", "--audio",
                sliced + "/manifest.json",
            ])
        #expect(manifest.status == .cannotCreate)
        #expect(
            manifest.errors.contains(
                "manifest.json is the slice manifest read from \(sliced) and would be replaced;"),
            "\(manifest.errors)")
        try FileManager.default.removeItem(atPath: sliced)
        for arguments in [
            ["--assets", sheet, "--format", "none", "--audio", alias],
            ["--assets", sheet, "--format", "apng", "-o", sheet],
            ["--assets", root.path, "--format", "apng", "-o", root.path + "/./LuckyAstrology.png"],
        ] {
            let run = Self.run(Self.spin + ["--frames", "2", "--force"] + arguments)
            #expect(run.status == .cannotCreate, "\(arguments)")
            let what = arguments[1] == sheet ? "is the --assets image" : "is one of the images read from"
            #expect(
                run.errors.contains(what) && run.errors.contains(" and would be replaced;"), "\(run.errors)")
            #expect(try Self.read(sheet) == before)
            #expect(root.listing() == ["LuckyAstrology.png", "links/sheet.wav"])
        }
    }

    struct Misuse: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let misuses = [
        Misuse(arguments: ["--format", "apng", "-o", "-"], message: "give -o a file name such as spin.apng"),
        Misuse(arguments: ["--format", "apng"], message: "give -o a file name such as spin.apng"),
        Misuse(arguments: ["--loop", "2", "-o", "frames"], message: "--loop applies to --format apng"),
        // Given at its default, an option is as misplaced (it was taken without a word).
        Misuse(arguments: ["--loop", "0", "-o", "frames"], message: "--loop applies to --format apng"),
        Misuse(arguments: ["--format", "none"], message: "give --audio FILE for the sound"),
        Misuse(arguments: ["--format", "none", "--audio", "a.wav", "-o", "x"], message: "leave out -o"),
        Misuse(arguments: ["--audio", "-", "-o", "frames"], message: "--audio needs a file name"),
        Misuse(
            arguments: ["--format", "apng", "-o", "same", "--audio", "same"],
            message: "--audio same is also the -o file; give each output its own name"),
        // A folder of frames, or of text frames, named as the sound: refused before a frame is drawn.
        Misuse(
            arguments: ["-o", "same", "--audio", "same"], message: "--audio same is also the -o folder"),
        Misuse(
            arguments: ["--format", "ascii", "-o", "./same", "--audio", "same"],
            message: "--audio same is also the -o folder"),
        Misuse(arguments: ["--format", "apng", "-o", "s.apng", "--loop", "-1"], message: "--loop"),
        Misuse(arguments: ["--colors", "16", "-o", "frames"], message: "--colors applies to --format apng"),
        // A new folder of png frames named as a PNG file was meant as one file.
        Misuse(
            arguments: ["-o", "spin.PNG"],
            message:
                "-o spin.PNG is named as a PNG file, but png frames go into a folder, one file each; give "
                + "-o a folder name, or --format apng for one animated PNG (it plays in browsers as .png too), "
                + "or --format png for a folder of that name"),
        // As a new folder named as the sound was meant for --audio, and one named as a video
        // for one file: they made folders named spin.wav and spin.mp4 full of frames.
        Misuse(
            arguments: ["-o", "spin.wav"],
            message:
                "-o spin.wav is named as a sound file, but png frames go into a folder, one file each; give -o a "
                + "folder name and the sound to --audio spin.wav (with --format none for the sound alone), or "
                + "--format png for a folder of that name"),
        Misuse(
            arguments: ["-o", "spin.Mp4"],
            message:
                "-o spin.Mp4 is named as a video file, but png frames go into a folder, one file each; give -o a "
                + "folder name (ffmpeg makes a video of its frames), or --format apng -o spin.apng for one animated "
                + "PNG, or --format png for a folder of that name"),
        // And one named as a still image of another format: `-o wheel.jpg` made a folder of
        // that name full of PNG frames.
        Misuse(
            arguments: ["-o", "wheel.JPG"],
            message:
                "-o wheel.JPG is named as an image file of a format other than PNG, but png frames go into a "
                + "folder, one file each; give -o a folder name (ImageMagick converts its frames to other "
                + "formats), or --format apng -o wheel.apng for one animated PNG, or --format png for a folder of "
                + "that name"),
        Misuse(
            arguments: ["--format", "apng", "-o", "spin.webp"],
            message:
                "-o spin.webp is named as an image file of a format other than PNG, but an animated PNG is "
                + "written there; name it spin.apng or spin.png"),
        // One file named as another kind: `--audio spin.png` wrote a WAV file of that name, and
        // `--format apng -o spin.mp4` an animated PNG named as a video.
        Misuse(
            arguments: ["--format", "none", "--audio", "out/spin.PNG"],
            message:
                "--audio out/spin.PNG is named as a PNG file, but the sound is a WAV file; name it out/spin.wav"
        ),
        Misuse(
            arguments: ["-o", "frames", "--audio", "spin.gif"],
            message:
                "--audio spin.gif is named as a video file, but the sound is a WAV file; name it spin.wav"),
        // A sound format the tool does not write: `--audio spin.mp3` wrote a WAV file named so.
        Misuse(
            arguments: ["--format", "none", "--audio", "spin.MP3"],
            message:
                "--audio spin.MP3 is named as a sound file of a format other than WAV, but the sound is a WAV "
                + "file; name it spin.wav (ffmpeg converts it to other formats)"),
        Misuse(
            arguments: ["-o", "spin.ogg"],
            message:
                "-o spin.ogg is named as a sound file of a format other than WAV, but png frames go into a "
                + "folder, one file each; give -o a folder name and the sound to --audio spin.wav (with "
                + "--format none for the sound alone), or --format png for a folder of that name"),
        Misuse(
            arguments: ["--format", "apng", "-o", "spin.flac"],
            message:
                "-o spin.flac is named as a sound file of a format other than WAV, but an animated PNG is "
                + "written there; name it spin.apng or spin.png"),
        Misuse(
            arguments: ["--format", "apng", "-o", "spin.wav"],
            message:
                "-o spin.wav is named as a sound file, but an animated PNG is written there; name it spin.apng or "
                + "spin.png"),
        Misuse(
            arguments: ["--format", "apng", "-o", "spin.mp4"],
            message:
                "-o spin.mp4 is named as a video file, but an animated PNG is written there; name it spin.apng or "
                + "spin.png; ffmpeg makes a video of png frames"),
        Misuse(
            arguments: ["--format", "rgba", "--colors", "16", "-o", "-"],
            message: "--colors applies to --format apng"),
        Misuse(
            arguments: ["--format", "apng", "-o", "s.apng", "--colors", "2"],
            message: "--colors must be between 3 and 256, got 2"),
        Misuse(
            arguments: ["--format", "apng", "-o", "s.apng", "--colors", "257"],
            message: "--colors must be between 3 and 256, got 257"),
        Misuse(arguments: ["--format", "apng", "-o", "s.apng", "--colors", "many"], message: "--colors"),
        // Options that would change nothing are refused, as --loop is without apng.
        Misuse(
            arguments: ["--max-pixels", "100", "-o", "frames"],
            message: "--max-pixels bounds the images read with --assets"),
        Misuse(
            arguments: ["--max-pixels", "100000000", "-o", "frames"],
            message: "--max-pixels bounds the images read with --assets"),
        Misuse(
            arguments: ["--format", "none", "--audio", "a.wav", "--scale", "1"],
            message: "--format none draws no frames; leave out --scale"),
    ]

    /// A folder that exists is a folder, whatever its name: `-o spin.png`, refused while new,
    /// takes the frames once made.
    @Test func anExistingFolderNamedAsAFileTakesTheFrames() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let folder = root.path + "/spin.png"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let run = Self.run(["--frames", "1", "--scale", "1", "-o", folder])
        #expect(run.status == .success, "\(run.errors)")
        #expect(root.listing() == ["spin.png/frame-00000.png"])
    }

    @Test(arguments: misuses)
    func misuseIsAUsageError(misuse: Misuse) {
        let run = Self.run(misuse.arguments)
        #expect(run.status == .usage)
        #expect(run.errors.contains(misuse.message), "\(run.errors)")
    }
}
