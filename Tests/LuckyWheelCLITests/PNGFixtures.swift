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

    /// A hand-built Apple CgBI file: CgBI chunk first, raw (stored) deflate, BGRA order (BGR
    /// for `.rgb`; a gray file's samples as they are).
    static func cgbi(width: Int, height: Int, colorType: PNGColorType = .rgba) -> [UInt8] {
        let sample: (Int, Int) -> [UInt8] = { x, y in
            switch colorType {
            case .rgb: [UInt8(x & 255), UInt8(y & 255), 200]
            case .gray: [UInt8((x + y) & 255)]
            default: [UInt8(x & 255), UInt8(y & 255), 200, 255]
            }
        }
        var rows: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rows += sample(x, y) }
        }
        return HandmadePNG.file(
            header: PNGHeader(width: width, height: height, bitDepth: 8, colorType: colorType), rows: rows,
            cgbi: true)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
