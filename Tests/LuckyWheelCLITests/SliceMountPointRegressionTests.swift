import Foundation
import TestSupport
import Testing

/// Slicing into an existing folder that is a mount point: the staging folder used to sit in
/// the parent, on another file system, and moving the wedges in failed with EXDEV (exit 73).
@Suite struct SliceMountPointRegressionTests {
    @Test(.enabled(if: FaultMount.isPermitted, "mounting a tmpfs needs root"))
    func slicesIntoAMountPoint() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet.png", width: 24, height: 4)
        let mountPath = root.path + "/volume"
        try FileManager.default.createDirectory(atPath: mountPath, withIntermediateDirectories: false)
        let volume = try FaultMount(tmpfsAt: mountPath, bytes: 1 << 20)
        defer { volume.unmount() }
        let run = FaultCommand(["slice", sheet, "-o", mountPath])
        #expect(run.status == .success, "\(run.errors)")
        let wedges = (0..<12).map { String(format: "wedge-%02d.png", $0) }
        #expect(FaultTree.entries(below: mountPath) == (["manifest.json"] + wedges).sorted())
    }
}
