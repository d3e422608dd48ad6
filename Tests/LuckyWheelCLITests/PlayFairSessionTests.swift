import TestSupport
import Testing
import WheelCore
import WheelFair
import WheelRender

@testable import LuckyWheelCLI

/// A fair game of `play` on a manual clock: the commitment on screen before the first spin,
/// one nonce per spin that starts, and the reveal when the game ends.
@Suite struct PlayFairSessionTests {
    static let size = TerminalSize(columns: 60, rows: 21)
    static let seed = Result { try ServerSeed(hex: FairCommandTests.seedHex) }

    static func session(size: TerminalSize = size, firstNonce: UInt64 = 0) throws -> PlaySession {
        let series = FairSeries(serverSeed: try seed.get(), clientSeed: "alice", firstNonce: firstNonce)
        return try PlaySession(
            seed: 1, startTime: 0, assets: try #require(PlayFixtures.assets), style: .ascii, size: size,
            fair: series)
    }

    @Test func theCommitmentIsOnScreenAboveTheStatusLineBeforeTheFirstSpin() throws {
        var session = try Self.session()
        let lines = try session.screen(at: 0.5).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 21 && lines.allSatisfy { $0.count == 60 })
        #expect(lines[19] == ("commitment " + FairCommandTests.commitmentHex).prefix(60))
        #expect(lines[20].hasSuffix("no segment selected  spins: 0"))
        // The wheel fills the rows above: the renderer's frame of 19 rows.
        let model = try WheelModel(seed: 1)
        let snapshot = try model.snapshot(at: 0.5)
        var renderer = try TerminalRenderer(
            assets: try #require(PlayFixtures.assets), style: .ascii, columns: 60, rows: 19)
        let wheel = try renderer.render(
            FrameState(angle: snapshot.angle, selectedSegment: nil, centerPressed: false))
        #expect(lines.prefix(19).joined(separator: "\n") + "\n" == wheel)
        let wide = try Self.session(size: TerminalSize(columns: 80, rows: 10))
        var copy = wide
        let line = try copy.screen(at: 0).split(separator: "\n")[8]
        #expect(line == "commitment \(FairCommandTests.commitmentHex)     ")
    }

    /// Each spin that starts takes the next nonce and stops on its prize; a press while the
    /// wheel spins is ignored and uses no nonce. The reveal lists every spin.
    @Test func spinsStopOnTheFairPrizesAndTheEndRevealsTheSeed() throws {
        var session = try Self.session()
        session.handle(.spin, at: 1)
        session.handle(.spin, at: 2)
        #expect(session.fair?.spins.map(\.nonce) == [0])
        #expect(try session.screen(at: 2.5).hasSuffix("spinning...  spins: 1  nonce: 0"))
        #expect(try session.screen(at: 4.2).hasSuffix("segment 1 (no. 2) selected  spins: 1  nonce: 0"))
        session.handle(.spin, at: 5)
        #expect(try session.screen(at: 8.5).hasSuffix("segment 4 (no. 5) selected  spins: 2  nonce: 1"))
        let second = try #require(session.fair?.spins.last)
        #expect(try session.model.snapshot(at: 8.5).segmentUnderPointer == second.prize)
        session.handle(.quit, at: 9)
        #expect(session.summary == "selected segment 4 (number 5 on the wheel); spins: 2")
        #expect(
            session.fairReveal == """
                commitment   \(FairCommandTests.commitmentHex)
                client seed  "alice", first nonce 0; 12 segments, uniform weights, landing margin 0.1
                server seed  \(FairCommandTests.seedHex)
                nonce 0  segment 1 (number 2)  at 0.2632951600477099
                nonce 1  segment 4 (number 5)  at 0.5478517519310117

                """)
        let restarted = try session.restarted(seed: 2, startTime: 0)
        #expect(restarted.fair?.spins.isEmpty == true && restarted.fair?.nextNonce == 0)
    }

    /// That no nonce is left (why space does nothing) is the last count a narrow line gives up.
    @Test func theLastNonceIsSaidToBeUsedUp() throws {
        var wide = try Self.session(size: TerminalSize(columns: 90, rows: 21), firstNonce: .max)
        wide.handle(.spin, at: 1)
        #expect(
            try wide.screen(at: 4.5).hasSuffix(
                "selected  spins: 1  nonce: 18446744073709551615 (no nonce left)"))
        var session = try Self.session(firstNonce: .max)
        session.handle(.spin, at: 1)
        let line = try session.screen(at: 4.5).split(separator: "\n").last.map(String.init)
        #expect(line?.count == 60)
        #expect(line?.hasSuffix(") selected (no nonce left)") == true)
        session.handle(.spin, at: 8)
        #expect(session.model.spinCount == 1)
    }

    /// A grid too small for both rows keeps the status line; a game that is not fair has no
    /// commitment and no reveal.
    @Test func smallGridsAndUnfairGames() throws {
        var two = try Self.session(size: TerminalSize(columns: 30, rows: 2))
        let lines = try two.screen(at: 0).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].hasSuffix("spins: 0"))
        var one = try Self.session(size: TerminalSize(columns: 30, rows: 1))
        #expect(try !one.screen(at: 0).contains("\n"))
        let plain = try PlayFixtures.session()
        #expect(plain.fairReveal == nil)
    }
}
