import TestSupport
import Testing
import WheelRender

/// Golden ASCII frames of the built-in art (the synthetic-art goldens are in
/// `TerminalRendererTests`): at rest, spinning with the centre pressed, settled on a segment,
/// and letterboxed; and the 8- and 5-segment wheels the art draws for other counts. Rerun with
/// `LUCKYWHEEL_UPDATE_GOLDENS=1` after an intended change.
@Suite struct BuiltInGoldenFrameTests {
    static let goldens: [(name: String, segments: Int, columns: Int, rows: Int, state: FrameState)] = [
        ("builtin-ascii-80x40-rest.txt", 12, 80, 40, FrameState(angle: 0)),
        ("builtin-ascii-80x40-spinning.txt", 12, 80, 40, FrameState(angle: 2.4, centerPressed: true)),
        ("builtin-ascii-80x40-settled.txt", 12, 80, 40, FrameState(angle: 5 * .pi / 3, selectedSegment: 2)),
        ("builtin-ascii-90x30-letterbox.txt", 12, 90, 30, FrameState(angle: 0.3, selectedSegment: 11)),
        ("builtin8-ascii-80x40-rest.txt", 8, 80, 40, FrameState(angle: 0)),
        ("builtin8-ascii-80x40-settled.txt", 8, 80, 40, FrameState(angle: -.pi / 4, selectedSegment: 1)),
        ("builtin5-ascii-80x40-rest.txt", 5, 80, 40, FrameState(angle: 0)),
        ("builtin5-ascii-80x40-settled.txt", 5, 80, 40, FrameState(angle: 2 * .pi / 5, selectedSegment: 4)),
    ]

    @Test(arguments: 0..<goldens.count)
    func asciiFramesOfTheBuiltInArtMatchTheirGoldenFiles(index: Int) throws {
        let golden = Self.goldens[index]
        let assets =
            golden.segments == 12
            ? try #require(BuiltInScene.assets) : try WheelAssets.builtIn(scale: 1, segments: golden.segments)
        var renderer = try TerminalRenderer(
            assets: assets, style: .ascii, columns: golden.columns, rows: golden.rows)
        let text = try renderer.render(golden.state)
        GoldenFile(levels: 1).check(text, against: golden.name)
    }

    /// The selected segment is drawn under the pointer with its wedge: the settled frame
    /// differs from the same angle with nothing selected.
    @Test func selectionChangesTheFrame() throws {
        let assets = try #require(BuiltInScene.assets)
        var renderer = try TerminalRenderer(assets: assets, style: .ascii, columns: 80, rows: 40)
        let selected = try renderer.render(FrameState(angle: 5 * .pi / 3, selectedSegment: 2))
        let plain = try renderer.render(FrameState(angle: 5 * .pi / 3))
        #expect(selected != plain)
    }
}
