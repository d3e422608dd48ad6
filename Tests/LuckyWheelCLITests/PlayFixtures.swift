import TestSupport
import Testing
import WheelCore
import WheelRender
import WheelSupport

@testable import LuckyWheelCLI

/// What the play tests share: the built-in art at @1x (drawn once), and a session and the
/// model it should match.
enum PlayFixtures {
    /// The built-in assets, or nil when they cannot be drawn (tests then fail on `#require`).
    static let assets: WheelAssets? = try? WheelAssets.builtIn(scale: 1)

    /// Sessions and renderers by screen size: composing a screen's static layers is the slow
    /// part of a debug build, and copies share it.
    private static let sessions = Locked<[TerminalSize: PlaySession]>([:])
    private static let renderers = Locked<[TerminalSize: TerminalRenderer]>([:])

    /// A session in plain ASCII, so frames compare as text.
    static func session(
        seed: UInt64 = 1, start: Double = 0, size: TerminalSize = TerminalSize(columns: 60, rows: 21)
    )
        throws -> PlaySession
    {
        if let cached = sessions.withLock({ $0[size] }) {
            return try cached.restarted(seed: seed, startTime: start)
        }
        let assets = try #require(assets)
        let session = try PlaySession(seed: seed, startTime: start, assets: assets, style: .ascii, size: size)
        sessions.withLock { $0[size] = session }
        return session
    }

    /// The segment spin `index` of a wheel with `seed` lands on, from the model alone.
    static func prize(seed: UInt64, spin index: Int = 0, segments: Int = 12) throws -> Int {
        let wheel = try WheelConfiguration(geometry: WheelGeometry(segmentCount: segments))
        var model = try WheelModel(configuration: wheel, seed: seed)
        for spin in 0...index { try model.press(at: Double(spin) * 10) }
        return model.spins[index].landing.segment
    }

    /// The wheel part of a screen as the renderer draws `snapshot` on `size` (the last row
    /// holds the status line).
    static func wheelText(_ snapshot: WheelSnapshot, size: TerminalSize) throws -> String {
        var renderer: TerminalRenderer
        if let cached = renderers.withLock({ $0[size] }) {
            renderer = cached
        } else {
            renderer = try TerminalRenderer(
                assets: try #require(assets), style: .ascii, columns: size.columns, rows: size.rows - 1)
            renderers.withLock { [renderer] in $0[size] = renderer }
        }
        return try renderer.render(
            FrameState(
                angle: snapshot.angle, selectedSegment: snapshot.selectedSegment,
                centerPressed: snapshot.isCenterButtonPressed))
    }
}
