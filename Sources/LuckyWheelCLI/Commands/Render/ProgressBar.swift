/// The one-line progress display of long renders: a bar, the percentage, the count and the
/// time so far, e.g. `[##########..........]  50%  135/270 frames  1.2 s`.
enum ProgressBar {
    /// The narrowest bar drawn: below it the line is the numbers alone.
    static let narrowestBar = 5

    /// The line for `completed` of `total` units after `elapsed` seconds, `width` characters
    /// of bar (at least 1), fitted to a terminal of `columns` when it is known: the bar
    /// narrows, then goes (the numbers alone, then without the time, then the percentage
    /// alone), and the last column stays free, so the line never wraps (a wrapped line is left
    /// behind at every redraw, since `\r` goes back over its last row only). `completed` is
    /// clamped to `0...total`; a total of 0 shows as done.
    static func line(
        completed: Int, total: Int, unit: String, elapsed: Double, width: Int = 30, columns: Int? = nil
    ) -> String {
        let total = max(total, 0)
        let done = min(max(completed, 0), total)
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let percent = String(Int(fraction * 100))
        let tenths = Int((max(elapsed, 0) * 10).rounded())
        let count = percent + "%  \(done)/\(total) \(unit)"
        let numbers = count + "  \(tenths / 10).\(tenths % 10) s"
        let tail = " " + String(repeating: " ", count: 3 - percent.count) + numbers
        var width = max(width, 1)
        if let columns {
            let room = max(columns - 1, 0)
            width = min(width, room - 2 - tail.count)
            if width < narrowestBar {
                return [numbers, count, percent + "%"].first { $0.count <= room } ?? ""
            }
        }
        let filled = min(width, Int(fraction * Double(width)))
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            + "]"
            + tail
    }
}
