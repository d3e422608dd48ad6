import WheelSlice
import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The image files of a folder laid out like `Assets/`: `Name.png` (or `Name@1x.png`),
/// `Name@2x.png`, `Name@3x.png` (and Android's `Name@1.5x.png`, `Name@4x.png`) for each
/// built-in asset name, and where there are several scales of one image, which one suits a
/// frame scale best. Of two names for one scale (`Name.png` and `Name@1x.png`), the one this
/// package writes, without a suffix, is used (``BuiltInAsset/fileNames(scale:)``).
///
/// Names match without regard to case (`luckypointer@2X.PNG` is `LuckyPointer@2x.png`), as on
/// the case-insensitive disks designers' Macs have; an exact name wins over another spelling.
struct AssetFolder {
    let path: String
    private let names: Set<String>
    /// Each listed name by its lower-case form (the first in byte order where several fold alike).
    private let folded: [String: String]

    /// Lists `path`, which must be a folder.
    init(path: String) throws(AssetError) {
        self.path = path
        guard let listed = FolderListing.names(in: path) else {
            // The system's words when there is no descriptor to list it with (the advice is
            // then the limit's, not the path's).
            let code = errno
            throw .image(
                .unreadableFile(
                    path: path,
                    reason: DescriptorShortage.isShortage(code)
                        ? String(cString: strerror(code)) : "the folder cannot be listed"))
        }
        names = Set(listed)
        folded = Dictionary(listed.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the folder holds a file with this name.
    func contains(_ name: String) -> Bool { names.contains(name) }

    /// The listed name that `name` is, exactly or in another case.
    private func listedName(_ name: String) -> String? {
        names.contains(name) ? name : folded[name.lowercased()]
    }

    /// The file of `asset` that suits frames at `scale` best, with its scale: the same scale,
    /// else the nearest larger one (shrinking keeps detail), else the largest smaller one.
    func file(of asset: BuiltInAsset, for scale: SliceScale) -> (path: String, scale: SliceScale)? {
        let available = files(of: asset)
        guard let chosen = Self.bestScale(among: available.map(\.scale), for: scale) else { return nil }
        return available.first { $0.scale == chosen }
    }

    /// The file of `asset` at each scale the folder holds it, ascending.
    func files(of asset: BuiltInAsset) -> [(path: String, scale: SliceScale)] {
        SliceScale.supported.compactMap { scale in
            listedNames(of: asset, at: scale).first.map { (path + "/" + $0, scale) }
        }
    }

    /// The listed names of `asset`'s file at `scale`: those of ``BuiltInAsset/fileNames(scale:)``
    /// in its order, then any other spelling of the scale that `slice` and `info` read alike
    /// (`@2.0x`, ``SliceScale/suffixScale(inFileName:)``) in byte order; the first is the one used.
    private func listedNames(of asset: BuiltInAsset, at scale: SliceScale) -> [String] {
        let written = asset.fileNames(scale: scale).compactMap(listedName)
        let base = asset.baseName.lowercased()
        let others = names.sorted().filter { name in
            let (stem, suffix) = Self.parts(of: name)
            guard !written.contains(name), name.lowercased().hasSuffix(".png"), stem.lowercased() == base
            else { return false }
            return suffix.isEmpty ? scale == SliceScale(1) : SliceScale.suffixScale(inFileName: name) == scale
        }
        return written + others
    }

    /// The files of `assets` not used because another name for the same scale is
    /// (`LuckyAstrology@1x.png` beside `LuckyAstrology.png`), each with the name used.
    func shadowedImages(assets: [BuiltInAsset]) -> [(name: String, used: String)] {
        assets.flatMap { asset in
            SliceScale.supported.flatMap { scale in
                let names = listedNames(of: asset, at: scale)
                return names.dropFirst().map { (name: $0, used: names[0]) }
            }
        }
    }

    /// The PNG files of the folder that name none of `assets` at any scale and are not among
    /// `used` (a slice manifest's wedges), each with the asset its name comes closest to, if
    /// one is close (`LuckyRotateSelected@2x.png` → ``BuiltInAsset/selectionWedge``).
    func unusedImages(assets: [BuiltInAsset], used: Set<String>) -> [(name: String, closest: BuiltInAsset?)] {
        let known = Set(
            assets.flatMap { asset in SliceScale.supported.flatMap { listedNames(of: asset, at: $0) } })
        return names.sorted().compactMap { name in
            guard name.lowercased().hasSuffix(".png"), !known.contains(name), !used.contains(name) else {
                return nil
            }
            let closest = closestMatch(to: Self.parts(of: name).stem, in: assets.map(\.baseName))
            return (name, assets.first { $0.baseName == closest })
        }
    }

    /// A PNG file name without its `.png`, cut at its last `@`: `LuckyPointer@2x.png` is
    /// `LuckyPointer` and `@2x`, `notes.png` is `notes` and nothing.
    static func parts(of name: String) -> (stem: String, suffix: String) {
        let base = name.dropLast(".png".count)
        guard let at = base.lastIndex(of: "@") else { return (String(base), "") }
        return (String(base[..<at]), String(base[at...]))
    }

    /// The scale among `available` that suits frames at `scale` best (see `file(of:for:)`).
    static func bestScale<Scale: Comparable>(among available: [Scale], for scale: Scale) -> Scale? {
        if available.contains(scale) { return scale }
        return available.filter { $0 > scale }.min() ?? available.filter { $0 < scale }.max()
    }
}
