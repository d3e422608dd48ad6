/// A wedge file and the PNG bytes made for it.
public struct EncodedWedge: Sendable, Hashable {
    /// Which wedge, scale and state, and its path.
    public let file: WedgeFile
    /// The complete PNG file.
    public let bytes: [UInt8]
}
