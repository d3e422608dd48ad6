import TestSupport
import Testing
import WheelCore

@testable import LuckyWheelCLI

/// The game on a manual clock: times are plain numbers, so every frame is exact.
@Suite struct PlaySessionTests {
    let size = TerminalSize(columns: 60, rows: 21)

    @Test func anIdleScreenIsTheRenderedWheelAndAStatusLineWithoutATrailingNewline() throws {
        let wide = TerminalSize(columns: 80, rows: 21)
        var session = try PlayFixtures.session(start: 5, size: wide)
        let screen = try session.screen(at: 6.5)
        let model = try WheelModel(seed: 1, startTime: 5)
        let wheel = try PlayFixtures.wheelText(model.snapshot(at: 6.5), size: wide)
        #expect(screen.hasPrefix(wheel))
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 21)
        #expect(lines.allSatisfy { $0.count == 80 })
        #expect(
            lines.last
                == "space: spin  left/right: choose  q: quit           no segment selected  spins: 0")
    }

    /// Where the whole hint leaves the state no room (segment 10 selected at 80 columns, a
    /// fair game's nonce), a shorter one stands; the hints no longer vanish and come back as
    /// the selection changes.
    @Test(arguments: [
        (80, 10, "space: spin  left/right  q: quit          segment 10 (no. 11) selected  spins: 0"),
        (80, 2, "space: spin  left/right: choose  q: quit    segment 2 (no. 3) selected  spins: 0"),
        (61, 10, "space: spin  q: quit   segment 10 (no. 11) selected  spins: 0"),
        (60, 10, "                      segment 10 (no. 11) selected  spins: 0"),
    ])
    func aShorterHintLeavesTheStateRoom(columns: Int, segment: Int, line: String) throws {
        var session = try PlayFixtures.session(size: TerminalSize(columns: columns, rows: 21))
        _ = try session.screen(at: 0)
        for _ in 0..<segment { session.handle(.next, at: 0.1) }
        let screen = try session.screen(at: 0.2)
        #expect(screen.split(separator: "\n").last.map(String.init) == line)
    }

    @Test(arguments: [
        (60, "space: spin  q: quit           no segment selected  spins: 0"),
        (40, "           no segment selected  spins: 0"), (12, "no segment s"),
    ])
    func aNarrowStatusLineShowsTheShortHintOrTheStateAlone(columns: Int, line: String) throws {
        var session = try PlayFixtures.session(size: TerminalSize(columns: columns, rows: 5))
        let screen = try session.screen(at: 0)
        #expect(screen.split(separator: "\n").last.map(String.init) == line)
    }

    /// Narrower than the state and its counts, the line keeps the selected segment: the counts
    /// go first, then the state's end (it was cut from the left, losing the segment).
    @Test(arguments: [
        (38, "segment 10 (no. 11) selected  spins: 0"), (35, "       segment 10 (no. 11) selected"),
        (25, "segment 10 (no. 11) selec"),
    ])
    func aNarrowStatusLineKeepsTheSelectedSegment(columns: Int, line: String) throws {
        var session = try PlayFixtures.session(size: TerminalSize(columns: columns, rows: 5))
        _ = try session.screen(at: 0)
        for _ in 0..<10 { session.handle(.next, at: 0.1) }
        let screen = try session.screen(at: 0.2)
        #expect(screen.split(separator: "\n").last.map(String.init) == line)
    }

    /// While the wheel spins, only `q` does something, and the hint says so (at 60 columns it
    /// named the arrows, which a spin ignores, while the idle wheel's shorter hint did not).
    @Test func aSpinningWheelsHintNamesOnlyQuitting() throws {
        var session = try PlayFixtures.session(size: TerminalSize(columns: 60, rows: 21))
        _ = try session.screen(at: 0.9)
        session.handle(.spin, at: 1)
        let line = try session.screen(at: 1.5).split(separator: "\n").last.map(String.init)
        #expect(line == "q: quit" + String(repeating: " ", count: 32) + "spinning...  spins: 1")
    }

    @Test(arguments: [1, 12345] as [UInt64])
    func aPressSpinsAndTheLandingSelectsTheModelsPrize(seed: UInt64) throws {
        var session = try PlayFixtures.session(seed: seed)
        _ = try session.screen(at: 0.9)
        session.handle(.spin, at: 1)
        let prize = try PlayFixtures.prize(seed: seed)
        var reference = try WheelModel(seed: seed)
        try reference.press(at: 1)

        let spinning = try session.screen(at: 2.5)
        #expect(spinning.hasPrefix(try PlayFixtures.wheelText(reference.snapshot(at: 2.5), size: size)))
        #expect(try reference.snapshot(at: 2.5).isCenterButtonPressed)
        #expect(spinning.hasSuffix("spinning...  spins: 1"))

        let landed = try session.screen(at: 4.2)
        let snapshot = try reference.snapshot(at: 4.2)
        #expect(snapshot.state == .settled && snapshot.selectedSegment == prize)
        #expect(landed.hasPrefix(try PlayFixtures.wheelText(snapshot, size: size)))
        #expect(landed.hasSuffix("segment \(prize) (no. \(prize + 1)) selected  spins: 1"))

        session.handle(.quit, at: 4.5)
        #expect(session.isFinished)
        #expect(
            session.summary
                == "selected segment \(prize) (number \(prize + 1) on the wheel); spins: 1; seed: \(seed)")
    }

    @Test func aLongerSpinDurationIsHonoured() throws {
        let assets = try #require(PlayFixtures.assets)
        let configuration = try WheelConfiguration(spin: SpinOptions(duration: 20))
        var session = try PlaySession(
            seed: 5, startTime: 0, configuration: configuration, assets: assets, style: .ascii,
            size: TerminalSize(columns: 40, rows: 8))
        session.handle(.spin, at: 1)
        #expect(try session.screen(at: 20.9).hasSuffix("spinning...  spins: 1"))
        let prize = try PlayFixtures.prize(seed: 5)
        #expect(
            try session.screen(at: 21.1).hasSuffix("segment \(prize) (no. \(prize + 1)) selected  spins: 1"))
    }

    @Test func keysAfterQuittingChangeNothing() throws {
        var session = try PlayFixtures.session()
        session.handle(.quit, at: 1)
        session.handle(.spin, at: 2)
        session.handle(.next, at: 3)
        #expect(session.model.spinCount == 0)
        #expect(session.endTime == 1)
        #expect(session.summary == "no segment selected; spins: 0; seed: 1")
    }

    @Test func quittingWhileSpinningSaysNothingWasSelected() throws {
        var session = try PlayFixtures.session(seed: 9)
        session.handle(.spin, at: 0.5)
        _ = try session.screen(at: 1)
        session.handle(.quit, at: 2)
        #expect(session.summary == "no segment selected (quit while spinning); spins: 1; seed: 9")
    }

    @Test func arrowsTapTheNeighboursWhileIdleAndAreIgnoredWhileSpinning() throws {
        var session = try PlayFixtures.session()
        // At the start segment 0 is under the pointer: right selects 1, left twice wraps to 11.
        session.handle(.next, at: 0.1)
        #expect(try session.model.snapshot(at: 0.1).selectedSegment == 1)
        session.handle(.previous, at: 0.2)
        session.handle(.previous, at: 0.3)
        #expect(try session.model.snapshot(at: 0.3).selectedSegment == 11)
        session.handle(.spin, at: 1)
        session.handle(.next, at: 2)
        let ignored = try session.model.events(after: 1.5, through: 2.5).filter {
            if case .inputIgnored(2, .tap) = $0 { return true }
            return false
        }
        #expect(ignored.count == 1)
        session.handle(.quit, at: 2.5)
        #expect(session.summary.hasPrefix("no segment selected (quit while spinning)"))
    }

    @Test func aTappedSegmentIsTheSummary() throws {
        var session = try PlayFixtures.session(seed: 3)
        session.handle(.previous, at: 0.5)
        session.handle(.quit, at: 0.6)
        #expect(session.summary == "selected segment 11 (number 12 on the wheel); spins: 0; seed: 3")
    }

    @Test(arguments: [(1, 1), (1, 6), (2, 2), (7, 2), (41, 3), (100, 30)])
    func everyScreenFillsItsGridExactly(columns: Int, rows: Int) throws {
        var session = try PlayFixtures.session(size: TerminalSize(columns: columns, rows: rows))
        let lines = try session.screen(at: 0).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == rows)
        #expect(lines.allSatisfy { $0.count == columns })
    }

    /// A window one column wide cannot show the wheel (its smallest view is 2 × 1): blank
    /// rows above the status line, which shows the state's first character as any narrow one
    /// shows its start.
    @Test func aScreenTooNarrowForTheWheelIsBlankAboveTheStatusLine() throws {
        var session = try PlayFixtures.session(size: TerminalSize(columns: 1, rows: 4))
        #expect(try session.screen(at: 0) == " \n \n \nn")
    }

    @Test func aOneRowScreenIsTheWheelAlone() throws {
        var session = try PlayFixtures.session(size: TerminalSize(columns: 10, rows: 1))
        let screen = try session.screen(at: 0)
        #expect(screen.count == 10 && !screen.contains("\n"))
    }

    @Test func resizingChangesTheNextScreen() throws {
        var session = try PlayFixtures.session()
        try session.resize(to: TerminalSize(columns: 30, rows: 11))
        #expect(session.size == TerminalSize(columns: 30, rows: 11))
        let lines = try session.screen(at: 0).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 11 && lines.allSatisfy { $0.count == 30 })
    }

    @Test func aLongGameForgetsItsHistory() throws {
        var session = try PlayFixtures.session()
        for spin in 0..<6 {
            let start = Double(spin) * 7
            session.handle(.spin, at: start)
            _ = try session.screen(at: start + 0.5)
            #expect(session.model.spins.count == 1)
            _ = try session.screen(at: start + 4)
            #expect(session.model.spins.isEmpty)
        }
        #expect(session.model.spinCount == 6)
        #expect(session.model.historyStart == 39)
    }
}
