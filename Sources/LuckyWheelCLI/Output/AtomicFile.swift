import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a command writes a single output file (`--trace`, `--audio`, an animated PNG):
/// all or nothing.
///
/// The bytes go to a hidden temporary file beside the destination, which is renamed into
/// place only when all of them were written, so the destination never holds a half-written
/// file, not even while a long file streams in. An existing file is refused unless
/// `replacing`, a failure or an interruption removes the temporary file, and folders created
/// for it are removed again on failure. A device or pipe (`/dev/stdout`, `/dev/full`, a FIFO)
/// is written into as it is: it cannot hold a half-written file, and renaming a temporary
/// file over it would replace the device node itself.
enum AtomicFile {
    /// Where a file being written goes, handed to the body of ``stream(to:replacing:option:_:)``.
    /// Safe to use from any thread, one call at a time.
    final class Output: Sendable {
        private struct State {
            var descriptor: Int32
            var byteCount = 0
        }

        /// The path the user named, for messages.
        let path: String
        /// Whether the file is a device or pipe, written into directly (no ``overwrite(at:with:)``).
        let isStream: Bool
        private let state: Locked<State>

        fileprivate init(path: String, descriptor: Int32, isStream: Bool) {
            self.path = path
            self.isStream = isStream
            state = Locked(State(descriptor: descriptor))
        }

        /// Bytes appended so far.
        var byteCount: Int { state.withLock { $0.byteCount } }

        /// Appends `bytes` to the file.
        func append(_ bytes: [UInt8]) throws(CommandFailure) {
            let code = state.withLock { state -> Int32? in
                let code = bytes.withUnsafeBytes {
                    FileSystem.writeFully($0, to: state.descriptor)
                }
                if code == nil { state.byteCount += bytes.count }
                return code
            }
            if let code { throw FileSystem.failure(writing: path, code) }
        }

        /// Writes `bytes` over what was appended at `offset` (a header completed at the end).
        /// - Throws: a failure for a device or pipe, which cannot be rewritten.
        func overwrite(at offset: Int, with bytes: [UInt8]) throws(CommandFailure) {
            guard !isStream else {
                throw CommandFailure(
                    .cannotCreate,
                    "cannot finish \(path): it is a pipe or device, and the file must be rewritten "
                        + "at its start. Write to a file.")
            }
            let code = state.withLock { state -> Int32? in
                bytes.withUnsafeBytes { buffer -> Int32? in
                    var done = 0
                    while done < buffer.count, let base = buffer.baseAddress {
                        let written = pwrite(
                            state.descriptor, base + done, buffer.count - done, off_t(offset + done))
                        if written < 0 {
                            if errno == EINTR { continue }
                            return errno
                        }
                        done += written
                    }
                    return nil
                }
            }
            if let code { throw FileSystem.failure(writing: path, code) }
        }

        /// Closes the file; returns the errno of a failure (a delayed write error), or nil.
        fileprivate func close() -> Int32? {
            state.withLock { state in
                guard state.descriptor >= 0 else { return nil }
                defer { state.descriptor = -1 }
                return posixClose(state.descriptor) != 0 ? errno : nil
            }
        }
    }

    /// Writes `bytes` to `path` all or nothing (see the type). `option` is the flag that named
    /// the file, for the messages.
    static func write(_ bytes: [UInt8], to path: String, replacing: Bool, option: String)
        throws(CommandFailure)
    {
        do {
            try stream(to: path, replacing: replacing, option: option) { output in try output.append(bytes) }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(.ioError, "cannot write \(path): \(error)")
        }
    }

    /// Fails, before any work, when `path` cannot be written: a folder, or an existing file
    /// without `replacing`. Devices and pipes are fine.
    static func checkDestination(_ path: String, replacing: Bool, option: String) throws(CommandFailure) {
        guard !FileSystem.isStream(path) else { return }
        switch PathKind(of: path) {
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
    }

    /// Streams a file to `path`: `body` appends its bytes (and may rewrite a header) through
    /// the output it is given, and the file is moved into place when `body` returns. Whatever
    /// `body` throws is rethrown after the temporary file is removed.
    static func stream(
        to path: String, replacing: Bool, option: String, _ body: (Output) throws -> Void
    ) throws {
        try checkDestination(path, replacing: replacing, option: option)
        if FileSystem.isStream(path) {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileSystem.failure(creating: path, errno) }
            let output = Output(path: path, descriptor: descriptor, isStream: true)
            defer { _ = output.close() }
            try body(output)
            if let code = output.close() { throw FileSystem.failure(writing: path, code) }
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let createdFolders = folder.isEmpty ? [] : try FileSystem.makeDirectories(folder)
        let temporary = FileSystem.temporaryPath(beside: path)
        // Created and registered for cleanup in one section, so an interrupt cannot fall
        // between the two and leave the file behind.
        let (output, token) = try InterruptCleanup.shared.deferringInterrupts {
            () throws(CommandFailure) -> (Output, Int) in
            unlink(temporary)
            let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                for created in createdFolders.reversed() { rmdir(created) }
                throw FileSystem.failure(creating: path, code)
            }
            return (
                Output(path: path, descriptor: descriptor, isStream: false),
                InterruptCleanup.shared.register { unlink(temporary) }
            )
        }
        defer { InterruptCleanup.shared.remove(token) }
        do {
            try body(output)
            if let code = output.close() { throw FileSystem.failure(writing: path, code) }
            try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
                // Checked again: the file may have appeared while this one was written.
                if !replacing, PathKind(of: path) != .missing {
                    throw CommandFailure(
                        .cannotCreate,
                        "\(path) appeared while it was written; nothing was replaced. "
                            + "Use --force to replace it.")
                }
                guard rename(temporary, path) == 0 else { throw FileSystem.failure(creating: path, errno) }
            }
        } catch {
            _ = output.close()
            unlink(temporary)
            for created in createdFolders.reversed() { rmdir(created) }
            throw error
        }
    }
}
