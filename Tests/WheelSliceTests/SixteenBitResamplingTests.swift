import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// A 16-bit sheet resampled for another scale is averaged on its own 16-bit samples and
/// rounded to 8 bits once. Rounded to 8 bits first, 11 % of a noisy sheet's samples came out a
/// level off the rounded mean (at most 0.94 levels off it, where once-rounded is 0.5).
@Suite struct SixteenBitResamplingTests {
    /// A @2x sheet of `colorType`, 16-bit, seeded noise in every sample (alpha included), two
    /// segments of 2 × 3 points.
    static func sheet(_ colorType: PNGColorType, seed: UInt64) throws -> SpriteSheet {
        let header = PNGHeader(width: 8, height: 6, bitDepth: 16, colorType: colorType)
        var generator = SeededGenerator(seed: seed)
        let rows = (0..<header.counted.rowBytes * header.height).map { _ in
            UInt8.random(in: 0...255, using: &generator)
        }
        return try SpriteSheet(image: PNGImage(header: header, rows: rows), name: "s@2x.png", scale: 2)
    }

    /// The 16-bit RGBA samples of the sheet, straight alpha (gray spread to three channels).
    static func samples(_ image: PNGImage) -> [[Int]] {
        let channels = image.header.colorType == .rgba ? 4 : image.header.colorType == .grayAlpha ? 2 : 3
        return (0..<image.header.width * image.header.height).map { pixel in
            let values = (0..<channels).map { channel in
                let offset = (pixel * channels + channel) * 2
                return Int(image.rows[offset]) << 8 | Int(image.rows[offset + 1])
            }
            switch channels {
            case 2: return [values[0], values[0], values[0], values[1]]
            case 3: return values + [65535]
            default: return values
            }
        }
    }

    /// round(x / y) for non-negative integers, halves up.
    static func rounded(_ x: Int, _ y: Int) -> Int { (2 * x + y) / (2 * y) }

    @Test(arguments: [PNGColorType.rgba, .grayAlpha, .rgb], [1, 2, 3] as [UInt64])
    func eachPixelIsTheRoundedMeanOfItsSixteenBitSamples(colorType: PNGColorType, seed: UInt64) throws {
        let sheet = try Self.sheet(colorType, seed: seed)
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(segments: 2, scales: [1]))
        let source = Self.samples(sheet.image)
        let width = sheet.image.header.width
        for (index, wedge) in result.wedges.enumerated() {
            let image = try PNGDecoder().decodeRGBA(wedge.bytes, name: "w.png")
            #expect(image.width == 2 && image.height == 3)
            for y in 0..<3 {
                for x in 0..<2 {
                    // The four @2x pixels under one @1x pixel, weighted by alpha.
                    let under = [(0, 0), (1, 0), (0, 1), (1, 1)].map { dx, dy in
                        source[(2 * y + dy) * width + index * 4 + 2 * x + dx]
                    }
                    let alpha = under.reduce(0) { $0 + $1[3] }
                    var expected = [0, 0, 0, Self.rounded(alpha * 255, 4 * 65535)]
                    if alpha > 0 {
                        for channel in 0..<3 {
                            let weighted = under.reduce(0) { $0 + $1[3] * $1[channel] }
                            expected[channel] = Self.rounded(weighted * 255, alpha * 65535)
                        }
                    }
                    let offset = (y * 2 + x) * 4
                    let actual = image.pixels[offset..<offset + 4].map(Int.init)
                    #expect(
                        expected[3] == 0 ? actual[3] == 0 : actual == expected,
                        "wedge \(index) pixel (\(x), \(y)): \(actual), not \(expected)")
                }
            }
        }
    }
}
