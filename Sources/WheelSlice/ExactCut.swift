import WheelPNG

/// Cuts a column range out of an image in its own format and encodes it: same colour type,
/// bit depth and chunks, rows bit-identical to the region.
///
/// When the region starts and ends on byte boundaries (always, for 8- and 16-bit samples)
/// the encoder reads the sheet's rows in place with the sheet's stride, copying nothing.
/// Pixels of 1, 2 or 4 bits cut at any other column are shifted into fresh rows whose unused
/// low bits are zero, so a wedge's bytes never depend on its neighbour's pixels.
enum ExactCut {
    /// The PNG file of `columns` of `image`, all rows, with the image's metadata.
    static func encode(_ image: PNGImage, columns: Range<Int>, encoder: PNGEncoder) throws(PNGError)
        -> [UInt8]
    {
        var header = image.header
        header.width = columns.count
        header.interlaced = false
        // A sheet's image has a valid header (`SpriteSheet` checks it): its rows and pixels are
        // counted, and a cut of it keeps the colour type and bit depth.
        let rowStride = try image.header.validRowBytes()
        guard let bitsPerPixel = header.bitsPerPixel,
            columns.lowerBound * bitsPerPixel % 8 == 0 && columns.upperBound * bitsPerPixel % 8 == 0
        else {
            return try encoder.encode(
                PNGImage(header: header, rows: shiftedRows(image, columns: columns), metadata: image.metadata)
            )
        }
        let start = columns.lowerBound * bitsPerPixel / 8
        // The standard library's withUnsafeBytes rethrows untyped errors; Result keeps PNGError.
        let outcome = image.rows.withUnsafeBytes { rows in
            Result { () throws(PNGError) in
                try encoder.encode(
                    header: header, metadata: image.metadata,
                    rows: UnsafeRawBufferPointer(rebasing: rows[start...]), rowStride: rowStride)
            }
        }
        return try outcome.get()
    }

    /// The rows of `columns` of a sub-byte image, packed from the most significant bit of each
    /// row's first byte, unused trailing bits zero; empty when the sizes are more than an `Int`
    /// counts (which `PNGImage` then refuses).
    static func shiftedRows(_ image: PNGImage, columns: Range<Int>) -> [UInt8] {
        var cut = image.header
        cut.width = columns.count
        guard let bitsPerPixel = cut.bitsPerPixel, let sourceRowBytes = image.rowBytes,
            let rowBytes = cut.rowBytes, let count = cut.imageBytes
        else { return [] }
        let firstBit = columns.lowerBound * bitsPerPixel
        let first = firstBit / 8
        let shift = firstBit % 8
        let trailingBits = columns.count * bitsPerPixel % 8
        let lastMask: UInt8 = trailingBits == 0 ? 0xFF : 0xFF << (8 - trailingBits)
        var output = [UInt8](repeating: 0, count: count)
        image.rows.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                for y in 0..<image.header.height {
                    let source = y * sourceRowBytes + first
                    let sourceEnd = (y + 1) * sourceRowBytes
                    let target = y * rowBytes
                    for j in 0..<rowBytes {
                        var byte = input[source + j] << shift
                        if shift > 0, source + j + 1 < sourceEnd {
                            byte |= input[source + j + 1] >> (8 - shift)
                        }
                        output[target + j] = byte
                    }
                    output[target + rowBytes - 1] &= lastMask
                }
            }
        }
        return output
    }
}
