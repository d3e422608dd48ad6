import WheelPNG

/// `--max-pixels N`: the most pixels (width × height) an input image may declare before
/// anything is decoded or allocated for it. Shared by every command that reads images, so the
/// flag, its default and its error read the same everywhere.
struct PixelBudget: Sendable, Hashable {
    /// The option as commands list it.
    static let argument = ArgumentSpec.option(
        "--max-pixels", valueName: "n",
        help: "Most pixels (width × height) an input may have.",
        default: String(PNGLimits.default.maxPixels))

    /// The budget, at least 1 pixel.
    let maxPixels: Int

    /// Reads `--max-pixels`; a value below 1 is a usage error naming `command`.
    init(parsing arguments: ParsedArguments, command: String) throws(UsageError) {
        let value = try arguments.option("--max-pixels", default: PNGLimits.default.maxPixels)
        guard value >= 1 else {
            throw UsageError("--max-pixels must be at least 1, got \(value)", commandPath: command)
        }
        maxPixels = value
    }

    /// The decoder limits: the default ones with this pixel budget.
    var limits: PNGLimits {
        var limits = PNGLimits.default
        limits.maxPixels = maxPixels
        return limits
    }

    /// Refuses, from its header alone, an image over the budget.
    func check(_ info: PNGFileInfo) throws(PNGError) {
        let header = info.header
        guard limits.admits(width: header.width, height: header.height) else {
            throw .tooLarge(file: info.file, width: header.width, height: header.height, limits: limits)
        }
    }
}
