import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#endif

/// What a render leaves of the outputs it replaces, or of its own, when it does not finish:
/// an earlier render's frames stay whole (never mixed with the new ones), an animated PNG
/// goes with its sound or not at all, and what a killed run left is named.
@Suite struct RenderReplacingTests {
    /// A console that runs `hook` once, at the first text for standard output (the summary,
    /// printed before the files are moved into place).
    final class HookConsole: Console, @unchecked Sendable {
        let buffer = BufferConsole()
        private let lock = NSLock()
        private var hook: (() -> Void)?

        init(hook: @escaping () -> Void) { self.hook = hook }

        func write(_ text: String, to stream: ConsoleStream) {
            if stream == .standardOutput {
                let hook = lock.withLock {
                    defer { self.hook = nil }
                    return self.hook
                }
                hook?()
            }
            buffer.write(text, to: stream)
        }
        func writeBinary(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
            try buffer.writeBinary(bytes)
        }
        func isTerminal(_ stream: ConsoleStream) -> Bool { false }
        func terminalSize(of stream: ConsoleStream) -> (columns: Int, rows: Int)? { nil }
        func environment(_ name: String) -> String? { nil }
        var standardOutputFailure: Int32? { buffer.standardOutputFailure }
        var standardErrorFailure: Int32? { buffer.standardErrorFailure }
    }

    /// SIGINT while a `--force` render replaces a shorter, different one: the earlier frames
    /// are all there, byte for byte, and nothing of the new render is left. The interrupt alone
    /// is told: the work its cleanup cancelled failed too, and often said so first (`error:
    /// interrupted; partial frames removed`).
    @Test func anInterruptedForcedRenderLeavesTheEarlierOne() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        let first = FaultCommand(["render", "--frames", "4", "--scale", "1", "--seed", "1", "-o", out])
        try #require(first.status == .success, "\(first.errors)")
        let earlier = try root.listing("out").map {
            try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0))
        }
        let outcome = try FaultProcess.run(
            ["render", "--force", "--frames", "100000", "--scale", "1", "--seed", "2", "-o", out],
            signal: SIGINT,
            // Late enough that the cleanup takes a while (the failure it caused was told in half
            // the runs).
            when: { root.listing("out").filter { $0.hasPrefix(FileSystem.temporaryMark) }.count >= 200 })
        try #require(outcome.signalSent, "render ended before it was stopped: \(outcome.standardError)")
        #expect(outcome.endedAsInterrupted(by: SIGINT), "\(outcome)")
        #expect(
            outcome.standardError
                == "luckywheel: interrupted by SIGINT; nothing half-written was left behind\n")
        #expect(FaultTree.entries(below: out) == (0..<4).map { "frame-0000\($0).png" })
        #expect(
            try root.listing("out").map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)) }
                == earlier)
    }

    /// A finished `--force` render replaces the earlier frames and removes those past its own.
    @Test func aForcedRenderReplacesTheEarlierOneWhole() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        try #require(FaultCommand(["render", "--frames", "5", "--scale", "1", "-o", out]).status == .success)
        let forced = FaultCommand([
            "render", "--force", "--frames", "3", "--scale", "1", "--seed", "2", "-o", out,
        ])
        #expect(forced.status == .success, "\(forced.errors)")
        #expect(forced.output.contains("Removed 2 files of the earlier render"))
        #expect(FaultTree.entries(below: out) == (0..<3).map { "frame-0000\($0).png" })
        let fresh = root.path + "/fresh"
        try #require(
            FaultCommand(["render", "--frames", "3", "--scale", "1", "--seed", "2", "-o", fresh]).status
                == .success)
        for name in root.listing("fresh") {
            #expect(
                FileManager.default.contents(atPath: out + "/" + name)
                    == FileManager.default.contents(atPath: fresh + "/" + name))
        }
    }

    /// A folder put where a frame goes while the new frames wait: the render fails before any
    /// frame moves, and the earlier frames are all there, not half replaced.
    @Test func aFolderPutWhereAFrameGoesMeanwhileLeavesTheEarlierFrames() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for index in 0..<3 { try root.write("earlier \(index)", to: "out/frame-0000\(index).png") }
        let folder = try FrameFolder(path: out, fileExtension: "png", force: true)
        for index in 0..<3 { try [UInt8]([9]).withUnsafeBytes { try folder.write($0, frame: index) } }
        try FileManager.default.removeItem(atPath: out + "/frame-00001.png")
        try FileManager.default.createDirectory(
            atPath: out + "/frame-00001.png", withIntermediateDirectories: false)
        #expect(throws: CommandFailure.self) {
            try AtomicFile.publish(together: []) { () throws(CommandFailure) in
                _ = try folder.finish(frameCount: 3)
            }
        }
        #expect(try root.read("out/frame-00000.png") == "earlier 0")
        #expect(try root.read("out/frame-00002.png") == "earlier 2")
    }

    /// The earlier frames in `folder` (the files and their bytes), and none of the tool's
    /// hidden files beside them.
    static func earlierFrames(in folder: String, count: Int, fileExtension: String = "png") throws -> [Data] {
        let names = (0..<count).map { "frame-0000\($0).\(fileExtension)" }
        #expect(FaultTree.entries(below: folder) == names)
        return try names.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }
    }

    /// A new frame that cannot be moved in part-way (its staged file gone when the summary is
    /// printed): the frames moved before it are taken back and the earlier ones put back, byte
    /// for byte, the earlier frames past the new count too (each frame was renamed over the
    /// earlier one, with nothing to put back; and a frame missing was passed over, leaving the
    /// earlier frame of its number among the new ones).
    @Test func aFrameThatCannotBeMovedInPutsTheEarlierRenderBack() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        try #require(FaultCommand(["render", "--frames", "5", "--scale", "1", "-o", out]).status == .success)
        let earlier = try Self.earlierFrames(in: out, count: 5)
        let console = HookConsole {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
            for name in names where name.hasPrefix(FileSystem.temporaryMark) {
                try? FileManager.default.removeItem(atPath: out + "/" + name + "/frame-00002.png")
            }
        }
        let status = LuckyWheelTool.main(
            [
                "render", "--force", "--frames", "3", "--scale", "1", "--seed", "2", "--spin-at", "0", "-o",
                out,
            ],
            console: console)
        #expect(status == .cannotCreate, "\(console.buffer.standardError)")
        #expect(try Self.earlierFrames(in: out, count: 5) == earlier)
    }

    /// Standard output failing (the summary lost) over an earlier render: the new frames, still
    /// hidden, are dropped and the earlier ones stay, as every other file of the tool does (they
    /// were replaced, then the failure reported).
    @Test(arguments: [("png", "png"), ("ascii", "txt")])
    func aForcedRenderWhoseSummaryIsLostLeavesTheEarlierOne(format: String, fileExtension: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        let arguments = ["render", "--scale", "1", "--format", format, "-o", out]
        try #require(FaultCommand(arguments + ["--frames", "5"]).status == .success)
        let earlier = try Self.earlierFrames(in: out, count: 5, fileExtension: fileExtension)
        let console = BufferConsole(standardOutputFailure: ENOSPC)
        let status = LuckyWheelTool.main(
            arguments + ["--frames", "3", "--force", "--seed", "2"], console: console)
        #expect(status == .ioError)
        #expect(console.standardError.hasSuffix("; nothing was written\n"), "\(console.standardError)")
        #expect(try Self.earlierFrames(in: out, count: 5, fileExtension: fileExtension) == earlier)
    }

    /// A folder where a frame file goes cannot be replaced, `--force` or not: refused before
    /// any frame, not after the first. One past the render's own frames is one its `--force`
    /// would remove, and the words say so (they said a frame file went there).
    @Test(arguments: [false, true])
    func aFolderWhereAFrameGoesIsRefusedAtOnce(force: Bool) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        try FileManager.default.createDirectory(
            atPath: out + "/frame-00001.png", withIntermediateDirectories: true)
        let run = FaultCommand(
            ["render", "--frames", "3", "--scale", "1", "-o", out] + (force ? ["--force"] : []))
        #expect(run.status == .cannotCreate)
        #expect(
            run.errors
                == "error: cannot write frames to \(out): \(out)/frame-00001.png is a folder named as a frame "
                + "file, which a render writes or removes (past its own frames); nothing was written. Choose "
                + "another -o.\n")
        #expect(FaultTree.entries(below: out) == ["frame-00001.png/"])
        // A folder named like a frame but not as one is written (`frame-1.png`) is no obstacle,
        // nor a frame of an earlier render to refuse without --force.
        try FileManager.default.removeItem(atPath: out + "/frame-00001.png")
        try FileManager.default.createDirectory(
            atPath: out + "/frame-1.png", withIntermediateDirectories: true)
        let other = FaultCommand(
            ["render", "--frames", "3", "--scale", "1", "-o", out] + (force ? ["--force"] : []))
        #expect(other.status == .success, "\(other.errors)")
        try FileManager.default.createDirectory(
            atPath: out + "/frame-00005.png", withIntermediateDirectories: true)
        let past = FaultCommand(["render", "--frames", "3", "--scale", "1", "-o", out, "--force"])
        #expect(past.status == .cannotCreate)
        #expect(
            past.errors.contains("\(out)/frame-00005.png is a folder named as a frame file, which a render"))
    }

    /// The sound's file appearing (another run's) while the animation is finished: the
    /// animated PNG, already in place, is taken back, so the render leaves neither.
    @Test func anAnimationWhoseSoundCannotFollowIsTakenBack() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let console = HookConsole { try? root.write("mine", to: "s.wav") }
        let status = LuckyWheelTool.main(
            [
                "render", "--frames", "3", "--scale", "1", "--format", "apng", "-o", root.path + "/a.apng",
                "--audio", root.path + "/s.wav",
            ], console: console)
        #expect(status == .cannotCreate)
        #expect(
            console.buffer.standardError.contains("s.wav appeared while it was written; nothing was replaced")
        )
        #expect(FaultTree.entries(below: root.path) == ["s.wav"])
        #expect(try root.read("s.wav") == "mine")
    }

    /// With `--force` too: the sound's name taken by a folder meanwhile, the new animation,
    /// already in place, is taken back and the earlier one put back, byte for byte.
    @Test func aForcedAnimationWhoseSoundCannotFollowPutsTheEarlierOneBack() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("earlier animation", to: "a.apng")
        try root.write("earlier sound", to: "s.wav")
        let console = HookConsole {
            try? FileManager.default.removeItem(atPath: root.path + "/s.wav")
            try? FileManager.default.createDirectory(
                atPath: root.path + "/s.wav", withIntermediateDirectories: false)
        }
        let status = LuckyWheelTool.main(
            [
                "render", "--frames", "3", "--scale", "1", "--format", "apng", "-o", root.path + "/a.apng",
                "--audio", root.path + "/s.wav", "--force",
            ], console: console)
        #expect(status == .cannotCreate, "\(console.buffer.standardError)")
        #expect(try root.read("a.apng") == "earlier animation")
        #expect(FaultTree.entries(below: root.path) == ["a.apng", "s.wav/"])
    }

    /// SIGTERM while a `--force` render replaces earlier frames ends it with 143, as the exit
    /// table says: its frames' writers, cancelled by the cleanup, failed first with exit 74.
    @Test func anInterruptedForcedRenderExitsWithTheSignalsStatus() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        let arguments = ["render", "--format", "ascii", "--size", "20x10", "-o", out]
        try #require(FaultCommand(arguments + ["--frames", "3"]).status == .success)
        for _ in 0..<3 {
            let outcome = try FaultProcess.run(
                arguments + ["--frames", "20000", "--force"], signal: SIGTERM,
                when: { root.listing("out").filter { $0.hasPrefix(FileSystem.temporaryMark) }.count >= 50 })
            try #require(outcome.signalSent, "render ended before it was stopped: \(outcome.standardError)")
            #expect(outcome.endedAsInterrupted(by: SIGTERM), "\(outcome)")
            #expect(FaultTree.entries(below: out) == (0..<3).map { "frame-0000\($0).txt" })
        }
    }

    /// Standard output failing after the frame files are in place: the error does not say
    /// nothing was written (the frames were), and the sound is not put in place.
    @Test func aFailedSummaryAfterFrameFilesDoesNotSayNothingWasWritten() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let console = BufferConsole(standardOutputFailure: ENOSPC)
        let status = LuckyWheelTool.main(
            [
                "render", "--frames", "2", "--scale", "1", "-o", root.path + "/out", "--audio",
                root.path + "/s.wav",
            ],
            console: console)
        #expect(status == .ioError)
        #expect(!console.standardError.contains("nothing was written"), "\(console.standardError)")
        #expect(
            FaultTree.entries(below: root.path) == ["out/", "out/frame-00000.png", "out/frame-00001.png"])
    }

    /// What a killed run left beside a single file (the sound, an animated PNG, a simulate
    /// log) or in a folder of text frames is named, as for PNG frame folders.
    @Test func whatAKilledRunLeftBesideAFileIsNamed() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("", to: ".s.wav.luckywheel-AbCdEfGh")
        try root.write("", to: ".o.csv.luckywheel-HgFeDcBa")
        try FileManager.default.createDirectory(
            atPath: root.path + "/text", withIntermediateDirectories: false)
        try root.write("", to: "text/.frame-00003.txt.luckywheel-Zz09Zz09")
        let sound = FaultCommand(["render", "--format", "none", "--audio", root.path + "/s.wav"])
        #expect(sound.status == .success)
        #expect(
            sound.errors.contains(
                "\(root.path) holds .s.wav.luckywheel-AbCdEfGh, a temporary name of this tool"))
        let log = FaultCommand(["simulate", "--spins", "10", "--outcomes", root.path + "/o.csv"])
        #expect(log.status == .success)
        #expect(log.errors.contains("\(root.path) holds .o.csv.luckywheel-HgFeDcBa"))
        let text = FaultCommand(["render", "--frames", "2", "--format", "ascii", "-o", root.path + "/text"])
        #expect(text.status == .success)
        #expect(text.errors.contains("\(root.path)/text holds .frame-00003.txt.luckywheel-Zz09Zz09"))
    }

    /// A temporary file another run holds (it is at work: it keeps the file locked) is not
    /// called a killed run's: a second run writing the same file is refused before any work
    /// (it failed with "appeared while it was written" when done), and one writing another
    /// file beside it says nothing of it. The hold is taken here through a descriptor of the
    /// test's own, as another process's would be.
    @Test func aFileAnotherRunIsWritingIsRefusedAtOnce() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let held = root.path + "/.spin.apng.luckywheel-AbCdEfGh"
        let descriptor = open(held, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let apng = ["render", "--frames", "2", "--scale", "1", "-o", root.path + "/spin.apng"]
        for forced in [[], ["--force"]] {
            let refused = FaultCommand(apng + forced)
            #expect(refused.status == .cannotCreate)
            #expect(
                refused.errors.hasPrefix(
                    "error: \(root.path)/spin.apng is being written by another luckywheel run; nothing was "
                        + "written."), "\(refused.errors)")
        }
        // Frames into the folder that holds it.
        let beside = FaultCommand(["render", "--frames", "1", "--format", "ascii", "-o", root.path])
        #expect(beside.status == .success && !beside.errors.contains("temporary name"), "\(beside.errors)")
        #expect(FaultTree.entries(below: root.path) == [".spin.apng.luckywheel-AbCdEfGh", "frame-00000.txt"])
        // Let go (the run was killed): a leftover, named, and the file is written.
        close(descriptor)
        let after = FaultCommand(apng)
        #expect(after.status == .success)
        #expect(after.errors.contains("\(root.path) holds .spin.apng.luckywheel-AbCdEfGh, a temporary name"))
    }

    /// The sound written inside the frames' folder (`-o out --audio out/spin.wav`) waits under
    /// its temporary name while the frames are made: it is this run's, and the frames' folder
    /// called it what a killed run leaves behind.
    @Test(arguments: ["png", "ascii"])
    func theSoundInTheFramesFolderIsNotALeftover(format: String) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        let run = FaultCommand(
            [
                "render", "--frames", "2", "--scale", "1", "--format", format, "-o", out, "--audio",
                out + "/spin.wav",
            ])
        #expect(run.status == .success, "\(run.errors)")
        #expect(!run.errors.contains("temporary name"), "\(run.errors)")
        #expect(FaultTree.entries(below: out).contains("spin.wav"))
        // Another run's is still named.
        try root.write("", to: "out/.spin.wav.luckywheel-AbCdEfGh")
        let again = FaultCommand(
            [
                "render", "--frames", "2", "--scale", "1", "--format", format, "-o", out, "--audio",
                out + "/spin.wav",
                "--force",
            ])
        #expect(again.status == .success, "\(again.errors)")
        #expect(again.errors.contains("\(out) holds .spin.wav.luckywheel-AbCdEfGh"), "\(again.errors)")
    }

    /// The hidden folder a render over an earlier one fills is held while the render lives:
    /// another run looking into the folder meanwhile called it what a killed run leaves behind.
    @Test func aLiveRendersHiddenFolderIsNoLeftover() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let out = root.path + "/out"
        #expect(FaultCommand(["render", "--frames", "2", "--scale", "1", "-o", out]).status == .success)
        var seen: String??
        let outcome = try FaultProcess.run(
            ["render", "--frames", "400", "--scale", "3", "-o", out, "--force"], signal: SIGTERM
        ) {
            // Once the hidden folder holds a frame (it is made, then held, then filled).
            let hidden = FaultTree.entries(below: out).filter {
                $0.hasPrefix(".luckywheel-") && $0.hasSuffix(".png")
            }
            guard !hidden.isEmpty else { return false }
            seen = .some(FileSystem.leftoverNote(in: out))
            return true
        }
        #expect(outcome.signalSent)
        #expect(seen == .some(nil), "\(String(describing: seen))")
    }

    /// A file replaced keeps its permission bits, as the shell's `>` keeps them: `--force` over
    /// a private (0600) animated PNG, sound, frame or outcome log does not make it readable to
    /// all (the new file takes the old one's mode).
    @Test func aReplacedFileKeepsItsPermissions() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        func mode(_ path: String) -> mode_t {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
        }
        let (apng, wav, frames, log) = (
            root.path + "/spin.apng", root.path + "/spin.wav", root.path + "/frames", root.path + "/o.csv"
        )
        let runs = [
            ["render", "--frames", "2", "--scale", "1", "-o", apng, "--audio", wav],
            ["render", "--frames", "2", "--scale", "1", "-o", frames],
            ["simulate", "--spins", "5", "--outcomes", log],
        ]
        for run in runs { try #require(FaultCommand(run).status == .success) }
        let files = [apng, wav, frames + "/frame-00000.png", log]
        let fresh = mode(frames + "/frame-00001.png")
        chmod(apng, 0o600)
        chmod(wav, 0o640)
        chmod(files[2], 0o600)
        chmod(log, 0o600)
        for run in runs {
            let forced = FaultCommand(run + ["--force", "--seed", "2"])
            #expect(forced.status == .success, "\(forced.errors)")
        }
        #expect(files.map(mode) == [0o600, 0o640, 0o600, 0o600])
        #expect(mode(frames + "/frame-00001.png") == fresh)
    }
}
