import TestSupport
import Testing

@testable import WheelRender

@Suite struct TerminalSetupTests {
    @Test(arguments: [
        // columns, rows → view columns, view rows, left, top
        (80, 40, 80, 40, 0, 0), (80, 24, 48, 24, 16, 0), (100, 20, 40, 20, 30, 0), (30, 40, 30, 15, 0, 12),
        (81, 50, 80, 40, 0, 5), (2, 1, 2, 1, 0, 0), (7, 100, 6, 3, 0, 48),
    ])
    func viewIsTheLargestCentredSquare(
        columns: Int, rows: Int, viewColumns: Int, viewRows: Int, left: Int, top: Int
    ) throws {
        let viewport = try TerminalViewport(columns: columns, rows: rows)
        #expect(viewport.viewColumns == viewColumns && viewport.viewRows == viewRows)
        #expect(viewport.left == left && viewport.top == top)
    }

    @Test func sizeErrorsSayWhatToDo() {
        let error = RenderError.invalidTerminalSize(columns: 1, rows: 5)
        #expect(error.description.contains("1x5") && error.description.contains("2 to 1000 columns"))
        #expect(!error.description.contains("--"))
    }

    @Test(arguments: [
        ([String: String](), true, TerminalStyle.ansi256), (["COLORTERM": "truecolor"], true, .ansiTrueColor),
        (["COLORTERM": "24bit", "NO_COLOR": "1"], true, .ascii), (["NO_COLOR": ""], true, .ansi256),
        (["COLORTERM": "truecolor"], false, .ascii), (["TERM": "dumb"], true, .ascii),
        (["TERM": "xterm-256color"], true, .ansi256),
        // The first locale variable set decides; a character set other than UTF-8 has no `▀`.
        (["LANG": "C"], true, .ascii), (["LANG": "POSIX"], true, .ascii),
        (["LANG": "en_US.utf8"], true, .ansi256), (["LANG": "de_DE.UTF-8"], true, .ansi256),
        (["LC_ALL": "C.UTF-8", "LANG": "C"], true, .ansi256),
        (["LC_ALL": "", "LC_CTYPE": "de_DE.ISO-8859-1", "LANG": "de_DE.UTF-8"], true, .ascii),
    ])
    func automaticStyleFollowsTheTerminalAndNoColor(
        environment: [String: String], isTerminal: Bool, expected: TerminalStyle
    ) {
        #expect(TerminalStyle.automatic(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test func paletteMapsToTheNearestCubeOrGreyEntry() {
        #expect(XtermPalette.index(red: 0, green: 0, blue: 0) == 16)
        #expect(XtermPalette.index(red: 255, green: 255, blue: 255) == 231)
        #expect(XtermPalette.index(red: 95, green: 135, blue: 175) == 16 + 36 + 12 + 3)
        #expect(XtermPalette.index(red: 128, green: 128, blue: 128) == 244)
        #expect(XtermPalette.index(red: 8, green: 8, blue: 8) == 232)
        // Exhaustively on a coarse grid: no palette entry is nearer than the chosen one.
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 17) {
                for blue in stride(from: 0, through: 255, by: 17) {
                    let chosen = XtermPalette.color(
                        of: XtermPalette.index(red: red, green: green, blue: blue))
                    func distance(_ color: (red: Int, green: Int, blue: Int)) -> Int {
                        let dr = color.red - red
                        let dg = color.green - green
                        let db = color.blue - blue
                        return dr * dr + dg * dg + db * db
                    }
                    let best = (16...255).map { distance(XtermPalette.color(of: $0)) }.min() ?? 0
                    #expect(distance(chosen) == best, "\(red), \(green), \(blue)")
                }
            }
        }
    }
}
