/// Why a scene cannot be rendered as asked. Each case carries the facts and its description
/// says what to do.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scale is not a screen scale (1, 2 or 3).
    case unsupportedScale(Int)
    /// The number of segment images is outside 1…360.
    case invalidSegmentCount(Int)
    /// The pressed segment images are not one per segment image.
    case pressedSegmentCountMismatch(segments: Int, pressed: Int)
    /// The terminal grid cannot hold a wheel of at least 2 × 1 cells, or is absurdly large.
    case invalidTerminalSize(columns: Int, rows: Int)

    /// A sentence naming the problem and the fix.
    public var description: String {
        switch self {
        case .unsupportedScale(let scale):
            return "scale \(scale) is not a screen scale; use 1, 2 or 3"
        case .invalidSegmentCount(let count):
            return
                "the wheel needs between 1 and 360 segment images, got \(count); check the sheet's --segments"
        case .pressedSegmentCountMismatch(let segments, let pressed):
            return
                "\(segments) segment images but \(pressed) pressed segment images; "
                + "slice the pressed sheet into the same number of segments"
        case .invalidTerminalSize(let columns, let rows):
            return
                "a \(columns)x\(rows) terminal grid cannot show the wheel; "
                + "use --size COLSxROWS with 2…\(TerminalViewport.maximumSide) columns "
                + "and 1…\(TerminalViewport.maximumSide) rows"
        }
    }
}
