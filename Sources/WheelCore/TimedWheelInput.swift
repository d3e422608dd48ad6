/// An input and when it happened.
public struct TimedWheelInput: Sendable, Hashable {
    /// When, seconds on the model's clock.
    public let time: Double
    /// What.
    public let input: WheelInput

    /// `input` at `time` seconds.
    public init(time: Double, input: WheelInput) {
        self.time = time
        self.input = input
    }
}
