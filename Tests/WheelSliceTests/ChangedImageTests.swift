import Testing
import WheelPNG

@testable import WheelSlice

/// `PNGImage.header` and `rows` can be changed after the image was made. Such an image passed
/// `SpriteSheet` and stopped the process in the slicer ("Range requires lowerBound <=
/// upperBound" in the exact cut, an index out of range in the RGBA conversion of resampled
/// scales); the sheet and the conversion refuse it with the image's problem.
@Suite struct ChangedImageTests {
    enum Change: String, CaseIterable, Sendable {
        case shorterRows, fewRows, longerRows, tallerHeader, narrowerHeader, badBitDepth
    }

    /// A 24 × 2 RGBA sheet, changed, and the problem its rows then have. Rows cut short of where
    /// a wedge starts (`fewRows`) stopped the exact cut; the RGBA conversion read past any rows
    /// shorter than the header lays out.
    static func changed(_ change: Change) -> (image: PNGImage, problem: String) {
        var image = TestSheet.random(.rgba, depth: 8, width: 24, height: 2, seed: 5)
        switch change {
        case .shorterRows: image.rows.removeLast(96)
        case .fewRows: image.rows.removeLast(184)
        case .longerRows: image.rows += [1, 2, 3]
        case .tallerHeader: image.header.height = 4
        case .narrowerHeader: image.header.width = 12
        case .badBitDepth: image.header.bitDepth = 4
        }
        let problem =
            switch change {
            case .shorterRows: "a 24 × 2 RGBA image of 8-bit samples has 192 bytes of rows, not 96"
            case .fewRows: "a 24 × 2 RGBA image of 8-bit samples has 192 bytes of rows, not 8"
            case .longerRows: "a 24 × 2 RGBA image of 8-bit samples has 192 bytes of rows, not 195"
            case .tallerHeader: "a 24 × 4 RGBA image of 8-bit samples has 384 bytes of rows, not 192"
            case .narrowerHeader: "a 12 × 2 RGBA image of 8-bit samples has 96 bytes of rows, not 192"
            case .badBitDepth: "bit depth 4 is not allowed for RGBA images (allowed: 8, 16)"
            }
        return (image, problem)
    }

    /// At @1x the wedges are cut exactly; a @2x sheet's @1x wedges are resampled from RGBA.
    @Test(arguments: Change.allCases, [1, 2] as [SliceScale])
    func aSheetWhoseRowsNoLongerFitItsHeaderIsRefused(change: Change, scale: SliceScale) {
        let (image, problem) = Self.changed(change)
        #expect(throws: SliceError.invalidImage(sheet: "s.png", reason: problem)) {
            try WheelSlicer.slice(
                SpriteSheet(image: image, name: "s.png", scale: scale),
                options: SliceOptions(segments: 4, scales: [1]))
        }
    }

    @Test(arguments: Change.allCases)
    func theConversionToRGBARefusesRowsThatNoLongerFit(change: Change) {
        let (image, problem) = Self.changed(change)
        #expect(throws: PNGError.invalidImage(reason: problem)) { try RGBAImage(converting: image) }
    }

    /// The conversion's error says what is wrong with the image, not that encoding failed.
    @Test func theConversionsMessageSaysTheImageIsNotValid() {
        #expect(
            PNGError.invalidImage(reason: "bit depth 4 is not allowed").description
                == "the image is not valid: bit depth 4 is not allowed.")
    }

    @Test func theMessageNamesTheSheetAndTheFix() {
        #expect(
            SliceError.invalidImage(sheet: "s.png", reason: "bit depth 4 is not allowed").description
                == "s.png: bit depth 4 is not allowed; change an image's header and rows together")
    }
}
