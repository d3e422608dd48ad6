import TestSupport
import Testing

@testable import WheelPNG

/// What a file holds around its chunks is told as it is: bytes after IEND are read past with a
/// warning (info listed nothing), and a file that ends right after its signature lacks its
/// header (it was said to be cut short after its last chunk, and it has none).
@Suite struct FileEndTests {
    @Test func bytesAfterTheEndAreAWarning() throws {
        let bytes = CarriedChunkWarningTests.file([]) + Array("junk".utf8)
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(bytes, name: "t.png", warnings: &warnings)
        #expect(
            warnings.map(\.description) == [
                "t.png: 4 bytes follow its IEND chunk, the end of the image; decoders ignore them, and so does this tool"
            ])
        #expect(try PNGEncoder().encode(image).suffix(4) != Array("junk".utf8)[...])
        var none: [PNGWarning] = []
        _ = try PNGDecoder().decode(CarriedChunkWarningTests.file([]), name: "t.png", warnings: &none)
        #expect(none.isEmpty)
    }

    @Test func aFileOfOnlyTheSignatureHasNoHeader() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(throws: PNGError.missingChunk(file: "s.png", chunk: "IHDR")) {
            try PNGFileInfo(parsing: signature, name: "s.png")
        }
    }
}
