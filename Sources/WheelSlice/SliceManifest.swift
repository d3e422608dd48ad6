import WheelSupport

/// `manifest.json` of a slice output folder: one type that `slice` writes and `render
/// --assets` reads, so the keys exist once.
///
/// Wedge i is rotated by i · 360° / N clockwise (radians: i · 2π / N) about the wheel's
/// centre. `placement` says where the screen draws each wedge (``WedgePlacement``: the wheel's
/// side, the button the wedge sits in and the image's rectangle in it, points), and each
/// wedge's `anchorPoint` is the point of its image, in the image's unit coordinates, that sits
/// at the wheel's centre ((0.5, 2.617) for 12 segments: the image is drawn 76 pt above the
/// centre, not at it), so the image turned about it lands where the screen draws it.
/// `pointRect` is the wedge's rectangle in the sheet in points, `pixelRect` the same in the
/// sheet's pixels.
/// `files` maps a scale (`"2x"`, `"1.5x"`) to a path relative to the manifest; `pressedFiles`
/// is there when a pressed sheet was sliced. A slice of sheets drawn for several scales adds
/// `sheets`, each sheet with its pressed twin (when there are pressed sheets), scale, pixel size
/// and the scales made from it; `sheet`, `pressedSheet`, `scale`, `pixelSize` and every
/// `pixelRect` are then those of the sheet of the highest scale.
///
/// What a platform layout adds is there only for that layout, so one schema serves all:
/// `stateList` (android, with a pressed sheet) per wedge, `pubspecAssets` (flutter), `page`
/// and `snippet` (web).
public struct SliceManifest: Sendable, Hashable {
    /// The manifest's file name in a slice output folder.
    public static let fileName = "manifest.json"

    /// A width and height.
    public struct Size: Sendable, Hashable {
        /// Width, points or pixels as the field says.
        public var width: Int
        /// Height, points or pixels as the field says.
        public var height: Int
    }

    /// A rectangle in the sheet, from its top-left corner.
    public struct Rect: Sendable, Hashable {
        /// Left edge.
        public var x: Int
        /// Top edge.
        public var y: Int
        /// Width.
        public var width: Int
        /// Height.
        public var height: Int
    }

    /// One wedge: where it was cut, how it turns, and its files per scale.
    public struct Wedge: Sendable, Hashable {
        /// Its position on the wheel, 0 at 12 o'clock, clockwise.
        public var index: Int
        /// i · 360 / N.
        public var rotationDegrees: Double
        /// i · 2π / N.
        public var rotationRadians: Double
        /// Its rectangle in the sheet, points.
        public var pointRect: Rect
        /// Its rectangle in the sheet, pixels.
        public var pixelRect: Rect
        /// Scale → path relative to the manifest.
        public var files: [SliceScale: String]
        /// Scale → path of the pressed image; nil when no pressed sheet was sliced.
        public var pressedFiles: [SliceScale: String]?
        /// The Android state list that shows the pressed image while pressed or selected; nil
        /// for other layouts and without a pressed sheet.
        public var stateList: String? = nil
    }

    /// One of several sheets a slice was made from.
    public struct SourceSheet: Sendable, Hashable {
        /// Its file name (no folders).
        public var sheet: String
        /// Its pressed twin's file name (no folders), when pressed sheets were sliced: the pressed
        /// wedges of its ``scales`` come from it.
        public var pressedSheet: String? = nil
        /// The scale it is drawn for.
        public var scale: SliceScale
        /// Its size in pixels.
        public var pixelSize: Size
        /// The scales written from it, ascending: its own (an exact cut), and those resampled
        /// from it.
        public var scales: [SliceScale]
    }

    /// The sheet's file name (no folders).
    public var sheet: String
    /// Every sheet, ascending by scale, when a slice was made from several; nil for one.
    public var sheets: [SourceSheet]? = nil
    /// The pressed sheet's file name, when there was one; of several, the twin of ``sheet``.
    public var pressedSheet: String?
    /// The sheet's scale.
    public var scale: SliceScale
    /// The sheet's size in points.
    public var pointSize: Size
    /// The sheet's size in pixels.
    public var pixelSize: Size
    /// Whether every wedge has the same width.
    public var equalWidths: Bool
    /// The scales written, ascending.
    public var scales: [SliceScale]
    /// The folder layout.
    public var layout: SliceLayout
    /// The flutter layout's main assets, as `pubspec.yaml` lists them relative to the folder
    /// (``SliceLayout/flutterAssets(segments:pressed:)``); nil for other layouts.
    public var pubspecAssets: [String]? = nil
    /// The web layout's page (`index.html`); nil for other layouts.
    public var page: String? = nil
    /// The web layout's snippet, the wheel's `<style>` and `<div>` to copy into a page; nil
    /// for other layouts.
    public var snippet: String? = nil
    /// Where the screen draws each wedge, points; nil when the slice was given none (then no
    /// `anchorPoint` is written either).
    public var placement: WedgePlacement? = nil
    /// The wedges, in order; their count is the wheel's segment count.
    public var wedges: [Wedge]

    /// Every path the slice that wrote this manifest wrote, relative to its folder: the wedge
    /// files, the state lists and page it names, the asset catalog's `Contents.json` files
    /// (one per image set its files are in, and the catalog's) and the manifest itself.
    /// `slice --force` removes those the new slice does not write, so the folder holds one
    /// slice, not old densities or wedges mixed with new ones.
    public var writtenPaths: [String] {
        var paths = wedges.flatMap { wedge in
            Array(wedge.files.values) + Array(wedge.pressedFiles?.values ?? [:].values)
                + [wedge.stateList].compactMap(\.self)
        }
        if layout == .xcassets {
            let imageSets = Set(
                paths.compactMap { path -> String? in
                    let components = path.split(separator: "/")
                    guard let set = components.firstIndex(where: { $0.hasSuffix(".imageset") }) else {
                        return nil
                    }
                    return components[...set].joined(separator: "/") + "/Contents.json"
                })
            paths += imageSets.sorted() + ["\(SliceLayout.catalogName)/Contents.json"]
        }
        return paths + [page].compactMap(\.self) + [Self.fileName]
    }

    /// Whether `path` names a place inside the slice folder, as every path a slice writes
    /// does: relative, with no `..`, `.` or empty component and no NUL (which would end the
    /// path early where the system reads it). A manifest read back is refused
    /// otherwise, so neither render (reading wedges) nor slice --force (removing an earlier
    /// slice's files) reaches outside the folder through an edited manifest.
    public static func staysInside(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.utf8.contains(0)
            && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// The most bytes a manifest may hold when read back: 16 MiB, far more than the manifest
    /// of any sheet within the pixel limits (about 300 bytes a wedge).
    public static let byteLimit = 1 << 24

    /// The manifest as JSON with its keys in a fixed order.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("sheet", .string(sheet))]
        if let pressedSheet { members.append(("pressedSheet", .string(pressedSheet))) }
        if let sheets { members.append(("sheets", .array(sheets.map(Self.json)))) }
        members += [
            ("scale", scale.json),
            ("pointSize", Self.json(pointSize)),
            ("pixelSize", Self.json(pixelSize)),
            ("segments", .int(wedges.count)),
            ("equalWidths", .bool(equalWidths)),
            ("scales", .array(scales.map(\.json))),
            ("layout", .string(layout.rawValue)),
        ]
        if let pubspecAssets {
            members.append(("pubspecAssets", .array(pubspecAssets.map(JSONValue.string))))
        }
        if let page { members.append(("page", .string(page))) }
        if let snippet { members.append(("snippet", .string(snippet))) }
        if let placement { members.append(("placement", Self.json(placement))) }
        let anchor = placement.map { Self.json(anchorPoint: $0.imageAnchorPoint) }
        members.append(("wedges", .array(wedges.map { Self.json($0, anchorPoint: anchor) })))
        return .object(members)
    }

    private static func json(_ placement: WedgePlacement) -> JSONValue {
        let image = placement.imageRect
        return .object([
            ("wheelSide", .int(placement.wheelSide)),
            ("buttonSize", json(Size(width: placement.buttonWidth, height: placement.buttonHeight))),
            (
                "imageRect",
                .object([
                    ("x", .number(image.x)), ("y", .number(image.y)), ("width", .number(image.width)),
                    ("height", .number(image.height)),
                ])
            ),
        ])
    }

    private static func json(anchorPoint point: (x: Double, y: Double)) -> JSONValue {
        .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    /// `json`, serialized as `manifest.json` holds it.
    public func serialized() -> String { json.serialized() }

    private static func json(_ size: Size) -> JSONValue {
        .object([("width", .int(size.width)), ("height", .int(size.height))])
    }

    private static func json(_ source: SourceSheet) -> JSONValue {
        .object(
            [("sheet", .string(source.sheet))]
                + (source.pressedSheet.map { [("pressedSheet", .string($0))] } ?? [])
                + [
                    ("scale", source.scale.json), ("pixelSize", json(source.pixelSize)),
                    ("scales", .array(source.scales.map(\.json))),
                ])
    }

    private static func json(_ rect: Rect) -> JSONValue {
        .object([
            ("x", .int(rect.x)), ("y", .int(rect.y)), ("width", .int(rect.width)),
            ("height", .int(rect.height)),
        ])
    }

    private static func json(_ files: [SliceScale: String]) -> JSONValue {
        .object(files.keys.sorted().map { ($0.key, .string(files[$0] ?? "")) })
    }

    private static func json(_ wedge: Wedge, anchorPoint: JSONValue?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("index", .int(wedge.index)),
            (
                "rotation",
                .object([
                    ("degrees", .number(wedge.rotationDegrees)), ("radians", .number(wedge.rotationRadians)),
                ])
            ),
            ("pointRect", json(wedge.pointRect)),
            ("pixelRect", json(wedge.pixelRect)),
        ]
        if let anchorPoint { members.append(("anchorPoint", anchorPoint)) }
        members.append(("files", json(wedge.files)))
        if let pressed = wedge.pressedFiles { members.append(("pressedFiles", json(pressed))) }
        if let stateList = wedge.stateList { members.append(("stateList", .string(stateList))) }
        return .object(members)
    }
}

extension SliceManifest {
    /// Why a `manifest.json` cannot be read back.
    public enum ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The text is not JSON.
        case notJSON(JSONSyntaxError)
        /// A member is missing or has the wrong type; `field` is its path (`wedges.3.files`).
        case badField(String, expected: String)
        /// The wedges are not listed in order 0, 1, 2, …
        case wedgeOutOfOrder(position: Int, index: Int)
        /// A file list names a key that is not a supported scale (`"5x"`).
        case badScale(wedge: Int, key: String)
        /// Only some wedges have pressed files.
        case partialPressedFiles

        /// What is wrong, without the file name.
        public var description: String {
            switch self {
            case .notJSON(let error): return "it is not valid JSON (\(error))"
            case .badField(let field, let expected): return "\"\(field)\" is missing or not \(expected)"
            case .wedgeOutOfOrder(let position, let index): return "wedge \(position) has index \(index)"
            case .badScale(let wedge, let key): return "wedge \(wedge) lists scale \"\(key)\""
            case .partialPressedFiles: return "only some wedges have pressed files"
            }
        }
    }

    /// The manifest in `text`, as `serialized()` writes it.
    public init(parsing text: String) throws(ReadError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: text)
        } catch {
            throw .notJSON(error)
        }
        self = try Self(json: document)
    }

    /// The manifest `json` describes.
    public init(json document: JSONValue) throws(ReadError) {
        func field<T>(_ value: JSONValue?, _ path: String, _ expected: String, _ read: (JSONValue) -> T?)
            throws(ReadError) -> T
        {
            guard let value, let result = read(value) else { throw .badField(path, expected: expected) }
            return result
        }
        func scale(_ value: JSONValue?, _ path: String) throws(ReadError) -> SliceScale {
            try field(
                value, path, "a supported scale",
                { SliceScale(json: $0).flatMap { $0.isSupported ? $0 : nil } })
        }
        func string(_ value: JSONValue?, _ path: String) throws(ReadError) -> String? {
            try value.map { value throws(ReadError) in try field(value, path, "a string", \.stringValue) }
        }
        func file(_ value: JSONValue?, _ path: String) throws(ReadError) -> String? {
            try value.map { value throws(ReadError) in
                try field(
                    value, path, "a path inside the slice folder",
                    { $0.stringValue.flatMap { Self.staysInside($0) ? $0 : nil } })
            }
        }
        func size(_ value: JSONValue?, _ path: String) throws(ReadError) -> Size {
            Size(
                width: try field(value?["width"], path + ".width", "an integer", \.intValue),
                height: try field(value?["height"], path + ".height", "an integer", \.intValue))
        }
        func rect(_ value: JSONValue?, _ path: String) throws(ReadError) -> Rect {
            Rect(
                x: try field(value?["x"], path + ".x", "an integer", \.intValue),
                y: try field(value?["y"], path + ".y", "an integer", \.intValue),
                width: try field(value?["width"], path + ".width", "an integer", \.intValue),
                height: try field(value?["height"], path + ".height", "an integer", \.intValue))
        }
        func files(_ value: JSONValue?, _ path: String, wedge: Int) throws(ReadError) -> [SliceScale: String]
        {
            let members = try field(value, path, "an object of scale to file", \.objectValue)
            var result: [SliceScale: String] = [:]
            for (key, value) in members {
                guard let scale = SliceScale(key: key) else { throw .badScale(wedge: wedge, key: key) }
                result[scale] = try file(value, path + "." + key)
            }
            guard !result.isEmpty else { throw .badField(path, expected: "a non-empty list of files") }
            return result
        }
        guard document.objectValue != nil else { throw .badField("(document)", expected: "an object") }
        let items = try field(document["wedges"], "wedges", "a list", \.arrayValue)
        guard !items.isEmpty else { throw .badField("wedges", expected: "a non-empty list") }
        var wedges: [Wedge] = []
        for (position, item) in items.enumerated() {
            let path = "wedges.\(position)"
            let index = try field(item["index"], path + ".index", "an integer", \.intValue)
            guard index == position else { throw .wedgeOutOfOrder(position: position, index: index) }
            let pressed = try item["pressedFiles"].map { value throws(ReadError) in
                try files(value, path + ".pressedFiles", wedge: position)
            }
            wedges.append(
                Wedge(
                    index: index,
                    rotationDegrees: try field(
                        item["rotation"]?["degrees"], path + ".rotation.degrees", "a number", \.doubleValue),
                    rotationRadians: try field(
                        item["rotation"]?["radians"], path + ".rotation.radians", "a number", \.doubleValue),
                    pointRect: try rect(item["pointRect"], path + ".pointRect"),
                    pixelRect: try rect(item["pixelRect"], path + ".pixelRect"),
                    files: try files(item["files"], path + ".files", wedge: position),
                    pressedFiles: pressed,
                    stateList: try file(item["stateList"], path + ".stateList")))
        }
        let pressedCount = wedges.filter { $0.pressedFiles != nil }.count
        guard pressedCount == 0 || pressedCount == wedges.count else { throw .partialPressedFiles }
        let segments = try field(document["segments"], "segments", "an integer", \.intValue)
        guard segments == wedges.count else {
            throw .badField("segments", expected: "the number of wedges (\(wedges.count))")
        }
        let layoutName = try field(document["layout"], "layout", "a string", \.stringValue)
        sheet = try field(document["sheet"], "sheet", "a string", \.stringValue)
        pressedSheet = try document["pressedSheet"].map { value throws(ReadError) in
            try field(value, "pressedSheet", "a string", \.stringValue)
        }
        sheets = try document["sheets"].map { value throws(ReadError) in
            let items = try field(value, "sheets", "a list", \.arrayValue)
            return try items.enumerated().map { (offset, item) throws(ReadError) in
                let path = "sheets.\(offset)"
                let scales = try field(item["scales"], path + ".scales", "a list of scales", \.arrayValue)
                return SourceSheet(
                    sheet: try field(item["sheet"], path + ".sheet", "a string", \.stringValue),
                    pressedSheet: try item["pressedSheet"].map { value throws(ReadError) in
                        try field(value, path + ".pressedSheet", "a string", \.stringValue)
                    },
                    scale: try scale(item["scale"], path + ".scale"),
                    pixelSize: try size(item["pixelSize"], path + ".pixelSize"),
                    scales: try scales.enumerated().map { (index, value) throws(ReadError) in
                        try scale(value, path + ".scales.\(index)")
                    })
            }
        }
        self.scale = try scale(document["scale"], "scale")
        pointSize = try size(document["pointSize"], "pointSize")
        pixelSize = try size(document["pixelSize"], "pixelSize")
        equalWidths = try field(document["equalWidths"], "equalWidths", "true or false", \.boolValue)
        let scaleList = try field(document["scales"], "scales", "a list of scales", \.arrayValue)
        scales = try scaleList.enumerated().map { (offset, value) throws(ReadError) in
            try scale(value, "scales.\(offset)")
        }
        pubspecAssets = try document["pubspecAssets"].map { value throws(ReadError) in
            let items = try field(value, "pubspecAssets", "a list", \.arrayValue)
            return try items.enumerated().map { (offset, item) throws(ReadError) in
                try field(item, "pubspecAssets.\(offset)", "a string", \.stringValue)
            }
        }
        page = try file(document["page"], "page")
        snippet = try string(document["snippet"], "snippet")
        placement = try document["placement"].map { value throws(ReadError) in
            func number(_ value: JSONValue?, _ path: String) throws(ReadError) -> Double {
                try field(
                    value, "placement." + path, "a positive number",
                    { $0.doubleValue.flatMap { $0 > 0 ? $0 : nil } })
            }
            let button = try size(value["buttonSize"], "placement.buttonSize")
            let image = value["imageRect"]
            return WedgePlacement(
                wheelSide: try field(value["wheelSide"], "placement.wheelSide", "an integer", \.intValue),
                buttonWidth: button.width, buttonHeight: button.height,
                imageRect: (
                    try field(image?["x"], "placement.imageRect.x", "a number", \.doubleValue),
                    try field(image?["y"], "placement.imageRect.y", "a number", \.doubleValue),
                    try number(image?["width"], "imageRect.width"),
                    try number(image?["height"], "imageRect.height")
                ))
        }
        guard let layout = SliceLayout(rawValue: layoutName) else {
            throw .badField(
                "layout", expected: SliceLayout.allCases.map(\.rawValue).joined(separator: " or "))
        }
        self.layout = layout
        self.wedges = wedges
    }
}

extension SlicePlan {
    /// The manifest of this plan (printed by `--json` and written as `manifest.json`).
    public var manifest: SliceManifest {
        let segments = partition.segments
        let wedges = (0..<segments).map { index in
            let points = partition.pointRange(ofValidated: index)
            let pixels = partition.pixelRange(of: index, validatedScale: sheet.scale)
            return SliceManifest.Wedge(
                index: index,
                rotationDegrees: Double(360 * index) / Double(segments),
                rotationRadians: Double(2 * index) * .pi / Double(segments),
                pointRect: .init(
                    x: points.lowerBound, y: 0, width: points.count, height: sheet.heightInPoints),
                pixelRect: .init(x: pixels.lowerBound, y: 0, width: pixels.count, height: sheet.height),
                files: files(of: index, pressed: false),
                pressedFiles: pressedSheets.isEmpty ? nil : files(of: index, pressed: true),
                stateList: options.layout == .android && !pressedSheets.isEmpty
                    ? SliceLayout.androidStateListPath(index: index, segments: segments) : nil)
        }
        let web = options.placement.map {
            WebWheelPage(segments: segments, scales: scales, placement: $0, pressed: !pressedSheets.isEmpty)
        }
        let sources = sheets.map { source in
            SliceManifest.SourceSheet(
                sheet: Self.fileName(source.name),
                pressedSheet: pressedSheets.first { $0.scale == source.scale }.map { Self.fileName($0.name) },
                scale: source.scale,
                pixelSize: .init(width: source.width, height: source.height),
                scales: scales.filter { sourceSheet(for: $0) == source })
        }
        return SliceManifest(
            sheet: Self.fileName(sheet.name), sheets: sheets.count > 1 ? sources : nil,
            pressedSheet: pressed.map { Self.fileName($0.name) },
            scale: sheet.scale, pointSize: .init(width: sheet.widthInPoints, height: sheet.heightInPoints),
            pixelSize: .init(width: sheet.width, height: sheet.height), equalWidths: partition.isEqual,
            scales: scales, layout: options.layout,
            pubspecAssets: options.layout == .flutter
                ? SliceLayout.flutterAssets(segments: segments, pressed: !pressedSheets.isEmpty) : nil,
            page: options.layout == .web ? SliceLayout.webPageName : nil,
            snippet: options.layout == .web ? web?.snippet : nil, placement: options.placement, wedges: wedges
        )
    }

    private func files(of index: Int, pressed: Bool) -> [SliceScale: String] {
        var files: [SliceScale: String] = [:]
        for file in wedgeFiles where file.index == index && file.isPressed == pressed {
            files[file.scale] = file.path
        }
        return files
    }

    /// The last component of a path, so the manifest does not depend on where it was run.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
