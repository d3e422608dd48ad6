import Testing
import WheelPNG

/// Pixels a caller wraps are checked against the size they claim, with the values in the error
/// (a wrong count or size stopped the process).
@Suite struct RGBAImageTests {
    @Test(arguments: [
        (2, 2, 15, "a 2 × 2 RGBA image needs 2 × 2 × 4 bytes, not 15"),
        (2, 2, 17, "a 2 × 2 RGBA image needs 2 × 2 × 4 bytes, not 17"),
        (0, 3, 0, "a 0 × 3 RGBA image needs 0 × 3 × 4 bytes, not 0"),
        (-1, -4, 16, "a -1 × -4 RGBA image needs -1 × -4 × 4 bytes, not 16"),
        (Int.max, 2, 8, "a \(Int.max) × 2 RGBA image needs \(Int.max) × 2 × 4 bytes, not 8"),
    ])
    func pixelsThatDoNotFitTheSizeAreRefused(width: Int, height: Int, bytes: Int, reason: String) {
        #expect(throws: PNGError.invalidImage(reason: reason)) {
            try RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 1, count: bytes))
        }
    }

    @Test(arguments: [(0, 3), (3, 0), (-1, 4), (4, -1), (Int.max, 2), (Int.max / 4 + 1, 1)])
    func aFillOfNoSizeOrTooManyBytesIsRefused(width: Int, height: Int) {
        #expect(
            throws: PNGError.invalidImage(
                reason: "a \(width) × \(height) RGBA image cannot be made; give a positive width and height "
                    + "whose width × height × 4 bytes fit in memory")
        ) {
            try RGBAImage(width: width, height: height, fill: (1, 2, 3, 4))
        }
    }

    @Test func aFillOfASizeIsThatColourEverywhere() throws {
        let image = try RGBAImage(width: 2, height: 3, fill: (1, 2, 3, 4))
        #expect(image.pixels == [UInt8]((0..<6).flatMap { _ in [1, 2, 3, 4] }))
    }

    /// A column at or past the width read (and wrote) a pixel of the next row; a coordinate
    /// outside the image stops the process as an array index does, whichever side it leaves by.
    @Test(arguments: [(2, 0), (3, 0), (-1, 1), (0, 2), (0, -1), (Int.max, 0), (0, Int.min)])
    func aPixelOutsideTheImageStopsTheProcess(x: Int, y: Int) async {
        await #expect(processExitsWith: .failure) { [x, y] in
            let image = try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16))
            _ = image[x, y]
        }
        await #expect(processExitsWith: .failure) { [x, y] in
            var image = try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16))
            image[x, y] = (1, 2, 3, 4)
        }
    }

    @Test func everyPixelInsideIsItsOwn() throws {
        var image = try RGBAImage(width: 3, height: 2, pixels: [UInt8](repeating: 0, count: 24))
        for y in 0..<2 {
            for x in 0..<3 { image[x, y] = (UInt8(x), UInt8(y), 9, 255) }
        }
        #expect(
            image.pixels == (0..<2).flatMap { y in (0..<3).flatMap { x in [UInt8(x), UInt8(y), 9, 255] } })
        #expect(image[2, 1] == (2, 1, 9, 255))
    }

    @Test func pixelsOfTheSizeAreWrapped() throws {
        let image = try RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image[1, 0] == (5, 6, 7, 8))
    }
}
