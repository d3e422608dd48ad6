import WheelCore
import WheelRender

/// Runs a ``PlaySession`` on a terminal the way a display link drives an app: tick `n` is
/// drawn at `start + n / fps`, computed from `n`; between ticks the loop waits for keys and
/// applies each at the time it arrived; an unfinished escape sequence waits for its next byte
/// up to ``PlayKeyDecoder/sequenceTimeout``, the loop waking for that if no tick comes first.
/// A tick that is missed (a slow terminal, a busy core) is skipped, never drawn late, so
/// dropped frames change nothing but which states are shown.
struct PlayLoop: Sendable {
    /// The ticks; its start is the session's start.
    let clock: DisplayLinkClock
    /// `--size`, or nil to fill the window and follow it when it is resized.
    let requestedSize: TerminalSize?

    /// The screen size for a window of `window` cells (nil: unknown): `--size` when it fits,
    /// else the window, from 1 × 1 cells to the renderer's largest grid. Never wider or taller
    /// than the window (a line wider than it would wrap): a window too narrow for the wheel
    /// gets a screen without it (see ``PlaySession``).
    func screenSize(window: TerminalSize?) -> TerminalSize {
        let side = TerminalViewport.maximumSide
        var size = requestedSize ?? window ?? TerminalSize.unknownWindow
        if let window { size = size.clamped(to: window) }
        return TerminalSize(columns: min(max(size.columns, 1), side), rows: min(max(size.rows, 1), side))
    }

    /// Plays until the session ends (a quit key, or the keyboard going away); `drawn` sees the
    /// session after each frame is drawn.
    func run<Terminal: PlayTerminal>(
        _ session: inout PlaySession, on terminal: inout Terminal, drawn: (PlaySession) -> Void = { _ in }
    ) throws(PlayError) {
        var decoder = PlayKeyDecoder()
        var index = clock.firstTickIndex(atOrAfter: terminal.now)
        var clearing = true
        while true {
            let tickTime = clock.timestamp(ofTick: index)
            while terminal.now < tickTime {
                // An unfinished escape sequence is dropped at its deadline, which may come
                // before the tick: the wait ends there, so a stray `ESC [` never eats a `q`.
                switch try terminal.waitForInput(until: min(tickTime, decoder.sequenceDeadline ?? tickTime)) {
                case .bytes(let bytes):
                    let time = terminal.now
                    for key in decoder.keys(in: bytes, at: time) { session.handle(key, at: time) }
                case .timeout:
                    decoder.timeOut(at: terminal.now)
                case .endOfInput:
                    session.handle(.quit, at: terminal.now)
                }
                if session.isFinished { return }
            }
            let size = screenSize(window: terminal.windowSize)
            if size != session.size {
                try session.resize(to: size)
                clearing = true
            }
            // The frame shows the wheel at the tick's time: it reaches the window right away.
            try terminal.draw(session.screen(at: tickTime), clearing: clearing)
            drawn(session)
            clearing = false
            index = max(index + 1, clock.firstTickIndex(atOrAfter: terminal.now))
        }
    }
}
