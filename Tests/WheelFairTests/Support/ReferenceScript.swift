import Foundation
import TestSupport

/// The second implementation of the derivation, `Reference/fair_reference.py`, run by the
/// `python3` on `PATH` (``PythonScript``).
///
/// A missing `python3` fails the test rather than skipping it: the comparison is the point of
/// the test, python3 is a stated requirement of the package's development (README,
/// Requirements) and `.ci/run` installs it.
enum ReferenceScript {
    /// The script, in `Reference/` beside this file's `Support/` folder.
    static func path(filePath: String = #filePath) -> String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reference/fair_reference.py").path
    }

    /// Runs the script with `input` on stdin and returns its stdout; throws when it exits
    /// with a failure, with its stderr.
    static func run(input: String) throws -> String {
        try PythonScript.run([path()], input: input)
    }
}
