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

    /// Runs SCRIPT in `/bin/sh -c` with `$LUCKYWHEEL` naming this executable, so a test can
    /// redirect, close or pipe the tool's descriptors the way a user's shell does: the shell's
    /// exit status and what reached standard error. Standard output goes to /dev/null unless
    /// the script redirects it.
    static func shell(_ script: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["LUCKYWHEEL": try path()]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
