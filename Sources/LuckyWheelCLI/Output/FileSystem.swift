import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin, error-reporting wrappers over the POSIX calls the output code (and the reading of
/// small inputs) needs. Each failure becomes a ``CommandFailure`` that names the path and says
/// what to do.
enum FileSystem {
    /// The device and inode of the file at `path` (following symbolic links), or nil when it
    /// does not exist; two paths with the same identity are the same file.
    static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Whether `first` and `second` name one file, existing or not: the same file when both
    /// exist, else the same place (``location(of:)``: `./x` and `x`, a link to the folder,
    /// `new/x` and `new//x` in a folder not made yet, a link to nothing and the name it holds).
    /// Names are compared byte for byte, as the file system does (`é` and `e` with a combining
    /// accent are two names).
    static func nameTheSameFile(_ first: String, _ second: String) -> Bool {
        if first.utf8.elementsEqual(second.utf8) { return true }
        if let one = identity(of: first), let other = identity(of: second) { return one == other }
        guard let one = location(of: first), let other = location(of: second) else { return false }
        return one == other
    }

    /// Whether `path` goes through `other` on its way, existing or not: below it (`new/s.apng`
    /// through `new`, `f/x` through a file `f`) or into it and out again (`a/../r.html`); so a
    /// file written at `other` could not be a folder `path` passes.
    static func leads(_ path: String, through other: String) -> Bool {
        guard let outer = location(of: other) else { return false }
        let parts = path.split(separator: "/")
        let root = path.hasPrefix("/") ? "/" : ""
        return parts.indices.dropLast().contains { last in
            parts[last] != "." && parts[last] != ".."
                && location(of: root + parts[...last].joined(separator: "/")) == outer
        }
    }

    /// Where an output at a path is written, for comparing two outputs: the device and inode
    /// of an existing folder, and the names below it, byte for byte.
    private struct Location: Equatable {
        var device: UInt64
        var inode: UInt64
        var names: [[UInt8]]
    }

    /// Where `path` leads once the folders an output makes for it exist: its links followed
    /// (``resolvingLinks(_:)``, as the file is written where a link names), then the identity
    /// of the deepest part of it that exists now and the names below that, with `.` and empty
    /// parts dropped and a name undone by a `..` after it (the folder it names is made as a
    /// plain folder, no link); the whole path's identity, no names, when that exists. Nil for a
    /// `..` above the existing part, which is left to the file system to refuse.
    private static func location(of path: String) -> Location? {
        let path = resolvingLinks(path)
        let parts = path.split(separator: "/")
        let root = path.hasPrefix("/") ? "/" : "."
        func prefix(_ count: Int) -> String {
            count == 0 ? root : (root == "/" ? "/" : "") + parts[..<count].joined(separator: "/")
        }
        var existing = parts.count
        var folder = identity(of: prefix(existing))
        while folder == nil, existing > 0 {
            existing -= 1
            folder = identity(of: prefix(existing))
        }
        guard let folder else { return nil }
        var names: [Substring] = []
        for part in parts[existing...] where part != "." {
            if part != ".." {
                names.append(part)
            } else if names.popLast() == nil {
                return nil
            }
        }
        // `d/new/../x` is `d/x`, which may exist.
        if !names.isEmpty,
            let whole = identity(of: prefix(existing) + "/" + names.joined(separator: "/"))
        {
            return Location(device: whole.device, inode: whole.inode, names: [])
        }
        return Location(device: folder.device, inode: folder.inode, names: names.map { Array($0.utf8) })
    }

    /// Whether `path` is a name only a folder has: ending in `/`, or whose last part is `.`
    /// or `..`.
    static func isFolderName(_ path: String) -> Bool {
        let last = path.split(separator: "/").last
        return path.hasSuffix("/") || last == "." || last == ".."
    }

    /// Whether `path` names a folder: one that exists (a link to one included), or a name
    /// only a folder has (``isFolderName(_:)``).
    static func namesFolder(_ path: String) -> Bool {
        isFolderName(path) || PathKind(of: path, followingLinks: true) == .directory
    }

    /// The first of `inputs` that is the file at `path` (``nameTheSameFile(_:_:)``), or nil: so
    /// that an output never replaces an input.
    static func input(among inputs: [String], sameAs path: String) -> String? {
        inputs.first { nameTheSameFile($0, path) }
    }

    /// The first of `paths` that names the same file as one before it, with its index and that
    /// earlier path, or nil when each names its own.
    private static func repeated(in paths: [String]) -> (index: Int, earlier: String)? {
        for index in paths.indices {
            if let earlier = input(among: Array(paths[..<index]), sameAs: paths[index]) {
                return (index, earlier)
            }
        }
        return nil
    }

    /// The message for the first of `paths`, inputs each a `what` (`part`, `sheet`), that
    /// names a file an earlier one names (``repeated(in:)``): `b is given twice (also as a);
    /// give each part once`; nil when there is none.
    static func givenTwice(in paths: [String], each what: String) -> String? {
        guard let (index, earlier) = repeated(in: paths) else { return nil }
        let also = earlier == paths[index] ? "" : " (also as \(earlier))"
        return "\(paths[index]) is given twice\(also); give each \(what) once"
    }

    /// Creates a new file (never replacing one) holding `bytes`; see the buffer variant.
    static func createFile(_ path: String, contents bytes: [UInt8]) throws(CommandFailure) {
        // withUnsafeBytes does not carry a typed error through, so the failure is returned.
        let failure = bytes.withUnsafeBytes { buffer -> CommandFailure? in
            do throws(CommandFailure) {
                try createFile(path, contents: buffer)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Creates a new file (never replacing one) and writes all of `bytes`. On failure the
    /// partial file is removed.
    static func createFile(_ path: String, contents bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(creating: path, errno) }
        if let code = writeAll(bytes, to: descriptor) {
            unlink(path)
            throw failure(writing: path, code)
        }
    }

    /// Whether `path` is something to write into, never to replace: one of this process's open
    /// descriptors (``descriptor(namedBy:)``: `/dev/stdout` whatever it was redirected to), or
    /// (following symbolic links) a character device, a pipe or a socket (`/dev/null`, a FIFO).
    static func isStream(_ path: String) -> Bool {
        if descriptor(namedBy: path) != nil { return true }
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK
    }

    /// Whether `path` (following symbolic links) is a block device, a disk: no output of this
    /// tool goes there, neither written into nor replaced.
    static func isBlockDevice(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFBLK
    }

    /// Whether the symbolic links of `path` loop (`ELOOP`): it names nothing a file could be
    /// written to, and replacing it would replace one of the links.
    static func linksLoop(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && errno == ELOOP
    }

    /// The number of this process's descriptor that `path` names through its links, or nil:
    /// `/dev/stdout`, `/dev/fd/3`, `/proc/self/fd/1`, the names a shell's redirections go by.
    /// Such a name is written through the descriptor (``openStream(_:)``), whatever it is open
    /// to: opened anew, a redirected file would start over at its first byte, under the
    /// summary written to standard output; replaced, a link in /dev would become a file.
    static func descriptor(namedBy path: String) -> Int32? {
        // The process's descriptors (/proc/self/fd) or a thread's (/proc/thread-self/fd), which
        // are the same table.
        let process = "/proc/\(getpid())"
        func isOwnFolder(_ folder: String) -> Bool {
            guard let real = realPath(folder.isEmpty ? "/" : folder) else { return false }
            if real == process + "/fd" { return true }
            let parts = real.split(separator: "/")
            return parts.count == 5 && "/" + parts[0...1].joined(separator: "/") == process
                && parts[2] == "task"
                && parts[4] == "fd"
        }
        for current in linkChain(from: path).paths {
            let (folder, name) = split(current)
            if let number = Int32(name), name.allSatisfy({ $0.isASCII && $0.isNumber }), isOwnFolder(folder) {
                return number
            }
        }
        return nil
    }

    /// Why `path`, given as an input file, names none, or nil when it may name one
    /// (``Command/checkFileInput(_:option:)``, and `--seed-file`, read outside validation): `-`
    /// would be standard input, which is not read; an empty name is a variable left unset
    /// (`--seed-file "$SEED"`), which said "cannot read : No such file or directory".
    static func inputNameRefusal(_ path: String, option: String?) -> String? {
        let named = option.map { "\($0) " } ?? ""
        if path == "-" {
            return named
                + "- would be standard input, which is not read; give a file name (./- for one named -)"
        }
        if path.isEmpty { return "an empty \(named)file name (an unset variable?); give a file name" }
        return nil
    }

    /// Whether `path` is a terminal: a descriptor of the process open to one (`/dev/stdout` of
    /// a shell's), or a terminal device (`/dev/tty`), asked without waiting or taking it as
    /// the process's controlling terminal.
    static func isTerminal(_ path: String) -> Bool {
        if let number = descriptor(namedBy: path) { return isatty(number) == 1 }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return false }
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { _ = posixClose(descriptor) }
        return isatty(descriptor) == 1
    }

    /// Whether `path` is where standard output goes: descriptor 1 by name (`/dev/stdout`), or
    /// the file or pipe it was redirected to, by name or through another descriptor
    /// (`/dev/fd/5` after `5>&1`); a device such as /dev/null can take both.
    static func namesStandardOutput(_ path: String) -> Bool { names(path, descriptor: STDOUT_FILENO) }

    /// Whether `path` is where standard error goes, as ``namesStandardOutput(_:)`` tells for
    /// standard output.
    static func namesStandardError(_ path: String) -> Bool { names(path, descriptor: STDERR_FILENO) }

    /// Whether `path` is where the descriptor `standard` goes: it by name, or the file or pipe
    /// it was redirected to (not a device, which can take both).
    private static func names(_ path: String, descriptor standard: Int32) -> Bool {
        let number = descriptor(namedBy: path)
        if number == standard { return true }
        var output = stat()
        var file = stat()
        guard fstat(standard, &output) == 0, output.st_mode & S_IFMT != S_IFCHR,
            (number.map { fstat($0, &file) } ?? stat(path, &file)) == 0
        else { return false }
        return file.st_dev == output.st_dev && file.st_ino == output.st_ino
    }

    /// Opens what ``isStream(_:)`` says is a stream for writing: a copy of the descriptor the
    /// path names, or the device or pipe opened.
    static func openStream(_ path: String) throws(CommandFailure) -> Int32 {
        guard let number = descriptor(namedBy: path) else {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(creating: path, errno) }
            return descriptor
        }
        let flags = StandardConsole.inherited(number) ? fcntl(number, F_GETFL) : -1
        guard flags >= 0, flags & O_ACCMODE != O_RDONLY else {
            throw CommandFailure(
                .cannotCreate,
                "cannot write \(path): it names descriptor \(number), which is "
                    + (flags < 0 ? "not open" : "open for reading only") + "; nothing was written.")
        }
        let copy = fcntl(number, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw failure(creating: path, errno) }
        return copy
    }

    /// `path` with the links it is followed to their end (a relative target taken from the
    /// link's folder): where a file written to `path` goes, so that it replaces the file a link
    /// names, as the shell's `>` does, and leaves the link.
    static func resolvingLinks(_ path: String) -> String {
        linkChain(from: path).paths.last ?? path
    }

    /// The path `path` resolves to, every link followed (`realpath`), or nil when a part of
    /// it is missing.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes the symbolic link at `path` holds, or nil when `path` is not a link.
    private static func linkTargetBytes(_ path: String) -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return buffer[..<count].map { UInt8(bitPattern: $0) }
    }

    /// The link, of those ``resolvingLinks(_:)`` follows from `path`, whose target is not
    /// UTF-8 (which a `String` cannot hold), or nil when every one is text.
    static func linkWithoutTextTarget(_ path: String) -> String? {
        linkChain(from: path).notText
    }

    /// The paths the links from `path` lead through, `path` first: followed one at a time, a
    /// relative target from its link's folder, as the kernel follows them (up to 40). It stops
    /// at a link whose target is not UTF-8 (`notText`), which a `String` cannot name.
    private static func linkChain(from path: String) -> (paths: [String], notText: String?) {
        var paths = [path]
        while paths.count <= 40, let current = paths.last, let bytes = linkTargetBytes(current) {
            guard let target = String(validating: bytes, as: UTF8.self) else { return (paths, current) }
            paths.append(target.hasPrefix("/") ? target : split(current).folder + "/" + target)
        }
        return (paths, nil)
    }

    /// `path` split at its last slash: the folder it is in (`.` for a bare name, empty for one
    /// in the root folder, so that `folder + "/" + name` names it) and its last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// `path` as a person writes it, read by its letters alone (no link followed): `.` parts
    /// and repeated and trailing slashes dropped (`./a//b/./` is `a/b`), `..` kept, since what
    /// it goes up from depends on links; `.` for the current folder, `/` for the root.
    static func lexicallyNormalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// What marks the tool's hidden temporary names: `.NAME.luckywheel-SUFFIX` stands for
    /// `NAME` and a folder `.luckywheel-SUFFIX` for the folder it is in (``shown(_:)``).
    static let temporaryMark = ".luckywheel-"

    /// Creates the hidden temporary file a file is written to before ``publish(_:as:replacing:)``
    /// moves it to `path`: `DIR/.NAME.luckywheel-XXXXXXXX`, on the same file system as `path`,
    /// with a random suffix and `O_EXCL`, so that no other run's file is ever opened or removed
    /// (two containers writing to one volume can have the same process id), and the
    /// permissions of the file it is to replace (``keepPermissions(of:on:)``). `prepare` runs
    /// with the file created (to register its cleanup); returns its path and descriptor.
    static func createTemporary(beside path: String, prepare: (String) -> Void = { _ in })
        throws(CommandFailure) -> (path: String, descriptor: Int32)
    {
        while true {
            let temporary = temporaryName(beside: path)
            let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                // Held while open, so another run tells it from a killed run's (``isHeld(_:followingLinks:)``);
                // a file system that cannot lock leaves it unheld, as before.
                _ = lockExclusively(descriptor)
                claimTemporary(temporary)
                keepPermissions(of: path, on: temporary)
                prepare(temporary)
                return (temporary, descriptor)
            }
            if errno != EEXIST { throw failure(creating: path, errno) }
        }
    }

    /// Gives `file`, which is to replace the file at `path`, that file's permission bits, as
    /// the shell's `>` keeps them: `--force` over a private (0600) file keeps it private. Nothing
    /// when `path` is no file (a new name).
    static func keepPermissions(of path: String, on file: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        chmod(file, info.st_mode & 0o777)
    }

    /// The names of the temporary files and staging folders this process made that may still
    /// exist: its own, never a killed run's (``leftoverNote(in:)``), wherever they are (the
    /// sound's file inside the folder the frames go to).
    private static let ownTemporaries = Locked<Set<String>>([])

    /// The temporary files and staging folders this run could not remove (an immutable folder,
    /// a file system made read-only meanwhile), to be named once the command ends
    /// (``LuckyWheelTool``): the run's own error said only what failed first.
    private static let leftBehind = Locked<[String]>([])

    /// Records `path`, this run's temporary file or staging folder, as left behind when it is
    /// still there after its removal.
    static func noteIfLeftBehind(_ path: String) {
        guard PathKind(of: path) != .missing else { return }
        leftBehind.withLock { if !$0.contains(path) { $0.append(path) } }
    }

    /// What ``noteIfLeftBehind(_:)`` recorded that is still there, once; the record is emptied.
    static func takeLeftBehind() -> [String] {
        leftBehind.withLock { paths in
            defer { paths = [] }
            return paths.filter { PathKind(of: $0) != .missing }
        }
    }

    /// Records `path`, a temporary file or staging folder just made, as this process's own
    /// (``ownTemporaries``).
    static func claimTemporary(_ path: String) {
        let name = split(path).name
        ownTemporaries.withLock { _ = $0.insert(name) }
    }

    /// `DIR/.NAME.luckywheel-XXXXXXXX` for `path` `DIR/NAME`, with a new random suffix.
    private static func temporaryName(beside path: String) -> String {
        let (folder, name) = split(path)
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        let suffix = String(
            decoding: (0..<temporarySuffixLength).map { _ in letters.randomElement(using: &generator)! },
            as: UTF8.self)
        return "\(folder)/\(temporaryPrefix(for: name))\(suffix)"
    }

    /// The most bytes a name in a folder may have (`NAME_MAX` of Linux's file systems).
    static let nameByteLimit = 255

    /// The most bytes the last name of `path` may have: the limit (`_PC_NAME_MAX`) of the
    /// deepest folder on its way that exists, ``nameByteLimit`` where none can be asked.
    static func nameLimit(for path: String) -> Int {
        var folder = split(path).folder
        while true {
            errno = 0
            let limit = pathconf(folder.isEmpty ? "/" : folder, Int32(_PC_NAME_MAX))
            if limit > 0 { return limit }
            if limit < 0, errno == 0 { return .max }
            let parent = split(folder).folder
            if parent == folder { return nameByteLimit }
            folder = parent
        }
    }

    /// Fails when the last name of `path`, an output that does not exist yet, is longer than
    /// its folder takes (``nameLimit(for:)``): it waits under a name cut short
    /// (``temporaryPrefix(for:)``), so it would be refused only once the work is done.
    static func checkNameFits(_ path: String) throws(CommandFailure) {
        let name = split(lexicallyNormalized(path)).name
        if name.utf8.count > nameLimit(for: path) { throw failure(creating: path, ENAMETOOLONG) }
    }

    /// The length of a temporary name's random suffix; `mkdtemp`'s six letters are fewer.
    private static let temporarySuffixLength = 8

    /// `.NAME.luckywheel-`, the start of every temporary name that stands for `name`: `NAME`
    /// cut short, at a letter's boundary, where the whole name would pass ``nameByteLimit``
    /// (an output named near the limit was refused as "File name too long" for its temporary
    /// name's sake), and then followed by `~` and a hash of the whole name, so that two long
    /// names alike in their first 234 bytes do not share one (a run writing one was taken for
    /// another run writing the other).
    static func temporaryPrefix(for name: String) -> String {
        let room = nameByteLimit - temporarySuffixLength - temporaryMark.utf8.count - 1
        guard name.utf8.count > room else { return ".\(name)\(temporaryMark)" }
        // FNV-1a: the same in every process, as Swift's seeded Hasher is not.
        let hash = name.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
        let digits = String(hash, radix: 16)
        let mark = "~" + String(repeating: "0", count: 8 - digits.count) + digits
        var stem = Substring(name)
        while stem.utf8.count > room - mark.utf8.count { stem.removeLast() }
        return ".\(stem)\(mark)\(temporaryMark)"
    }

    /// The file at `path` kept under a hidden temporary name beside it, so that it can be put
    /// back once another took its name: a hard link (the name keeps its file meanwhile), or,
    /// where the file system has none, the file renamed; nil when neither can be made.
    static func setAside(_ path: String) -> String? {
        while true {
            let name = temporaryName(beside: path)
            if link(path, name) == 0 { return name }
            if errno == EEXIST || PathKind(of: name) != .missing { continue }
            return rename(path, name) == 0 ? name : nil
        }
    }

    /// Moves the finished file `temporary` to `path`. Without `replacing` it takes the name only
    /// if nothing holds it, atomically: a hard link, which fails where a rename would replace (a
    /// file that appeared while this one was written, from another run), then the temporary
    /// name removed; where the file system has no hard links, a check and a rename. On failure
    /// `temporary` is left to the caller.
    static func publish(_ temporary: String, as path: String, replacing: Bool) throws(CommandFailure) {
        if !replacing {
            if link(temporary, path) == 0 {
                unlink(temporary)
                forgetTemporary(temporary)
                return
            }
            let code = errno
            guard code != EEXIST, PathKind(of: path) == .missing else {
                throw CommandFailure(
                    .cannotCreate,
                    "\(path) appeared while it was written; nothing was replaced. Use \(SharedArguments.forceName) to replace it."
                )
            }
            guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, ENOSYS, EMLINK].contains(code) else {
                throw failure(creating: path, code)
            }
        }
        guard rename(temporary, path) == 0 else {
            // A file there that cannot be replaced (immutable, a mount over it) is told as such:
            // "choose a folder you can write to" sent the user to a folder they could.
            let code = errno
            throw PathKind(of: path) == .file
                ? failure(replacing: path, code, outcome: "it is as it was") : failure(creating: path, code)
        }
        forgetTemporary(temporary)
    }

    /// Drops a published temporary file from ``ownTemporaries``: its name is gone, and a
    /// render's frames would otherwise keep one name each.
    private static func forgetTemporary(_ path: String) {
        let name = split(path).name
        ownTemporaries.withLock { _ = $0.remove(name) }
    }

    /// The `mkdtemp` template of the hidden folder a folder's files are staged in before they
    /// move to `path`: inside it when it exists (`DIR/.luckywheel-XXXXXX`, so a mount point
    /// stages on its own file system), beside it otherwise (`PARENT/.NAME.luckywheel-XXXXXX`).
    static func stagingTemplate(for path: String, inside: Bool) -> String {
        if inside { return "\(path)/\(temporaryMark)XXXXXX" }
        let (parent, name) = split(path)
        let hidden = "\(temporaryPrefix(for: name))XXXXXX"
        // Beside a name without a folder, without one (`.dd.luckywheel-…`, not `./.dd…`).
        return path.contains("/") ? "\(parent)/\(hidden)" : hidden
    }

    /// What ``hold(_:)`` made of a folder.
    enum FolderHold {
        /// Open and locked through this descriptor, until ``letGo(_:)``.
        case held(Int32)
        /// Another run holds it.
        case heldByAnotherRun
        /// It cannot be opened or locked (a file system without locks), for the reason the
        /// errno gives: as if not held.
        case unavailable(Int32)

        /// Whether another run holds it.
        var isHeldByAnotherRun: Bool {
            if case .heldByAnotherRun = self { true } else { false }
        }

        /// EMFILE or ENFILE when the folder could not be opened for want of a descriptor: a
        /// run that made it should give up at once, while it is empty, since the files it
        /// would write need descriptors too, and a staging folder cannot be listed to be
        /// removed without one (it was left behind, hidden).
        var lackOfDescriptors: Int32? {
            if case .unavailable(let code) = self, DescriptorShortage.isShortage(code) { code } else { nil }
        }
    }

    /// The folder `path` opened and locked, while a run writes into it (a render's frames
    /// folder) or fills it (a staging folder): another run then tells it from a killed run's
    /// (``isHeld(_:followingLinks:)``), and a render refuses a folder another holds.
    static func hold(_ path: String) -> FolderHold {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unavailable(errno) }
        let code = lockExclusively(descriptor)
        guard code == 0 else {
            _ = posixClose(descriptor)
            return code == EWOULDBLOCK ? .heldByAnotherRun : .unavailable(code)
        }
        return .held(descriptor)
    }

    /// Locks `descriptor` exclusively without waiting for a run that holds it; 0, or the
    /// errno (EWOULDBLOCK: another run holds it). A moment's share taken by another run's
    /// ``isHeld(_:followingLinks:)``, which asks by locking, is waited out (up to 200 ms): refused at once, a
    /// render was told its folder was another's, and a staging folder went unheld.
    private static func lockExclusively(_ descriptor: Int32) -> Int32 {
        for _ in 0..<200 {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return 0 }
            guard errno == EWOULDBLOCK else { return errno }
            usleep(1000)
        }
        return EWOULDBLOCK
    }

    /// The failure of a run that would write `path` while another run writes it; `choice` is
    /// what to choose instead: another output folder, or `another name` for a file.
    static func heldByAnotherRun(
        _ path: String, choice: String = "another \(SharedArguments.outputNames.short)"
    ) -> CommandFailure {
        CommandFailure(
            .cannotCreate,
            "\(path) is being written by another luckywheel run; nothing was written. Wait for it to "
                + "finish, or choose \(choice).")
    }

    /// Ends a ``hold(_:)``: unlocked before it is closed, since a process being started
    /// meanwhile (fork, then exec) holds a copy of the descriptor until it executes, and the
    /// lock with it.
    static func letGo(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        _ = posixClose(descriptor)
    }

    /// Whether the temporary file or folder `path` is held by the run writing it, which locks
    /// it while open (``createTemporary(beside:prepare:)``, ``hold(_:)``): a run at work, not a
    /// killed one.
    /// `followingLinks`: a link is asked about the folder it names (an output folder given by
    /// a link), not taken for no temporary (a temporary name is never a link).
    static func isHeld(_ path: String, followingLinks: Bool = false) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return false }
        defer { _ = posixClose(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// The temporary file another run is writing `path` through, if one is (``isHeld(_:followingLinks:)``).
    static func heldTemporary(beside path: String) -> String? {
        let (folder, name) = split(path)
        let prefix = temporaryPrefix(for: name)
        return othersTemporaries(in: folder).first { $0.name.hasPrefix(prefix) && $0.isHeld }?.name
    }

    /// The names in `folder` that are this tool's temporary files or staging folders (other
    /// than this process's, ``ownTemporaries``, and those a run at work holds, ``isHeld(_:followingLinks:)``):
    /// what a run killed outright (SIGKILL, a power cut) left, which no later run removes,
    /// since it may be another run's still at work.
    private static func leftovers(in folder: String) -> [String] {
        othersTemporaries(in: folder).filter { !$0.isHeld }.map(\.name)
    }

    /// The temporary names in `folder` other than this process's (``ownTemporaries``), each
    /// with whether a run at work holds it (``isHeld(_:followingLinks:)``).
    private static func othersTemporaries(in folder: String) -> [(name: String, isHeld: Bool)] {
        let temporaries = (FolderListing.names(in: folder) ?? []).filter { name in
            name.hasPrefix(".") && shown(name) != name
        }
        // The set is read under the lock, not copied out of it: a copy read after the lock is
        // let go shares its storage with the set, which another thread's insert may then change
        // in place (the copy's reference count is all that orders the two, and ThreadSanitizer
        // reported the pair as a race in an optimized build).
        let others = ownTemporaries.withLock { own in temporaries.filter { !own.contains($0) } }
        return others.map { ($0, isHeld(folder + "/" + $0)) }
    }

    /// How long ``leftoverNote(in:meanwhile:)`` waits before it looks again at what it found
    /// unheld: far longer than a run takes from making a temporary name to locking it.
    static let leftoverSettleMicroseconds: UInt32 = 100_000

    /// `out holds .luckywheel-3drhM5 (and 1 more), …` about ``leftovers(in:)``, or nil
    /// when there are none: those in `folder`, else the temporary names beside it
    /// (`PARENT/.NAME.luckywheel-…`, where a run into a new folder stages, and where a file
    /// `NAME` is written before it is moved into place).
    ///
    /// A run locks what it makes a moment after making it (`mkdtemp`, then `flock`): what is
    /// found unheld is looked at again after `meanwhile` (a pause of ``leftoverSettleMicroseconds``),
    /// and only what is still there unheld is told (a run starting beside another called the
    /// other's new staging folder a killed run's, 5 times in 20).
    static func leftoverNote(
        in folder: String, meanwhile: () -> Void = { usleep(leftoverSettleMicroseconds) }
    ) -> String? {
        let (parent, name) = split(folder)
        func found() -> (inside: [String], beside: [String]) {
            (leftovers(in: folder), leftovers(in: parent).filter { $0.hasPrefix(temporaryPrefix(for: name)) })
        }
        var (inside, beside) = found()
        if !inside.isEmpty || !beside.isEmpty {
            meanwhile()
            let again = found()
            inside = inside.filter(again.inside.contains)
            beside = beside.filter(again.beside.contains)
        }
        let (holder, names) = inside.isEmpty ? (parent, beside) : (folder, inside)
        guard let first = names.first else { return nil }
        let more = names.count > 1 ? " (and \(names.count - 1) more)" : ""
        return "\(holder) holds \(first)\(more), a temporary name of this tool that a run killed or crashed "
            + "leaves behind; remove " + (names.count > 1 ? "them" : "it")
            + " once no other luckywheel run writes there"
    }

    /// `path` as the user knows it: the hidden temporary names in it (``createTemporary(beside:prepare:)``,
    /// ``stagingTemplate(for:inside:)``) replaced by the names they will be renamed to, so that
    /// `out/.luckywheel-DEO8f5/a.png` and `.out.luckywheel-DEO8f5/a.png` are shown as
    /// `out/a.png`. Every message about a path the tool creates or writes names it this way.
    static func shown(_ path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let mapped = components.compactMap { component -> Substring? in
            guard component.hasPrefix("."), let mark = component.ranges(of: temporaryMark).last,
                !component[mark.upperBound...].isEmpty,
                component[mark.upperBound...].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return component }
            if mark.lowerBound == component.startIndex { return nil }
            let name = component[component.index(after: component.startIndex)..<mark.lowerBound]
            return name.isEmpty ? component : name
        }
        return mapped.joined(separator: "/")
    }

    /// How long a terminal that takes no byte is waited for, on a process's way out, before
    /// it counts as one that stopped reading: long enough for a reader on a loaded machine,
    /// short enough that the process is not kept long (a handler polls three times at most).
    static let stalledWriteMilliseconds: Int32 = 250

    /// Whether `descriptor` takes bytes within `milliseconds` (`poll` for POLLOUT): false for
    /// a terminal that stopped reading (a stalled ssh client, a paused tmux pane) whose
    /// buffer is full, where a write would wait for as long as it stays so. What a process
    /// writes on its way out is written only when this holds, so nothing keeps it from ending.
    /// (While another thread's write to it is under way, the poll waits for that write.)
    static func acceptsWrite(_ descriptor: Int32, within milliseconds: Int32 = stalledWriteMilliseconds)
        -> Bool
    {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&entry, 1, milliseconds) == 1 && entry.revents & Int16(POLLOUT) != 0
    }

    /// Runs `attempt` every 10 ms, for up to half a second, until it succeeds: it takes the
    /// lock a frame's writer holds while it writes, once the writer was told to begin no other
    /// frame (a writer drawing frames back to back held it all but a moment between two, and
    /// the colours were reset mid-frame). The frame under way is finished first, unless the
    /// terminal takes it no faster: one that stopped reading, whose write may never end.
    /// Whether `attempt` succeeded.
    static func awaitWriter(_ attempt: () -> Bool) -> Bool {
        for _ in 0..<50 {
            if attempt() { return true }
            usleep(10_000)
        }
        return false
    }

    /// Writes every byte (``writeFully(_:to:)``) and closes `descriptor`; returns the errno of
    /// a failure, or nil.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        if let code = writeFully(bytes, to: descriptor) {
            close(descriptor)
            return code
        }
        return close(descriptor) != 0 ? errno : nil
    }

    /// Writes every byte to `descriptor`, retrying short and interrupted writes, and leaves it
    /// open: the one write loop of the tool. Returns the errno of a failure, or nil.
    static func writeFully(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var address = bytes.baseAddress
        var remaining = bytes.count
        while remaining > 0, let start = address {
            let written = posixWrite(descriptor, start, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            address = start + written
            remaining -= written
        }
        return nil
    }

    /// The bytes of the small file at `path`, a `kind` of file (a seed record, a part of a
    /// simulation), read to its end but never more than `limit` bytes
    /// (``SmallFile/contents(of:limit:)``).
    /// - Throws: a failure exiting 66 when the file cannot be opened or read (a folder named
    ///   as one), 65 when it is longer than `limit` bytes, told as the most a `kind` may be.
    static func readFile(_ path: String, limit: Int, kind: String) throws(CommandFailure) -> [UInt8] {
        // Named as what it is, as `info` names a folder given for a PNG (the system said "Is a
        // directory").
        if PathKind(of: path, followingLinks: true) == .directory {
            throw CommandFailure(.noInput, "\(path) is a folder, not a \(kind); give the path of a file")
        }
        do {
            return try SmallFile.contents(of: path, limit: limit)
        } catch {
            switch error {
            case .unreadable(let reason):
                let advice =
                    DescriptorShortage.reasons.contains(reason) ? ". \(DescriptorShortage.advice)" : ""
                throw CommandFailure(.noInput, "cannot read \(path): \(reason)\(advice)")
            case .longerThan(let limit):
                throw CommandFailure(
                    .dataError,
                    "\(path) is longer than \(DecimalText.grouped(limit)) bytes, more than any \(kind)")
            }
        }
    }

    /// `mkdir -p`: returns the folders it created, outermost first, so they can be removed.
    /// A symbolic link to a folder is a folder, as for `mkdir -p`.
    static func makeDirectories(_ path: String) throws(CommandFailure) -> [String] {
        var created: [String] = []
        for (prefix, spelled) in folderPrefixes(path) {
            switch PathKind(of: prefix, followingLinks: true) {
            case .directory: continue
            case .missing where PathKind(of: prefix) == .missing:
                // mkdir's own mode, as `mkdir -p` gives: the umask decides, as it does for the
                // output folder (``giveNewFolderMode(_:)``).
                if mkdir(prefix, 0o777) != 0 {
                    let code = errno
                    // Another run made it meanwhile: it is not this run's to remove.
                    if code == EEXIST { continue }
                    for folder in created.reversed() { rmdir(folder) }
                    throw failure(creating: spelled, code)
                }
                created.append(prefix)
            case .missing, .file, .other:
                for folder in created.reversed() { rmdir(folder) }
                throw obstacleFailure(prefix, spelled: spelled)
            }
        }
        return created
    }

    /// The failure ``makeDirectories(_:)`` would meet at once, before any work: a part of
    /// `path` that is there but is no folder (a file, a device, a link to nothing); nil when
    /// each part is a folder up to one that is missing, below which folders can be made.
    static func folderObstacle(_ path: String) -> CommandFailure? {
        for (prefix, spelled) in folderPrefixes(path) {
            switch PathKind(of: prefix, followingLinks: true) {
            case .directory: continue
            case .missing where PathKind(of: prefix) == .missing: return nil
            case .missing, .file, .other: return obstacleFailure(prefix, spelled: spelled)
            }
        }
        return nil
    }

    /// The folders `mkdir -p path` goes through, outermost first: each as a path to use
    /// (`./a/b` for a relative one) and as the user spelled it, for messages (`a/b`).
    private static func folderPrefixes(_ path: String) -> [(path: String, spelled: String)] {
        var prefix = path.hasPrefix("/") ? "" : "."
        return path.split(separator: "/").map { component in
            prefix += "/" + component
            return (prefix, path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2)))
        }
    }

    /// `cannot create folder a/b: it is a file; nothing was written.`, for the part `prefix`
    /// of a path to make, which is there but no folder.
    private static func obstacleFailure(_ prefix: String, spelled: String) -> CommandFailure {
        // A link to nothing, links that loop or a device are said to be what they are.
        let obstacle = PathObstacle.whereFolderGoes(prefix) ?? .file
        return CommandFailure(
            .cannotCreate, "cannot create folder \(shown(spelled)): \(obstacle.clause); nothing was written.")
    }

    /// Gives the folder at `path` the mode `mkdir` gives a new folder (`0777 & ~umask`, and
    /// whatever a default ACL adds), as a folder made by `mkdtemp` (always 0700) needs before
    /// it becomes the user's. The mode is read off a probe folder made inside it, because
    /// reading the umask means setting it, which would race with other threads creating files.
    static func giveNewFolderMode(_ path: String) {
        let probe = path + "/.mode"
        guard mkdir(probe, 0o777) == 0 else { return }
        var info = stat()
        let read = stat(probe, &info) == 0
        rmdir(probe)
        if read { chmod(path, info.st_mode & 0o7777) }
    }

    /// Removes a file or a whole folder tree; missing paths are fine.
    static func removeTree(_ path: String) {
        switch PathKind(of: path) {
        case .missing: return
        case .directory:
            for name in FolderListing.names(in: path) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        default: unlink(path)
        }
    }

    /// The regular files below `root`, as paths relative to it, sorted.
    static func files(below root: String) -> [String] {
        var result: [String] = []
        for name in FolderListing.names(in: root) ?? [] {
            let path = root + "/" + name
            if PathKind(of: path) == .directory {
                result += files(below: path).map { name + "/" + $0 }
            } else {
                result.append(name)
            }
        }
        return result
    }

    static func describe(_ code: Int32) -> String { SmallFile.reason(code) }

    /// `cannot create PATH: reason` (or `cannot write into PATH`, for an existing folder
    /// that files could not be made in), with what to do about it.
    static func failure(creating path: String, _ code: Int32, inside: Bool = false) -> CommandFailure {
        let what = (inside ? "cannot write into " : "cannot create ") + shown(path)
        switch code {
        case ENOSPC, EDQUOT, EIO:
            return CommandFailure(.ioError, "\(what): \(describe(code)). Free some space and retry.")
        case EACCES, EPERM, EROFS:
            return CommandFailure(
                .cannotCreate, "\(what): \(describe(code)). Choose a folder you can write to.")
        case ENAMETOOLONG
        where shown(path).utf8.count < Int(PATH_MAX)
            && split(shown(path)).name.utf8.count <= nameLimit(for: path):
            // The path as named fits: the hidden name it is written under first (beside it, or
            // a staging folder on its way) is what passed the limit.
            return CommandFailure(
                .cannotCreate,
                "\(what): \(describe(code)): with the hidden name it is first written under, the path passes the "
                    + "\(Int(PATH_MAX) - 1) bytes a path may have. Choose a shorter path.")
        case _ where DescriptorShortage.isShortage(code):
            return CommandFailure(.cannotCreate, "\(what): \(describe(code)). \(DescriptorShortage.advice)")
        default:
            return CommandFailure(.cannotCreate, "\(what): \(describe(code))")
        }
    }

    /// An existing file at `path` that could not be moved aside to be replaced or removed (an
    /// immutable file, another user's in a sticky folder).
    /// `outcome`: what the failure left, as the caller knows it (a folder's moves all undone:
    /// nothing was changed; one file: that file).
    static func failure(replacing path: String, _ code: Int32, outcome: String = "nothing was changed")
        -> CommandFailure
    {
        let full = code == ENOSPC || code == EDQUOT
        return CommandFailure(
            full || code == EIO ? .ioError : .cannotCreate,
            "cannot replace \(shown(path)): \(describe(code)); \(outcome).\(full ? " Free some space and retry." : "")"
        )
    }

    static func failure(writing path: String, _ code: Int32) -> CommandFailure {
        let path = shown(path)
        let hint = code == ENOSPC || code == EDQUOT ? " Free some space and retry." : ""
        return CommandFailure(.ioError, "cannot write \(path): \(describe(code)).\(hint)")
    }
}

/// POSIX `write(2)`, named apart from the `write` methods of the types that call it.
func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// POSIX `close(2)`, named apart from the `close` methods of the types that call it.
func posixClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.close(descriptor)
    #else
        Darwin.close(descriptor)
    #endif
}
