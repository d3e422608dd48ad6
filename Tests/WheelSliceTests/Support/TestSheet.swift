import TestSupport
import WheelPNG

@testable import WheelSlice

/// Seeded fixture images for slicing tests.
enum TestSheet {
    /// Every pixel random; a palette image gets a palette (smaller than its depth allows, at
    /// 8 bits) and only indices into it. With `transparency`, a tRNS chunk: alphas for half the
    /// palette, or the gray or RGB value of pixel (0, 0).
    static func random(
        _ type: PNGColorType, depth: Int, width: Int, height: Int, seed: UInt64, transparency: Bool = false
    ) -> PNGImage {
        var random = SeededGenerator(seed: seed)
        let header = PNGHeader(width: width, height: height, bitDepth: depth, colorType: type)
        var rows = [UInt8](repeating: 0, count: header.imageBytes)
        let paletteCount = type == .palette ? (depth == 8 ? 200 : 1 << depth) : 0
        for y in 0..<height {
            for x in 0..<width {
                let value =
                    type == .palette
                    ? random.next() % UInt64(paletteCount)
                    : random.next() >> (64 - header.bitsPerPixel)
                PackedPixels.setPixel(&rows, header: header, x: x, y: y, value)
            }
        }
        var metadata = PNGMetadata()
        if type == .palette {
            let bytes = random.bytes(paletteCount * 3)
            metadata.palette = (0..<paletteCount).map {
                PNGPaletteEntry(red: bytes[3 * $0], green: bytes[3 * $0 + 1], blue: bytes[3 * $0 + 2])
            }
        }
        if transparency {
            let first = PackedPixels.pixel(rows, header: header, x: 0, y: 0)
            let sample = UInt64(1) << depth - 1
            switch type {
            case .palette: metadata.transparency = .paletteAlpha(random.bytes(max(paletteCount / 2, 1)))
            case .gray: metadata.transparency = .gray(UInt16(first))
            case .rgb:
                metadata.transparency = .rgb(
                    red: UInt16(first >> (2 * depth) & sample), green: UInt16(first >> depth & sample),
                    blue: UInt16(first & sample))
            case .grayAlpha, .rgba: break
            }
        }
        return PNGImage(header: header, rows: rows, metadata: metadata)
    }

    /// A random 8-bit RGBA drawing with transparent, opaque and half-transparent pixels.
    static func drawing(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var random = SeededGenerator(seed: seed)
        var pixels = random.bytes(width * height * 4)
        for offset in stride(from: 3, to: pixels.count, by: 4) {
            switch pixels[offset] % 3 {
            case 0: pixels.replaceSubrange(offset - 3...offset, with: [0, 0, 0, 0])
            case 1: pixels[offset] = 255
            default: break
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` at `factor` times the resolution, each pixel repeated factor × factor times:
    /// the same drawing at a higher scale.
    static func replicated(_ image: RGBAImage, by factor: Int) -> RGBAImage {
        var large = RGBAImage(width: image.width * factor, height: image.height * factor)
        for y in 0..<large.height {
            for x in 0..<large.width { large[x, y] = image[x / factor, y / factor] }
        }
        return large
    }

    /// An RGBA image as a PNG image (8-bit RGBA, no chunks).
    static func png(_ image: RGBAImage) -> PNGImage {
        PNGImage(
            header: PNGHeader(width: image.width, height: image.height, bitDepth: 8, colorType: .rgba),
            rows: image.pixels)
    }

    /// A 344-byte ICC profile libpng accepts: header with `colorSpace` ("RGB " or "GRAY"), the
    /// D50 illuminant, one tag pointing at 200 bytes of seeded data.
    static func iccProfile(colorSpace: String) -> [UInt8] {
        var profile = [UInt8](repeating: 0, count: 344)
        func put(_ bytes: [UInt8], at offset: Int) {
            profile.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        }
        put(StoredDeflate.bigEndian(344), at: 0)
        put([0x04, 0x30, 0, 0], at: 8)
        put(Array("mntr".utf8) + Array(colorSpace.utf8) + Array("XYZ ".utf8), at: 12)
        put(Array("acsp".utf8), at: 36)
        put([0, 0, 0xF6, 0xD6, 0, 1, 0, 0, 0, 0, 0xD3, 0x2D], at: 68)
        put(
            StoredDeflate.bigEndian(1) + Array("desc".utf8) + StoredDeflate.bigEndian(144)
                + StoredDeflate.bigEndian(200), at: 128)
        var random = SeededGenerator(seed: 344)
        put(random.bytes(200), at: 144)
        return profile
    }
}
