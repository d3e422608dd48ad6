import Dispatch
import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Undo actions to run when the process is interrupted (``signals``: SIGINT, SIGTERM...): remove a
/// staging folder, a half-written frame, restore the terminal. Commands register an action
/// for as long as it is needed; the signal handler runs whatever is registered, then ends the
/// process by the signal itself (``endsBySignal(_:)``), as shells expect.
public final class InterruptCleanup: Sendable {
    /// The process-wide registry.
    public static let shared = InterruptCleanup()

    private struct State {
        var nextToken = 0
        var actions: [Int: @Sendable () -> Void] = [:]
        var sources: [any DispatchSourceSignal] = []
        /// Whether any action guarded output (what the message after an interrupt vouches for).
        var guardedOutput = false
        /// Whether a signal has arrived (its handling may not have started yet).
        var interrupted = false
        /// The outputs put in place whole so far (``recordPublished(_:)``), which an interrupt
        /// from then on leaves as they are.
        var published: [String] = []
    }

    private let state = Locked(State())
    /// Held by ``deferringInterrupts(_:)`` and taken, never to be released, by the signal
    /// handler before it runs the actions: an interrupt waits for a section to finish, so an
    /// action never races the work it undoes (a file created after its folder was removed).
    /// The flag says whether an interrupt is being handled (a flag rather than `()`: see
    /// `Locked`).
    private let gate = Locked(false)

    /// Runs `action` if the process is interrupted before ``remove(_:)`` is called with the
    /// returned token. `removesOutput` says that it removes something half-written (false for
    /// one that restores the terminal), so the message after an interrupt can say so.
    public func register(removesOutput: Bool = true, _ action: @escaping @Sendable () -> Void) -> Int {
        state.withLock {
            $0.guardedOutput = $0.guardedOutput || removesOutput
            $0.nextToken += 1
            $0.actions[$0.nextToken] = action
            return $0.nextToken
        }
    }

    /// Runs `body` with interrupts held off: a signal arriving meanwhile is handled when
    /// `body` returns. Wrap each step that creates something together with registering its
    /// undo action, and each write into a folder an action removes. Keep sections short: the
    /// process cannot be interrupted during them. Sections do not nest.
    public func deferringInterrupts<Value, Failure: Error>(_ body: () throws(Failure) -> Value)
        throws(Failure)
        -> Value
    {
        try gate.withLock { _ throws(Failure) in try body() }
    }

    /// Waits, on the way out, for an interrupt being handled to end the process itself
    /// (``endsBySignal(_:)``): a command whose work the interrupt cancelled fails meanwhile, and
    /// must not exit first with its own status. Returns at once when none is.
    public func waitForHandling() {
        gate.withLock { _ in }
    }

    /// Waits for an interrupt that has arrived to end the process (``waitForHandling()``)
    /// before a command's failure is told: its cleanup cancels the work, which then fails with
    /// a message of its own (`error: interrupted; partial frames removed`) that the interrupt's
    /// line says better. Returns at once when no signal has arrived.
    public func yieldToArrivedInterrupt() {
        if state.withLock({ $0.interrupted }) { waitForHandling() }
    }

    /// Waits up to `milliseconds` for a signal that a failure announces, and lets it end the
    /// process (``waitForHandling()``); returns when none comes. A terminal whose window closed
    /// fails the next write with EIO before its SIGHUP arrives (the kernel signals the shell,
    /// which passes it on): the hangup, not the write, is what ended the game.
    public func waitForInterrupt(within milliseconds: Int) {
        for _ in 0..<max(1, milliseconds / 10) {
            if state.withLock({ $0.interrupted }) {
                waitForHandling()
                return
            }
            usleep(10_000)
        }
    }

    /// Notes that the output at `path` (a file, or a folder of them) is in place, whole: an
    /// interrupt after it (while the summary is printed) says so, since the output it leaves
    /// is the new one. Call it in the section that put it in place.
    public func recordPublished(_ path: String) {
        state.withLock { $0.published.append(path) }
    }

    /// Forgets a registered action (the work it guarded finished or was cleaned up normally).
    public func remove(_ token: Int) {
        _ = state.withLock { $0.actions.removeValue(forKey: token) }
    }

    /// The signals that interrupt a command, in number order: each ends it
    /// (``endsBySignal(_:)``) after the registered actions ran. Those a person or a tool sends to end a
    /// process, whose default is to end it: SIGQUIT (Ctrl-\) among them, so that it too
    /// restores the terminal and removes partial output, instead of the runtime's backtrace,
    /// and SIGALRM, SIGUSR1 and the like (`timeout -s USR1`), which left the terminal raw and
    /// files half written. Not SIGPIPE nor SIGXFSZ, which a failed write sends: the write's
    /// error is told instead (the executable ignores both); nor SIGPROF, which Dispatch leaves
    /// unblocked in its threads for profilers, so that a source for it is not reliably told
    /// (a run went on, or spun passing the signal between threads).
    public static let signals: [(number: Int32, name: String)] = [
        (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGTERM, "SIGTERM"),
        (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"), (SIGALRM, "SIGALRM"), (SIGVTALRM, "SIGVTALRM"),
        (SIGXCPU, "SIGXCPU"),
    ].sorted { $0.number < $1.number }

    /// The status a shell gives a command interrupted by `signalNumber`: 128 + its number,
    /// whether the signal ended it (``endsBySignal(_:)``) or it exited with that status.
    public static func exitStatus(for signalNumber: Int32) -> Int32 { 128 + signalNumber }

    /// The signals whose default action leaves a core file (SIGQUIT, SIGXCPU): an interrupt by
    /// one of them exits with ``exitStatus(for:)`` instead of raising it again.
    static let coreDumpingSignals: Set<Int32> = [SIGQUIT, SIGXCPU]

    /// Whether an interrupt by `signalNumber`, once cleaned up, ends the process by the
    /// signal itself, its handler reset, as a process without one would end: a shell running
    /// it in a loop, `xargs` or `make` then stops too (they tell a command that died of
    /// SIGINT from one that exited 130, and a Ctrl-C went on to the next command). Not the
    /// ``coreDumpingSignals``, which exit with ``exitStatus(for:)``: raised, they left a core
    /// file.
    public static func endsBySignal(_ signalNumber: Int32) -> Bool {
        !coreDumpingSignals.contains(signalNumber)
    }

    /// Routes ``signals`` to the registered actions, but those the process was started
    /// ignoring, which it goes on ignoring as every tool does (`nohup` ignores SIGHUP, a shell
    /// script's `&` SIGINT and SIGQUIT; `trap '' USR1`): caught, they ended a run meant to
    /// outlive them. Called once by the executable, never by tests.
    public func installSignalHandlers() {
        state.withLock { state in
            guard state.sources.isEmpty else { return }
            // Blocked in this thread, and so in every thread it starts from now (Dispatch blocks
            // them in its own): Dispatch reads a signal from a signalfd, which gets a signal only
            // where it is blocked.
            var blocked = sigset_t()
            sigemptyset(&blocked)
            for (signalNumber, _) in Self.signals {
                let inherited = signal(signalNumber, SIG_IGN)
                if unsafeBitCast(inherited, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
                sigaddset(&blocked, signalNumber)
            }
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            for (signalNumber, _) in Self.signals where sigismember(&blocked, signalNumber) == 1 {
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in self.interrupted(by: signalNumber) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    private func interrupted(by signalNumber: Int32) {
        state.withLock { $0.interrupted = true }
        // The gate is never released: the process ends inside, so no section starts after
        // the cleanup and none is cut short by it.
        gate.withLock { handling in
            handling = true
            cleanUpAndExit(signalNumber)
        }
    }

    /// What an interrupt by `signal` says: `luckywheel: interrupted by SIGTERM`, then the
    /// outputs already in place whole (the new ones: the earlier ones they replaced are gone),
    /// and, when anything guarded output, that nothing half-written was left, or what the
    /// cleanup could not remove (`leftBehind`: an immutable folder), to be removed by hand.
    static func message(signal: Int32, published: [String], guardedOutput: Bool, leftBehind: [String] = [])
        -> String
    {
        let name = signals.first { $0.number == signal }?.name ?? "signal \(signal)"
        let written = published.isEmpty ? "" : " after writing \(ListText.joined(published, "and")) in full"
        let outcome =
            !leftBehind.isEmpty
            ? "; \(ListText.joined(leftBehind, "and")), written in part, could not be removed: remove "
                + (leftBehind.count == 1 ? "it" : "them")
            : guardedOutput ? "; nothing half-written was left behind" : ""
        return "\(LuckyWheelTool.name): interrupted by \(name)\(written)\(outcome)"
    }

    /// The outputs recorded by ``recordPublished(_:)`` so far.
    var publishedOutputs: [String] { state.withLock { $0.published } }

    private func cleanUpAndExit(_ signalNumber: Int32) -> Never {
        let (actions, guardedOutput, published) = state.withLock { state in
            defer { state.actions.removeAll() }
            return (
                state.actions.sorted { $0.key > $1.key }.map(\.value), state.guardedOutput, state.published
            )
        }
        for action in actions { action() }
        // On a terminal the message starts on a line of its own (after a progress bar's).
        let lineBreak = isatty(STDERR_FILENO) == 1 ? "\n" : ""
        let message =
            lineBreak
            + Self.message(
                signal: signalNumber, published: published, guardedOutput: guardedOutput,
                leftBehind: FileSystem.takeLeftBehind()
            ).visibleControls + "\n"
        if FileSystem.acceptsWrite(STDERR_FILENO) {
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        }
        if Self.endsBySignal(signalNumber) {
            // Its default action again, unblocked in this thread (blocked in every other), and
            // sent to this thread: the process ends by it here.
            signal(signalNumber, SIG_DFL)
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, signalNumber)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            raise(signalNumber)
        }
        _exit(Self.exitStatus(for: signalNumber))
    }
}
