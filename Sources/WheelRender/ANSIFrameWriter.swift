/// Writes a sample grid as half blocks: each cell shows two square pixels, the top as the
/// foreground of `▀` and the bottom as the background, each the mean of 2 × 2 samples.
///
/// Only colour changes are emitted: a cell whose halves match is a space on the background
/// colour, and `▄` (colours swapped) is used when that needs fewer changes. Each line ends
/// with a reset, so the terminal's colours never leak into the letterbox or past the frame.
/// Every line shows exactly `columns` cells followed by a newline.
struct ANSIFrameWriter {
    /// How a colour is named in an escape code.
    enum Palette {
        /// `38;2;R;G;B`.
        case trueColor
        /// `38;5;N` with the nearest xterm palette entry.
        case xterm256
    }

    /// A colour as the palette names it: packed RGB, or a palette index.
    private typealias Ink = UInt32

    private static let upperHalf: [UInt8] = Array("▀".utf8)
    private static let lowerHalf: [UInt8] = Array("▄".utf8)
    private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    private let palette: Palette
    private var foreground: Ink?
    private var background: Ink?

    init(palette: Palette) {
        self.palette = palette
    }

    mutating func write(
        _ samples: [UInt32], count: Int, viewport: TerminalViewport, into bytes: inout [UInt8]
    ) {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        let blankLine = [UInt8](repeating: space, count: viewport.columns) + [newline]
        let right = viewport.columns - viewport.left - viewport.viewColumns
        for _ in 0..<viewport.top { bytes.append(contentsOf: blankLine) }
        for row in 0..<viewport.viewRows {
            for _ in 0..<viewport.left { bytes.append(space) }
            samples.withUnsafeBufferPointer { samples in
                for column in 0..<viewport.viewColumns {
                    let topIndex = 4 * row * count + 2 * column
                    let top = ink(Self.mean(samples, topIndex, count))
                    let bottom = ink(Self.mean(samples, topIndex + 2 * count, count))
                    writeCell(top: top, bottom: bottom, into: &bytes)
                }
            }
            if foreground != nil || background != nil {
                bytes.append(contentsOf: Self.reset)
                foreground = nil
                background = nil
            }
            for _ in 0..<right { bytes.append(space) }
            bytes.append(newline)
        }
        for _ in (viewport.top + viewport.viewRows)..<viewport.rows { bytes.append(contentsOf: blankLine) }
    }

    private mutating func writeCell(top: Ink, bottom: Ink, into bytes: inout [UInt8]) {
        if top == bottom {
            setColors(foreground: foreground, background: top, into: &bytes)
            bytes.append(UInt8(ascii: " "))
            return
        }
        let upperChanges = (foreground == top ? 0 : 1) + (background == bottom ? 0 : 1)
        let lowerChanges = (foreground == bottom ? 0 : 1) + (background == top ? 0 : 1)
        if lowerChanges < upperChanges {
            setColors(foreground: bottom, background: top, into: &bytes)
            bytes.append(contentsOf: Self.lowerHalf)
        } else {
            setColors(foreground: top, background: bottom, into: &bytes)
            bytes.append(contentsOf: Self.upperHalf)
        }
    }

    /// Emits one SGR sequence with whichever of the two colours changes, if any.
    private mutating func setColors(
        foreground newForeground: Ink?, background newBackground: Ink?, into bytes: inout [UInt8]
    ) {
        let foregroundChanges = newForeground != nil && newForeground != foreground
        let backgroundChanges = newBackground != nil && newBackground != background
        guard foregroundChanges || backgroundChanges else { return }
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        if foregroundChanges, let ink = newForeground {
            appendColor(ink, layer: 38, into: &bytes)
            foreground = ink
        }
        if backgroundChanges, let ink = newBackground {
            if foregroundChanges { bytes.append(UInt8(ascii: ";")) }
            appendColor(ink, layer: 48, into: &bytes)
            background = ink
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// `38;2;R;G;B`, `48;5;N` and so on, byte by byte: this runs for every colour change.
    private func appendColor(_ ink: Ink, layer: UInt8, into bytes: inout [UInt8]) {
        Self.appendDecimal(layer, into: &bytes)
        bytes.append(UInt8(ascii: ";"))
        switch palette {
        case .trueColor:
            bytes.append(UInt8(ascii: "2"))
            for shift in [0, 8, 16] as [UInt32] {
                bytes.append(UInt8(ascii: ";"))
                Self.appendDecimal(UInt8(truncatingIfNeeded: ink >> shift), into: &bytes)
            }
        case .xterm256:
            bytes.append(UInt8(ascii: "5"))
            bytes.append(UInt8(ascii: ";"))
            Self.appendDecimal(UInt8(truncatingIfNeeded: ink), into: &bytes)
        }
    }

    @inline(__always)
    private static func appendDecimal(_ value: UInt8, into bytes: inout [UInt8]) {
        if value >= 100 { bytes.append(UInt8(ascii: "0") + value / 100) }
        if value >= 10 { bytes.append(UInt8(ascii: "0") + value / 10 % 10) }
        bytes.append(UInt8(ascii: "0") + value % 10)
    }

    private func ink(_ color: UInt32) -> Ink {
        switch palette {
        case .trueColor:
            return color & 0xFF_FFFF
        case .xterm256:
            let (red, green, blue, _) = PackedPixel.channels(color)
            return Ink(XtermPalette.index(red: Int(red), green: Int(green), blue: Int(blue)))
        }
    }

    /// The rounded mean of the 2 × 2 samples whose top-left is `index`, as packed RGB.
    @inline(__always)
    private static func mean(_ samples: UnsafeBufferPointer<UInt32>, _ index: Int, _ count: Int) -> UInt32 {
        let first = samples[index]
        let second = samples[index + 1]
        let third = samples[index + count]
        let fourth = samples[index + count + 1]
        if first == second && first == third && first == fourth { return first & 0xFF_FFFF }
        // Sum each channel in its own 16-bit lane: red, blue, green (alpha dropped).
        func lanes(_ pixel: UInt32) -> UInt64 {
            let wide = UInt64(pixel & 0xFF_FFFF)
            return (wide | wide << 24) & 0x0000_00FF_00FF_00FF
        }
        let sum = lanes(first) + lanes(second) + lanes(third) + lanes(fourth) + 0x0000_0002_0002_0002
        let quotient = (sum >> 2) & 0x0000_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: quotient | quotient >> 24) & 0xFF_FFFF
    }
}
