/// A sprite sheet's name, pixel size and screen scale, checked to be a whole number of points.
/// Known from the file's header alone, so a slice can be planned (and its output checked for
/// conflicts) before any pixel is decoded.
public struct SheetGeometry: Sendable, Hashable {
    /// The name used in messages and the manifest, usually the file name.
    public let name: String
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The screen scale the pixels are drawn for: 1, 2 or 3.
    public let scale: Int

    /// Checks that `scale` is a screen scale and that both sides divide by it.
    public init(name: String, width: Int, height: Int, scale: Int) throws(SliceError) {
        guard ScreenScale.supported.contains(scale) else {
            throw .unsupportedSheetScale(sheet: name, scale: scale)
        }
        guard width % scale == 0, height % scale == 0 else {
            throw .sizeNotDivisibleByScale(sheet: name, width: width, height: height, scale: scale)
        }
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// Width in points: pixels / scale.
    public var widthInPoints: Int { width / scale }

    /// Height in points: pixels / scale.
    public var heightInPoints: Int { height / scale }
}
