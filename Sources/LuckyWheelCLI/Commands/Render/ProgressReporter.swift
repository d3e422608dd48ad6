import WheelRender
import WheelSupport

/// Shows a ``ProgressBar`` on standard error while a long job runs, when standard error is a
/// terminal and the job has taken more than `delay` seconds; redraws at most ten times a
/// second and erases the line when done. Silent otherwise (never in tests' buffers).
final class ProgressReporter: Sendable {
    private struct State {
        var completed = 0
        var lastDraw = -1.0
        var shown = false
    }

    private let console: any Console
    private let total: Int
    private let unit: String
    private let enabled: Bool
    private let delay: Double
    private let start = ContinuousClock.now
    /// How long a job runs before its bar shows, seconds: a short one never flickers one.
    static let defaultDelay = 0.5
    private let state = Locked(State())

    /// A reporter for `total` units; `enabled` false keeps it silent (for example when outcome
    /// rows go to the same terminal: ``SimulateCommand/progress(console:spins:outcomes:delay:)``).
    init(console: any Console, total: Int, unit: String, enabled: Bool = true, delay: Double = defaultDelay) {
        self.console = console
        self.total = total
        self.unit = unit
        // A dumb terminal (TERM=dumb) obeys no escape code, and the bar erases with one.
        self.enabled =
            enabled && console.isTerminal(.standardError)
            && !TerminalStyle.isDumbTerminal(environment: console.styleEnvironment)
        self.delay = delay
    }

    /// The width of the terminal the bar goes to, read at each redraw (the window may be
    /// resized meanwhile): that of standard error, else `COLUMNS`; nil when neither tells.
    private var columns: Int? {
        console.terminalSize(of: .standardError)?.columns ?? console.positiveInteger("COLUMNS")
    }

    /// Records that `count` more units are done and redraws if it is time to.
    func advance(by count: Int = 1) {
        guard enabled else { return }
        let elapsed = (ContinuousClock.now - start).inSeconds
        let line = state.withLock { state -> String? in
            state.completed += count
            guard elapsed >= delay, elapsed - state.lastDraw >= 0.1 || state.completed == total else {
                return nil
            }
            state.lastDraw = elapsed
            state.shown = true
            return ProgressBar.line(
                completed: state.completed, total: total, unit: unit, elapsed: elapsed, columns: columns)
        }
        // Erased to the end: a line drawn narrower (the window shrank) leaves nothing behind.
        if let line { console.write("\r" + line + "\u{1B}[K", to: .standardError) }
    }

    /// Erases the bar, if it was shown.
    func finish() {
        let shown = state.withLock { state -> Bool in
            defer { state.shown = false }
            return state.shown
        }
        if shown { console.write("\r\u{1B}[K", to: .standardError) }
    }
}
