import WheelRender

/// Why `luckywheel-bench --chart` could not draw the chart; each message names the file.
enum ChartError: Error, CustomStringConvertible {
    /// The figures file could not be read.
    case unreadable(path: String, reason: String)
    /// The figures file is not the JSON `Benchmarks/peers/run-all.py` writes.
    case malformed(path: String, reason: String)
    /// No row of the figures file has a chart label and a ratio.
    case nothingToDraw(path: String)
    /// The image could not be encoded or written.
    case unwritable(path: String, reason: String)
    /// The canvas refused the chart's size (a scale below 1).
    case undrawable(RenderError)

    var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return
                "\(path): cannot read the figures (\(reason)); run Benchmarks/peers/run-all.py to make them"
        case .malformed(let path, let reason):
            return "\(path): not a figures file of Benchmarks/peers/run-all.py (\(reason)); run it again"
        case .nothingToDraw(let path):
            return "\(path): no row has a chartLabel and a ratio, so there is nothing to draw"
        case .unwritable(let path, let reason):
            return "\(path): cannot write the chart (\(reason)); check the folder exists and is writable"
        case .undrawable(let error):
            return "cannot draw the chart: \(error)"
        }
    }
}
