import Foundation
import TestSupport
import Testing
import WheelPNG
import WheelSlice

@testable import WheelRender

/// `render --assets` of a slice folder of any layout: the manifest names every file, and a
/// frame scale (1, 2 or 3) takes the nearest wedge files, 1.5x and 4x included.
@Suite struct SliceLayoutLoadingTests {
    /// A @4x sheet of 4 wedges, 4 × 3 pt each, wedge i gray 40·i.
    static func sheet() throws -> SpriteSheet {
        var image = RGBAImage(validatedWidth: 64, height: 12)
        for y in 0..<12 { for x in 0..<64 { image[x, y] = (UInt8(40 * (x / 16)), 0, 0, 255) } }
        return try SpriteSheet(
            image: PNGImage(
                header: PNGHeader(width: 64, height: 12, bitDepth: 8, colorType: .rgba), rows: image.pixels),
            name: "s@4x.png", scale: 4)
    }

    /// Slices into a fresh folder and loads it at every frame scale; the widths of wedge 2's
    /// image per frame scale.
    static func loadedWidths(_ layout: SliceLayout, scales: [SliceScale]) throws -> [Int] {
        let folder = try AssetLoadingTests.Folder("layout-\(layout.rawValue)")
        defer { folder.remove() }
        let options = SliceOptions(
            segments: 4, scales: scales, layout: layout,
            placement: ButtonLayout(segmentCount: 4).wedgePlacement)
        let result = try WheelSlicer.slice(try sheet(), pressed: try sheet(), options: options)
        for file in result.files {
            let url = URL(fileURLWithPath: folder.path + "/" + file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        return try (1...3).map { frameScale in
            let assets = try WheelAssets.load(from: folder.path, scale: frameScale)
            #expect(assets.segmentCount == 4)
            #expect(assets.segments[2][0, 0] == (80, 0, 0, 255))
            #expect(assets.pressedSegments[2].width == assets.segments[2].width)
            return assets.segments[2].width
        }
    }

    @Test func everyLayoutLoadsWithTheNearestScale() throws {
        // Wedges are 4 pt wide: 4 px at 1x, 6 at 1.5x, 8 at 2x, 12 at 3x, 16 at 4x.
        #expect(try Self.loadedWidths(.flat, scales: SliceScale.supported) == [4, 8, 12])
        #expect(try Self.loadedWidths(.xcassets, scales: [1, 2, 3]) == [4, 8, 12])
        #expect(try Self.loadedWidths(.android, scales: SliceScale.supported) == [4, 8, 12])
        #expect(try Self.loadedWidths(.flutter, scales: SliceScale.supported) == [4, 8, 12])
        #expect(try Self.loadedWidths(.web, scales: SliceScale.supported) == [4, 8, 12])
        // Same scale, else the nearest larger, else the largest smaller.
        #expect(try Self.loadedWidths(.android, scales: [1.5, 4]) == [6, 16, 16])
        #expect(try Self.loadedWidths(.web, scales: [1, 1.5]) == [4, 6, 6])
    }

    @Test func aOneAndAHalfSheetIsCutWhereSliceCutsIt() throws {
        // 26 pt at @1.5x is 39 px; the borders round(i · 26 / 4) = 0, 7, 13, 20, 26 pt land on
        // 0, 11, 20, 30, 39 px (10.5 rounds up to 11).
        let image = RGBAImage(validatedWidth: 39, height: 6, fill: (9, 9, 9, 255))
        let folder = try AssetLoadingTests.Folder()
        defer { folder.remove() }
        try folder.write(image, "LuckyAstrology@1.5x.png")
        let assets = try WheelAssets.load(
            from: folder.path + "/LuckyAstrology@1.5x.png", scale: 2, segments: 4)
        #expect(assets.segments.map(\.width) == [11, 9, 10, 9])
    }

    @Test func theRenderersPlacementIsTheWebPages() {
        let placement = ButtonLayout(segmentCount: 12).wedgePlacement
        #expect(placement.wheelSide == 286 && placement.buttonWidth == 68 && placement.buttonHeight == 143)
        #expect(placement.imageRect == (14, 20, 40, 47))
        let eight = ButtonLayout(segmentCount: 8)
        #expect(eight.wedgePlacement.buttonWidth == eight.width)
        #expect(eight.wedgePlacement.imageRect == eight.imageRect)
    }
}
