import WheelPNG

extension RGBAImage {
    /// The image as 8-bit RGBA with straight alpha, by the same rules as
    /// `PNGDecoder.decodeRGBA`: palette and gray expanded (sub-byte gray scaled by
    /// v · 255 / (2^depth − 1)), tRNS turned into alpha, 16-bit samples rounded to
    /// round(v · 255 / 65535), no gamma correction. A palette index past the palette's end
    /// is opaque black, and a tRNS value beyond the bit depth is masked to it, as libpng
    /// makes them.
    ///
    /// Slicing needs this only for other scales, so a sheet is decoded once, in its own format.
    /// - Throws: ``PNGError/invalidImage(reason:)`` with the image's ``PNGImage/problem`` when
    ///   its rows do not fit its header (one of them changed after the image was made).
    public init(converting image: PNGImage) throws(PNGError) {
        if let problem = image.problem { throw .invalidImage(reason: problem) }
        self.init(convertingValidated: image)
    }

    /// The image, whose rows fit its header (a `SpriteSheet`'s, which checked them), as RGBA.
    init(convertingValidated image: PNGImage) {
        let header = image.header
        let (width, height, depth) = (header.width, header.height, header.bitDepth)
        let maximum = (1 << depth) - 1
        // Counted for every header without a problem.
        let rowBytes = header.rowBytes ?? 0
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let palette = Self.paletteRGBA(image.metadata)
        var transparentGray: Int?
        var transparentRGB: (Int, Int, Int)?
        switch image.metadata.transparency {
        case .gray(let gray): transparentGray = Int(gray) & maximum
        case .rgb(let red, let green, let blue):
            transparentRGB = (Int(red) & maximum, Int(green) & maximum, Int(blue) & maximum)
        case .paletteAlpha, nil: break
        }
        image.rows.withUnsafeBufferPointer { rows in
            pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let row = y * rowBytes
                    func sample(_ index: Int) -> Int {
                        switch depth {
                        case 16: return Int(rows[row + 2 * index]) << 8 | Int(rows[row + 2 * index + 1])
                        case 8: return Int(rows[row + index])
                        default:
                            let bit = index * depth
                            return Int(rows[row + bit / 8] >> (8 - depth - bit % 8)) & maximum
                        }
                    }
                    func eight(_ value: Int) -> UInt8 {
                        depth == 16 ? UInt8((value * 255 + 32767) / 65535) : UInt8(value * 255 / maximum)
                    }
                    for x in 0..<width {
                        let offset = (y * width + x) * 4
                        switch header.colorType {
                        case .gray:
                            let gray = sample(x)
                            let value = eight(gray)
                            (output[offset], output[offset + 1], output[offset + 2]) = (value, value, value)
                            output[offset + 3] = gray == transparentGray ? 0 : 255
                        case .grayAlpha:
                            let value = eight(sample(2 * x))
                            (output[offset], output[offset + 1], output[offset + 2]) = (value, value, value)
                            output[offset + 3] = eight(sample(2 * x + 1))
                        case .rgb:
                            let (red, green, blue) = (sample(3 * x), sample(3 * x + 1), sample(3 * x + 2))
                            (output[offset], output[offset + 1], output[offset + 2]) =
                                (eight(red), eight(green), eight(blue))
                            let isTransparent = transparentRGB.map { $0 == (red, green, blue) } ?? false
                            output[offset + 3] = isTransparent ? 0 : 255
                        case .rgba:
                            for channel in 0..<4 { output[offset + channel] = eight(sample(4 * x + channel)) }
                        case .palette:
                            let entry = sample(x) * 4
                            for channel in 0..<4 { output[offset + channel] = palette[entry + channel] }
                        }
                    }
                }
            }
        }
        self.init(validatedWidth: width, height: height, pixels: pixels)
    }

    /// 256 RGBA entries: the palette with tRNS alphas; missing entries opaque black.
    private static func paletteRGBA(_ metadata: PNGMetadata) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 256 * 4)
        for index in 0..<256 { table[index * 4 + 3] = 255 }
        for (index, entry) in (metadata.palette ?? []).prefix(256).enumerated() {
            (table[index * 4], table[index * 4 + 1], table[index * 4 + 2]) = (
                entry.red, entry.green, entry.blue
            )
        }
        if case .paletteAlpha(let alphas) = metadata.transparency {
            for (index, alpha) in alphas.prefix(256).enumerated() { table[index * 4 + 3] = alpha }
        }
        return table
    }
}
