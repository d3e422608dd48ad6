/// The rectangle of the canvas a frame of an animated PNG covers, in pixels from the top-left
/// corner.
public struct APNGFrameRegion: Sendable, Hashable, CustomStringConvertible {
    /// Left edge, pixels (0 or more).
    public var x: Int
    /// Top edge, pixels (0 or more).
    public var y: Int
    /// Width, pixels (at least 1).
    public var width: Int
    /// Height, pixels (at least 1).
    public var height: Int

    /// A region; nothing is checked here (``APNGFrameDifference`` only makes regions inside
    /// its canvas).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole `width × height` canvas.
    public static func canvas(width: Int, height: Int) -> APNGFrameRegion {
        APNGFrameRegion(x: 0, y: 0, width: width, height: height)
    }

    /// Pixels covered: `width × height`.
    public var area: Int { width * height }

    /// `530 × 530 at (21, 21)`.
    public var description: String { "\(width) × \(height) at (\(x), \(y))" }
}
