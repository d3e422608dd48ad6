/// What the wheel is doing.
public enum WheelState: String, Sendable, Hashable, CaseIterable {
    /// Turning slowly at the idle speed; input allowed.
    case idle
    /// Spinning to a prize; input ignored, centre button shown pressed.
    case spinning
    /// At rest on the selected segment; input allowed, idle resumes after the resume delay.
    case settled
}
