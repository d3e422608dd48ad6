import WheelSupport

extension SliceLayout {
    /// The catalog's and image sets' `Contents.json` files (path → contents) for the given
    /// wedges and scales.
    func catalogFiles(segments: Int, scales: [SliceScale], pressed: Bool) -> [(
        path: String, contents: String
    )] {
        let info = JSONValue.object([("author", .string("luckywheel")), ("version", .int(1))])
        var files = [
            (
                path: "\(Self.catalogName)/Contents.json",
                contents: JSONValue.object([("info", info)]).serialized()
            )
        ]
        for index in 0..<max(segments, 0) {
            for isPressed in pressed ? [false, true] : [false] {
                let name = assetName(index: index, segments: segments, pressed: isPressed)
                // Xcode lists all three scale slots; a slot without a file is simply empty.
                let images: [JSONValue] = self.scales.map { scale in
                    var entry: [(String, JSONValue)] = []
                    if scales.contains(scale) {
                        entry.append(("filename", .string(name + scale.fileSuffix + ".png")))
                    }
                    entry += [("idiom", .string("universal")), ("scale", .string(scale.key))]
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
