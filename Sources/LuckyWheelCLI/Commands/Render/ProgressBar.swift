/// The one-line progress display of long renders: a bar, the percentage, the count and the
/// time so far, e.g. `[##########..........]  50%  135/270 frames  1.2 s`.
enum ProgressBar {
    /// The line for `completed` of `total` units after `elapsed` seconds, `width` characters
    /// of bar (at least 1). `completed` is clamped to `0...total`; a total of 0 shows as done.
    static func line(completed: Int, total: Int, unit: String, elapsed: Double, width: Int = 30) -> String {
        let total = max(total, 0)
        let done = min(max(completed, 0), total)
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let width = max(width, 1)
        let filled = min(width, Int(fraction * Double(width)))
        let percent = String(Int(fraction * 100))
        let tenths = Int((max(elapsed, 0) * 10).rounded())
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            + "] "
            + String(repeating: " ", count: 3 - percent.count) + percent + "%  \(done)/\(total) \(unit)  "
            + "\(tenths / 10).\(tenths % 10) s"
    }
}
