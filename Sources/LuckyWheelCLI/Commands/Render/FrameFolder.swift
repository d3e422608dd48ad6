import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The output folder of `render`: numbered frame files `frame-00000.EXT`, each written to a
/// hidden temporary file and renamed into place, so a frame file that exists is complete.
///
/// Frames appear as they are finished (a long render can be watched, or stopped, part-way).
/// Temporary files in flight are removed when the process is interrupted: the cleanup marks
/// the folder cancelled and unlinks them under the same lock that guards creating and
/// renaming, so no temporary file can appear after it ran.
final class FrameFolder: Sendable {
    private struct State {
        var inFlight: Set<String> = []
        var cancelled = false
        var cleanupToken: Int?
    }

    /// The folder, without a trailing slash.
    let path: String
    /// The file extension, without the dot (`png`, `txt`).
    let fileExtension: String
    private let state = Locked(State())

    /// Prepares `path` for `count` frames: refuses (before any work) a folder that already
    /// holds `frame-*.EXT` files unless `force`, and creates the folder if needed.
    init(path: String, fileExtension: String, force: Bool) throws(CommandFailure) {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
        self.fileExtension = fileExtension
        let kind = PathKind(of: path)
        switch kind {
        case .missing: _ = try FileSystem.makeDirectories(path)
        case .directory:
            let existing = Self.frameFiles(in: path, fileExtension: fileExtension)
            if !force, let first = existing.first {
                let more = existing.count > 1 ? " (and \(existing.count - 1) more)" : ""
                throw CommandFailure(
                    .cannotCreate,
                    "\(path)/\(first) already exists\(more); nothing was written. "
                        + "Use --force to replace the frames, or choose another -o.")
            }
        case .file, .other:
            let what = kind == .file ? "a file" : "a device or pipe"
            throw CommandFailure(
                .cannotCreate,
                "cannot write frames to \(path): it is \(what), not a folder. Choose another -o.")
        }
        let token = InterruptCleanup.shared.register { [weak self] in self?.cancel() }
        state.withLock { $0.cleanupToken = token }
    }

    deinit {
        if let token = state.withLock({ $0.cleanupToken }) { InterruptCleanup.shared.remove(token) }
    }

    /// Stops all writing and removes the temporary files in flight (on an interruption).
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            for file in state.inFlight { unlink(file) }
            state.inFlight.removeAll()
        }
    }

    /// `frame-00042.png`: five digits (more past 99 999).
    static func fileName(ofFrame index: Int, fileExtension: String) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + "."
            + fileExtension
    }

    /// This folder's file name of frame `index`.
    func fileName(ofFrame index: Int) -> String {
        Self.fileName(ofFrame: index, fileExtension: fileExtension)
    }

    /// Writes frame `index` (replacing an existing file of that name). Safe to call from
    /// several threads for different frames.
    func write(_ bytes: UnsafeRawBufferPointer, frame index: Int) throws(CommandFailure) {
        let name = fileName(ofFrame: index)
        let target = path + "/" + name
        let temporary = FileSystem.temporaryPath(beside: target)
        let descriptor = try state.withLock { state throws(CommandFailure) -> Int32 in
            guard !state.cancelled else { throw Self.interrupted }
            // Created under the lock, so an interruption either sees it in flight or prevents it.
            unlink(temporary)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FileSystem.failure(creating: target, errno) }
            state.inFlight.insert(temporary)
            return descriptor
        }
        do throws(CommandFailure) {
            if let code = FileSystem.writeAll(bytes, to: descriptor) {
                throw FileSystem.failure(writing: target, code)
            }
            try state.withLock { state throws(CommandFailure) in
                guard !state.cancelled else { throw Self.interrupted }
                state.inFlight.remove(temporary)
                guard rename(temporary, target) == 0 else {
                    let code = errno
                    unlink(temporary)
                    throw FileSystem.failure(creating: target, code)
                }
            }
        } catch {
            state.withLock { state in
                if state.inFlight.remove(temporary) != nil { unlink(temporary) }
            }
            throw error
        }
    }

    /// Removes `frame-*.EXT` files numbered `count` or above (left from a longer render that
    /// `--force` replaced), so the folder holds one sequence.
    func removeFrames(from count: Int) {
        for name in Self.frameFiles(in: path, fileExtension: fileExtension) {
            let number = name.dropFirst("frame-".count).dropLast(fileExtension.count + 1)
            if let index = Int(number), index >= count { unlink(path + "/" + name) }
        }
    }

    /// The names of the `frame-<digits>.EXT` files in `folder`, sorted.
    static func frameFiles(in folder: String, fileExtension: String) -> [String] {
        return (FolderListing.names(in: folder) ?? []).filter { name in
            guard name.hasPrefix("frame-"), name.hasSuffix("." + fileExtension) else { return false }
            let number = name.dropFirst("frame-".count).dropLast(fileExtension.count + 1)
            return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
        }.sorted()
    }

    private static let interrupted = CommandFailure(.ioError, "interrupted; partial frames removed")
}
