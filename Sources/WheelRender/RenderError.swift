import WheelCore
import WheelSlice
import WheelSupport

/// Why a scene cannot be rendered as asked. Each case carries the facts and its description
/// says what to do.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scale is not a screen scale (`ScreenScale.supported`).
    case unsupportedScale(Int)
    /// The number of segment images is outside `WheelGeometry.segmentCountRange`.
    case invalidSegmentCount(Int)
    /// The pressed segment images are not one per segment image.
    case pressedSegmentCountMismatch(segments: Int, pressed: Int)
    /// An image that was not given cannot be drawn by the built-in art (a segment count it
    /// does not draw).
    case builtInArt(BuiltInArtError)
    /// The terminal grid cannot hold a wheel of at least 2 × 1 cells, or is absurdly large.
    case invalidTerminalSize(columns: Int, rows: Int)

    /// A sentence naming the problem and the fix.
    public var description: String {
        switch self {
        case .unsupportedScale(let scale):
            return "scale \(scale) is not a screen scale; use "
                + ListText.joined(ScreenScale.supported.map(String.init), "or")
        case .invalidSegmentCount(let count):
            let range = WheelGeometry.segmentCountRange
            return "the wheel needs between \(range.lowerBound) and \(range.upperBound) segment images, "
                + "got \(count); check how many wedges the sheet was cut into"
        case .pressedSegmentCountMismatch(let segments, let pressed):
            return
                "\(segments) segment images but \(pressed) pressed segment images; "
                + "slice the pressed sheet into the same number of segments"
        case .builtInArt(let error):
            return "an image that was not given cannot be drawn by the built-in art: \(error.description)"
        case .invalidTerminalSize(let columns, let rows):
            return
                "a \(columns)x\(rows) terminal grid cannot show the wheel; "
                + "use 2…\(TerminalViewport.maximumSide) columns and 1…\(TerminalViewport.maximumSide) rows"
        }
    }
}
