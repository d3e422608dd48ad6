import Foundation
import TestSupport

/// The `luckywheel` executable of this build, for the tests that need a real process
/// (signals, a pseudo-terminal): next to the test runner (SwiftPM puts every product of a
/// build in one folder), else `.build/debug` of this package. Throws when it is missing, so
/// such a test fails instead of passing without having run; `swift test` builds it first.
enum BuiltExecutable {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    static func path(filePath: String = #filePath) throws -> String {
        var folders: [URL] = []
        #if os(Linux)
            folders.append(
                URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let package = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        folders.append(package.appendingPathComponent(".build/debug"))
        var candidates: [String] = []
        for folder in folders {
            let path = folder.appendingPathComponent("luckywheel").standardizedFileURL.path
            if !candidates.contains(path) { candidates.append(path) }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Missing(
                description:
                    "the luckywheel executable is not built (looked in \(candidates.joined(separator: ", "))); "
                    + "run `swift build` before `swift test`")
        }
        return found
    }
}
