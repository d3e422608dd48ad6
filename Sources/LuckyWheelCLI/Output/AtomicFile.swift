#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a command writes a single output file (`--trace`, `--outcomes`, `--report`):
/// all or nothing.
enum AtomicFile {
    /// Writes `bytes` to `path` all or nothing (see ``stream(to:replacing:option:_:)``).
    static func write(_ bytes: [UInt8], to path: String, replacing: Bool, option: String) throws {
        try stream(to: path, replacing: replacing, option: option) { append in
            try bytes.withUnsafeBytes { try append($0) }
        }
    }

    /// Writes what `produce` appends to `path`, all or nothing, however long it takes. A new
    /// file is created exclusively (an existing one is refused) and removed if writing fails,
    /// `produce` throws, or the run is interrupted; with `replacing`, the bytes go to a
    /// temporary file beside `path` that is renamed over it at the end. A device or pipe
    /// (`/dev/stdout`, `/dev/full`, a FIFO) is written into as it is: it cannot hold a
    /// half-written file, and renaming a temporary file over it would replace the device node
    /// itself. `option` is the flag that named the file, for the messages.
    ///
    /// - Throws: a ``CommandFailure`` naming the path when the file cannot be created or
    ///   written, or what `produce` throws.
    static func stream(
        to path: String, replacing: Bool, option: String,
        _ produce: (_ append: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        if FileSystem.isStream(path) {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileSystem.failure(creating: path, errno) }
            defer { close(descriptor) }
            try produce { bytes in
                if let code = FileSystem.writeFully(bytes, to: descriptor) {
                    throw FileSystem.failure(writing: path, code)
                }
            }
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
        // Created and registered for removal in one section, so an interrupt finds it either
        // not yet created or registered. An interrupt while bytes are written removes the file
        // under the writer, which then writes into an unlinked file: nothing is left behind.
        let (descriptor, token) = try InterruptCleanup.shared.deferringInterrupts {
            () throws(CommandFailure) -> (Int32, Int) in
            let descriptor = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FileSystem.failure(creating: destination, errno) }
            return (descriptor, InterruptCleanup.shared.register { unlink(destination) })
        }
        defer { InterruptCleanup.shared.remove(token) }
        var isOpen = true
        do {
            try produce { bytes in
                if let code = FileSystem.writeFully(bytes, to: descriptor) {
                    throw FileSystem.failure(writing: path, code)
                }
            }
            isOpen = false
            guard close(descriptor) == 0 else { throw FileSystem.failure(writing: path, errno) }
            if replacing {
                try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
                    guard rename(destination, path) == 0 else {
                        throw FileSystem.failure(creating: path, errno)
                    }
                }
            }
        } catch {
            if isOpen { close(descriptor) }
            unlink(destination)
            for created in createdFolders.reversed() { rmdir(created) }
            throw error
        }
    }
}
