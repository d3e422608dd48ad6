/// What one simulated spin contributes to a `SimulationTally` besides its outcome.
struct SpinFigures {
    /// Borders passed under the pointer.
    var crossings = 0
    /// The most borders passed between two consecutive ticks.
    var mostCrossingsPerTick = 0
    /// The shortest time between consecutive crossings, seconds.
    var shortestInterval = Double.infinity
    /// The largest angle turned over a whole frame interval, radians.
    var largestStep = 0.0
}
