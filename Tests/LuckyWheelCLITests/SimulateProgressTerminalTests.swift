import TestSupport
import Testing

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `simulate --outcomes /dev/stderr` on a terminal: the progress bar, drawn with carriage
/// returns on the same terminal, broke the outcome rows it crossed. The rows' terminal is a
/// pseudo-terminal here, named by the test process's descriptor for it.
@Suite struct SimulateProgressTerminalTests {
    @Test func theBarStaysOffWhenTheOutcomeRowsGoToTheTerminal() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer { _ = (close(master), close(slave)) }
        let terminal = "/proc/self/fd/\(slave)"
        let root = try TemporaryFolder()
        defer { root.remove() }
        for (path, drawn) in [(terminal, false), (root.path + "/o.csv", true)] {
            let pending = try AtomicFile.Pending(path: path, replacing: false, option: "--outcomes")
            defer { pending.discard() }
            #expect(pending.output.isTerminal == !drawn)
            let console = BufferConsole(terminal: true)
            let reporter = SimulateCommand.progress(
                console: console, spins: 10, outcomes: pending.output, delay: 0)
            reporter.advance(by: 10)
            reporter.finish()
            #expect(console.standardError.contains("10/10 spins") == drawn, "\(path)")
        }
        // No outcome file: the bar, as before.
        let console = BufferConsole(terminal: true)
        SimulateCommand.progress(console: console, spins: 4, outcomes: nil, delay: 0).advance(by: 4)
        #expect(console.standardError.contains("4/4 spins"))
        // The rows themselves reach the terminal.
        let run = FaultCommand(["simulate", "--spins", "3", "--seed", "5", "--outcomes", terminal])
        #expect(run.status == .success, "\(run.errors)")
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &bytes, bytes.count)
        #expect(count > 0 && String(decoding: bytes[0..<max(count, 0)], as: UTF8.self).contains("spin,"))
    }
}
