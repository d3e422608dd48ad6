import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// Sheets stored in ways the wedges are not: Adam7-interlaced files and Apple CgBI files.
@Suite struct SourceFormatTests {
    static func slice(_ bytes: [UInt8], segments: Int) throws -> (PNGImage, SliceResult) {
        let image = try PNGDecoder().decode(bytes, name: "sheet.png")
        let result = try WheelSlicer.slice(
            SpriteSheet(image: image, name: "sheet.png", scale: 1), options: SliceOptions(segments: segments))
        return (image, result)
    }

    /// The IHDR interlace byte of a file (offset 28: signature 8, length 4, type 4, 12 header bytes).
    static func interlaceByte(_ file: [UInt8]) -> UInt8 { file[28] }

    @Test(arguments: [(PNGColorType.gray, 2), (.palette, 4), (.rgb, 16), (.rgba, 8), (.grayAlpha, 16)])
    func interlacedSheetsGiveNonInterlacedWedges(type: PNGColorType, depth: Int) throws {
        let original = TestSheet.random(type, depth: depth, width: 23, height: 11, seed: 31)
        var chunks: [(String, [UInt8])] = []
        if let palette = original.metadata.palette {
            chunks.append(("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }))
        }
        let file = HandmadePNG.file(
            header: original.header, rows: original.rows, chunks: chunks, interlaced: true)
        #expect(Self.interlaceByte(file) == 1)
        let (image, result) = try Self.slice(file, segments: 5)
        #expect(image.header.interlaced)
        #expect(image.rows == original.rows)
        for wedge in result.wedges {
            #expect(Self.interlaceByte(wedge.bytes) == 0)
            let decoded = try PNGDecoder().decode(wedge.bytes, name: wedge.file.path)
            #expect(!decoded.header.interlaced)
            let columns = try result.plan.partition.pixelRange(of: wedge.file.index, scale: 1)
            #expect(decoded.rows == PackedPixels.region(original, columns: columns))
        }
    }

    @Test(arguments: [PNGColorType.rgb, .rgba], [false, true])
    func cgbiSheetsGiveStandardPNGs(type: PNGColorType, interlaced: Bool) throws {
        let drawing = TestSheet.drawing(width: 30, height: 7, seed: 41)
        var rows = drawing.pixels
        if type == .rgb {
            rows = stride(from: 0, to: rows.count, by: 4).flatMap { drawing.pixels[$0..<$0 + 3] }
        }
        let header = PNGHeader(width: 30, height: 7, bitDepth: 8, colorType: type)
        let file = HandmadePNG.file(header: header, rows: rows, interlaced: interlaced, cgbi: true)
        let (image, result) = try Self.slice(file, segments: 4)
        #expect(image.wasCgBI)
        for wedge in result.wedges {
            // A standard file: IHDR right after the signature, no CgBI chunk anywhere.
            #expect(Array(wedge.bytes[12..<16]) == Array("IHDR".utf8))
            #expect(
                !wedge.bytes.indices.dropLast(3).contains {
                    Array(wedge.bytes[$0..<$0 + 4]) == Array("CgBI".utf8)
                })
            let decoded = try PNGDecoder().decode(wedge.bytes, name: wedge.file.path)
            #expect(!decoded.wasCgBI)
            #expect(decoded.header.colorType == type && decoded.header.bitDepth == 8)
            let columns = try result.plan.partition.pixelRange(of: wedge.file.index, scale: 1)
            #expect(decoded.rows == PackedPixels.region(image, columns: columns))
            // Opaque pixels survive premultiplication unchanged and in RGB order.
            for y in 0..<7 {
                for (x, sourceX) in columns.enumerated() where type == .rgb || drawing[sourceX, y].3 == 255 {
                    let channels = type.channels
                    let offset = (y * columns.count + x) * channels
                    let pixel = drawing[sourceX, y]
                    #expect(Array(decoded.rows[offset..<offset + 3]) == [pixel.0, pixel.1, pixel.2])
                }
            }
        }
    }
}
