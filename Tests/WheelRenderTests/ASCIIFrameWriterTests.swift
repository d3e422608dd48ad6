import TestSupport
import Testing

@testable import WheelRender

@Suite struct ASCIIFrameWriterTests {
    @Test(arguments: [
        (UInt32(0xFF00_0000), Character(" ")), (0xFFFF_FFFF, "@"), (0xFF80_8080, "+"), (0xFF19_1919, " "),
        (0xFF1A_1A1A, "."), (0xFF00_FF00, "#"), (0xFFFF_0000, " "),
    ])
    func cellsTakeTheRampCharacterOfTheirMeanLuma(color: UInt32, expected: Character) throws {
        let viewport = try TerminalViewport(columns: 2, rows: 1)
        var bytes: [UInt8] = []
        ASCIIFrameWriter.write(
            [UInt32](repeating: color, count: 16), count: 4, viewport: viewport, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\(expected)\(expected)\n")
    }

    @Test func rampRunsFromDarkToBrightInTenEqualBands() {
        #expect(String(decoding: BrightnessRamp.characters, as: UTF8.self) == " .:-=+*#%@")
        let bands = (0...255).map { BrightnessRamp.character(luma: $0) }
        #expect(bands.first == UInt8(ascii: " ") && bands.last == UInt8(ascii: "@"))
        #expect(
            zip(bands, bands.dropFirst()).allSatisfy {
                BrightnessRamp.characters.firstIndex(of: $0)! <= BrightnessRamp.characters.firstIndex(of: $1)!
            })
        #expect(Set(bands).count == 10)
    }

    @Test func aCellAveragesItsEightSamples() throws {
        let viewport = try TerminalViewport(columns: 2, rows: 1)
        var samples = [UInt32](repeating: 0xFF00_0000, count: 16)
        // Four of the left cell's eight samples white: mean luma 127 → band 4, "=".
        for index in [0, 1, 4, 5] { samples[index] = 0xFFFF_FFFF }
        var bytes: [UInt8] = []
        ASCIIFrameWriter.write(samples, count: 4, viewport: viewport, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "= \n")
    }
}
