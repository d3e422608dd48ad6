#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// The parts of `manifest.json` the loader reads; every field optional, so a missing one
    /// gets its own message instead of a generic decoding error.
    private struct Document: Decodable {
        struct Wedge: Decodable {
            let index: Int?
            let files: [String: String]?
            let pressedFiles: [String: String]?
        }
        let wedges: [Wedge]?
    }

    /// Reads and checks the manifest at `path`.
    init(path: String) throws(AssetError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .image(.unreadableFile(path: path, reason: "the file cannot be read"))
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let DecodingError.typeMismatch(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw .invalidManifest(
                path: path,
                reason: field.isEmpty ? "it is not a JSON object" : "\"\(field)\" has the wrong type")
        } catch {
            throw .invalidManifest(path: path, reason: "it is not valid JSON")
        }
        guard let wedges = document.wedges, !wedges.isEmpty else {
            throw .invalidManifest(path: path, reason: "it has no \"wedges\" list")
        }
        var files: [[Int: String]] = []
        var pressed: [[Int: String]] = []
        for (position, wedge) in wedges.enumerated() {
            guard wedge.index == position else {
                throw .invalidManifest(
                    path: path,
                    reason: "wedge \(position) has index \(wedge.index.map(String.init) ?? "none")")
            }
            files.append(try Self.scales(wedge.files, wedge: position, manifest: path))
            if let pressedFiles = wedge.pressedFiles {
                pressed.append(try Self.scales(pressedFiles, wedge: position, manifest: path))
            }
        }
        guard pressed.isEmpty || pressed.count == files.count else {
            throw .invalidManifest(path: path, reason: "only some wedges have pressed files")
        }
        self.files = files
        pressedFiles = pressed.isEmpty ? nil : pressed
    }

    /// `{"1x": "wedge-00.png", "2x": …}` as scale → path; at least one screen scale.
    private static func scales(_ value: [String: String]?, wedge: Int, manifest: String) throws(AssetError)
        -> [Int: String]
    {
        guard let entries = value else {
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
