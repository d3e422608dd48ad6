import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct AstrologySheetArtTests {
    /// The pixels of cell `index` (40 × 47 pt).
    private func cell(_ sheet: RGBAImage, _ index: Int, scale: Int) -> [UInt8] {
        let width = 40 * scale
        return (0..<sheet.height).flatMap { y in
            let start = (y * sheet.width + index * width) * 4
            return sheet.pixels[start..<(start + width * 4)]
        }
    }

    @Test(arguments: [BuiltInAsset.sheet, .sheetPressed], BuiltInArt.scales)
    func twelveCellsAllDiffer(_ asset: BuiltInAsset, _ scale: Int) {
        let sheet = RenderedAssets.image(asset, scale: scale)
        let cells = (0..<BuiltInAsset.sheetCellCount).map { cell(sheet, $0, scale: scale) }
        #expect(Set(cells).count == 12)
    }

    @Test(arguments: BuiltInArt.scales)
    func pressedCellsDifferFromNormalOnes(_ scale: Int) {
        let normal = RenderedAssets.image(.sheet, scale: scale)
        let pressed = RenderedAssets.image(.sheetPressed, scale: scale)
        for index in 0..<12 {
            #expect(cell(normal, index, scale: scale) != cell(pressed, index, scale: scale))
        }
    }

    @Test(arguments: [BuiltInAsset.sheet, .sheetPressed], BuiltInArt.scales)
    func cellsHaveTransparentCornersAndNothingCrossesACellBorder(_ asset: BuiltInAsset, _ scale: Int) {
        let sheet = RenderedAssets.image(asset, scale: scale)
        for index in 0..<12 {
            let (left, right) = (index * 40 * scale, (index + 1) * 40 * scale - 1)
            for (x, y) in [(left, 0), (right, 0), (left, sheet.height - 1), (right, sheet.height - 1)] {
                #expect(sheet[x, y].3 == 0, "cell \(index) corner (\(x), \(y))")
            }
            // The outermost column of each cell stays clear, so slicing never cuts a neighbour.
            #expect((0..<sheet.height).allSatisfy { sheet[left, $0].3 == 0 && sheet[right, $0].3 == 0 })
            // The medallion's centre is covered.
            #expect(sheet[left + 20 * scale, 17 * scale].3 == 255)
        }
    }
}
