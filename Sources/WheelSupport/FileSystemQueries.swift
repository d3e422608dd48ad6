#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names.
///
/// With ``FolderListing`` and ``SmallFile``, the questions the readers of the library and the
/// command line ask of the file system, answered by POSIX calls alone: the tool links no
/// Foundation, which keeps the static executable small and its start-up short.
public enum PathKind: Sendable, Equatable {
    case missing, file, directory, other

    /// What `path` names. A symbolic link is `.other` unless `followingLinks`, when it is what
    /// it points to (`.missing` when that does not exist).
    public init(of path: String, followingLinks: Bool = false) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .file
        default: self = .other
        }
    }
}

/// A file or folder that cannot be opened because the process has no descriptor left
/// (EMFILE, ENFILE): its path is fine, and the advice is the limit's, in one wording.
public enum DescriptorShortage {
    /// What to do.
    public static let advice = "Raise the limit on open files (ulimit -n) and retry."
    /// The system's reasons for it, as `strerror` gives them.
    public static let reasons: Set<String> = [
        String(cString: strerror(EMFILE)), String(cString: strerror(ENFILE)),
    ]

    /// Whether `code` is such an error.
    public static func isShortage(_ code: Int32) -> Bool { code == EMFILE || code == ENFILE }
}

/// The entries of a folder.
public enum FolderListing {
    /// The names in `folder` other than `.` and `..`, sorted by their bytes; nil when it cannot
    /// be listed (missing, not a folder, not readable).
    public static func names(in folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        // The name is read in place, up to its NUL: an entry is only as long as its name
        // (d_reclen), so copying the whole 256-byte `d_name` reads past the last one in
        // readdir's buffer (AddressSanitizer: heap-buffer-overflow).
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(stream) {
            let name = String(
                cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// Reading a whole file that is known to be small (a manifest, a seed record, a report).
public enum SmallFile {
    /// Why ``contents(of:limit:)`` returned no bytes.
    public enum Failure: Error, Equatable, Sendable {
        /// The file cannot be opened or read (missing, a folder, no permission), with the
        /// system's reason.
        case unreadable(reason: String)
        /// The file holds more than the limit's bytes.
        case longerThan(limit: Int)
    }

    /// The bytes of the file at `path`, read to its end but never more than `limit` of them,
    /// so that a device without end (`/dev/zero`) cannot exhaust memory.
    public static func contents(of path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason: reason(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: piece[..<got])
                guard bytes.count <= limit else { throw .longerThan(limit: limit) }
            } else if got == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadable(reason: reason(errno))
            }
        }
    }

    /// The system's text for an `errno` value ("No such file or directory").
    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
