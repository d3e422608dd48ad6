/// What ``APNGFrameDifference`` decided for one frame of an animation.
public enum APNGFramePlan: Sendable, Hashable {
    /// The frame equals the previous one: the previous stored frame is shown a frame longer.
    case repeatPrevious
    /// The frame is stored as `change`. `blendedPixels`, for ``APNGBlendOperation/over``, are
    /// the region's RGBA pixels with every pixel the canvas already shows made transparent;
    /// nil means the frame's own pixels inside the region are stored.
    case store(APNGFrameChange, blendedPixels: [UInt8]?)
}

/// How one stored frame of an animated PNG is drawn: where, how it is blended, what happens
/// to the frame before it, and its colour type.
public struct APNGFrameChange: Sendable, Hashable {
    /// The rectangle the frame covers: the smallest one holding every pixel that differs
    /// from the canvas it is drawn onto (1 × 1 when none does).
    public let region: APNGFrameRegion
    /// How the frame is drawn onto the canvas.
    public let blend: APNGBlendOperation
    /// The dispose operation of the stored frame before this one (it is written in that
    /// frame's `fcTL`); ``APNGDisposeOperation/none`` for the first frame.
    public let disposeOfPrevious: APNGDisposeOperation
    /// The colour type of the animation, decided by its first frame.
    public let layout: FramePixelLayout
    /// The frame's pixel (RGBA) at the region's top-left corner: a 1 × 1 frame of it at the
    /// same place changes nothing, which carries a still past the longest 16-bit delay.
    public let cornerPixel: [UInt8]
    /// Whether this is the animation's first frame (the default image, stored in IDAT).
    public let isFirst: Bool

    /// A change; ``APNGFrameDifference`` makes these.
    public init(
        region: APNGFrameRegion, blend: APNGBlendOperation, disposeOfPrevious: APNGDisposeOperation,
        layout: FramePixelLayout, cornerPixel: [UInt8], isFirst: Bool
    ) {
        self.region = region
        self.blend = blend
        self.disposeOfPrevious = disposeOfPrevious
        self.layout = layout
        self.cornerPixel = cornerPixel
        self.isFirst = isFirst
    }
}

/// One frame of an animation ready to be written: a repeat, or a change with its compressed
/// pixels (the zlib stream of an IDAT or fdAT chunk).
public enum APNGEncodedFrame: Sendable, Hashable {
    /// The frame equals the previous one.
    case repeatPrevious
    /// A stored frame.
    case store(APNGFrameChange, zlibStream: [UInt8])
}
