/// Where a ratio chart puts things, in points (x right, y down): one row per workload, a
/// horizontal bar from 1× to the workload's ratio (our time ÷ the best peer's) on a logarithmic
/// axis, so "twice as fast" and "twice as slow" are bars of equal length.
///
/// The axis spans 1/`lowerLimit` … `upperLimit`, each the smallest value of the 1-2-5 series
/// (2, 5, 10, 20, …) that leaves room past the most extreme ratio on its side for its label;
/// grid lines sit at every 1-2-5 value inside. Pure geometry, so the drawing code only paints
/// what this says.
public struct RatioChartLayout: Sendable {
    /// One workload's row.
    public struct Row: Sendable, Equatable {
        /// Top of the row, points.
        public let top: Double
        /// Vertical centre of the bar, points.
        public let barCenter: Double
        /// x of the bar's end at the ratio, points (the bar starts at ``RatioChartLayout/unityX``);
        /// `nil` when the ratio is missing, not finite or not positive.
        public let barEnd: Double?
        /// x of the target ratio's mark, points; `nil` without a target.
        public let targetX: Double?
        /// Whether the ratio is below 1, ours the faster.
        public let isFaster: Bool
        /// The ratio as printed beside the bar, e.g. `0.30x`; empty when there is none.
        public let ratioText: String
    }

    /// A grid line of the axis.
    public struct Tick: Sendable, Equatable {
        /// x of the line, points.
        public let x: Double
        /// The value, e.g. `0.5x`, `1x`, `20x`.
        public let label: String
    }

    /// Total width, points.
    public let width: Double
    /// Total height, points.
    public let height: Double
    /// Left end of the axis, points.
    public let plotLeft: Double
    /// Right end of the axis, points.
    public let plotRight: Double
    /// Top of the first row, points.
    public let plotTop: Double
    /// Bottom of the last row, points.
    public let plotBottom: Double
    /// Height of one row, points.
    public let rowHeight: Double
    /// Bar thickness, points.
    public let barHeight: Double
    /// The axis starts at 1/lowerLimit (at least 2).
    public let lowerLimit: Double
    /// The axis ends at upperLimit (at least 2).
    public let upperLimit: Double
    /// x of 1×, where every bar starts.
    public let unityX: Double
    /// One entry per ratio given, in order.
    public let rows: [Row]
    /// Grid lines from left to right, 1× among them.
    public let ticks: [Tick]

    /// Lays out `ratios` (one row each; `nil` for a workload without a peer) with optional
    /// `targets` (the same count, or empty for none) in a chart `width` points wide whose axis
    /// runs from `plotLeft` to `plotRight`, rows starting at `top`, and `bottomMargin` points
    /// under the last row for the axis labels and notes.
    public init(
        ratios: [Double?], targets: [Double?] = [], width: Double = 800, plotLeft: Double = 270,
        plotRight: Double = 770, top: Double = 74, rowHeight: Double = 36, barHeight: Double = 15,
        bottomMargin: Double = 64
    ) {
        precondition(targets.isEmpty || targets.count == ratios.count, "one target per ratio, or none")
        precondition(plotLeft < plotRight, "the axis needs a positive length")
        self.width = width
        self.plotLeft = plotLeft
        self.plotRight = plotRight
        self.rowHeight = rowHeight
        self.barHeight = barHeight
        plotTop = top
        plotBottom = top + rowHeight * Double(ratios.count)
        height = plotBottom + bottomMargin
        let usable = (ratios + targets).compactMap { $0 }.filter { $0.isFinite && $0 > 0 }
        // 30 % head-room: the label printed past a bar's end must stay inside the axis.
        let series = Self.series(upTo: .greatestFiniteMagnitude)
        func limit(_ extreme: Double) -> Double { series.first { $0 >= extreme * 1.3 } ?? extreme * 1.3 }
        let lowerLimit = limit(usable.map { 1 / $0 }.max() ?? 1)
        let upperLimit = limit(usable.max() ?? 1)
        let scale = (plotRight - plotLeft) / (Self.log10(lowerLimit) + Self.log10(upperLimit))
        let unityX = plotLeft + scale * Self.log10(lowerLimit)
        let position = { (ratio: Double) in unityX + scale * Self.log10(ratio) }
        self.lowerLimit = lowerLimit
        self.upperLimit = upperLimit
        self.unityX = unityX
        rows = ratios.enumerated().map { index, ratio in
            let rowTop = top + rowHeight * Double(index)
            let valid = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            let target = targets.isEmpty ? nil : targets[index].flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            return Row(
                top: rowTop, barCenter: rowTop + rowHeight / 2, barEnd: valid.map(position),
                targetX: target.map(position), isFaster: (valid ?? 1) < 1,
                ratioText: valid.map(Self.ratioText) ?? "")
        }
        ticks =
            series.prefix { $0 < lowerLimit * 1.0001 }.reversed().map {
                Tick(x: position(1 / $0), label: Self.ratioText(1 / $0))
            }
            + [Tick(x: unityX, label: "1x")]
            + series.prefix { $0 < upperLimit * 1.0001 }.map {
                Tick(x: position($0), label: Self.ratioText($0))
            }
    }

    /// A ratio as the chart prints it: two significant digits below 10 without trailing zeros
    /// (`0.31x`, `0.052x`, `1.3x`, `0.5x`, `2x`), two decimals just above 1 so that a slower
    /// bar never reads `1x` (`1.04x`), whole numbers from 10 (`24x`).
    public static func ratioText(_ ratio: Double) -> String {
        if ratio >= 9.95 { return "\(Int(ratio.rounded()))x" }
        var digits = ratio > 1 && ratio < 1.095 ? 2 : 1
        var scaled = ratio
        while scaled < 0.995 && digits < 6 {
            scaled *= 10
            digits += 1
        }
        var text = ReportFormatter.fixed(ratio, digits)
        // Round values read better without the trailing zero: 0.5x, 2x.
        while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "x"
    }

    /// 2, 5, 10, 20, 50, … while at most `maximum` (and below 10¹⁵).
    static func series(upTo maximum: Double) -> [Double] {
        var values: [Double] = []
        var decade = 1.0
        while decade < 1e15 {
            for step in [2.0, 5, 10] where decade * step <= maximum { values.append(decade * step) }
            decade *= 10
        }
        return values
    }

    /// log₁₀ without Foundation: the binary exponent plus a series for the mantissa, plenty for
    /// placing bars on a chart (relative error below 1e-12).
    static func log10(_ value: Double) -> Double {
        let exponent = Double(value.exponent)
        let mantissa = value.significand  // in [1, 2)
        // ln(m) = 2 artanh((m − 1)/(m + 1)), |z| ≤ 1/3.
        let z = (mantissa - 1) / (mantissa + 1)
        var term = z
        var sum = 0.0
        var n = 1.0
        while term.magnitude > 1e-17 {
            sum += term / n
            term *= z * z
            n += 2
        }
        let naturalLog = 2 * sum + exponent * 0.693_147_180_559_945_3
        return naturalLog / 2.302_585_092_994_046
    }
}
