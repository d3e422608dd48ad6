import WheelPNG
import WheelSlice
import WheelSupport

/// The human summary `slice` prints to stdout: what was cut, one line per scale with its
/// files and bytes (and, of several sheets, the one it comes from, with its pressed twin), and
/// the total with the time taken.
struct SliceSummary {
    let result: SliceResult
    /// The sheets cut, to say what format the exact cut kept.
    let sheets: [SpriteSheet]
    /// The pressed sheets cut: their wedges keep their own format, which `--pressed` does not
    /// require to be their sheets'.
    let pressed: [SpriteSheet]
    let destination: String
    let elapsed: Duration

    var text: String {
        let plan = result.plan
        let sheet = plan.sheet
        let several = plan.sheets.count > 1
        // Of several sheets, the pressed ones are named as the sheets are.
        let pressedNote =
            plan.pressedSheets.isEmpty
            ? ""
            : " (+ pressed" + (several ? " " + ListText.joined(plan.pressedSheets.map(\.name), "and") : "")
                + ")"
        let what =
            several
            ? ListText.joined(plan.sheets.map(\.name), "and")
                + " (\(sheet.widthInPoints) × \(sheet.heightInPoints) pt "
                + ListText.joined(plan.sheets.map { "@\($0.scale)x" }, "and") + ")"
            : "\(sheet.name) (\(sheet.widthInPoints) × \(sheet.heightInPoints) pt @\(sheet.scale)x)"
        var text =
            "Sliced \(what) into \(DecimalText.counted(plan.partition.segments, "wedge"))\(pressedNote) in \(destination)\n"
        for scale in plan.scales {
            let wedges = result.wedges.filter { $0.file.scale == scale }
            let bytes = wedges.reduce(0) { $0 + $1.bytes.count }
            // Of several sheets, each line names the one its files come from, and its pressed twin.
            let source = plan.sourceSheet(for: scale)
            let twin = source.flatMap { source in plan.pressedSheets.first { $0.scale == source.scale } }
            let from =
                several
                ? source.map { " " + ListText.joined([$0.name] + [twin?.name].compactMap(\.self), "and") }
                    ?? ""
                : ""
            let how: String
            switch wedges.first?.file.method ?? .exactCut {
            case .exactCut:
                func header(_ sheets: [SpriteSheet]) -> PNGHeader? {
                    source.flatMap { source in
                        sheets.first { $0.geometry.scale == source.scale }?.image.header
                    }
                }
                let color = header(sheets)
                let pressedColor = header(pressed)
                how =
                    (several ? "exact cut of\(from), " : "exact cut, ")
                    + (color.map { Self.formatText($0, pressed: pressedColor) } ?? "")
            case .downscaled: how = "area-averaged" + (several ? " from\(from)" : "") + ", RGBA 8-bit"
            case .upscaled: how = "upscaled" + (several ? " from\(from)" : "") + ", RGBA 8-bit"
            }
            text +=
                "  @\(scale)x: \(DecimalText.counted(wedges.count, "file")), \(DecimalText.grouped(bytes)) bytes (\(how))\n"
        }
        let files = result.files
        let total = files.reduce(0) { $0 + $1.bytes.count }
        let layoutFiles = result.plan.layoutFiles.count
        let parts =
            [DecimalText.counted(result.wedges.count, "wedge"), SlicePlan.manifestPath]
            + (layoutFiles > 0 ? [Self.layoutFilesText(plan.options.layout, count: layoutFiles)] : [])
        text +=
            "Wrote \(DecimalText.counted(files.count, "file")) (\(parts.joined(separator: ", "))), \(DecimalText.grouped(total)) bytes in "
            + Self.elapsedText(elapsed) + "\n"
        return text
    }

    /// `RGBA 8-bit`, or `RGBA 8-bit, pressed palette 8-bit` when the pressed sheet's format
    /// differs: what the exact cut kept.
    static func formatText(_ sheet: PNGHeader, pressed: PNGHeader?) -> String {
        func name(_ header: PNGHeader) -> String { "\(header.colorType.name) \(header.bitDepth)-bit" }
        guard let pressed, name(pressed) != name(sheet) else { return name(sheet) }
        return "\(name(sheet)), pressed \(name(pressed))"
    }

    /// `22.5 ms`, or from 10 s on `48.29 s` (a huge sheet read "48290.9 ms").
    static func elapsedText(_ elapsed: Duration) -> String {
        elapsed < .seconds(10)
            ? DecimalText.fixed(elapsed.inSeconds * 1000, 1) + " ms" : DecimalText.seconds(elapsed, 2) + " s"
    }

    /// `25 Contents.json`, `12 state lists`, `index.html`: what the layout's own files are.
    static func layoutFilesText(_ layout: SliceLayout, count: Int) -> String {
        switch layout {
        case .xcassets: "\(count) Contents.json"
        case .android: DecimalText.counted(count, "state list")
        case .web: SliceLayout.webPageName
        case .flat, .flutter: DecimalText.counted(count, "file")
        }
    }

    /// What a platform's developer copies, printed after the summary: Flutter's
    /// `pubspec.yaml` lines (paths under `output` as given, which is where the app's root
    /// sees them when slice runs there, written as a person writes it:
    /// ``FileSystem/lexicallyNormalized(_:)``), the web page and its snippet. Empty for the
    /// other layouts.
    static func layoutNotes(_ manifest: SliceManifest, output: String) -> String {
        let normalized = FileSystem.lexicallyNormalized(output)
        let folder = normalized == "." ? "" : normalized
        let prefix = SliceLayout.pathPrefix(folder: folder)
        var text = ""
        if let assets = manifest.pubspecAssets {
            // Flutter reads them from the app's folder, where none starts at / or goes up.
            let outside = folder.hasPrefix("/") || folder.split(separator: "/").contains("..")
            text +=
                "pubspec.yaml (paths from where slice ran"
                + (outside
                    ? "; Flutter reads them from the folder of pubspec.yaml, so run slice there with an \(SharedArguments.outputNames.short) "
                        + "inside it to paste them as they are" : "") + "):\n"
            text += SliceLayout.pubspecLines(assets: assets, folder: folder).joined(separator: "\n") + "\n"
        }
        if let page = manifest.page {
            text +=
                "Open \(prefix)\(page) to see the wheel; the snippet to copy (paths from \(prefix.isEmpty ? "." : folder)):\n"
        }
        if let snippet = manifest.snippet { text += snippet }
        return text
    }
}
