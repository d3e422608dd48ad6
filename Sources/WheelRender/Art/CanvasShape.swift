/// A filled region of a ``Canvas``, in points. Shapes are resolution-independent: the canvas
/// evaluates their signed distance at every pixel centre of its scale, which is what makes the
/// @2x and @3x art native rather than enlarged, and gives anti-aliased edges.
///
/// Angles are radians measured clockwise from 12 o'clock (screen orientation, y down).
public indirect enum CanvasShape: Sendable, Hashable {
    /// A disc.
    case circle(center: CanvasPoint, radius: Double)
    /// The band between two concentric circles (`innerRadius` < `outerRadius`).
    case ring(center: CanvasPoint, innerRadius: Double, outerRadius: Double)
    /// A piece of a ring: the part within `halfAngle` of the direction `centerAngle`.
    /// `halfAngle` must be in (0, π/2]; an `innerRadius` of 0 makes a pie slice with its apex
    /// at `center`.
    case annularSector(
        center: CanvasPoint, innerRadius: Double, outerRadius: Double, centerAngle: Double,
        halfAngle: Double)
    /// A rectangle with corners rounded by `cornerRadius` points (0 for sharp corners; at most
    /// half the shorter side).
    case rectangle(CanvasRect, cornerRadius: Double)
    /// A closed polygon (even–odd rule); at least three vertices.
    case polygon([CanvasPoint])
    /// Lines through each list of points, `width` points wide, with round caps and joins.
    /// A list with one point makes a dot of diameter `width`.
    case stroke([[CanvasPoint]], width: Double)
    /// Everything covered by any of the shapes (an empty list covers nothing).
    case union([CanvasShape])
    /// What both shapes cover.
    case intersection(CanvasShape, CanvasShape)
    /// What the first shape covers and the second does not.
    case subtraction(CanvasShape, removing: CanvasShape)
    /// A band `width` points wide centred on the shape's edge.
    case outline(CanvasShape, width: Double)
    /// The shape grown outwards by `distance` points (shrunk when negative); corners of a grown
    /// shape become round.
    case offset(CanvasShape, distance: Double)

    /// A straight line from `start` to `end`, `width` points wide, with round caps.
    public static func line(from start: CanvasPoint, to end: CanvasPoint, width: Double) -> CanvasShape {
        .stroke([[start, end]], width: width)
    }
}
