import TestSupport
import Testing
import WheelCore

@testable import LuckyWheelCLI

@Suite struct PlayLoopTests {
    static let window = TerminalSize(columns: 60, rows: 21)

    func play(
        _ terminal: inout PlayScriptedTerminal, fps: Double = 30, requestedSize: TerminalSize? = nil,
        seed: UInt64 = 1
    ) throws -> PlaySession {
        let loop = PlayLoop(
            clock: try DisplayLinkClock(framesPerSecond: fps, start: terminal.now),
            requestedSize: requestedSize)
        var session = try PlayFixtures.session(
            seed: seed, start: terminal.now, size: loop.screenSize(window: terminal.windowSize))
        try loop.run(&session, on: &terminal)
        return session
    }

    @Test func ticksAreDrawnOnTheClockGridAndQEndsTheGame() throws {
        var terminal = PlayScriptedTerminal(
            now: 100, windowSize: Self.window, script: [(101, Array("q".utf8))])
        let session = try play(&terminal)
        #expect(session.endTime == 101)
        let clock = try DisplayLinkClock(framesPerSecond: 30, start: 100)
        // Ticks 0...29 (tick 30 is at 101 s, when q arrived first).
        #expect(terminal.draws.map(\.time) == (0..<30).map { clock.timestamp(ofTick: $0) })
        #expect(terminal.draws.map(\.clearing) == [true] + Array(repeating: false, count: 29))
        #expect(session.summary == "no segment selected; spins: 0; seed: 1")
    }

    @Test func aSpaceSpinsTheWheelAndTheLandingIsShownAndPrinted() throws {
        var terminal = PlayScriptedTerminal(
            now: 0, windowSize: Self.window, script: [(0.5, [0x20]), (4, Array("q".utf8))])
        let session = try play(&terminal, fps: 24)
        let prize = try PlayFixtures.prize(seed: 1)
        var reference = try WheelModel(seed: 1)
        try reference.press(at: 0.5)
        let lastDraw = try #require(terminal.draws.last)
        #expect(lastDraw.time == 95.0 / 24)
        let snapshot = try reference.snapshot(at: lastDraw.time)
        #expect(snapshot.selectedSegment == prize)
        #expect(lastDraw.screen.hasPrefix(try PlayFixtures.wheelText(snapshot, size: Self.window)))
        #expect(
            session.summary
                == "selected segment \(prize) (number \(prize + 1) on the wheel); spins: 1; seed: 1")
    }

    @Test func slowFramesAreSkippedNeverDrawnLate() throws {
        // Each frame takes 2.5 frame intervals to draw: after tick n the next one drawn is n + 3.
        var terminal = PlayScriptedTerminal(now: 0, windowSize: Self.window, script: [(1, Array("q".utf8))])
        terminal.drawDuration = 2.5 / 30
        _ = try play(&terminal)
        let clock = try DisplayLinkClock(framesPerSecond: 30, start: 0)
        #expect(
            terminal.draws.map(\.time) == stride(from: 0, to: 30, by: 3).map { clock.timestamp(ofTick: $0) })
    }

    @Test func theEndOfTheKeyboardEndsTheGame() throws {
        var terminal = PlayScriptedTerminal(now: 0, windowSize: Self.window, script: [(0.2, nil)])
        let session = try play(&terminal)
        #expect(session.endTime == 0.2)
        #expect(terminal.draws.count == 6)
    }

    @Test func keysBetweenTicksTakeEffectAtTheirOwnTime() throws {
        let right = Array("\u{1B}[C".utf8)
        var terminal = PlayScriptedTerminal(
            now: 0, windowSize: Self.window,
            script: [
                (0.01, right), (0.02, Array(right.prefix(1))),
                (0.05, Array(right.dropFirst()) + Array("q".utf8)),
            ])
        let session = try play(&terminal)
        // The right arrow split across two reads counts once, at the time its last byte came.
        #expect(
            try session.model.events(after: 0.04, through: 1) == [
                .selectionChanged(time: 0.05, from: 1, to: 2)
            ])
        #expect(terminal.draws.count == 2)
    }

    /// A stray `ESC [` (typed by hand, or a sequence cut short) is dropped once it has waited
    /// ``PlayKeyDecoder/sequenceTimeout`` for its next byte: the loop wakes for that between
    /// ticks, and the `q` typed later quits instead of ending the sequence.
    @Test func aStrayEscapeSequenceIsDroppedAtItsTimeOutSoQQuits() throws {
        let stray = 0.01
        var terminal = PlayScriptedTerminal(
            now: 0, windowSize: Self.window,
            script: [(stray, Array("\u{1B}[".utf8)), (0.5, Array("q".utf8)), (2, nil)])
        let session = try play(&terminal)
        #expect(session.endTime == 0.5)
        let deadline = stray + PlayKeyDecoder.sequenceTimeout
        let clock = try DisplayLinkClock(framesPerSecond: 30, start: 0)
        #expect(
            clock.timestamp(ofTick: clock.firstTickIndex(atOrAfter: deadline)) != deadline, "not on a tick")
        #expect(terminal.deadlines.filter { $0 == deadline }.count == 1, "\(terminal.deadlines)")
    }

    @Test func aResizedWindowIsClearedAndFilled() throws {
        // The window shrinks after the first tick; the loop reads its size at every tick.
        struct Shrinking: PlayTerminal {
            var inner: PlayScriptedTerminal
            var now: Double { inner.now }
            var windowSize: TerminalSize? {
                inner.draws.isEmpty ? inner.windowSize : TerminalSize(columns: 30, rows: 11)
            }
            mutating func waitForInput(until deadline: Double) throws(PlayError) -> PlayInput {
                try inner.waitForInput(until: deadline)
            }
            mutating func draw(_ screen: String, clearing: Bool) throws(PlayError) {
                try inner.draw(screen, clearing: clearing)
            }
        }
        var terminal = Shrinking(
            inner: PlayScriptedTerminal(now: 0, windowSize: Self.window, script: [(0.09, Array("q".utf8))]))
        let loop = PlayLoop(clock: try DisplayLinkClock(framesPerSecond: 30, start: 0), requestedSize: nil)
        var session = try PlayFixtures.session(size: loop.screenSize(window: terminal.windowSize))
        try loop.run(&session, on: &terminal)
        let draws = terminal.inner.draws
        #expect(draws.map(\.clearing) == [true, true, false])
        #expect(draws.map { $0.screen.split(separator: "\n").count } == [21, 11, 11])
        #expect(session.size == TerminalSize(columns: 30, rows: 11))
    }

    /// `--size`, the window, the screen: `--size` cut to the window, the window when no
    /// `--size` (even one too narrow for the wheel: a wider screen would wrap), 80 × 24 when
    /// neither is known, always within 1 × 1 … 1000 × 1000.
    static let sizes: [(requested: TerminalSize?, window: TerminalSize?, screen: TerminalSize)] = [
        (
            TerminalSize(columns: 80, rows: 40), TerminalSize(columns: 200, rows: 60),
            TerminalSize(columns: 80, rows: 40)
        ),
        (
            TerminalSize(columns: 80, rows: 40), TerminalSize(columns: 100, rows: 30),
            TerminalSize(columns: 80, rows: 30)
        ),
        (TerminalSize(columns: 80, rows: 40), nil, TerminalSize(columns: 80, rows: 40)),
        (nil, TerminalSize(columns: 132, rows: 43), TerminalSize(columns: 132, rows: 43)),
        (nil, nil, TerminalSize.unknownWindow),
        (nil, TerminalSize(columns: 1, rows: 1), TerminalSize(columns: 1, rows: 1)),
        (
            TerminalSize(columns: 80, rows: 40), TerminalSize(columns: 1, rows: 30),
            TerminalSize(columns: 1, rows: 30)
        ),
        (nil, TerminalSize(columns: 5000, rows: 5000), TerminalSize(columns: 1000, rows: 1000)),
    ]

    @Test(arguments: 0..<sizes.count)
    func theScreenSizeIsTheRequestedSizeCutToTheWindow(index: Int) throws {
        let (requested, window, screen) = Self.sizes[index]
        let loop = PlayLoop(clock: try DisplayLinkClock(framesPerSecond: 30), requestedSize: requested)
        #expect(loop.screenSize(window: window) == screen)
    }

    @Test func aFailingDrawEndsTheLoopWithItsError() throws {
        struct Broken: PlayTerminal {
            var now = 0.0
            var windowSize: TerminalSize? { TerminalSize(columns: 20, rows: 10) }
            mutating func waitForInput(until deadline: Double) throws(PlayError) -> PlayInput {
                now = deadline
                return .timeout
            }
            mutating func draw(_ screen: String, clearing: Bool) throws(PlayError) {
                throw .output(CommandFailure(.ioError, "cannot write to standard output: Input/output error"))
            }
        }
        var terminal = Broken()
        let loop = PlayLoop(clock: try DisplayLinkClock(framesPerSecond: 30), requestedSize: nil)
        var session = try PlayFixtures.session(size: TerminalSize(columns: 20, rows: 10))
        #expect(
            throws: PlayError.output(
                CommandFailure(.ioError, "cannot write to standard output: Input/output error"))
        ) {
            try loop.run(&session, on: &terminal)
        }
        #expect(PlayError.output(CommandFailure(.ioError, "x")).commandFailure.exitCode == .ioError)
    }
}
