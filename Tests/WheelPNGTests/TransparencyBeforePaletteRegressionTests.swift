import TestSupport
import Testing

@testable import WheelPNG

/// Found by fuzz-decode: an RGB file with tRNS before a (suggested) PLTE decoded natively but
/// not to RGBA ("the output buffer does not match the image libpng reads"). libpng cancels a
/// tRNS that comes before PLTE but keeps the chunk marked valid, so alpha was asked for and
/// never added. Both decodings now agree with libpng: the transparency is ignored.
@Suite struct TransparencyBeforePaletteRegressionTests {
    static let width = 3
    static let height = 2

    static func file(transparencyFirst: Bool) -> [UInt8] {
        let header =
            StoredDeflate.bigEndian(UInt32(width)) + StoredDeflate.bigEndian(UInt32(height)) + [
                8, 2, 0, 0, 0,
            ]
        let transparency = ChunkedFile.Chunk("tRNS", [0, 1, 0, 0x80, 3, 0x25])
        let palette = ChunkedFile.Chunk("PLTE", [0, 0, 0, 0xF9, 0x43, 0xBB])
        let row: [UInt8] = [0] + (0..<width * 3).map { UInt8($0 * 20) }
        let rows = (0..<height).flatMap { _ in row }
        return ChunkedFile(chunks: [
            .init("IHDR", header), transparencyFirst ? transparency : palette,
            transparencyFirst ? palette : transparency, .init("IDAT", StoredDeflate.zlib(rows)),
            .init("IEND"),
        ]).bytes
    }

    @Test func nativeAndRGBADecodingAgreeThatTheTransparencyIsCancelled() throws {
        let bytes = Self.file(transparencyFirst: true)
        let native = try PNGDecoder().decode(bytes, name: "early-trns.png")
        #expect(native.metadata.transparency == nil)
        let rgba = try PNGDecoder().decodeRGBA(bytes, name: "early-trns.png")
        #expect(rgba.pixels.count == Self.width * Self.height * 4)
        #expect(stride(from: 3, to: rgba.pixels.count, by: 4).allSatisfy { rgba.pixels[$0] == 255 })
        #expect(rgba.pixels[0..<3] == [0, 20, 40])
    }

    /// libpng says half a sentence, of PLTE ("tRNS must be after"), and a tRNS in range was
    /// told as ignored for "no reason given". This one's colour is also beyond 8 bits, which
    /// libpng says of tRNS itself.
    @Test func theWarningSaysTheTransparencyCameBeforeThePalette() throws {
        var warnings: [PNGWarning] = []
        _ = try PNGDecoder().decode(
            Self.file(transparencyFirst: true), name: "early-trns.png", warnings: &warnings)
        #expect(
            warnings.map(\.description) == [
                "early-trns.png: libpng ignored the 'tRNS' chunk (tRNS chunk has out-of-range samples "
                    + "for bit_depth; it comes before PLTE, which PNG requires it to follow)"
            ])
    }

    /// In the right order the same chunk is honoured (its colour is out of range for 8 bits,
    /// so no pixel matches and all stay opaque, but it is kept for slicing).
    @Test func transparencyAfterThePaletteIsKept() throws {
        let bytes = Self.file(transparencyFirst: false)
        let native = try PNGDecoder().decode(bytes, name: "late-trns.png")
        #expect(native.metadata.transparency != nil)
        let rgba = try PNGDecoder().decodeRGBA(bytes, name: "late-trns.png")
        #expect(rgba.pixels.count == Self.width * Self.height * 4)
    }
}
