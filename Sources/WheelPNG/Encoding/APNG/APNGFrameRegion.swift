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
    /// its canvas; the steps after it check ``isInside(width:height:)``).
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

    /// Pixels covered: `width × height`; nil when that is more than an `Int` counts.
    public var area: Int? {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : area
    }

    /// Whether the region covers at least one pixel and lies inside a `width × height` canvas
    /// (false for any region of an empty canvas).
    public func isInside(width: Int, height: Int) -> Bool {
        // x < width keeps width − x from overflowing.
        x >= 0 && y >= 0 && x < width && y < height && self.width >= 1 && self.height >= 1
            && self.width <= width - x && self.height <= height - y
    }

    /// `530 × 530 at (21, 21)`.
    public var description: String { "\(width) × \(height) at (\(x), \(y))" }
}
