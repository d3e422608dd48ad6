import TestSupport
import Testing

@testable import WheelRender

@Suite struct ANSIFrameWriterTests {
    /// Samples for a `viewColumns`-wide view drawn from a few colours, so that halves often
    /// match and neighbours often repeat, which exercises every choice the writer makes.
    static func samples(count: Int, seed: UInt64) -> [UInt32] {
        var random = SeededGenerator(seed: seed)
        let colors: [UInt32] = [0xFF00_0000, 0xFF10_2030, 0xFFFF_FFFF, 0xFF00_80FF, 0xFF5F_875F]
        var samples = [UInt32](repeating: 0, count: count * count)
        // Constant 2 × 2 blocks, so each half cell has one colour and the expected one is known.
        for blockRow in 0..<count / 2 {
            for blockColumn in 0..<count / 2 {
                let color = colors[random.below(colors.count)]
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    samples[(2 * blockRow + dy) * count + 2 * blockColumn + dx] = color
                }
            }
        }
        return samples
    }

    static func expectedInk(_ sample: UInt32, palette: ANSIFrameWriter.Palette) -> ANSIText.Ink {
        let (red, green, blue, _) = PackedPixel.channels(sample)
        switch palette {
        case .trueColor: return .rgb(Int(red), Int(green), Int(blue))
        case .xterm256: return .palette(XtermPalette.index(red: Int(red), green: Int(green), blue: Int(blue)))
        }
    }

    @Test(arguments: [ANSIFrameWriter.Palette.trueColor, .xterm256], [(14, 5), (8, 4), (9, 2)])
    func terminalShowsEveryHalfCellsColourWithNoRedundantCodes(
        palette: ANSIFrameWriter.Palette, size: (columns: Int, rows: Int)
    ) throws {
        let viewport = try TerminalViewport(columns: size.columns, rows: size.rows)
        let count = 2 * viewport.viewColumns
        let samples = Self.samples(count: count, seed: UInt64(size.columns))
        var writer = ANSIFrameWriter(palette: palette)
        var bytes: [UInt8] = []
        writer.write(samples, count: count, viewport: viewport, into: &bytes)
        let (lines, redundant) = ANSIText.decode(String(decoding: bytes, as: UTF8.self))
        #expect(redundant == 0)
        #expect(lines.count == viewport.rows)
        for (row, line) in lines.enumerated() {
            #expect(line.count == viewport.columns)
            for (column, cell) in line.enumerated() {
                let viewRow = row - viewport.top
                let viewColumn = column - viewport.left
                guard (0..<viewport.viewRows).contains(viewRow),
                    (0..<viewport.viewColumns).contains(viewColumn)
                else {
                    #expect(
                        cell == ANSIText.Cell(top: nil, bottom: nil, character: " "), "letterbox is blank")
                    continue
                }
                let top = samples[4 * viewRow * count + 2 * viewColumn]
                let bottom = samples[(4 * viewRow + 2) * count + 2 * viewColumn]
                #expect(cell.top == Self.expectedInk(top, palette: palette), "cell \(column), \(row) top")
                #expect(
                    cell.bottom == Self.expectedInk(bottom, palette: palette), "cell \(column), \(row) bottom"
                )
            }
        }
        #expect(
            bytes.split(separator: 10).allSatisfy {
                $0.last != 0x6D || $0.suffix(4) == [0x1B, 0x5B, 0x30, 0x6D]
            })
    }

    @Test func halfCellsAreTheRoundedMeanOfTheirFourSamples() throws {
        let viewport = try TerminalViewport(columns: 2, rows: 1)
        // 4 × 4 samples; top half of the only cell is rows 0–1 of columns 0–1.
        var samples = [UInt32](repeating: 0xFF00_0000, count: 16)
        samples[0] = 0xFF00_0003
        samples[1] = 0xFF00_0100
        samples[4] = 0xFF01_0000
        samples[5] = 0xFF00_0000
        var writer = ANSIFrameWriter(palette: .trueColor)
        var bytes: [UInt8] = []
        writer.write(samples, count: 4, viewport: viewport, into: &bytes)
        let cell = try #require(ANSIText.decode(String(decoding: bytes, as: UTF8.self)).cells.first?.first)
        // Red (3 + 0 + 0 + 0) / 4 rounds to 1, green 1 / 4 to 0, blue 1 / 4 to 0.
        #expect(cell.top == .rgb(1, 0, 0))
        #expect(cell.bottom == .rgb(0, 0, 0))
    }
}
