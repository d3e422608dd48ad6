import TestSupport
import Testing

@testable import WheelPNG

/// The frame rows decoder reads PNG-filtered rows in a zlib stream back to RGBA: rows the
/// tests filter and store themselves (every filter type, mixed per row), what the frame
/// encoder writes, and nothing damaged.
@Suite struct FrameRowsDecoderTests {
    static func decode(_ stream: [UInt8], width: Int, height: Int, layout: FramePixelLayout) throws -> [UInt8]
    {
        let count = try #require(FrameRowsDecoder.bufferCount(width: width, height: height, layout: layout))
        var pixels = [UInt8](repeating: 0xEE, count: count)
        try stream.withUnsafeBytes { stream in
            try pixels.withUnsafeMutableBytes { output in
                try FrameRowsDecoder.decodeRows(
                    stream, width: width, height: height, layout: layout, name: "rows", into: output)
            }
        }
        return Array(pixels.prefix(width * height * 4))
    }

    /// The rows are inflated into the output and unfiltered there: RGBA needs a filter byte
    /// per row more than the image, RGB the image's own bytes.
    @Test func theBufferHoldsTheImageOrTheFilteredRows() throws {
        #expect(FrameRowsDecoder.bufferCount(width: 5, height: 3, layout: .rgba) == 5 * 3 * 4 + 3)
        #expect(FrameRowsDecoder.bufferCount(width: 5, height: 3, layout: .rgb) == 5 * 3 * 4)
        #expect(FrameRowsDecoder.bufferCount(width: 1, height: 1, layout: .rgb) == 4)
        #expect(FrameRowsDecoder.bufferCount(width: 0, height: 3, layout: .rgba) == nil)
        #expect(FrameRowsDecoder.bufferCount(width: Int.max / 2, height: 3, layout: .rgba) == nil)
        // One byte short of it is refused before anything is inflated.
        let image = FrameEncoderTests.image(width: 4, height: 2, opaque: false, seed: 1)
        let stream = StoredDeflate.zlib(
            ReferencePNG.scanlines(FrameEncoderTests.packed(image, .rgba), filter: 0))
        var short = [UInt8](repeating: 0, count: 4 * 2 * 4 + 1)
        #expect {
            try stream.withUnsafeBytes { stream in
                try short.withUnsafeMutableBytes { output in
                    try FrameRowsDecoder.decodeRows(
                        stream, width: 4, height: 2, layout: .rgba, name: "rows", into: output)
                }
            }
        } throws: { error in
            guard case .invalidImage = error as? PNGError else { return false }
            return true
        }
    }

    /// Filter types 0–4 on every row, and all five in turn row by row (nil), written by the
    /// tests' own filter and stored-block zlib writer.
    @Test(arguments: [0, 1, 2, 3, 4, nil], [FramePixelLayout.rgb, .rgba])
    func independentlyFilteredRowsDecodeToThePixels(filter: Int?, layout: FramePixelLayout) throws {
        let image = FrameEncoderTests.image(opaque: layout == .rgb)
        let rows = ReferencePNG.scanlines(FrameEncoderTests.packed(image, layout), filter: filter)
        let stream = StoredDeflate.zlib(rows, blockSize: 97)
        #expect(
            try Self.decode(stream, width: image.width, height: image.height, layout: layout) == image.pixels)
    }

    /// What the encoder writes at every filter and a few levels, both layouts; one and two
    /// pixels wide too (where the unfiltered rows sit closest to the filtered ones).
    @Test(arguments: FrameFilter.allCases, [0, 1, 12])
    func encodedRowsRoundTrip(filter: FrameFilter, level: Int) throws {
        for opaque in [true, false] {
            for (width, height) in [(41, 19), (1, 30), (2, 5)] {
                let image = FrameEncoderTests.image(width: width, height: height, opaque: opaque, seed: 5)
                let layout: FramePixelLayout = opaque ? .rgb : .rgba
                let stream = try image.pixels.withUnsafeBytes {
                    try FrameEncoder(compressionLevel: level, filter: filter).compressedRows(
                        $0, width: width, height: height, rowStride: width * 4, layout: layout)
                }
                #expect(try Self.decode(stream, width: width, height: height, layout: layout) == image.pixels)
            }
        }
    }

    @Test func damagedStreamsAreRefused() throws {
        let image = FrameEncoderTests.image(opaque: false)
        let rows = ReferencePNG.scanlines(FrameEncoderTests.packed(image, .rgba), filter: 2)
        var badType = rows
        badType[(image.width * 4 + 1) * 3] = 5
        var badAdler = StoredDeflate.zlib(rows)
        badAdler[badAdler.count - 1] ^= 1
        let cases: [([UInt8], String)] = [
            (StoredDeflate.zlib(badType), "row 3 has filter type 5"),
            (badAdler, "damaged"),
            (StoredDeflate.zlib(Array(rows.dropLast())), "fewer than"),
            (StoredDeflate.zlib(rows + [0]), "more than"),
            ([0x78, 0x01, 0xFF], "damaged"),
        ]
        for (stream, message) in cases {
            #expect {
                try Self.decode(stream, width: image.width, height: image.height, layout: .rgba)
            } throws: { error in
                guard case .corruptImageData(let file, let reason) = error as? PNGError else { return false }
                return file == "rows" && reason.contains(message)
            }
        }
    }

    /// Sizes whose row, plus its filter byte, is more than an `Int` counts (they stopped the
    /// process): a width of `Int.max` indices, and a negative width whose RGB row wraps to
    /// exactly `Int.max` bytes.
    @Test func rowsAnIntDoesNotCountAreRefused() {
        let wrapping = -3_074_457_345_618_258_603  // × 3 wraps to Int.max
        #expect(FrameRowsDecoder.bufferCount(width: Int.max, height: 1, layout: .indexed) == nil)
        #expect(FrameRowsDecoder.bufferCount(width: wrapping, height: 1, layout: .rgb) == nil)
        var small = [UInt8](repeating: 0, count: 4)
        #expect(throws: PNGError.invalidImage(reason: "1 rows of \(wrapping) pixels do not fit in 4 bytes")) {
            try small.withUnsafeMutableBytes { output in
                try FrameRowsDecoder.decodeRows(
                    UnsafeRawBufferPointer(start: nil, count: 0), width: wrapping, height: 1, layout: .rgb,
                    name: "rows", into: output)
            }
        }
    }

    @Test func impossibleSizesAreRefused() {
        var small = [UInt8](repeating: 0, count: 15)
        for (width, height) in [(0, 1), (1, 0), (2, 2), (-1, 3)] {
            #expect {
                try small.withUnsafeMutableBytes { output in
                    try FrameRowsDecoder.decodeRows(
                        UnsafeRawBufferPointer(start: nil, count: 0), width: width, height: height,
                        layout: .rgba, name: "rows", into: output)
                }
            } throws: { error in
                guard case .invalidImage = error as? PNGError else { return false }
                return true
            }
        }
    }
}
