import TestSupport
import Testing
import WheelPNG

@testable import WheelRender

@Suite struct TerminalRendererTests {
    /// Golden ASCII frames of the legible synthetic assets: the view filling the grid,
    /// letterboxed left and right, letterboxed above and below.
    static let goldens: [(name: String, columns: Int, rows: Int, state: FrameState)] = [
        ("ascii-80x40-rest.txt", 80, 40, FrameState(angle: 0)),
        ("ascii-80x40-spinning.txt", 80, 40, FrameState(angle: 2.4, centerPressed: true)),
        ("ascii-80x40-selected.txt", 80, 40, FrameState(angle: -0.5236, selectedSegment: 1)),
        ("ascii-100x20-letterbox.txt", 100, 20, FrameState(angle: 0.7, selectedSegment: 9)),
        ("ascii-30x40-letterbox.txt", 30, 40, FrameState(angle: 7.5)),
    ]

    @Test(arguments: 0..<goldens.count)
    func asciiFramesMatchTheirGoldenFiles(index: Int) throws {
        let golden = Self.goldens[index]
        let assets = SyntheticAssets.legible(scale: 1)
        var renderer = try TerminalRenderer(
            assets: assets, style: .ascii, columns: golden.columns, rows: golden.rows)
        let text = try renderer.render(golden.state)
        GoldenFile(levels: 0).check(text, against: golden.name)
    }

    @Test(arguments: TerminalStyle.allCases)
    func everyStyleFillsTheGridExactly(style: TerminalStyle) throws {
        let assets = try #require(SyntheticAssets.byScale[1])
        var renderer = try TerminalRenderer(assets: assets, style: style, columns: 37, rows: 11)
        let text = try renderer.render(FrameState(angle: 1, selectedSegment: 0, centerPressed: true))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 12 && lines.last == "", "11 lines, each ending in a newline")
        for line in lines.dropLast() {
            #expect(ANSIText.visibleCharacters(of: String(line)).count == 37)
        }
        if style == .ascii {
            #expect(text.utf8.allSatisfy { $0 == 10 || BrightnessRamp.characters.contains($0) })
        }
    }

    /// The wheel stays round: in a grid twice as wide as the view needs, the disc is as many
    /// columns wide as twice its height in rows, and centred.
    @Test func viewIsLetterboxedAndRound() throws {
        let black = RGBAImage(validatedWidth: 286, height: 286, fill: (0, 0, 0, 255))
        let disc = SyntheticAssets.draw(286, 286) { x, y in
            (x - 143) * (x - 143) + (y - 143) * (y - 143) <= 140 * 140 ? (255, 255, 255, 255) : (0, 0, 0, 0)
        }
        let clear = RGBAImage(validatedWidth: 1, height: 1)
        let assets = try WheelAssets(
            scale: 1, pageBackground: black, base: clear, wheel: disc, selectionWedge: clear,
            centerButton: clear,
            centerButtonPressed: clear, pointer: clear, segments: [clear, clear],
            pressedSegments: [clear, clear])
        var renderer = try TerminalRenderer(assets: assets, style: .ascii, columns: 120, rows: 30)
        let lines = try renderer.render(FrameState(angle: 0.3)).split(separator: "\n").map { Array($0.utf8) }
        #expect(renderer.viewport.viewColumns == 60 && renderer.viewport.left == 30)
        let lit = UInt8(ascii: "@")
        let litRows = lines.filter { $0.contains(lit) }.count
        let middle = lines[15]
        let litColumns = middle.filter { $0 == lit }.count
        #expect(abs(litColumns - 2 * litRows) <= 2, "\(litColumns) columns × \(litRows) rows")
        let first = try #require(middle.firstIndex(of: lit))
        let last = try #require(middle.lastIndex(of: lit))
        #expect(abs((first - 30) - (89 - last)) <= 1, "centred in the view")
        #expect(lines.allSatisfy { $0.prefix(30).allSatisfy { $0 == UInt8(ascii: " ") } })
    }

    /// With two samples per pixel-wide column at 2x, every grid sample lands on a pixel
    /// centre, so the terminal's samples are exactly the compositor's pixels.
    @Test func sampleGridSeesExactlyWhatTheCompositorDraws() throws {
        let assets = try #require(SyntheticAssets.byScale[2])
        var compositor = try #require(SyntheticAssets.compositorByScale[2])
        var layers = SceneLayers(assets)
        let grid = SceneSampleGrid(layers, count: 572)
        var samples = [UInt32](repeating: 0, count: 572 * 572)
        for state in [
            FrameState(angle: 0.61), FrameState(angle: -2, selectedSegment: 3, centerPressed: true),
        ] {
            layers.select(state.selectedSegment)
            grid.render(
                angle: state.angle, centerPressed: state.centerPressed, wheel: layers.wheel, into: &samples)
            let frame = try compositor.render(state)
            let framePixels = (0..<572 * 572).map { index in
                let (r, g, b, a) = frame[index % 572, index / 572]
                return PackedPixel.pack(red: UInt32(r), green: UInt32(g), blue: UInt32(b), alpha: UInt32(a))
            }
            #expect(samples == framePixels, "\(state)")
        }
    }

    @Test func invalidSizesAreRefused() throws {
        let assets = try #require(SyntheticAssets.byScale[1])
        for (columns, rows) in [(1, 10), (10, 0), (1001, 10), (-3, -3)] {
            #expect(throws: RenderError.invalidTerminalSize(columns: columns, rows: rows)) {
                _ = try TerminalRenderer(assets: assets, style: .ascii, columns: columns, rows: rows)
            }
        }
    }

    /// As for `FrameCompositor`: a selection the art does not draw and an angle that is not
    /// finite are refused with their values.
    @Test func statesTheArtCannotDrawAreRefused() throws {
        var renderer = try TerminalRenderer(
            assets: SyntheticAssets.make(scale: 1, segments: 6, seed: 3), style: .ascii, columns: 20, rows: 10
        )
        #expect(throws: RenderError.selectedSegmentNotDrawn(segment: 9, art: 6)) {
            try renderer.render(FrameState(angle: 0, selectedSegment: 9))
        }
        #expect(throws: RenderError.angleNotFinite(.infinity)) {
            try renderer.render(FrameState(angle: .infinity))
        }
        #expect(try renderer.render(FrameState(selectedSegment: 5)).count == 21 * 10)
    }
}
