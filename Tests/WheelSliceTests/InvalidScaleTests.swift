import Testing
import WheelSlice

/// A scale a caller computes may be 0 or negative: the library refuses it (nil) instead of
/// stopping the process, as it did (a precondition in the initializer, reached from
/// `ScreenScale.fileSuffix(0)` and `ScreenScale.key(0)` too, which are gone: a scale that
/// exists names its own files).
@Suite struct InvalidScaleTests {
    @Test(arguments: [0, -1, -3, Int.min])
    func aWholeScaleBelowOneIsNoScale(whole: Int) {
        #expect(SliceScale(whole) == nil)
    }

    @Test(arguments: [(3, 0), (0, 2), (-2, 1), (2, -1), (0, 0), (Int.min, 1)])
    func aFractionThatIsNotPositiveIsNoScale(numerator: Int, denominator: Int) {
        #expect(SliceScale(numerator: numerator, denominator: denominator) == nil)
    }

    /// A literal is a scale written in the code: `SliceScale(0)` is read as the literal `0`,
    /// not as `init?(_:)`, and a literal that is no scale stops the process, as the README says.
    @Test func aLiteralThatIsNoScaleStopsTheProcess() async {
        await #expect(processExitsWith: .failure) { _ = SliceScale(0) }
        await #expect(processExitsWith: .failure) { _ = SliceScale(0.0) }
    }

    @Test func positiveScalesStillNameTheirFiles() throws {
        let whole = 2  // a variable, not a literal: the failable init?(_: Int), not the literal's
        let two = try #require(SliceScale(whole))
        #expect(two.fileSuffix == "@2x" && two.key == "2x")
        #expect(SliceScale(numerator: 3, denominator: 2)?.fileSuffix == "@1.5x")
    }
}
