import TestSupport

@testable import LuckyWheelCLI

/// A terminal on a manual clock: keys arrive at scripted times, waiting moves the clock to
/// the next key or the deadline, and drawing takes `drawDuration` seconds.
struct PlayScriptedTerminal: PlayTerminal {
    var now: Double
    var windowSize: TerminalSize?
    /// Bytes and when they arrive, in time order; nil bytes close the keyboard.
    var script: [(time: Double, bytes: [UInt8]?)]
    var drawDuration = 0.0
    /// Every screen drawn: the clock when drawing began, whether it cleared first, the text.
    private(set) var draws: [(time: Double, clearing: Bool, screen: String)] = []
    /// The deadline of every wait for input, in order.
    private(set) var deadlines: [Double] = []

    mutating func waitForInput(until deadline: Double) throws(PlayError) -> PlayInput {
        deadlines.append(deadline)
        guard let next = script.first, next.time <= deadline else {
            now = max(now, deadline)
            return .timeout
        }
        script.removeFirst()
        now = max(now, next.time)
        return next.bytes.map { .bytes($0) } ?? .endOfInput
    }

    mutating func draw(_ screen: String, clearing: Bool) throws(PlayError) {
        draws.append((now, clearing, screen))
        now += drawDuration
    }
}
