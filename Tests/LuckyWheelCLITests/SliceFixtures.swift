import Foundation
import TestSupport
import WheelPNG

/// Sheets for the slice command's tests, written into a test's temporary folder.
enum SliceFixtures {
    /// A seeded RGBA sheet: transparent, opaque and half-transparent pixels.
    static func sheet(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var state = seed
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            // A linear congruential step is plenty for test pixels.
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            pixels[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        for offset in stride(from: 3, to: pixels.count, by: 4) where pixels[offset] < 80 {
            pixels.replaceSubrange(offset - 3...offset, with: [0, 0, 0, 0])
        }
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// Writes a sheet as a PNG file named `name` in `folder`; returns its path.
    @discardableResult
    static func write(
        _ folder: TemporaryFolder, _ name: String, width: Int, height: Int, seed: UInt64 = 1
    ) throws -> String {
        try write(
            PNGEncoder().encode(sheet(width: width, height: height, seed: seed)), to: folder.path + "/" + name
        )
    }

    /// Writes bytes to `path`; returns the path.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
