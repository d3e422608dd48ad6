import TestSupport
import Testing
import WheelPNG
import WheelRender

@Suite struct ContactSheetTests {
    @Test func tilesSitInAGridWithCaptionsUnderThem() {
        let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)]
        let tiles = colors.map { RGBAImage(width: 30, height: 20, fill: $0) }
        let sheet = ContactSheet.compose(tiles, captions: ["0 s", "1.5 s", "idle"], columns: 2)
        let gap = ContactSheet.gap
        let cell = 20 + ContactSheet.captionHeight
        #expect(sheet.width == 2 * 30 + 3 * gap)
        #expect(sheet.height == 2 * cell + 3 * gap)
        let page = ContactSheet.pageColor
        #expect(sheet[0, 0] == (page.0, page.1, page.2, 255))
        #expect(sheet[gap, gap] == colors[0])
        #expect(sheet[2 * gap + 30 + 29, gap + 19] == colors[1])
        #expect(sheet[gap, 2 * gap + cell] == colors[2])
        // The empty fourth cell is page; every caption band has ink.
        #expect(sheet[2 * gap + 45, 2 * gap + cell + 10] == (page.0, page.1, page.2, 255))
        for (x, y) in [(gap, gap + 20), (2 * gap + 30, gap + 20), (gap, 2 * gap + cell + 20)] {
            var ink = 0
            for row in y..<(y + ContactSheet.captionHeight) {
                for column in x..<(x + 30) where sheet[column, row].0 > 100 { ink += 1 }
            }
            #expect(ink > 5, "caption at (\(x), \(y))")
        }
        #expect(stride(from: 3, to: sheet.pixels.count, by: 4).allSatisfy { sheet.pixels[$0] == 255 })
    }

    @Test func fewerTilesThanColumnsMakeOneRow() {
        let sheet = ContactSheet.compose(
            [RGBAImage(width: 10, height: 10, fill: (9, 9, 9, 255))], captions: [""], columns: 6)
        #expect(sheet.width == 10 + 2 * ContactSheet.gap)
    }
}
