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

    /// The layouts' own files and the web page: a negative count made a reversed range, and a
    /// placement with a non-finite rectangle stopped the process converting it to CSS pixels.
    @Test func layoutFilesForACountBelowOneAreTheFolderAlone() {
        let placement = WedgePlacement(
            wheelSide: 572, buttonWidth: 100, buttonHeight: 100,
            imageRect: (x: 0, y: 0, width: 10, height: 10))
        for layout in SliceLayout.allCases {
            for segments in [-1, Int.min] {
                _ = layout.layoutFiles(
                    segments: segments, scales: [1, 3], pressed: true, placement: placement)
            }
        }
        #expect(
            !WebWheelPage(segments: -1, scales: [1, 3], placement: placement, pressed: true).markup.contains(
                "<img"))
        let odd = WedgePlacement(
            wheelSide: Int.min, buttonWidth: 0, buttonHeight: -1,
            imageRect: (x: .nan, y: .infinity, width: -1, height: 0))
        #expect(WebWheelPage(segments: 4, scales: [1], placement: odd).html.contains("<div"))
    }
}
