import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// Sheets with the oddities real files have (``EdgeCaseSheet``) slice at 12 segments into
/// wedges that the tests' own decoder finds bit-identical to their region, with every chunk
/// the decoder kept carried byte for byte, and a warning for whatever was read past or left
/// out. Each was a failed or silently lossy slice before.
@Suite struct EdgeCaseSheetTests {
    /// Each warning as "kind chunk", enough to tell them apart.
    static func summary(_ warning: SliceWarning) -> String {
        switch warning {
        case .chunksDropped(_, let chunks, _, let onlyResampled):
            "dropped \(chunks.map(\.type).joined(separator: " "))\(onlyResampled ? " resampled" : "")"
        case .unreadScaleMark(_, let mark): "scale mark \(mark)"
        case .scaleNameAndFolderDisagree(_, let named, let folder, _): "scale \(named.key) not \(folder)'s"
        case .sheetNotNamedAsScale(let sheet, _, _, _): "not named as a scale: \(sheet)"
        case .unsupportedScale(_, let scale): "unsupported scale \(scale.key)"
        case .exifOrientationNotApplied(_, let orientation): "exif orientation \(orientation.value)"
        case .heavyMetadata(_, let bytes, let types): "heavy \(types.joined(separator: " ")) \(bytes)"
        case .sheet(let warning):
            switch warning {
            case .damagedChunk(_, let chunk, _, _, _): "damaged \(chunk)"
            case .chunkIgnored(_, let chunk, let count, _): "ignored \(count) \(chunk)"
            case .chunkBreaksRule(_, let chunk, let rule): "\(chunk) breaks: \(rule)"
            case .extraImageData: "extra image data"
            case .paletteIndexOutOfRange(_, let index, let count): "palette index \(index) of \(count)"
            case .transparencyOutOfRange(_, _, let depth): "tRNS out of range at \(depth) bits"
            case .paletteTruncated(_, let entries, let kept, _): "palette of \(entries) cut to \(kept)"
            case .bytesAfterEnd(_, let count): "\(count) bytes after IEND"
            case .cgbiImageDataIsZlib: "CgBI image data is zlib"
            case .libpng(_, let chunk, let message): "libpng \(chunk ?? "-"): \(message)"
            }
        }
    }

    static let expectedWarnings: [EdgeCaseSheet: [String]] = [
        .duplicateProfile: ["ignored 1 iCCP"],
        .transparencyOutOfRange: ["tRNS out of range at 1 bits"],
        .trailingZlibData: ["extra image data"],
        .paletteIndexPastEnd: ["palette index 15 of 14"],
        .damagedTextChunk: ["damaged tEXt"],
        .wholeSheetChunks: ["dropped oFFs caNv vpAg", "dropped prVT"],
        .animated: ["dropped acTL fcTL fdAT"],
        .profileThenSRGB: ["dropped sRGB"],
        // 200,000 characters of text in each wedge, beside the zTXt: 201,030 bytes of chunks.
        .largeText: ["heavy tEXt zTXt 201030"],
        // Kept as it is, as libpng keeps it, but told.
        .emptyText: ["tEXt breaks: its keyword is 0 bytes, not the 1 to 79 PNG allows"],
    ]

    @Test(arguments: EdgeCaseSheet.allCases)
    func slicesExactly(_ sheet: EdgeCaseSheet) throws {
        let result = try IndependentWedgeCheck.sliceAndCheck(
            sheet.file.bytes, name: "\(sheet.rawValue).png", dropped: sheet.droppedChunks)
        #expect(result.warnings.map(Self.summary) == Self.expectedWarnings[sheet] ?? [])
    }

    /// A text chunk over the decoder's chunk limit is dropped with libpng's reason, not
    /// refused: libpng's own default (8 MB) treats it so.
    @Test func textOverTheChunkLimitIsDroppedWithAWarning() throws {
        let result = try IndependentWedgeCheck.sliceAndCheck(
            EdgeCaseSheet.largeText.file.bytes, name: "large.png", dropped: ["tEXt"],
            limits: PNGLimits(maxChunkBytes: 1000))
        #expect(result.warnings.map(Self.summary) == ["ignored 1 tEXt"])
    }
}
