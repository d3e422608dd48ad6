import TestSupport
import Testing
import WheelSupport

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A folder output (`slice`, `render`'s frames, `demo`) named by links that loop was "a
/// symbolic link to nothing", and a block device "a file" (`slice`, `demo`); the file outputs
/// already said what they are. Each command's `-o` now says it as a file output does, and so
/// does a folder made on the way (`-o loop/sub` was "a file with that name exists").
@Suite struct FolderOutputObstacleTests {
    /// The commands that write a folder, `-o` last, so the test appends the path.
    static func folderCommands(sheet: String) -> [[String]] {
        [
            ["slice", sheet, "-o"], ["render", "--frames", "2", "--scale", "1", "-o"],
            ["render", "--frames", "2", "--format", "ascii", "-o"], ["demo", "-o"],
        ]
    }

    @Test func linksThatLoopAreSaidToLoop() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let loop = root.path + "/loop"
        try #require(symlink("loop", loop) == 0)
        // The file output's words, for the same path.
        let file = FaultCommand(["render", "--frames", "2", "--format", "apng", "-o", loop])
        #expect(
            file.errors == "error: cannot write \(loop): its symbolic links loop (too many levels). Give -o "
                + "another name.\n")
        for command in Self.folderCommands(sheet: sheet) {
            let run = FaultCommand(command + [loop])
            #expect(run.status == .cannotCreate, "\(command)")
            #expect(run.errors == file.errors, "\(command)")
            let below = FaultCommand(command + [loop + "/sub"])
            #expect(below.status == .cannotCreate, "\(command)")
            #expect(
                below.errors.contains("its symbolic links loop (too many levels)"),
                "\(command): \(below.errors)")
            #expect(run.output.isEmpty && below.output.isEmpty)
        }
        #expect(symbolicLinkTarget(loop) == "loop")
        #expect(FaultTree.entries(below: root.path) == ["loop", "s.png"])
    }

    @Test(.enabled(if: TraceDeviceRegressionTests.canMakeDevices, "making a device node needs root"))
    func aBlockDeviceIsSaidToBeOne() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let device = root.path + "/disk"
        // makedev(7, 250): a loop device number, never opened here.
        try #require(mknod(device, S_IFBLK | 0o600, 7 << 8 | 250) == 0)
        for command in Self.folderCommands(sheet: sheet) {
            for arguments in [[device], [device, "--force"]] {
                let run = FaultCommand(command + arguments)
                #expect(run.status == .cannotCreate, "\(command)")
                #expect(
                    run.errors
                        == "error: cannot write \(device): it is a block device (a disk). Give -o a folder "
                        + "name.\n", "\(command)")
            }
            // A folder made on the way is not made in a disk, and the words say why.
            let below = FaultCommand(command + [device + "/sub"])
            #expect(below.status == .cannotCreate, "\(command)")
            #expect(
                below.errors
                    == "error: cannot create folder \(device): it is a block device (a disk); nothing was written.\n",
                "\(command)")
            #expect(FileSystem.isBlockDevice(device))
        }
        let file = FaultCommand(["simulate", "--spins", "3", "--trace", device + "/sub/trace.csv"])
        #expect(file.errors.contains("cannot create folder \(device): it is a block device (a disk)"))
        #expect(FaultTree.entries(below: root.path) == ["disk", "s.png"])
    }

    /// A character device (a copy of /dev/null) is a device to every folder output, as to
    /// `render`'s frames; `slice` and `demo` called it a file.
    @Test(.enabled(if: TraceDeviceRegressionTests.canMakeDevices, "making a device node needs root"))
    func aCharacterDeviceIsSaidToBeADevice() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let device = root.path + "/null"
        // makedev(1, 3): /dev/null's numbers.
        try #require(mknod(device, S_IFCHR | 0o666, 1 << 8 | 3) == 0)
        for command in Self.folderCommands(sheet: sheet) {
            let run = FaultCommand(command + [device])
            #expect(run.status == .cannotCreate, "\(command)")
            #expect(
                run.errors
                    == "error: cannot write to \(device): it is a device or pipe, not a folder. Choose "
                    + "another -o.\n", "\(command)")
        }
        #expect(FaultTree.entries(below: root.path) == ["null", "s.png"])
    }

    /// A link to nothing is one to every folder output, and a folder made on the way through
    /// one is not "a file".
    @Test func aLinkToNothingIsSaidToBeOne() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "s.png", width: 24, height: 4)
        let link = root.path + "/gone"
        try #require(symlink("nowhere", link) == 0)
        for command in Self.folderCommands(sheet: sheet) {
            let run = FaultCommand(command + [link])
            #expect(
                run.errors
                    == "error: cannot write to \(link): it is a symbolic link to nothing. Choose another -o.\n",
                "\(command)")
            let below = FaultCommand(command + [link + "/sub"])
            #expect(
                below.errors
                    == "error: cannot create folder \(link): it is a symbolic link to nothing; nothing was written.\n",
                "\(command)")
        }
        #expect(FaultTree.entries(below: root.path) == ["gone", "s.png"])
    }
}
