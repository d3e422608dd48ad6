#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's own terminal for ``PlayLoop``: `CLOCK_MONOTONIC` for time, `poll` on
/// standard input so waiting for keys never delays a tick, the console's window size, and
/// frames drawn in place through a ``TerminalDisplay``.
struct InteractiveTerminal: PlayTerminal {
    private let display: TerminalDisplay
    private let console: any Console
    private let input: Int32
    /// Bytes read after a Ctrl-Z, handed in by the next call: the keys typed before it count
    /// first (`q` then Ctrl-Z in one read quits, not suspends).
    private var heldBack: [UInt8] = []
    /// The display's ``TerminalDisplay/resumeCount`` when keys were last handed in.
    private var resumesSeen = 0
    /// Ctrl-Z, which raw mode delivers as a byte.
    private static let suspendKey: UInt8 = 0x1A
    /// The screen last handed to the display, which the terminal shows unless something
    /// damaged it, and when (``now``).
    private var lastScreen: (text: String, time: Double)?
    /// How often, in seconds, a screen that did not change is sent again all the same: what
    /// damaged it (a window shrunk and grown back within one tick, a background job's line)
    /// is repaired within this time, as every tick repaired it when every screen was sent.
    static let unchangedScreenRefresh = 1.0

    /// A terminal drawing through `display`, which must have been entered, sized by `console`.
    init(display: TerminalDisplay, console: any Console, input: Int32 = STDIN_FILENO) {
        self.display = display
        self.console = console
        self.input = input
    }

    /// Seconds since an arbitrary point, never going backwards.
    var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The console's window size (``Console/windowSize``), read at every tick: one cheap `ioctl`
    /// that notices a resized window without a SIGWINCH handler.
    var windowSize: TerminalSize? {
        console.windowSize.map { TerminalSize(columns: $0.columns, rows: $0.rows) }
    }

    /// Polls standard input until `deadline` (rounded up to the millisecond), then reads what
    /// is there. A hang-up or end of file ends the game; in the background nothing is read.
    mutating func waitForInput(until deadline: Double) throws(PlayError) -> PlayInput {
        // Continued after a suspension from outside (`kill -TSTP`): the Ctrl-Z that stands for
        // it comes first, so that a key sequence begun before it is dropped (see below).
        let resumes = display.resumeCount
        if resumes != resumesSeen {
            resumesSeen = resumes
            return .bytes([Self.suspendKey])
        }
        if !heldBack.isEmpty {
            // Taken before the call, which may hold back what follows another Ctrl-Z.
            let bytes = heldBack
            heldBack = []
            return keys(in: bytes)
        }
        let milliseconds = max(0, min((deadline - now) * 1000, 1000)).rounded(.up)
        // In the background (`bg`) the keys are the shell's: reading them would stop the game
        // (SIGTTIN) or fail and end it, so it waits for `fg` without reading.
        guard display.isForeground else {
            usleep(useconds_t(milliseconds * 1000))
            return .timeout
        }
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
        return keys(in: Array(bytes.prefix(count)))
    }

    /// The bytes before the first Ctrl-Z of `bytes`; raw mode delivers Ctrl-Z as a byte, and
    /// it suspends the game as it would any program once those were handed in. The Ctrl-Z
    /// itself is handed in when the game goes on, like any control byte: the key decoder
    /// drops an escape sequence it cuts short (`ESC [`, Ctrl-Z, `fg`, `q` quits; the `q` would
    /// end the sequence otherwise). What follows it waits for the next call.
    private mutating func keys(in bytes: [UInt8]) -> PlayInput {
        guard let stop = bytes.firstIndex(of: Self.suspendKey) else { return .bytes(bytes) }
        if stop > 0 {
            let result = PlayInput.bytes(Array(bytes[..<stop]))
            heldBack = Array(bytes[stop...])
            return result
        }
        heldBack = Array(bytes.dropFirst())
        TerminalSuspension.suspendSelf()
        resumesSeen = display.resumeCount
        return .bytes([Self.suspendKey])
    }

    /// Moves the cursor home (clearing first when asked) and draws `screen` in one write; a
    /// screen the terminal shows already is sent again only once every
    /// ``unchangedScreenRefresh`` seconds (the wheel resting on its prize was sent whole 30
    /// times a second, 33 KB each at 100 × 40 cells, over an ssh link too), unless it must be
    /// redrawn (cleared, or continued after a suspension).
    mutating func draw(_ screen: String, clearing: Bool) throws(PlayError) {
        let redraw = clearing || display.takeRedrawRequest()
        let time = now
        if !redraw, let last = lastScreen, last.text == screen, time - last.time < Self.unchangedScreenRefresh
        {
            return
        }
        lastScreen = nil
        try display.draw((redraw ? "\u{1B}[2J\u{1B}[H" : "\u{1B}[H") + screen)
        lastScreen = (screen, time)
    }
}
