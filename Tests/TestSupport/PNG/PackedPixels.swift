import WheelPNG

/// Whole pixels of packed PNG rows, read and written bit by bit: slow, obvious, and
/// independent of the slicing code it checks.
package enum PackedPixels {
    /// The bits of pixel (x, y) as an integer, first bit most significant.
    package static func pixel(_ rows: [UInt8], header: PNGHeader, x: Int, y: Int) -> UInt64 {
        let (bits, rowBytes, _) = header.counted
        var value: UInt64 = 0
        for bit in 0..<bits {
            let position = x * bits + bit
            let byte = rows[y * rowBytes + position / 8]
            value = value << 1 | UInt64(byte >> (7 - position % 8) & 1)
        }
        return value
    }

    /// Sets pixel (x, y) to the low `bitsPerPixel` bits of `value`.
    package static func setPixel(_ rows: inout [UInt8], header: PNGHeader, x: Int, y: Int, _ value: UInt64) {
        let (bits, rowBytes, _) = header.counted
        for bit in 0..<bits {
            let position = x * bits + bit
            let index = y * rowBytes + position / 8
            let mask = UInt8(1) << (7 - position % 8)
            if value >> (bits - 1 - bit) & 1 == 1 { rows[index] |= mask } else { rows[index] &= ~mask }
        }
    }

    /// The rows of `columns` of `image`, packed afresh with zero padding: what an exact cut
    /// must decode to.
    package static func region(_ image: PNGImage, columns: Range<Int>) -> [UInt8] {
        var header = image.header
        header.width = columns.count
        var rows = [UInt8](repeating: 0, count: header.counted.imageBytes)
        for y in 0..<header.height {
            for (x, sourceX) in columns.enumerated() {
                setPixel(
                    &rows, header: header, x: x, y: y,
                    pixel(image.rows, header: image.header, x: sourceX, y: y))
            }
        }
        return rows
    }
}
