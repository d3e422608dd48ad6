import WheelCore

extension SlicePlan {
    /// The manifest written as `manifest.json` (and printed by `--json`): the sheet's file name,
    /// its scale and size, and per wedge its rotation, rectangles, anchor point and files.
    ///
    /// Wedge i is rotated by i · 360° / N clockwise (radians: i · 2π / N), about its anchor
    /// point (0.5, 1), the middle of its bottom edge, which sits at the wheel's centre.
    /// `pointRect` is the wedge's rectangle in the sheet in points, `pixelRect` the same in
    /// the sheet's pixels. `files` maps a scale (`"2x"`) to a path relative to the manifest;
    /// `pressedFiles` is there when a pressed sheet was sliced.
    public var manifest: JSONValue {
        var members: [(String, JSONValue)] = [("sheet", .string(Self.fileName(sheet.name)))]
        if let pressed { members.append(("pressedSheet", .string(Self.fileName(pressed.name)))) }
        members += [
            ("scale", .int(sheet.scale)),
            ("pointSize", Self.size(width: sheet.widthInPoints, height: sheet.heightInPoints)),
            ("pixelSize", Self.size(width: sheet.width, height: sheet.height)),
            ("segments", .int(partition.segments)),
            ("equalWidths", .bool(partition.isEqual)),
            ("scales", .array(scales.map { .int($0) })),
            ("layout", .string(options.layout.rawValue)),
            ("wedges", .array((0..<partition.segments).map(wedgeEntry))),
        ]
        return .object(members)
    }

    private func wedgeEntry(_ index: Int) -> JSONValue {
        let segments = partition.segments
        let points = partition.pointRange(of: index)
        let pixels = partition.pixelRange(of: index, scale: sheet.scale)
        var members: [(String, JSONValue)] = [
            ("index", .int(index)),
            (
                "rotation",
                .object([
                    ("degrees", .number(Double(360 * index) / Double(segments))),
                    ("radians", .number(Double(2 * index) * .pi / Double(segments))),
                ])
            ),
            ("pointRect", Self.rect(x: points.lowerBound, width: points.count, height: sheet.heightInPoints)),
            ("pixelRect", Self.rect(x: pixels.lowerBound, width: pixels.count, height: sheet.height)),
            ("anchorPoint", .object([("x", .number(0.5)), ("y", .number(1))])),
            ("files", files(of: index, pressed: false)),
        ]
        if pressed != nil { members.append(("pressedFiles", files(of: index, pressed: true))) }
        return .object(members)
    }

    private func files(of index: Int, pressed: Bool) -> JSONValue {
        .object(
            wedgeFiles.filter { $0.index == index && $0.isPressed == pressed }.map {
                ("\($0.scale)x", .string($0.path))
            })
    }

    /// The last component of a path, so the manifest does not depend on where it was run.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func size(width: Int, height: Int) -> JSONValue {
        .object([("width", .int(width)), ("height", .int(height))])
    }

    private static func rect(x: Int, width: Int, height: Int) -> JSONValue {
        .object([("x", .int(x)), ("y", .int(0)), ("width", .int(width)), ("height", .int(height))])
    }
}
