import Foundation
import Testing

/// Text fixtures kept beside a test target's sources (found through `#filePath`, never the
/// working directory). `LUCKYWHEEL_UPDATE_GOLDENS=1 swift test --filter …` rewrites them after
/// an intended change; under CI (the `CI` variable set) that mode is refused, so a golden test
/// can never pass by comparing output with itself.
package struct GoldenFile {
    /// The variable that turns comparison into rewriting.
    package static let updateVariable = "LUCKYWHEEL_UPDATE_GOLDENS"

    /// The folder the files live in.
    package let folder: URL

    /// The folder `name` inside the test target folder that holds `filePath` (pass
    /// `#filePath` of a file at the target's top level or in a subfolder `levels` deep).
    package init(_ name: String = "Golden", filePath: String = #filePath, levels: Int = 0) {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        for _ in 0..<levels { url = url.deletingLastPathComponent() }
        folder = url.appendingPathComponent(name)
    }

    /// Whether this run rewrites instead of comparing; records a failure (and answers false)
    /// when asked to under CI.
    package static func updating(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        updateRequested(variable: updateVariable, sourceLocation: sourceLocation)
    }

    /// Whether `variable` asks to rewrite fixtures: false, with a recorded failure, under CI.
    package static func updateRequested(variable: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        let environment = ProcessInfo.processInfo.environment
        guard environment[variable] == "1" else { return false }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci != "false" {
            Issue.record(
                "\(variable)=1 under CI: fixtures are compared, never rewritten, in CI",
                sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    /// The stored text, or nil when the file does not exist.
    package func read(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Compares `actual` with the stored `name`, or (in update mode) stores it.
    package func check(
        _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if Self.updating(sourceLocation: sourceLocation) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            } catch {
                Issue.record("cannot write \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = read(name) else {
            Issue.record(
                "missing golden file \(name) in \(folder.path); create it with \(Self.updateVariable)=1",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }
}
