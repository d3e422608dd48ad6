/// A tiny vector font drawn with round-capped strokes: digits, `G`, `O`, `.`, `-` and space.
///
/// Glyphs are centre lines in a box one cap height tall (y down), so text is sharp at any scale
/// and its weight is simply the stroke width. It exists for the built-in art (segment numbers,
/// "GO") and for simple labelled charts; characters it lacks are drawn as spaces.
public enum StrokeFont {
    struct Glyph {
        /// Distance to the next glyph's origin, in cap heights (before tracking).
        var advance: Double
        /// Centre lines in cap-height units, (0, 0) at the top left, y down.
        var strokes: [[CanvasPoint]]
    }

    /// The characters with a glyph.
    public static var characters: Set<Character> { Set(glyphs.keys) }

    /// Width in points of `text` from the left edge of the first glyph's ink to the right edge
    /// of the last one, including the stroke `weight` (points). Empty text is 0 wide.
    public static func width(of text: String, capHeight: Double, weight: Double, tracking: Double = 0.14)
        -> Double
    {
        guard !text.isEmpty else { return 0 }
        let advances = text.map { glyph(for: $0).advance + tracking }.reduce(0, +) - tracking
        return advances * capHeight + weight
    }

    /// `text` as a filled shape whose ink box is centred on `center` (points): the cap height
    /// spans `capHeight` points and strokes are `weight` points wide. `tracking` is the extra
    /// space between glyphs in cap heights.
    public static func shape(
        _ text: String, centeredAt center: CanvasPoint, capHeight: Double, weight: Double,
        tracking: Double = 0.14
    ) -> CanvasShape {
        let width = width(of: text, capHeight: capHeight, weight: weight, tracking: tracking)
        let origin = CanvasPoint(center.x - width / 2 + weight / 2, center.y - capHeight / 2)
        return shape(text, origin: origin, capHeight: capHeight, weight: weight, tracking: tracking)
    }

    /// `text` as a filled shape whose first glyph's cap box has its top-left corner at `origin`
    /// (points); see ``shape(_:centeredAt:capHeight:weight:tracking:)``.
    public static func shape(
        _ text: String, origin: CanvasPoint, capHeight: Double, weight: Double, tracking: Double = 0.14
    ) -> CanvasShape {
        var lines: [[CanvasPoint]] = []
        var pen = 0.0
        for character in text {
            let glyph = glyph(for: character)
            for stroke in glyph.strokes {
                lines.append(
                    stroke.map {
                        CanvasPoint(origin.x + (pen + $0.x) * capHeight, origin.y + $0.y * capHeight)
                    })
            }
            pen += glyph.advance + tracking
        }
        return lines.isEmpty ? .union([]) : .stroke(lines, width: weight)
    }

    static func glyph(for character: Character) -> Glyph {
        glyphs[character] ?? glyphs[" "] ?? Glyph(advance: 0.4, strokes: [])
    }

    private static func point(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x, y) }

    private static func arc(
        _ x: Double, _ y: Double, _ rx: Double, _ ry: Double, _ from: Double, _ to: Double
    )
        -> [CanvasPoint]
    {
        CanvasPoint(x, y).arc(radiusX: rx, radiusY: ry, from: from, to: to)
    }

    // Shapes follow the usual handwritten construction of lining figures; angles in degrees,
    // 0° right and 90° down.
    private static let glyphs: [Character: Glyph] = [
        " ": Glyph(advance: 0.4, strokes: []),
        "0": Glyph(advance: 0.62, strokes: [arc(0.31, 0.5, 0.31, 0.5, 0, 360)]),
        "1": Glyph(advance: 0.4, strokes: [[point(0.0, 0.2), point(0.26, 0.0), point(0.26, 1.0)]]),
        "2": Glyph(
            advance: 0.6,
            strokes: [arc(0.3, 0.29, 0.29, 0.29, 195, 390) + [point(0.0, 1.0), point(0.6, 1.0)]]),
        "3": Glyph(
            advance: 0.6,
            strokes: [
                arc(0.3, 0.25, 0.26, 0.25, 200, 450) + [point(0.2, 0.5)],
                arc(0.3, 0.74, 0.3, 0.26, -90, 160),
            ]),
        "4": Glyph(
            advance: 0.64,
            strokes: [[point(0.47, 1.0), point(0.47, 0.0), point(0.0, 0.7), point(0.64, 0.7)]]),
        "5": Glyph(
            advance: 0.6,
            strokes: [
                [point(0.55, 0.0), point(0.1, 0.0), point(0.05, 0.48)] + arc(0.3, 0.69, 0.3, 0.31, 220, 520)
            ]),
        "6": Glyph(
            advance: 0.6,
            strokes: [arc(0.3, 0.7, 0.3, 0.3, 0, 360), arc(0.62, 0.7, 0.62, 0.7, 180, 250)]),
        "7": Glyph(advance: 0.6, strokes: [[point(0.0, 0.0), point(0.6, 0.0), point(0.2, 1.0)]]),
        "8": Glyph(
            advance: 0.6,
            strokes: [arc(0.3, 0.25, 0.25, 0.25, 0, 360), arc(0.3, 0.74, 0.3, 0.26, 0, 360)]),
        "9": Glyph(
            advance: 0.6,
            strokes: [arc(0.3, 0.3, 0.3, 0.3, 0, 360), arc(-0.02, 0.3, 0.62, 0.7, 0, 70)]),
        "G": Glyph(
            advance: 0.72,
            strokes: [arc(0.36, 0.5, 0.36, 0.5, -40, -360) + [point(0.72, 0.56), point(0.42, 0.56)]]),
        "O": Glyph(advance: 0.78, strokes: [arc(0.39, 0.5, 0.39, 0.5, 0, 360)]),
        ".": Glyph(advance: 0.1, strokes: [[point(0.05, 1.0)]]),
        "-": Glyph(advance: 0.4, strokes: [[point(0.0, 0.56), point(0.4, 0.56)]]),
    ]
}
