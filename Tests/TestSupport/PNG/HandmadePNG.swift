import WheelPNG

/// PNG files written by hand (stored deflate blocks, CRC-32 and Adler-32 computed here), for
/// the inputs WheelPNG's encoder never writes: Adam7-interlaced files and Apple CgBI files.
package enum HandmadePNG {
    /// A file of `rows` (laid out as `header` says, non-interlaced) with `chunks` between IHDR
    /// and IDAT. `interlaced` stores the pixels in Adam7 order. `cgbi` makes an Apple CgBI
    /// file: a CgBI chunk first, 8-bit RGB(A) stored as BGR(A) with premultiplied alpha, and
    /// raw deflate data without zlib header or Adler-32.
    package static func file(
        header: PNGHeader, rows: [UInt8], chunks: [(String, [UInt8])] = [], interlaced: Bool = false,
        cgbi: Bool = false
    ) -> [UInt8] {
        var pixels = rows
        if cgbi {
            precondition(header.bitDepth == 8 && (header.colorType == .rgb || header.colorType == .rgba))
            pixels = crushed(rows, channels: header.channels)
        }
        var scanlines: [UInt8] = []
        for (x0, y0, dx, dy) in interlaced ? adam7 : [(0, 0, 1, 1)] {
            var pass = header
            pass.width = (header.width - x0 + dx - 1) / dx
            pass.height = (header.height - y0 + dy - 1) / dy
            guard pass.width > 0, pass.height > 0 else { continue }
            var passRows = [UInt8](repeating: 0, count: pass.imageBytes)
            for y in 0..<pass.height {
                for x in 0..<pass.width {
                    let value = PackedPixels.pixel(pixels, header: header, x: x0 + x * dx, y: y0 + y * dy)
                    PackedPixels.setPixel(&passRows, header: pass, x: x, y: y, value)
                }
                scanlines.append(0)  // filter type None
                scanlines += passRows[y * pass.rowBytes..<(y + 1) * pass.rowBytes]
            }
        }
        let deflated = storedBlocks(scanlines)
        let imageData = cgbi ? deflated : [0x78, 0x01] + deflated + bigEndian(adler32(scanlines))
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if cgbi { file += chunk("CgBI", [0x50, 0x00, 0x20, 0x02]) }
        file += chunk(
            "IHDR",
            bigEndian(UInt32(header.width)) + bigEndian(UInt32(header.height))
                + [UInt8(header.bitDepth), header.colorType.rawValue, 0, 0, interlaced ? 1 : 0])
        for (type, data) in chunks { file += chunk(type, data) }
        return file + chunk("IDAT", imageData) + chunk("IEND", [])
    }

    /// (x start, y start, x step, y step) of the seven Adam7 passes.
    package static let adam7 = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// One chunk: length, type, data, CRC-32 of type and data.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// BGR(A) with each colour multiplied by alpha, rounded, as Xcode stores pixels.
    package static func crushed(_ rows: [UInt8], channels: Int) -> [UInt8] {
        var output = rows
        for offset in stride(from: 0, to: rows.count, by: channels) {
            let alpha = channels == 4 ? Int(rows[offset + 3]) : 255
            for (target, source) in [(0, 2), (1, 1), (2, 0)] {
                output[offset + target] = UInt8((Int(rows[offset + source]) * alpha + 127) / 255)
            }
        }
        return output
    }

    package static func storedBlocks(_ data: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            output.append(end == data.count ? 1 : 0)
            output += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            output += data[start..<end]
            start = end
        } while start < data.count
        return output
    }

    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in bytes {
            low = (low + UInt32(byte)) % 65521
            high = (high + low) % 65521
        }
        return high << 16 | low
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
