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
    /// The images in `missing` were not given, and the built-in art that would draw them does
    /// not draw a wheel of `segments` segments (outside ``BuiltInArt/segmentRange``).
    case builtInArtCannotDraw(missing: [BuiltInAsset], segments: Int)
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
        case .builtInArtCannotDraw(let missing, let segments):
            let range = BuiltInArt.segmentRange
            let names = ListText.joined(missing.map(\.baseName), "and")
            return
                "the wheel has \(segments) segments, but \(names) \(missing.count == 1 ? "is" : "are") not given "
                + "and the built-in art draws them for \(range.lowerBound) to \(range.upperBound) segments only; "
                + "give those images too, or make a wheel of at most \(range.upperBound) segments"
        case .invalidTerminalSize(let columns, let rows):
            return
                "a \(columns)x\(rows) terminal grid cannot show the wheel; "
                + "use 2…\(TerminalViewport.maximumSide) columns and 1…\(TerminalViewport.maximumSide) rows"
        }
    }
}
