/// The round clip of the rotating layer: points within 143 pt × scale + 1 pixel of the view
/// centre. The extra pixel keeps the anti-aliased rim of a 286 pt disc image; whatever the
/// layer holds beyond the disc (square corners, corners of buttons) is never drawn, as with a
/// round mask on the wheel view.
struct WheelDisc: Sendable {
    /// The centre in frame pixels, on both axes.
    let center: Int
    /// The clip radius in frame pixels.
    let radius: Int

    init(scale: Int) {
        center = SceneMetrics.center * scale
        radius = SceneMetrics.center * scale + 1
    }

    /// Whether a frame point (pixel units) is inside, border included.
    func contains(x: Double, y: Double) -> Bool {
        let dx = x - Double(center)
        let dy = y - Double(center)
        return dx * dx + dy * dy <= Double(radius * radius)
    }

    /// The columns of `row` whose pixel centres are inside, clipped to `0..<side`. Exact in
    /// integers: in half pixels a centre is at `2x + 1`, so the test is
    /// `(2x + 1 − 2c)² + (2y + 1 − 2c)² ≤ (2r)²`.
    func columns(inRow row: Int, side: Int) -> Range<Int> {
        let dy = 2 * row + 1 - 2 * center
        let room = 4 * radius * radius - dy * dy
        guard room >= 0 else { return 0..<0 }
        var reach = Int(Double(room).squareRoot())
        while reach * reach > room { reach -= 1 }
        while (reach + 1) * (reach + 1) <= room { reach += 1 }
        // |2x + 1 − 2c| ≤ reach  ⇔  x ∈ [⌈(2c − 1 − reach) / 2⌉, ⌊(2c − 1 + reach) / 2⌋].
        let first = max(0, (2 * center - reach) / 2)
        let last = min(side - 1, (2 * center - 1 + reach) / 2)
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
