import Foundation
import TestSupport
import Testing
import WheelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `luckywheel play` as a person runs it, on a pseudo-terminal: the screen it draws, the keys
/// it takes, and the terminal it leaves behind on every way out.
@Suite struct PlayPseudoTerminalTests {
    static let enter = "\u{1B}[?1049h"
    static let leave = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    /// How long a wait for what should come (a frame, the game's exit) may take before the test
    /// fails: far more than it takes on a quiet machine (well under a second), for a loaded one
    /// running the sanitizer builds' tests side by side. A wait that passes never waits this long.
    static let patience: Double = 60

    /// Checks that the terminal is as it was: the same settings (line editing and echo on),
    /// and the screen, cursor and colours handed back after the last frame.
    func expectRestored(_ terminal: PlayPseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = terminal.settingsBefore
        let after = terminal.settingsNow
        #expect(
            before.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO),
            sourceLocation: sourceLocation)
        #expect(after.c_lflag == before.c_lflag, sourceLocation: sourceLocation)
        #expect(after.c_iflag == before.c_iflag, sourceLocation: sourceLocation)
        #expect(after.c_oflag == before.c_oflag, sourceLocation: sourceLocation)
        #expect(after.c_cflag == before.c_cflag, sourceLocation: sourceLocation)
        let controlsBefore = withUnsafeBytes(of: before.c_cc) { Array($0) }
        let controlsAfter = withUnsafeBytes(of: after.c_cc) { Array($0) }
        #expect(controlsAfter == controlsBefore, sourceLocation: sourceLocation)

        let text = terminal.text
        #expect(text.hasPrefix(Self.enter), sourceLocation: sourceLocation)
        #expect(text.contains(Self.hideCursor), sourceLocation: sourceLocation)
        let restore = "\u{1B}[0m\u{1B}[?7h" + Self.showCursor + Self.leave
        let restored = text.range(of: restore, options: .backwards)
        #expect(restored != nil, "no restore sequence", sourceLocation: sourceLocation)
        if let restored {
            // Nothing is drawn after the restore: only the summary may follow.
            #expect(!text[restored.upperBound...].contains("\u{1B}"), sourceLocation: sourceLocation)
        }
    }

    /// A terminal that tells its width but not its height (`stty rows 0 cols 60`) gets help
    /// that fits its width: the help took the size as unknown and wrapped at 80.
    @Test func helpFitsATerminalThatTellsOnlyItsWidth() async throws {
        let terminal = try PlayPseudoTerminal(arguments: ["info", "--help"], columns: 60, rows: 0)
        #expect(await terminal.waitForExit(timeout: Self.patience))
        #expect(terminal.exitStatus == 0)
        let widths = terminal.text.split(whereSeparator: \.isNewline).map(\.count)
        #expect(widths.count > 5 && widths.max()! <= 60 && widths.max()! > 50, "\(widths)")
    }

    /// The last line of the output after leaving the alternate screen.
    func finalLine(_ terminal: PlayPseudoTerminal) -> String {
        let text = terminal.text
        guard let leave = text.range(of: Self.leave, options: .backwards) else { return "" }
        return text[leave.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func spaceSpinsToTheModelsPrizeAndQQuitsRestoringTheTerminal() async throws {
        let terminal = try PlayPseudoTerminal(arguments: ["play", "--fps", "30", "--seed", "1"])
        try await expectOneSpinToThePrize(terminal, seed: 1, segments: 12)
        #expect(terminal.standardError == "")
    }

    /// A screen the terminal shows already is sent again only once a second: the wheel
    /// resting on its prize after a stop (three seconds) was sent whole at every tick, 33 KB
    /// 30 times a second at 100 × 40 cells, over an ssh link too. Counted in what was sent,
    /// not against the test's clock: a test process starved on a loaded machine read the
    /// stop late, once the wheel had turned idle again and drew a new frame at every tick.
    @Test func aRestingWheelIsSentAgainOnlyOnceASecond() async throws {
        let terminal = try PlayPseudoTerminal(arguments: [
            "play", "--fps", "60", "--seed", "1", "--size", "40x15",
        ])
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        let pressed = terminal.output.count
        terminal.type(" ")
        let prize = try PlayFixtures.prize(seed: 1, segments: 12)
        let selected = "segment \(prize) (no. \(prize + 1)) selected  spins: 1"
        // Read without pause from the press to the end of the rest: frames left unread fill the
        // terminal's buffer and hold the game in its write past the rest (an async wait is not
        // resumed while other tests keep the shared threads busy), which then was sent once.
        #expect(
            terminal.watchHoldingTheThread(timeout: Self.patience) { _ in
                terminal.text(from: pressed).contains(selected)
            }, "\(terminal.ending)")
        // Where the first frame of the rest starts (its cursor home): only what follows is read
        // from here on, a few frames, not the whole spin's at every look.
        // In bytes, as the output came: `pressed` may fall inside a character.
        let output = terminal.output
        let status = try #require(output[pressed...].firstRange(of: Array(selected.utf8))).lowerBound
        let restStart = try #require(output[pressed..<status].ranges(of: Array("\u{1B}[H".utf8)).last)
            .lowerBound
        // The whole rest (3 s at 60 Hz: 180 ticks, each of which sent the same screen), until
        // the screen first changes; in it the screen was sent again once a second all the same,
        // repairing what may have damaged it. Only frames the next frame follows are whole: a
        // fixed wait on the test's clock read the rest before its second sending on a loaded
        // machine, or in the middle of it.
        func restingRun() -> (count: Int, ended: Bool)? {
            let frames = terminal.text(from: restStart).components(separatedBy: "\u{1B}[H").dropFirst()
                .dropLast()
            guard let first = frames.first else { return nil }
            let count = frames.prefix { $0 == first }.count
            return (count, count < frames.count)
        }
        #expect(
            terminal.watchHoldingTheThread(timeout: Self.patience) { _ in restingRun()?.ended == true },
            "the wheel never turned again: \(terminal.ending)")
        let resting = try #require(restingRun()).count
        #expect(resting <= 5, "\(resting) frames sent while the wheel rested")
        #expect(resting >= 2, "the resting screen was never sent again")
        terminal.type("q")
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
    }

    /// The user's own wheel: an 8-image sheet (its @2x name gives its scale) is played with
    /// its own segment count, and lands where the model says for 8 segments.
    @Test func playsTheUsersOwnSheet() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sheet = try SliceFixtures.write(folder, "eight@2x.png", width: 8 * 2 * 30, height: 2 * 40)
        let terminal = try PlayPseudoTerminal(arguments: [
            "play", "--fps", "30", "--seed", "4", "--segments", "8", "--assets", sheet,
        ])
        try await expectOneSpinToThePrize(terminal, seed: 4, segments: 8)
    }

    /// Space spins the wheel to the model's prize for `seed` on `segments`, q quits, and the
    /// terminal is restored with the selection printed.
    func expectOneSpinToThePrize(
        _ terminal: PlayPseudoTerminal, seed: UInt64, segments: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("no segment selected  spins: 0") },
            "no first frame", sourceLocation: sourceLocation)
        terminal.type(" ")
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spinning...  spins: 1") },
            "the wheel did not spin", sourceLocation: sourceLocation)
        let prize = try PlayFixtures.prize(seed: seed, segments: segments)
        #expect(
            await terminal.watch(timeout: Self.patience) {
                $0.contains("segment \(prize) (no. \(prize + 1)) selected  spins: 1")
            },
            "the wheel did not land on the prize", sourceLocation: sourceLocation)
        terminal.type("q")
        #expect(
            await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)",
            sourceLocation: sourceLocation)
        #expect(terminal.exitStatus == 0, "\(terminal.ending)", sourceLocation: sourceLocation)
        expectRestored(terminal, sourceLocation: sourceLocation)
        #expect(
            finalLine(terminal)
                == "selected segment \(prize) (number \(prize + 1) on the wheel); spins: 1; seed: \(seed)",
            sourceLocation: sourceLocation)
    }

    // The interrupting tests spin for ten minutes, so that the key or signal lands mid-spin
    // however slowly a loaded machine (or a sanitizer) runs the game.
    @Test func ctrlCMidSpinQuitsLikeQ() async throws {
        let terminal = try PlayPseudoTerminal(arguments: [
            "play", "--fps", "24", "--seed", "2", "--size", "40x15", "--duration", "600",
        ])
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        terminal.type(" ")
        #expect(await terminal.watch(timeout: Self.patience) { $0.contains("spinning...") })
        terminal.type("\u{03}")
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
        expectRestored(terminal)
        #expect(finalLine(terminal) == "no segment selected (quit while spinning); spins: 1; seed: 2")
    }

    /// A game of `arguments` spun by `key` and sent `signal` mid-spin, once it has ended as an
    /// interrupt does (by the signal, once cleaned up).
    func signalledMidSpin(_ arguments: [String], key: String, signal: Int32) async throws
        -> PlayPseudoTerminal
    {
        let terminal = try PlayPseudoTerminal(arguments: arguments)
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        terminal.type(key)
        #expect(await terminal.watch(timeout: Self.patience) { $0.contains("spinning...") })
        kill(terminal.pid, signal)
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.endedAsInterrupted(by: signal), "\(terminal.ending)")
        return terminal
    }

    /// Every signal that ends a process: SIGALRM and SIGUSR1 (`timeout -s USR1`) left the
    /// terminal raw, the screen alternate and the cursor hidden.
    @Test(arguments: [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU,
    ])
    func aSignalMidSpinRestoresTheTerminalAndExitsWith128PlusIt(signalNumber: Int32) async throws {
        let terminal = try await signalledMidSpin(
            ["play", "--fps", "24", "--seed", "3", "--size", "40x15", "--duration", "600"], key: "\r",
            signal: signalNumber)
        expectRestored(terminal)
        // The game's summary, as q prints it: with a random seed the only record of the spins.
        #expect(finalLine(terminal) == "no segment selected (quit while spinning); spins: 1; seed: 3")
        #expect(terminal.standardError.contains("interrupted by SIG"))
        #expect(!terminal.standardError.contains("half-written"), "play writes no file to vouch for")
    }

    /// A fair game ended by a signal reveals its server seed and every spin's nonce and prize,
    /// as q does: the player can still check the spins made.
    @Test func aSignalEndsAFairGameWithItsReveal() async throws {
        let terminal = try await signalledMidSpin(
            [
                "play", "--fps", "24", "--size", "60x15", "--duration", "600", "--server-seed",
                FairCommandTests.seedHex, "--client-seed", "dave", "--nonce", "7",
            ], key: " ", signal: SIGTERM)
        // The commitment is shown before the game takes the screen, so the text does not
        // start with it taken; the settings are restored.
        #expect(terminal.settingsNow.c_lflag == terminal.settingsBefore.c_lflag)
        let ending = finalLine(terminal).replacingOccurrences(of: "\r\n", with: "\n")
        #expect(ending.hasPrefix("no segment selected (quit while spinning); spins: 1\n"), "\(ending)")
        #expect(ending.contains("server seed  \(FairCommandTests.seedHex)\n"), "\(ending)")
        #expect(ending.contains("nonce 7  segment "), "\(ending)")
    }

    /// Started with nothing above it to continue it (a session of its own, as `xterm -e` or
    /// `ssh -t host cmd` start it), the game ignores Ctrl-Z instead of stopping for good, and
    /// goes on and quits as usual: an escape sequence the Ctrl-Z cut short (`before`) is
    /// dropped, not ended by the `q` that follows.
    @Test(arguments: ["", "\u{1B}[", "\u{1B}O"])
    func ctrlZWithNoShellToContinueTheGameIsIgnored(before: String) async throws {
        let terminal = try PlayPseudoTerminal(
            arguments: ["play", "--fps", "24", "--seed", "5", "--size", "30x12"], ownSession: true)
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        let drawnBefore = terminal.text.count
        terminal.type(before + "\u{1A}")
        let handedBack = await terminal.watch(timeout: 1) { $0.dropFirst(drawnBefore).contains(Self.leave) }
        #expect(!handedBack, "the screen was handed back")
        #expect(!Self.isStopped(terminal.pid), "the game stopped with nothing to continue it")
        terminal.type("q")
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
        expectRestored(terminal)
    }

    /// A stray `ESC [` or `ESC O` (typed by hand) is dropped once it has waited its time-out
    /// for a next byte, so a `q` typed later quits instead of ending the sequence. The `q` is
    /// typed once the game has read the stray bytes and then drawn 26 frames (ticks at least
    /// 24/24 s after the read, far past the time-out): the game has waited past the time-out
    /// with no byte, however slowly a loaded machine runs it.
    @Test(arguments: ["\u{1B}[", "\u{1B}O"])
    func aStrayEscapeSequenceTimesOutSoALaterQQuits(stray: String) async throws {
        let terminal = try PlayPseudoTerminal(arguments: [
            "play", "--fps", "24", "--seed", "6", "--size", "30x12",
        ])
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        let readBefore = terminal.bytesRead
        terminal.type(stray)
        #expect(
            await terminal.watch(timeout: Self.patience) { _ in terminal.bytesRead >= readBefore + 2 },
            "the keys were not read")
        let drawnBefore = terminal.text.count
        #expect(
            await terminal.watch(timeout: Self.patience) {
                $0.dropFirst(drawnBefore).components(separatedBy: "\u{1B}[H").count > 26
            }, "no frames drawn")
        terminal.type("q")
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
        expectRestored(terminal)
        #expect(finalLine(terminal) == "no segment selected; spins: 0; seed: 6")
    }

    /// Keys typed after an ignored Ctrl-Z in the same read (a paste, a fast typist) are read
    /// after it, whatever came before it: the `q` quits.
    @Test(arguments: ["\u{1A}q", " \u{1A}q", "\u{1B}[\u{1A}q", " \u{1A}\u{1A}q"])
    func keysAfterAnIgnoredCtrlZInOneReadStillCount(keys: String) async throws {
        let terminal = try PlayPseudoTerminal(
            arguments: ["play", "--fps", "24", "--seed", "5", "--size", "30x12"], ownSession: true)
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        terminal.type(keys)
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
        expectRestored(terminal)
    }

    /// A closed terminal window ends the game with its SIGHUP (129, only the interruption
    /// told), not with the I/O error of the frame it was drawing: the hung-up terminal ends
    /// reads and fails writes (EIO) before the signal comes (the kernel signals the shell,
    /// which passes it on to its jobs), and 4 closings of 9 (`tmux kill-window`) ended with 74
    /// and "cannot write to standard output" (6 of 8 here). A shell started by `sh -c` that
    /// outlives its SIGHUP records the game's status and standard error.
    @Test func aClosedTerminalEndsTheGameWithItsHangup() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let executable = try BuiltExecutable.path()
        let (status, errors) = (folder.path + "/status", folder.path + "/errors")
        let shell = try PlayPseudoTerminal(arguments: [], inShell: true)
        #expect(await shell.watch(timeout: Self.patience) { $0.contains("$ ") })
        shell.type(
            "sh -c 'trap : HUP; \"\(executable)\" play --fps 60 --seed 2 --size 40x15 2> \"\(errors)\"; "
                + "echo $? > \"\(status)\"'\n")
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains(Self.enter) && $0.contains("spins: 0") })
        shell.hangUp()
        var recorded = ""
        for _ in 0..<600 where recorded.isEmpty {
            try await Task.sleep(for: .milliseconds(50))
            recorded = (try? String(contentsOfFile: status, encoding: .utf8)) ?? ""
        }
        #expect(recorded == "\(128 + SIGHUP)\n")
        let told = try folder.read("errors")
        // Then sh's own line for a command a hangup ended (`Hangup`), as for any other.
        #expect(told.hasPrefix("luckywheel: interrupted by SIGHUP\n"), "\(told.debugDescription)")
    }

    /// A terminal that stopped reading (a stalled ssh client) does not keep SIGTERM from
    /// ending the game: the frame's write is left stuck and the settings are restored at once.
    @Test func aSignalEndsTheGameWhenTheTerminalStoppedReading() async throws {
        let terminal = try PlayPseudoTerminal(
            arguments: ["play", "--fps", "30", "--seed", "3", "--size", "200x60"], columns: 200, rows: 61)
        // Large frames: read without pause until the first is whole, whatever else runs.
        #expect(terminal.watchHoldingTheThread(timeout: Self.patience) { $0.contains("spins: 0") })
        // From here nothing reads the screen: the idle wheel's frames fill the terminal's buffer.
        try await Task.sleep(for: .seconds(2))
        kill(terminal.pid, SIGTERM)
        #expect(await terminal.waitForExitWithoutReading(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.endedAsInterrupted(by: SIGTERM), "\(terminal.ending)")
        #expect(terminal.settingsNow.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    /// Frames played on a terminal clear it first: the warnings of the run come after the last
    /// frame, before the summary (they came before the clearing, and nobody saw them).
    @Test func framesPlayedOnATerminalAreFollowedByTheirWarnings() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // What a killed run left beside the sound is told after the frames too.
        try folder.write("", to: ".s.wav.luckywheel-AbCdEfGh")
        let terminal = try PlayPseudoTerminal(
            arguments: [
                "render", "--format", "ascii", "--size", "100x50", "--frames", "3", "-o", "-", "--audio",
                folder.path + "/s.wav",
            ],
            columns: 30, rows: 12, ownSession: true)
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
        let screen = terminal.text
        let lastFrame = try #require(screen.range(of: "\u{1B}[H", options: .backwards))
        let warning = try #require(
            screen.range(of: "warning: --size 100x50 is larger than the terminal"), "\(screen)")
        let leftover = try #require(screen.range(of: "holds .s.wav.luckywheel-AbCdEfGh"), "\(screen)")
        #expect(screen.range(of: "\u{1B}[2J")!.lowerBound < lastFrame.lowerBound)
        #expect(lastFrame.upperBound <= warning.lowerBound && lastFrame.upperBound <= leftover.lowerBound)
        #expect(screen.components(separatedBy: "warning:").count == 3, "each told once")
        let summary = try #require(screen.range(of: "Seed 0: "), "\(screen)")
        #expect(warning.upperBound <= summary.lowerBound)
    }

    /// Warnings held for after frames played on a terminal are told when the run fails before
    /// a frame is played (the sound cannot be written): they were lost, the error alone told.
    /// (Nor when the sound's file cannot be made.)
    @Test(arguments: [
        ("/dev/full", 74, "error: cannot write /dev/full"), ("/proc/x.wav", 73, "error: cannot create"),
    ])
    func warningsHeldForTheFramesAreToldWhenTheRunFailsFirst(sound: String, status: Int32, error: String)
        async throws
    {
        let terminal = try PlayPseudoTerminal(
            arguments: [
                "render", "--format", "ascii", "--size", "100x50", "--frames", "3", "-o", "-", "--audio",
                sound,
            ],
            columns: 30, rows: 12, ownSession: true)
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == status, "\(terminal.ending)")
        let screen = terminal.text
        let warning = try #require(
            screen.range(of: "warning: --size 100x50 is larger than the terminal"), "\(screen)")
        let failure = try #require(screen.range(of: error), "\(screen)")
        #expect(warning.upperBound <= failure.lowerBound)
        #expect(!screen.contains("\u{1B}[H"), "no frame was played")
    }

    /// Frames played on a terminal follow its window when it is resized, as play's do: the
    /// screen is cleared and the next frame has the new size (every later frame kept the
    /// first size, and wrapped and scrolled in a smaller window).
    @Test func framesPlayedOnATerminalFollowItsWindow() throws {
        let terminal = try PlayPseudoTerminal(
            arguments: ["render", "--format", "ascii", "--frames", "6000", "-o", "-"], columns: 60, rows: 20)
        // Read without pause: the frames fill the terminal's buffer.
        #expect(terminal.watchHoldingTheThread(timeout: Self.patience) { $0.contains("\u{1B}[H") })
        let before = terminal.output.count
        terminal.resize(columns: 30, rows: 10)
        let resized = terminal.watchHoldingTheThread(timeout: Self.patience) { _ in
            let after = String(decoding: terminal.output.dropFirst(before), as: UTF8.self)
            return after.components(separatedBy: "\u{1B}[2J").dropFirst().contains {
                $0.components(separatedBy: "\u{1B}[H").count > 2
            }
        }
        #expect(resized)
        kill(terminal.pid, SIGINT)
        #expect(terminal.waitForExitHoldingTheThread(timeout: Self.patience), "\(terminal.childState)")
        let after = String(decoding: terminal.output.dropFirst(before), as: UTF8.self)
        let cleared = try #require(after.components(separatedBy: "\u{1B}[2J").last)
        let frame = try #require(cleared.components(separatedBy: "\u{1B}[H").dropFirst().first)
        // The terminal turns each line end into CR LF.
        let lines = frame.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count == 9 && lines.allSatisfy { $0.count <= 30 }, "\(lines)")
    }

    /// `render --format ansi -o -` interrupted on a terminal: the frame being drawn is
    /// finished and the colours reset, so none leaks into the prompt that follows.
    // Read without pause (the frames fill the terminal's buffer): the thread is held.
    @Test func anInterruptedColourPlaybackResetsTheColours() throws {
        let terminal = try PlayPseudoTerminal(
            arguments: ["render", "--format", "ansi", "--frames", "6000", "-o", "-"], columns: 120, rows: 40
        )
        let playing = terminal.watchHoldingTheThread(timeout: Self.patience) {
            $0.components(separatedBy: "\u{1B}[H").count > 3
        }
        #expect(
            playing, "\(terminal.text.utf8.count) bytes; \(terminal.childState); \(terminal.standardError)")
        kill(terminal.pid, SIGINT)
        #expect(terminal.waitForExitHoldingTheThread(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.endedAsInterrupted(by: SIGINT), "\(terminal.ending)")
        #expect(terminal.text.hasSuffix("\u{1B}[0m"), "\(terminal.text.suffix(80).debugDescription)")
    }

    /// Ctrl-Z alike: the job stopped mid-frame, and the colour being drawn (or half an escape
    /// sequence) went into the shell's `Stopped` line and prompt. The frame is finished and
    /// the colours reset before it stops; `fg` clears the screen and the frames go on.
    // Read without pause (the frames fill the terminal's buffer): the thread is held, as the
    // other tests of frames on a terminal do (an async watch was starved for a minute in CI).
    @Test func aColourPlaybackStoppedWithCtrlZResetsTheColours() throws {
        let shell = try Self.shellHoldingTheThread(columns: 120, rows: 40) {
            "'\($0)' render --format ansi --size 40x15 --frames 6000 -o -\n"
        }
        func watch(_ condition: (String) -> Bool) -> Bool {
            shell.watchHoldingTheThread(timeout: Self.patience, until: condition)
        }
        // A few frames of 40 × 15 cells (about 4 KB each) drawn.
        #expect(watch { $0.utf8.count > 20_000 && $0.contains("\u{1B}[H") })
        shell.type("\u{1A}")
        #expect(
            watch { $0.contains("Stopped") },
            "Ctrl-Z did not stop the render: \(shell.text.suffix(300).debugDescription)")
        let text = shell.text
        let beforeStop = try #require(text.range(of: "Stopped")).lowerBound
        let lastEscape = try #require(text[..<beforeStop].lastIndex(of: "\u{1B}"))
        #expect(
            text[lastEscape...].hasPrefix("\u{1B}[0m"),
            "not reset before the job stopped: \(text[lastEscape..<beforeStop].debugDescription)")
        let foregroundStart = shell.text.count
        shell.type("fg\n")
        #expect(
            watch { $0.dropFirst(foregroundStart).contains("\u{1B}[2J") },
            "the screen was not cleared after fg")
        shell.type("\u{03}")
        #expect(watch { $0.dropFirst(foregroundStart).contains("$ ") })
        shell.type("echo status-$?\n")
        #expect(watch { $0.contains("status-130") })
        shell.type("exit\n")
        #expect(shell.waitForExitHoldingTheThread(timeout: Self.patience), "\(shell.childState)")
    }

    /// Whether process `pid` is stopped (job control), from `/proc/PID/stat`.
    static func isStopped(_ pid: pid_t) -> Bool { state(of: pid)?.hasPrefix("T") == true }

    /// Whether process `pid` has ended (gone, or a zombie its parent has not reaped yet).
    static func hasEnded(_ pid: pid_t) -> Bool { state(of: pid).map { $0.hasPrefix("Z") } ?? true }

    /// The state letter and what follows it in `/proc/PID/stat`; nil once the process is gone.
    static func state(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces)
    }

    /// `kill -TSTP` hands the terminal back and stops the game; `fg` (SIGCONT) takes it again
    /// and redraws the whole screen; the game goes on and quits as usual (an escape sequence
    /// begun before the suspension does not swallow the `q`).
    @Test func aSuspendedGameRestoresTheTerminalAndRedrawsOnContinue() async throws {
        let terminal = try PlayPseudoTerminal(arguments: [
            "play", "--fps", "24", "--seed", "5", "--size", "30x12",
        ])
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        let readBefore = terminal.bytesRead
        terminal.type("\u{1B}[")
        #expect(
            await terminal.watch(timeout: Self.patience) { _ in terminal.bytesRead >= readBefore + 2 },
            "the keys were not read")
        kill(terminal.pid, SIGTSTP)
        let leaveOffset = await terminal.watch(timeout: Self.patience) { $0.contains(Self.leave) }
        #expect(leaveOffset, "the screen was not handed back")
        var stopped = false
        for _ in 0..<200 where !stopped {
            stopped = Self.isStopped(terminal.pid)
            if !stopped { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(stopped, "the game did not stop")
        let suspended = terminal.settingsNow
        #expect(
            suspended.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO), "raw mode while stopped")
        let drawnBefore = terminal.text.count
        kill(terminal.pid, SIGCONT)
        #expect(
            await terminal.watch(timeout: Self.patience) { text in
                let after = text.dropFirst(drawnBefore)
                return after.contains(Self.enter) && after.contains("\u{1B}[2J") && after.contains("spins: 0")
            }, "no full redraw after continuing")
        #expect(terminal.settingsNow.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw mode again")
        terminal.type("q")
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
        expectRestored(terminal)
        #expect(finalLine(terminal) == "no segment selected; spins: 0; seed: 5")
    }

    /// In a shell with job control: Ctrl-Z stops the game, `bg` continues it in the
    /// background, where it leaves the terminal to the shell (no alternate screen, no raw mode,
    /// nothing drawn) until `fg` brings it back, redrawn; then it quits as usual (a stray
    /// `ESC [` typed just before the Ctrl-Z does not swallow the `q`).
    @Test func aGameContinuedInTheBackgroundLeavesTheTerminalToTheShell() async throws {
        let shell = try await Self.gameSentToTheBackground(typedBeforeCtrlZ: "\u{1B}[")
        let backgroundStart = shell.text.count
        try await Task.sleep(for: .milliseconds(800))
        shell.type("echo shell-$((6*7))\n")
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains("shell-42") },
            "the shell did not get its line")
        let background = shell.text.dropFirst(backgroundStart)
        #expect(
            !background.contains(Self.enter) && !background.contains("spins:"),
            "drawn in the background: \(background.debugDescription)")
        await Self.bringToTheForeground(shell, clearing: true)
        shell.type("q")
        #expect(
            await shell.watch(timeout: Self.patience) {
                $0.contains("no segment selected; spins: 0; seed: 5")
            })
        shell.type("exit\n")
        #expect(await shell.waitForExit(timeout: Self.patience), "\(shell.childState)")
    }

    /// Continued with `fg` once every frame is due, the playback ends on its last frame, drawn
    /// after the screen is cleared, and the summary follows it: the loop skipped the last frame
    /// while still suspended, printed the summary, and the resume cleared it away.
    @Test func framesContinuedAfterTheirEndDrawTheLastFrameBeforeTheSummary() throws {
        let shell = try Self.shellHoldingTheThread(columns: 60, rows: 20) {
            "'\($0)' render --format ascii --size 40x15 --frames 60 -o -\n"
        }
        func watch(_ condition: (String) -> Bool) -> Bool {
            shell.watchHoldingTheThread(timeout: Self.patience, until: condition)
        }
        #expect(watch { $0.components(separatedBy: "\u{1B}[H").count > 3 })
        shell.type("\u{1A}")
        #expect(watch { $0.contains("Stopped") }, "\(shell.text.suffix(300).debugDescription)")
        // Every frame is due by now (60 frames at 60 fps).
        usleep(1_500_000)
        let foregroundStart = shell.text.count
        shell.type("fg\n")
        #expect(watch { $0.dropFirst(foregroundStart).contains("Seed 0: ") })
        shell.type("echo status-$?\n")
        #expect(watch { $0.contains("status-0") })
        let after = String(shell.text.dropFirst(foregroundStart))
        let cleared = try #require(
            after.range(of: "\u{1B}[2J", options: .backwards), "\(after.debugDescription)")
        let frame = try #require(
            after.range(of: "\u{1B}[H", options: .backwards), "\(after.debugDescription)")
        let summary = try #require(after.range(of: "Seed 0: "))
        #expect(
            cleared.upperBound <= frame.lowerBound && frame.upperBound <= summary.lowerBound,
            "\(after.debugDescription)")
        shell.type("exit\n")
        #expect(shell.waitForExitHoldingTheThread(timeout: Self.patience), "\(shell.childState)")
    }

    /// Types `fg` and expects the game to take the terminal again (the alternate screen) and
    /// draw a frame, cleared first with `clearing`.
    static func bringToTheForeground(_ shell: PlayPseudoTerminal, clearing: Bool) async {
        let start = shell.text.count
        shell.type("fg\n")
        #expect(
            await shell.watch(timeout: Self.patience) { text in
                let after = text.dropFirst(start)
                return after.contains(Self.enter) && (!clearing || after.contains("\u{1B}[2J"))
                    && after.contains("spins: 0")
            },
            "not redrawn after fg: \(shell.text.dropFirst(start).suffix(600).debugDescription)")
    }

    /// ``shell(columns:rows:typing:)`` watched holding the thread, as tests of frames drawn on
    /// a terminal read it (without pause: the frames fill the terminal's buffer).
    static func shellHoldingTheThread(columns: UInt16, rows: UInt16, typing command: (String) -> String)
        throws
        -> PlayPseudoTerminal
    {
        let executable = try BuiltExecutable.path()
        let shell = try PlayPseudoTerminal(arguments: [], columns: columns, rows: rows, inShell: true)
        #expect(shell.watchHoldingTheThread(timeout: Self.patience) { $0.contains("$ ") })
        shell.type(command(executable))
        return shell
    }

    /// An interactive shell on a fresh pseudo-terminal (`columns × rows`), at its prompt, that
    /// was given the line `command` makes of the executable's path.
    static func shell(
        columns: UInt16 = 60, rows: UInt16 = 20, typing command: (String) -> String
    ) async throws -> PlayPseudoTerminal {
        let executable = try BuiltExecutable.path()
        let shell = try PlayPseudoTerminal(arguments: [], columns: columns, rows: rows, inShell: true)
        #expect(await shell.watch(timeout: Self.patience) { $0.contains("$ ") })
        shell.type(command(executable))
        return shell
    }

    /// An interactive shell on a pseudo-terminal in which `play` was started, stopped with
    /// Ctrl-Z (after `typedBeforeCtrlZ`) and continued in the background with `bg`.
    static func gameSentToTheBackground(typedBeforeCtrlZ: String = "") async throws -> PlayPseudoTerminal {
        let shell = try await Self.shell { "'\($0)' play --fps 24 --seed 5 --size 30x12\n" }
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains(Self.enter) && $0.contains("spins: 0") })
        shell.type(typedBeforeCtrlZ + "\u{1A}")
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains("Stopped") },
            "Ctrl-Z did not stop the game")
        shell.type("bg\n")
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains("play --fps 24 --seed 5 --size 30x12 &") }
        )
        return shell
    }

    /// Started by a script (`sh -c`, a launcher), Ctrl-Z stopped the game alone: the script
    /// waited on, in the terminal's foreground, so the shell never heard of a stopped job and
    /// the terminal froze. The job stops as a whole, `fg` continues it, and it quits as usual.
    @Test func ctrlZStopsAGameStartedByAScriptAsOneJob() async throws {
        let shell = try await Self.shell {
            "sh -c \"'\($0)' play --fps 24 --seed 5 --size 30x12; echo game-\\$?\"\n"
        }
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains(Self.enter) && $0.contains("spins: 0") })
        shell.type("\u{1A}")
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains("Stopped") },
            "Ctrl-Z did not stop the job: \(shell.text.suffix(400).debugDescription)")
        await Self.bringToTheForeground(shell, clearing: false)
        shell.type("q")
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains("game-0") },
            "\(shell.text.suffix(400).debugDescription)")
        shell.type("exit\n")
        #expect(await shell.waitForExit(timeout: Self.patience), "\(shell.childState)")
    }

    /// A game continued in the background (`bg`) still ends on SIGTERM (`kill %1`), though
    /// the terminal is the shell's when it puts the keyboard's settings back (a process in the
    /// background that changes them is stopped, SIGTTOU, unless the kernel lets it).
    @Test func aGameInTheBackgroundEndsOnSIGTERM() async throws {
        let shell = try await Self.gameSentToTheBackground()
        try await Task.sleep(for: .milliseconds(300))
        shell.type("kill %1; wait %1; echo status-$?\n")
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains("status-143") },
            "the game did not end: \(shell.text.suffix(400).debugDescription)")
        shell.type("exit\n")
        #expect(await shell.waitForExit(timeout: Self.patience), "\(shell.childState)")
    }

    /// A game ended while the shell owns the terminal (a `bg` game killed, here from outside
    /// while the shell waits at its prompt) leaves the terminal's settings as the shell set
    /// them: it put back its own, which it had given back when stopped, over readline's (no
    /// echo), and the shell echoed the next line twice.
    @Test func aGameEndedInTheBackgroundLeavesTheShellsSettings() async throws {
        let shell = try await Self.gameSentToTheBackground()
        let listed = shell.text.count
        shell.type("jobs -p\n")
        var pid: pid_t?
        #expect(
            await shell.watch(timeout: Self.patience) { text in
                pid =
                    text.dropFirst(listed).split(whereSeparator: \.isNewline).lazy
                    .compactMap { pid_t($0.trimmingCharacters(in: .whitespaces)) }.first
                return pid != nil && text.hasSuffix("$ ")
            }, "\(shell.text.suffix(300).debugDescription)")
        let game = try #require(pid)
        // At its prompt, readline reads the keys itself: no echo by the terminal.
        try await Task.sleep(for: .milliseconds(300))
        #expect(shell.settingsNow.c_lflag & tcflag_t(ECHO) == 0, "readline's settings")
        kill(game, SIGTERM)
        var ended = false
        for _ in 0..<500 where !ended {
            ended = Self.hasEnded(game)
            if !ended { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(ended, "the game did not end")
        #expect(
            shell.settingsNow.c_lflag & tcflag_t(ECHO) == 0, "the game put its settings back over the shell's"
        )
        shell.type("exit\n")
        #expect(await shell.waitForExit(timeout: Self.patience), "\(shell.childState)")
    }

    /// Started in the background (`play &`, or under `timeout` without `--foreground`), the
    /// game would stop at once taking the terminal (SIGTTOU), and a signal could not end it:
    /// it is refused (64), saying how to run it.
    @Test func aGameStartedInTheBackgroundIsRefused() async throws {
        let shell = try await Self.shell {
            "'\($0)' play --fps 24 --seed 5 --size 30x12 & wait $!; echo status-$?\n"
        }
        #expect(
            await shell.watch(timeout: Self.patience) { $0.contains("status-64") },
            "\(shell.text.suffix(400).debugDescription)")
        #expect(shell.text.contains("error: play was started in the background"))
        #expect(!shell.text.contains(Self.enter))
        shell.type("exit\n")
        #expect(await shell.waitForExit(timeout: Self.patience), "\(shell.childState)")
    }

    /// Ctrl-D (the keyboard going away) ends the game; so do `q` and Ctrl-Z in one read (a
    /// paste, a fast typist): the keys count in the order they came, so the game quits instead
    /// of stopping with the `q` unread.
    @Test(arguments: ["\u{04}", "q\u{1A}"])
    func theKeyboardGoingAwayOrQBeforeCtrlZEndsTheGame(keys: String) async throws {
        let terminal = try PlayPseudoTerminal(arguments: [
            "play", "--fps", "24", "--seed", "4", "--size", "30x12",
        ])
        #expect(
            await terminal.watch(timeout: Self.patience) { $0.contains("spins: 0") }, "\(terminal.ending)")
        terminal.type(keys)
        #expect(await terminal.waitForExit(timeout: Self.patience), "\(terminal.childState)")
        #expect(terminal.exitStatus == 0, "\(terminal.ending)")
        expectRestored(terminal)
        #expect(finalLine(terminal) == "no segment selected; spins: 0; seed: 4")
    }
}
