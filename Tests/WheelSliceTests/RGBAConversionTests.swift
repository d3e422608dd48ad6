import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// Resampling converts the decoded sheet to RGBA in Swift instead of decoding it twice; the
/// conversion must agree with libpng's, which `PNGDecoder.decodeRGBA` uses.
@Suite struct RGBAConversionTests {
    /// PLTE and tRNS written by hand, so files can hold what WheelPNG's encoder refuses.
    static func chunks(_ metadata: PNGMetadata) -> [(String, [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        if let palette = metadata.palette {
            chunks.append(("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }))
        }
        let word = { (value: UInt16) in [UInt8(value >> 8), UInt8(value & 0xFF)] }
        switch metadata.transparency {
        case .paletteAlpha(let alphas): chunks.append(("tRNS", alphas))
        case .gray(let gray): chunks.append(("tRNS", word(gray)))
        case .rgb(let red, let green, let blue): chunks.append(("tRNS", word(red) + word(green) + word(blue)))
        case nil: break
        }
        return chunks
    }

    @Test(arguments: ExactCutTests.formats)
    func agreesWithLibpng(format: ExactCutTests.Format) throws {
        var image = TestSheet.random(
            format.type, depth: format.depth, width: 13, height: 5, seed: 61,
            transparency: format.transparency)
        if format.type == .palette, format.depth == 8 {
            // An index past the palette's end (it has 200 colours): libpng shows it opaque black.
            image.rows[0] = 250
        }
        let file = HandmadePNG.file(
            header: image.header, rows: image.rows, chunks: Self.chunks(image.metadata))
        #expect(try RGBAImage(converting: image) == (try PNGDecoder().decodeRGBA(file, name: "f.png")))
    }

    /// A tRNS value beyond the bit depth: libpng matches it masked to the depth (1-bit gray
    /// 255 makes white transparent; 8-bit RGB 0x1FF means 0xFF), and so must the conversion.
    @Test(arguments: [
        (PNGHeader(width: 9, height: 3, bitDepth: 1, colorType: .gray), PNGTransparency.gray(255)),
        (PNGHeader(width: 9, height: 3, bitDepth: 4, colorType: .gray), .gray(0x13)),
        (
            PNGHeader(width: 9, height: 3, bitDepth: 8, colorType: .rgb),
            .rgb(red: 0x1FF, green: 0x100, blue: 0x2FF)
        ),
    ])
    func outOfRangeTransparencyAgreesWithLibpng(header: PNGHeader, transparency: PNGTransparency) throws {
        var image = TestSheet.random(header.colorType, depth: header.bitDepth, width: 9, height: 3, seed: 62)
        if header.colorType == .rgb { image.rows.replaceSubrange(0..<3, with: [0xFF, 0x00, 0xFF]) }
        if header.bitDepth == 4 { image.rows[0] = 0x33 }
        image.metadata.transparency = transparency
        let file = HandmadePNG.file(
            header: image.header, rows: image.rows, chunks: Self.chunks(image.metadata))
        let converted = try RGBAImage(converting: image)
        #expect(converted == (try PNGDecoder().decodeRGBA(file, name: "f.png")))
        #expect(converted.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 })
    }
}
