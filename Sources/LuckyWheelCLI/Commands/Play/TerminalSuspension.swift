import Dispatch
import Synchronization
import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Job control for what draws on a terminal (`play`, frames played by `render -o -`): on
/// SIGTSTP (`kill -TSTP`, or Ctrl-Z, which raw mode delivers as a byte that the terminal turns
/// into the signal) the drawing hands the terminal back and the job stops; when it is
/// continued in the foreground (`fg`) the drawing takes the terminal again and redraws the
/// whole screen (continued in the background, `bg`, it waits for `fg`).
struct TerminalSuspension {
    private let source: any DispatchSourceSignal

    /// Starts handling SIGTSTP for `display` until ``cancel()``.
    init(display: TerminalDisplay) {
        self.init(
            suspend: { display.suspend() }, isForeground: { display.isForeground },
            resume: { display.resume() })
    }

    /// Starts handling SIGTSTP until ``cancel()``: `suspend` hands the terminal back (a frame
    /// being drawn finished first), `resume` takes it again once `isForeground`.
    init(
        suspend: @escaping @Sendable () -> Void, isForeground: @escaping @Sendable () -> Bool,
        resume: @escaping @Sendable () -> Void
    ) {
        signal(SIGTSTP, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .global())
        source.setEventHandler {
            // Started with no job-control shell above it (`xterm -e`, `ssh -t host cmd`,
            // `docker run -it`), a stopped game would stay stopped for good, nothing to
            // continue it: Ctrl-Z is ignored, as the kernel ignores it for such a process
            // that leaves SIGTSTP to its default.
            defer { Self.handled.add(1, ordering: .releasing) }
            guard Self.canBeContinued() else { return }
            suspend()
            Self.stopJob()
            // Continued in the background (`bg`), the game leaves the terminal to the shell,
            // drawing nothing, until it is brought to the foreground (`fg`).
            while !isForeground() { usleep(50_000) }
            resume()
        }
        source.resume()
        self.source = source
    }

    /// Stops handling SIGTSTP; the default (stop without restoring) applies again.
    func cancel() {
        source.cancel()
        signal(SIGTSTP, SIG_DFL)
    }

    /// Stops the job as the Ctrl-Z key stops the foreground one, and returns when it is
    /// continued. A script or `sh -c` that started the game is in its process group, and the
    /// shell above hears of the job stopping only when that stops too (this process alone
    /// stopped, the terminal was left to a waiting script, frozen): the ancestors in the group
    /// are stopped, then this process. SIGSTOP cannot be caught; sent to this thread it stops
    /// the process before `raise` returns (sent to the whole group instead, it reached this
    /// process at some later point, and at times again after `fg`).
    static func stopJob() {
        for ancestor in ancestorsInGroup() { kill(ancestor, SIGSTOP) }
        raise(SIGSTOP)
    }

    /// This process's ancestors in its process group, nearest first.
    private static func ancestorsInGroup() -> [pid_t] {
        let group = getpgrp()
        var ancestors: [pid_t] = []
        var process = getpid()
        for _ in 0..<64 {
            guard let parent = parent(of: process), parent > 1, getpgid(parent) == group else { break }
            ancestors.append(parent)
            process = parent
        }
        return ancestors
    }

    /// Whether a shell can continue this process once it stops: the first ancestor outside
    /// its process group is in its session (a job-control shell, or a test driving it). Where
    /// none is (a process group the kernel calls orphaned: its session's leader, or a child
    /// of one), nothing would.
    static func canBeContinued() -> Bool {
        let outermost = ancestorsInGroup().last ?? getpid()
        guard let parent = parent(of: outermost), parent > 1 else { return false }
        return getsid(parent) == getsid(0)
    }

    /// Whether this process's group is the foreground one of the terminal at `descriptor`
    /// (a descriptor of no terminal counts as the foreground: it has no job control).
    static func isForeground(_ descriptor: Int32) -> Bool {
        let group = tcgetpgrp(descriptor)
        return group == -1 || group == getpgrp()
    }

    /// The parent of `process`: `getppid()` for this one, else (Linux) read from
    /// `/proc/PID/stat`, whose fourth field follows the command name in parentheses.
    private static func parent(of process: pid_t) -> pid_t? {
        if process == getpid() { return getppid() }
        #if os(Linux)
            guard let bytes = try? SmallFile.contents(of: "/proc/\(process)/stat", limit: 4096),
                let close = bytes.lastIndex(of: UInt8(ascii: ")"))
            else { return nil }
            let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
            guard fields.count > 1 else { return nil }
            return pid_t(String(decoding: fields[1], as: UTF8.self))
        #else
            return nil
        #endif
    }

    /// How many SIGTSTPs the handler has finished with: the game continued, or Ctrl-Z ignored.
    private static let handled = Atomic<Int>(0)

    /// Suspends the game as SIGTSTP from outside would (the Ctrl-Z key in raw mode), and
    /// returns once it is continued (or the Ctrl-Z ignored), so that keys typed after Ctrl-Z
    /// are read after it (`Ctrl-Z q` stops, then quits on `fg`); at most 5 s of waiting while
    /// the process runs, so a handler that never answers cannot hang the game.
    static func suspendSelf() {
        let before = handled.load(ordering: .acquiring)
        kill(getpid(), SIGTSTP)
        for _ in 0..<5000 where handled.load(ordering: .acquiring) == before { usleep(1000) }
    }
}
