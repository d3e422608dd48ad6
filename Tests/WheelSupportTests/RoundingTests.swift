import Testing
import WheelSupport

/// Rounding without libm: the reduction of an angle to one turn.
@Suite struct RoundingTests {
    /// An angle too large for `floor` to find its turns is reduced exactly, as C's `fmod` does
    /// (the figures are Python's `math.fmod`, made non-negative): 1e20 radians came out 0, so
    /// a pointer angle of 1e20 read as 12 o'clock.
    @Test(arguments: [
        (1e20, 1.8955899103166374), (1e308, 5.720858487389101), (-1e20, 4.387595396862949),
        (0x1p60, 5.082429507425438), (1e16, 2.637242432414304),
    ])
    func aHugeAngleIsReducedExactly(angle: Double, expected: Double) {
        #expect(Rounding.reduced(angle, period: 2 * .pi) == expected)
    }

    @Test func anAngleWithinReachKeepsItsReduction() {
        #expect(Rounding.reduced(1, period: 2 * .pi) == 1)
        #expect(Rounding.reduced(-1, period: 2 * .pi) == 2 * .pi - 1)
        #expect(Rounding.reduced(7, period: 2) == 1)
        #expect(Rounding.reduced(-0x1p60, period: 2) == 0)
        #expect(Rounding.reduced(.infinity, period: 2) == 0 && Rounding.reduced(.nan, period: 2) == 0)
        // The one rounding of a negative angle: the tiniest below 0 rounds up to a whole turn,
        // which is 0.
        #expect(Rounding.reduced(-1e-300, period: 2 * .pi) == 0)
    }
}
