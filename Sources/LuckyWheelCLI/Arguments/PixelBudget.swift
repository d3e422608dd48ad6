import WheelPNG

/// `--max-pixels N` as read: the most pixels (width × height) an input image may declare
/// before anything is decoded or allocated for it. Shared by every command that reads images.
struct PixelBudget: Sendable, Hashable {
    /// The budget, at least 1 pixel.
    let maxPixels: Int

    /// Reads ``SharedArguments/maxPixels``.
    init(parsing arguments: ParsedArguments) throws(UsageError) {
        maxPixels = try arguments.value(SharedArguments.maxPixels)
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
