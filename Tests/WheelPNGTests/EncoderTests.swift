import TestSupport
import Testing

@testable import WheelPNG

/// Compression settings change the bytes, never the pixels; bad input is refused.
@Suite struct EncoderTests {
    static let image: RGBAImage = {
        var generator = SeededGenerator(seed: 41)
        var image = RGBAImage(validatedWidth: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                image[x, y] = (UInt8(x * 6), UInt8(y * 8), UInt8(generator.below(4) * 60), UInt8(255 - x))
            }
        }
        return image
    }()

    /// The filter type byte of every scanline, read with the tests' own inflate.
    static func filterTypes(_ encoded: [UInt8], rowBytes: Int) throws -> Set<UInt8> {
        let data = try Inflater.zlib(ChunkedFile(parsing: encoded).imageData)
        return Set(stride(from: 0, to: data.count, by: rowBytes + 1).map { data[$0] })
    }

    @Test(arguments: PNGCompressionStrategy.allCases, [0, 1, 6, 9])
    func everyStrategyAndLevelDecodesIdentically(strategy: PNGCompressionStrategy, level: Int) throws {
        let options = PNGEncodingOptions(compressionLevel: level, filters: .all, strategy: strategy)
        let encoded = try PNGEncoder(options: options).encode(Self.image)
        #expect(try PNGDecoder().decodeRGBA(encoded, name: "options.png") == Self.image)
        #expect(try ReferencePNG.decode(encoded).rows.bytes == Self.image.pixels)
    }

    @Test(arguments: [PNGFilterSet.unfiltered, .sub, .up, .average, .paeth, [.sub, .paeth], .all])
    func filterSetIsHonoured(filters: PNGFilterSet) throws {
        let types: [(PNGFilterSet, UInt8)] = [
            (.unfiltered, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4),
        ]
        let allowed = Set(types.filter { filters.contains($0.0) }.map(\.1))
        let encoded = try PNGEncoder(options: PNGEncodingOptions(filters: filters)).encode(Self.image)
        #expect(try Self.filterTypes(encoded, rowBytes: 160).isSubset(of: allowed))
        #expect(try PNGDecoder().decodeRGBA(encoded, name: "filters.png") == Self.image)
    }

    @Test(arguments: [PNGEncodingOptions.default, .best])
    func presetsRoundTrip(options: PNGEncodingOptions) throws {
        let encoded = try PNGEncoder(options: options).encode(Self.image)
        #expect(try PNGDecoder().decodeRGBA(encoded, name: "preset.png") == Self.image)
    }

    @Test func strideSkipsPaddingAndSubRectanglesNeedNoCopy() throws {
        // 3 columns of padding after each 40-pixel row.
        let stride = 43 * 4
        var padded = [UInt8](repeating: 0xEE, count: stride * 30)
        for y in 0..<30 {
            padded.replaceSubrange(
                y * stride..<y * stride + 160, with: Self.image.pixels[y * 160..<(y + 1) * 160])
        }
        let encoded = try padded.withUnsafeBytes {
            try PNGEncoder().encodeRGBA($0, width: 40, height: 30, rowStride: stride)
        }
        #expect(try PNGDecoder().decodeRGBA(encoded, name: "stride.png") == Self.image)

        // The 10 × 5 region at (7, 3) of the image, encoded in place.
        let header = PNGHeader(width: 10, height: 5, bitDepth: 8, colorType: .rgba)
        let region = try Self.image.pixels.withUnsafeBytes { pixels in
            try PNGEncoder().encode(
                header: header, metadata: PNGMetadata(),
                rows: UnsafeRawBufferPointer(rebasing: pixels[(3 * 160 + 7 * 4)...]), rowStride: 160)
        }
        let decoded = try PNGDecoder().decodeRGBA(region, name: "region.png")
        for y in 0..<5 {
            for x in 0..<10 { #expect(decoded[x, y] == Self.image[x + 7, y + 3]) }
        }
    }

    @Test(arguments: [
        PNGEncodingOptions(compressionLevel: 10), PNGEncodingOptions(compressionLevel: -1),
        PNGEncodingOptions(filters: []), PNGEncodingOptions(filters: PNGFilterSet(rawValue: 1 << 7)),
    ])
    func invalidOptionsAreRefused(options: PNGEncodingOptions) {
        #expect {
            try PNGEncoder(options: options).encode(Self.image)
        } throws: { error in
            guard case .invalidImage = error as? PNGError else { return false }
            return true
        }
    }

    /// The level's range is said in words, as every range the library names (it said `0...9`).
    @Test func aCompressionLevelOutOfRangeIsNamedInWords() {
        #expect {
            try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 10)).encode(Self.image)
        } throws: { error in
            error as? PNGError
                == .invalidImage(reason: "the compression level must be between 0 and 9, not 10")
        }
    }

    @Test func rowsThatDoNotFitAreRefused() {
        let pixels = [UInt8](repeating: 0, count: 99)
        #expect {
            try pixels.withUnsafeBytes { try PNGEncoder().encodeRGBA($0, width: 5, height: 5, rowStride: 20) }
        } throws: { error in
            guard case .invalidImage(let reason) = error as? PNGError else { return false }
            return reason.contains("99 bytes")
        }
        #expect(throws: PNGError.self) {
            try pixels.withUnsafeBytes { try PNGEncoder().encodeRGBA($0, width: 5, height: 1, rowStride: 19) }
        }
        let header = PNGHeader(width: 3, height: 3, bitDepth: 4, colorType: .rgb)
        #expect(throws: PNGError.invalidImage(reason: header.problem ?? "")) {
            try pixels.withUnsafeBytes {
                try PNGEncoder().encode(header: header, metadata: PNGMetadata(), rows: $0, rowStride: 9)
            }
        }
    }
}
