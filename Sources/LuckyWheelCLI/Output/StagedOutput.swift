import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a set of files into an output folder all or nothing. Files go to a temporary folder
/// on the destination's file system (so moving is a rename) and are moved into place
/// by ``commit()`` only when every one was written. Existing files are replaced only with
/// `force`, and the check happens before any work. An interrupted run removes the staging
/// folder through ``InterruptCleanup``.
final class StagedOutput: Sendable {
    /// The folder the user asked for.
    let destination: String
    /// The temporary folder the files are written to.
    let staging: String
    private let force: Bool
    private let createdParents: [String]
    private let cleanupToken: Int
    private let written = Locked<[String]>([])
    /// Every file this run began to write into the staging folder (relative paths), written or
    /// not: what is removed when the folder cannot be listed (``removeStaging()``).
    private let begun = Locked<Set<String>>([])
    /// The staging folder, open and locked while this run fills it, so that another run does
    /// not call it a killed run's (``FileSystem/isHeld(_:followingLinks:)``); closed when done.
    private let hold: Locked<Int32?>

    init(destination: String, force: Bool) throws(CommandFailure) {
        var path = destination
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.destination = path
        self.force = force
        // A link to a folder is a folder to the user (a `public` folder linked into a
        // project); the files go through it and the link stays. Inputs are still told apart
        // by identity (``checkInputsAreNotReplaced(_:by:)``), which follows links too.
        if let obstacle = PathObstacle.whereFolderGoes(path) {
            throw obstacle.failure(writing: path, option: SharedArguments.outputNames.short, folder: true)
        }
        let kind = PathKind(of: path, followingLinks: true)
        if kind == .missing { try FileSystem.checkNameFits(path) }
        if kind == .directory, FileSystem.isHeld(path, followingLinks: true) {
            throw FileSystem.heldByAnotherRun(path)
        }
        let parent = FileSystem.split(path).folder
        // Staging must share the destination's file system, or moving into place fails with
        // EXDEV: an existing destination may be a mount point (a USB stick, a container's
        // bind mount), so its files are staged inside it; a new one is staged beside it.
        let stagingPattern = FileSystem.stagingTemplate(for: path, inside: kind == .directory)
        // The parents and the staging folder are created and registered for cleanup in one
        // section, so an interrupt cannot fall between and leave them behind.
        let (staging, parents, token, descriptor) = try InterruptCleanup.shared.deferringInterrupts {
            () throws(CommandFailure) -> (String, [String], Int, Int32?) in
            let parents = try FileSystem.makeDirectories(parent)
            var template = Array(stagingPattern.utf8CString)
            let made = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) } != nil
            }
            guard made else {
                let code = errno
                for folder in parents.reversed() { rmdir(folder) }
                // The folder the user named, not the hidden one: inside it when it exists.
                throw FileSystem.failure(creating: path, code, inside: kind == .directory)
            }
            let staging = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // Held at once (just made, so no other run holds it), so that another run looking
            // meanwhile does not call it a killed run's.
            var descriptor: Int32?
            let hold = FileSystem.hold(staging)
            if let code = hold.lackOfDescriptors {
                rmdir(staging)
                for folder in parents.reversed() { rmdir(folder) }
                throw FileSystem.failure(creating: path, code, inside: kind == .directory)
            }
            if case .held(let held) = hold { descriptor = held }
            FileSystem.claimTemporary(staging)
            // mkdtemp's folder is 0700 whatever the umask; renamed into place it would be the
            // user's output folder, unreadable to a web server or another user.
            FileSystem.giveNewFolderMode(staging)
            let token = InterruptCleanup.shared.register {
                FileSystem.removeTree(staging)
                FileSystem.noteIfLeftBehind(staging)
                for folder in parents.reversed() { rmdir(folder) }
            }
            return (staging, parents, token, descriptor)
        }
        self.staging = staging
        createdParents = parents
        cleanupToken = token
        hold = Locked(descriptor)
    }

    /// The warning about the temporary files and staging folders of killed runs in the
    /// destination (this process's own aside), if there are any.
    var leftoverNote: String? { FileSystem.leftoverNote(in: destination) }

    /// Fails, before any work is done (and again `atCommit`), when one of `relativePaths` exists
    /// in the destination and `force` was not given, or is a folder, or one of their folders is
    /// a file: `--force` replaces files, a folder where a file goes holds what this command never
    /// wrote, and a file where a folder goes is not one of this command's files.
    func checkConflicts(_ relativePaths: [String], atCommit: Bool = false) throws(CommandFailure) {
        if let folder = relativePaths.first(where: { PathKind(of: destination + "/" + $0) == .directory }) {
            throw CommandFailure(
                .cannotCreate,
                "\(destination)/\(folder) is a folder, where a file goes; nothing was written. "
                    + "Move it away, or choose another \(SharedArguments.outputNames.short).")
        }
        let folders = Set(
            relativePaths.flatMap { path in
                path.indices.filter { path[$0] == "/" }.map { String(path[..<$0]) }
            })
        if let file = folders.sorted().first(where: { folder in
            let path = destination + "/" + folder
            return PathKind(of: path) != .missing && PathKind(of: path, followingLinks: true) != .directory
        }) {
            throw CommandFailure(
                .cannotCreate,
                "\(destination)/\(file) is a file, where a folder goes; nothing was written. "
                    + "Move it away, or choose another \(SharedArguments.outputNames.short).")
        }
        guard !force else { return }
        let existing = relativePaths.filter { PathKind(of: destination + "/" + $0) != .missing }
        if let first = existing.first {
            let more = existing.count > 1 ? " (and \(existing.count - 1) more)" : ""
            // Checked before any work too: at the commit, a file there appeared meanwhile (another
            // run's, writing the same folder).
            throw CommandFailure(
                .cannotCreate,
                "\(destination)/\(first) \(atCommit ? "appeared while the files were written" : "already exists")"
                    + "\(more); nothing was written. Use \(SharedArguments.forceName) to replace, or choose another \(SharedArguments.outputNames.short)."
            )
        }
    }

    /// Fails when one of `relativePaths` in the destination is one of the `inputs` (a sheet
    /// sliced into its own folder with `--force`): inputs are never written.
    func checkInputsAreNotReplaced(_ inputs: [String], by relativePaths: [String]) throws(CommandFailure) {
        for path in relativePaths {
            if FileSystem.input(among: inputs, sameAs: destination + "/" + path) != nil {
                throw CommandFailure(
                    .cannotCreate,
                    "\(destination)/\(path) is an input of this command and would be replaced; "
                        + "nothing was written. Choose another \(SharedArguments.outputNames.short).")
            }
        }
    }

    /// Writes one file into the staging folder, creating its subfolders. Safe to call from
    /// several threads for different paths.
    func write(_ bytes: [UInt8], to relativePath: String) throws(CommandFailure) {
        let path = staging + "/" + relativePath
        begun.withLock { _ = $0.insert(relativePath) }
        // Not while an interrupt removes the staging folder: a file or subfolder made after
        // the removal started would keep the folder alive.
        try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
            if let slash = relativePath.lastIndex(of: "/") {
                _ = try FileSystem.makeDirectories(staging + "/" + relativePath[..<slash])
            }
            try FileSystem.createFile(path, contents: bytes)
        }
        written.withLock { $0.append(relativePath) }
    }

    /// Streams one file into the staging folder (an animated PNG written frame by frame):
    /// `body` writes it through the output it is given, as ``AtomicFile/stream(to:replacing:option:console:isOutput:_:)``.
    func stream(to relativePath: String, _ body: (AtomicFile.Output) throws -> Void) throws {
        begun.withLock { _ = $0.insert(relativePath) }
        try AtomicFile.stream(
            to: staging + "/" + relativePath, replacing: false, option: SharedArguments.outputNames.short,
            isOutput: false, body)
        written.withLock { $0.append(relativePath) }
    }

    /// Moves every written file into the destination. When the destination does not exist the
    /// staging folder is renamed in one step; otherwise files are moved one by one, replaced
    /// files are kept aside until all moves succeeded, and a failure puts everything back.
    /// `removing`: files of the destination (relative paths) to remove with the same all or
    /// nothing, such as what an earlier slice wrote that this one does not; folders they leave
    /// empty go too.
    func commit(removing stale: [String] = []) throws(CommandFailure) {
        // The folder is held while the files move: two runs moving theirs into one folder at
        // once (`slice --force` twice) left it holding some of each. One that another run holds
        // (another's moves, or a render writing its frames there) is refused. Taken before the
        // section, so that no interrupt waits on the lock.
        let hold = FileSystem.hold(destination)
        defer { if case .held(let descriptor) = hold { FileSystem.letGo(descriptor) } }
        // One section: an interrupt during the moves waits for them, so the destination ends
        // up with all of the files or none.
        try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
            defer {
                InterruptCleanup.shared.remove(cleanupToken)
                letGo()
            }
            try moveAllIntoPlace(removing: stale, heldByAnotherRun: hold.isHeldByAnotherRun)
            InterruptCleanup.shared.recordPublished(destination)
        }
    }

    private func moveAllIntoPlace(removing stale: [String], heldByAnotherRun: Bool) throws(CommandFailure) {
        if PathKind(of: destination) == .missing {
            if rename(staging, destination) == 0 { return }
            // A folder another run made there meanwhile is moved into file by file; any other
            // failure is the folder's own (an append-only parent: EPERM), not its files'.
            let code = errno
            if PathKind(of: destination) == .missing {
                removeStaging()
                throw FileSystem.failure(creating: destination, code)
            }
        }
        let files = written.withLock { $0 }.sorted()
        do throws(CommandFailure) {
            if heldByAnotherRun { throw FileSystem.heldByAnotherRun(destination) }
            try checkConflicts(files, atCommit: true)
            let written = Set(files)
            try Self.moveIntoPlace(
                files, from: staging, to: destination,
                removing: stale.filter {
                    !written.contains($0) && PathKind(of: destination + "/" + $0) == .file
                })
        } catch {
            removeStaging()
            throw error
        }
        removeStaging()
    }

    /// Removes everything written so far; the destination is untouched.
    func discard() {
        InterruptCleanup.shared.deferringInterrupts {
            removeStaging()
            for folder in createdParents.reversed() { rmdir(folder) }
            InterruptCleanup.shared.remove(cleanupToken)
            letGo()
        }
    }

    /// Removes the staging folder and what it holds. A folder that cannot be listed for want
    /// of a descriptor (`ulimit -n`: EMFILE, the error that ended the run; it was left behind,
    /// hidden, with its folders) is emptied by name: the files this run began to write and the
    /// folders on their way, deepest first, then the folder itself. A freed descriptor is no
    /// help: another thread of the runtime may take it first.
    private func removeStaging() {
        FileSystem.removeTree(staging)
        guard PathKind(of: staging) != .missing else { return }
        letGo()
        var folders = Set<String>()
        for file in begun.withLock({ $0 }) {
            unlink(staging + "/" + file)
            var path = Substring(file)
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                folders.insert(String(path))
            }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(staging + "/" + folder) }
        rmdir(staging)
        // Anything else in it (a file set aside to be replaced, while no descriptor is left).
        FileSystem.removeTree(staging)
        FileSystem.noteIfLeftBehind(staging)
    }

    /// Ends the staging folder's ``hold``, once (``FileSystem/letGo(_:)``).
    private func letGo() {
        if let descriptor = hold.withLock({ held in
            defer { held = nil }
            return held
        }) {
            FileSystem.letGo(descriptor)
        }
    }

    /// Moves `files` (relative paths) from `staging` into `destination`, and removes `stale`
    /// files of the destination, all or nothing: every file replaced or removed is kept aside in
    /// `staging` until all moves succeeded, and a failure puts everything back. The one way
    /// every command moves a folder's files into place (``FrameFolder`` too).
    static func moveIntoPlace(
        _ files: [String], from staging: String, to destination: String, removing stale: [String]
    ) throws(CommandFailure) {
        let backup = staging + "/.replaced"
        var moved: [String] = []
        var replaced: [String] = []
        var createdFolders: [String] = []
        func undo() {
            for file in moved { unlink(destination + "/" + file) }
            for file in replaced { rename(backup + "/" + file, destination + "/" + file) }
            for folder in createdFolders.reversed() { rmdir(folder) }
        }
        /// Moves the destination's `file` aside, to be put back by `undo()` or removed with
        /// the staging folder.
        func setAside(_ file: String) throws(CommandFailure) {
            let target = destination + "/" + file
            // The folders it waits in, inside the staging folder: a failure to make one (no
            // inode left) is one to replace the file, named as the user named it (it was
            // `DIR/.replaced`, a path that never was).
            var folders = [backup]
            for component in file.split(separator: "/").dropLast() {
                folders.append(folders[folders.count - 1] + "/" + component)
            }
            for folder in folders {
                guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
                    throw FileSystem.failure(replacing: target, errno)
                }
            }
            guard rename(target, backup + "/" + file) == 0 else {
                throw FileSystem.failure(replacing: target, errno)
            }
            replaced.append(file)
        }
        do throws(CommandFailure) {
            for file in stale { try setAside(file) }
            for file in files {
                let target = destination + "/" + file
                if let slash = file.lastIndex(of: "/") {
                    createdFolders += try FileSystem.makeDirectories(destination + "/" + file[..<slash])
                }
                if PathKind(of: target) != .missing {
                    FileSystem.keepPermissions(of: target, on: staging + "/" + file)
                    try setAside(file)
                }
                guard rename(staging + "/" + file, target) == 0 else {
                    throw FileSystem.failure(creating: target, errno)
                }
                moved.append(file)
            }
        } catch {
            undo()
            throw error
        }
        // Folders the removed files leave empty (an old density, an image set), deepest first.
        var folders = Set<String>()
        for file in stale {
            var path = Substring(file)
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                folders.insert(String(path))
            }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(destination + "/" + folder) }
    }
}
