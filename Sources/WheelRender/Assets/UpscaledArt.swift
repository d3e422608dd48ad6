import WheelSlice
import WheelSupport

/// Art drawn upscaled (blurry) in frames at @`frameScale`x, as `luckywheel slice` refuses to
/// write wedges without being allowed (``AssetWarning/upscaled(_:)``): `path` (an image file,
/// or a slice folder for its wedges) holds images of `width × height` pixels at @`scale`x,
/// `pointWidth × pointHeight` points (one wedge's, for a sheet or a slice folder), that the
/// screen draws in `boxWidth × boxHeight` points, so at `frameWidth × frameHeight` pixels, more
/// than a point's pixels more than they have: the images are of a lower scale than the frames,
/// or smaller in points than their box.
public struct UpscaledArt: Sendable, Hashable {
    /// What the art is, for the fix its warning gives.
    public enum Kind: Sendable, Hashable {
        /// A layer file (the pointer, the page background…), drawn in its rectangle.
        case layer
        /// A sprite sheet, its wedges drawn in the image box.
        case sheet
        /// The wedges of a slice folder.
        case sliceFolder
    }

    /// The image file, or the slice folder of the wedges.
    public let path: String
    /// What the art is.
    public let kind: Kind
    /// The art's scale.
    public let scale: SliceScale
    /// One image's width in pixels (one wedge's: the narrowest of a sheet).
    public let width: Int
    /// One image's height in pixels.
    public let height: Int
    /// One image's width in points (a sheet's share for a wedge).
    public let pointWidth: Double
    /// One image's height in points.
    public let pointHeight: Double
    /// The width of the box the screen draws an image in, points.
    public let boxWidth: Double
    /// The height of that box, points.
    public let boxHeight: Double
    /// The frames' scale.
    public let frameScale: SliceScale
    /// The box's width in the frames' pixels.
    public let frameWidth: Int
    /// The box's height in the frames' pixels.
    public let frameHeight: Int

    /// The art of `width × height` pixels, `pointWidth × pointHeight` points at `scale`, drawn
    /// in a `box` of points at `frameScale`, when that fills more than a point's pixels more
    /// than it has on a side; nil when it does not.
    public init?(
        path: String, kind: Kind, scale: SliceScale, width: Int, height: Int, pointWidth: Double,
        pointHeight: Double, box: (width: Double, height: Double), frameScale: SliceScale
    ) {
        let frame = frameScale.doubleValue
        frameWidth = Int((box.width * frame).rounded())
        frameHeight = Int((box.height * frame).rounded())
        guard Double(frameWidth - width) > frame || Double(frameHeight - height) > frame else { return nil }
        self.path = path
        self.kind = kind
        self.scale = scale
        self.width = width
        self.height = height
        self.pointWidth = pointWidth
        self.pointHeight = pointHeight
        (boxWidth, boxHeight) = box
        self.frameScale = frameScale
    }

    /// Whether the art is narrower or shorter in points than its box (more than a point off a
    /// side): drawn upscaled at any frame scale, not only because its scale is lower than the
    /// frames'.
    public var isSmallInPoints: Bool { isNarrow || isShort }
    private var isNarrow: Bool { pointWidth < boxWidth - 1 }
    private var isShort: Bool { pointHeight < boxHeight - 1 }

    /// What is wrong, naming the file or folder, without a fix.
    public var problem: String {
        let them = kind == .layer ? "it" : "them"
        let sizes = "(\(width) × \(height) px as \(frameWidth) × \(frameHeight) px)"
        let subject = kind == .layer ? "\(path) is" : "\(path): its wedges are"
        guard isSmallInPoints else {
            return
                "\(subject) @\(scale)x, so @\(frameScale)x frames draw \(them) upscaled and blurry \(sizes)"
        }
        let smaller = isNarrow && isShort ? "smaller" : isNarrow ? "narrower" : "shorter"
        return "\(subject) \(Self.points(pointWidth, pointHeight)) pt, \(smaller) than the "
            + "\(Self.points(boxWidth, boxHeight)) pt the screen draws \(them) in, so @\(frameScale)x frames "
            + "draw \(them) upscaled and blurry \(sizes)"
    }

    /// The warning with its fix.
    public var description: String {
        if isSmallInPoints {
            // Whole points, as slice cuts them: 20 × 23 for the 19.4 × 22.8 pt box of 24 segments.
            let least = "\(Int((boxWidth - 1e-9).rounded(.up))) × \(Int((boxHeight - 1e-9).rounded(.up)))"
            return problem + "; draw \(kind == .layer ? "it" : "the wedges") at least \(least) pt"
                + (scale < frameScale ? " at @\(frameScale)x" : "")
        }
        return problem
            + (kind == .sliceFolder
                ? "; slice a @\(frameScale)x sheet into \(path), or draw the frames at a lower scale"
                : "; give the image at @\(frameScale)x, or draw the frames at a lower scale")
    }

    /// `40 × 47`, `19.4 × 22.8`: points to a tenth.
    private static func points(_ width: Double, _ height: Double) -> String {
        "\(DecimalText.trimmed(width, 1)) × \(DecimalText.trimmed(height, 1))"
    }
}
