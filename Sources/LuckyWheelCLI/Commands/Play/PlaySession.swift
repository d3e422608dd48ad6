import WheelCore
import WheelFair
import WheelRender
import WheelSupport

/// One game of `luckywheel play`, without a terminal: the wheel model driven by keys at given
/// times, and the text of the screen at any instant. Time is an input (seconds on any
/// monotonic clock), so tests play it on a manual clock and ``PlayLoop`` on the real one.
///
/// A screen is the wheel, letterboxed into all rows but the last, and a status line with the
/// keys and the selection; a fair game (``fair``) shows the commitment on the row above the
/// status line. A grid too narrow for the wheel (fewer than `TerminalViewport.minimumColumns`)
/// has blank rows in its place. It never ends in a newline, so drawing it from the top-left
/// corner of a window of the same size never scrolls.
struct PlaySession: Sendable {
    /// The wheel, fed with the keys at the times they arrived.
    private(set) var model: WheelModel
    /// The size of the screen in cells.
    private(set) var size: TerminalSize
    /// When the player quit, or nil while the game goes on.
    private(set) var endTime: Double?
    /// The provably fair spins, when the game is fair: each press that starts a spin takes
    /// the next nonce's prize and landing point.
    private(set) var fair: FairSeries?
    private let assets: WheelAssets
    private let style: TerminalStyle
    /// The wheel's renderer, or nil when the grid is too narrow to draw it.
    private var renderer: TerminalRenderer?

    /// A wheel (`configuration`) idling at angle 0 from `startTime` seconds, drawn from
    /// `assets` in `style` on a grid of `size` (at least 1 × 1 cells; the wheel needs 2 columns,
    /// the status line a second row, the commitment of a `fair` game a third), its spins the
    /// `fair` series' when given (rules for the configuration's segment count).
    /// - Throws: `PlayError.screen` for a grid the renderer cannot fill, `PlayError.wheel` for
    ///   a start time that is not finite.
    init(
        seed: UInt64, startTime: Double, configuration: WheelConfiguration = .standard, assets: WheelAssets,
        style: TerminalStyle, size: TerminalSize, fair: FairSeries? = nil
    ) throws(PlayError) {
        do {
            model = try WheelModel(configuration: configuration, seed: seed, startTime: startTime)
        } catch {
            throw .wheel(error)
        }
        self.assets = assets
        self.style = style
        self.size = size
        self.fair = fair
        renderer = try Self.renderer(
            assets: assets, style: style, size: size, statusRows: Self.statusRows(size: size, fair: fair))
    }

    /// A new game on the same screen: a wheel idling at angle 0 from `startTime` seconds,
    /// nothing selected, no spins (a fair game starts again from its first nonce). (Cheaper
    /// than a new session: the screen's static layers are kept.)
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
        session.fair = fair.map {
            FairSeries(
                serverSeed: $0.serverSeed, clientSeed: $0.clientSeed, firstNonce: $0.firstNonce,
                rules: $0.rules)
        }
        return session
    }

    /// Whether the player has quit.
    var isFinished: Bool { endTime != nil }

    /// Applies `key` pressed at `time` seconds. Keys after quitting are ignored.
    mutating func handle(_ key: PlayKey, at time: Double) {
        guard endTime == nil else { return }
        let count = model.configuration.geometry.segmentCount
        let snapshot = model.snapshot(atValidatedTime: time)
        let current = snapshot.selectedSegment ?? snapshot.segmentUnderPointer
        // The model refuses only non-finite times and segments outside the wheel; neither can
        // come from here, so a refusal changes nothing.
        switch key {
        case .spin:
            guard var series = fair else {
                try? model.press(at: time)
                return
            }
            // Refused only once the nonces are used up (the status line says so) or when
            // libcrypto runs out of memory: the wheel then stays as it is.
            _ = try? series.press(&model, at: time)
            fair = series
        case .next: try? model.receive(.tap(segment: (current + 1) % count), at: time)
        case .previous: try? model.receive(.tap(segment: (current + count - 1) % count), at: time)
        case .quit: endTime = max(time, model.advancedTime)
        }
    }

    /// Draws on a grid of a new size from the next frame on.
    mutating func resize(to size: TerminalSize) throws(PlayError) {
        renderer = try Self.renderer(
            assets: assets, style: style, size: size, statusRows: Self.statusRows(size: size, fair: fair))
        self.size = size
    }

    /// The screen at `time` seconds (see the type's description). Times should not go
    /// backwards: what has been shown is reported by the model and its history forgotten, so a
    /// session that runs for days stays small.
    /// - Throws: `PlayError.screen` when the assets do not draw the selected segment.
    mutating func screen(at time: Double) throws(PlayError) -> String {
        let snapshot = model.snapshot(atValidatedTime: time)
        _ = model.advance(throughValidated: time)
        model.discardHistory(before: time)
        let statusRows = Self.statusRows(size: size, fair: fair)
        var text: String
        do {
            text =
                try renderer?.render(
                    FrameState(
                        angle: snapshot.angle, selectedSegment: snapshot.selectedSegment,
                        centerPressed: snapshot.isCenterButtonPressed))
                ?? String(
                    repeating: String(repeating: " ", count: size.columns) + "\n",
                    count: Self.wheelRows(size: size, statusRows: statusRows))
        } catch {
            throw .screen(error)
        }
        switch statusRows {
        case 0:
            text.removeLast()
            return text
        case 1: return text + statusLine(for: snapshot)
        default: return text + commitmentLine + "\n" + statusLine(for: snapshot)
        }
    }

    /// `commitment <64 hex>`, exactly `size.columns` characters (cut on the right when
    /// narrower: the whole commitment is printed before the game and at its end).
    var commitmentLine: String {
        let line = "commitment \(fair?.serverSeed.commitment.hex ?? "")"
        let cut = String(line.prefix(size.columns))
        return cut + String(repeating: " ", count: size.columns - cut.count)
    }

    /// The keys the status line names while the wheel is at rest, longest first: the first
    /// that leaves the state room.
    static let keyHints = [
        "space: spin  left/right: choose  q: quit", "space: spin  left/right  q: quit",
        "space: spin  q: quit",
    ]
    /// The key it names while the wheel spins, when only quitting does anything.
    static let spinningKeyHint = "q: quit"

    /// The last row, exactly `size.columns` characters: the keys that work now on the left (as
    /// many as leave 3 columns before the state), the wheel's state and counts on the right.
    /// A narrow window shows the state alone, the counts giving way (the spins first, then a
    /// fair game's nonce; that no nonce is left, which is why space does nothing, last) and,
    /// narrower still, the state's start: which segment is selected is what the line is for.
    func statusLine(for snapshot: WheelSnapshot) -> String {
        let state: String
        if snapshot.state == .spinning {
            state = "spinning..."
        } else if let segment = snapshot.selectedSegment {
            state = "segment \(segment) (no. \(segment + 1)) selected"
        } else {
            state = "no segment selected"
        }
        let spins = "  spins: \(model.spinCount)"
        let nonce = fair?.spins.last.map { "  nonce: \($0.nonce)" } ?? ""
        let usedUp = fair != nil && fair?.nextNonce == nil ? " (no nonce left)" : ""
        let right = state + spins + nonce + usedUp
        let hints = snapshot.state == .spinning ? [Self.spinningKeyHint] : Self.keyHints
        if let keys = hints.first(where: { size.columns - $0.count - right.count >= 3 }) {
            return keys + String(repeating: " ", count: size.columns - keys.count - right.count) + right
        }
        let narrower = [right, state + nonce + usedUp, state + usedUp, state]
        let shown = narrower.first { $0.count <= size.columns } ?? String(state.prefix(size.columns))
        return DecimalText.padded(shown, size.columns)
    }

    /// What `play` prints when it ends: the segment selected when the player quit (numbered as
    /// everywhere in the tool, from 0, with the number the built-in art shows), how many spins
    /// were started, and the seed that reproduces them (in a fair game the server seed does,
    /// in the reveal that follows, so no other seed is named).
    var summary: String {
        let time = endTime ?? model.advancedTime
        let snapshot = model.snapshot(atValidatedTime: time)
        let facts = "spins: \(model.spinCount)" + (fair == nil ? "; seed: \(model.seed)" : "")
        if let segment = snapshot.selectedSegment {
            return "selected segment \(segment) (number \(segment + 1) on the wheel); \(facts)"
        }
        if snapshot.state == .spinning { return "no segment selected (quit while spinning); \(facts)" }
        return "no segment selected; \(facts)"
    }

    /// All the game prints when it ends, by a quit key or a signal: ``summary`` and a fair
    /// game's ``fairReveal``.
    var endingText: String { summary + "\n" + (fairReveal ?? "") }

    /// What a fair game prints when it ends, after ``summary``: the commitment and what it was
    /// drawn with, then the server seed and every spin's nonce, prize and landing fraction, so
    /// that each spin can be checked (`luckywheel fair verify`). Nil when the game is not fair.
    var fairReveal: String? {
        fair.map { $0.commitmentText + $0.revealText }
    }

    /// The rows below the wheel: the status line, and the commitment above it in a fair game,
    /// as far as the grid leaves the wheel at least one row.
    private static func statusRows(size: TerminalSize, fair: FairSeries?) -> Int {
        min(fair == nil ? 1 : 2, size.rows - 1)
    }

    /// The rows above the status rows: at least one.
    private static func wheelRows(size: TerminalSize, statusRows: Int) -> Int {
        max(size.rows - statusRows, 1)
    }

    /// The wheel's renderer, nil on a grid narrower than the smallest view of the wheel.
    private static func renderer(
        assets: WheelAssets, style: TerminalStyle, size: TerminalSize, statusRows: Int
    ) throws(PlayError) -> TerminalRenderer? {
        guard size.columns >= TerminalViewport.minimumColumns else { return nil }
        do {
            return try TerminalRenderer(
                assets: assets, style: style, columns: size.columns,
                rows: wheelRows(size: size, statusRows: statusRows))
        } catch {
            throw .screen(error)
        }
    }
}
