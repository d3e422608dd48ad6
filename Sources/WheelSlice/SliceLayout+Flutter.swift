import WheelSupport

extension SliceLayout {
    /// Flutter's folder of a resolution variant: `1.5x`, `2.0x`, `3.0x`, `4.0x` (the 1x
    /// asset, the main one, sits at the top of the folder).
    public static func flutterFolder(_ scale: SliceScale) -> String {
        scale.wholeValue.map { "\($0).0x" } ?? scale.key
    }

    /// Whether Flutter reads `folder` as a resolution variant's: a decimal number and `x`
    /// (`2.0x`, `3x`, `1.5x`), the rule its build tool matches a file's folder with.
    public static func isFlutterVariantFolder(_ folder: Substring) -> Bool {
        guard folder.last == "x" else { return false }
        let number = folder.dropLast()
        let whole = number.prefix { $0.isASCII && $0.isNumber }
        guard !whole.isEmpty else { return false }
        let rest = number.dropFirst(whole.count)
        return rest.isEmpty
            || (rest.first == "." && rest.dropFirst().allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// The main assets a Flutter app lists in `pubspec.yaml`, relative to the output folder:
    /// one per wedge (and pressed wedge), its 1x path. Flutter finds the `2.0x/`… variants
    /// beside a listed main asset itself, and falls back to the lowest variant when there is
    /// no 1x file.
    public static func flutterAssets(segments: Int, pressed: Bool) -> [String] {
        (0..<max(segments, 0)).flatMap { index in
            (pressed ? [false, true] : [false]).map { isPressed in
                SliceLayout.flutter.path(index: index, segments: segments, scale: 1, pressed: isPressed)
            }
        }
    }

    /// The `pubspec.yaml` lines that declare `assets` (paths relative to the output folder)
    /// found under `folder` (the output folder as the app's root sees it; empty for the root
    /// itself; a trailing slash is not doubled).
    public static func pubspecLines(assets: [String], folder: String) -> [String] {
        let prefix = pathPrefix(folder: folder)
        return ["flutter:", "  assets:"] + assets.map { "    - " + yamlScalar(prefix + $0) }
    }

    /// The start of a path under `folder`: `folder/`, empty for the root itself (`folder`
    /// empty), and `folder` alone when it ends in `/` already (`/`).
    public static func pathPrefix(folder: String) -> String {
        folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// `text` as YAML reads it back: plain when it is letters, digits and `_ . / @ -` (not
    /// starting with `-` or `@`, which YAML reserves), else single-quoted with `'` doubled, so
    /// that a folder such as `fl #1` (a comment), `fl: x` (a mapping) or `*fl` (an alias) stays
    /// one path; double-quoted when it holds a control character (a line break inside single
    /// quotes reads back as a space), as a JSON string, which YAML reads as the same text.
    static func yamlScalar(_ text: String) -> String {
        let plain =
            !text.isEmpty && !text.hasPrefix("-") && !text.hasPrefix("@")
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                        || ("0"..."9").contains(scalar) || "_./@-".unicodeScalars.contains(scalar))
            }
        if plain { return text }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return JSONValue.string(text).serialized(pretty: false)
        }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''")
            + "'"
    }
}
