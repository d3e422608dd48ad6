/// One callback of a display link, as `CADisplayLink` reports it.
public struct DisplayLinkTick: Sendable, Hashable {
    /// The vsync count since the link started; dropped frames skip indices.
    public let index: Int
    /// When this frame started, seconds.
    public let timestamp: Double
    /// When the frame being prepared will be shown: `timestamp + duration`, seconds.
    public let targetTimestamp: Double
    /// The current frame interval, `1 / rate` seconds.
    public let duration: Double

    /// A tick with the given facts; `targetTimestamp` is `timestamp + duration`.
    public init(index: Int, timestamp: Double, duration: Double) {
        self.index = index
        self.timestamp = timestamp
        self.duration = duration
        targetTimestamp = timestamp + duration
    }
}
