import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes and modification time of a command's input files, taken before a faulty run and
/// compared after it: a failed or interrupted command must never touch its inputs.
struct FaultInputSnapshot: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        let path: String
        let bytes: [UInt8]
        let modifiedSeconds: Int
        let modifiedNanoseconds: Int
    }

    let entries: [Entry]

    /// Reads every file now; throws when one cannot be read.
    init(_ paths: [String]) throws {
        entries = try paths.map { path in
            var info = stat()
            guard stat(path, &info) == 0 else { throw FaultSetupError("cannot stat input \(path)") }
            #if canImport(Darwin)
                let modified = info.st_mtimespec
            #else
                let modified = info.st_mtim
            #endif
            return Entry(
                path: path, bytes: try SliceFixtures.read(path), modifiedSeconds: Int(modified.tv_sec),
                modifiedNanoseconds: Int(modified.tv_nsec))
        }
    }

    var description: String {
        entries.map {
            "\($0.path): \($0.bytes.count) bytes, mtime \($0.modifiedSeconds).\($0.modifiedNanoseconds)"
        }
        .joined(separator: "; ")
    }
}
