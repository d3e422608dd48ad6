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
    /// The images in `missing` were not given, and the built-in art does not draw some of them
    /// for `segments` segments (``BuiltInArt/segmentRange(of:)``: the sprite sheets only for
    /// ``BuiltInArt/segmentRange``).
    case builtInArtCannotDraw(missing: [BuiltInAsset], segments: Int)
    /// The terminal grid cannot hold a wheel of at least 2 × 1 cells, or is absurdly large.
    case invalidTerminalSize(columns: Int, rows: Int)
    /// A timeline's wheel has `wheel` segments, but the art it would be drawn with `art`.
    case segmentCountMismatch(wheel: Int, art: Int)
    /// Frames `frames` were asked of a timeline of `frameCount` frames (`0..<frameCount`).
    case framesOutsideTimeline(frames: Range<Int>, frameCount: Int)
    /// A state selects segment `segment`, but the art draws `art` segments (`0..<art`).
    case selectedSegmentNotDrawn(segment: Int, art: Int)
    /// A state's wheel angle (radians) is NaN or infinite.
    case angleNotFinite(Double)
    /// A frame of `width × height` pixels was given to fill, but frames are `side × side`.
    case frameSizeMismatch(width: Int, height: Int, side: Int)
    /// A buffer of `bytes` bytes was given for a frame that needs `needed` (width × height × 4).
    case bufferTooSmall(bytes: Int, needed: Int)
    /// A contact sheet was asked for with no tiles.
    case contactSheetWithoutTiles
    /// A contact sheet of `tiles` tiles was given `captions` captions (one per tile).
    case captionCountMismatch(tiles: Int, captions: Int)
    /// Contact sheet tile `tile` is `width × height` pixels, but the first tile is
    /// `firstWidth × firstHeight` (all tiles are the same size).
    case tileSizeMismatch(tile: Int, width: Int, height: Int, firstWidth: Int, firstHeight: Int)
    /// A contact sheet of `columns` columns (at least 1).
    case invalidColumnCount(Int)
    /// A canvas of `width × height` points at `scale` pixels per point: all three must be
    /// positive, and the canvas small enough that its samples can be counted.
    case invalidCanvasSize(width: Int, height: Int, scale: Int)
    /// A WAV file of `sampleCount` samples was asked for, but one holds 0 to `maximum`
    /// (`WAVFile.maximumSampleCount`: its sizes are 32 bits).
    case sampleCountOutOfRange(Int, maximum: Int)

    /// A sentence naming the problem and the fix.
    public var description: String {
        switch self {
        case .unsupportedScale(let scale):
            return "scale \(scale) is not a screen scale; use "
                + ListText.joined(ScreenScale.supported.map(String.init), "or")
        case .invalidSegmentCount(let count):
            return "the wheel needs \(RangeText.between(WheelGeometry.segmentCountRange)) segment images, "
                + "got \(count); check how many wedges the sheet was cut into"
        case .pressedSegmentCountMismatch(let segments, let pressed):
            return
                "\(segments) segment images but \(pressed) pressed segment images; "
                + "slice the pressed sheet into the same number of segments"
        case .builtInArtCannotDraw(let missing, let segments):
            let range = BuiltInArt.segmentRange
            // No image given at all (WheelAssets.builtIn): the art is all there is to name.
            guard missing.count < BuiltInAsset.allCases.count else {
                return
                    "the built-in art draws wheels of \(range.lowerBound) to \(range.upperBound) segments, "
                    + "not \(segments)"
                    + (WheelGeometry.segmentCountRange.contains(segments)
                        ? "; give images of your own for a wheel of \(segments) segments" : "")
            }
            let undrawable = missing.filter { !BuiltInArt.segmentRange(of: $0).contains(segments) }
            let sheets = undrawable.allSatisfy { !$0.isLayer }
            let names = ListText.joined(undrawable.map(\.baseName), "and")
            return "the built-in art draws \(sheets ? "its segment images" : names) for "
                + "\(range.lowerBound) to \(range.upperBound) segments, not \(segments); give "
                + (sheets ? "a sprite sheet of \(segments) images" : "those images") + " of your own"
        case .invalidTerminalSize(let columns, let rows):
            return
                "the wheel is drawn on a terminal grid of \(RangeText.span(TerminalViewport.columnRange)) "
                + "columns and \(RangeText.span(TerminalViewport.rowRange)) rows, not \(columns)x\(rows)"
        case .segmentCountMismatch(let wheel, let art):
            return "the wheel has \(wheel) segments but the art draws \(art); give art of \(wheel) wedges "
                + "or make a wheel of \(art) segments"
        case .framesOutsideTimeline(let frames, let frameCount):
            return
                "frames \(RangeText.span(String(frames.lowerBound), String(frames.upperBound), upperIncluded: false)) "
                + "are not all in the timeline's \(RangeText.span("0", String(frameCount), upperIncluded: false))"
        case .selectedSegmentNotDrawn(let segment, let art):
            return "segment \(segment) is selected but the art draws segments "
                + "\(RangeText.span("0", String(art - 1))); select one of "
                + "those, or give art of more wedges"
        case .angleNotFinite(let angle):
            return "the wheel angle is \(DecimalText.shortest(angle)); pass a finite angle in radians"
        case .frameSizeMismatch(let width, let height, let side):
            return "a \(width) × \(height) frame was given, but the compositor draws \(side) × \(side) "
                + "frames; pass a frame of its width and height"
        case .bufferTooSmall(let bytes, let needed):
            return "a buffer of \(bytes) bytes was given for a frame of \(needed) bytes; "
                + "pass width × height × 4 bytes or more"
        case .contactSheetWithoutTiles:
            return "a contact sheet needs at least one tile; pass one frame or more"
        case .captionCountMismatch(let tiles, let captions):
            return "\(DecimalText.counted(captions, "caption")) for \(DecimalText.counted(tiles, "tile")); "
                + "give one caption per tile"
        case .tileSizeMismatch(let tile, let width, let height, let firstWidth, let firstHeight):
            return "tile \(tile) is \(width) × \(height) pixels but the first is \(firstWidth) × "
                + "\(firstHeight); give tiles of one size"
        case .invalidColumnCount(let columns):
            return "a contact sheet has at least 1 column, not \(columns)"
        case .invalidCanvasSize(let width, let height, let scale):
            return
                "a canvas of \(width) × \(height) points at scale \(scale) cannot be made; give a positive "
                + "width, height and scale whose pixels fit in memory"
        case .sampleCountOutOfRange(let count, let maximum):
            return "a WAV file holds \(RangeText.span("0", String(maximum))) samples, not \(count); "
                + "write a shorter soundtrack"
        }
    }
}
