import WheelPNG
import WheelRender

extension AssetError: CommandFailureConvertible {
    /// A path or file that is missing or unreadable exits 66 (`EX_NOINPUT`), as does a folder
    /// with nothing to load (or a part of a slice folder, which names the folder to give); images, sheets and manifests that cannot be used exit 65
    /// (`EX_DATAERR`).
    public var commandFailure: CommandFailure {
        let assets = RenderCommand.assets.spec.key
        return switch self {
        // A frame a render wrote is no sheet to cut, as its warning says.
        case .nothingToLoad(let folder, let onlyImage?)
        where FrameFolder.frameIndex(
            ofFileName: FileSystem.split(onlyImage).name, fileExtension: FrameFolder.pngExtension) != nil:
            CommandFailure(.noInput, "\(assets): \(AssetError.nothingToLoad(folder: folder).description)")
        case .missing, .nothingToLoad, .insideSliceFolder:
            CommandFailure(.noInput, "\(assets): \(description)")
        // The image's own failure, so that it names the flag that raises a limit too.
        case .image(let error):
            CommandFailure(error.commandFailure.exitCode, "\(assets): \(error.commandFailure.message)")
        case .sheet, .invalidManifest, .sizeNotWholePoints:
            CommandFailure(.dataError, "\(assets): \(description)")
        // Said by the flag that asked for the count where the command reads it
        // (`SpinArguments.assets`).
        case .segmentCountMismatch, .scene(.builtInArtCannotDraw):
            CommandFailure(.usage, "\(assets): \(description)")
        case .scene:
            CommandFailure(.dataError, "\(assets): \(description)")
        }
    }
}
