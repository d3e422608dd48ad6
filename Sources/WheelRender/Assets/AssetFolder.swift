import WheelSlice
import WheelSupport

/// The image files of a folder laid out like `Assets/`: `Name.png`, `Name@2x.png`,
/// `Name@3x.png` (and Android's `Name@1.5x.png`, `Name@4x.png`) for each built-in asset name,
/// and where there are several scales of one image, which one suits a frame scale best.
struct AssetFolder {
    let path: String
    private let names: Set<String>

    /// Lists `path`, which must be a folder.
    init(path: String) throws(AssetError) {
        self.path = path
        guard let listed = FolderListing.names(in: path) else {
            throw .image(.unreadableFile(path: path, reason: "the folder cannot be listed"))
        }
        names = Set(listed)
    }

    /// Whether the folder holds a file with this name.
    func contains(_ name: String) -> Bool { names.contains(name) }

    /// The file of `asset` that suits frames at `scale` best, with its scale: the same scale,
    /// else the nearest larger one (shrinking keeps detail), else the largest smaller one.
    func file(of asset: BuiltInAsset, for scale: Int) -> (path: String, scale: SliceScale)? {
        let available = SliceScale.supported.filter { names.contains(asset.fileName(scale: $0)) }
        guard let chosen = Self.bestScale(among: available, for: SliceScale(scale)) else { return nil }
        return (path + "/" + asset.fileName(scale: chosen), chosen)
    }

    /// The scale among `available` that suits frames at `scale` best (see `file(of:for:)`).
    static func bestScale<Scale: Comparable>(among available: [Scale], for scale: Scale) -> Scale? {
        if available.contains(scale) { return scale }
        return available.filter { $0 > scale }.min() ?? available.filter { $0 < scale }.max()
    }
}
