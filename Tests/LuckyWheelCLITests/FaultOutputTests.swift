import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSupport

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#endif

/// Output that cannot be written: a full disk, a read-only folder, a file where a folder
/// should be. Each fault gives its exit status and a message naming the path, leaves no
/// partial file and no staging folder, and leaves the input as it was.
@Suite struct FaultOutputTests {
    /// A sheet whose wedges do not compress (seeded noise): 76 KB of pixels, more than the
    /// small disks below hold.
    static func noisySheet(in folder: TemporaryFolder) throws -> String {
        try SliceFixtures.write(folder, "sheet.png", width: 480, height: 40, seed: 7)
    }

    @Test func traceToDevFullIsAnIOError() throws {
        let run = FaultCommand(["simulate", "--spins", "10", "--trace", "/dev/full"])
        #expect(run.status == .ioError)
        #expect(
            run.errors
                == "error: cannot write /dev/full: No space left on device. Free some space and retry.\n")
        #expect(run.output == "")
        #expect(FileSystem.isStream("/dev/full"))
    }

    /// Text on standard output that cannot be written (a full disk under `> part.json`) ends a
    /// finished command with an I/O error, so a shard's script does not count it a success.
    @Test(arguments: [
        ["simulate", "--spins", "10"],
        ["simulate", "--spins", "10", "--spin-range", "0..5", "--json"],
        ["fair", "seed", "--json"],
        ["--version"],
        ["simulate", "--help"],
    ])
    func textThatCannotBeWrittenIsAnIOError(arguments: [String]) {
        let console = BufferConsole(standardOutputFailure: ENOSPC)
        #expect(LuckyWheelTool.main(arguments, console: console) == .ioError)
        #expect(console.standardError == "error: cannot write to standard output: No space left on device\n")
    }

    /// A command whose report cannot be written (exit 74) moves none of its files into place
    /// and leaves no folder it made: the run failed, and a retry must not find them there.
    @Test(arguments: [
        [
            "simulate", "--spins", "20", "--trace", "OUT/t.csv", "--outcomes", "OUT/o.csv", "--report",
            "OUT/r.html",
        ],
        ["slice", "SHEET", "--json", "-o", "OUT/wedges"],
        ["slice", "SHEET", "-o", "OUT"],
        [
            "render", "--frames", "3", "--scale", "1", "--format", "apng", "-o", "OUT/a.apng", "--audio",
            "OUT/a.wav",
        ],
        ["render", "--frames", "3", "--format", "none", "--audio", "OUT/a.wav", "--json"],
        ["simulate", "merge", "PARTS", "--report", "OUT/r.html"],
    ])
    func aReportThatCannotBeWrittenLeavesNoFiles(arguments: [String]) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try Self.noisySheet(in: root)
        // Two parts of one run, for merge.
        var parts: [String] = []
        for range in ["0..10", "10..20"] {
            let part = BufferConsole()
            #expect(
                LuckyWheelTool.main(["simulate", "--spins", "20", "--spin-range", range], console: part)
                    == .success)
            try root.write(part.standardOutput, to: "part-\(parts.count).json")
            parts.append(root.path + "/part-\(parts.count).json")
        }
        let console = BufferConsole(standardOutputFailure: ENOSPC)
        let resolved = arguments.flatMap {
            $0 == "SHEET"
                ? [sheet]
                : $0 == "PARTS" ? parts : [$0.replacingOccurrences(of: "OUT", with: root.path + "/out")]
        }
        #expect(LuckyWheelTool.main(resolved, console: console) == .ioError)
        #expect(
            console.standardError.hasSuffix(
                "error: cannot write to standard output: No space left on device; nothing was written\n"))
        #expect(FaultTree.entries(below: root.path) == ["part-0.json", "part-1.json", "sheet.png"])
    }

    /// An output named near the file system's limit of 255 bytes is written: the hidden name
    /// it waits under beside it is the name cut short (at a letter, 2-byte `é`s included),
    /// not the name plus 21 bytes, which was refused as "File name too long".
    @Test(arguments: [
        ["simulate", "--spins", "3", "--trace", "NAME"],
        ["render", "--frames", "2", "--scale", "1", "--format", "apng", "-o", "NAME"],
        ["slice", "SHEET", "-o", "NAME"],
        ["render", "--frames", "2", "--scale", "1", "-o", "NAME"],
    ])
    func anOutputNamedNearTheLimitIsWritten(arguments: [String]) throws {
        for name in [String(repeating: "a", count: 251) + ".out", String(repeating: "é", count: 126) + ".o"] {
            #expect(name.utf8.count >= 254 && name.utf8.count <= FileSystem.nameByteLimit)
            let root = try TemporaryFolder()
            defer { root.remove() }
            let sheet = try Self.noisySheet(in: root)
            let resolved = arguments.map {
                $0 == "SHEET" ? sheet : $0 == "NAME" ? root.path + "/" + name : $0
            }
            let console = BufferConsole()
            #expect(LuckyWheelTool.main(resolved, console: console) == .success, "\(console.standardError)")
            #expect(PathKind(of: root.path + "/" + name) != .missing)
            #expect(FaultTree.entries(below: root.path).filter { !$0.hasPrefix(name) } == ["sheet.png"])
        }
    }

    /// Two long names alike in their first 234 bytes have temporary names of their own: cut
    /// to one stem, a run writing one was taken for another run writing the other ("is being
    /// written by another luckywheel run"). Each stays within the limit and is the same in
    /// every process.
    @Test func longNamesAlikeAtTheStartHaveTemporaryNamesOfTheirOwn() {
        let stem = String(repeating: "c", count: 236)
        let (first, second) = (
            FileSystem.temporaryPrefix(for: stem + "1.apng"), FileSystem.temporaryPrefix(for: stem + "2.apng")
        )
        #expect(first != second && !first.hasPrefix(second) && !second.hasPrefix(first))
        for prefix in [first, second] { #expect(prefix.utf8.count + 8 <= FileSystem.nameByteLimit) }
        // FNV-1a of the whole name (computed apart, in Python).
        #expect(first == "." + String(repeating: "c", count: 225) + "~da17c570.luckywheel-")
        #expect(FileSystem.temporaryPrefix(for: "spin.apng") == ".spin.apng.luckywheel-")
    }

    /// An output named one byte past the limit is refused before any work, with nothing
    /// written: a file waits under a name cut short, so the render or simulation ran in full
    /// and failed only when its file was moved into place.
    @Test(arguments: [
        ["simulate", "--spins", "3", "--trace", "NAME"],
        ["render", "--frames", "2", "--scale", "1", "--format", "apng", "-o", "NAME"],
        ["render", "--format", "none", "--audio", "new/NAME"],
        ["slice", "SHEET", "-o", "NAME"],
        ["render", "--frames", "2", "--scale", "1", "-o", "NAME"],
    ])
    func anOutputNamedPastTheLimitIsRefusedBeforeTheWork(arguments: [String]) throws {
        let name = String(repeating: "é", count: 127) + ".o"
        #expect(name.utf8.count == FileSystem.nameByteLimit + 1)
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try Self.noisySheet(in: root)
        let resolved = arguments.map {
            $0 == "SHEET"
                ? sheet : $0.hasSuffix("NAME") ? root.path + "/" + $0.replacing("NAME", with: name) : $0
        }
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(resolved, console: console) == .cannotCreate)
        #expect(console.standardError.hasSuffix(": File name too long\n"), "\(console.standardError)")
        #expect(console.standardOutput.isEmpty)
        #expect(FaultTree.entries(below: root.path) == ["sheet.png"])
    }

    /// A standard output closed before the tool starts (`>&-`) is an I/O error that says so,
    /// told before any work: a render wrote all its frames, then failed, and its plain retry
    /// was refused for the frames it left.
    @Test func aClosedStandardOutputSaysSo() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        // rng streams past the console: it ended with 0, and with no count ran forever into
        // /dev/null (`timeout` makes that a failure, 124, not a hang); with nothing to write
        // (`--bytes 0`) it ended with 0.
        for arguments in [
            "--version", "render --frames 2 --scale 1 -o '\(root.path)/frames'", "rng --bytes 100", "rng",
            "rng --bytes 0",
        ] {
            let run = try BuiltExecutable.shell("timeout 60 \"$LUCKYWHEEL\" \(arguments) >&-")
            #expect(run.status == ExitCode.ioError.rawValue, "\(arguments)")
            #expect(run.errors == CommandFailure.closedStandardOutput.description + "\n", "\(arguments)")
        }
        #expect(FaultTree.entries(below: root.path) == [])
        // In process too: the command is not run.
        let console = BufferConsole(standardOutputClosed: true)
        let status = LuckyWheelTool.main(
            ["slice", "missing.png", "-o", root.path + "/wedges"], console: console)
        #expect(status == .ioError)
        #expect(console.standardError == CommandFailure.closedStandardOutput.description + "\n")
    }

    /// Standard input and error closed at the start (`0<&- 2>&-`) are claimed before any file
    /// is opened, as standard output is: the runtime's own descriptors took 0 and 2, and text
    /// meant for standard error went to Dispatch's event descriptor. The wedges are those of a
    /// run with every stream open; a seed drawn from the system, which only standard error
    /// would carry, is lost, so nothing is written (74).
    @Test func closedStandardInputAndErrorAreClaimed() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try SliceFixtures.write(root, "s@2x.png", width: 240, height: 20, seed: 5)
        let (sheet, open, closed) = (root.path + "/s@2x.png", root.path + "/open", root.path + "/closed")
        #expect(try BuiltExecutable.shell("\"$LUCKYWHEEL\" slice '\(sheet)' -o '\(open)'").status == 0)
        let run = try BuiltExecutable.shell("\"$LUCKYWHEEL\" slice '\(sheet)' -o '\(closed)' 0<&- 2>&-")
        #expect(run.status == 0)
        for name in root.listing("open") {
            let bytes = { (folder: String) in try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            }
            #expect(try bytes(closed) == bytes(open), "\(name)")
        }
        let seed = try BuiltExecutable.shell(
            "\"$LUCKYWHEEL\" rng --seed os --bytes 16 2>&- > '\(root.path)/bytes'")
        #expect(seed.status == ExitCode.ioError.rawValue)
        #expect(try Data(contentsOf: URL(fileURLWithPath: root.path + "/bytes")).isEmpty)
    }

    /// Where standard error carries what cannot be had again (the seed `--seed os` drew, or
    /// the report beside data on standard output), a standard error that cannot be written is
    /// an I/O error: `rng --seed os 2>/dev/full` streamed bytes no one could draw again, exit 0.
    /// Elsewhere it stays what it was, the place of warnings and progress.
    @Test func aLostSeedOrReportOnStandardErrorIsAnIOError() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for (arguments, status, output) in [
            ("rng --seed os --bytes 16", ExitCode.ioError, 0),
            ("simulate --spins 10 --seed os --json", .ioError, 0),
            ("simulate --spins 10 --outcomes /dev/stdout", .ioError, 11),
            ("render --format none --audio /dev/stdout", .ioError, 432_044),
            ("rng --seed 1 --bytes 16", .success, 16),
            ("render --frames 2 --scale 1 --seed os -o '\(root.path)/frames'", .success, nil),
        ] {
            let run = try BuiltExecutable.shell(
                "\"$LUCKYWHEEL\" \(arguments) 2>/dev/full > '\(root.path)/out'")
            #expect(run.status == status.rawValue, "\(arguments)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: root.path + "/out"))
            if let output {
                let count =
                    arguments.hasPrefix("simulate --spins 10 --outcomes")
                    ? bytes.split(separator: UInt8(ascii: "\n")).count : bytes.count
                #expect(count == output, "\(arguments)")
            } else {
                #expect(String(decoding: bytes, as: UTF8.self).contains("Wrote 2 frames"))
            }
        }
    }

    /// A verdict that cannot be written is lost: an I/O error, not the verdict's status; a
    /// command that failed for its own reason keeps its status and message.
    @Test func aFailedCheckOrUsageErrorKeepsItsOwnStatusOnlyWhenItsOwn() {
        let verdict = BufferConsole(standardOutputFailure: EPIPE)
        let seed = String(repeating: "00", count: 32)
        let status = LuckyWheelTool.main(
            [
                "fair", "verify", "--server-seed", seed, "--commitment", String(repeating: "11", count: 32),
                "--client-seed", "a", "--nonce", "0", "--segment", "1",
            ], console: verdict)
        #expect(status == .ioError)
        #expect(verdict.standardError == "error: cannot write to standard output: Broken pipe\n")
        let usage = BufferConsole(standardOutputFailure: ENOSPC)
        #expect(LuckyWheelTool.main(["simulate", "--spins", "0"], console: usage) == .usage)
        #expect(!usage.standardError.contains("standard output"))
    }

    /// An input that is also standard output (`merge p1.json > p1.json`) was emptied by the
    /// shell before the tool started: the error about its empty data says so, which "not
    /// JSON at byte 0" left to guess. Another file's bad data adds nothing.
    @Test func anInputTheShellEmptiedIsNamed() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let (part, sheet) = (root.path + "/p1.json", root.path + "/s.png")
        #expect(
            try BuiltExecutable.shell("\"$LUCKYWHEEL\" simulate --spins 10 --spin-range 0..10 > '\(part)'")
                .status == 0)
        try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let note = { (name: String) in
            "note: \(name) is also standard output (> \(name)), which the shell emptied before luckywheel "
                + "started; send standard output to another file\n"
        }
        for (script, name) in [
            ("simulate merge '\(part)' > '\(part)'", part), ("info '\(sheet)' > '\(sheet)'", sheet),
        ] {
            let run = try BuiltExecutable.shell("\"$LUCKYWHEEL\" \(script)")
            #expect(run.status == ExitCode.dataError.rawValue, "\(script)")
            #expect(run.errors.hasPrefix("error: \(name)"), "\(run.errors)")
            #expect(run.errors.hasSuffix(note(name)), "\(run.errors)")
        }
        try root.write("", to: "empty.json")
        let other = try BuiltExecutable.shell(
            "\"$LUCKYWHEEL\" simulate merge '\(root.path)/empty.json' > '\(root.path)/out.txt'")
        #expect(other.status == ExitCode.dataError.rawValue)
        #expect(!other.errors.contains("note:"), "\(other.errors)")
    }

    /// A file the command line names that standard output appends to (`>> FILE`) is refused
    /// before any work, and keeps its bytes: `merge p0.json p1.json >> p0.json` and `fair spin
    /// --seed-file sd.json … >> sd.json` exited 0 and left a part, or the secret seed record,
    /// that no longer reads; `info a.png >> a.png` appended its text to the image.
    @Test func aNamedFileStandardOutputAppendsToIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let (first, second, seed) = (root.path + "/p0.json", root.path + "/p1.json", root.path + "/sd.json")
        for (range, file) in [("0..5", first), ("5..10", second)] {
            let part = try BuiltExecutable.shell(
                "\"$LUCKYWHEEL\" simulate --spins 10 --spin-range \(range) > '\(file)'")
            try #require(part.status == 0)
        }
        try #require(try BuiltExecutable.shell("\"$LUCKYWHEEL\" fair seed --json > '\(seed)'").status == 0)
        try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let sheet = root.path + "/s.png"
        let files = [first, second, seed, sheet]
        let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        for (script, name) in [
            ("simulate merge '\(first)' '\(second)' >> '\(first)'", first),
            ("simulate merge '\(first)' '\(second)' >> '\(second)'", second),
            ("fair spin --seed-file='\(seed)' --client-seed a --nonce 0 >> '\(seed)'", seed),
            ("info '\(sheet)' >> '\(sheet)'", sheet),
        ] {
            let run = try BuiltExecutable.shell("\"$LUCKYWHEEL\" \(script)")
            #expect(run.status == ExitCode.cannotCreate.rawValue, "\(script)")
            #expect(
                run.errors
                    == "error: \(name) is also standard output, which the shell did not empty (>> or <>): what "
                    + "luckywheel prints would be added to a file the command line names; send standard output "
                    + "to another file\n")
        }
        // By a path through /proc too (only the names of the process's descriptors are
        // standard output on purpose), and opened for reading and writing (`1<>`).
        let throughProc = "/proc/self/cwd/sd.json"
        let proc = try BuiltExecutable.shell(
            "cd '\(root.path)' && \"$LUCKYWHEEL\" fair spin --seed-file \(throughProc) --client-seed a --nonce 0 "
                + ">> sd.json")
        #expect(proc.status == ExitCode.cannotCreate.rawValue)
        #expect(proc.errors.hasPrefix("error: \(throughProc) is also standard output"))
        let readWrite = try BuiltExecutable.shell("\"$LUCKYWHEEL\" info '\(sheet)' 1<> '\(sheet)'")
        #expect(readWrite.status == ExitCode.cannotCreate.rawValue)
        #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
        // A word that is no path but a file's name (a client seed, a count) names no file.
        try root.write("# alice\n", to: "alice")
        try root.write("# 12\n", to: "12")
        for script in [
            "fair spin --seed-file sd.json --client-seed alice --nonce 0 >> alice",
            "simulate --spins 20 --segments 12 >> 12",
        ] {
            let run = try BuiltExecutable.shell("cd '\(root.path)' && \"$LUCKYWHEEL\" \(script)")
            #expect(run.status == 0, "\(script): \(run.errors)")
        }
        // Another file is appended to as ever.
        let log = root.path + "/log.txt"
        try root.write("earlier\n", to: "log.txt")
        let other = try BuiltExecutable.shell("\"$LUCKYWHEEL\" info '\(sheet)' >> '\(log)'")
        #expect(other.status == 0)
        #expect(try String(contentsOfFile: log, encoding: .utf8).hasPrefix("earlier\n\(sheet)"))
    }

    /// Out of descriptors (`ulimit -n`), a run that stages its files leaves no hidden folder:
    /// its staging folder, when it could not be held (nor later listed) for want of one, was
    /// left with the folders made in it; now the run gives up while it is empty, and one it
    /// holds is listed after the hold ends, which frees one. The error says what to raise.
    @Test(.disabled(if: isSanitizerRun, "a sanitizer's runtime needs descriptors of its own under ulimit -n"))
    func runningOutOfDescriptorsLeavesNothingBehind() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 48, height: 4)
        let earlier = try BuiltExecutable.shell(
            "cd '\(root.path)' && \"$LUCKYWHEEL\" render --frames 2 --scale 1 -o fr")
        try #require(earlier.status == 0, "\(earlier.errors)")
        let before = FaultTree.entries(below: root.path).sorted()
        var failed = 0
        for command in [
            "slice '\(sheet)' --layout android -o sl", "demo -o dm",
            "render --frames 3 --scale 1 -o fr --force",
        ] {
            // From too few descriptors to start with, up to the first limit the run gets through.
            for limit in 6...40 {
                let run = try BuiltExecutable.shell(
                    "cd '\(root.path)' && ulimit -n \(limit) && exec \"$LUCKYWHEEL\" \(command)")
                let left = FaultTree.entries(below: root.path).filter {
                    $0.split(separator: "/").contains { $0.hasPrefix(".") }
                }
                #expect(left.isEmpty, "ulimit -n \(limit); \(command): \(left)")
                if run.status == 0 {
                    // Put back what the run made, for the next command.
                    for name in ["sl", "dm", "fr"] { FileSystem.removeTree(root.path + "/" + name) }
                    let again = try BuiltExecutable.shell(
                        "cd '\(root.path)' && \"$LUCKYWHEEL\" render --frames 2 --scale 1 -o fr")
                    try #require(again.status == 0)
                    break
                }
                // Reading the sheet or writing a file: either way the advice is the limit's.
                if run.errors.contains("Too many open files") {
                    failed += 1
                    #expect(run.errors.contains("Raise the limit on open files (ulimit -n) and retry."))
                }
                #expect(
                    FaultTree.entries(below: root.path).sorted() == before, "ulimit -n \(limit); \(command)")
            }
        }
        #expect(failed > 0, "no limit made a run fail for want of descriptors")
    }

    /// An output whose path fits, but not with the hidden name it is first written under, is
    /// told so: "File name too long" alone blamed a name the user may have.
    @Test func aPathThatFitsButNotWithItsHiddenNameIsToldSo() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        // Folders of 200 bytes down to 20 bytes short of the longest path.
        var deep = root.path
        while deep.utf8.count + 201 < Int(PATH_MAX) - 20 { deep += "/" + String(repeating: "d", count: 200) }
        deep += "/" + String(repeating: "e", count: Int(PATH_MAX) - 21 - deep.utf8.count)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        let sheet = try SliceFixtures.write(root, "s.png", width: 48, height: 4)
        let told =
            ": File name too long: with the hidden name it is first written under, the path passes the "
            + "\(Int(PATH_MAX) - 1) bytes a path may have. Choose a shorter path.\n"
        for (arguments, output) in [
            (["render", "--format", "apng", "--frames", "2", "--scale", "1", "-o"], deep + "/x.apng"),
            (["simulate", "--spins", "10", "--outcomes"], deep + "/o.csv"),
            (["slice", sheet, "-o"], deep + "/w"),
        ] {
            #expect(output.utf8.count < Int(PATH_MAX))
            let run = FaultCommand(arguments + [output])
            #expect(run.status == .cannotCreate, "\(arguments)")
            #expect(run.errors.hasPrefix("error: cannot create \(output)"), "\(arguments)")
            #expect(run.errors.hasSuffix(told), "\(run.errors.suffix(200))")
            #expect(FaultTree.entries(below: deep).isEmpty)
        }
        // A path too long as named is told no more than that.
        let long = deep + "/" + String(repeating: "x", count: 40) + ".apng"
        let run = FaultCommand(["render", "--format", "apng", "--frames", "2", "--scale", "1", "-o", long])
        #expect(run.errors.hasSuffix(": File name too long\n"), "\(run.errors.suffix(200))")
    }

    /// Whether `chattr +i` works on a folder here (root, on a file system with the flag).
    static let canMakeImmutable: Bool = {
        guard let folder = try? TemporaryFolder("immutable-probe") else { return false }
        defer { folder.remove() }
        let probe = folder.path + "/f"
        guard FileManager.default.createFile(atPath: probe, contents: nil),
            let set = try? BuiltExecutable.shell("chattr +i '\(probe)' 2>/dev/null"), set.status == 0
        else { return false }
        _ = try? BuiltExecutable.shell("chattr -i '\(probe)'")
        return true
    }()

    /// A temporary file the run cannot remove (its folder made immutable meanwhile) is named
    /// once the command ends: the error said only that the file could not be created, and the
    /// hidden file stayed unsaid until the next run.
    @Test(.enabled(if: canMakeImmutable, "chattr +i does not work here"))
    func aTemporaryFileThatCannotBeRemovedIsNamed() throws {
        let root = try TemporaryFolder()
        defer {
            _ = try? BuiltExecutable.shell("chattr -i '\(root.path)/d'")
            root.remove()
        }
        try FileManager.default.createDirectory(atPath: root.path + "/d", withIntermediateDirectories: false)
        // The folder is made immutable as soon as a temporary name appears in it.
        let run = try BuiltExecutable.shell(
            "cd '\(root.path)' && { \"$LUCKYWHEEL\" render --format apng --frames 30 -o d/spin.apng "
                + "--audio d/spin.wav & } && for i in $(seq 1 1000); do "
                + "if ls -A d | grep -q luckywheel; then chattr +i d; break; fi; sleep 0.01; done; wait $!")
        _ = try BuiltExecutable.shell("chattr -i '\(root.path)/d'")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path + "/d").filter {
            $0.contains(FileSystem.temporaryMark)
        }
        try #require(!left.isEmpty, "the folder was made immutable too late: \(run.errors)")
        #expect(run.status == ExitCode.cannotCreate.rawValue)
        for name in left {
            #expect(
                run.errors.contains(
                    "note: d/\(name) is left behind: this run wrote into it before moving its output into place, "
                        + "and could not remove it; remove it\n"), "\(run.errors)")
        }
    }

    /// The same for render's frames folder over an earlier render: its staging folder, left
    /// when the moves into place fail (the folder made immutable meanwhile), is named.
    @Test(.enabled(if: canMakeImmutable, "chattr +i does not work here"))
    func aFramesStagingFolderThatCannotBeRemovedIsNamed() throws {
        let root = try TemporaryFolder()
        defer {
            _ = try? BuiltExecutable.shell("chattr -i '\(root.path)/fr'")
            root.remove()
        }
        let earlier = try BuiltExecutable.shell(
            "cd '\(root.path)' && \"$LUCKYWHEEL\" render --frames 3 --scale 1 -o fr")
        try #require(earlier.status == 0)
        let run = try BuiltExecutable.shell(
            "cd '\(root.path)' && { \"$LUCKYWHEEL\" render --frames 40 --scale 1 -o fr --force & } && "
                + "for i in $(seq 1 1000); do if ls -A fr | grep -q luckywheel; then chattr +i fr; break; fi; "
                + "sleep 0.01; done; wait $!")
        _ = try BuiltExecutable.shell("chattr -i '\(root.path)/fr'")
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path + "/fr").filter {
            $0.contains(FileSystem.temporaryMark)
        }
        try #require(left.count == 1, "the folder was made immutable too late: \(run.errors)")
        #expect(run.status == ExitCode.cannotCreate.rawValue)
        #expect(
            run.errors.contains(
                "note: fr/\(left[0]) is left behind: this run wrote into it before moving its output into place, "
                    + "and could not remove it; remove it\n"), "\(run.errors)")
    }

    /// The real process: standard output on /dev/full, and closed.
    @Test(arguments: [">/dev/full", ">&-"])
    func theToolReportsItsStandardOutputFailing(redirection: String) throws {
        let run = try BuiltExecutable.shell("\"$LUCKYWHEEL\" simulate --spins 10 \(redirection)")
        #expect(run.status == ExitCode.ioError.rawValue)
        #expect(run.errors.hasPrefix("error: cannot write to standard output: "))
    }

    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func sliceOntoAFullDiskRemovesEverything() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try Self.noisySheet(in: root)
        let before = try FaultInputSnapshot([sheet])
        let diskPath = root.path + "/disk"
        try FileManager.default.createDirectory(atPath: diskPath, withIntermediateDirectories: false)
        let disk = try FaultMount(tmpfsAt: diskPath, bytes: 64 * 1024)
        defer { disk.unmount() }
        // A new folder on the disk (staged beside it) and the disk's root itself (staged inside).
        for output in [diskPath + "/wedges", diskPath] {
            let run = FaultCommand(["slice", sheet, "--compression", "fast", "-o", output])
            #expect(run.status == .ioError, "\(output): \(run.errors)")
            // The path the user asked for, never the hidden staging folder's.
            #expect(run.errors.hasPrefix("error: cannot write \(output)/wedge-"), "\(run.errors)")
            #expect(!run.errors.contains(FileSystem.temporaryMark))
            #expect(run.errors.hasSuffix(": No space left on device. Free some space and retry.\n"))
            #expect(FaultTree.entries(below: diskPath) == [])
        }
        #expect(try FaultInputSnapshot([sheet]) == before)
    }

    /// An input that cannot be opened or listed for want of a descriptor (a part, a seed
    /// record, an assets folder) is told the limit's advice, not the path's (`--assets DIR:
    /// cannot read the file (the folder cannot be listed). Check the path and its permissions.`).
    @Test(.disabled(if: isSanitizerRun, "a sanitizer's runtime needs descriptors of its own under ulimit -n"))
    func inputsOutOfDescriptorsAreToldTheLimit() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for setup in [
            "\"$LUCKYWHEEL\" simulate --spins 10 --spin-range 0..10 > p.json",
            "\"$LUCKYWHEEL\" fair seed --json > sd.json", "\"$LUCKYWHEEL\" demo -o d > /dev/null",
        ] {
            try #require(try BuiltExecutable.shell("cd '\(root.path)' && \(setup)").status == 0)
        }
        for command in [
            "simulate merge p.json", "fair spin --seed-file sd.json --client-seed a --nonce 0",
            "render --assets d/wedges --format none --audio s.wav --force",
        ] {
            var told = 0
            for limit in 4...40 {
                let run = try BuiltExecutable.shell(
                    "cd '\(root.path)' && ulimit -n \(limit) && exec \"$LUCKYWHEEL\" \(command)")
                if run.status == 0 { break }
                guard run.errors.contains("Too many open files") else { continue }
                told += 1
                // The tool's own line (under a sanitizer, the sanitizer's own complaints about
                // the limit follow it).
                #expect(
                    run.errors.split(separator: "\n").first?.hasSuffix(
                        "Raise the limit on open files (ulimit -n) and retry.") == true,
                    "\(command) at \(limit): \(run.errors)")
            }
            #expect(told > 0, "\(command) never ran out of descriptors")
        }
    }

    /// Out of inodes while an earlier slice's files are set aside to be replaced, the error
    /// names the file being replaced, never the hidden folder they wait in (it said `cannot
    /// create OUT/.replaced`, a path that never was), and the earlier slice stays whole.
    /// Every limit from too few for the first slice to enough for the second is tried.
    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func runningOutOfInodesWhileReplacingNamesTheUsersPaths() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "a.png", width: 48, height: 4, seed: 1)
        let pressed = try SliceFixtures.write(root, "b.png", width: 48, height: 4, seed: 2)
        let diskPath = root.path + "/disk"
        try FileManager.default.createDirectory(atPath: diskPath, withIntermediateDirectories: false)
        let output = diskPath + "/out"
        var replacedOnce = false
        var refusedOnce = false
        var settingAside = false
        for inodes in 20...120 where !replacedOnce {
            let disk = try FaultMount(tmpfsAt: diskPath, bytes: 1 << 20, inodes: inodes)
            defer { disk.unmount() }
            let first = FaultCommand(["slice", sheet, "--pressed", pressed, "-o", output])
            guard first.status == .success else { continue }
            let earlier = FaultTree.entries(below: diskPath).sorted()
            let wedge = try Data(contentsOf: URL(fileURLWithPath: output + "/wedge-00.png"))
            let second = FaultCommand(["slice", pressed, "--pressed", sheet, "-o", output, "--force"])
            if second.status == .success {
                replacedOnce = true
                continue
            }
            refusedOnce = true
            #expect(!second.errors.contains(".replaced"), "\(inodes) inodes: \(second.errors)")
            #expect(!second.errors.contains(FileSystem.temporaryMark), "\(inodes) inodes: \(second.errors)")
            #expect(second.errors.hasPrefix("error: cannot "), "\(second.errors)")
            #expect(second.errors.contains(output), "\(second.errors)")
            // The last limit before enough: the files moved aside, the first folder for them.
            if second.errors.hasPrefix("error: cannot replace \(output)/") {
                settingAside = true
                #expect(second.status == .ioError)
                #expect(
                    second.errors.hasSuffix(
                        "No space left on device; nothing was changed. Free some space and retry.\n"))
            }
            #expect(FaultTree.entries(below: diskPath).sorted() == earlier)
            #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/wedge-00.png")) == wedge)
        }
        #expect(replacedOnce && refusedOnce && settingAside)
    }

    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func traceOntoAFullDiskLeavesNoPartialFile() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let disk = try FaultMount(tmpfsAt: root.path, bytes: 16 * 1024)
        defer { disk.unmount() }
        // Spin 0 traced at 60 Hz is about 22 KB of CSV.
        for force in [false, true] {
            let trace = root.path + "/trace.csv"
            let run = FaultCommand(
                ["simulate", "--spins", "10", "--trace", trace] + (force ? ["--force"] : []))
            #expect(run.status == .ioError)
            #expect(run.errors.hasPrefix("error: cannot write \(root.path)/"))
            #expect(run.errors.contains("No space left on device"))
            #expect(FaultTree.entries(below: root.path) == [])
        }
    }

    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func aReadOnlyFolderCannotBeCreatedIn() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try Self.noisySheet(in: root)
        let before = try FaultInputSnapshot([sheet])
        let lockedPath = root.path + "/locked"
        try FileManager.default.createDirectory(atPath: lockedPath, withIntermediateDirectories: false)
        let locked = try FaultMount(tmpfsAt: lockedPath, bytes: 64 * 1024, readOnly: true)
        defer { locked.unmount() }
        for output in [lockedPath + "/wedges", lockedPath + "/deeper/wedges", lockedPath] {
            let run = FaultCommand(["slice", sheet, "-o", output])
            #expect(run.status == .cannotCreate, "\(output): \(run.errors)")
            // The folder that exists is written into; a new one is created.
            #expect(
                run.errors.hasPrefix(
                    output == lockedPath ? "error: cannot write into " : "error: cannot create "))
            #expect(run.errors.contains(lockedPath))
            #expect(run.errors.hasSuffix(": Read-only file system. Choose a folder you can write to.\n"))
        }
        let trace = FaultCommand(["simulate", "--spins", "10", "--trace", lockedPath + "/trace.csv"])
        #expect(trace.status == .cannotCreate)
        #expect(trace.errors.contains("Read-only file system"))
        #expect(FaultTree.entries(below: lockedPath) == [])
        #expect(FaultTree.entries(below: root.path) == ["locked/", "sheet.png"])
        #expect(try FaultInputSnapshot([sheet]) == before)
    }

    @Test func anOutputPathThatIsAFileIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try Self.noisySheet(in: root)
        try root.write("keep me", to: "taken")
        let taken = root.path + "/taken"
        let before = try FaultInputSnapshot([sheet, taken])
        let asFolder = FaultCommand(["slice", sheet, "-o", taken])
        #expect(asFolder.status == .cannotCreate)
        #expect(
            asFolder.errors
                == "error: cannot write to \(taken): it is a file, not a folder. Choose another -o.\n")
        let below = FaultCommand(["slice", sheet, "-o", taken + "/wedges"])
        #expect(below.status == .cannotCreate)
        #expect(below.errors.contains("cannot create folder \(taken): it is a file; nothing was written"))
        let traceIntoFolder = FaultCommand(["simulate", "--spins", "10", "--trace", root.path])
        #expect(traceIntoFolder.status == .cannotCreate)
        #expect(traceIntoFolder.errors.contains("it is a folder"))
        // A file name ending in / names a folder: refused before any work, nothing on standard
        // output, whatever the file (the animation, the sound, a record). `.` and `..` were
        // said to end in `/.` and `/..`.
        for arguments in [
            ["render", "--frames", "1", "--format", "apng", "-o", root.path + "/new/"],
            ["render", "--frames", "1", "--format", "none", "--audio", root.path + "/new/"],
            ["simulate", "--spins", "10", "--trace", root.path + "/new/"],
            ["simulate", "--spins", "10", "--outcomes", root.path + "/new/", "--force"],
            ["simulate", "--spins", "10", "--outcomes", root.path + "/new/.", "--force"],
            ["render", "--frames", "1", "--format", "apng", "-o", root.path + "/new/.."],
            ["simulate", "--spins", "10", "--trace", "."], ["simulate", "merge", "p.json", "--report", ".."],
        ] {
            let slash = FaultCommand(arguments)
            #expect(slash.status == .cannotCreate, "\(arguments)")
            #expect(
                slash.errors.contains("a name ending in / or whose last part is . or .. names a folder"),
                "\(slash.errors)")
            #expect(slash.output == "", "\(arguments)")
        }
        #expect(FaultTree.entries(below: root.path) == ["sheet.png", "taken"])
        #expect(try FaultInputSnapshot([sheet, taken]) == before)
    }
}
