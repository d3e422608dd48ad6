/// What ``PlayLoop`` needs from a terminal: a monotonic clock, the keyboard, the window size
/// and a way to draw. ``InteractiveTerminal`` is the real one; tests script one on a manual
/// clock.
protocol PlayTerminal {
    /// Now, in seconds on a monotonic clock (any origin).
    var now: Double { get }
    /// The window size in cells, or nil when the terminal cannot tell.
    var windowSize: TerminalSize? { get }
    /// Waits until bytes arrive or `now` reaches `deadline` seconds, whichever comes first.
    mutating func waitForInput(until deadline: Double) throws(PlayError) -> PlayInput
    /// Draws `screen` from the top-left corner, after clearing the window when `clearing`.
    mutating func draw(_ screen: String, clearing: Bool) throws(PlayError)
}
