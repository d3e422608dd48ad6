/// What changes from one frame to the next: the wheel's angle, the selection and whether the
/// centre button is pressed (it is while the wheel spins).
public struct FrameState: Sendable, Hashable {
    /// The wheel angle θ in radians, positive clockwise on screen. Any finite value is
    /// accepted (negative or beyond a full turn; rendering a NaN or infinite angle throws
    /// `RenderError.angleNotFinite`); segment i's centre sits at `i · 2π/N + θ` clockwise from
    /// 12 o'clock.
    public var angle: Double
    /// The selected segment, shown with the selection wedge and its pressed image, or nil.
    /// Rendering a segment at or above the art's segment count throws
    /// `RenderError.selectedSegmentNotDrawn`.
    public var selectedSegment: Int?
    /// Whether the centre button shows its pressed image.
    public var centerPressed: Bool

    /// A state; by default the wheel at rest at angle 0 with nothing selected.
    public init(angle: Double = 0, selectedSegment: Int? = nil, centerPressed: Bool = false) {
        self.angle = angle
        self.selectedSegment = selectedSegment
        self.centerPressed = centerPressed
    }
}
