/// Twelve original line drawings after the zodiac signs, Aries first, one per segment.
///
/// Each symbol is a set of centre lines in a box from -1 to 1 on both axes (y down), built from
/// straight lines and circular arcs so it stays legible at 8 points and clean at @3x.
enum ZodiacSymbols {
    static let count = 12

    /// The centre lines of symbol `index` (0..<12) mapped to `center`, `unit` points per box unit.
    static func strokes(_ index: Int, center: CanvasPoint, unit: Double) -> [[CanvasPoint]] {
        symbols[index % count].map { line in
            line.map { CanvasPoint(center.x + $0.x * unit, center.y + $0.y * unit) }
        }
    }

    private static func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x, y) }

    /// Degrees in screen orientation: 0° right, 90° down.
    private static func arc(_ x: Double, _ y: Double, _ r: Double, _ from: Double, _ to: Double)
        -> [CanvasPoint]
    {
        CanvasPoint(x, y).arc(radiusX: r, radiusY: r, from: from, to: to)
    }

    private static let symbols: [[[CanvasPoint]]] = [
        // Aries: two horns curling out of one stem.
        [arc(-0.42, -0.3, 0.42, 140, 360) + [p(0, 0.85)], arc(0.42, -0.3, 0.42, 180, 400)],
        // Taurus: a disc under upturned horns.
        [arc(0, 0.32, 0.48, 0, 360), arc(0, -0.84, 0.66, 15, 165)],
        // Gemini: two pillars between bowed lintels.
        [
            [p(-0.34, -0.74), p(-0.34, 0.74)], [p(0.34, -0.74), p(0.34, 0.74)],
            arc(0, -2.0, 1.3, 60, 120), arc(0, 2.0, 1.3, 240, 300),
        ],
        // Cancer: two curled claws, one turned over the other.
        [
            arc(-0.44, -0.26, 0.24, 0, 360), arc(0.15, 0.12, 0.83, -134, -20),
            arc(0.44, 0.26, 0.24, 0, 360), arc(-0.15, -0.12, 0.83, 46, 160),
        ],
        // Leo: a disc with a mane sweeping over into a curl.
        [
            arc(-0.5, 0.45, 0.3, 0, 360),
            [p(-0.5, 0.15)] + arc(0.0, -0.3, 0.45, 180, 360) + [p(0.3, 0.5)] + arc(0.58, 0.5, 0.28, 180, 30),
        ],
        // Virgo: three arched stems, the last one looped.
        [
            [p(-0.75, -0.45), p(-0.75, 0.75)],
            arc(-0.5, -0.3, 0.25, 180, 360) + [p(-0.25, 0.75)],
            arc(0.0, -0.3, 0.25, 180, 360) + [p(0.25, 0.45)] + arc(0.52, 0.45, 0.27, 180, 480) + [
                p(0.25, 0.9)
            ],
        ],
        // Libra: a balance beam under a rising sun.
        [
            [p(-0.85, 0.6), p(0.85, 0.6)],
            [p(-0.85, 0.22), p(-0.36, 0.22)] + arc(0, -0.12, 0.5, 137, 403) + [p(0.85, 0.22)],
        ],
        // Scorpio: three arched stems, the last one ending in a sting.
        [
            [p(-0.75, -0.45), p(-0.75, 0.7)],
            arc(-0.5, -0.3, 0.25, 180, 360) + [p(-0.25, 0.7)],
            arc(0.0, -0.3, 0.25, 180, 360) + [p(0.25, 0.45), p(0.5, 0.72), p(0.88, 0.34)],
            [p(0.56, 0.34), p(0.88, 0.34), p(0.88, 0.66)],
        ],
        // Sagittarius: an arrow in flight with a crossbar.
        [
            [p(-0.8, 0.8), p(0.8, -0.8)], [p(0.12, -0.8), p(0.8, -0.8), p(0.8, -0.12)],
            [p(-0.6, -0.08), p(0.08, 0.6)],
        ],
        // Capricorn: a sea-goat's horn running into a fish-tail loop.
        [
            [p(-0.9, -0.55), p(-0.55, 0.6), p(-0.2, -0.5), p(0.05, 0.35)]
                + arc(0.42, 0.32, 0.32, 175, 540) + [p(-0.05, 0.9)]
        ],
        // Aquarius: two waves.
        [
            [p(-0.9, -0.12), p(-0.45, -0.45), p(0, -0.12), p(0.45, -0.45), p(0.9, -0.12)],
            [p(-0.9, 0.45), p(-0.45, 0.12), p(0, 0.45), p(0.45, 0.12), p(0.9, 0.45)],
        ],
        // Pisces: two fish back to back, tied by a line.
        [arc(-1.35, 0, 1.0, -45, 45), arc(1.35, 0, 1.0, 135, 225), [p(-0.65, 0), p(0.65, 0)]],
    ]
}
