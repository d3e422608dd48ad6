import WheelSupport

/// How wedge files are arranged in the output folder.
public enum SliceLayout: String, Sendable, CaseIterable {
    /// `wedge-00.png`, `wedge-00@2x.png`, `wedge-00-pressed@2x.png` side by side.
    case flat
    /// An Xcode asset catalog: `Wedges.xcassets/wedge-00.imageset/wedge-00@2x.png` with a
    /// `Contents.json` in the catalog and in every image set.
    case xcassets

    /// The catalog folder of the `xcassets` layout.
    public static let catalogName = "Wedges.xcassets"

    /// The asset name of a wedge: `wedge-07` or `wedge-07-pressed`. Indices have at least
    /// two digits (three for 100 or more segments, so names sort in order).
    public static func assetName(index: Int, segments: Int, pressed: Bool) -> String {
        let digits = max(2, String(segments - 1).count)
        let number = String(index)
        return "wedge-" + String(repeating: "0", count: max(digits - number.count, 0)) + number
            + (pressed ? "-pressed" : "")
    }

    /// The path of one wedge file relative to the output folder.
    public func path(index: Int, segments: Int, scale: Int, pressed: Bool) -> String {
        let name = Self.assetName(index: index, segments: segments, pressed: pressed)
        let file = name + ScreenScale.fileSuffix(scale) + ".png"
        switch self {
        case .flat: return file
        case .xcassets: return "\(Self.catalogName)/\(name).imageset/\(file)"
        }
    }

    /// The catalog's and image sets' `Contents.json` files (path → contents) for the given
    /// wedges and scales; empty for the flat layout.
    public func catalogFiles(segments: Int, scales: [Int], pressed: Bool) -> [(
        path: String, contents: String
    )] {
        guard self == .xcassets else { return [] }
        let info = JSONValue.object([("author", .string("luckywheel")), ("version", .int(1))])
        var files = [
            (
                path: "\(Self.catalogName)/Contents.json",
                contents: JSONValue.object([("info", info)]).serialized()
            )
        ]
        for index in 0..<segments {
            for isPressed in pressed ? [false, true] : [false] {
                let name = Self.assetName(index: index, segments: segments, pressed: isPressed)
                // Xcode lists all three scale slots; a slot without a file is simply empty.
                let images: [JSONValue] = ScreenScale.supported.map { scale in
                    var entry: [(String, JSONValue)] = []
                    if scales.contains(scale) {
                        entry.append(("filename", .string(name + ScreenScale.fileSuffix(scale) + ".png")))
                    }
                    entry += [("idiom", .string("universal")), ("scale", .string(ScreenScale.key(scale)))]
                    return .object(entry)
                }
                let contents = JSONValue.object([("images", .array(images)), ("info", info)])
                files.append(
                    (
                        path: "\(Self.catalogName)/\(name).imageset/Contents.json",
                        contents: contents.serialized()
                    ))
            }
        }
        return files
    }
}
