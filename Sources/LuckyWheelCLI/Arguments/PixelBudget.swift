import WheelPNG

/// `--max-pixels N` as read: the most pixels (width × height) an input image may declare
/// before anything is decoded or allocated for it. Shared by every command that reads images.
struct PixelBudget: Sendable, Hashable {
    /// The budget, at least 1 pixel.
    let maxPixels: Int
    /// Whether `--max-pixels` was given (its default may be the value given).
    let isGiven: Bool

    /// Reads ``SharedArguments/maxPixels``.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        maxPixels = try arguments.value(SharedArguments.maxPixels)
        isGiven = try arguments.isGiven(SharedArguments.maxPixels)
    }

    /// Refuses a given budget, even the default, when no images are read (`assetsPath` nil:
    /// the built-in art only), for the commands whose images come with `--assets`.
    func checkGiven(with assetsPath: String?, commandPath: String) throws(UsageError) {
        guard isGiven, assetsPath == nil else { return }
        throw UsageError(
            "\(SharedArguments.maxPixels.spec.key) bounds the images read with \(RenderCommand.assets.spec.key); "
                + "give \(RenderCommand.assets.spec.key), or leave it out",
            commandPath: commandPath)
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
