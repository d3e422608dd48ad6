/// Where a segment's button and image sit on a wheel of N segments, in points.
///
/// The reference screen (12 segments) has 68 × 143 pt buttons with the image at (14, 20),
/// 40 × 47 pt (docs/ARCHITECTURE.md §1). For other counts the button keeps its height (the
/// wheel's radius) and its width follows the sector: `68 · tan(π/N) / tan(π/12)` points, at
/// most the rim chord `2 · 143 · sin(π/N)`, rounded down to whole points. The image keeps its
/// 40 × 47 pt and its place 20 pt below the rim up to 12 segments (wider sectors hold it
/// easily) and shrinks with the button above, by `width / 68`; either way an image never
/// reaches into a neighbour's sector.
public struct ButtonLayout: Sendable, Hashable {
    /// The number of segments, one button each.
    public let segmentCount: Int
    /// The button's width, points.
    public let width: Int
    /// How much the reference image size is scaled: 1 up to 12 segments, `width / 68` above.
    public let imageScale: Double

    /// The layout of a wheel of `segmentCount` segments, meant for
    /// `WheelGeometry.segmentCountRange`: a count below 2 is laid out as 2 (the one wedge of
    /// a 1-segment slice sits where a 2-segment wheel's would), and far beyond 360 the button
    /// narrows to nothing.
    public init(segmentCount: Int) {
        let count = max(segmentCount, 2)
        self.segmentCount = count
        let reference = Double(SceneMetrics.buttonWidth)
        if count == SceneMetrics.referenceSegmentCount {
            width = SceneMetrics.buttonWidth
        } else {
            let half = Double.pi / Double(count)
            // UnitCircle, not libm, so the width is the same on every platform.
            let tangent = { (angle: Double) in UnitCircle.sine(angle) / UnitCircle.cosine(angle) }
            let sector =
                count == 2
                ? Double.infinity
                : reference * tangent(half)
                    / tangent(Double.pi / Double(SceneMetrics.referenceSegmentCount))
            let chord = 2 * Double(SceneMetrics.buttonHeight) * UnitCircle.sine(half)
            // The small allowance keeps chords that are whole numbers (6 segments: 143 pt) whole.
            width = Int((min(sector, chord) + 1e-6).rounded(.down))
        }
        imageScale = min(1, Double(width) / reference)
    }

    /// The button's height, points: the wheel's radius.
    public var height: Int { SceneMetrics.buttonHeight }

    /// The segment image's rectangle inside the button, points: centred, 20 pt below the rim.
    public var imageRect: (x: Double, y: Double, width: Double, height: Double) {
        let imageWidth = Double(SceneMetrics.segmentImageWidth) * imageScale
        return (
            (Double(width) - imageWidth) / 2, Double(SceneMetrics.segmentImageY), imageWidth,
            Double(SceneMetrics.segmentImageHeight) * imageScale
        )
    }
}
