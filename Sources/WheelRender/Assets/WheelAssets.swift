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
    public let pageBackground: RGBAImage
    /// The static disc under the wheel (does not rotate).
    public let base: RGBAImage
    /// The rotating wheel disc with its segments drawn on it.
    public let wheel: RGBAImage
    /// The wedge behind the selected segment's image, filling its whole button.
    public let selectionWedge: RGBAImage
    /// The centre (start) button at rest.
    public let centerButton: RGBAImage
    /// The centre button while the wheel spins.
    public let centerButtonPressed: RGBAImage
    /// The pointer at 12 o'clock, pointing down, drawn at its own size.
    public let pointer: RGBAImage
    /// Segment i's image, slice i of the sprite sheet; one per segment.
    public let segments: [RGBAImage]
    /// Segment i's image when selected, slice i of the pressed sheet; one per segment.
    public let pressedSegments: [RGBAImage]

    /// Bundles the images. Throws when the scale is not a screen scale, the segment count is
    /// outside `WheelGeometry.segmentCountRange`, or the pressed images are not one per segment.
    public init(
        scale: Int, pageBackground: RGBAImage, base: RGBAImage, wheel: RGBAImage, selectionWedge: RGBAImage,
        centerButton: RGBAImage, centerButtonPressed: RGBAImage, pointer: RGBAImage, segments: [RGBAImage],
        pressedSegments: [RGBAImage]
    ) throws(RenderError) {
        guard ScreenScale.supported.contains(scale) else { throw .unsupportedScale(scale) }
        guard WheelGeometry.segmentCountRange.contains(segments.count) else {
            throw .invalidSegmentCount(segments.count)
        }
        guard pressedSegments.count == segments.count else {
            throw .pressedSegmentCountMismatch(segments: segments.count, pressed: pressedSegments.count)
        }
        self.scale = scale
        self.pageBackground = pageBackground
        self.base = base
        self.wheel = wheel
        self.selectionWedge = selectionWedge
        self.centerButton = centerButton
        self.centerButtonPressed = centerButtonPressed
        self.pointer = pointer
        self.segments = segments
        self.pressedSegments = pressedSegments
    }

    /// The number of segments N; button i is turned by `i · 2π/N`.
    public var segmentCount: Int { segments.count }

    /// Side of a frame in pixels: 286 pt times the scale.
    public var frameSide: Int { SceneMetrics.viewSide * scale }
}
