import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A small tmpfs mounted over a test folder: a disk that fills after a few kilobytes, or a
/// read-only folder that even root cannot write to (permission bits do not stop root).
/// Mounting needs root on Linux (CI runs as root); ``isPermitted`` says whether it works
/// here, and the tests that need it are disabled, and so reported as skipped, when not.
struct FaultMount {
    /// The mount point.
    let path: String

    /// Mounts a tmpfs of `bytes` (rounded up to whole pages by the kernel) at `path`, which
    /// must be an existing folder; with `inodes`, it holds at most that many files and
    /// folders, its root included.
    init(tmpfsAt path: String, bytes: Int, inodes: Int? = nil, readOnly: Bool = false) throws {
        #if os(Linux)
            let flags = readOnly ? UInt(MS_RDONLY) : 0
            let options = "size=\(bytes),mode=0755" + (inodes.map { ",nr_inodes=\($0)" } ?? "")
            guard mount("tmpfs", path, "tmpfs", flags, options) == 0 else {
                throw FaultSetupError("cannot mount a tmpfs at \(path): \(String(cString: strerror(errno)))")
            }
            self.path = path
        #else
            throw FaultSetupError("tmpfs fault mounts need Linux")
        #endif
    }

    /// Mounts the file `source` over the file `path` (a bind mount): `path` stays a file that
    /// reads as `source`, and cannot be replaced or removed (EBUSY) until it is unmounted.
    init(binding source: String, over path: String) throws {
        #if os(Linux)
            guard mount(source, path, nil, UInt(MS_BIND), nil) == 0 else {
                throw FaultSetupError(
                    "cannot bind \(source) over \(path): \(String(cString: strerror(errno)))")
            }
            self.path = path
        #else
            throw FaultSetupError("bind mounts need Linux")
        #endif
    }

    /// Detaches the mount (lazily, so an open file cannot keep it).
    func unmount() {
        #if os(Linux)
            umount2(path, Int32(MNT_DETACH))
        #endif
    }

    /// Whether this process may mount a tmpfs (root on Linux, or the capability).
    static let isPermitted: Bool = {
        guard let folder = try? TemporaryFolder("mount-probe") else { return false }
        defer { folder.remove() }
        guard let probe = try? FaultMount(tmpfsAt: folder.path, bytes: 4096) else { return false }
        probe.unmount()
        return true
    }()
}
