import WheelPNG

/// The Orientation tag (274) of a sheet's Exif (an `eXIf` chunk: a TIFF header and its first
/// directory), which browsers and photo viewers apply to a PNG: 6 shows the stored pixels a
/// quarter turn clockwise. A slice cuts the pixels as they are stored (the sheet is 12 images
/// side by side in its rows), so a wedge that carried the tag would be turned by every viewer
/// that applies it; the wedges' Exif says 1, as stored, instead (``reset(in:)``), with a warning.
public struct ExifOrientation: Sendable, Hashable, CustomStringConvertible {
    /// The tag's value, from 2 to 8 (1, the pixels as stored, and values Exif does not
    /// define are no orientation a viewer applies).
    public let value: Int

    /// The value's meaning (Exif 2.32, Orientation): what a viewer does to the stored pixels.
    public var description: String {
        switch value {
        case 2: "mirrored left to right"
        case 3: "turned 180°"
        case 4: "mirrored top to bottom"
        case 5: "mirrored and turned a quarter anticlockwise"
        case 6: "turned a quarter clockwise"
        case 7: "mirrored and turned a quarter clockwise"
        default: "turned a quarter anticlockwise"
        }
    }

    private static let tag = 274
    private static let shortType = 3

    /// The orientation `chunk` (an `eXIf` chunk) gives, when it is one a viewer applies.
    public init?(_ chunk: PNGAncillaryChunk) {
        guard let value = Self.entry(in: chunk)?.value else { return nil }
        self.value = value
    }

    /// `chunk` with an orientation a viewer applies set to 1, every other byte as it was;
    /// any other chunk unchanged.
    static func reset(in chunk: PNGAncillaryChunk) -> PNGAncillaryChunk {
        guard let entry = entry(in: chunk) else { return chunk }
        var reset = chunk
        reset.data[entry.field] = entry.bigEndian ? 0 : 1
        reset.data[entry.field + 1] = entry.bigEndian ? 1 : 0
        return reset
    }

    /// The first directory's Orientation entry (a SHORT, count 1) when its value is one a
    /// viewer applies (2 to 8): the value, where the entry's value field is, and the block's
    /// byte order. Nil when `chunk` is no eXIf chunk, its TIFF header or directory is cut short
    /// or malformed, or the directory has no such entry.
    private static func entry(in chunk: PNGAncillaryChunk) -> (value: Int, field: Int, bigEndian: Bool)? {
        let data = chunk.data
        guard chunk.type == "eXIf", data.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (data[0], data[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func integer(at offset: Int, bytes: Int) -> Int {
            (0..<bytes).reduce(0) { value, index in
                value << 8 | Int(data[offset + (bigEndian ? index : bytes - 1 - index)])
            }
        }
        guard integer(at: 2, bytes: 2) == 42 else { return nil }
        let directory = integer(at: 4, bytes: 4)
        guard directory >= 8, directory <= data.count - 2 else { return nil }
        for index in 0..<integer(at: directory, bytes: 2) {
            let entry = directory + 2 + 12 * index
            guard entry <= data.count - 12 else { return nil }
            guard integer(at: entry, bytes: 2) == tag else { continue }
            guard integer(at: entry + 2, bytes: 2) == shortType, integer(at: entry + 4, bytes: 4) == 1
            else { return nil }
            let value = integer(at: entry + 8, bytes: 2)
            return (2...8).contains(value) ? (value, entry + 8, bigEndian) : nil
        }
        return nil
    }
}
