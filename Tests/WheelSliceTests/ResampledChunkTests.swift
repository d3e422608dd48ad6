import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// What resampled wedges do with the chunks whose meaning depends on the pixels: bKGD and
/// pCAL stay where the wedge's samples are the sheet's (8-bit RGB or RGBA), sCAL (the size of
/// one pixel) and sBIT (significant bits) leave, each with a warning whose reason is true.
@Suite struct ResampledChunkTests {
    static let chunks = [
        PNGAncillaryChunk(type: "bKGD", data: [0, 1, 0, 2, 0, 3], placement: .beforeImageData),
        PNGAncillaryChunk(
            type: "pCAL",
            data: Array("cal".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 100, 0, 2, 0x6D, 0, 0x30, 0, 0x31],
            placement: .beforeImageData),
        PNGAncillaryChunk(
            type: "sCAL", data: [1] + Array("1.5".utf8) + [0] + Array("2.5".utf8), placement: .beforeImageData
        ),
    ]

    static func sheet(bitDepth: Int) throws -> SpriteSheet {
        let header = PNGHeader(width: 48, height: 10, bitDepth: bitDepth, colorType: .rgba)
        let rows = (0..<(header.counted.rowBytes * 10)).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let metadata = PNGMetadata(
            significantBits: PNGSignificantBits(red: 5, green: 6, blue: 5, alpha: UInt8(bitDepth)),
            ancillaryChunks: chunks)
        return try SpriteSheet(
            image: PNGImage(header: header, rows: rows, metadata: metadata), name: "s@2x.png", scale: 2)
    }

    /// The chunks left out, with their reasons; `onlyResampled` is whether exact cuts were
    /// written too (their warnings then say "the resampled wedges").
    static func reasons(_ result: SliceResult, onlyResampled expected: Bool) -> [String: ChunkDropReason] {
        var reasons: [String: ChunkDropReason] = [:]
        for case .chunksDropped(_, let chunks, let reason, let onlyResampled) in result.warnings {
            #expect(onlyResampled == expected)
            for chunk in chunks { reasons[chunk.type] = reason }
        }
        return reasons
    }

    @Test func anRGBASheetsBackgroundStaysAndThePixelSizeLeavesWithAWarning() throws {
        let result = try WheelSlicer.slice(Self.sheet(bitDepth: 8), options: SliceOptions(scales: [1, 2]))
        #expect(Self.reasons(result, onlyResampled: true) == ["sCAL": .pixelSize, "sBIT": .significantBits])
        let resampled = try #require(result.wedges.first { $0.file.scale == 1 })
        let wedge = try PNGDecoder().decode(resampled.bytes, name: "w.png")
        #expect(wedge.metadata.ancillaryChunks.map(\.type).sorted() == ["bKGD", "pCAL"])
        #expect(wedge.metadata.ancillaryChunks.first { $0.type == "bKGD" }?.data == [0, 1, 0, 2, 0, 3])
        #expect(wedge.metadata.significantBits == nil)
        let exact = try #require(result.wedges.first { $0.file.scale == 2 })
        let cut = try PNGDecoder().decode(exact.bytes, name: "c.png")
        #expect(cut.metadata.ancillaryChunks.map(\.type).sorted() == ["bKGD", "pCAL", "sCAL"])
        #expect(cut.metadata.significantBits != nil)
    }

    @Test func aSixteenBitSheetsBackgroundLeavesNamingItsFormat() throws {
        let result = try WheelSlicer.slice(Self.sheet(bitDepth: 16), options: SliceOptions(scales: [1]))
        let reasons = Self.reasons(result, onlyResampled: false)
        #expect(reasons["bKGD"] == .sheetPixelFormat(.rgba, bitDepth: 16))
        #expect(reasons["pCAL"] == .sheetPixelFormat(.rgba, bitDepth: 16))
        #expect(
            reasons["bKGD"]?.description
                == "its values are in the sheet's pixel format, RGBA 16-bit, not 8-bit RGBA")
        #expect(reasons["sCAL"] == .pixelSize && reasons["sBIT"] == .significantBits)
        let wedge = try PNGDecoder().decode(result.wedges[0].bytes, name: "w.png")
        #expect(wedge.metadata.ancillaryChunks.isEmpty)
    }
}
