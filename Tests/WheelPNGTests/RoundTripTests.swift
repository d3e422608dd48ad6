import TestSupport
import Testing

@testable import WheelPNG

/// Every colour type × bit depth × interlace, decoded from files the tests write by hand and
/// round-tripped through the encoder, compared with the exact source pixels.
@Suite struct RoundTripTests {
    static let cases = PixelCase.all(sizes: [(1, 1), (7, 5), (33, 17)])

    @Test(arguments: cases)
    func handWrittenFileDecodesToItsRows(_ pixelCase: PixelCase) throws {
        let file = ReferencePNG.file(
            pixelCase.rows, interlaced: pixelCase.interlaced, before: pixelCase.metadataChunks, idatSize: 97)
        let image = try PNGDecoder().decode(file.bytes, name: "case.png")
        #expect(image.header.width == pixelCase.width)
        #expect(image.header.height == pixelCase.height)
        #expect(image.header.colorType == pixelCase.colorType)
        #expect(image.header.bitDepth == pixelCase.bitDepth)
        #expect(image.header.interlaced == pixelCase.interlaced)
        #expect(image.rows == pixelCase.rows.bytes)
        #expect(image.metadata == pixelCase.metadata)
        #expect(!image.wasCgBI)
    }

    @Test(arguments: cases)
    func handWrittenFileDecodesToExpectedRGBA(_ pixelCase: PixelCase) throws {
        let file = ReferencePNG.file(
            pixelCase.rows, interlaced: pixelCase.interlaced, before: pixelCase.metadataChunks)
        let image = try PNGDecoder().decodeRGBA(file.bytes, name: "case.png")
        #expect(image.width == pixelCase.width && image.height == pixelCase.height)
        #expect(image.pixels == pixelCase.expectedRGBA)
    }

    @Test(arguments: cases.filter { !$0.interlaced })
    func encoderOutputDecodesIdentically(_ pixelCase: PixelCase) throws {
        let source = try PNGImage(
            header: pixelCase.header, rows: pixelCase.rows.bytes, metadata: pixelCase.metadata)
        let encoded = try PNGEncoder().encode(source)
        let decoded = try PNGDecoder().decode(encoded, name: "encoded.png")
        #expect(decoded == source)
        // The tests' own inflate and unfilter, independent of zlib and libpng.
        let reference = try ReferencePNG.decode(encoded)
        #expect(reference.header == source.header)
        #expect(reference.rows.bytes == source.rows)
    }

    @Test(arguments: cases.filter { $0.interlaced })
    func interlacedFileReencodesAsNonInterlacedWithSameRows(_ pixelCase: PixelCase) throws {
        let file = ReferencePNG.file(pixelCase.rows, interlaced: true, before: pixelCase.metadataChunks)
        let decoded = try PNGDecoder().decode(file.bytes, name: "interlaced.png")
        let reencoded = try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 1, filters: .up)).encode(
            decoded)
        let again = try PNGDecoder().decode(reencoded, name: "reencoded.png")
        #expect(!again.header.interlaced)
        #expect(again.rows == decoded.rows)
        #expect(again.metadata == decoded.metadata)
    }

    @Test func sixteenBitScalingRoundsEveryValue() throws {
        // All 65536 gray values once: RGBA output must be round(v × 255 / 65535), not v >> 8.
        let header = PNGHeader(width: 256, height: 256, bitDepth: 16, colorType: .gray)
        var rows = PackedRows(header: header)
        for value in 0..<65536 { rows.setSample(x: value % 256, y: value / 256, channel: 0, value) }
        let decoded = try PNGDecoder().decodeRGBA(ReferencePNG.file(rows).bytes, name: "ramp.png")
        for value in 0..<65536 {
            let expected = UInt8((2 * value * 255 + 65535) / (2 * 65535))
            let got = decoded[value % 256, value / 256]
            guard got == (expected, expected, expected, 255) else {
                Issue.record("value \(value): got \(got.0), expected \(expected)")
                return
            }
        }
    }

    @Test func rgbaImageRoundTrips() throws {
        var generator = SeededGenerator(seed: 7)
        let image = try RGBAImage(width: 19, height: 11, pixels: generator.bytes(19 * 11 * 4))
        let encoded = try PNGEncoder().encode(image)
        #expect(try PNGDecoder().decodeRGBA(encoded, name: "rgba.png") == image)
        #expect(try ReferencePNG.decode(encoded).rows.bytes == image.pixels)
    }
}
