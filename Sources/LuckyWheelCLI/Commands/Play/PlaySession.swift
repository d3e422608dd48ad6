import WheelCore
import WheelRender

/// One game of `luckywheel play`, without a terminal: the wheel model driven by keys at given
/// times, and the text of the screen at any instant. Time is an input (seconds on any
/// monotonic clock), so tests play it on a manual clock and ``PlayLoop`` on the real one.
///
/// A screen is the wheel, letterboxed into all rows but the last, and a status line with the
/// keys and the selection. It never ends in a newline, so drawing it from the top-left corner
/// of a window of the same size never scrolls.
struct PlaySession: Sendable {
    /// The wheel, fed with the keys at the times they arrived.
    private(set) var model: WheelModel
    /// The size of the screen in cells.
    private(set) var size: TerminalSize
    /// When the player quit, or nil while the game goes on.
    private(set) var endTime: Double?
    private let assets: WheelAssets
    private let style: TerminalStyle
    private var renderer: TerminalRenderer

    /// A wheel (`configuration`) idling at angle 0 from `startTime` seconds, drawn from
    /// `assets` in `style` on a grid of `size` (at least 2 × 1 cells; the status line needs a
    /// second row).
    /// - Throws: `PlayError.screen` for a grid the renderer cannot fill, `PlayError.wheel` for
    ///   a start time that is not finite.
    init(
        seed: UInt64, startTime: Double, configuration: WheelConfiguration = .standard, assets: WheelAssets,
        style: TerminalStyle, size: TerminalSize
    ) throws(PlayError) {
        do {
            model = try WheelModel(configuration: configuration, seed: seed, startTime: startTime)
        } catch {
            throw .wheel(error)
        }
        self.assets = assets
        self.style = style
        self.size = size
        renderer = try Self.renderer(assets: assets, style: style, size: size)
    }

    /// A new game on the same screen: a wheel idling at angle 0 from `startTime` seconds,
    /// nothing selected, no spins. (Cheaper than a new session: the screen's static layers are
    /// kept.)
    /// - Throws: `PlayError.wheel` for a start time that is not finite.
    func restarted(seed: UInt64, startTime: Double) throws(PlayError) -> PlaySession {
        var session = self
        do {
            session.model = try WheelModel(
                configuration: model.configuration, seed: seed, startTime: startTime)
        } catch {
            throw .wheel(error)
        }
        session.endTime = nil
        return session
    }

    /// Whether the player has quit.
    var isFinished: Bool { endTime != nil }

    /// Applies `key` pressed at `time` seconds. Keys after quitting are ignored.
    mutating func handle(_ key: PlayKey, at time: Double) {
        guard endTime == nil else { return }
        let count = model.configuration.geometry.segmentCount
        let snapshot = model.snapshot(at: time)
        let current = snapshot.selectedSegment ?? snapshot.segmentUnderPointer
        // The model refuses only non-finite times and segments outside the wheel; neither can
        // come from here, so a refusal changes nothing.
        switch key {
        case .spin: try? model.press(at: time)
        case .next: try? model.receive(.tap(segment: (current + 1) % count), at: time)
        case .previous: try? model.receive(.tap(segment: (current + count - 1) % count), at: time)
        case .quit: endTime = max(time, model.advancedTime)
        }
    }

    /// Draws on a grid of a new size from the next frame on.
    mutating func resize(to size: TerminalSize) throws(PlayError) {
        renderer = try Self.renderer(assets: assets, style: style, size: size)
        self.size = size
    }

    /// The screen at `time` seconds (see the type's description). Times should not go
    /// backwards: what has been shown is reported by the model and its history forgotten, so a
    /// session that runs for days stays small.
    mutating func screen(at time: Double) -> String {
        let snapshot = model.snapshot(at: time)
        _ = model.advance(through: time)
        model.discardHistory(before: time)
        var text = renderer.render(
            FrameState(
                angle: snapshot.angle, selectedSegment: snapshot.selectedSegment,
                centerPressed: snapshot.isCenterButtonPressed))
        guard size.rows > 1 else {
            text.removeLast()
            return text
        }
        return text + statusLine(for: snapshot)
    }

    /// The last row: the keys on the left, the wheel's state on the right, exactly
    /// `size.columns` characters; a narrow window shows only the state, cut from the left.
    func statusLine(for snapshot: WheelSnapshot) -> String {
        let keys = "space: spin  left/right: choose  q: quit"
        let state: String
        if snapshot.state == .spinning {
            state = "spinning..."
        } else if let segment = snapshot.selectedSegment {
            state = "segment \(segment) (no. \(segment + 1)) selected"
        } else {
            state = "no segment selected"
        }
        let right = "\(state)  spins: \(model.spinCount)"
        let gap = size.columns - keys.count - right.count
        if gap >= 3 { return keys + String(repeating: " ", count: gap) + right }
        let cut = String(right.suffix(size.columns))
        return String(repeating: " ", count: size.columns - cut.count) + cut
    }

    /// What `play` prints when it ends: the segment selected when the player quit (numbered as
    /// everywhere in the tool, from 0, with the number the built-in art shows), how many spins
    /// were started, and the seed that reproduces them.
    var summary: String {
        let time = endTime ?? model.advancedTime
        let snapshot = model.snapshot(at: time)
        let facts = "spins: \(model.spinCount); seed: \(model.seed)"
        if let segment = snapshot.selectedSegment {
            return "selected segment \(segment) (number \(segment + 1) on the wheel); \(facts)"
        }
        if snapshot.state == .spinning { return "no segment selected (quit while spinning); \(facts)" }
        return "no segment selected; \(facts)"
    }

    private static func renderer(
        assets: WheelAssets, style: TerminalStyle, size: TerminalSize
    ) throws(PlayError) -> TerminalRenderer {
        do {
            return try TerminalRenderer(
                assets: assets, style: style, columns: size.columns, rows: max(size.rows - 1, 1))
        } catch {
            throw .screen(error)
        }
    }
}
