import Foundation

/// The second implementation of the derivation, `Reference/fair_reference.py`, and the
/// README's Python block, run by the `python3` on `PATH`.
///
/// A missing `python3` fails the test rather than skipping it: the comparison is the point of
/// the test, python3 is a stated requirement of the package's development (README,
/// Requirements) and `.ci/run` installs it.
enum ReferenceScript {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The script, found next to this file.
    static func path(filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reference/fair_reference.py").path
    }

    /// The first executable `python3` on `PATH`.
    static func python() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(
            description:
                "python3 is not on PATH (\(folders.joined(separator: ":"))); the second implementation "
                + "of the fair derivation cannot run; install python3 (apt-get install python3)")
    }

    /// Runs the script with `input` on stdin and returns its stdout; throws when it exits
    /// with a failure, with its stderr.
    static func run(input: String) throws -> String {
        try runPython([path()], input: input)
    }

    /// Runs `python3 arguments…` with `input` on stdin and returns its stdout; throws when it
    /// exits with a failure, with its stderr.
    static func runPython(_ arguments: [String], input: String = "") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try python())
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // The scripts read all of their input before they write, so writing everything first
        // cannot deadlock on a full pipe.
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "python3 \(arguments.joined(separator: " ")) exited with \(process.terminationStatus): "
                    + String(decoding: errors, as: UTF8.self))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
