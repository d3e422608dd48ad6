import TestSupport
import Testing

@testable import WheelPNG

/// The frame encoder writes valid PNGs that libpng and the tests' own decoder read to the
/// input pixels; its filters match the specification byte for byte; opaque frames are RGB.
@Suite struct FrameEncoderTests {
    /// A seeded image with smooth and noisy parts; `opaque` sets every alpha to 255.
    static func image(width: Int = 37, height: Int = 23, opaque: Bool, seed: UInt64 = 16) -> RGBAImage {
        var generator = SeededGenerator(seed: seed)
        var image = RGBAImage(validatedWidth: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let noise = UInt8(generator.below(6) * 40)
                image[x, y] = (
                    UInt8(truncatingIfNeeded: x * 7), UInt8(truncatingIfNeeded: y * 11), noise,
                    opaque ? 255 : UInt8(truncatingIfNeeded: 255 - x * 3)
                )
            }
        }
        return image
    }

    /// The image's bytes in `layout`, as PNG rows without filter bytes.
    static func packed(_ image: RGBAImage, _ layout: FramePixelLayout) -> PackedRows {
        let type: PNGColorType = layout == .rgb ? .rgb : .rgba
        let header = PNGHeader(width: image.width, height: image.height, bitDepth: 8, colorType: type)
        let bytes =
            layout == .rgba
            ? image.pixels
            : stride(from: 0, to: image.pixels.count, by: 4).flatMap { image.pixels[$0..<$0 + 3] }
        return PackedRows(header: header, bytes: bytes)
    }

    static let levels = [0, 1, 6, 12]

    @Test(arguments: FrameFilter.allCases, levels)
    func everyFilterAndLevelDecodesToThePixels(filter: FrameFilter, level: Int) throws {
        let encoder = FrameEncoder(compressionLevel: level, filter: filter)
        for opaque in [true, false] {
            let image = Self.image(opaque: opaque)
            let encoded = try encoder.encode(image)
            #expect(try PNGDecoder().decodeRGBA(encoded, name: "frame.png") == image)
            let reference = try ReferencePNG.decode(encoded)
            #expect(reference.header.colorType == (opaque ? .rgb : .rgba))
            #expect(reference.rows.bytes == Self.packed(image, opaque ? .rgb : .rgba).bytes)
            #expect(reference.file.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        }
    }

    /// Each single filter gives exactly the specification's bytes (the tests' own filter).
    @Test(arguments: [FrameFilter.none, .sub, .up, .average, .paeth], [FramePixelLayout.rgb, .rgba])
    func singleFiltersMatchTheSpecification(filter: FrameFilter, layout: FramePixelLayout) throws {
        let image = Self.image(opaque: false)
        let stream = try image.pixels.withUnsafeBytes {
            try FrameEncoder(filter: filter).compressedRows(
                $0, width: image.width, height: image.height, rowStride: image.width * 4, layout: layout)
        }
        let type = try #require(filter.typeByte)
        #expect(
            try Inflater.zlib(stream) == ReferencePNG.scanlines(Self.packed(image, layout), filter: Int(type))
        )
    }

    /// The per-row choice picks, for every row, a filter whose output is no worse by libpng's
    /// measure than any other, and the rows still decode.
    @Test func adaptiveChoosesTheSmallestSumPerRow() throws {
        let image = Self.image(width: 50, height: 40, opaque: true, seed: 3)
        let rows = Self.packed(image, .rgb)
        let stream = try image.pixels.withUnsafeBytes {
            try FrameEncoder(filter: .adaptive).compressedRows(
                $0, width: 50, height: 40, rowStride: 200, layout: .rgb)
        }
        let data = try Inflater.zlib(stream)
        let candidates = (0...4).map { ReferencePNG.scanlines(rows, filter: $0) }
        func score(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 + Int(min($1, 0 &- $1)) } }
        var chosen = Set<UInt8>()
        for y in 0..<40 {
            let range = y * 151 + 1..<(y + 1) * 151
            let best = candidates.map { score($0[range]) }.min() ?? 0
            #expect(score(data[range]) == best)
            chosen.insert(data[y * 151])
        }
        #expect(chosen.count > 1)
    }

    /// A sub-rectangle in place (row stride of the whole image) compresses its own rows, its
    /// first row filtered as a first row; as an IDAT payload it decodes to the rectangle.
    @Test func subRectanglesCompressInPlace() throws {
        let image = Self.image(opaque: false)
        let (left, top, width, height) = (5, 4, 12, 9)
        let start = (top * image.width + left) * 4
        let stream = try image.pixels.withUnsafeBytes { pixels in
            try FrameEncoder(filter: .paeth).compressedRows(
                UnsafeRawBufferPointer(rebasing: pixels[start..<pixels.count]), width: width,
                height: height, rowStride: image.width * 4, layout: .rgba)
        }
        let header = PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgba)
        let file = ChunkedFile(chunks: [
            ReferencePNG.headerChunk(header, interlaced: false), ChunkedFile.Chunk("IDAT", stream),
            ChunkedFile.Chunk("IEND"),
        ])
        let decoded = try PNGDecoder().decodeRGBA(file.bytes, name: "region.png")
        for y in 0..<height {
            for x in 0..<width { #expect(decoded[x, y] == image[x + left, y + top]) }
        }
    }

    /// Padding after each row is never read, and a wider stride gives the same file.
    @Test func strideSkipsPadding() throws {
        let image = Self.image(opaque: true)
        let stride = (image.width + 3) * 4
        var padded = [UInt8](repeating: 0x11, count: stride * image.height)
        for y in 0..<image.height {
            padded.replaceSubrange(
                y * stride..<y * stride + image.width * 4,
                with: image.pixels[y * image.width * 4..<(y + 1) * image.width * 4])
        }
        let encoded = try padded.withUnsafeBytes {
            try FrameEncoder.frames.encodeRGBA(
                $0, width: image.width, height: image.height, rowStride: stride)
        }
        #expect(try encoded == FrameEncoder.frames.encode(image))
    }

    @Test func layoutIsRGBOnlyWhenEveryPixelIsOpaque() {
        var image = Self.image(opaque: true)
        #expect(
            image.pixels.withUnsafeBytes {
                FrameEncoder.layout(of: $0, width: 37, height: 23, rowStride: 148)
            } == .rgb)
        image[36, 22] = (1, 2, 3, 254)
        #expect(
            image.pixels.withUnsafeBytes {
                FrameEncoder.layout(of: $0, width: 37, height: 23, rowStride: 148)
            } == .rgba)
        // Outside the rectangle (the last column) the alpha is not looked at.
        #expect(
            image.pixels.withUnsafeBytes {
                FrameEncoder.layout(of: $0, width: 36, height: 23, rowStride: 148)
            } == .rgb)
    }

    /// libpng dropping the alpha of opaque input writes the same pixels as RGB.
    @Test func libpngDropsTheAlphaOfOpaqueInput() throws {
        let image = Self.image(opaque: true)
        let encoded = try image.pixels.withUnsafeBytes {
            try PNGEncoder().encodeRGBA(
                $0, width: image.width, height: image.height, rowStride: 148, droppingAlpha: true)
        }
        let reference = try ReferencePNG.decode(encoded)
        #expect(reference.header.colorType == .rgb)
        #expect(reference.rows.bytes == Self.packed(image, .rgb).bytes)
    }

    @Test func badInputIsRefused() {
        let pixels = [UInt8](repeating: 0, count: 99)
        let cases: [(FrameEncoder, Int, Int, Int, String)] = [
            (
                FrameEncoder(compressionLevel: 13), 2, 2, 8,
                "the compression level must be between 0 and 12, not 13"
            ),
            (
                FrameEncoder(compressionLevel: -1), 2, 2, 8,
                "the compression level must be between 0 and 12, not -1"
            ),
            (.frames, 5, 5, 20, "99 bytes"),
            (.frames, 5, 1, 19, "19 bytes apart"),
            (.frames, 0, 3, 0, "0 × 3"),
        ]
        for (encoder, width, height, stride, message) in cases {
            #expect {
                try pixels.withUnsafeBytes {
                    try encoder.encodeRGBA($0, width: width, height: height, rowStride: stride)
                }
            } throws: { error in
                guard case .invalidImage(let reason) = error as? PNGError else { return false }
                return reason.contains(message)
            }
        }
    }
}
