/// What happens to a frame's region of the canvas after its delay, before the next frame is
/// drawn (the `dispose_op` byte of an APNG `fcTL` chunk).
public enum APNGDisposeOperation: UInt8, Sendable, Hashable, CaseIterable {
    /// The region is left as the frame drew it.
    case none = 0
    /// The region is cleared to fully transparent black.
    case background = 1
    /// The region goes back to what it held before the frame was drawn (on the first frame,
    /// decoders treat it as ``background``).
    case previous = 2
}
