import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `luckywheel` running under a pseudo-terminal: the test holds the master side (it
/// is the person at the keyboard and the screen), the child gets the slave side as standard
/// input and output. Standard error goes to a file so it can be checked on its own.
final class PlayPseudoTerminal {
    let master: Int32
    let slave: Int32
    let pid: pid_t
    private let errorPath: String
    /// Everything the child drew so far.
    private(set) var output: [UInt8] = []
    /// The exit status once the child has exited (`nil` while it runs or if a signal killed it).
    private(set) var exitStatus: Int32?
    /// The signal that ended the child (`nil` while it runs or if it exited).
    private(set) var endingSignal: Int32?
    private var hasExited = false
    /// Whether ``hangUp()`` closed the master side.
    private var hungUp = false

    /// The terminal's settings as the child found them.
    let settingsBefore: termios

    /// Starts `luckywheel` with `arguments` on a fresh `columns × rows` pseudo-terminal; with
    /// `inShell`, an interactive bash instead (prompt `$ `), a session of its own whose
    /// controlling terminal is the pseudo-terminal, so its job control (`fg`, `bg`) is real and
    /// the test types the command line.
    /// With `ownSession` (no shell), the child leads a session of its own with the terminal
    /// as its controlling one, as `xterm -e`, `ssh -t host cmd` or `docker run -it` start it:
    /// nothing above it has job control.
    init(
        arguments: [String], columns: UInt16 = 60, rows: UInt16 = 20, inShell: Bool = false,
        ownSession: Bool = false
    ) throws {
        let session = inShell || ownSession
        let executable = try BuiltExecutable.path()
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        try #require(
            openpty(&master, &slave, nil, nil, &size) == 0, "openpty: \(String(cString: strerror(errno)))")
        // Both sides close on exec: a process spawned later (by this test or another) must not
        // hold the master, or closing it (``hangUp()``) would hang nothing up. (Swift's Glibc
        // has no posix_openpt to open it so at once; a spawn in the instant between is the
        // one way left to inherit it.)
        for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        self.master = master
        self.slave = slave
        var settings = termios()
        try #require(tcgetattr(slave, &settings) == 0)
        settingsBefore = settings
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

        errorPath =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("luckywheel-play-\(UUID().uuidString.prefix(8)).stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if session {
            // Opened (not inherited) after setsid, the terminal becomes the child's controlling one.
            // `ttyname_r`: `ttyname`'s one static buffer, shared by tests starting terminals at
            // the same time, gave one of them the other's name, half written (EISDIR, ENOENT).
            var name = [CChar](repeating: 0, count: 256)
            try #require(ttyname_r(slave, &name, name.count) == 0, "ttyname_r failed")
            posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            posix_spawn_file_actions_adddup2(&actions, slave, 0)
            posix_spawn_file_actions_adddup2(&actions, slave, 1)
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        // A fixed environment: 256 colours, whatever the machine running the tests has.
        let words: [String] =
            inShell ? ["/bin/bash", "--norc", "--noprofile", "-i"] : [executable] + arguments
        let variables: [String] =
            ["TERM=xterm-256color", "LANG=C.UTF-8"] + (inShell ? ["PS1=$ ", "PATH=/usr/bin:/bin"] : [])
        let argv = words.map { strdup($0) } + [nil]
        let environment = variables.map { strdup($0) } + [nil]
        defer { for word in argv + environment { free(word) } }
        // A process group of its own, as a shell starts a job: stopping it (job control) then
        // concerns the game alone, and no other process's exit can orphan its group and have
        // the kernel continue it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // glibc's POSIX_SPAWN_SETSID, which its header shows to GNU sources only.
        let newSession: Int16 = 0x80
        // No signal blocked, as a terminal starts its shell: a test runs on a thread of the
        // concurrency pool, which blocks SIGHUP, SIGINT and others, and a mask is inherited
        // (bash kept the SIGHUP of a closed terminal pending until its job ended).
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(
            &attributes, (session ? newSession : Int16(POSIX_SPAWN_SETPGROUP)) | Int16(POSIX_SPAWN_SETSIGMASK)
        )
        posix_spawnattr_setpgroup(&attributes, 0)
        var child: pid_t = 0
        let status = posix_spawn(&child, words[0], &actions, &attributes, argv, environment)
        try #require(status == 0, "cannot start \(words[0]): \(String(cString: strerror(status)))")
        pid = child
    }

    deinit {
        if !hasExited {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if !hungUp { close(master) }
        close(slave)
        unlink(errorPath)
    }

    /// Closes the master side, as a terminal window closes (`tmux kill-window`, the window's
    /// close button): the kernel hangs the terminal up, its writes fail with EIO and its
    /// session leader gets SIGHUP. The screen is no longer read; wait with
    /// ``waitForExitWithoutReading(timeout:)``.
    func hangUp() {
        guard !hungUp else { return }
        hungUp = true
        close(master)
    }

    /// What the child drew, as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    /// What the child drew from byte `offset` of its output on (a count of ``output`` taken
    /// earlier), as text: a test watching a long stream of frames reads only the new ones.
    func text(from offset: Int) -> String {
        String(decoding: output[min(offset, output.count)...], as: UTF8.self)
    }

    /// What the child wrote to standard error.
    var standardError: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    /// The terminal's settings now.
    var settingsNow: termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// How many bytes the child has read so far (`rchar` of `/proc/PID/io`): while it plays it
    /// reads nothing but its terminal, so this grows by what it took of the typed keys. (The
    /// slave's FIONREAD is no such measure: a typed byte reaches the line discipline, and is
    /// counted or echoed, only when the kernel's worker gets to it, which on a loaded machine
    /// can be after the terminal's mode has changed.)
    var bytesRead: Int {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
            let line = io.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }),
            let count = Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
        else { return 0 }
        return count
    }

    /// Resizes the window, as a terminal emulator does when its window is dragged: the kernel
    /// sends the foreground job SIGWINCH.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `text` on the keyboard.
    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Reads the screen until `condition` holds for the output, the child exits or `timeout`
    /// seconds pass; returns whether `condition` held. Sleeps between reads instead of
    /// blocking, so other tests run meanwhile.
    @discardableResult
    func watch(timeout: Double, until condition: (String) -> Bool) async -> Bool {
        let end = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < end {
            drain()
            if condition(text) { return true }
            if reap() { break }
            try? await Task.sleep(for: .milliseconds(20))
        }
        drain()
        return condition(text)
    }

    /// ``watch(timeout:until:)`` holding its thread: for a test whose child must be read all
    /// the time (a stream of frames that fills the terminal's buffer), which an async test
    /// cannot promise when other tests keep the shared threads busy.
    func watchHoldingTheThread(timeout: Double, until condition: (String) -> Bool) -> Bool {
        let end = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < end {
            drain()
            if condition(text) { return true }
            if reap() { break }
            usleep(5_000)
        }
        drain()
        return condition(text)
    }

    /// ``waitForExit(timeout:)`` holding its thread (see ``watchHoldingTheThread(timeout:until:)``).
    func waitForExitHoldingTheThread(timeout: Double) -> Bool {
        _ = watchHoldingTheThread(timeout: timeout) { _ in false }
        return reap()
    }

    /// What the child is doing, for the message of a test it kept waiting: the state and wait
    /// channel of each of its threads (Linux `/proc`; "exited" once it has).
    var childState: String {
        guard !hasExited else { return "exited" }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let threads = tasks.sorted().map { task -> String in
            let folder = "/proc/\(pid)/task/\(task)"
            let stat = (try? String(contentsOfFile: folder + "/stat", encoding: .utf8)) ?? ""
            // The state is the field after the parenthesised command name.
            let state = stat.split(separator: ")").last?.split(separator: " ").first ?? "?"
            let channel = (try? String(contentsOfFile: folder + "/wchan", encoding: .utf8)) ?? "?"
            return "thread \(task): \(state) in \(channel)"
        }
        return "the game (pid \(pid)) is still running: " + threads.joined(separator: "; ")
    }

    /// How the child ended, for the message of a test it surprised: its exit status and the
    /// last it wrote (a sanitizer's report goes to the terminal, or to standard error's file).
    var ending: String {
        let status =
            exitStatus.map { "exited with \($0)" } ?? endingSignal.map { "ended by signal \($0)" }
            ?? "running"
        let drawn = String(text.suffix(3000)).visibleControls
        return "\(status); standard error: \(standardError); the last it drew: \(drawn)"
    }

    /// Waits up to `timeout` seconds for the child to exit, reading its screen meanwhile.
    func waitForExit(timeout: Double) async -> Bool {
        await watch(timeout: timeout) { _ in false }
        // A test thread kept from running past the time-out has not looked since.
        return reap()
    }

    /// Waits up to `timeout` seconds for the child to exit without reading its screen: a
    /// terminal that stopped reading (a stalled ssh client), whose buffer fills.
    func waitForExitWithoutReading(timeout: Double) async -> Bool {
        let end = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < end, !reap() { try? await Task.sleep(for: .milliseconds(20)) }
        return reap()
    }

    /// Reads everything the child has drawn so far (the master side does not block).
    private func drain() {
        guard !hungUp else { return }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output.append(contentsOf: buffer.prefix(count))
        }
    }

    /// Whether the child has exited (recording its status).
    private func reap() -> Bool {
        guard !hasExited else { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        hasExited = true
        // WIFEXITED / WEXITSTATUS are macros Swift cannot import.
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
        endingSignal = status & 0x7F == 0 ? nil : status & 0x7F
        return true
    }

    /// Whether the child ended as an interrupt by `signal` ends it once cleaned up
    /// (``InterruptCleanup/endsBySignal(_:)``): by the signal itself, or, for one whose
    /// default leaves a core file, with 128 + its number.
    func endedAsInterrupted(by signal: Int32) -> Bool {
        FaultProcess.endedAsInterrupted(by: signal, exitStatus: exitStatus, endingSignal: endingSignal)
    }
}
