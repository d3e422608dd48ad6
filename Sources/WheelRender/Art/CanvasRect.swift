/// An axis-aligned rectangle on a ``Canvas``, in points.
public struct CanvasRect: Sendable, Hashable {
    /// Left edge in points.
    public var x: Double
    /// Top edge in points.
    public var y: Double
    /// Width in points (not negative).
    public var width: Double
    /// Height in points (not negative).
    public var height: Double

    /// The rectangle whose top-left corner is (`x`, `y`), `width` × `height` points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The centre of the rectangle.
    public var center: CanvasPoint { CanvasPoint(x + width / 2, y + height / 2) }
}
