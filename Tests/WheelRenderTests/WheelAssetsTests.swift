import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct WheelAssetsTests {
    static func assets(scale: Int = 1, segments: Int = 12, pressed: Int = 12) throws(RenderError)
        -> WheelAssets
    {
        let image = RGBAImage(validatedWidth: 2, height: 2)
        return try WheelAssets(
            scale: scale, pageBackground: image, base: image, wheel: image, selectionWedge: image,
            centerButton: image,
            centerButtonPressed: image, pointer: image, segments: Array(repeating: image, count: segments),
            pressedSegments: Array(repeating: image, count: pressed))
    }

    @Test func invalidAssetsAreRefusedWithTheFacts() {
        #expect(throws: RenderError.unsupportedScale(4)) { try Self.assets(scale: 4) }
        #expect(throws: RenderError.invalidSegmentCount(0)) { try Self.assets(segments: 0, pressed: 0) }
        #expect(throws: RenderError.pressedSegmentCountMismatch(segments: 12, pressed: 11)) {
            try Self.assets(pressed: 11)
        }
        #expect(
            RenderError.pressedSegmentCountMismatch(segments: 12, pressed: 11).description.contains(
                "11 pressed"))
    }

    @Test func frameSizeFollowsTheScale() throws {
        #expect(try Self.assets(scale: 3).frameSide == 858)
        #expect(try Self.assets(segments: 8, pressed: 8).segmentCount == 8)
    }
}
