import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct BuiltInWheelAssetsTests {
    @Test(arguments: 1...3)
    func twelveSegmentsCutFromTheSheetAtEachScale(scale: Int) throws {
        let assets = try WheelAssets.builtIn(scale: scale)
        #expect(assets.scale == scale)
        #expect(assets.segmentCount == 12)
        #expect(assets.frameSide == 286 * scale)
        let sheet = try BuiltInArt.image(.sheet, scale: scale)
        for (index, segment) in assets.segments.enumerated() {
            #expect(segment.width == 40 * scale && segment.height == 47 * scale)
            // Cell i is columns [40·i, 40·(i+1)) pt of the sheet, pixel for pixel.
            for y in stride(from: 0, to: segment.height, by: 7) {
                for x in stride(from: 0, to: segment.width, by: 5) {
                    #expect(segment[x, y] == sheet[index * 40 * scale + x, y])
                }
            }
        }
        #expect(assets.pressedSegments != assets.segments)
    }

    @Test func unsupportedScaleIsRefused() {
        #expect(throws: (any Error).self) { try WheelAssets.builtIn(scale: 4) }
    }
}
