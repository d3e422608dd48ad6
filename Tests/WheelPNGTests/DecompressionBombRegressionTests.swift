import TestSupport
import Testing

@testable import WheelPNG

/// A tiny file whose header declares a huge image (within the pixel budget) used to make the
/// decoder allocate, and for interlaced files zero, the whole image before libpng noticed
/// the data ran out: 69 bytes cost 800 MB and 5 s. Image data too short to inflate to the
/// declared rows is now refused first.
@Suite struct DecompressionBombRegressionTests {
    static func file(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, interlaced: Bool) -> [UInt8]
    {
        let header =
            StoredDeflate.bigEndian(UInt32(width)) + StoredDeflate.bigEndian(UInt32(height)) + [
                bitDepth, colorType, 0, 0, interlaced ? 1 : 0,
            ]
        return ChunkedFile(chunks: [
            .init("IHDR", header), .init("IDAT", StoredDeflate.zlib([UInt8](repeating: 0, count: 100))),
            .init("IEND"),
        ]).bytes
    }

    @Test(arguments: [false, true])
    func dataTooShortForTheDeclaredImageIsRefusedBeforeDecoding(_ interlaced: Bool) throws {
        let bytes = Self.file(width: 10000, height: 10000, bitDepth: 16, colorType: 6, interlaced: interlaced)
        #expect(bytes.count < 200)
        let error = #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes, name: "bomb.png") }
        guard case .corruptImageData(let file, let reason) = error else {
            Issue.record("expected corrupt image data, got \(String(describing: error))")
            return
        }
        #expect(file == "bomb.png")
        #expect(reason.hasPrefix("111 bytes of compressed data cannot hold 10000 × 10000 pixels"))
    }

    /// The bound is deflate's true maximum ratio, so real files compressed close to it (a
    /// blank image at the best level) still decode.
    @Test func highlyCompressedImagesStillDecode() throws {
        let blank = RGBAImage(validatedWidth: 1500, height: 1000)
        var options = PNGEncodingOptions()
        options.compressionLevel = 9
        let bytes = try PNGEncoder(options: options).encode(blank)
        let info = try PNGFileInfo(parsing: bytes, name: "blank.png")
        let compressed = info.chunks.filter { $0.type == "IDAT" }.reduce(0) { $0 + $1.length }
        // Within a factor of 2 of deflate's maximum ratio: the bound is not loose.
        #expect(InflateBound.minimumImageDataBytes(info.header) > compressed * InflateBound.maximumRatio / 2)
        #expect(try PNGDecoder().decodeRGBA(bytes, name: "blank.png") == blank)
    }
}
