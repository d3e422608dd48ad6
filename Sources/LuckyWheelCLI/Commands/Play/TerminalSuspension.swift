import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Job control for `play`: on SIGTSTP (`kill -TSTP`, or Ctrl-Z, which raw mode delivers as a
/// byte that the terminal turns into the signal) the display hands the terminal back and the
/// process stops; when it is continued in the foreground (`fg`) the display takes the terminal
/// again and redraws the whole screen (continued in the background, `bg`, it waits for `fg`).
struct TerminalSuspension {
    private let source: any DispatchSourceSignal

    /// Starts handling SIGTSTP for `display` until ``cancel()``.
    init(display: TerminalDisplay) {
        signal(SIGTSTP, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .global())
        source.setEventHandler {
            display.suspend()
            // SIGSTOP cannot be caught. Sent to this thread (not the process, whose other
            // threads may take it later), it stops the process before this call returns, and
            // this thread goes on from here when the process is continued.
            raise(SIGSTOP)
            // Continued in the background (`bg`), the game leaves the terminal to the shell,
            // drawing nothing, until it is brought to the foreground (`fg`).
            while !display.isForeground { usleep(50_000) }
            display.resume()
        }
        source.resume()
        self.source = source
    }

    /// Stops handling SIGTSTP; the default (stop without restoring) applies again.
    func cancel() {
        source.cancel()
        signal(SIGTSTP, SIG_DFL)
    }

    /// Suspends the game as SIGTSTP from outside would (the Ctrl-Z key in raw mode).
    static func suspendSelf() {
        kill(getpid(), SIGTSTP)
    }
}
