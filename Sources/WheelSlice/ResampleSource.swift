import WheelPNG

/// A sheet as ``AreaResampler`` reads it: straight-alpha RGBA, 8-bit samples or, for a 16-bit
/// sheet, its own 16-bit samples, so that the mean under each pixel is taken before anything is
/// rounded and rounded to 8 bits once. (A 16-bit sheet rounded to 8 bits first came out a level
/// off the rounded mean in 11 % of a noisy sheet's samples.)
package struct ResampleSource: Sendable {
    /// The samples, `width × height × 4`, row by row: red, green, blue, alpha.
    package enum Samples: Sendable {
        /// 8-bit samples (0 to 255).
        case eight([UInt8])
        /// 16-bit samples (0 to 65535).
        case sixteen([UInt16])
    }

    package let width: Int
    package let height: Int
    package let samples: Samples

    /// An 8-bit image as it is.
    package init(_ image: RGBAImage) {
        width = image.width
        height = image.height
        samples = .eight(image.pixels)
    }

    /// A sheet whose rows fit its header (a `SpriteSheet`'s): a 16-bit one as its 16-bit samples
    /// (gray spread to the three colours, tRNS's colour key matched on all 16 bits, as libpng
    /// does), any other as ``RGBAImage/init(converting:)`` makes it.
    package init(convertingValidated image: PNGImage) {
        width = image.header.width
        height = image.header.height
        samples =
            image.header.bitDepth == 16
            ? .sixteen(Self.sixteenBitSamples(image)) : .eight(RGBAImage(convertingValidated: image).pixels)
    }

    /// The RGBA samples of a 16-bit image whose rows fit its header.
    private static func sixteenBitSamples(_ image: PNGImage) -> [UInt16] {
        let header = image.header
        let (width, height) = (header.width, header.height)
        let channels = header.colorType.channels
        var transparentGray: UInt16?
        var transparentRGB: (UInt16, UInt16, UInt16)?
        switch image.metadata.transparency {
        case .gray(let gray): transparentGray = gray
        case .rgb(let red, let green, let blue): transparentRGB = (red, green, blue)
        case .paletteAlpha, nil: break
        }
        var samples = [UInt16](repeating: 0, count: width * height * 4)
        image.rows.withUnsafeBufferPointer { rows in
            samples.withUnsafeMutableBufferPointer { output in
                for pixel in 0..<width * height {
                    func sample(_ channel: Int) -> UInt16 {
                        let offset = (pixel * channels + channel) * 2
                        return UInt16(rows[offset]) << 8 | UInt16(rows[offset + 1])
                    }
                    let offset = pixel * 4
                    switch header.colorType {
                    case .gray:
                        let gray = sample(0)
                        (output[offset], output[offset + 1], output[offset + 2]) = (gray, gray, gray)
                        output[offset + 3] = gray == transparentGray ? 0 : .max
                    case .grayAlpha:
                        let gray = sample(0)
                        (output[offset], output[offset + 1], output[offset + 2]) = (gray, gray, gray)
                        output[offset + 3] = sample(1)
                    case .rgb:
                        let (red, green, blue) = (sample(0), sample(1), sample(2))
                        (output[offset], output[offset + 1], output[offset + 2]) = (red, green, blue)
                        let isTransparent = transparentRGB.map { $0 == (red, green, blue) } ?? false
                        output[offset + 3] = isTransparent ? 0 : .max
                    case .rgba:
                        for channel in 0..<4 { output[offset + channel] = sample(channel) }
                    case .palette:
                        preconditionFailure("a palette image is never 16-bit")
                    }
                }
            }
        }
        return samples
    }
}
