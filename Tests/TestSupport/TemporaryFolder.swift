import Foundation

/// A fresh, empty folder under the system's temporary directory, removed by ``remove()``.
package struct TemporaryFolder {
    package let path: String

    package init(_ label: String = #function) throws {
        let name = "luckywheel-test-\(label.filter(\.isLetter).prefix(40))-\(UUID().uuidString.prefix(8))"
        path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Every file below the folder, relative paths, sorted, hidden ones included.
    package func listing(_ subfolder: String = "") -> [String] {
        let root = subfolder.isEmpty ? path : path + "/" + subfolder
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue
        }.sorted()
    }

    package func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    package func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }
}
