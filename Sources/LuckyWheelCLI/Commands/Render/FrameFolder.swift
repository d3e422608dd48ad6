import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder of `render`: numbered frame files `frame-00000.EXT`, each written to a
/// hidden temporary file and moved into place (``FileSystem/publish(_:as:replacing:)``), so a
/// frame file that exists is complete.
///
/// Frames appear as they are finished (a long render can be watched, or stopped, part-way),
/// except over an earlier render's frames (`--force`): those stay whole until every new frame
/// is written, in a hidden folder inside (`DIR/.luckywheel-XXXXXX`), and ``finish()`` moves
/// the new ones in, so a render that fails or is interrupted leaves the earlier one as it
/// was, never a mix of the two. The folder is locked (`flock`) while a render writes into it,
/// so a second render into the same folder is refused at once instead of mixing its frames
/// with the first one's.
/// Temporary files in flight are removed when the process is interrupted: the cleanup marks
/// the folder cancelled and unlinks them under the same lock that guards creating and
/// renaming, so no temporary file can appear after it ran.
final class FrameFolder: Sendable {
    private struct State {
        var inFlight: Set<String> = []
        var cancelled = false
        var cleanupToken: Int?
        /// The folders made for the output (`mkdir -p`), outermost first.
        var createdFolders: [String] = []
        /// The frames written straight into the folder (none of an earlier render's there).
        var written: Set<Int> = []
        /// The folder, open and locked while this render writes into it (-1: not locked).
        var lock: Int32 = -1
        /// The hidden folder the frames are written to while an earlier render's stay, nil
        /// when they go straight into the folder.
        var staging: String?
        /// Removes the frames written past the first one missing, so that a failed or
        /// interrupted render leaves frames 0 to k − 1 and no gap: frames are written on
        /// several threads, out of order (a full disk left frame 1 without frame 0).
        mutating func removeFramesPastAGap(in folder: String, fileExtension: String) {
            var missing = 0
            while written.contains(missing) { missing += 1 }
            for index in written where index > missing {
                unlink(folder + "/" + FrameFolder.fileName(ofFrame: index, fileExtension: fileExtension))
            }
            written = written.filter { $0 < missing }
        }

        /// The hidden folder, open and locked while this render lives, so that another run
        /// does not call it a killed run's (``FileSystem/isHeld(_:followingLinks:)``) (-1: not locked).
        var stagingLock: Int32 = -1
    }

    /// The folder, without a trailing slash.
    let path: String
    /// The file extension, without the dot (`png`, `txt`).
    let fileExtension: String
    /// Whether existing frame files are replaced (`--force`).
    private let replacing: Bool
    private let state = Locked(State())

    /// Prepares `path` for `count` frames: refuses (before any work) a folder that already
    /// holds `frame-*.EXT` files unless `force`, and creates the folder if needed.
    init(path: String, fileExtension: String, force: Bool) throws(CommandFailure) {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
        self.fileExtension = fileExtension
        replacing = force
        // A link to a folder is a folder to the user, as for slice's -o; one to nothing is not.
        if let obstacle = PathObstacle.whereFolderGoes(path) {
            throw obstacle.failure(writing: path, option: SharedArguments.outputNames.short, folder: true)
        }
        if PathKind(of: path, followingLinks: true) != .directory {
            // Made and registered for removal in one section: no interrupt falls between (a
            // file put there since the check above fails the making).
            try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
                let created = try FileSystem.makeDirectories(path)
                // Locked before it is registered as this run's: if another run locked it
                // first, the folder is that run's and stays.
                try lock()
                state.withLock { $0.createdFolders = created }
                register()
            }
            return
        }
        try lock()
        let existing = try Self.checkFrames(in: path, fileExtension: fileExtension, force: force)
        if !existing.isEmpty {
            try stage()
            return
        }
        register()
    }

    /// The frame files already in the folder at `path` (none when there is no folder); refuses
    /// what stands where the folder goes (a file, a device), a folder where a frame file goes,
    /// and, unless `force`, any frame file: checked before any work (``RenderCommand``) and
    /// again when the folder is taken.
    @discardableResult
    static func checkFrames(in path: String, fileExtension: String, force: Bool) throws(CommandFailure)
        -> [String]
    {
        if let obstacle = PathObstacle.whereFolderGoes(path) {
            throw obstacle.failure(writing: path, option: SharedArguments.outputNames.short, folder: true)
        }
        if let failure = FileSystem.folderObstacle(path) { throw failure }
        guard PathKind(of: path, followingLinks: true) == .directory else { return [] }
        let existing = frameFiles(in: path, fileExtension: fileExtension)
        if let folder = existing.first(where: {
            PathKind(of: path + "/" + $0, followingLinks: true) == .directory
        }) {
            throw CommandFailure(
                .cannotCreate,
                "cannot write frames to \(path): \(path)/\(folder) is a folder named as a frame file, "
                    + "which a render writes or removes (past its own frames); nothing was written. Choose "
                    + "another \(SharedArguments.outputNames.short).")
        }
        if !force, let first = existing.first {
            let more = existing.count > 1 ? " (and \(existing.count - 1) more)" : ""
            throw CommandFailure(
                .cannotCreate,
                "\(path)/\(first) already exists\(more); nothing was written. "
                    + "Use \(SharedArguments.forceName) to replace the frames, or choose another \(SharedArguments.outputNames.short)."
            )
        }
        return existing
    }

    /// Opens and locks the folder; refuses one that another render holds. Where the file
    /// system cannot lock (or the folder cannot be opened for reading), the render goes on
    /// without the lock, as before.
    private func lock() throws(CommandFailure) {
        switch FileSystem.hold(path) {
        case .held(let descriptor): state.withLock { $0.lock = descriptor }
        case .heldByAnotherRun: throw FileSystem.heldByAnotherRun(path)
        case .unavailable: break
        }
    }

    /// Refuses the folder at `path` when another run holds it (``FileSystem/isHeld(_:followingLinks:)``):
    /// checked before any work (``RenderCommand``), so a second render is told that, not that
    /// the frames the first has written so far exist. Not for a folder this process holds.
    static func checkNotHeld(_ path: String) throws(CommandFailure) {
        if FileSystem.isHeld(path, followingLinks: true) { throw FileSystem.heldByAnotherRun(path) }
    }

    private func register() {
        let token = InterruptCleanup.shared.register { [weak self] in self?.cancel() }
        state.withLock { $0.cleanupToken = token }
    }

    /// Makes the hidden folder the frames go to while the earlier ones stay, and registers
    /// this render's cleanup, in one section: no interrupt falls between.
    private func stage() throws(CommandFailure) {
        try InterruptCleanup.shared.deferringInterrupts { () throws(CommandFailure) in
            var template = Array(FileSystem.stagingTemplate(for: path, inside: true).utf8CString)
            let made = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) } != nil
            }
            guard made else { throw FileSystem.failure(creating: path, errno, inside: true) }
            let staging = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            FileSystem.claimTemporary(staging)
            let hold = FileSystem.hold(staging)
            if let code = hold.lackOfDescriptors {
                rmdir(staging)
                throw FileSystem.failure(creating: path, code, inside: true)
            }
            let held: Int32
            if case .held(let descriptor) = hold { held = descriptor } else { held = -1 }
            state.withLock {
                $0.staging = staging
                $0.stagingLock = held
            }
            register()
        }
    }

    /// Whether the frames wait in a hidden folder for ``finish(frameCount:)`` to move them over
    /// an earlier render's.
    var isStaged: Bool { state.withLock { $0.staging != nil } }

    /// What a killed run left in or beside the folder (``FileSystem/leftoverNote(in:)``),
    /// this process's own temporary names passed over.
    var leftoverNote: String? { FileSystem.leftoverNote(in: path) }

    /// Ends a render of `count` frames: over an earlier render's (`--force`), moves the frames
    /// waiting in the hidden folder into place and removes the earlier frames numbered `count`
    /// or above, so the folder holds one sequence. Returns the names removed. A render into a
    /// folder that held no frames has its frames in place already, and nothing to remove.
    /// Called within the section that puts the render's files in place
    /// (``AtomicFile/publish(together:areOutputs:last:)``, the frames last), which an interrupt
    /// waits for, so it never leaves the two renders mixed.
    func finish(frameCount count: Int) throws(CommandFailure) -> [String] {
        try state.withLock { state throws(CommandFailure) -> [String] in
            guard let staging = state.staging else { return [] }
            // This render's frames, each of which must be there: one gone from the
            // hidden folder fails the moves, not leaves the earlier frame of its number.
            let names = (0..<count).map { Self.fileName(ofFrame: $0, fileExtension: fileExtension) }
            // A folder put where a frame goes meanwhile fails the render before any
            // frame moves, not half-way (a file is simply replaced).
            if let folder = names.first(where: { PathKind(of: path + "/" + $0) == .directory }) {
                throw CommandFailure(
                    .cannotCreate,
                    "cannot write \(path)/\(folder): a folder is there now; the earlier frames are "
                        + "as they were.")
            }
            // The earlier frames this render has no number for go with the same all
            // or nothing: a frame that cannot be moved aside fails the render, and every
            // earlier frame is put back.
            let stale = Self.frameFiles(in: path, fileExtension: fileExtension, from: count)
            defer {
                FileSystem.removeTree(staging)
                FileSystem.noteIfLeftBehind(staging)
                state.staging = nil
            }
            try StagedOutput.moveIntoPlace(names, from: staging, to: path, removing: stale)
            InterruptCleanup.shared.recordPublished(path)
            return stale
        }
    }

    /// A render that ends without a frame (it failed) leaves no folder it made, one that
    /// failed with frames written leaves them without a gap, and one that failed over an
    /// earlier render leaves that render as it was.
    deinit {
        if let token = state.withLock({ $0.cleanupToken }) { InterruptCleanup.shared.remove(token) }
        state.withLock { state in
            if let staging = state.staging {
                FileSystem.removeTree(staging)
                FileSystem.noteIfLeftBehind(staging)
            }
            state.removeFramesPastAGap(in: path, fileExtension: fileExtension)
            if state.written.isEmpty { for folder in state.createdFolders.reversed() { rmdir(folder) } }
            if state.lock >= 0 { FileSystem.letGo(state.lock) }
            if state.stagingLock >= 0 { FileSystem.letGo(state.stagingLock) }
        }
    }

    /// Stops all writing and removes the temporary files in flight (on an interruption), the
    /// frames waiting to replace an earlier render's, and the folders made for the frames
    /// when none was finished.
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            for file in state.inFlight { unlink(file) }
            state.inFlight.removeAll()
            if let staging = state.staging {
                FileSystem.removeTree(staging)
                FileSystem.noteIfLeftBehind(staging)
            }
            state.staging = nil
            state.removeFramesPastAGap(in: path, fileExtension: fileExtension)
            if state.written.isEmpty { for folder in state.createdFolders.reversed() { rmdir(folder) } }
            state.createdFolders = []
        }
    }

    /// What every frame file's name starts with.
    static let namePrefix = "frame-"
    /// The extension of frames written as PNG files (`render --format png`, `demo`).
    static let pngExtension = "png"
    /// The digits a frame number is padded to.
    static let numberWidth = 5

    /// `frame-00042.png`: ``numberWidth`` digits (more past 99 999).
    static func fileName(ofFrame index: Int, fileExtension: String) -> String {
        let digits = String(index)
        return namePrefix + String(repeating: "0", count: max(0, numberWidth - digits.count)) + digits + "."
            + fileExtension
    }

    /// The frames' names as ffmpeg's image sequence reads them: `frame-%05d.png`.
    static func sequencePattern(fileExtension: String) -> String {
        "\(namePrefix)%0\(numberWidth)d.\(fileExtension)"
    }

    /// This folder's file name of frame `index`.
    func fileName(ofFrame index: Int) -> String {
        Self.fileName(ofFrame: index, fileExtension: fileExtension)
    }

    /// Writes frame `index`, replacing an existing file of that name only with `force` (one
    /// that another run wrote since the folder was checked is refused). Safe to call from
    /// several threads for different frames.
    func write(_ bytes: UnsafeRawBufferPointer, frame index: Int) throws(CommandFailure) {
        let (target, temporary, descriptor) = try state.withLock {
            state throws(CommandFailure) -> (String, String, Int32) in
            guard !state.cancelled else { throw Self.interrupted }
            let target = (state.staging ?? path) + "/" + fileName(ofFrame: index)
            // Created under the lock, so an interruption either sees it in flight or prevents it.
            let (temporary, descriptor) = try FileSystem.createTemporary(beside: target) {
                state.inFlight.insert($0)
            }
            return (target, temporary, descriptor)
        }
        do throws(CommandFailure) {
            if let code = FileSystem.writeAll(bytes, to: descriptor) {
                throw FileSystem.failure(writing: target, code)
            }
            try state.withLock { state throws(CommandFailure) in
                guard !state.cancelled else { throw Self.interrupted }
                try FileSystem.publish(temporary, as: target, replacing: replacing)
                state.inFlight.remove(temporary)
                if state.staging == nil { state.written.insert(index) }
            }
        } catch {
            state.withLock { state in
                if state.inFlight.remove(temporary) != nil { unlink(temporary) }
            }
            throw error
        }
    }

    /// The names of the frame files in `folder` numbered `count` or above, sorted.
    static func frameFiles(in folder: String, fileExtension: String, from count: Int) -> [String] {
        frameFiles(in: folder, fileExtension: fileExtension).filter {
            (frameIndex(ofFileName: $0, fileExtension: fileExtension) ?? 0) >= count
        }
    }

    /// The number of a frame file's name as ``fileName(ofFrame:fileExtension:)`` writes it
    /// (`frame-00042.png`: 42), or nil for any other name: `frame-1.png`, `frame-000001.png`
    /// and numbers too large are no render's, so `--force` neither removes nor replaces them.
    static func frameIndex(ofFileName name: String, fileExtension: String) -> Int? {
        guard name.hasPrefix(namePrefix), name.hasSuffix("." + fileExtension) else { return nil }
        let number = name.dropFirst(namePrefix.count).dropLast(fileExtension.count + 1)
        guard number.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(number),
            fileName(ofFrame: index, fileExtension: fileExtension) == name
        else { return nil }
        return index
    }

    /// The names of the frame files in `folder` (``frameIndex(ofFileName:fileExtension:)``), by
    /// number (``byNumber(_:fileExtension:)``).
    static func frameFiles(in folder: String, fileExtension: String) -> [String] {
        byNumber(FolderListing.names(in: folder) ?? [], fileExtension: fileExtension)
    }

    /// The frame files' names among `names`, by number (past frame 99,999 the names are
    /// longer, and sort first as text).
    static func byNumber(_ names: [String], fileExtension: String) -> [String] {
        names.compactMap { name in
            frameIndex(ofFileName: name, fileExtension: fileExtension).map { (index: $0, name: name) }
        }.sorted { $0.index < $1.index }.map(\.name)
    }

    private static let interrupted = CommandFailure(.ioError, "interrupted; partial frames removed")
}
