import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSupport

@testable import LuckyWheelCLI

/// `render` meeting output it cannot write: a full disk, a read-only folder, a file where the
/// folder should be, and an asset over the pixel budget. Whatever happens, every frame file
/// left behind is complete and no temporary file remains.
@Suite struct FaultRenderTests {
    /// The names in `folder` that are not complete, decodable frames.
    static func incompleteFiles(in folder: String) -> [String] {
        FaultTree.entries(below: folder).filter { name in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return true }
            return (try? PNGDecoder().decode(contentsOfFile: folder + "/" + name)) == nil
        }
    }

    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func aFullDiskStopsWithOnlyCompleteFrames() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let disk = try FaultMount(tmpfsAt: root.path, bytes: 512 * 1024)
        defer { disk.unmount() }
        // @1x frames are about 150 KB each: a few fit, the rest do not.
        let run = FaultCommand(["render", "--frames", "30", "--scale", "1", "-o", root.path + "/frames"])
        #expect(run.status == .ioError, "\(run.errors)")
        #expect(run.errors.contains("No space left on device. Free some space and retry."))
        #expect(Self.incompleteFiles(in: root.path + "/frames") == [])
        // Frames 0 to k − 1, no gap.
        let left = FaultTree.entries(below: root.path + "/frames")
        #expect(left == (0..<left.count).map { FrameFolder.fileName(ofFrame: $0, fileExtension: "png") })
    }

    /// Frames are written on several threads, out of order: a render that fails (a full disk
    /// took frame 0) leaves the frames before the first one missing, not frames past a gap; a
    /// folder left without a frame is removed, as it was made for them.
    @Test func aFailedRenderLeavesNoGapInItsFrames() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let path = root.path + "/new/frames"
        do {
            let folder = try FrameFolder(path: path, fileExtension: "png", force: false)
            for index in [0, 1, 3, 4] {
                try [UInt8(index)].withUnsafeBytes { try folder.write($0, frame: index) }
            }
        }
        #expect(
            FaultTree.entries(below: root.path) == [
                "new/", "new/frames/", "new/frames/frame-00000.png", "new/frames/frame-00001.png",
            ])
        do {
            let folder = try FrameFolder(path: root.path + "/other", fileExtension: "png", force: false)
            try [UInt8(1)].withUnsafeBytes { try folder.write($0, frame: 1) }
        }
        #expect(FaultTree.entries(below: root.path).filter { $0.hasPrefix("other") } == [])
    }

    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func aReadOnlyFolderIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let locked = try FaultMount(tmpfsAt: root.path, bytes: 64 * 1024, readOnly: true)
        defer { locked.unmount() }
        for output in [root.path, root.path + "/frames"] {
            let run = FaultCommand(["render", "--frames", "2", "--scale", "1", "-o", output])
            #expect(run.status == .cannotCreate, "\(output): \(run.errors)")
            #expect(run.errors.contains("Read-only file system"))
            #expect(FaultTree.entries(below: root.path) == [])
        }
    }

    @Test func anOutputThatIsAFileIsRefused() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("keep me", to: "taken")
        let run = FaultCommand(["render", "--frames", "2", "--scale", "1", "-o", root.path + "/taken"])
        #expect(run.status == .cannotCreate)
        #expect(run.errors.contains("it is a file, not a folder"))
        #expect(try root.read("taken") == "keep me")
    }

    @Test func anAssetOverThePixelBudgetIsRefusedBeforeRendering() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = root.path + "/LuckyAstrology.png"
        try PNGFixtures.write(try PNGFixtures.rgba(width: 480, height: 47), to: sheet)
        let run = FaultCommand([
            "render", "--frames", "2", "--scale", "1", "--assets", sheet, "--max-pixels", "10000", "-o",
            root.path + "/frames",
        ])
        #expect(run.status == .dataError, "\(run.errors)")
        #expect(run.errors.contains("over the budget of 10,000 pixels"))
        // The flag that raises it is named here too, as in info and slice.
        #expect(run.errors.hasSuffix("Use a smaller image or raise the budget with --max-pixels.\n"))
        #expect(PathKind(of: root.path + "/frames") == .missing)
    }
}
