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
/// for it are removed again on failure. A device or pipe (`/dev/full`, a FIFO) or one of the
/// process's descriptors (`/dev/stdout`) is written into as it is (``FileSystem/isStream(_:)``):
/// it cannot hold a half-written file, and renaming a temporary file over it would replace
/// the device node or link itself. A link to a file is followed: the file is replaced.
enum AtomicFile {
    /// Where a file being written goes, handed to the body of ``stream(to:replacing:option:console:isOutput:_:)``.
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

        /// Whether the bytes go to a terminal (`/dev/tty`, `/dev/stderr` of a shell's), where
        /// nothing else should draw meanwhile.
        var isTerminal: Bool { isStream && state.withLock { isatty($0.descriptor) == 1 } }

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
                    "cannot finish \(path): it is a pipe, a device or an open descriptor, and the file "
                        + "must be rewritten at its start. Write to a file.")
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

    /// Fails, before any work, when `path` cannot be written: a folder (or a name ending in
    /// `/` or whose last part is `.` or `..`, which only a folder has), a block device, links
    /// that loop, or an existing file without `replacing`. Character devices, pipes and
    /// descriptors are fine.
    static func checkDestination(_ path: String, replacing: Bool, option: String) throws(CommandFailure) {
        if let obstacle = PathObstacle.refusingEveryOutput(at: path) {
            throw obstacle.failure(writing: path, option: option, folder: false)
        }
        guard !FileSystem.isStream(path) else { return }
        if FileSystem.isFolderName(path) {
            throw CommandFailure(
                .cannotCreate,
                "cannot write \(path): a name ending in / or whose last part is . or .. names a folder. "
                    + "Give \(option) a file name.")
        }
        try FileSystem.checkNameFits(path)
        // The folders it goes in are made when it is written: one that cannot be is told now,
        // before any work.
        if let failure = FileSystem.folderObstacle(FileSystem.split(path).folder) { throw failure }
        // A link is what it names, as for the shell's `>`: a folder is refused, a file
        // replaced (the link stays), and one to nothing makes that file. Its target is followed
        // by name, which must be text: one that is not UTF-8 was read as another name, and the
        // file written there.
        if let link = FileSystem.linkWithoutTextTarget(path) {
            throw CommandFailure(
                .cannotCreate,
                "cannot write \(path): \(link == path ? "it" : link) is a link whose target's name is not "
                    + "UTF-8, which this tool cannot follow; nothing was written. Give \(option) another name."
            )
        }
        switch PathKind(of: path, followingLinks: true) {
        case .missing: break
        case .directory:
            throw CommandFailure(
                .cannotCreate, "cannot write \(path): it is a folder. Give \(option) a file name.")
        case .file, .other:
            guard replacing else {
                throw CommandFailure(
                    .cannotCreate,
                    "\(path) already exists; nothing was written. Use \(SharedArguments.forceName) to replace it."
                )
            }
        }
    }

    /// Streams a file to `path`: `body` appends its bytes (and may rewrite a header) through
    /// the output it is given, and the file is moved into place when `body` returns. Whatever
    /// `body` throws is rethrown after the temporary file is removed. `isOutput`: the file is
    /// the user's, not one of a folder staged for them (``StagedOutput``), which an interrupt
    /// names as written (``InterruptCleanup/recordPublished(_:)``) once in place.
    static func stream(
        to path: String, replacing: Bool, option: String, console: (any Console)? = nil,
        isOutput: Bool = true, _ body: (Output) throws -> Void
    ) throws {
        let file = try Pending(path: path, replacing: replacing, option: option, console: console)
        do {
            try body(file.output)
            try AtomicFile.publish(together: [file], areOutputs: isOutput)
        } catch {
            file.discard()
            throw error
        }
    }

    /// Moves `files` into place together, in one section an interrupt waits for: when one
    /// cannot be (a file of its name appeared, without `--force`), those moved before it are
    /// taken back, the files they replaced put back, and its failure is thrown; the files are
    /// all closed first. Every file of a command that writes several goes through here once.
    /// `last` puts the command's other output in place in the same section, after the files:
    /// its failure takes them back alike (a render's frames over an earlier render's, which
    /// cannot be taken back once moved, go last).
    /// `areOutputs` as for ``stream(to:replacing:option:console:isOutput:_:)``.
    static func publish(
        together files: [Pending], areOutputs: Bool = true, last: () throws(CommandFailure) -> Void = {}
    ) throws(CommandFailure) {
        for file in files {
            if let code = file.output.close() { throw FileSystem.failure(writing: file.output.path, code) }
        }
        try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
            var moved: [Pending] = []
            do throws(CommandFailure) {
                for file in files {
                    try file.moveIntoPlace()
                    moved.append(file)
                }
                try last()
            } catch {
                for file in moved.reversed() { file.putBack() }
                throw error
            }
            for file in files {
                file.letGo()
                if areOutputs { InterruptCleanup.shared.recordPublished(file.output.path) }
            }
        }
    }

    /// A file being written, not yet in place: for a command whose several files are all or
    /// nothing (`simulate --trace --outcomes --report`, an animated PNG and its sound), each is
    /// created before the work and all are published together when it succeeded
    /// (``publish(together:areOutputs:last:)``), or every one discarded.
    final class Pending: Sendable {
        /// A file in place while its command's others are moved: whether it replaced one, and
        /// that one under its hidden name, to be put back if another cannot follow.
        private struct Publication {
            var replaced: Bool
            var earlier: String?
        }

        /// Where the bytes go.
        let output: Output
        /// Where the file goes: the path, its links followed (``FileSystem/resolvingLinks(_:)``).
        private let destination: String
        private let replacing: Bool
        /// The hidden temporary file, nil for a device or pipe written into directly.
        private let temporary: String?
        private let createdFolders: [String]
        private let token: Int?
        private let publication = Locked<Publication?>(nil)

        /// Checks the destination (``AtomicFile/checkDestination(_:replacing:option:)``) and
        /// creates the temporary file beside it, with the folders it needs; `console` hears of
        /// the temporary files of this name a killed run left (``FileSystem/leftoverNote(in:)``).
        init(path: String, replacing: Bool, option: String, console: (any Console)? = nil)
            throws(CommandFailure)
        {
            try checkDestination(path, replacing: replacing, option: option)
            self.replacing = replacing
            if FileSystem.isStream(path) {
                let descriptor = try FileSystem.openStream(path)
                output = Output(path: path, descriptor: descriptor, isStream: true)
                (destination, temporary, createdFolders, token) = (path, nil, [], nil)
                return
            }
            let destination = FileSystem.resolvingLinks(path)
            // Two runs writing one file: the later one would fail (or, forced, replace the
            // other's) only when done; it is refused before any work.
            if FileSystem.heldTemporary(beside: destination) != nil {
                throw FileSystem.heldByAnotherRun(path, choice: "another name")
            }
            self.destination = destination
            let folder = FileSystem.split(destination).folder
            // The folders and the file are created and registered for cleanup in one section,
            // so an interrupt cannot fall between and leave them behind.
            let (temporary, descriptor, createdFolders, token) = try InterruptCleanup.shared
                .deferringInterrupts {
                    () throws(CommandFailure) -> (String, Int32, [String], Int) in
                    let created = folder.isEmpty ? [] : try FileSystem.makeDirectories(folder)
                    var token = 0
                    do throws(CommandFailure) {
                        let (temporary, descriptor) = try FileSystem.createTemporary(beside: destination) {
                            temporary in
                            token = InterruptCleanup.shared.register {
                                unlink(temporary)
                                FileSystem.noteIfLeftBehind(temporary)
                                for folder in created.reversed() { rmdir(folder) }
                            }
                        }
                        return (temporary, descriptor, created, token)
                    } catch {
                        for folder in created.reversed() { rmdir(folder) }
                        throw error
                    }
                }
            output = Output(path: path, descriptor: descriptor, isStream: false)
            (self.temporary, self.createdFolders, self.token) = (temporary, createdFolders, token)
            if let console, let note = leftoverNote { console.warn(note) }
        }

        /// What killed runs left beside the file (``FileSystem/leftoverNote(in:)``), this run's
        /// own temporary file aside; `init` tells it to the console it is given.
        var leftoverNote: String? { temporary == nil ? nil : FileSystem.leftoverNote(in: destination) }

        /// Closes the file and moves it into place (refused, without `replacing`, if a file of
        /// that name appeared meanwhile); the temporary file is left to ``discard()``.
        func publish() throws(CommandFailure) {
            try AtomicFile.publish(together: [self])
        }

        /// Moves the closed file into place, in a section ``AtomicFile/publish(together:areOutputs:last:)``
        /// holds: a file it replaces is set aside (``FileSystem/setAside(_:)``) for
        /// ``putBack()`` until ``letGo()``.
        fileprivate func moveIntoPlace() throws(CommandFailure) {
            guard let temporary else { return }
            let replaced = replacing && PathKind(of: destination) != .missing
            // Only a file is set aside: a folder put there meanwhile fails the move below.
            let earlier =
                replaced && PathKind(of: destination) == .file ? FileSystem.setAside(destination) : nil
            do throws(CommandFailure) {
                try FileSystem.publish(temporary, as: destination, replacing: replacing)
            } catch {
                if let earlier { rename(earlier, destination) }
                throw error
            }
            publication.withLock { $0 = Publication(replaced: replaced, earlier: earlier) }
            // In place: an interrupt from now on leaves the finished file and its folders.
            if let token { InterruptCleanup.shared.remove(token) }
        }

        /// Takes back a file ``moveIntoPlace()`` put in place: the file it replaced is put
        /// back, or, when it replaced none, it is removed with the folders made for it.
        fileprivate func putBack() {
            guard let published = publication.withLock({ $0.take() }) else { return }
            if let earlier = published.earlier {
                rename(earlier, destination)
            } else if !published.replaced {
                unlink(destination)
                for folder in createdFolders.reversed() { rmdir(folder) }
            }
        }

        /// Removes the file a published one replaced: the command's files are all in place.
        fileprivate func letGo() {
            guard let published = publication.withLock({ $0.take() }) else { return }
            if let earlier = published.earlier { unlink(earlier) }
        }

        /// Removes what an unpublished file left: the temporary file and the folders made for
        /// it (a folder that holds anything else stays). A published file stays in place.
        func discard() {
            _ = output.close()
            guard let temporary else { return }
            InterruptCleanup.shared.deferringInterrupts {
                unlink(temporary)
                FileSystem.noteIfLeftBehind(temporary)
                for folder in createdFolders.reversed() { rmdir(folder) }
                if let token { InterruptCleanup.shared.remove(token) }
            }
        }
    }
}
