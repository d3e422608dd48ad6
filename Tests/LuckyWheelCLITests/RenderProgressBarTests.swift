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
