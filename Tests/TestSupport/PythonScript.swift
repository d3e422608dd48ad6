import Foundation

/// Runs a Python script the tests keep beside their sources (a second implementation, or a
/// peer's reader such as Pillow's). A missing `python3` or module is a failure with the
/// command that installs it, never a skipped check.
package enum PythonScript {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The first executable `python3` on `PATH`.
    package static func python() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Failure(description: "python3 is not on PATH; install it (apt-get install python3)")
    }

    /// `name` in the `Reference` folder next to the test file `filePath`.
    package static func path(_ name: String, besides filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Reference/\(name)")
            .path
    }

    /// Runs `python3 arguments…` with `input` on its standard input and returns its standard
    /// output; throws with its standard error when it fails.
    package static func run(_ arguments: [String], input: String = "") throws -> String {
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
        // The scripts read all of their input before they write, and write little to standard
        // error (a traceback at most), so neither writing everything first nor reading standard
        // error after standard output can block on a full pipe.
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
