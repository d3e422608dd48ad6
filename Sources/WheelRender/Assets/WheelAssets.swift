import WheelCore
import WheelPNG
import WheelSlice

/// The images of one wheel screen at one scale, straight-alpha RGBA8.
///
/// Each image is drawn scaled to fill its rectangle in points (docs/ARCHITECTURE.md §1), so an image
/// whose pixel size is its rectangle times `scale` is drawn pixel for pixel and any other size
/// is resampled bilinearly: page background, base and wheel fill the 286 × 286 pt view, the
/// selection wedge fills a 68 × 143 pt button, a segment image fills (14, 20, 40 × 47) pt
/// inside its button, the centre button fills 81 × 81 pt. The pointer is the exception: it
/// keeps its own size (`pixels / scale` points), top-centred at 12 o'clock.
public struct WheelAssets: Sendable, Hashable {
    /// Pixels per point of the frames drawn from these images: 1, 2 or 3.
    public let scale: Int
    /// The page behind everything; the frame is composed over opaque black, so transparent
    /// parts show black.
    public var pageBackground: RGBAImage { images.layer(.pageBackground) }
    /// The static disc under the wheel (does not rotate).
    public var base: RGBAImage { images.layer(.base) }
    /// The rotating wheel disc with its segments drawn on it.
    public var wheel: RGBAImage { images.layer(.wheel) }
    /// The wedge behind the selected segment's image, filling its whole button.
    public var selectionWedge: RGBAImage { images.layer(.selectionWedge) }
    /// The centre (start) button at rest.
    public var centerButton: RGBAImage { images.layer(.centerButton) }
    /// The centre button while the wheel spins.
    public var centerButtonPressed: RGBAImage { images.layer(.centerButtonPressed) }
    /// The pointer at 12 o'clock, pointing down, drawn at its own size.
    public var pointer: RGBAImage { images.layer(.pointer) }
    /// Segment i's image, slice i of the sprite sheet; one per segment.
    public var segments: [RGBAImage] { images.cells(.sheet) }
    /// Segment i's image when selected, slice i of the pressed sheet; one per segment.
    public var pressedSegments: [RGBAImage] { images.cells(.sheetPressed) }

    /// Draws now, where not drawn yet, the built-in images a selected segment needs (the
    /// wheel, the selection wedge, both sheets), which are otherwise drawn at the first
    /// selection: a frame then comes late (`play` stopped a third of a second late in a debug
    /// build, a frame late in a release one). `play` calls it on another thread as the game
    /// starts; a frame that needs an image still being drawn waits for it, as it would draw it.
    public func drawSelectionArt() {
        _ = (wheel, selectionWedge, segments, pressedSegments)
    }

    /// The images, given or built in; built-in ones are drawn on first use (see `AssetImages`).
    let images: AssetImages

    /// Bundles the images. Throws when the scale is not a screen scale, the segment count is
    /// outside `WheelGeometry.segmentCountRange`, or the pressed images are not one per segment.
    public init(
        scale: Int, pageBackground: RGBAImage, base: RGBAImage, wheel: RGBAImage, selectionWedge: RGBAImage,
        centerButton: RGBAImage, centerButtonPressed: RGBAImage, pointer: RGBAImage, segments: [RGBAImage],
        pressedSegments: [RGBAImage]
    ) throws(RenderError) {
        try self.init(
            scale: scale,
            layers: [
                .pageBackground: pageBackground, .base: base, .wheel: wheel, .selectionWedge: selectionWedge,
                .centerButton: centerButton, .centerButtonPressed: centerButtonPressed, .pointer: pointer,
            ], segments: segments, pressedSegments: pressedSegments)
    }

    /// The given layers and segment images, the built-in art (drawn when first used, for the
    /// segments' count, or `count` when no segment images are given) for the rest: your own
    /// wedges with the built-in disc, or your own disc with the built-in wedges. Segments
    /// and pressed segments are both given or both built in.
    /// - Throws: `RenderError.unsupportedScale`, `.invalidSegmentCount` (outside
    ///   `WheelGeometry.segmentCountRange`), `.pressedSegmentCountMismatch`, and
    ///   `.builtInArtCannotDraw` when an image left to the built-in art is not drawn for the
    ///   count (``BuiltInArt/segmentRange(of:)``).
    public init(
        scale: Int, layers: [BuiltInAsset: RGBAImage], segments: [RGBAImage]?, pressedSegments: [RGBAImage]?,
        count: Int = BuiltInAsset.sheetCellCount
    ) throws(RenderError) {
        guard ScreenScale.supported.contains(scale) else { throw .unsupportedScale(scale) }
        var cells: [BuiltInAsset: [RGBAImage]] = [:]
        if let segments, let pressedSegments {
            guard WheelGeometry.segmentCountRange.contains(segments.count) else {
                throw .invalidSegmentCount(segments.count)
            }
            guard pressedSegments.count == segments.count else {
                throw .pressedSegmentCountMismatch(segments: segments.count, pressed: pressedSegments.count)
            }
            cells = [.sheet: segments, .sheetPressed: pressedSegments]
        }
        let segmentCount = segments?.count ?? count
        let missing = BuiltInAsset.allCases.filter { $0.isLayer ? layers[$0] == nil : cells[$0] == nil }
        if missing.contains(where: { !BuiltInArt.segmentRange(of: $0).contains(segmentCount) }) {
            throw .builtInArtCannotDraw(missing: missing, segments: segmentCount)
        }
        self.scale = scale
        images = AssetImages(scale: scale, segments: segmentCount, given: layers, givenCells: cells)
    }

    /// The number of segments N; button i is turned by `i · 2π/N`.
    public var segmentCount: Int { images.segmentCount }

    /// Equal when the scale and every image are equal (draws whatever is not drawn yet).
    public static func == (left: WheelAssets, right: WheelAssets) -> Bool {
        left.scale == right.scale && left.segmentCount == right.segmentCount
            && BuiltInAsset.allCases.allSatisfy { asset in
                switch asset {
                case .sheet, .sheetPressed: left.images.cells(asset) == right.images.cells(asset)
                default: left.images.layer(asset) == right.images.layer(asset)
                }
            }
    }

    /// Hashes the scale and segment count only (equal assets have equal hashes).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scale)
        hasher.combine(segmentCount)
    }

    /// Side of a frame in pixels: 286 pt times the scale.
    public var frameSide: Int { SceneMetrics.viewSide * scale }
}
