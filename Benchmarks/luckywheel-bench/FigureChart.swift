import BenchmarkKit
import Foundation
import WheelPNG
import WheelRender

/// The README's benchmark chart, drawn with the package's own rasteriser and PNG encoder: one
/// bar per workload from 1× to our time ÷ the fastest peer's on a log axis (green when ours is
/// faster), the target as a tick on the bar, and both times under the workload's name.
/// 800 points wide; `scale` 2 gives a 1600-pixel image that stays sharp at README width.
enum FigureChart {
    static let ink = CanvasColor(hex: 0x1F2430)
    static let muted = CanvasColor(hex: 0x69707D)
    static let grid = CanvasColor(hex: 0xE2E5EA)
    static let band = CanvasColor(hex: 0xF5F6F8)
    static let faster = CanvasColor(hex: 0x2E9A5E)
    static let slower = CanvasColor(hex: 0xD2553F)

    /// Reads `figures`, draws the chart and writes it as a PNG file to `output`.
    static func write(figures path: String, to output: String, scale: Int) throws(ChartError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        let figures: BenchmarkFigures
        do {
            figures = try JSONDecoder().decode(BenchmarkFigures.self, from: data)
        } catch {
            throw .malformed(path: path, reason: String(describing: error))
        }
        let drawn: RGBAImage?
        do {
            drawn = try image(of: figures, scale: scale)
        } catch {
            throw .undrawable(error)
        }
        guard let image = drawn else { throw .nothingToDraw(path: path) }
        do {
            let bytes = try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 9)).encode(image)
            try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw .unwritable(path: output, reason: String(describing: error))
        }
    }

    /// The chart of the rows that have a chart label and a ratio, or `nil` when none has.
    /// - Throws: `RenderError.invalidCanvasSize` for a scale the canvas refuses.
    static func image(of figures: BenchmarkFigures, scale: Int) throws(RenderError) -> RGBAImage? {
        let rows = figures.rows.filter { $0.chartLabel != nil && $0.ratio != nil }
        guard !rows.isEmpty else { return nil }
        let layout = RatioChartLayout(
            ratios: rows.map(\.ratio), targets: rows.map(\.targetRatio), rowHeight: 33, barHeight: 14)
        var canvas = try Canvas(
            width: Int(layout.width), height: Int(layout.height.rounded(.up)), scale: scale,
            background: CanvasColor(hex: 0xFFFFFF))
        drawHeading(on: &canvas)
        drawGrid(layout, on: &canvas)
        for (row, figures) in zip(layout.rows, rows) {
            drawRow(row, figures, layout, on: &canvas)
        }
        let context = figures.context
        let date = context.date.prefix(10)
        text(
            "same machine, same run: \(date), \(context.cpu), \(context.cores) cores, \(context.swift)",
            at: CanvasPoint(24, layout.height - 22), size: 8, color: muted, on: &canvas)
        return canvas.image()
    }

    static func drawHeading(on canvas: inout Canvas) {
        text("luckywheel against the fastest peer", at: CanvasPoint(24, 20), size: 15, weight: 2, on: &canvas)
        text(
            "time ratio on a log scale, ours / fastest peer: green bars left of 1x are faster. "
                + "a black triangle marks the target.",
            at: CanvasPoint(24, 46), size: 8.5, color: muted, on: &canvas)
    }

    static func drawGrid(_ layout: RatioChartLayout, on canvas: inout Canvas) {
        for (index, row) in layout.rows.enumerated() where index % 2 == 0 {
            canvas.fill(
                .rectangle(
                    CanvasRect(x: 16, y: row.top, width: layout.width - 32, height: layout.rowHeight),
                    cornerRadius: 4),
                color: band)
        }
        for tick in layout.ticks {
            let unity = tick.label == "1x"
            canvas.fill(
                .line(
                    from: CanvasPoint(tick.x, layout.plotTop - 4),
                    to: CanvasPoint(tick.x, layout.plotBottom + 4),
                    width: unity ? 1.4 : 0.8),
                color: unity ? muted : grid)
            text(
                tick.label, centeredAt: CanvasPoint(tick.x, layout.plotBottom + 16), size: 8,
                color: unity ? ink : muted, on: &canvas)
        }
    }

    static func drawRow(
        _ row: RatioChartLayout.Row, _ figures: BenchmarkFigures.Row, _ layout: RatioChartLayout,
        on canvas: inout Canvas
    ) {
        let right = layout.plotLeft - 14
        text(
            figures.chartLabel ?? "", rightAlignedAt: CanvasPoint(right, row.barCenter - 11), size: 10,
            weight: 1.45, on: &canvas)
        var detail = figures.ours.seconds.map { "ours " + duration($0) } ?? ""
        if let peer = figures.peer, let seconds = peer.seconds {
            detail += ", \(peer.short ?? peer.what) " + duration(seconds)
        }
        text(
            detail, rightAlignedAt: CanvasPoint(right, row.barCenter + 4), size: 7.5, color: muted,
            on: &canvas)
        guard let end = row.barEnd else { return }
        let half = layout.barHeight / 2
        let left = min(layout.unityX, end)
        canvas.fill(
            .rectangle(
                CanvasRect(
                    x: left, y: row.barCenter - half, width: max(abs(end - layout.unityX), 1.5),
                    height: layout.barHeight), cornerRadius: 2.5),
            color: row.isFaster ? faster : slower)
        let label = CanvasPoint(end + (row.isFaster ? -7 : 7), row.barCenter - 4.5)
        if row.isFaster {
            text(row.ratioText, rightAlignedAt: label, size: 9, weight: 1.4, on: &canvas)
        } else {
            text(row.ratioText, at: label, size: 9, weight: 1.4, on: &canvas)
        }
        if let target = row.targetX {
            // A triangle resting on the bar's top edge: a line through the bar would cross the
            // ratio's label when the target lies beyond the bar's end.
            let top = row.barCenter - half - 1
            canvas.fill(
                .polygon([
                    CanvasPoint(target - 4.5, top - 7), CanvasPoint(target + 4.5, top - 7),
                    CanvasPoint(target, top),
                ]), color: ink)
        }
    }

    /// `seconds` as `20.2 ns`, `3.65 us`, `2.24 ms`, `1.91 s` (the font has no µ).
    static func duration(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: return ReportFormatter.fixed(seconds * 1e9, 1) + " ns"
        case ..<1e-3: return ReportFormatter.fixed(seconds * 1e6, 2) + " us"
        case ..<1: return ReportFormatter.fixed(seconds * 1e3, seconds < 0.1 ? 2 : 1) + " ms"
        default: return ReportFormatter.fixed(seconds, 2) + " s"
        }
    }

    // The font has lowercase letters only (and G, O): text is lowercased before drawing.

    static func text(
        _ string: String, at origin: CanvasPoint, size: Double, weight: Double? = nil,
        color: CanvasColor = ink,
        on canvas: inout Canvas
    ) {
        let stroke = weight ?? size * 0.14
        canvas.fill(
            StrokeFont.shape(string.lowercased(), origin: origin, capHeight: size, weight: stroke),
            color: color)
    }

    static func text(
        _ string: String, rightAlignedAt corner: CanvasPoint, size: Double, weight: Double? = nil,
        color: CanvasColor = ink, on canvas: inout Canvas
    ) {
        let stroke = weight ?? size * 0.14
        let width = StrokeFont.width(of: string.lowercased(), capHeight: size, weight: stroke)
        text(
            string, at: CanvasPoint(corner.x - width + stroke / 2, corner.y), size: size, weight: stroke,
            color: color, on: &canvas)
    }

    static func text(
        _ string: String, centeredAt center: CanvasPoint, size: Double, color: CanvasColor = ink,
        on canvas: inout Canvas
    ) {
        canvas.fill(
            StrokeFont.shape(string.lowercased(), centeredAt: center, capHeight: size, weight: size * 0.14),
            color: color)
    }
}
