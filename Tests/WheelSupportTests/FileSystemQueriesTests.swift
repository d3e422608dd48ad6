import Foundation
import TestSupport
import Testing
import WheelSupport

/// `PathKind`, `FolderListing` and `SmallFile`: the POSIX answers that replaced Foundation's
/// `FileManager` in the tool, checked against folders the tests make with Foundation.
struct FileSystemQueriesTests {
    @Test func pathKindsOfAFileAFolderAMissingPathALinkAndADevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "file.txt")
        try FileManager.default.createDirectory(
            atPath: folder.path + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/to-sub", withDestinationPath: "sub")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/dangling", withDestinationPath: "none")

        #expect(PathKind(of: folder.path + "/file.txt") == .file)
        #expect(PathKind(of: folder.path + "/sub") == .directory)
        #expect(PathKind(of: folder.path + "/none") == .missing)
        #expect(PathKind(of: "") == .missing)
        #expect(PathKind(of: "/dev/null") == .other)
        // A link is a link unless followed; a link to nothing, followed, is missing.
        #expect(PathKind(of: folder.path + "/to-sub") == .other)
        #expect(PathKind(of: folder.path + "/to-sub", followingLinks: true) == .directory)
        #expect(PathKind(of: folder.path + "/dangling") == .other)
        #expect(PathKind(of: folder.path + "/dangling", followingLinks: true) == .missing)
    }

    @Test func aListingHasEveryNameSortedWithoutDotEntries() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(FolderListing.names(in: folder.path) == [])
        let names = ["b.png", ".hidden", "A@2x.png", "a.png", "ümlaut.png", "10", "9"]
        for name in names { try folder.write(name, to: name) }
        try FileManager.default.createDirectory(
            atPath: folder.path + "/sub", withIntermediateDirectories: false)

        let listed = try #require(FolderListing.names(in: folder.path))
        // Sorted by bytes: the order does not depend on the locale or on the file system.
        #expect(listed == [".hidden", "10", "9", "A@2x.png", "a.png", "b.png", "sub", "ümlaut.png"])
        #expect(Set(listed) == Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)))
    }

    /// Names of every length, many more than one readdir buffer holds: each is read in place up
    /// to its end (the whole 256-byte d_name of the last short entry in a buffer lies past it;
    /// the AddressSanitizer run of the tests reads every one of these).
    @Test func namesOfEveryLengthAreReadWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = (1...255).flatMap { length in
            (0..<4).map { copy in String(repeating: Character(UnicodeScalar(UInt8(97 + copy))), count: length)
            }
        }
        for name in names { try folder.write("", to: name) }
        #expect(
            FolderListing.names(in: folder.path)
                == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    @Test func whatCannotBeListedIsNil() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "file.txt")
        #expect(FolderListing.names(in: folder.path + "/file.txt") == nil)
        #expect(FolderListing.names(in: folder.path + "/none") == nil)
    }

    @Test func aSmallFileIsReadWholeUpToItsLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var generator = SeededGenerator(seed: 23)
        // Longer than one read (64 KiB), so the reading loop joins its pieces.
        let bytes = (0..<150_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/data.bin"))

        #expect(try SmallFile.contents(of: folder.path + "/data.bin", limit: bytes.count) == bytes)
        #expect(throws: SmallFile.Failure.longerThan(limit: bytes.count - 1)) {
            try SmallFile.contents(of: folder.path + "/data.bin", limit: bytes.count - 1)
        }
        try folder.write("", to: "empty")
        #expect(try SmallFile.contents(of: folder.path + "/empty", limit: 0) == [])
    }

    @Test func aDeviceWithoutEndStopsAtTheLimit() {
        #expect(throws: SmallFile.Failure.longerThan(limit: 100_000)) {
            try SmallFile.contents(of: "/dev/zero", limit: 100_000)
        }
    }

    @Test func anUnreadableFileGivesTheSystemsReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: SmallFile.Failure.unreadable(reason: "No such file or directory")) {
            try SmallFile.contents(of: folder.path + "/none", limit: 10)
        }
        #expect(throws: SmallFile.Failure.unreadable(reason: "Is a directory")) {
            try SmallFile.contents(of: folder.path, limit: 10)
        }
    }
}
