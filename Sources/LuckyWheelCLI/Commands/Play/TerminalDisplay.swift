import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal while `play` owns it: keyboard in raw mode, the alternate screen, no cursor.
/// Everything drawn goes through here, under the same lock as ``restore()``, so a restore
/// from the interrupt handler's thread never lands in the middle of a frame and nothing is
/// drawn after it.
final class TerminalDisplay: Sendable {
    /// Switch to the alternate screen, hide the cursor, stop line wrapping (a frame line that
    /// fills the width must not wrap). The first frame clears the screen.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
    /// Reset colours, wrap lines again, show the cursor, leave the alternate screen (which
    /// brings back what was on the screen before).
    static let leaveSequence = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    private let input: Int32
    private let output: Int32
    /// Whether frames may be drawn (between `enter()` and `restore()`); held while drawing.
    private let drawing = Mutex(false)
    /// The keyboard's settings before `enter()`; taken (set to nil) by the restore that
    /// puts them back.
    private let saved = Mutex<termios?>(nil)

    /// A display reading keys from `input` and drawing on `output` (both terminals).
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Saves the keyboard settings, switches to raw mode and the alternate screen.
    ///
    /// Raw mode: no line editing or echo (keys arrive one by one, unseen), and no signals
    /// from the keyboard: Ctrl-C reaches the game as a byte and quits it like `q`, printing
    /// the selection; Ctrl-Z cannot suspend the game with the terminal still raw. Output
    /// processing stays on, so a newline still returns the carriage.
    /// - Throws: `PlayError.terminalSettings`, with the terminal as it was.
    func enter() throws(PlayError) {
        try drawing.withLock { isActive throws(PlayError) in
            var settings = termios()
            guard tcgetattr(input, &settings) == 0 else {
                throw .terminalSettings(operation: "read", code: errno)
            }
            var raw = settings
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
            withUnsafeMutableBytes(of: &raw.c_cc) { controls in
                controls[Int(VMIN)] = 1
                controls[Int(VTIME)] = 0
            }
            saved.withLock { $0 = settings }
            guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
                let code = errno
                restoreSettings()
                throw .terminalSettings(operation: "change", code: code)
            }
            isActive = true
            _ = Self.writeAll(Self.enterSequence, to: output)
        }
    }

    /// Draws `text` unless the terminal has been restored; a failed write is an error.
    func draw(_ text: String) throws(PlayError) {
        try drawing.withLock { isActive throws(PlayError) in
            guard isActive else { return }
            if let code = Self.writeAll(text, to: output) { throw .output(code: code) }
        }
    }

    /// Puts the terminal back as it was: colours reset, cursor shown, main screen, the saved
    /// keyboard settings. Does nothing the second time, or before `enter()`.
    func restore() {
        drawing.withLock { restore(&$0) }
    }

    /// ``restore()`` from the interrupt handler's thread: waits up to half a second for a
    /// frame being drawn to finish, then restores anyway, so a terminal that stopped reading
    /// cannot keep the process from ending.
    func restoreAfterInterrupt() {
        for _ in 0..<50 {
            if drawing.withLockIfAvailable({ restore(&$0) }) != nil { return }
            usleep(10_000)
        }
        _ = Self.writeAll(Self.leaveSequence, to: output)
        restoreSettings()
    }

    private func restore(_ isActive: inout Bool) {
        guard isActive else { return }
        isActive = false
        _ = Self.writeAll(Self.leaveSequence, to: output)
        restoreSettings()
    }

    private func restoreSettings() {
        guard var settings = saved.withLock({ $0.take() }) else { return }
        _ = tcsetattr(input, TCSADRAIN, &settings)
    }

    /// Returns `errno` of the first failed write, or nil when everything was written.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            guard var address = UnsafeRawPointer(buffer.baseAddress) else { return nil }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(descriptor, address, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                address += written
                remaining -= written
            }
            return nil
        }
    }
}
