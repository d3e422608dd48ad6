#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a command writes a single output file (`--trace`, …): all or nothing.
enum AtomicFile {
    /// Writes `bytes` to `path` all or nothing. A new file is created exclusively (an existing
    /// one is refused) and removed if writing fails or the run is interrupted; with
    /// `replacing`, the bytes go to a temporary file beside `path` that is renamed over it.
    /// A device or pipe (`/dev/stdout`, `/dev/full`, a FIFO) is written into as it is: it
    /// cannot hold a half-written file, and renaming a temporary file over it would replace
    /// the device node itself. `option` is the flag that named the file, for the messages.
    static func write(_ bytes: [UInt8], to path: String, replacing: Bool, option: String)
        throws(CommandFailure)
    {
        if FileSystem.isStream(path) {
            try FileSystem.writeStream(path, contents: bytes)
            return
        }
        switch FileSystem.kind(of: path) {
        case .missing: break
        case .directory:
            throw CommandFailure(
                .cannotCreate, "cannot write \(path): it is a folder. Give \(option) a file name.")
        case .file, .other:
            guard replacing else {
                throw CommandFailure(
                    .cannotCreate, "\(path) already exists; nothing was written. Use --force to replace it.")
            }
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let createdFolders = folder.isEmpty ? [] : try FileSystem.makeDirectories(folder)
        let destination = replacing ? FileSystem.temporaryPath(beside: path) : path
        let token = InterruptCleanup.shared.register { unlink(destination) }
        defer { InterruptCleanup.shared.remove(token) }
        do throws(CommandFailure) {
            // An interrupt waits for the file to be whole (or gone): unlinking it while it is
            // being created could leave the half that was written after the unlink.
            try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
                try FileSystem.createFile(destination, contents: bytes)
                if replacing, rename(destination, path) != 0 {
                    let code = errno
                    unlink(destination)
                    throw FileSystem.failure(creating: path, code)
                }
            }
        } catch {
            for created in createdFolders.reversed() { rmdir(created) }
            throw error
        }
    }
}
