import Testing

@testable import WheelSlice

/// Segment counts below 1, which a caller of the library can pass, named like 1 instead of
/// stopping the process (`String(Int.min - 1)`, `0..<-1`).
@Suite struct HostileSegmentCountTests {
    @Test func aCountBelowOneNamesLikeOne() {
        #expect(SliceLayout.android.assetName(index: 0, segments: Int.min, pressed: false) == "wedge_00")
        #expect(SliceLayout.flat.assetName(index: 3, segments: 0, pressed: true) == "wedge-03-pressed")
        #expect(SliceLayout.flutterAssets(segments: -1, pressed: true).isEmpty)
        #expect(SliceLayout.flutterAssets(segments: 2, pressed: false).count == 2)
    }
}
