import TestSupport
import Testing

@testable import LuckyWheelCLI

@Suite struct RenderProgressBarTests {
    @Test(arguments: [
        (0, 270, 0.0, "[..........]   0%  0/270 frames  0.0 s"),
        (135, 270, 1.24, "[#####.....]  50%  135/270 frames  1.2 s"),
        (270, 270, 3.05, "[##########] 100%  270/270 frames  3.1 s"),
        (400, 270, 1, "[##########] 100%  270/270 frames  1.0 s"),
        (0, 0, 0, "[##########] 100%  0/0 frames  0.0 s"),
    ])
    func barShowsTheFractionCountAndTime(completed: Int, total: Int, elapsed: Double, expected: String) {
        #expect(
            ProgressBar.line(completed: completed, total: total, unit: "frames", elapsed: elapsed, width: 10)
                == expected)
    }

    /// In a narrow terminal the bar narrows, then goes, and the line leaves the last column
    /// free: at 40 columns the 60-character line wrapped, and every redraw left a row behind.
    @Test(
        arguments: [
            (nil, "[###############...............]  50%  135/270 frames  1.2 s"),
            (80, "[###############...............]  50%  135/270 frames  1.2 s"),
            (61, "[###############...............]  50%  135/270 frames  1.2 s"),
            (60, "[##############...............]  50%  135/270 frames  1.2 s"),
            (40, "[####.....]  50%  135/270 frames  1.2 s"),
            (36, "[##...]  50%  135/270 frames  1.2 s"),
            (35, "50%  135/270 frames  1.2 s"),
            (26, "50%  135/270 frames"),
            (12, "50%"),
            (3, ""),
        ] as [(Int?, String)])
    func barFitsTheTerminal(columns: Int?, expected: String) {
        let line = ProgressBar.line(
            completed: 135, total: 270, unit: "frames", elapsed: 1.24, columns: columns)
        #expect(line == expected)
        if let columns { #expect(line.count < columns) }
    }

    /// The bar is fitted to standard error's terminal, where it goes.
    @Test func theReporterFitsItsTerminal() {
        let narrow = BufferConsole(terminal: true, terminalSize: (columns: 40, rows: 10))
        let reporter = ProgressReporter(console: narrow, total: 2, unit: "frames", delay: 0)
        reporter.advance()
        reporter.advance()
        let lines = narrow.standardError.split(separator: "\r").map {
            $0.replacingOccurrences(of: "\u{1B}[K", with: "")
        }.filter { !$0.isEmpty }
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("[#") == true && lines.last?.hasSuffix("2/2 frames  0.0 s") == true)
        #expect(lines.allSatisfy { $0.count < 40 }, "\(lines)")
    }

    /// A dumb terminal (TERM=dumb: Emacs' shell buffer) obeys no escape code, and the bar
    /// erases itself with one: it gets no bar (it got `\r[…]\u{1B}[K` lines).
    @Test func aDumbTerminalGetsNoBar() {
        let dumb = BufferConsole(terminal: true, environment: ["TERM": "dumb"])
        let reporter = ProgressReporter(console: dumb, total: 2, unit: "frames", delay: 0)
        reporter.advance(by: 2)
        reporter.finish()
        #expect(dumb.standardError == "")
    }

    /// Consoles that are not terminals (pipes, files, tests' buffers) never get the bar.
    @Test func reporterIsSilentOffATerminalAndDrawsOnOne() {
        let buffer = BufferConsole()
        let silent = ProgressReporter(console: buffer, total: 3, unit: "frames", delay: 0)
        for _ in 0..<3 { silent.advance() }
        silent.finish()
        #expect(buffer.standardError == "")
        let terminal = BufferConsole(terminal: true)
        let shown = ProgressReporter(console: terminal, total: 2, unit: "frames", delay: 0)
        shown.advance()
        shown.advance()
        shown.finish()
        #expect(terminal.standardError.hasPrefix("\r["))
        #expect(terminal.standardError.contains("2/2 frames"))
        // simulate's: a chunk of spins at a time.
        let spins = BufferConsole(terminal: true)
        let chunks = ProgressReporter(console: spins, total: 100, unit: "spins", delay: 0)
        chunks.advance(by: 100)
        #expect(spins.standardError.contains("100/100 spins"))
        #expect(terminal.standardError.hasSuffix("\r\u{1B}[K"))
        let muted = ProgressReporter(console: terminal, total: 1, unit: "frames", enabled: false, delay: 0)
        muted.advance()
        #expect(!terminal.standardError.contains("1/1"))
    }
}
