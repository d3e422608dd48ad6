import TestSupport
import Testing
import WheelPNG
import WheelRender

@Suite struct ContactSheetTests {
    @Test func tilesSitInAGridWithCaptionsUnderThem() throws {
        let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)]
        let tiles = colors.map { RGBAImage(validatedWidth: 30, height: 20, fill: $0) }
        let sheet = try ContactSheet.compose(tiles, captions: ["0 s", "1.5 s", "idle"], columns: 2)
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

    @Test func fewerTilesThanColumnsMakeOneRow() throws {
        let sheet = try ContactSheet.compose(
            [RGBAImage(validatedWidth: 10, height: 10, fill: (9, 9, 9, 255))], captions: [""], columns: 6)
        #expect(sheet.width == 10 + 2 * ContactSheet.gap)
    }

    /// What a caller can get wrong is refused with the values (each stopped the process).
    @Test func argumentsTheSheetCannotLayOutAreRefused() {
        let tile = RGBAImage(validatedWidth: 10, height: 8)
        #expect(throws: RenderError.contactSheetWithoutTiles) {
            try ContactSheet.compose([], captions: [], columns: 2)
        }
        #expect(throws: RenderError.captionCountMismatch(tiles: 2, captions: 1)) {
            try ContactSheet.compose([tile, tile], captions: ["a"], columns: 2)
        }
        #expect(throws: RenderError.invalidColumnCount(0)) {
            try ContactSheet.compose([tile], captions: ["a"], columns: 0)
        }
        #expect(
            throws: RenderError.tileSizeMismatch(
                tile: 2, width: 8, height: 10, firstWidth: 10, firstHeight: 8)
        ) {
            try ContactSheet.compose(
                [tile, tile, RGBAImage(validatedWidth: 8, height: 10)], captions: ["a", "b", "c"], columns: 2)
        }
        #expect(
            RenderError.captionCountMismatch(tiles: 2, captions: 1).description
                == "1 caption for 2 tiles; give one caption per tile")
    }
}
