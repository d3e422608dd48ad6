import WheelSlice

/// The default images of the lucky-wheel screen that ``BuiltInArt`` draws.
///
/// Names and sizes follow the reference screen (docs/ARCHITECTURE.md §1), including the historical
/// spelling `LuckyRototeSelected`. Sizes are in points; an image at scale *s* has *s* times as
/// many pixels in each direction.
public enum BuiltInAsset: String, CaseIterable, Sendable, Hashable {
    /// `LuckyAstrology`: one 40 × 47 pt cell per segment side by side, cell *i* for segment *i*.
    case sheet = "LuckyAstrology"
    /// `LuckyAstrologyPressed`: the same 12 cells in their selected look.
    case sheetPressed = "LuckyAstrologyPressed"
    /// `LuckyRotateWheel`: the rotating disc, segment *i* centred at *i* · 360° / N clockwise
    /// from 12 o'clock.
    case wheel = "LuckyRotateWheel"
    /// `LuckyBaseBackground`: the static rim with lights behind the wheel.
    case base = "LuckyBaseBackground"
    /// `LuckyRototeSelected`: the red wedge behind the selected segment's image; its apex is
    /// the bottom centre, the button's anchor (0.5, 1) at the wheel centre.
    case selectionWedge = "LuckyRototeSelected"
    /// `LuckyCenterButton`: the round start button.
    case centerButton = "LuckyCenterButton"
    /// `LuckyCenterButtonPressed`: the start button held down.
    case centerButtonPressed = "LuckyCenterButtonPressed"
    /// `LuckyPageBackground`: the opaque page behind everything.
    case pageBackground = "LuckyPageBackground"
    /// `LuckyPointer`: the pointer at 12 o'clock, tip at the bottom centre pointing into the
    /// wheel.
    case pointer = "LuckyPointer"

    /// Number of cells in the committed sprite sheets (`Assets/`), one per segment of the
    /// reference screen; the art is drawn for other counts too (``BuiltInArt/segmentRange``).
    public static let sheetCellCount = SceneMetrics.referenceSegmentCount

    /// Whether the image is a whole layer of the screen (everything but the two sprite sheets,
    /// which are cut into segment images).
    public var isLayer: Bool { self != .sheet && self != .sheetPressed }

    /// The file name without scale suffix or extension, e.g. `LuckyAstrology`.
    public var baseName: String { rawValue }

    /// Size in points for a wheel of `segments` segments (integers, so every scale has a whole
    /// number of pixels): the sheets have one 40 pt cell per segment and the selection wedge is
    /// a button wide (``ButtonLayout``); the rest does not depend on the count.
    /// - Throws: ``BuiltInArtError/unsupportedSegmentCount(_:asset:)`` outside
    ///   ``BuiltInArt/segmentRange(of:)``, as ``BuiltInArt/image(_:scale:segments:)`` does (a
    ///   sheet of `Int.max` cells has more points than an `Int` counts).
    public func pointSize(segments: Int = sheetCellCount) throws(BuiltInArtError) -> (width: Int, height: Int)
    {
        guard BuiltInArt.segmentRange(of: self).contains(segments) else {
            throw .unsupportedSegmentCount(segments, asset: self)
        }
        return pointSize(validatedSegments: segments)
    }

    /// ``pointSize(segments:)`` of a count whose sheet width fits (at most a folder's images, or
    /// a count the command line checked), drawn or not.
    package func pointSize(validatedSegments segments: Int) -> (width: Int, height: Int) {
        switch self {
        case .sheet, .sheetPressed:
            return (SceneMetrics.segmentImageWidth * segments, SceneMetrics.segmentImageHeight)
        case .wheel, .base, .pageBackground: return (SceneMetrics.viewSide, SceneMetrics.viewSide)
        case .selectionWedge: return (ButtonLayout(segmentCount: segments).width, SceneMetrics.buttonHeight)
        case .centerButton, .centerButtonPressed:
            return (SceneMetrics.centerButtonSide, SceneMetrics.centerButtonSide)
        case .pointer: return (24, 30)
        }
    }

    /// The file name at `scale`, iOS style: `LuckyAstrology.png` at 1, `LuckyAstrology@2x.png`
    /// at 2, and at any slice scale `LuckyAstrology@1.5x.png`, `LuckyAstrology@4x.png`.
    public func fileName(scale: SliceScale) -> String { baseName + scale.fileSuffix + ".png" }

    /// Every name a file of this image at `scale` may have, ``fileName(scale:)`` first: at 1x
    /// `LuckyAstrology.png` and `LuckyAstrology@1x.png`.
    public func fileNames(scale: SliceScale) -> [String] {
        scale.fileSuffixes.map { baseName + $0 + ".png" }
    }
}
