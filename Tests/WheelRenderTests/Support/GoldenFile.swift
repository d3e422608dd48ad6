import Foundation

/// Text fixtures under `Golden/` next to this test target's sources, found through
/// `#filePath`. Run with `LUCKYWHEEL_UPDATE_GOLDENS=1` to rewrite them after an intended change.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var updating: Bool { ProcessInfo.processInfo.environment["LUCKYWHEEL_UPDATE_GOLDENS"] == "1" }

    /// The stored text, or nil when the file does not exist.
    static func read(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    static func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
}
