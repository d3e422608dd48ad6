import Testing
import WheelPNG

/// Rows a caller wraps are checked against the header, with the values in the error (a header
/// with a problem or rows of another length stopped the process).
@Suite struct PNGImageTests {
    @Test(arguments: [
        (
            PNGHeader(width: 3, height: 2, bitDepth: 8, colorType: .rgb), 17,
            "a 3 × 2 RGB image of 8-bit samples has 18 bytes of rows, not 17"
        ),
        (
            PNGHeader(width: 9, height: 1, bitDepth: 1, colorType: .gray), 1,
            "a 9 × 1 gray image of 1-bit samples has 2 bytes of rows, not 1"
        ),
        (
            PNGHeader(width: 0, height: 2, bitDepth: 8, colorType: .rgba), 0,
            "the image is 0 × 2 pixels; PNG needs at least 1 × 1"
        ),
        (
            PNGHeader(width: 2_147_483_647, height: 2_147_483_647, bitDepth: 16, colorType: .rgba), 0,
            "a 2147483647 × 2147483647 RGBA image of 16-bit samples has more bytes of rows than an Int counts, not 0"
        ),
    ])
    func rowsThatDoNotFitTheHeaderAreRefused(header: PNGHeader, bytes: Int, reason: String) {
        #expect(throws: PNGError.invalidImage(reason: reason)) {
            try PNGImage(header: header, rows: [UInt8](repeating: 0, count: bytes))
        }
        #expect(PNGImage.problem(header: header, rowCount: bytes) == reason)
    }

    /// `header` and `rows` stay settable; an image whose rows no longer fit its header says why,
    /// by the rule its initializer checks, for what reads the rows by the header to refuse it.
    @Test func anImageChangedAfterItWasMadeNamesItsProblem() throws {
        var image = try PNGImage(
            header: PNGHeader(width: 3, height: 2, bitDepth: 8, colorType: .rgb),
            rows: [UInt8](repeating: 0, count: 18))
        #expect(image.problem == nil)
        image.rows.removeLast()
        #expect(image.problem == "a 3 × 2 RGB image of 8-bit samples has 18 bytes of rows, not 17")
        image.rows.append(0)
        image.header.height = 3
        #expect(image.problem == "a 3 × 3 RGB image of 8-bit samples has 27 bytes of rows, not 18")
        image.header.height = 2
        image.header.bitDepth = 4
        #expect(image.problem == "bit depth 4 is not allowed for RGB images (allowed: 8, 16)")
    }

    @Test func rowsOfTheHeaderAreWrapped() throws {
        let header = PNGHeader(width: 9, height: 2, bitDepth: 1, colorType: .gray)
        let image = try PNGImage(header: header, rows: [1, 2, 3, 4])
        #expect(image.rowBytes == 2 && image.rows == [1, 2, 3, 4])
    }
}
