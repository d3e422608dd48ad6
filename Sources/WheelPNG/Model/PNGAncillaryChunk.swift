/// An ancillary chunk carried byte for byte: text (tEXt, zTXt, iTXt), Exif (eXIf), time,
/// background, calibration and any chunk libpng does not know. The decoder keeps these
/// without parsing them (libpng has checked their CRC), and the encoder writes them back
/// with exactly the same data, at the same place relative to the palette and image data.
public struct PNGAncillaryChunk: Sendable, Hashable {
    /// Where the chunk sits in the file.
    public enum Placement: Sendable, Hashable, CaseIterable {
        /// After IHDR, before PLTE.
        case beforePalette
        /// After PLTE (if any), before the image data.
        case beforeImageData
        /// After the image data, before IEND.
        case afterImageData
    }

    /// The four-letter type, for example "tEXt"; always an ancillary type (lowercase first
    /// letter).
    public var type: String
    /// The chunk's data, as in the file (compressed text stays compressed).
    public var data: [UInt8]
    /// Where it goes.
    public var placement: Placement

    /// A chunk of `type` (four ASCII letters, the first lowercase) holding `data`.
    public init(type: String, data: [UInt8], placement: Placement) {
        self.type = type
        self.data = data
        self.placement = placement
    }

    /// Whether the PNG specification lets an editor that changes the pixels copy the chunk
    /// without understanding it (lowercase fourth letter).
    public var isSafeToCopy: Bool {
        guard let last = type.utf8.last else { return false }
        return last & 0x20 != 0
    }
}
