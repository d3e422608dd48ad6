import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#endif

/// The files one command writes are all or nothing, whatever else runs: `simulate`'s trace,
/// outcome log and report appear together or not at all, a run that is interrupted leaves
/// no folder it made, and another run's files (even one with the same process id, in another
/// container) are never removed, replaced without `--force`, or published as this run's.
@Suite struct FaultAllOrNothingTests {
    /// A report that cannot be created is refused before the run, and the trace (which used to
    /// be written before the run) is not left behind.
    @Test func aReportThatCannotBeCreatedIsRefusedBeforeTheRun() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try SliceFixtures.write([1], to: root.path + "/taken")
        let run = FaultCommand([
            "simulate", "--spins", "20000", "--trace", root.path + "/t.csv", "--report",
            root.path + "/taken/r.html",
        ])
        #expect(run.status == .cannotCreate)
        #expect(
            run.errors
                == "error: cannot create folder \(root.path)/taken: it is a file; nothing was written.\n"
        )
        #expect(run.output == "")
        #expect(FaultTree.entries(below: root.path) == ["taken"])
    }

    /// An outcome log that fills its disk fails the run; the trace, on another disk, and the
    /// report are not left either.
    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func simulateLeavesNoneOfItsFilesWhenOneFails() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let diskPath = root.path + "/disk"
        try FileManager.default.createDirectory(atPath: diskPath, withIntermediateDirectories: false)
        let disk = try FaultMount(tmpfsAt: diskPath, bytes: 16 * 1024)
        defer { disk.unmount() }
        // 2000 rows of the outcome log are about 100 KB.
        let run = FaultCommand([
            "simulate", "--spins", "2000", "--trace", root.path + "/traces/t.csv", "--outcomes",
            diskPath + "/o.csv", "--report", root.path + "/r.html",
        ])
        #expect(run.status == .ioError, "\(run.errors)")
        #expect(run.errors.contains("No space left on device"))
        #expect(run.output == "")
        #expect(FaultTree.entries(below: root.path) == ["disk/"])
    }

    /// Files published together: when the second cannot be (another run put a file there
    /// meanwhile), the first, new, is taken back with the folder made for it.
    @Test func aFileThatCannotBePublishedTakesTheOthersBack() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let first = try AtomicFile.Pending(
            path: root.path + "/new/t.csv", replacing: false, option: "--trace")
        let second = try AtomicFile.Pending(
            path: root.path + "/o.csv", replacing: false, option: "--outcomes")
        try first.output.append([1])
        try second.output.append([2])
        try root.write("other run", to: "o.csv")
        #expect(throws: CommandFailure.self) { try AtomicFile.publish(together: [first, second]) }
        for file in [first, second] { file.discard() }
        #expect(FaultTree.entries(below: root.path) == ["o.csv"])
        #expect(try root.read("o.csv") == "other run")
    }

    /// What goes in place after the files (`last`: a render's frames) and fails takes them
    /// back too, the files they replaced put back.
    @Test func aLastStepThatFailsTakesTheFilesBack() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("earlier sound", to: "s.wav")
        let file = try AtomicFile.Pending(path: root.path + "/s.wav", replacing: true, option: "--audio")
        try file.output.append([1])
        #expect(throws: CommandFailure.self) {
            try AtomicFile.publish(together: [file]) { () throws(CommandFailure) in
                throw CommandFailure(.cannotCreate, "the frames cannot follow")
            }
        }
        file.discard()
        #expect(FaultTree.entries(below: root.path) == ["s.wav"])
        #expect(try root.read("s.wav") == "earlier sound")
    }

    /// A render over an earlier one (`--force`) whose sound cannot be put in place (a file
    /// that cannot be replaced: a mount over it) leaves the earlier render whole: its frames,
    /// the one past the new render's last included, and its sound. The new frames were moved
    /// in first, the earlier frame past them removed, and the earlier sound kept beside them.
    @Test(.enabled(if: FaultMount.isPermitted, "mounting needs root"))
    func aSoundThatCannotBePutInPlaceLeavesTheEarlierFrames() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let (frames, sound) = (root.path + "/fr", root.path + "/b.wav")
        let first = FaultCommand(["render", "--frames", "5", "--scale", "1", "-o", frames, "--audio", sound])
        #expect(first.status == .success, "\(first.errors)")
        // Every entry (hidden ones too) and its bytes.
        func snapshot() -> [String: Data] {
            Dictionary(
                uniqueKeysWithValues: FaultTree.entries(below: root.path).filter { $0 != "pinned" }.map {
                    ($0, FileManager.default.contents(atPath: root.path + "/" + $0) ?? Data())
                })
        }
        let before = snapshot()
        #expect(before.count == 7)
        try root.write("x", to: "pinned")
        let pin = try FaultMount(binding: root.path + "/pinned", over: sound)
        defer { pin.unmount() }
        let again = FaultCommand([
            "render", "--frames", "4", "--seed", "3", "--scale", "1", "-o", frames, "--audio", sound,
            "--force",
        ])
        #expect(again.status == .cannotCreate, "\(again.errors)")
        // Told as a file that cannot be replaced, not as a folder that cannot be written to.
        #expect(
            again.errors.hasSuffix(
                "error: cannot replace \(sound): Device or resource busy; it is as it was.\n"))
        pin.unmount()
        #expect(snapshot() == before)
    }

    /// An interrupt once the outputs are in place (while the summary is printed) said only
    /// "nothing half-written was left behind", and a script could take the earlier output
    /// for kept: it names what was written in full. Files published together, a staged
    /// folder committed, are recorded; ones taken back are not.
    @Test func anInterruptAfterPublishingNamesWhatWasWrittenInFull() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let file = try AtomicFile.Pending(path: root.path + "/t.csv", replacing: false, option: "--trace")
        try file.output.append([1])
        try AtomicFile.publish(together: [file])
        let staged = try StagedOutput(destination: root.path + "/wedges", force: false)
        try staged.write([2], to: "w.png")
        try staged.commit()
        let refused = try AtomicFile.Pending(
            path: root.path + "/o.csv", replacing: false, option: "--outcomes")
        try root.write("other run", to: "o.csv")
        #expect(throws: CommandFailure.self) { try AtomicFile.publish(together: [refused]) }
        refused.discard()
        let published = InterruptCleanup.shared.publishedOutputs
        #expect(published.contains(root.path + "/t.csv") && published.contains(root.path + "/wedges"))
        #expect(!published.contains(root.path + "/o.csv"))
        #expect(
            InterruptCleanup.message(signal: SIGTERM, published: ["a.apng", "a.wav"], guardedOutput: true)
                == "luckywheel: interrupted by SIGTERM after writing a.apng and a.wav in full; nothing "
                + "half-written was left behind")
        #expect(
            InterruptCleanup.message(signal: SIGINT, published: [], guardedOutput: true)
                == "luckywheel: interrupted by SIGINT; nothing half-written was left behind")
        // What the cleanup could not remove (an immutable folder) is named, not denied.
        #expect(
            InterruptCleanup.message(
                signal: SIGTERM, published: [], guardedOutput: true,
                leftBehind: ["im/.a.apng.luckywheel-pr4Cd6qJ"])
                == "luckywheel: interrupted by SIGTERM; im/.a.apng.luckywheel-pr4Cd6qJ, written in part, could not "
                + "be removed: remove it")
    }

    /// A file streamed into a staged folder (demo's animated PNG) is not the user's until the
    /// folder is: an interrupt before the commit named it by its hidden path, "written in full"
    /// (`after writing ./.D3.luckywheel-oRlaNI/spin.apng in full`), with no D3 there.
    @Test func aFileStreamedIntoAStagedFolderIsNotNamedAsWritten() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let staged = try StagedOutput(destination: root.path + "/demo", force: false)
        try staged.stream(to: "spin.apng") { output in try output.append([1, 2, 3]) }
        #expect(!InterruptCleanup.shared.publishedOutputs.contains { $0.hasPrefix(staged.staging) })
        staged.discard()
    }

    /// With `--force`: the files the first replaced is put back, whole, and nothing hidden is
    /// left; once all are in place, the files set aside are gone.
    @Test func aFileThatCannotBePublishedPutsBackWhatTheOthersReplaced() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("earlier trace", to: "t.csv")
        let first = try AtomicFile.Pending(path: root.path + "/t.csv", replacing: true, option: "--trace")
        let second = try AtomicFile.Pending(path: root.path + "/o.csv", replacing: true, option: "--outcomes")
        try first.output.append([1])
        try second.output.append([2])
        try FileManager.default.createDirectory(
            atPath: root.path + "/o.csv", withIntermediateDirectories: false)
        #expect(throws: CommandFailure.self) { try AtomicFile.publish(together: [first, second]) }
        for file in [first, second] { file.discard() }
        #expect(FaultTree.entries(below: root.path) == ["o.csv/", "t.csv"])
        #expect(try root.read("t.csv") == "earlier trace")
        try FileManager.default.removeItem(atPath: root.path + "/o.csv")
        let again = try AtomicFile.Pending(path: root.path + "/t.csv", replacing: true, option: "--trace")
        try again.output.append(Array("new".utf8))
        try AtomicFile.publish(together: [again])
        #expect(FaultTree.entries(below: root.path) == ["t.csv"])
        #expect(try root.read("t.csv") == "new")
    }

    /// SIGINT while the outcome log streams: no file and none of the folders made for them.
    @Test func anInterruptedSimulateLeavesNoFileAndNoFolder() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let outcomes = root.path + "/logs/2026/o.csv"
        let outcome = try FaultProcess.run(
            [
                "simulate", "--spins", "100000000", "--trace", root.path + "/traces/t.csv", "--outcomes",
                outcomes,
            ],
            signal: SIGINT,
            when: {
                let names =
                    (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/logs/2026")) ?? []
                return names.contains { $0.hasPrefix(".o.csv" + FileSystem.temporaryMark) }
            })
        try #require(
            outcome.signalSent, "simulate ended before its outcome log was seen: \(outcome.standardError)")
        #expect(outcome.endedAsInterrupted(by: SIGINT), "\(outcome)")
        #expect(FaultTree.entries(below: root.path) == [])
    }

    /// SIGTERM while an animated PNG streams into folders the run made: nothing is left.
    @Test func anInterruptedAnimationLeavesNoFolder() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let outcome = try FaultProcess.run(
            ["render", "--format", "apng", "--frames", "100000", "-o", root.path + "/new/deep/spin.apng"],
            signal: SIGTERM,
            when: {
                let names =
                    (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/new/deep")) ?? []
                return !names.isEmpty
            })
        try #require(outcome.signalSent, "render ended before its file was seen: \(outcome.standardError)")
        #expect(outcome.endedAsInterrupted(by: SIGTERM), "\(outcome)")
        #expect(FaultTree.entries(below: root.path) == [])
    }

    /// Two runs writing beside one file get their own temporary files, and a run without
    /// `--force` does not replace the file the other one put in place first.
    @Test func temporaryFilesOfTwoRunsNeverMeet() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = root.path + "/spin.apng"
        let first = try FileSystem.createTemporary(beside: path)
        let second = try FileSystem.createTemporary(beside: path)
        #expect(first.path != second.path)
        #expect(first.path.hasPrefix(root.path + "/.spin.apng" + FileSystem.temporaryMark))
        #expect(FileSystem.shown(first.path) == path)
        for (file, byte) in [(first, UInt8(1)), (second, 2)] {
            _ = [byte].withUnsafeBytes { FileSystem.writeAll($0, to: file.descriptor) }
        }
        try FileSystem.publish(first.path, as: path, replacing: false)
        #expect(throws: CommandFailure.self) {
            try FileSystem.publish(second.path, as: path, replacing: false)
        }
        #expect(FileManager.default.contents(atPath: path) == Data([1]))
        try FileSystem.publish(second.path, as: path, replacing: true)
        #expect(FileManager.default.contents(atPath: path) == Data([2]))
        #expect(FaultTree.entries(below: root.path) == ["spin.apng"])
    }

    /// A frame file that another run wrote after the folder was checked is not replaced
    /// without `--force`; with it, it is.
    @Test(arguments: [false, true])
    func aFrameThatAppearsDuringARenderIsReplacedOnlyWithForce(force: Bool) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let folder = try FrameFolder(path: root.path + "/frames", fileExtension: "png", force: force)
        try SliceFixtures.write([9], to: root.path + "/frames/frame-00000.png")
        let bytes: [UInt8] = [1, 2, 3]
        var failure: CommandFailure?
        do {
            try bytes.withUnsafeBytes { try folder.write($0, frame: 0) }
        } catch let error as CommandFailure {
            failure = error
        }
        let written = FileManager.default.contents(atPath: root.path + "/frames/frame-00000.png")
        if force {
            #expect(failure == nil)
            #expect(written == Data(bytes))
        } else {
            #expect(failure?.message.contains("appeared while it was written; nothing was replaced") == true)
            #expect(written == Data([9]))
        }
        #expect(FaultTree.entries(below: root.path) == ["frames/", "frames/frame-00000.png"])
    }

    /// Two renders into one folder at once: the second is refused before it writes anything
    /// (with `--force` too), instead of the two mixing their frames; once the first is done,
    /// the folder is free again.
    @Test(arguments: [false, true])
    func aFolderAnotherRenderIsWritingIsRefused(force: Bool) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = root.path + "/frames"
        var first: FrameFolder? = try FrameFolder(path: path, fileExtension: "png", force: force)
        var failure: CommandFailure?
        do {
            _ = try FrameFolder(path: path, fileExtension: "png", force: true)
        } catch {
            failure = error
        }
        #expect(failure?.exitCode == .cannotCreate)
        #expect(
            failure?.message
                == "\(path) is being written by another luckywheel run; nothing was written. "
                + "Wait for it to finish, or choose another -o.")
        try [UInt8]([1]).withUnsafeBytes { try first?.write($0, frame: 0) }
        first = nil
        let second = try FrameFolder(path: path, fileExtension: "png", force: true)
        try [UInt8]([2]).withUnsafeBytes { try second.write($0, frame: 0) }
        // Over the first render's frame: it stays until the second render is finished.
        #expect(FileManager.default.contents(atPath: path + "/frame-00000.png") == Data([1]))
        var removed: [String]?
        try AtomicFile.publish(together: []) { () throws(CommandFailure) in
            removed = try second.finish(frameCount: 1)
        }
        #expect(removed == [])
        #expect(FileManager.default.contents(atPath: path + "/frame-00000.png") == Data([2]))
    }

    /// A render into a folder another render is writing is told so without `--force` too: it
    /// was told that the first render's frames so far exist, and to use `--force`, which the
    /// lock then refused.
    @Test func aRenderIntoAFolderAnotherIsWritingIsToldSoWithoutForce() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = root.path + "/frames"
        let first = try FrameFolder(path: path, fileExtension: "png", force: false)
        try [UInt8]([1]).withUnsafeBytes { try first.write($0, frame: 0) }
        let run = RenderCommandTests.render(["--scale", "1", "--frames", "1", "-o", path])
        #expect(run.status == .cannotCreate)
        #expect(
            run.errors
                == "error: \(path) is being written by another luckywheel run; nothing was written. "
                + "Wait for it to finish, or choose another -o.\n")
        #expect(FileManager.default.contents(atPath: path + "/frame-00000.png") == Data([1]))
    }

    #if os(Linux)
        /// A render's lock is released when it ends even while a copy of its descriptor lives on:
        /// a process another thread is starting (fork, then exec) holds one until it executes,
        /// and closing only the render's own descriptor left the folder locked meanwhile. The
        /// copy is made here with `dup`, which shares the lock as a forked child's copy does.
        @Test func aFinishedRenderFreesTheFolderWhileACopyOfItsDescriptorLives() throws {
            let root = try TemporaryFolder()
            defer { root.remove() }
            let path = root.path + "/frames"
            var first: FrameFolder? = try FrameFolder(path: path, fileExtension: "png", force: false)
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
            let held = descriptors.compactMap(Int32.init).first { descriptor in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"))
                    == target
            }
            let descriptor = try #require(held, "the render holds \(target) open")
            let copy = dup(descriptor)
            #expect(copy >= 0)
            defer { close(copy) }
            try [UInt8]([1]).withUnsafeBytes { try first?.write($0, frame: 0) }
            first = nil
            let second = try FrameFolder(path: path, fileExtension: "png", force: true)
            try [UInt8]([2]).withUnsafeBytes { try second.write($0, frame: 0) }
            var removed: [String]?
            try AtomicFile.publish(together: []) { () throws(CommandFailure) in
                removed = try second.finish(frameCount: 1)
            }
            #expect(removed == [])
        }
    #endif

    /// A render that fails before its first frame leaves no folder it made.
    @Test func aFrameFolderWithoutFramesIsRemovedWithItsParents() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        do {
            _ = try FrameFolder(path: root.path + "/a/b/frames", fileExtension: "png", force: false)
        }
        #expect(FaultTree.entries(below: root.path) == [])
    }

    /// Frames rendered into the assets folder they are drawn from: the earlier render's frames
    /// there are no images read (the folder's warnings say so), so `--force` replaces them; it
    /// was refused, naming a frame "one of the images read", and each earlier frame was warned
    /// of as not used.
    @Test func framesRenderedIntoTheirAssetsFolderAreReplacedWithForce() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let folder = root.path + "/w"
        let sheet = try SliceFixtures.write(root, "s@2x.png", width: 480, height: 48)
        #expect(FaultCommand(["slice", sheet, "-o", folder]).status == .success)
        let render = ["render", "--frames", "3", "--scale", "1", "-o", folder, "--assets", folder]
        #expect(FaultCommand(render).status == .success)
        let wedges = try SliceFixtures.read(folder + "/wedge-00@2x.png")
        let again = FaultCommand(render + ["--force"])
        #expect(again.status == .success, "\(again.errors)")
        #expect(!again.errors.contains("frame-0000"), "\(again.errors)")
        #expect(try SliceFixtures.read(folder + "/wedge-00@2x.png") == wedges)
        // Drawn from that folder into another, the frames there are told in one line, not one
        // warning each (270 for a default render).
        let elsewhere = FaultCommand([
            "render", "--frames", "1", "--scale", "1", "-o", root.path + "/other", "--assets", folder,
        ])
        #expect(elsewhere.status == .success, "\(elsewhere.errors)")
        #expect(
            elsewhere.errors
                == "warning: \(folder) holds 3 frames a render wrote (frame-00000.png … frame-00002.png), "
                + "not images of the screen: they are not used\n")
        // Named by number, first to last, past frame 99,999 too (whose name sorts first as text).
        try root.write("", to: "w/frame-99999.png")
        try root.write("", to: "w/frame-100000.png")
        let many = FaultCommand([
            "render", "--frames", "1", "--scale", "1", "-o", root.path + "/many", "--assets", folder,
        ])
        #expect(many.errors.contains("holds 5 frames a render wrote (frame-00000.png … frame-100000.png)"))
        // A folder of one frame alone is not told to give the frame as the sheet.
        try FileManager.default.createDirectory(
            atPath: root.path + "/one", withIntermediateDirectories: false)
        try FileManager.default.copyItem(
            atPath: folder + "/frame-00000.png", toPath: root.path + "/one/frame-00000.png")
        let one = FaultCommand([
            "render", "--frames", "1", "--scale", "1", "-o", root.path + "/none", "--assets",
            root.path + "/one",
        ])
        #expect(one.status == .noInput)
        #expect(
            one.errors.contains("it is a frame a render wrote") && !one.errors.contains("as the sheet"),
            "\(one.errors)")
        for name in ["frame-99999.png", "frame-100000.png"] {
            try FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        // Text frames too, beside the user's notes: neither is an image read.
        try root.write("mine", to: "w/notes.txt")
        let text = render + ["--format", "ascii"]
        #expect(FaultCommand(text).status == .success)
        let textAgain = FaultCommand(text + ["--force"])
        #expect(textAgain.status == .success, "\(textAgain.errors)")
        #expect(try root.read("w/notes.txt") == "mine")
    }

    /// No output replaces an input, not even with `--force`: the seed file of a fair spin, or
    /// an `--assets` sheet named like a frame file in the frames' folder.
    @Test func renderNeverWritesOverItsSeedFileOrAnAssetNamedLikeAFrame() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let seed = FaultCommand(["fair", "seed", "--json"])
        try root.write(seed.output, to: "seed.json")
        let fair = ["--seed-file", root.path + "/seed.json", "--client-seed", "a", "--nonce", "0", "--force"]
        for outputs in [
            ["--format", "none", "--audio", root.path + "/seed.json"],
            ["--format", "apng", "--frames", "2", "-o", root.path + "/./seed.json"],
        ] {
            let run = FaultCommand(["render"] + fair + outputs)
            #expect(run.status == .cannotCreate)
            #expect(
                run.errors.hasSuffix(
                    " is the --seed-file and would be replaced; nothing was written. Choose another file name.\n"
                ))
        }
        #expect(FileManager.default.contents(atPath: root.path + "/seed.json") == Data(seed.output.utf8))
        let sheet = try SliceFixtures.write(root, "frame-00001.png", width: 480, height: 47, seed: 2)
        let before = try FaultInputSnapshot([sheet])
        let run = FaultCommand([
            "render", "--assets", sheet, "--frames", "3", "--scale", "1", "--force", "-o", root.path,
        ])
        #expect(run.status == .cannotCreate)
        #expect(
            run.errors
                == "error: \(root.path)/frame-00001.png is the --assets image and would be replaced by a frame "
                + "or removed with the earlier frames; nothing was written. Choose another -o.\n")
        #expect(try FaultInputSnapshot([sheet]) == before)
        // The sound named like one of the frames (text frames: a sound named as a PNG file is
        // refused for its name) is refused before any work, too.
        let clash = FaultCommand([
            "render", "--frames", "2", "--format", "ascii", "-o", root.path + "/f", "--audio",
            root.path + "/f/frame-00000.txt",
        ])
        #expect(clash.status == .usage)
        #expect(clash.errors.contains("is a frame file of \(root.path)/f; give the sound a name of its own"))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/f"))
        // Spelled another way, in a folder not made yet, with --force: refused the same.
        let spelled = FaultCommand([
            "render", "--frames", "2", "--force", "--format", "ascii", "-o", root.path + "/g", "--audio",
            root.path + "//g/./frame-00001.txt",
        ])
        #expect(spelled.status == .usage)
        #expect(
            spelled.errors.contains("is a frame file of \(root.path)/g; give the sound a name of its own"))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/g"))
    }

    /// An input reached through a link is the file the link leads to: a sheet kept as
    /// `frames/frame-00003.png` and given as `s@2x.png` (a link to it), or in an Assets/-like
    /// folder, was removed as an earlier render's frame or replaced by a new one under
    /// `--force`, with exit 0; it is refused as the plain path is.
    @Test func aLinkedInputNamedLikeAFrameIsNeverWrittenOver() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(atPath: root.path + "/fr", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.path + "/A", withIntermediateDirectories: true)
        let sheet = try SliceFixtures.write(root, "fr/frame-00003.png", width: 960, height: 94, seed: 3)
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/s@2x.png", withDestinationPath: "fr/frame-00003.png")
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/A/LuckyAstrology@2x.png", withDestinationPath: "../fr/frame-00003.png")
        let before = try FaultInputSnapshot([sheet])
        for (assets, what) in [
            (root.path + "/s@2x.png", "the --assets image"),
            (root.path + "/A", "one of the images read from \(root.path)/A"),
        ] {
            for frames in ["2", "4"] {
                let run = FaultCommand([
                    "render", "--assets", assets, "--frames", frames, "--force", "-o", root.path + "/fr",
                ])
                #expect(run.status == .cannotCreate, "\(run.errors)")
                #expect(
                    run.errors
                        == "error: \(root.path)/fr/frame-00003.png is \(what) and would be replaced by a frame or "
                        + "removed with the earlier frames; nothing was written. Choose another -o.\n")
                #expect(try FaultInputSnapshot([sheet]) == before)
            }
        }
    }
}
