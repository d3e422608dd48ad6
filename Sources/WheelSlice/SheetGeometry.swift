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
    /// The screen scale the pixels are drawn for, one of ``SliceScale/supported``.
    public let scale: SliceScale

    /// Checks that `scale` is a supported scale and that both sides are a whole number of
    /// points at it (``SliceScale/points(forPixels:)``: at 1.5x, 3k or 3k + 2 pixels).
    public init(name: String, width: Int, height: Int, scale: SliceScale) throws(SliceError) {
        guard width >= 1, height >= 1 else { throw .emptySheet(sheet: name, width: width, height: height) }
        guard scale.isSupported else {
            throw .unsupportedSheetScale(sheet: name, scale: scale)
        }
        guard scale.points(forPixels: width) != nil, scale.points(forPixels: height) != nil else {
            throw .sizeNotDivisibleByScale(sheet: name, width: width, height: height, scale: scale)
        }
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// Width in points: pixels / scale.
    public var widthInPoints: Int { scale.points(forPixels: width) ?? 0 }

    /// Height in points: pixels / scale.
    public var heightInPoints: Int { scale.points(forPixels: height) ?? 0 }

    /// Whether it is `other`'s size in points, as sheets of one wheel drawn for several scales are.
    public func hasPointSize(of other: SheetGeometry) -> Bool {
        widthInPoints == other.widthInPoints && heightInPoints == other.heightInPoints
    }
}
