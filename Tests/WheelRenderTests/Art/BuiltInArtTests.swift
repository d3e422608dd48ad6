import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct BuiltInArtTests {
    @Test(arguments: RenderedAssets.keys)
    func imageIsThePointSizeTimesTheScale(_ key: RenderedAssets.Key) throws {
        let image = RenderedAssets.image(key.asset, scale: key.scale)
        #expect(try image.width == key.asset.pointSize().width * key.scale)
        #expect(try image.height == key.asset.pointSize().height * key.scale)
    }

    @Test(arguments: [0, 4, -1])
    func unsupportedScalesAreRejected(_ scale: Int) {
        #expect(throws: BuiltInArtError.unsupportedScale(scale)) {
            try BuiltInArt.image(.pointer, scale: scale)
        }
        #expect(BuiltInArtError.unsupportedScale(scale).description.contains("1, 2 or 3"))
    }

    /// A size is asked for the counts the asset is drawn for, as an image is: a sheet of
    /// `Int.max` cells overflowed its width in points and stopped the process.
    @Test(arguments: [
        (BuiltInAsset.sheet, Int.max), (.sheetPressed, 25), (.sheet, 1), (.selectionWedge, 361),
        (.pointer, Int.min),
    ])
    func pointSizesOutsideTheDrawnCountsAreRefused(asset: BuiltInAsset, segments: Int) throws {
        #expect(throws: BuiltInArtError.unsupportedSegmentCount(segments, asset: asset)) {
            try asset.pointSize(segments: segments)
        }
        #expect(try BuiltInAsset.sheet.pointSize(segments: 24) == (960, 47))
        #expect(try BuiltInAsset.selectionWedge.pointSize(segments: 360).height == 143)
    }

    @Test func fileNamesFollowTheIOSScaleSuffixes() {
        #expect(BuiltInAsset.sheet.fileName(scale: 1) == "LuckyAstrology.png")
        #expect(BuiltInAsset.sheet.fileName(scale: 2) == "LuckyAstrology@2x.png")
        #expect(BuiltInAsset.selectionWedge.fileName(scale: 3) == "LuckyRototeSelected@3x.png")
        #expect(Set(BuiltInAsset.allCases.map(\.baseName)).count == BuiltInAsset.allCases.count)
    }

    @Test func drawingAgainGivesIdenticalBytes() {
        let again = RenderedAssets.drawAll()
        for key in RenderedAssets.keys {
            // Compared as a Bool: printing two images on failure would flood the log.
            let identical = again[key] == RenderedAssets.images[key]
            #expect(identical, "\(key.testDescription) changed between two draws")
        }
    }

    @Test(arguments: BuiltInArt.scales)
    func pageBackgroundIsOpaque(_ scale: Int) {
        let image = RenderedAssets.image(.pageBackground, scale: scale)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    @Test(
        arguments: [
            BuiltInAsset.wheel, .base, .selectionWedge, .centerButton, .centerButtonPressed, .pointer,
        ],
        BuiltInArt.scales)
    func roundAssetsHaveTransparentCorners(_ asset: BuiltInAsset, _ scale: Int) {
        let image = RenderedAssets.image(asset, scale: scale)
        let (right, bottom) = (image.width - 1, image.height - 1)
        for (x, y) in [(0, 0), (right, 0), (0, bottom), (right, bottom)]
        where !(asset == .pointer && y == bottom) {
            #expect(image[x, y].3 == 0, "corner (\(x), \(y))")
        }
    }
}
