/// Writes a sample grid as plain text: one character per cell from `BrightnessRamp`, each
/// cell the mean luma of its 2 × 4 samples; the letterbox is spaces. Every line is exactly
/// `columns` characters followed by a newline.
enum ASCIIFrameWriter {
    static func write(_ samples: [UInt32], count: Int, viewport: TerminalViewport, into bytes: inout [UInt8])
    {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        let blankLine = [UInt8](repeating: space, count: viewport.columns) + [newline]
        let right = viewport.columns - viewport.left - viewport.viewColumns
        for _ in 0..<viewport.top { bytes.append(contentsOf: blankLine) }
        samples.withUnsafeBufferPointer { samples in
            for row in 0..<viewport.viewRows {
                for _ in 0..<viewport.left { bytes.append(space) }
                let firstSample = 4 * row * count
                for column in 0..<viewport.viewColumns {
                    var total = 0
                    var index = firstSample + 2 * column
                    for _ in 0..<4 {
                        total +=
                            BrightnessRamp.scaledLuma(samples[index])
                            + BrightnessRamp.scaledLuma(samples[index + 1])
                        index += count
                    }
                    // 8 samples of luma × 256 each: divide by 2048 for the mean luma 0…255.
                    bytes.append(BrightnessRamp.character(luma: total >> 11))
                }
                for _ in 0..<right { bytes.append(space) }
                bytes.append(newline)
            }
        }
        for _ in (viewport.top + viewport.viewRows)..<viewport.rows { bytes.append(contentsOf: blankLine) }
    }
}
