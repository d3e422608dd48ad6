import Foundation
import TestSupport
import Testing
import WheelSupport

@testable import LuckyWheelCLI

@Suite struct StagedOutputTests {
    /// mkdtemp makes the staging folder 0700; renamed into place, the user's new folder must
    /// have the mode mkdir gives (`0777 & ~umask`), and so must its subfolders and the
    /// parents made for it. The umask is the process's, so the cases run one at a time.
    @Test(
        .serialized,
        arguments: [
            (umask: mode_t(0o022), expected: mode_t(0o755)), (umask: 0o027, expected: 0o750),
            (umask: 0o002, expected: 0o775),
        ])
    func aNewFolderGetsTheModeMkdirGives(umask mask: mode_t, expected: mode_t) throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let previous = umask(mask)
        defer { umask(previous) }
        let output = try StagedOutput(destination: root.path + "/new/out", force: false)
        try output.write(Array("a".utf8), to: "sub/a.txt")
        try output.commit()
        for folder in ["/new", "/new/out", "/new/out/sub"] {
            var info = stat()
            try #require(stat(root.path + folder, &info) == 0)
            #expect(info.st_mode & 0o777 == expected, "\(folder)")
        }
        #expect(root.listing() == ["new/out/sub/a.txt"])
    }

    @Test func newFolderAppearsOnlyOnCommit() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let output = try StagedOutput(destination: root.path + "/out", force: false)
        try output.write(Array("a".utf8), to: "a.txt")
        try output.write(Array("b".utf8), to: "sub/b.txt")
        #expect(PathKind(of: root.path + "/out") == .missing)
        try output.commit()
        #expect(root.listing() == ["out/a.txt", "out/sub/b.txt"])
    }

    @Test func existingFilesAreRefusedBeforeAnyWork() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        try root.write("old", to: "out/a.txt")
        let output = try StagedOutput(destination: root.path + "/out", force: false)
        #expect(throws: CommandFailure.self) { try output.checkConflicts(["a.txt", "b.txt"]) }
        output.discard()
        #expect(root.listing() == ["out/a.txt"])
        #expect(try root.read("out/a.txt") == "old")
    }

    @Test func forceReplacesAndKeepsUnrelatedFiles() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        try root.write("old", to: "out/a.txt")
        try root.write("mine", to: "out/notes.txt")
        let output = try StagedOutput(destination: root.path + "/out", force: true)
        try output.checkConflicts(["a.txt"])
        try output.write(Array("new".utf8), to: "a.txt")
        try output.commit()
        #expect(root.listing() == ["out/a.txt", "out/notes.txt"])
        #expect(try root.read("out/a.txt") == "new")
        #expect(try root.read("out/notes.txt") == "mine")
    }

    @Test func aConflictAppearingDuringTheRunLeavesTheFolderUntouched() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/out", withIntermediateDirectories: false)
        let output = try StagedOutput(destination: root.path + "/out", force: false)
        try output.write(Array("1".utf8), to: "a.txt")
        try output.write(Array("2".utf8), to: "b.txt")
        try root.write("someone else's", to: "out/b.txt")
        // Told as a file that appeared (another run's), not as one that was there: that was
        // checked before any work, and "already exists" read as a missing --force.
        #expect(
            throws: CommandFailure(
                .cannotCreate,
                "\(root.path)/out/b.txt appeared while the files were written; nothing was written. Use --force "
                    + "to replace, or choose another -o.")
        ) { try output.commit() }
        #expect(root.listing() == ["out/b.txt"])
        #expect(try root.read("out/b.txt") == "someone else's")
    }

    /// A folder another run holds (moving its own files in, or a render writing its frames) is
    /// refused before any work, and at the commit when the other run took it meanwhile: two
    /// `slice --force` into one folder at once left it holding some of each run's files.
    @Test func aFolderAnotherRunHoldsIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let destination = root.path + "/out"
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: false)
        try root.write("earlier", to: "out/a.txt")
        let refusal = CommandFailure(
            .cannotCreate,
            "\(destination) is being written by another luckywheel run; nothing was written. Wait for it to "
                + "finish, or choose another -o.")
        // Another run's hold: a lock of its own on the folder.
        guard case .held(let other) = FileSystem.hold(destination) else {
            Issue.record("the folder cannot be locked here")
            return
        }
        #expect(throws: refusal) { try StagedOutput(destination: destination, force: true) }
        // Given by a link to it too (the check did not follow links).
        try #require(symlink("out", root.path + "/link") == 0)
        #expect(throws: FileSystem.heldByAnotherRun(root.path + "/link", choice: "another -o")) {
            try StagedOutput(destination: root.path + "/link", force: true)
        }
        FileSystem.letGo(other)
        let output = try StagedOutput(destination: destination, force: true)
        try output.write(Array("1".utf8), to: "a.txt")
        try output.write(Array("2".utf8), to: "b.txt")
        guard case .held(let meanwhile) = FileSystem.hold(destination) else {
            Issue.record("the folder cannot be locked here")
            return
        }
        #expect(throws: refusal) { try output.commit() }
        FileSystem.letGo(meanwhile)
        #expect(root.listing().filter { $0.hasPrefix("out/") } == ["out/a.txt"])
        #expect(try root.read("out/a.txt") == "earlier")
    }

    /// Another run asking whether a folder is held takes a share of its lock for a moment: a
    /// run locking the folder then waits that moment out, instead of taking the folder for
    /// another run's (a render was refused, a staging folder left unheld).
    @Test func aMomentsShareOfTheLockIsWaitedOut() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0 && flock(descriptor, LOCK_SH) == 0)
        // A thread of its own: the shared pool is busy with other tests.
        Thread.detachNewThread {
            usleep(5_000)
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        guard case .held(let held) = FileSystem.hold(root.path) else {
            Issue.record("a share held for 5 ms made the folder another run's")
            return
        }
        FileSystem.letGo(held)
    }

    /// Runs `chattr` with `arguments`; whether it succeeded (it needs root and a file system
    /// that keeps the attribute).
    static func chattr(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static let canMakeAppendOnly: Bool = {
        guard let folder = try? TemporaryFolder("chattr-probe") else { return false }
        defer {
            _ = chattr(["-a", folder.path])
            folder.remove()
        }
        return chattr(["+a", folder.path])
    }()

    /// A new folder that cannot be put in place (its parent is append-only: the rename is
    /// refused) is told as the folder's failure: the files were moved one by one into a
    /// folder that did not exist, and the message named the manifest ("No such file or
    /// directory").
    @Test(.enabled(if: canMakeAppendOnly, "chattr +a needs root and a file system that keeps it"))
    func aNewFolderThatCannotBePutInPlaceIsToldAsSuch() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let parent = root.path + "/par"
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
        let output = try StagedOutput(destination: parent + "/new", force: false)
        try output.write(Array("a".utf8), to: "a.txt")
        try #require(Self.chattr(["+a", parent]))
        defer { _ = Self.chattr(["-a", parent]) }
        #expect(
            throws: CommandFailure(
                .cannotCreate,
                "cannot create \(parent)/new: Operation not permitted. Choose a folder you can write to.")
        ) { try output.commit() }
    }

    @Test func discardRemovesEverythingIncludingCreatedParents() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let output = try StagedOutput(destination: root.path + "/x/y/out", force: false)
        try output.write(Array("a".utf8), to: "a.txt")
        output.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    }

    @Test func anOutputPathThatIsAFileIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("data", to: "file")
        let error = try #require(throws: CommandFailure.self) {
            try StagedOutput(destination: root.path + "/file", force: true)
        }
        #expect(error.exitCode == .cannotCreate)
        #expect(error.message.contains("it is a file, not a folder"))
        #expect(try root.read("file") == "data")
    }

    /// Messages name the user's paths: the staging folder beside a new destination, the one
    /// inside an existing one, and a file's hidden temporary twin all stand for their targets.
    @Test(arguments: [
        ("tiny/.out.luckywheel-DEO8f5/wedge-04@2x.png", "tiny/out/wedge-04@2x.png"),
        ("/srv/out/.luckywheel-a1B2c3/sub/wedge-00.png", "/srv/out/sub/wedge-00.png"),
        ("out/.trace.csv.luckywheel-4242", "out/trace.csv"),
        (".out.luckywheel-Zz9Yy8/a.png", "out/a.png"),
        ("plain/.hidden/.luckywheel-/a.png", "plain/.hidden/.luckywheel-/a.png"),
        ("a/.x.luckywheel-b.c/d", "a/.x.luckywheel-b.c/d"),
    ])
    func messagesShowTheDestinationNotTheStagingPath(hidden: String, shown: String) {
        #expect(FileSystem.shown(hidden) == shown)
        #expect(FileSystem.failure(writing: hidden, ENOSPC).message.hasPrefix("cannot write \(shown): "))
        #expect(FileSystem.failure(creating: hidden, EACCES).message.hasPrefix("cannot create \(shown): "))
    }

    /// The staging folder beside an output named without a folder (`demo -o dd`) is named
    /// without one too, so a message names the output as the user wrote it (`dd/frames/…`,
    /// not `./dd/frames/…`); one in a folder or at the root keeps its folder.
    @Test(arguments: [("dd", "dd"), ("out/dd", "out/dd"), ("/dd", "/dd"), ("./dd", "./dd")])
    func theStagingFolderIsShownAsTheOutputAsWritten(output: String, shown: String) {
        let template = FileSystem.stagingTemplate(for: output, inside: false)
        let staging = String(template.dropLast(6)) + "Ab12Cd"
        #expect(FileSystem.shown(staging + "/frames/frame-00004.png") == shown + "/frames/frame-00004.png")
    }

    @Test func aFailedWriteNamesTheDestination() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let output = try StagedOutput(destination: root.path + "/out", force: false)
        defer { output.discard() }
        try output.write(Array("a".utf8), to: "a.txt")
        // Writing a file twice fails (EEXIST) inside the staging folder.
        let error = try #require(throws: CommandFailure.self) {
            try output.write(Array("b".utf8), to: "a.txt")
        }
        #expect(error.message.hasPrefix("cannot create \(root.path)/out/a.txt: "))
    }

    /// A symbolic link to a folder is a folder to the user (a `public` folder linked into a
    /// project): files go into the folder it points to, and the link stays.
    @Test func anOutputThatLinksToAFolderIsWrittenThrough() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try FileManager.default.createDirectory(
            atPath: root.path + "/real", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/linked", withDestinationPath: "real")
        for (destination, file) in [("/linked", "a.txt"), ("/linked/", "b.txt"), ("/linked/./new", "c.txt")] {
            let output = try StagedOutput(destination: root.path + destination, force: false)
            try output.write(Array("a".utf8), to: file)
            try output.commit()
        }
        #expect(PathKind(of: root.path + "/linked") == .other)
        #expect(root.listing() == ["real/a.txt", "real/b.txt", "real/new/c.txt"])
    }

    @Test func anOutputThatLinksToAFileIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("data", to: "file")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/linked", withDestinationPath: "file")
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/dangling", withDestinationPath: "none")
        for destination in ["/linked", "/linked/out", "/dangling", "/dangling/out"] {
            let error = try #require(throws: CommandFailure.self) {
                try StagedOutput(destination: root.path + destination, force: true)
            }
            #expect(error.exitCode == .cannotCreate)
        }
        #expect(try root.read("file") == "data")
    }

    @Test func aParentThatIsAFileIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("data", to: "file")
        let error = try #require(throws: CommandFailure.self) {
            try StagedOutput(destination: root.path + "/file/out", force: false)
        }
        #expect(error.exitCode == .cannotCreate)
        #expect(root.listing() == ["file"])
    }
}
