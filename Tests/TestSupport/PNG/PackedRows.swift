import WheelPNG

/// Reading and writing samples in packed PNG rows (sub-byte depths MSB first, 16-bit
/// big-endian), written independently of the code under test.
package struct PackedRows {
    package let header: PNGHeader
    package var bytes: [UInt8]

    package init(header: PNGHeader, bytes: [UInt8]) {
        self.header = header
        self.bytes = bytes
    }

    package init(header: PNGHeader) {
        self.init(header: header, bytes: [UInt8](repeating: 0, count: header.counted.imageBytes))
    }

    /// Sample `channel` of pixel (x, y).
    package func sample(x: Int, y: Int, channel: Int) -> Int {
        let depth = header.bitDepth
        let row = y * header.counted.rowBytes
        switch depth {
        case 16:
            let offset = row + (x * header.channels + channel) * 2
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        case 8:
            return Int(bytes[row + x * header.channels + channel])
        default:
            let bit = x * depth
            let shift = 8 - depth - bit % 8
            return Int(bytes[row + bit / 8] >> shift) & ((1 << depth) - 1)
        }
    }

    package mutating func setSample(x: Int, y: Int, channel: Int, _ value: Int) {
        let depth = header.bitDepth
        let row = y * header.counted.rowBytes
        switch depth {
        case 16:
            let offset = row + (x * header.channels + channel) * 2
            bytes[offset] = UInt8(value >> 8)
            bytes[offset + 1] = UInt8(value & 0xFF)
        case 8:
            bytes[row + x * header.channels + channel] = UInt8(value)
        default:
            let bit = x * depth
            let shift = 8 - depth - bit % 8
            let mask = UInt8(((1 << depth) - 1) << shift)
            let index = row + bit / 8
            bytes[index] = bytes[index] & ~mask | UInt8(value << shift) & mask
        }
    }

    /// Seeded random samples below `limit` (all values of the depth by default); padding
    /// bits stay zero, as a decoder outputs them.
    package static func random(
        _ header: PNGHeader, seed: UInt64, sampleLimit: Int? = nil
    ) -> PackedRows {
        var generator = SeededGenerator(seed: seed)
        var rows = PackedRows(header: header)
        let limit = sampleLimit ?? 1 << header.bitDepth
        for y in 0..<header.height {
            for x in 0..<header.width {
                for channel in 0..<header.channels {
                    rows.setSample(x: x, y: y, channel: channel, generator.below(limit))
                }
            }
        }
        return rows
    }
}
