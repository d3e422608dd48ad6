import Testing
import WheelPNG

/// A header's sizes are counted without overflow, for any header a caller can build: nil when
/// more than an `Int` counts. The largest valid header's image size, and the row size of a
/// header with a huge width or bit depth, stopped the process.
@Suite struct PNGHeaderSizeTests {
    @Test func theLargestValidHeaderHasRowsButNoImageSize() {
        let side = PNGHeader.maximumDimension
        let header = PNGHeader(width: side, height: side, bitDepth: 16, colorType: .rgba)
        #expect(header.problem == nil)
        #expect(header.bitsPerPixel == 64)
        #expect(header.rowBytes == 17_179_869_176)
        #expect(header.imageBytes == nil)
    }

    @Test(arguments: [
        // width × bits per pixel overflows
        (PNGHeader(width: Int.max, height: 1, bitDepth: 8, colorType: .gray), 8 as Int?, nil as Int?),
        // width × bits fits, the 7 bits of padding do not
        (PNGHeader(width: Int.max, height: 1, bitDepth: 1, colorType: .gray), 1, nil),
        (PNGHeader(width: Int.min, height: 1, bitDepth: 2, colorType: .gray), 2, nil),
        // channels × bit depth overflows
        (PNGHeader(width: 1, height: 1, bitDepth: Int.max, colorType: .rgba), nil, nil),
        (PNGHeader(width: 1, height: 1, bitDepth: Int.min, colorType: .grayAlpha), nil, nil),
        // the largest row an Int counts
        (PNGHeader(width: Int.max / 8, height: 9, bitDepth: 8, colorType: .gray), 8, Int.max / 8),
    ])
    func invalidHeadersCountRowsWithoutOverflow(header: PNGHeader, bitsPerPixel: Int?, rowBytes: Int?) {
        #expect(header.problem != nil)
        #expect(header.bitsPerPixel == bitsPerPixel)
        #expect(header.rowBytes == rowBytes)
        #expect(header.imageBytes == nil)
    }

    /// `validRowBytes()` counts a valid header's row and refuses an invalid one with its problem.
    @Test func validRowBytesCountsValidHeadersOnly() throws {
        #expect(try PNGHeader(width: 5, height: 1, bitDepth: 2, colorType: .gray).validRowBytes() == 2)
        #expect(try PNGHeader.rgba8(width: 3, height: 2).validRowBytes() == 12)
        let invalid = PNGHeader(width: 1, height: 1, bitDepth: 3, colorType: .rgb)
        #expect(throws: PNGError.invalidImage(reason: try #require(invalid.problem))) {
            try invalid.validRowBytes()
        }
    }

    @Test func theLargestImageAnIntCountsHasItsSize() {
        let header = PNGHeader(width: Int.max / 8, height: 8, bitDepth: 8, colorType: .gray)
        #expect(header.imageBytes == Int.max / 8 * 8)
    }

    /// `PNGImage.header` can be changed after the image is made: its row size and the encoder
    /// then go by the new header (reading `rowBytes` stopped the process).
    @Test func anImageWhoseHeaderChangedIsRefusedByTheEncoder() throws {
        var image = try PNGImage(
            header: PNGHeader(width: 1, height: 1, bitDepth: 8, colorType: .gray), rows: [0])
        image.header.width = Int.max
        #expect(image.rowBytes == nil)
        #expect(
            throws: PNGError.invalidImage(
                reason: "the image is 9223372036854775807 × 1 pixels; PNG allows at most 2147483647 per side")
        ) {
            try PNGEncoder().encode(image)
        }
    }
}
