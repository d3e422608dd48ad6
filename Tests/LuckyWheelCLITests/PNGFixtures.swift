import Foundation
import TestSupport
import WheelPNG

/// Small PNG files for the command tests, written by our encoder or, for CgBI, by hand.
enum PNGFixtures {
    /// An opaque RGBA image with a seeded pattern, encoded with default options.
    static func rgba(width: Int, height: Int, seed: UInt8 = 1) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = UInt8(truncatingIfNeeded: index &* 7 &+ Int(seed))
            pixels[index + 1] = UInt8(truncatingIfNeeded: index / 4 &* 13)
            pixels[index + 2] = seed
        }
        return try PNGEncoder().encode(RGBAImage(width: width, height: height, pixels: pixels))
    }

    /// A hand-built Apple CgBI file: CgBI chunk first, raw (stored) deflate, BGRA order.
    static func cgbi(width: Int, height: Int) -> [UInt8] {
        var filtered: [UInt8] = []
        for y in 0..<height {
            filtered.append(0)
            for x in 0..<width { filtered += [UInt8(x & 255), UInt8(y & 255), 200, 255] }
        }
        var deflate: [UInt8] = []
        var offset = 0
        repeat {
            let count = min(65_535, filtered.count - offset)
            let final: UInt8 = offset + count == filtered.count ? 1 : 0
            deflate += [
                final, UInt8(count & 255), UInt8(count >> 8), UInt8(~count & 255), UInt8((~count >> 8) & 255),
            ]
            deflate += filtered[offset..<offset + count]
            offset += count
        } while offset < filtered.count
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("CgBI", [0x50, 0x00, 0x20, 0x06])
        file += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        file += chunk("IDAT", deflate)
        file += chunk("IEND", [])
        return file
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
