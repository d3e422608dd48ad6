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
        var rows = [UInt8](repeating: 0, count: header.counted.imageBytes)
        let paletteCount = type == .palette ? (depth == 8 ? 200 : 1 << depth) : 0
        for y in 0..<height {
            for x in 0..<width {
                let value =
                    type == .palette
                    ? random.next() % UInt64(paletteCount)
                    : random.next() >> (64 - header.counted.bitsPerPixel)
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
        return PNGImage(validatedHeader: header, rows: rows, metadata: metadata)
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
        return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
    }

    /// `image` at `factor` times the resolution, each pixel repeated factor × factor times:
    /// the same drawing at a higher scale.
    static func replicated(_ image: RGBAImage, by factor: Int) -> RGBAImage {
        var large = RGBAImage(validatedWidth: image.width * factor, height: image.height * factor)
        for y in 0..<large.height {
            for x in 0..<large.width { large[x, y] = image[x / factor, y / factor] }
        }
        return large
    }

    /// An RGBA image as a PNG image (8-bit RGBA, no chunks).
    static func png(_ image: RGBAImage) -> PNGImage {
        PNGImage(
            validatedHeader: PNGHeader(
                width: image.width, height: image.height, bitDepth: 8, colorType: .rgba),
            rows: image.pixels)
    }

    /// An ICC profile libpng accepts for `colorSpace` ("RGB " or "GRAY").
    static func iccProfile(colorSpace: String) -> [UInt8] {
        SyntheticICCProfile.bytes(colorSpace: colorSpace)
    }
}
