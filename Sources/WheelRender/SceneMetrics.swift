import WheelSupport

/// The reference screen's geometry in points (docs/ARCHITECTURE.md §1). Multiply by the scale for
/// pixels; every size here is a whole number of points, so every scale lands on whole pixels.
public enum SceneMetrics {
    /// The reference screen's number of segments, for which the sizes below are exact (other
    /// counts: ``ButtonLayout``).
    public static let referenceSegmentCount = SegmentCount.reference
    /// Side of the square wheel view, which is also the diameter of the wheel and base discs.
    public static let viewSide = 286
    /// Width of a segment button. Its anchor, the middle of its bottom edge, sits on the wheel
    /// centre, so the button reaches from the centre to the rim.
    public static let buttonWidth = 68
    /// Height of a segment button: the wheel's radius.
    public static let buttonHeight = viewSide / 2
    /// Top edge of a segment image inside its button.
    public static let segmentImageY = 20
    /// Width of a segment image's rectangle; an image of another size is scaled to fill it.
    public static let segmentImageWidth = 40
    /// Height of a segment image's rectangle.
    public static let segmentImageHeight = 47
    /// Side of the square centre (start) button.
    public static let centerButtonSide = 81

    /// Distance from the view's top-left corner to the wheel centre along each axis.
    public static var center: Int { viewSide / 2 }
}
