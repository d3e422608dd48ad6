import WheelPNG
import WheelSlice
import WheelSupport

/// Something loading the user's images got past without an error, which the user should
/// hear about: benign damage in a file, a sheet cut into wedges of two widths, or wedges of
/// another size than the screen's image box.
public enum AssetWarning: Sendable, Hashable, CustomStringConvertible {
    /// What the decoder read past in a file (benign damage libpng's defaults accept).
    case image(PNGWarning)
    /// An animated PNG (APNG) of `frames` frames given as an image of the screen: its still
    /// image is drawn, as `slice` cuts wedges from it; the animation does not play.
    case animatedImage(path: String, frames: Int)
    /// An image whose Exif asks viewers to turn or mirror it: drawn from its pixels as
    /// stored, as `slice` cuts them.
    case exifOrientationNotApplied(path: String, orientation: ExifOrientation)
    /// A sheet whose width in points does not divide into its segments (`partition`): its
    /// cells differ by a point, as `luckywheel slice` would cut them. A layer file given as a
    /// sheet shows up here.
    case unevenSheet(sheet: SheetGeometry, partition: SlicePartition)
    /// Wedges of `width × height` points from `source` that `placement` draws stretched into
    /// its image box (``WedgePlacement/stretchNote(wedgeWidth:height:source:)``).
    case stretchedWedges(source: String, width: Double, height: Double, placement: WedgePlacement)
    /// A layer image of `width × height` points (its pixels over the scale its name says) that
    /// the screen draws stretched into its `boxWidth × boxHeight` pt rectangle.
    case stretchedLayer(path: String, width: Double, height: Double, boxWidth: Int, boxHeight: Int)
    /// A wedge file of a slice folder that is `width × height` points, more than a point off
    /// the size its manifest gives (`manifestWidth × manifestHeight`): replaced since the
    /// slice, and drawn stretched.
    case wedgeFileSize(path: String, width: Double, height: Double, manifestWidth: Int, manifestHeight: Int)
    /// A sprite sheet in a slice output folder, not used: the manifest's wedge files are the
    /// segment images.
    case sheetBesideManifest(path: String, manifest: String)
    /// A PNG file in an assets folder whose name is none of the screen's images, with the image
    /// its name comes closest to (a typo, or a scale no screen has), if one is close; in a slice
    /// folder, one its `manifest` does not list either (a wedge of an earlier slice).
    case unusedImage(folder: String, name: String, closest: BuiltInAsset?, manifest: String? = nil)
    /// A PNG file in an assets folder not used because `used` names the same image at the same
    /// scale (`LuckyAstrology@1x.png` beside `LuckyAstrology.png`, which wins).
    case shadowedImage(folder: String, name: String, used: String)
    /// Art drawn upscaled (blurry): of a lower scale than the frames, or smaller in points than
    /// its box.
    case upscaled(UpscaledArt)

    /// Whether the warning is about how the images are drawn (damage, stretching, upscaling,
    /// uneven cells), not about which files make the wheel: moot when nothing is drawn (a
    /// sound alone, its segment count still the folder's).
    public var concernsDrawing: Bool {
        switch self {
        case .image, .animatedImage, .exifOrientationNotApplied, .unevenSheet, .stretchedWedges,
            .stretchedLayer, .wedgeFileSize,
            .upscaled:
            true
        case .sheetBesideManifest, .unusedImage, .shadowedImage: false
        }
    }

    /// The file the warning says is not read, when it says so: an image of no name the screen
    /// has, one shadowed by another, a sheet beside a manifest.
    public var unreadPath: String? {
        switch self {
        case .unusedImage(let folder, let name, _, _), .shadowedImage(let folder, let name, _):
            folder + "/" + name
        case .sheetBesideManifest(let path, _): path
        default: nil
        }
    }

    /// What is wrong, naming the file or folder, without a fix: the command line adds its
    /// own, naming its flags (the fix of ``description`` otherwise).
    public var problem: String {
        switch self {
        case .upscaled(let art): art.problem
        default: description
        }
    }

    /// The warning, for a person.
    public var description: String {
        switch self {
        case .upscaled(let art): art.description
        case .image(let warning): warning.description
        case .animatedImage(let path, let frames):
            "\(path) is an animated PNG (APNG, \(frames) frame\(frames == 1 ? "" : "s")): its still image is "
                + "drawn, not the animation"
        case .exifOrientationNotApplied(let path, let orientation):
            "\(path): its Exif orientation \(orientation.value) (\(orientation), as viewers show it) is not "
                + "applied: it is drawn from its pixels as stored; turn its pixels first if it is drawn to be "
                + "seen turned"
        case .unevenSheet(let sheet, let partition): partition.unevenWidthsNote(of: sheet) ?? sheet.name
        case .stretchedWedges(let source, let width, let height, let placement):
            placement.stretchNote(wedgeWidth: width, height: height, source: source) ?? source
        case .stretchedLayer(let path, let width, let height, let boxWidth, let boxHeight):
            "\(path) is \(DecimalText.trimmed(width, 1)) × \(DecimalText.trimmed(height, 1)) pt, and the "
                + "screen draws it in its \(boxWidth) × \(boxHeight) pt rectangle, stretched to fill it; draw "
                + "it at \(boxWidth) × \(boxHeight) pt to keep its shape"
        case .wedgeFileSize(let path, let width, let height, let manifestWidth, let manifestHeight):
            "\(path) is \(DecimalText.trimmed(width, 1)) × \(DecimalText.trimmed(height, 1)) pt, but the slice "
                + "manifest gives its wedge \(manifestWidth) × \(manifestHeight) pt; it is drawn stretched to "
                + "that box. Slice the sheet again to change the wedges"
        case .sheetBesideManifest(let path, let manifest):
            "\(path) is not used: the segment images are the wedge files \(manifest) lists; use the "
                + "sheet file itself, or slice it again into this folder"
        case .unusedImage(let folder, let name, let closest, let manifest):
            Self.unusedNote(folder: folder, name: name, closest: closest, manifest: manifest)
        case .shadowedImage(let folder, let name, let used):
            "\(folder)/\(name) is not used: \(folder)/\(used) names the same image at the same scale, "
                + "and is used (the name this tool writes first, then byte order)"
        }
    }

    private static func unusedNote(folder: String, name: String, closest: BuiltInAsset?, manifest: String?)
        -> String
    {
        let file = folder + "/" + name
        let (stem, suffix) = AssetFolder.parts(of: name)
        guard let closest else {
            return "\(file) is not used: "
                + (manifest.map {
                    "\($0) does not list it, and its name is none of the screen's other images ("
                }
                    ?? "its name is none of the screen's images (")
                + WheelAssets.folderAssets.map(\.baseName).joined(separator: ", ")
                + ", each with an @Nx suffix or none)"
        }
        if closest.baseName.lowercased() == stem.lowercased() {
            return
                "\(file) is not used: \(suffix) is not a screen scale (screens use \(SliceScale.supportedText))"
        }
        return "\(file) is not used: its name is none of the screen's images; did you mean "
            + "\(closest.baseName)\(suffix).png?"
    }
}
