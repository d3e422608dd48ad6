import WheelSlice
import WheelSupport

/// What an earlier slice wrote into a folder, read from its `manifest.json`: the files a
/// slice with `--force` removes when it does not write them again, so the folder holds one
/// slice (not the wedges of a 12-segment wheel beside a 5-segment one's manifest).
enum EarlierSlice {
    /// The files the slice whose manifest is in `folder` wrote there, relative to it, that
    /// `paths` does not hold: only files that exist, inside the folder (the manifest's paths
    /// stay inside, ``SliceManifest/staysInside(_:)``, and no link on the way leads out of it),
    /// and are none of `inputs`, sorted. Empty when the folder holds no manifest; a manifest this
    /// tool cannot read (damaged, or edited to name a file outside the folder) removes nothing
    /// either, and `warn` is told so, since the earlier slice's files may then stay beside the new.
    static func paths(
        in folder: String, notIn paths: [String], inputs: [String], warn: (String) -> Void
    ) -> [String] {
        let path = folder + "/" + SlicePlan.manifestPath
        guard PathKind(of: path) != .missing else { return [] }
        let manifest: SliceManifest
        do {
            let bytes = try FileSystem.readFile(path, limit: SliceManifest.byteLimit, kind: "slice manifest")
            do {
                manifest = try SliceManifest(parsing: String(decoding: bytes, as: UTF8.self))
            } catch {
                warn(
                    unreadableNote(
                        "\(path), the earlier slice's manifest, cannot be read: \(error.description)"))
                return []
            }
        } catch {
            warn(unreadableNote(error.message))
            return []
        }
        let kept = Set(paths)
        return manifest.writtenPaths.filter { path in
            guard !kept.contains(path) else { return false }
            // Every folder on the way a real folder, not a link out of the output folder.
            var prefix = folder
            for component in path.split(separator: "/").dropLast() {
                prefix += "/" + component
                guard PathKind(of: prefix) == .directory else { return false }
            }
            return PathKind(of: folder + "/" + path) == .file
                && FileSystem.input(among: inputs, sameAs: folder + "/" + path) == nil
        }.sorted()
    }

    /// The warning for an earlier manifest that cannot be read: `problem` and what follows.
    private static func unreadableNote(_ problem: String) -> String {
        "\(problem); the files an earlier slice wrote that this one does not are not removed, and may "
            + "stay beside the new ones"
    }

    /// Tells which files of an earlier run `--force` removed (``removalNote(_:of:in:)``): after
    /// the summary on standard output, or `onStandardError` when standard output carries
    /// something else, which stays whole: the `--json` document (with `--json` the removal
    /// went unsaid), `render`'s sound.
    static func tellRemoval(
        _ removed: [String], of run: String, in destination: String, onStandardError: Bool,
        console: any Console
    ) {
        console.show(removalNote(removed, of: run, in: destination), onStandardError: onStandardError)
    }

    /// The line that tells which files of an earlier run `--force` removed from `destination`:
    /// `Removed 61 files of the earlier slice in out that this one does not write: a.png (and 60 more)`.
    static func removalNote(_ removed: [String], of run: String, in destination: String) -> String {
        guard let first = removed.first else { return "" }
        let more = removed.count > 1 ? " (and \(removed.count - 1) more)" : ""
        return "Removed \(DecimalText.counted(removed.count, "file")) of the earlier \(run) in "
            + "\(destination) that this one does not write: \(first)\(more)\n"
    }
}
