import WheelSupport

/// How wedge files are arranged in the output folder: one case per platform convention.
///
/// Each layout names its files, says which scales it can hold (``scales``) and which it writes
/// when none are asked for (``defaultScales(sheetScale:)``), and may add files of its own
/// (``layoutFiles(segments:scales:pressed:placement:)``): an asset catalog's `Contents.json`,
/// Android's state lists, the web page.
public enum SliceLayout: String, Sendable, CaseIterable {
    /// `wedge-00.png`, `wedge-00@2x.png`, `wedge-00-pressed@2x.png` side by side (`@1.5x`,
    /// `@4x` too).
    case flat
    /// An Xcode asset catalog: `Wedges.xcassets/wedge-00.imageset/wedge-00@2x.png` with a
    /// `Contents.json` in the catalog and in every image set; 1x, 2x and 3x only.
    case xcassets
    /// Android resources: `res/drawable-xhdpi/wedge_00.png` (mdpi, hdpi, xhdpi, xxhdpi and
    /// xxxhdpi for 1, 1.5, 2, 3 and 4), and with a pressed sheet a state list per wedge,
    /// `res/drawable/wedge_00_state.xml`, that shows the pressed image while pressed or selected.
    case android
    /// Flutter's resolution-aware assets: `wedge_00.png` at 1x, `2.0x/wedge_00.png`,
    /// `1.5x/wedge_00.png`…; the `pubspec.yaml` lines are in the manifest.
    case flutter
    /// For a web page: flat names (`wedge-00.png`, `wedge-00@2x.png`) and `index.html`, a
    /// self-contained page that assembles the wheel from the wedges with CSS; with a pressed
    /// sheet each wedge shows its pressed image while held down or marked `pressed`.
    case web

    /// The catalog folder of the `xcassets` layout.
    public static let catalogName = "Wedges.xcassets"

    /// The web layout's page.
    public static let webPageName = "index.html"

    /// The scales the layout can hold, ascending.
    public var scales: [SliceScale] {
        switch self {
        case .xcassets: ScreenScale.sliceScales
        case .android: Self.androidDensities.map(\.scale)
        case .flat, .flutter, .web: SliceScale.supported
        }
    }

    /// The scales written when the options ask for none: the sheet's own for `flat` and
    /// `xcassets`; for the platform layouts every scale they hold up to the sheet's (a @3x
    /// sheet gives Android mdpi, hdpi, xhdpi and xxhdpi).
    public func defaultScales(sheetScale: SliceScale) -> [SliceScale] {
        switch self {
        case .flat, .xcassets: [sheetScale]
        case .android, .flutter, .web: scales.filter { $0 <= sheetScale }
        }
    }

    /// The asset name of a wedge: `wedge-07` or `wedge-07-pressed`; `wedge_07` and
    /// `wedge_07_pressed` for Android and Flutter (Android resource names allow only
    /// lowercase letters, digits and underscores). Indices have at least two digits (three
    /// for 100 or more segments, so names sort in order).
    public func assetName(index: Int, segments: Int, pressed: Bool) -> String {
        let separator = self == .android || self == .flutter ? "_" : "-"
        // A count below 1 names like 1 (`Int.min - 1` stopped the process).
        let digits = max(2, String(max(segments, 1) - 1).count)
        let number = String(index)
        return "wedge" + separator + String(repeating: "0", count: max(digits - number.count, 0)) + number
            + (pressed ? separator + "pressed" : "")
    }

    /// The path of one wedge file relative to the output folder.
    public func path(index: Int, segments: Int, scale: SliceScale, pressed: Bool) -> String {
        let name = assetName(index: index, segments: segments, pressed: pressed)
        switch self {
        case .flat, .web: return name + scale.fileSuffix + ".png"
        case .xcassets: return "\(Self.catalogName)/\(name).imageset/\(name)\(scale.fileSuffix).png"
        case .android: return "res/drawable-\(Self.androidDensity(scale) ?? scale.key)/\(name).png"
        case .flutter: return (scale == 1 ? "" : Self.flutterFolder(scale) + "/") + name + ".png"
        }
    }

    /// When `output` is the folder the layout's own top folder belongs in rather than the one
    /// that holds it (an `….xcassets` catalog for `xcassets`, a `res` folder for `android`), or
    /// a folder Flutter reads as a resolution variant's (`assets/2.0x` for `flutter`), a
    /// sentence saying where the files would go and what to give instead; nil otherwise.
    public func nestingNote(output: String) -> String? {
        let folder = String(PathText.lastComponent(of: output))
        // The folder to give instead, as the user would type it.
        let parent = PathText.parent(of: output)
        // A catalog or res folder further up (`Assets.xcassets/Wheel`, `res/drawable`) nests
        // the layout's folder as deep inside it.
        let isCatalog = { (name: Substring) in name.lowercased().hasSuffix(".xcassets") }
        switch self {
        case .xcassets where isCatalog(folder[...]):
            return
                "\(output) is an asset catalog, and the xcassets layout writes its own, \(Self.catalogName), "
                + "inside it (a catalog in a catalog, which Xcode does not show); give \(parent), the folder "
                + "that holds \(folder), to put \(Self.catalogName) beside it"
        case .xcassets:
            guard let catalog = Self.ancestor(of: output, where: isCatalog) else { return nil }
            return
                "\(output) is inside the asset catalog \(catalog), and the xcassets layout writes its own, "
                + "\(Self.catalogName), there (a catalog in a catalog, which Xcode does not show); give "
                + "\(PathText.parent(of: catalog)), the folder that holds \(PathText.lastComponent(of: catalog)), "
                + "to put \(Self.catalogName) beside it"
        case .android where folder == "res":
            return
                "the android layout writes res/drawable-… inside \(output), so its resources land in res/res, "
                + "which Android's build does not read; give \(parent), the folder that holds res"
        case .android:
            guard let resources = Self.ancestor(of: output, where: { $0 == "res" }) else { return nil }
            return
                "\(output) is inside the resource folder \(resources), and the android layout writes "
                + "res/drawable-… there, which Android's build does not read; give "
                + "\(PathText.parent(of: resources)), the folder that holds res"
        case .flutter where Self.isFlutterVariantFolder(folder[...]):
            return
                "\(output) is named as a Flutter resolution folder, and Flutter reads the images in it as "
                + "\(folder) ones: the 1x wedges the flutter layout writes there would be taken for \(folder) "
                + "(and its own scale folders go inside it); give \(parent), or another folder not named as a scale"
        default:
            return nil
        }
    }

    /// `path` up to its last folder above the last component that `matches` (`App/Assets.xcassets`
    /// of `App/Assets.xcassets/Wheel`); nil when none does.
    private static func ancestor(of path: String, where matches: (Substring) -> Bool) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let index = parts.lastIndex(where: matches) else { return nil }
        let joined = parts[...index].joined(separator: "/")
        return joined.isEmpty ? "/" : joined
    }

    /// The files the layout writes besides the wedges and the manifest (path → contents), in
    /// writing order: the catalog's and image sets' `Contents.json` (xcassets), a state list
    /// per wedge when there is a pressed sheet (android), the page (web, which needs
    /// `placement`; without it no page is made); none for flat and flutter.
    public func layoutFiles(segments: Int, scales: [SliceScale], pressed: Bool, placement: WedgePlacement?)
        -> [(path: String, contents: String)]
    {
        switch self {
        case .flat, .flutter: return []
        case .xcassets: return catalogFiles(segments: segments, scales: scales, pressed: pressed)
        case .android: return pressed ? stateLists(segments: segments) : []
        case .web:
            guard let placement else { return [] }
            let page = WebWheelPage(
                segments: segments, scales: scales, placement: placement, pressed: pressed)
            return [(path: Self.webPageName, contents: page.html)]
        }
    }
}
