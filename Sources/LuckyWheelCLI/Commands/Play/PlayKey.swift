/// What a key press asks `luckywheel play` to do.
enum PlayKey: Sendable, Hashable {
    /// Space or enter: press the centre button.
    case spin
    /// Right arrow: select the next segment (a tap), while the wheel is not spinning.
    case next
    /// Left arrow: select the previous segment.
    case previous
    /// `q`, Ctrl-C or Ctrl-D: end the game.
    case quit
}
