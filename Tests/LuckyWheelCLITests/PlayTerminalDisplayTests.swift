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
    /// A fresh pseudo-terminal's two sides.
    func openTerminal() throws -> (master: Int32, slave: Int32) {
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        return (master, slave)
    }

    func settings(_ descriptor: Int32) -> termios {
        var settings = termios()
        _ = tcgetattr(descriptor, &settings)
        return settings
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
        let (master, slave) = try openTerminal()
        defer {
            close(master)
            close(slave)
        }
        let before = settings(slave)
        let console = BufferConsole(terminal: true)
        let display = TerminalDisplay(console: console, input: slave)
        try display.enter()
        let raw = settings(slave)
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag == before.c_oflag, "output processing stays as it was")
        try display.draw("frame 1")
        display.restore()
        expectSame(settings(slave), before)
        try display.draw("frame 2")
        display.restore()
        display.restoreAfterInterrupt()
        #expect(
            console.standardOutput
                == TerminalDisplay.enterSequence + "frame 1" + TerminalDisplay.leaveSequence)
    }

    @Test func anInterruptRestoresLikeTheNormalPath() throws {
        let (master, slave) = try openTerminal()
        defer {
            close(master)
            close(slave)
        }
        let before = settings(slave)
        let console = BufferConsole(terminal: true)
        let display = TerminalDisplay(console: console, input: slave)
        try display.enter()
        display.restoreAfterInterrupt()
        expectSame(settings(slave), before)
        display.restore()
        #expect(console.standardOutput == TerminalDisplay.enterSequence + TerminalDisplay.leaveSequence)
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
