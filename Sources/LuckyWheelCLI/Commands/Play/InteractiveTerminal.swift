#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's own terminal for ``PlayLoop``: `CLOCK_MONOTONIC` for time, `poll` on
/// standard input so waiting for keys never delays a tick, the window size of standard output,
/// and frames drawn in place through a ``TerminalDisplay``.
struct InteractiveTerminal: PlayTerminal {
    private let display: TerminalDisplay
    private let input: Int32
    private let output: Int32

    /// A terminal drawing through `display`, which must have been entered.
    init(display: TerminalDisplay, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.display = display
        self.input = input
        self.output = output
    }

    /// Seconds since an arbitrary point, never going backwards.
    var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `TIOCGWINSZ` of standard output, read at every tick: one cheap call that notices a
    /// resized window without a SIGWINCH handler.
    var windowSize: GridSize? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return GridSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Polls standard input until `deadline` (rounded up to the millisecond), then reads what
    /// is there. A hang-up or end of file ends the game.
    mutating func waitForInput(until deadline: Double) throws(PlayError) -> PlayInput {
        let milliseconds = max(0, min((deadline - now) * 1000, 1000)).rounded(.up)
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(milliseconds))
        if ready < 0 {
            if errno == EINTR { return .timeout }
            throw .input(code: errno)
        }
        guard ready > 0 else { return .timeout }
        if descriptor.revents & Int16(POLLIN) == 0 { return .endOfInput }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return .timeout }
            if errno == EIO { return .endOfInput }
            throw .input(code: errno)
        }
        guard count > 0 else { return .endOfInput }
        return .bytes(Array(bytes.prefix(count)))
    }

    /// Moves the cursor home (clearing first when asked) and draws `screen` in one write.
    mutating func draw(_ screen: String, clearing: Bool) throws(PlayError) {
        try display.draw((clearing ? "\u{1B}[2J\u{1B}[H" : "\u{1B}[H") + screen)
    }
}
