import Foundation
import TestSupport
import Testing
import WheelSupport

@testable import LuckyWheelCLI

@Suite struct StagedOutputTests {
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
        #expect(throws: CommandFailure.self) { try output.commit() }
        #expect(root.listing() == ["out/b.txt"])
        #expect(try root.read("out/b.txt") == "someone else's")
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
