/// A position on a ``Canvas`` in points: x grows to the right, y grows downwards, (0, 0) is the
/// top-left corner of the canvas.
public struct CanvasPoint: Sendable, Hashable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points (downwards).
    public var y: Double

    /// A point at (`x`, `y`) points.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `distance` points away from `self` in the direction `angle` radians measured
    /// clockwise from 12 o'clock (so angle 0 is straight up on screen).
    public func offset(by distance: Double, clockwiseFromTop angle: Double) -> CanvasPoint {
        let direction = UnitCircle.direction(clockwiseFromTop: angle)
        return CanvasPoint(x + distance * direction.x, y + distance * direction.y)
    }

    /// Points along an elliptical arc around `self`, for stroked curves.
    ///
    /// Angles are in degrees in screen orientation: 0° points right and 90° points down, so
    /// increasing angles run clockwise on screen. `from` may be larger than `to`; the arc then
    /// runs the other way. Points are spaced at most 7.5° apart and include both ends, in at
    /// most 65,536 steps (a longer arc is spaced wider; a non-finite one is its two ends: a
    /// span of 1e300° stopped the process converting its step count).
    public func arc(radiusX: Double, radiusY: Double, from: Double, to: Double) -> [CanvasPoint] {
        let span = (to - from).magnitude
        let steps = span.isFinite ? max(1, Int(min(span / 7.5, 65_536).rounded(.up))) : 1
        return (0...steps).map { step in
            let degrees = from + (to - from) * Double(step) / Double(steps)
            let radians = degrees * Double.pi / 180
            return CanvasPoint(
                x + radiusX * UnitCircle.cosine(radians), y + radiusY * UnitCircle.sine(radians))
        }
    }
}
