import Foundation

/// The wedge files a slice output folder's `manifest.json` lists: for each segment, its image
/// per scale and, when a pressed sheet was sliced, its pressed image per scale. Paths are
/// relative to the manifest.
struct SliceManifestFile {
    /// The manifest's file name in a slice output folder.
    static let name = "manifest.json"

    /// Per segment, in order: scale → relative path.
    let files: [[Int: String]]
    /// Per segment: scale → relative path; nil when no pressed sheet was sliced.
    let pressedFiles: [[Int: String]]?

    /// Reads and checks the manifest at `path`.
    init(path: String) throws(AssetError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .image(.unreadableFile(path: path, reason: "the file cannot be read"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data),
            let root = object as? [String: Any]
        else {
            throw .invalidManifest(path: path, reason: "it is not a JSON object")
        }
        guard let wedges = root["wedges"] as? [[String: Any]], !wedges.isEmpty else {
            throw .invalidManifest(path: path, reason: "it has no \"wedges\" list")
        }
        var files: [[Int: String]] = []
        var pressed: [[Int: String]] = []
        for (position, wedge) in wedges.enumerated() {
            guard (wedge["index"] as? Int) == position else {
                throw .invalidManifest(
                    path: path, reason: "wedge \(position) has index \(wedge["index"] ?? "none")")
            }
            files.append(try Self.scales(wedge["files"], wedge: position, manifest: path))
            if wedge["pressedFiles"] != nil {
                pressed.append(try Self.scales(wedge["pressedFiles"], wedge: position, manifest: path))
            }
        }
        guard pressed.isEmpty || pressed.count == files.count else {
            throw .invalidManifest(path: path, reason: "only some wedges have pressed files")
        }
        self.files = files
        pressedFiles = pressed.isEmpty ? nil : pressed
    }

    /// `{"1x": "wedge-00.png", "2x": …}` as scale → path; at least one screen scale.
    private static func scales(_ value: Any?, wedge: Int, manifest: String) throws(AssetError) -> [Int:
        String]
    {
        guard let entries = value as? [String: String] else {
            throw .invalidManifest(path: manifest, reason: "wedge \(wedge) has no file list")
        }
        var result: [Int: String] = [:]
        for (key, file) in entries {
            guard key.hasSuffix("x"), let scale = Int(key.dropLast()), (1...3).contains(scale), !file.isEmpty
            else {
                throw .invalidManifest(path: manifest, reason: "wedge \(wedge) lists scale \"\(key)\"")
            }
            result[scale] = file
        }
        guard !result.isEmpty else {
            throw .invalidManifest(path: manifest, reason: "wedge \(wedge) lists no files")
        }
        return result
    }
}
