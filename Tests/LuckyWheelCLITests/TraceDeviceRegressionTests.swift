import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#endif

/// `simulate --trace DEVICE --force` renamed a temporary file over the device node: as root,
/// `--trace /dev/full --force` replaced /dev/full with a regular file. The device here is a
/// copy of /dev/full (character device 1, 7) made in a temporary folder, never the real one.
@Suite struct TraceDeviceRegressionTests {
    /// `makedev(1, 7)`, /dev/full's numbers (makedev is a macro Swift does not import).
    static let fullDevice: dev_t = 1 << 8 | 7

    static let canMakeDevices: Bool = {
        guard let folder = try? TemporaryFolder("mknod-probe") else { return false }
        defer { folder.remove() }
        return mknod(folder.path + "/probe", S_IFCHR | 0o666, fullDevice) == 0
    }()

    @Test(.enabled(if: canMakeDevices, "making a device node needs root"))
    func aForcedTraceWritesIntoTheDeviceAndKeepsIt() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let device = root.path + "/full"
        try #require(mknod(device, S_IFCHR | 0o666, Self.fullDevice) == 0)
        for arguments in [[String](), ["--force"]] {
            let run = FaultCommand(["simulate", "--spins", "10", "--trace", device] + arguments)
            #expect(run.status == .ioError)
            #expect(run.errors.contains("cannot write \(device): No space left on device"))
            #expect(FileSystem.isStream(device))
            #expect(FaultTree.entries(below: root.path) == ["full"])
        }
    }

    /// `simulate merge --report /dev/stdout` puts the page alone on standard output and the
    /// summary on standard error, as simulate does (the summary was glued after `</html>`, and
    /// `--json` after it too), and refuses `--json` with it.
    @Test func aMergedReportOnStandardOutputIsAloneThere() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for (name, range) in [("a", "0..15"), ("b", "15..40")] {
            let part = try BuiltExecutable.shell(
                #""$LUCKYWHEEL" simulate --spins 40 --seed 3 --spin-range "# + range
                    + " > '\(root.path)/\(name).json'")
            try #require(part.status == 0, "\(part.errors)")
        }
        let parts = "'\(root.path)/a.json' '\(root.path)/b.json'"
        let file = FaultCommand([
            "simulate", "merge", root.path + "/a.json", root.path + "/b.json", "--report",
            root.path + "/r.html",
        ])
        try #require(file.status == .success)
        let page = try String(contentsOfFile: root.path + "/r.html", encoding: .utf8)
        let merged = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" simulate merge "# + parts + " --report /dev/stdout > '\(root.path)/o.html'")
        #expect(merged.status == 0)
        #expect(merged.errors == file.output, "\(merged.errors)")
        #expect(try String(contentsOfFile: root.path + "/o.html", encoding: .utf8) == page)
        let refused = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" simulate merge "# + parts + " --report /dev/stdout --json > '\(root.path)/j.html'"
        )
        #expect(refused.status == 64)
        #expect(
            refused.errors.hasPrefix(
                "error: --json describes the run on standard output; with --report /dev/stdout the file's content"
            ),
            "\(refused.errors)")
    }

    /// `--outcomes /dev/stdout > o.csv` was refused as an existing file (with `--force`, as
    /// root, /dev/stdout became a regular file). A name of one of the process's descriptors is
    /// written through that descriptor: the rows alone reach the file, the summary goes to
    /// standard error (it was appended to the rows); `--json` and `--spin-range`, whose
    /// documents are standard output's, are refused with it.
    @Test func anOutputNamingARedirectedDescriptorGoesIntoIt() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let plain = FaultCommand(
            ["simulate", "--spins", "40", "--seed", "3", "--outcomes", root.path + "/plain.csv"])
        try #require(plain.status == .success)
        let rows = try String(contentsOfFile: root.path + "/plain.csv", encoding: .utf8)
        let stdout = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" simulate --spins 40 --seed 3 --outcomes /dev/stdout > "#
                + "'\(root.path)/out.txt'")
        #expect(stdout.status == 0 && stdout.errors == plain.output, "\(stdout.errors)")
        #expect(try String(contentsOfFile: root.path + "/out.txt", encoding: .utf8) == rows)
        #expect(symbolicLinkTarget("/dev/stdout") != nil, "/dev/stdout is still a link")
        // A thread's name for the same descriptor.
        let thread = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" simulate --spins 40 --seed 3 --outcomes /proc/thread-self/fd/1 > "#
                + "'\(root.path)/thread.txt'")
        #expect(thread.status == 0 && thread.errors == plain.output, "\(thread.errors)")
        #expect(try String(contentsOfFile: root.path + "/thread.txt", encoding: .utf8) == rows)
        for (flags, message) in [
            (
                "--json",
                "--json describes the run on standard output; with --outcomes /dev/stdout the file's content"
            ),
            (
                "--spin-range 0..20",
                "--outcomes /dev/stdout is standard output, where --spin-range writes the part"
            ),
        ] {
            let refused = try BuiltExecutable.shell(
                #""$LUCKYWHEEL" simulate --spins 40 --outcomes /dev/stdout "# + flags
                    + " > '\(root.path)/r.txt'")
            #expect(refused.status == 64)
            #expect(refused.errors.hasPrefix("error: " + message), "\(refused.errors)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: root.path + "/r.txt")).isEmpty)
        }
        // Another descriptor, with --force: written into, never renamed over.
        let other = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" simulate --spins 40 --seed 3 --force --outcomes /dev/fd/3 3> "#
                + "'\(root.path)/three.csv'")
        #expect(other.status == 0 && other.errors == "", "\(other.errors)")
        #expect(try String(contentsOfFile: root.path + "/three.csv", encoding: .utf8) == rows)
        // One open for reading only is refused before any work.
        let input = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" simulate --spins 40 --outcomes /dev/fd/3 3< "# + "'\(root.path)/plain.csv'")
        #expect(input.status == 73)
        #expect(input.errors.contains("it names descriptor 3, which is open for reading only"))
        #expect(try String(contentsOfFile: root.path + "/plain.csv", encoding: .utf8) == rows)
    }

    /// A file output named by a link is what the link names, as for the shell's `>`: a link
    /// to a folder is refused as the folder is; with `--force` a link to a file has that file
    /// replaced and stays a link (it became the new file).
    @Test func aLinkedOutputIsWhatTheLinkNames() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/folder", withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: root.path + "/trace.csv"))
        try #require(
            symlink("folder", root.path + "/to-folder") == 0
                && symlink("trace.csv", root.path + "/to-file") == 0)
        let folder = FaultCommand([
            "simulate", "--spins", "10", "--force", "--trace", root.path + "/to-folder",
        ])
        #expect(folder.status == .cannotCreate)
        #expect(folder.errors.contains("it is a folder"))
        let refused = FaultCommand(["simulate", "--spins", "10", "--trace", root.path + "/to-file"])
        #expect(refused.status == .cannotCreate && refused.errors.contains("already exists"))
        let forced = FaultCommand(["simulate", "--spins", "10", "--force", "--trace", root.path + "/to-file"])
        #expect(forced.status == .success, "\(forced.errors)")
        #expect(symbolicLinkTarget(root.path + "/to-file") == "trace.csv")
        #expect(try String(contentsOfFile: root.path + "/trace.csv", encoding: .utf8).hasPrefix("tick,"))
        #expect(FaultTree.entries(below: root.path) == ["folder/", "to-file", "to-folder/", "trace.csv"])
    }

    /// A link whose target's name is not UTF-8 is refused before the run: its target was read
    /// with the bad byte replaced (`d\u{FFFD}/y.csv`), and the file written there, in a folder
    /// made for it, while the file the link names was left as it was.
    @Test func aLinkToANameThatIsNotUTF8IsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        // `d\xE9`: Latin-1's é, no UTF-8.
        let folder = Array(root.path.utf8) + [UInt8(ascii: "/"), UInt8(ascii: "d"), 0xE9]
        try #require(mkdir(folder.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
        let target = [UInt8(ascii: "d"), 0xE9] + Array("/y.csv".utf8)
        try #require(symlink(target.map { CChar(bitPattern: $0) } + [0], root.path + "/y.csv") == 0)
        for arguments in [[String](), ["--force"]] {
            let run = FaultCommand(
                ["simulate", "--spins", "5", "--outcomes", root.path + "/y.csv"] + arguments)
            #expect(run.status == .cannotCreate)
            #expect(
                run.errors.contains(
                    "it is a link whose target's name is not UTF-8, which this tool cannot follow"),
                "\(run.errors)")
        }
        // A link to no file yet: the animation went to `d\u{FFFD}/x.apng`, and "Wrote" said so.
        let missing = [UInt8(ascii: "d"), 0xE9] + Array("/x.apng".utf8)
        try #require(symlink(missing.map { CChar(bitPattern: $0) } + [0], root.path + "/x.apng") == 0)
        let animation = FaultCommand([
            "render", "--frames", "1", "--format", "apng", "-o", root.path + "/x.apng",
        ])
        #expect(animation.status == .cannotCreate, "\(animation.errors)")
        // Nothing made: the folder with the bad byte and the two links, nothing else.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).count == 3)
        #expect(symbolicLinkTarget(root.path + "/y.csv") == "d\u{FFFD}/y.csv")
    }

    /// A block device (a disk) is neither written into nor replaced, `--force` or not: with
    /// it, a regular file took the node's place.
    @Test(.enabled(if: canMakeDevices, "making a device node needs root"))
    func aBlockDeviceIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let device = root.path + "/disk"
        // makedev(7, 250): a loop device number, never opened here.
        try #require(mknod(device, S_IFBLK | 0o600, 7 << 8 | 250) == 0)
        for arguments in [[String](), ["--force"]] {
            let run = FaultCommand(["simulate", "--spins", "3", "--outcomes", device] + arguments)
            #expect(run.status == .cannotCreate)
            #expect(run.errors.contains("it is a block device (a disk)"), "\(run.errors)")
            #expect(FileSystem.isBlockDevice(device))
        }
    }

    /// Links that loop name no file: refused before the run (the run went on, then it was
    /// "appeared while it was written", and with `--force` a link became the file).
    @Test func linksThatLoopAreRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try #require(symlink("two", root.path + "/one") == 0 && symlink("one", root.path + "/two") == 0)
        for arguments in [[String](), ["--force"]] {
            let run = FaultCommand(
                ["simulate", "--spins", "3", "--outcomes", root.path + "/one"] + arguments)
            #expect(run.status == .cannotCreate)
            #expect(run.errors.contains("its symbolic links loop"), "\(run.errors)")
            #expect(symbolicLinkTarget(root.path + "/one") == "two")
        }
    }

    /// `/dev/fd/N` of a descriptor the process did not start with is not open, even when the
    /// tool has opened one of that number since (a temporary file of its own).
    @Test func aDescriptorNotInheritedIsNotOpen() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for number in 3...8 {
            let run = try BuiltExecutable.shell(
                #""$LUCKYWHEEL" simulate --spins 5 --trace "#
                    + "'\(root.path)/t.csv' --outcomes /dev/fd/\(number)")
            #expect(run.status == 73)
            #expect(run.errors.contains("it names descriptor \(number), which is not open"), "\(run.errors)")
        }
        #expect(FaultTree.entries(below: root.path) == [])
    }

    /// `-o -` writes the frames to standard output: a sound named after it would mix in.
    @Test func aSoundOnTheFramesStandardOutputIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let run = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" render --frames 2 --scale 1 --format rgba -o - --audio /dev/stdout > "#
                + "'\(root.path)/x'")
        #expect(run.status == 64)
        #expect(run.errors.contains("--audio /dev/stdout is standard output, where -o - writes the frames"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: root.path + "/x")).isEmpty)
        // Through another descriptor open to the same file.
        let other = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" render --frames 2 --format ascii --size 20x10 -o - --audio /dev/fd/5 > "#
                + "'\(root.path)/y' 5>&1")
        #expect(other.status == 64, "\(other.errors)")
        #expect(other.errors.contains("--audio /dev/fd/5 is standard output"))
    }

    /// An output file on standard error would take the warnings and errors into its bytes (a
    /// WAV began with "warning: --target 1 is a segment of weight 0"): refused, by name or as
    /// the file standard error goes to, before anything is written.
    @Test func anOutputOnStandardErrorIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for (command, option) in [
            ("render --format none --weights 1,0 --target 1 --audio", "--audio"),
            ("render --format apng --frames 2 --scale 1 -o", "-o"),
            ("simulate --spins 3 --trace", "--trace"), ("simulate --spins 3 --outcomes", "--outcomes"),
        ] {
            let named = try BuiltExecutable.shell(
                #""$LUCKYWHEEL" "# + command + " /dev/stderr 2> '\(root.path)/named'")
            #expect(named.status == 64, "\(command)")
            let message = try String(contentsOfFile: root.path + "/named", encoding: .utf8)
            #expect(
                message.hasPrefix(
                    "error: \(option) /dev/stderr is standard error, where warnings and errors go; "),
                "\(message)")
            let redirected = try BuiltExecutable.shell(
                #""$LUCKYWHEEL" "# + command + " '\(root.path)/log' 2> '\(root.path)/log'")
            #expect(redirected.status == 64, "\(command)")
            #expect(
                try String(contentsOfFile: root.path + "/log", encoding: .utf8).hasPrefix(
                    "error: \(option) \(root.path)/log is standard error"), "\(command)")
        }
    }

    /// `--audio /dev/stdout` puts the WAV alone on standard output: the summary (and the
    /// note of an earlier render's frames removed) went after it, and `--json`'s document too.
    @Test func aSoundOnStandardOutputStaysWhole() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let file = FaultCommand(["render", "--format", "none", "--audio", root.path + "/s.wav"])
        try #require(file.status == .success)
        let sound = try Data(contentsOf: URL(fileURLWithPath: root.path + "/s.wav"))
        let alone = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" render --format none --audio /dev/stdout > "# + "'\(root.path)/a.wav'")
        #expect(alone.status == 0, "\(alone.errors)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: root.path + "/a.wav")) == sound)
        #expect(alone.errors.hasPrefix("Wrote /dev/stdout (4.5 s, 16-bit 48 kHz mono: 46 clicks, 1 chime)"))
        let frames = ["--frames", "2", "--scale", "1", "-o", root.path + "/out", "--force"]
        let longer = FaultCommand(["render", "--frames", "3"] + frames.dropFirst(2))
        try #require(longer.status == .success)
        let beside = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" render "# + frames.map { "'\($0)'" }.joined(separator: " ")
                + " --audio /dev/stdout > '\(root.path)/b.wav'")
        #expect(beside.status == 0, "\(beside.errors)")
        let short = try Data(contentsOf: URL(fileURLWithPath: root.path + "/b.wav"))
        #expect(short.prefix(4) == Data("RIFF".utf8) && short.count == 3_244, "the 2-frame sound alone")
        #expect(beside.errors.contains("Removed 1 file of the earlier render in \(root.path)/out"))
        let json = try BuiltExecutable.shell(
            #""$LUCKYWHEEL" render --format none --json --audio /dev/stdout > "# + "'\(root.path)/c.wav'")
        #expect(json.status == 64)
        #expect(
            json.errors.hasPrefix(
                "error: --json describes the files written; with --audio /dev/stdout the sound is the output")
        )
        // Not onto a terminal, as rgba frames are not.
        let terminal = BufferConsole(terminal: true, terminalSize: (80, 24))
        let status = LuckyWheelTool.main(
            ["render", "--format", "none", "--audio", "/dev/stdout"], console: terminal)
        #expect(status == .usage)
        #expect(
            terminal.standardError.hasPrefix(
                "error: --audio /dev/stdout is a terminal; the sound is binary"))
        #expect(
            FaultTree.entries(below: root.path).sorted() == [
                "a.wav", "b.wav", "c.wav", "out/", "out/frame-00000.png", "out/frame-00001.png", "s.wav",
            ])
    }

    /// An animated PNG is the one output a descriptor cannot take (its start is rewritten once
    /// its frames are counted): `-o /dev/stdout` into a file or a pipe is refused before any
    /// frame is drawn, and the file it is redirected to stays empty (the README says so).
    @Test func anAnimatedPNGOnStandardOutputIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for redirect in ["> '\(root.path)/a.apng'", "| cat > '\(root.path)/b.apng'"] {
            let run = try BuiltExecutable.shell(
                #""$LUCKYWHEEL" render --format apng -o /dev/stdout "# + redirect)
            #expect(run.status == (redirect.hasPrefix("|") ? 0 : 73), "the pipe's status is cat's")
            #expect(
                run.errors.hasPrefix(
                    "error: cannot write an animated PNG into /dev/stdout: it is a pipe, a device or an open "
                        + "descriptor, and the file's start is rewritten when it is finished. Give -o a file name."
                ))
        }
        #expect(FaultTree.entries(below: root.path).sorted() == ["a.apng", "b.apng"])
        for name in ["a.apng", "b.apng"] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: root.path + "/" + name)).isEmpty)
        }
    }

    /// A terminal named as the sound (`--audio /dev/tty`) is refused before any work, as one
    /// on standard output is: the WAV is binary. The terminal here is a new pseudo-terminal.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "no pseudo-terminals here"))
    func aSoundOntoATerminalDeviceIsRefused() throws {
        // posix_openpt and ptsname are not imported; Linux's ioctls (TIOCSPTLCK, TIOCGPTN,
        // whose _IOW/_IOR macros are not either) unlock the terminal and give its number.
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        try #require(primary >= 0)
        defer { close(primary) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        try #require(ioctl(primary, 0x4004_5431, &unlock) == 0 && ioctl(primary, 0x8004_5430, &number) == 0)
        let name = "/dev/pts/\(number)"
        let run = FaultCommand(["render", "--format", "none", "--audio", name])
        #expect(run.status == ExitCode.usage)
        #expect(
            run.errors.hasPrefix("error: --audio \(name) is a terminal; the sound is binary"), "\(run.errors)"
        )
        #expect(run.output.isEmpty)
    }

    @Test func aTraceIntoDevNullSucceedsWithoutForce() {
        let run = FaultCommand(["simulate", "--spins", "10", "--trace", "/dev/null"])
        #expect(run.status == .success)
        #expect(run.errors == "")
    }
}
