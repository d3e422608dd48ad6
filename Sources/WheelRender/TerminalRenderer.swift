/// Renders the wheel screen as terminal text: plain ASCII or ANSI half blocks, sampling the
/// scene directly at cell resolution (2 × 4 samples per cell) rather than shrinking a frame.
///
/// The view is letterboxed into the grid as `TerminalViewport` describes; the output is
/// `rows` lines, each showing exactly `columns` cells and ending in a newline. ASCII output
/// contains no escape codes and depends only on the assets and the state, so it can be
/// compared with golden files. Like `FrameCompositor`, static layers are composed once and the
/// wheel layer again only when the selection changes.
public struct TerminalRenderer: Sendable {
    /// The text style.
    public let style: TerminalStyle
    /// Where the view sits in the grid.
    public let viewport: TerminalViewport
    private var layers: SceneLayers
    private let grid: SceneSampleGrid
    private var samples: [UInt32]

    /// A renderer for a grid of `columns × rows` cells. Throws `invalidTerminalSize` when the
    /// grid has fewer than 2 columns or 1 row, or more than `TerminalViewport.maximumSide`.
    public init(assets: WheelAssets, style: TerminalStyle, columns: Int, rows: Int) throws(RenderError) {
        self.style = style
        viewport = try TerminalViewport(columns: columns, rows: rows)
        layers = SceneLayers(assets)
        // Two samples per column and four per row: a square grid, as cells are 1:2.
        grid = SceneSampleGrid(layers, count: 2 * viewport.viewColumns)
        samples = [UInt32](repeating: 0, count: grid.count * grid.count)
    }

    /// The frame for `state` as text (see the type's description for its shape).
    /// - Throws: `RenderError.angleNotFinite` or `RenderError.selectedSegmentNotDrawn` unless
    ///   `state.angle` is finite and `state.selectedSegment` nil or below the assets'
    ///   `segmentCount`, as `FrameCompositor.render(_:)`.
    public mutating func render(_ state: FrameState) throws(RenderError) -> String {
        try layers.check(state)
        layers.select(state.selectedSegment)
        grid.render(
            angle: state.angle, centerPressed: state.centerPressed, wheel: layers.wheel, into: &samples)
        var bytes = [UInt8]()
        bytes.reserveCapacity((viewport.columns + 1) * viewport.rows * (style == .ascii ? 1 : 4))
        switch style {
        case .ascii:
            ASCIIFrameWriter.write(samples, count: grid.count, viewport: viewport, into: &bytes)
        case .ansiTrueColor:
            var writer = ANSIFrameWriter(palette: .trueColor)
            writer.write(samples, count: grid.count, viewport: viewport, into: &bytes)
        case .ansi256:
            var writer = ANSIFrameWriter(palette: .xterm256)
            writer.write(samples, count: grid.count, viewport: viewport, into: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
