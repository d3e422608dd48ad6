/// What fills a shape: one colour or a gradient. Gradients interpolate in premultiplied alpha,
/// so fading to a transparent stop never darkens the colour.
public enum CanvasPaint: Sendable, Hashable {
    /// One colour everywhere.
    case solid(CanvasColor)
    /// Colours along the line from `start` (location 0) to `end` (location 1), constant across
    /// it and clamped beyond both ends. Points in canvas coordinates.
    case linearGradient(start: CanvasPoint, end: CanvasPoint, stops: [GradientStop])
    /// Colours by distance from `center`: location 0 at the centre, 1 at `radius` points and
    /// beyond.
    case radialGradient(center: CanvasPoint, radius: Double, stops: [GradientStop])
    /// Colours by direction around `center`: location 0 at `startAngle` (radians clockwise from
    /// 12 o'clock) growing clockwise to 1 after one full turn, or after 1/`repetitions` of a
    /// turn when the pattern repeats (sunbursts). `repetitions` must be at least 1. Close to the
    /// centre neighbouring angles fall into one pixel, so keep fine detail away from it.
    case conicGradient(center: CanvasPoint, startAngle: Double, repetitions: Int, stops: [GradientStop])
}
