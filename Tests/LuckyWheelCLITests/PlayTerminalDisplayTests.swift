import TestSupport
import Testing

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The raw mode and its undoing, in process: the keyboard side is a pseudo-terminal the test
/// opens, the screen a buffer.
@Suite struct PlayTerminalDisplayTests {
    /// A display entered on a fresh pseudo-terminal, drawing into a buffer.
    final class Entered {
        let master: Int32
        let slave: Int32
        let before: termios
        let console = BufferConsole(terminal: true)
        let display: TerminalDisplay

        init() throws {
            var master: Int32 = -1
            var slave: Int32 = -1
            try #require(openpty(&master, &slave, nil, nil, nil) == 0)
            self.master = master
            self.slave = slave
            before = Self.settings(slave)
            display = TerminalDisplay(console: console, input: slave)
            try display.enter()
        }

        deinit {
            close(master)
            close(slave)
        }

        static func settings(_ descriptor: Int32) -> termios {
            var settings = termios()
            _ = tcgetattr(descriptor, &settings)
            return settings
        }

        var now: termios { Self.settings(slave) }
    }

    func expectSame(_ left: termios, _ right: termios, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(left.c_lflag == right.c_lflag, sourceLocation: sourceLocation)
        #expect(left.c_iflag == right.c_iflag, sourceLocation: sourceLocation)
        #expect(left.c_oflag == right.c_oflag, sourceLocation: sourceLocation)
        #expect(
            withUnsafeBytes(of: left.c_cc) { Array($0) } == withUnsafeBytes(of: right.c_cc) { Array($0) },
            sourceLocation: sourceLocation)
    }

    @Test func enterRawThenRestoreOnceAndDrawNothingAfter() throws {
        let terminal = try Entered()
        let raw = terminal.now
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag == terminal.before.c_oflag, "output processing stays as it was")
        try terminal.display.draw("frame 1")
        terminal.display.restore()
        expectSame(terminal.now, terminal.before)
        try terminal.display.draw("frame 2")
        terminal.display.restore()
        terminal.display.restoreAfterInterrupt()
        #expect(
            terminal.console.standardOutput
                == TerminalDisplay.enterSequence + "frame 1" + TerminalDisplay.leaveSequence)
    }

    @Test func anInterruptRestoresLikeTheNormalPath() throws {
        let terminal = try Entered()
        terminal.display.restoreAfterInterrupt()
        expectSame(terminal.now, terminal.before)
        terminal.display.restore()
        #expect(
            terminal.console.standardOutput == TerminalDisplay.enterSequence + TerminalDisplay.leaveSequence)
    }

    @Test func aKeyboardThatIsNotATerminalIsRefusedAndNothingIsDrawn() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { for end in pipeEnds { close(end) } }
        let console = BufferConsole(terminal: true)
        let display = TerminalDisplay(console: console, input: pipeEnds[0])
        #expect(throws: PlayError.terminalSettings(operation: "read", code: ENOTTY)) { try display.enter() }
        try display.draw("frame")
        display.restore()
        #expect(console.standardOutput == "")
    }
}
