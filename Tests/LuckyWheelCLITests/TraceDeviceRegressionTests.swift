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

    @Test func aTraceIntoDevNullSucceedsWithoutForce() {
        let run = FaultCommand(["simulate", "--spins", "10", "--trace", "/dev/null"])
        #expect(run.status == .success)
        #expect(run.errors == "")
    }
}
