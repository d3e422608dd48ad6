import WheelPNG
import WheelSlice

/// Why images given for the wheel screen (a slice folder, a sheet, layer files) cannot be
/// used. Each case carries the facts; its description names the file and says what to do.
public enum AssetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case missing(path: String)
    /// A folder holds none of the files an asset folder may hold; `onlyImage` is the one image
    /// it does hold, under a name of its own (a sheet, most likely), when it holds exactly one.
    case nothingToLoad(folder: String, onlyImage: String? = nil)
    /// The path is a slice output folder's `manifest.json`, or a folder inside a slice output
    /// folder (an asset catalog, `res`, a density or variant folder) that holds no wheel images
    /// of its own: `sliceFolder` is the folder to give instead.
    case insideSliceFolder(path: String, sliceFolder: String)
    /// An image file cannot be read or decoded.
    case image(PNGError)
    /// A sprite sheet cannot be cut into segments (size not whole points, too narrow…).
    case sheet(SliceError)
    /// A slice output folder's `manifest.json` is not what `luckywheel slice` writes.
    case invalidManifest(path: String, reason: SliceManifest.ReadError)
    /// An image that keeps its own size (the pointer) is not a whole number of points at the
    /// scale its name says, so it cannot be resampled for another scale.
    case sizeNotWholePoints(file: String, width: Int, height: Int, scale: SliceScale)
    /// A slice folder's manifest lists `found` wedges but `requested` segments were asked for.
    case segmentCountMismatch(path: String, found: Int, requested: Int)
    /// The images do not make a wheel (segment count outside `WheelGeometry.segmentCountRange`,
    /// pressed count differs).
    case scene(RenderError)

    /// A sentence naming the file, the problem and the fix.
    public var description: String {
        switch self {
        case .missing(let path):
            return "\(path) does not exist; expected a folder of images, a slice output folder "
                + "or a sprite sheet PNG"
        case .nothingToLoad(let folder, let onlyImage):
            return "\(folder) holds no wheel images: expected manifest.json (a slice output folder) or "
                + "files named like the built-in art, such as LuckyAstrology@2x.png or LuckyRotateWheel@2x.png"
                + (onlyImage.map { "; to cut \($0) as the sheet, give that file itself" } ?? "")
        case .insideSliceFolder(let path, let sliceFolder):
            return "\(path) is part of the slice output folder \(sliceFolder); give that folder, whose "
                + "manifest.json lists the wedges"
        case .image(let error):
            return error.description
        case .sheet(let error):
            // Images read for frames have no option for their scale: the name gives it.
            if case .unsupportedSheetScale(let sheet, _) = error {
                let name = SliceScale.unscaledFileName(ofPath: sheet)
                let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
                let folder = sheet.lastIndex(of: "/").map { String(sheet[...$0]) } ?? ""
                let folderNote =
                    SliceScale.folderScale(ofPath: sheet) == nil
                    ? "" : ": an @Nx suffix comes before its folder's scale"
                return error.problem + "; name it with the scale it is drawn for (\(folder)\(stem)@2x.png"
                    + folderNote + ")"
            }
            return error.description
        case .invalidManifest(let path, let reason):
            return "\(path) is not a slice manifest: \(reason); slice the sheet again"
        case .sizeNotWholePoints(let file, let width, let height, let scale):
            return "\(file): \(width) × \(height) pixels is not a whole number of points at @\(scale.key)"
                + (scale.unevenSides(width: width, height: height).map { " (\($0))" } ?? "") + "; "
                + "check the file's @Nx suffix"
        case .segmentCountMismatch(let path, let found, let requested):
            return "\(path) lists \(found) wedges, but the wheel was asked to have \(requested) segments; "
                + "slice the sheet into \(requested) wedges or ask for \(found) segments"
        case .scene(let error):
            return error.description
        }
    }
}
