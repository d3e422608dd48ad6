import TestSupport
import Testing
import WheelPNG
import WheelSlice

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

    /// Built-in images are drawn when a frame first needs them. The reference screen's
    /// unselected layers come from the binary (`CarriedLayers`), so a resting or spinning frame
    /// draws nothing; a selected segment draws what its wheel layer is composed from.
    /// What a selection draws can be drawn ahead, on any thread (`play` does as it starts, so
    /// that its first stop is not late): exactly what the first selected frame would draw, on
    /// the copies of the assets too.
    @Test func theSelectionArtCanBeDrawnAhead() async throws {
        let assets = try WheelAssets.builtIn(scale: 1)
        let copy = assets
        await Task.detached { copy.drawSelectionArt() }.value
        #expect(assets.images.drawnAssets == [.wheel, .sheet, .sheetPressed, .selectionWedge])
        var compositor = FrameCompositor(assets: assets)
        _ = try compositor.render(FrameState(angle: 0.3, selectedSegment: 2, centerPressed: true))
        #expect(assets.images.drawnAssets == [.wheel, .sheet, .sheetPressed, .selectionWedge])
    }

    @Test func builtInArtIsDrawnOnlyWhenAFrameUsesIt() throws {
        let assets = try WheelAssets.builtIn(scale: 1)
        #expect(assets.images.drawnAssets.isEmpty)
        #expect(assets.segmentCount == 12, "known without drawing")
        var compositor = FrameCompositor(assets: assets)
        _ = try compositor.render(FrameState(angle: 0.3, selectedSegment: nil, centerPressed: false))
        _ = try compositor.render(FrameState(angle: 0.3, selectedSegment: nil, centerPressed: true))
        #expect(assets.images.drawnAssets.isEmpty)
        let selected = try compositor.render(FrameState(angle: 0.3, selectedSegment: 2, centerPressed: true))
        #expect(assets.images.drawnAssets == [.wheel, .sheet, .sheetPressed, .selectionWedge])
        // What was drawn late is what drawing everything at once gives.
        let eager = try WheelAssets(
            scale: 1, pageBackground: BuiltInArt.image(.pageBackground, scale: 1),
            base: BuiltInArt.image(.base, scale: 1), wheel: BuiltInArt.image(.wheel, scale: 1),
            selectionWedge: BuiltInArt.image(.selectionWedge, scale: 1),
            centerButton: BuiltInArt.image(.centerButton, scale: 1),
            centerButtonPressed: BuiltInArt.image(.centerButtonPressed, scale: 1),
            pointer: BuiltInArt.image(.pointer, scale: 1),
            segments: WheelAssets.cells(of: BuiltInArt.image(.sheet, scale: 1), scale: 1, segments: 12),
            pressedSegments: WheelAssets.cells(
                of: BuiltInArt.image(.sheetPressed, scale: 1), scale: 1, segments: 12))
        #expect(eager == assets)
        var eagerCompositor = FrameCompositor(assets: eager)
        #expect(
            try eagerCompositor.render(FrameState(angle: 0.3, selectedSegment: 2, centerPressed: true))
                == selected)
    }

    /// Cutting a sheet into cells crops it, exactly as area resampling to the same scale
    /// would (fully transparent pixels become (0, 0, 0, 0)).
    @Test(arguments: 1...3)
    func cellsAreSameScaleResamplingOfTheSheet(scale: Int) throws {
        let sliceScale = try #require(SliceScale(scale))
        var generator = SeededGenerator(seed: UInt64(scale))
        var sheet = RGBAImage(validatedWidth: 480 * scale, height: 47 * scale)
        for index in stride(from: 0, to: sheet.pixels.count, by: 4) {
            let alpha = UInt8(generator.below(3) * 127)
            sheet.pixels[index] = UInt8(generator.below(256))
            sheet.pixels[index + 1] = UInt8(generator.below(256))
            sheet.pixels[index + 2] = UInt8(generator.below(256))
            sheet.pixels[index + 3] = alpha
        }
        let partition = try SlicePartition(widthInPoints: 480, segments: 12, sheetName: "sheet")
        let cells = try WheelAssets.cells(of: sheet, scale: sliceScale, segments: 12)
        for index in 0..<12 {
            let resampled = try AreaResampler.resample(
                sheet, pointColumns: partition.pointRange(of: index), pointRows: 0..<sheet.height / scale,
                from: sliceScale, to: sliceScale)
            #expect(cells[index] == resampled)
        }
    }
}
