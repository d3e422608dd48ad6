import WheelPNG
import WheelRender

extension AssetError: CommandFailureConvertible {
    /// A path or file that is missing or unreadable exits 66 (`EX_NOINPUT`), as does a folder
    /// with nothing to load; images, sheets and manifests that cannot be used exit 65
    /// (`EX_DATAERR`).
    public var commandFailure: CommandFailure {
        switch self {
        case .missing, .nothingToLoad: CommandFailure(.noInput, "--assets: \(description)")
        case .image(let error): CommandFailure(error.commandFailure.exitCode, "--assets: \(description)")
        case .sheet, .invalidManifest, .sizeNotWholePoints, .scene:
            CommandFailure(.dataError, "--assets: \(description)")
        }
    }
}
