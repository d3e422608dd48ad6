/// The image header (IHDR): size, colour type, bit depth and interlacing.
///
/// The memberwise initialiser does not validate; `problem` says what is wrong with an
/// invalid combination (the decoder and encoder both refuse such headers). The sizes derived
/// from it (``bitsPerPixel``, ``rowBytes``, ``imageBytes``) are counted for any header without
/// overflow: nil when more than an `Int` counts; for a header with a problem they follow the
/// same formulas, whatever those then mean (a negative width gives a negative count).
public struct PNGHeader: Sendable, Hashable {
    /// Width in pixels; a valid header has 1 ... 2³¹ − 1.
    public var width: Int
    /// Height in pixels; a valid header has 1 ... 2³¹ − 1.
    public var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16, as allowed by the colour type.
    public var bitDepth: Int
    /// The colour type.
    public var colorType: PNGColorType
    /// Whether the file stores its pixels in Adam7 order. Decoded rows are always
    /// deinterlaced, and the encoder always writes non-interlaced files.
    public var interlaced: Bool

    /// A header with the given fields.
    public init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, interlaced: Bool = false) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

    /// The header of 8-bit RGBA rows of `width` × `height` pixels: the layout of frames, of the
    /// decoder's RGBA output and of resampled images, which their sizes are counted by.
    public static func rgba8(width: Int, height: Int) -> PNGHeader {
        PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgba)
    }

    /// Bits per pixel: channels × bit depth, 1 ... 64 for a valid header; nil when the bit
    /// depth makes it more than an `Int` counts.
    public var bitsPerPixel: Int? {
        let (bits, overflow) = colorType.channels.multipliedReportingOverflow(by: bitDepth)
        return overflow ? nil : bits
    }

    /// Samples per pixel, as `colorType.channels`.
    public var channels: Int { colorType.channels }

    /// Bytes of one unfiltered row: `ceil(width × bitsPerPixel / 8)`. Pixels narrower than a
    /// byte are packed from the most significant bit; unused low bits of the last byte pad.
    /// Always counted for a valid header (at most 2³⁴ bytes); nil when the width or bit depth
    /// makes it more than an `Int` counts.
    public var rowBytes: Int? {
        guard let bitsPerPixel else { return nil }
        let (bits, wide) = width.multipliedReportingOverflow(by: bitsPerPixel)
        let (padded, padding) = bits.addingReportingOverflow(7)
        return wide || padding ? nil : padded / 8
    }

    /// ``rowBytes`` of a valid header.
    /// - Throws: ``PNGError/invalidImage(reason:)`` with the header's ``problem``, or (which no
    ///   valid header reaches) naming a row of more bytes than an `Int` counts.
    public func validRowBytes() throws(PNGError) -> Int {
        if let problem { throw .invalidImage(reason: problem) }
        guard let rowBytes else {
            throw .invalidImage(reason: "a row of \(width) pixels has more bytes than an Int counts")
        }
        return rowBytes
    }

    /// Bytes of a whole image of unfiltered rows, `rowBytes × height`; nil when that is more
    /// than an `Int` counts, as it is for some valid headers (2³¹ − 1 rows of 2³¹ − 1 pixels of
    /// 64 bits).
    public var imageBytes: Int? {
        guard let rowBytes else { return nil }
        let (bytes, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        return overflow ? nil : bytes
    }

    /// The largest width or height a PNG can declare (``PNGChunk/largestInteger``).
    public static let maximumDimension = PNGChunk.largestInteger

    /// Why this header is not a valid PNG header, or nil when it is.
    public var problem: String? {
        if width < 1 || height < 1 {
            return "the image is \(width) × \(height) pixels; PNG needs at least 1 × 1"
        }
        if width > Self.maximumDimension || height > Self.maximumDimension {
            return "the image is \(width) × \(height) pixels; PNG allows at most \(Self.maximumDimension) "
                + "per side"
        }
        if !colorType.allowedBitDepths.contains(bitDepth) {
            let allowed = colorType.allowedBitDepths.map(String.init).joined(separator: ", ")
            return "bit depth \(bitDepth) is not allowed for \(colorType.name) images (allowed: \(allowed))"
        }
        return nil
    }
}
