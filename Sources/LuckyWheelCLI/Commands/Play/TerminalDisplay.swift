import WheelSupport

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

    private let console: any Console
    private let input: Int32
    /// Whether frames may be drawn (between `enter()` and `restore()`); held while drawing.
    private let drawing = Locked(false)
    /// Set by ``restoreAfterInterrupt()``, never cleared: no frame is begun once it waits for
    /// the one being drawn (frames drawn back to back held `drawing` all but a moment between
    /// two).
    private let stopping = Locked(false)
    /// The keyboard's settings before `enter()`; taken (set to nil) by the restore that
    /// puts them back.
    private let saved = Locked<termios?>(nil)
    /// Whether the terminal was handed back while the game was suspended (`suspend()`),
    /// whether the next frame must clear and redraw the whole screen after `resume()`, and how
    /// many times the game was resumed.
    private let suspension = Locked((suspended: false, redraw: false, resumes: 0))

    /// A display drawing on the console's standard output, with the keyboard on `input`
    /// (both terminals).
    init(console: any Console, input: Int32 = STDIN_FILENO) {
        self.console = console
        self.input = input
    }

    /// Saves the keyboard settings, switches to raw mode and the alternate screen.
    ///
    /// Raw mode: no line editing or echo (keys arrive one by one, unseen), and no signals
    /// from the keyboard: Ctrl-C reaches the game as a byte and quits it like `q`, printing
    /// the selection; Ctrl-Z reaches it as a byte too and suspends it (``TerminalSuspension``)
    /// with the terminal handed back. Output processing stays on, so a newline still returns
    /// the carriage.
    /// - Throws: `PlayError.startedInBackground` when the terminal is another process
    ///   group's, `PlayError.terminalSettings`, with the terminal as it was.
    func enter() throws(PlayError) {
        try drawing.withLock { isActive throws(PlayError) in
            guard isForeground else { throw .startedInBackground }
            var settings = termios()
            guard tcgetattr(input, &settings) == 0 else {
                throw .terminalSettings(operation: "read", code: errno)
            }
            var raw = Self.raw(settings)
            saved.withLock { $0 = settings }
            guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
                let code = errno
                restoreSettings()
                throw .terminalSettings(operation: "change", code: code)
            }
            isActive = true
            console.write(Self.enterSequence, to: .standardOutput)
        }
    }

    /// Draws `text` unless the terminal has been restored, or is being restored after an
    /// interrupt; a failed write is an error.
    func draw(_ text: String) throws(PlayError) {
        guard !stopping.withLock({ $0 }) else { return }
        try drawing.withLock { isActive throws(PlayError) in
            guard isActive else { return }
            var text = text
            let failure = text.withUTF8 { bytes -> CommandFailure? in
                do throws(CommandFailure) {
                    try console.writeBinary(UnsafeRawBufferPointer(bytes))
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw .output(failure) }
        }
    }

    /// Hands the terminal back while the game is stopped (`kill -TSTP`, Ctrl-Z): the main
    /// screen, the cursor and the saved keyboard settings, as a shell expects them. Frames
    /// are not drawn until ``resume()``. Does nothing unless the display is entered.
    func suspend() {
        drawing.withLock { isActive in
            guard isActive else { return }
            isActive = false
            console.write(Self.leaveSequence, to: .standardOutput)
            // At once, not after the output drains: a shell reading nothing yet must not keep
            // the game from stopping.
            if var settings = saved.withLock({ $0 }) { _ = tcsetattr(input, TCSANOW, &settings) }
            suspension.withLock { $0.suspended = true }
        }
    }

    /// Whether this process's group is the terminal's foreground group: false while the game
    /// runs in the background (`bg`), when the shell owns the terminal. A terminal that is not
    /// this process's controlling one has no job control, and counts as the foreground.
    var isForeground: Bool { TerminalSuspension.isForeground(input) }

    /// Takes the terminal again after a suspension (`fg`): raw mode and the alternate screen
    /// again, and the next frame redraws everything. Does nothing unless suspended.
    func resume() {
        drawing.withLock { isActive in
            guard suspension.withLock({ $0.suspended }), let settings = saved.withLock({ $0 }) else { return }
            var raw = Self.raw(settings)
            _ = tcsetattr(input, TCSANOW, &raw)
            console.write(Self.enterSequence, to: .standardOutput)
            isActive = true
            suspension.withLock { $0 = (suspended: false, redraw: true, resumes: $0.resumes + 1) }
        }
    }

    /// How many times the game took the terminal again after a suspension (``resume()``).
    var resumeCount: Int { suspension.withLock { $0.resumes } }

    /// Whether the screen must be cleared and redrawn (after a resume); asking clears it.
    func takeRedrawRequest() -> Bool {
        suspension.withLock { state in
            defer { state.redraw = false }
            return state.redraw
        }
    }

    /// Puts the terminal back as it was: colours reset, cursor shown, main screen, the saved
    /// keyboard settings. Does nothing the second time, or before `enter()`.
    func restore() {
        drawing.withLock { restore(&$0) }
    }

    /// ``restore()`` from the interrupt handler's thread: waits for a frame being drawn to
    /// finish, no other begun (``FileSystem/awaitWriter(_:)``), then restores anyway, so a
    /// terminal that stopped reading cannot keep the process from ending: the screen is
    /// handed back only if the terminal takes the bytes (a frame's write is stuck in it
    /// otherwise), and the settings without waiting for the output to drain.
    func restoreAfterInterrupt() {
        stopping.withLock { $0 = true }
        if FileSystem.awaitWriter({ drawing.withLockIfAvailable({ restore(&$0) }) != nil }) { return }
        if FileSystem.acceptsWrite(STDOUT_FILENO) {
            console.write(Self.leaveSequence, to: .standardOutput)
        }
        restoreSettings(when: TCSANOW)
    }

    private func restore(_ isActive: inout Bool) {
        let wasSuspended = suspension.withLock { state in
            defer { state.suspended = false }
            return state.suspended
        }
        // A suspended display (not active) has handed the screen and the settings back already,
        // and the terminal is the shell's (`kill %1` of a stopped or `bg` game): setting them
        // again overwrote the shell's own (readline's, at its prompt), which then echoed the
        // next line twice.
        if wasSuspended { saved.withLock { $0 = nil } }
        guard isActive else { return }
        isActive = false
        console.write(Self.leaveSequence, to: .standardOutput)
        restoreSettings()
    }

    /// `settings` in raw mode (see ``enter()``).
    private static func raw(_ settings: termios) -> termios {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        return raw
    }

    /// Puts the saved keyboard settings back, once the output drained (`TCSADRAIN`) unless
    /// `when` says otherwise.
    private func restoreSettings(when: Int32 = TCSADRAIN) {
        guard var settings = saved.withLock({ $0.take() }) else { return }
        _ = tcsetattr(input, when, &settings)
    }
}
