/// A tiny vector font drawn with round-capped strokes: digits, lowercase letters, `G`, `O`
/// and a little punctuation (`. , : - / % ( ) @` and space).
///
/// Glyphs are centre lines in a box one cap height tall (y down), so text is sharp at any scale
/// and its weight is simply the stroke width. It exists for the built-in art (segment numbers,
/// "GO") and for simple labelled charts; characters it lacks are drawn as spaces.
public enum StrokeFont {
    struct Glyph {
        /// Centre lines in cap-height units, (0, 0) at the top left, y down; the baseline is at
        /// y = 1, the x-height at y = 0.4 and descenders reach y = 1.3.
        var strokes: [[CanvasPoint]]
        /// Distance to the next glyph's origin, in cap heights (before tracking): the ink width
        /// unless given, so text centres on its ink.
        var advance: Double

        init(_ strokes: [[CanvasPoint]], advance: Double? = nil) {
            self.strokes = strokes
            self.advance = advance ?? strokes.joined().map(\.x).max() ?? 0
        }
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

    /// `text` as a filled shape whose ink box is centred on `center` (points), descenders
    /// aside: the cap height spans `capHeight` points and strokes are `weight` points wide. `tracking` is the extra
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
        glyphs[character] ?? glyphs[" "] ?? Glyph([], advance: 0.4)
    }
}
