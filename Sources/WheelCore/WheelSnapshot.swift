/// Everything a renderer needs at one instant.
public struct WheelSnapshot: Sendable, Hashable {
    /// The instant, seconds.
    public let time: Double
    /// The wheel angle, radians clockwise; continuous over the model's life (not reduced), so
    /// differences between snapshots are real motion.
    public let angle: Double
    /// The angular velocity, rad/s clockwise.
    public let angularVelocity: Double
    /// Idle, spinning or settled.
    public let state: WheelState
    /// The segment under the pointer.
    public let segmentUnderPointer: Int
    /// The selected segment, drawn with its pressed image and the selection wedge; `nil` when
    /// none is (before the first choice and while spinning).
    public let selectedSegment: Int?

    /// Whether the centre button shows its pressed image: while spinning.
    public var isCenterButtonPressed: Bool { state == .spinning }

    /// `angle` reduced to `[0, 2π)`, for drawing.
    public var normalizedAngle: Double { WheelGeometry.reduced(angle) }
}
