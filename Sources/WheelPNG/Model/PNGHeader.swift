/// The image header (IHDR): size, colour type, bit depth and interlacing.
///
/// The memberwise initialiser does not validate; `problem` says what is wrong with an
/// invalid combination (the decoder and encoder both refuse such headers).
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

    /// Bits per pixel: channels × bit depth (1 ... 64).
    public var bitsPerPixel: Int { colorType.channels * bitDepth }

    /// Samples per pixel, as `colorType.channels`.
    public var channels: Int { colorType.channels }

    /// Bytes of one unfiltered row: `ceil(width × bitsPerPixel / 8)`. Pixels narrower than a
    /// byte are packed from the most significant bit; unused low bits of the last byte pad.
    public var rowBytes: Int { (width * bitsPerPixel + 7) / 8 }

    /// Bytes of a whole image of unfiltered rows, `rowBytes × height`.
    public var imageBytes: Int { rowBytes * height }

    /// The largest width or height a PNG can declare, 2³¹ − 1.
    public static let maximumDimension = Int(Int32.max)

    /// Why this header is not a valid PNG header, or nil when it is.
    public var problem: String? {
        if width < 1 || height < 1 {
            return "the image is \(width) × \(height) pixels; PNG needs at least 1 × 1"
        }
        if width > Self.maximumDimension || height > Self.maximumDimension {
            return "the image is \(width) × \(height) pixels; PNG allows at most 2147483647 per side"
        }
        if !colorType.allowedBitDepths.contains(bitDepth) {
            let allowed = colorType.allowedBitDepths.map(String.init).joined(separator: ", ")
            return "bit depth \(bitDepth) is not allowed for \(colorType.name) images (allowed: \(allowed))"
        }
        return nil
    }
}
