import WheelSupport

/// What stands at a path an output names and keeps the output from going there, in the one
/// wording every message about it uses: a file output (`--trace`, an animated PNG), a folder
/// output (`slice`, `demo`, `render`'s frames) and a folder made on the way (`mkdir -p`)
/// describe one thing alike.
enum PathObstacle: Equatable {
    /// A block device (a disk): no output of the tool goes there, neither written into nor
    /// replaced (``FileSystem/isBlockDevice(_:)``).
    case blockDevice
    /// Symbolic links that loop (`ELOOP`): the path names nothing a file or folder could be
    /// written to, and replacing it would replace one of the links (``FileSystem/linksLoop(_:)``).
    case loopingLinks
    /// A symbolic link to nothing, where a folder goes (a file output makes the file it names).
    case linkToNothing
    /// A regular file, where a folder goes.
    case file
    /// A character device, a pipe or a socket, where a folder goes.
    case stream

    /// What is at `path` that no output takes, a file or a folder: a block device or links
    /// that loop; nil otherwise.
    static func refusingEveryOutput(at path: String) -> PathObstacle? {
        if FileSystem.isBlockDevice(path) { return .blockDevice }
        if FileSystem.linksLoop(path) { return .loopingLinks }
        return nil
    }

    /// What is at `path` where a folder goes, or nil when it is a folder (a link to one
    /// included, the files go through it) or nothing at all (a folder can be made there).
    static func whereFolderGoes(_ path: String) -> PathObstacle? {
        if let obstacle = refusingEveryOutput(at: path) { return obstacle }
        switch PathKind(of: path, followingLinks: true) {
        case .directory: return nil
        case .missing: return PathKind(of: path) == .missing ? nil : .linkToNothing
        case .file: return .file
        case .other: return .stream
        }
    }

    /// `it is a block device (a disk)`: what the path is, as a clause of a message.
    var clause: String {
        switch self {
        case .blockDevice: "it is a block device (a disk)"
        case .loopingLinks: "its symbolic links loop (too many levels)"
        case .linkToNothing: "it is a symbolic link to nothing"
        case .file: "it is a file"
        case .stream: "it is a device or pipe"
        }
    }

    /// The failure of an output at `path`, named by `option`, that `self` stands in the way of:
    /// `cannot write PATH: CLAUSE. …` with what to give instead (for a block device, a file
    /// name or, `folder`, a folder's); where a folder goes, `cannot write to PATH: it is a
    /// file, not a folder. …`.
    func failure(writing path: String, option: String, folder: Bool) -> CommandFailure {
        let message =
            switch self {
            case .blockDevice:
                "cannot write \(path): \(clause). Give \(option) a \(folder ? "folder" : "file") name."
            case .loopingLinks: "cannot write \(path): \(clause). Give \(option) another name."
            case .linkToNothing: "cannot write to \(path): \(clause). Choose another \(option)."
            case .file, .stream: "cannot write to \(path): \(clause), not a folder. Choose another \(option)."
            }
        return CommandFailure(.cannotCreate, message)
    }
}
