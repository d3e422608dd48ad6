import Testing
import WheelRender
import WheelSlice

/// `BuiltInAsset.fileName(scale: 0)` stopped the process (its Int overload made a scale of 0);
/// a file name is now asked of a scale, which cannot be 0.
@Suite struct InvalidScaleFileNameTests {
    @Test func aFileNameNeedsAScale() {
        let zero = Int("0") ?? 1
        #expect(SliceScale(zero).map { BuiltInAsset.sheet.fileName(scale: $0) } == nil)
        #expect(
            SliceScale(zero + 2).map { BuiltInAsset.sheet.fileName(scale: $0) } == "LuckyAstrology@2x.png")
    }
}
