extension StrokeFont {
    private static func point(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x, y) }

    /// Degrees in screen orientation: 0° right, 90° down.
    private static func arc(
        _ x: Double, _ y: Double, _ rx: Double, _ ry: Double, _ from: Double, _ to: Double
    ) -> [CanvasPoint] {
        CanvasPoint(x, y).arc(radiusX: rx, radiusY: ry, from: from, to: to)
    }

    /// The round bowl shared by a, b, d, g, o, p and q.
    private static let bowl = arc(0.27, 0.7, 0.27, 0.3, 0, 360)

    // Shapes follow the usual monoline construction: lining figures one cap height tall,
    // lowercase from circles and straight stems.
    static let glyphs: [Character: Glyph] = [
        " ": Glyph([], advance: 0.4),
        "0": Glyph([arc(0.31, 0.5, 0.31, 0.5, 0, 360)]),
        "1": Glyph([[point(0.0, 0.2), point(0.26, 0.0), point(0.26, 1.0)]]),
        "2": Glyph([arc(0.3, 0.29, 0.29, 0.29, 195, 390) + [point(0.0, 1.0), point(0.6, 1.0)]]),
        "3": Glyph([
            arc(0.3, 0.25, 0.26, 0.25, 200, 450) + [point(0.2, 0.5)], arc(0.3, 0.74, 0.3, 0.26, -90, 160),
        ]),
        "4": Glyph([[point(0.47, 1.0), point(0.47, 0.0), point(0.0, 0.7), point(0.64, 0.7)]]),
        "5": Glyph([
            [point(0.55, 0.0), point(0.1, 0.0), point(0.05, 0.48)] + arc(0.3, 0.69, 0.3, 0.31, 220, 520)
        ]),
        "6": Glyph([arc(0.3, 0.7, 0.3, 0.3, 0, 360), arc(0.62, 0.7, 0.62, 0.7, 180, 250)]),
        "7": Glyph([[point(0.0, 0.0), point(0.6, 0.0), point(0.2, 1.0)]]),
        "8": Glyph([arc(0.3, 0.25, 0.25, 0.25, 0, 360), arc(0.3, 0.74, 0.3, 0.26, 0, 360)]),
        "9": Glyph([arc(0.3, 0.3, 0.3, 0.3, 0, 360), arc(-0.02, 0.3, 0.62, 0.7, 0, 70)]),
        "G": Glyph([arc(0.36, 0.5, 0.36, 0.5, -40, -360) + [point(0.72, 0.56), point(0.42, 0.56)]]),
        "O": Glyph([arc(0.39, 0.5, 0.39, 0.5, 0, 360)]),
        "a": Glyph([bowl, [point(0.54, 0.4), point(0.54, 1.0)]]),
        "b": Glyph([bowl, [point(0.0, 0.0), point(0.0, 1.0)]]),
        "c": Glyph([arc(0.27, 0.7, 0.27, 0.3, -40, -320)]),
        "d": Glyph([bowl, [point(0.54, 0.0), point(0.54, 1.0)]]),
        "e": Glyph([[point(0.0, 0.7), point(0.54, 0.7)] + arc(0.27, 0.7, 0.27, 0.3, 0, -320)]),
        "f": Glyph([
            arc(0.38, 0.22, 0.2, 0.22, -30, -180) + [point(0.18, 1.0)], [point(0.0, 0.42), point(0.4, 0.42)],
        ]),
        "g": Glyph([bowl, [point(0.54, 0.4), point(0.54, 1.1)] + arc(0.27, 1.1, 0.27, 0.2, 0, 160)]),
        "h": Glyph([
            [point(0.0, 0.0), point(0.0, 1.0)], arc(0.25, 0.65, 0.25, 0.25, 180, 360) + [point(0.5, 1.0)],
        ]),
        "i": Glyph([[point(0.0, 0.4), point(0.0, 1.0)], [point(0.0, 0.15)]]),
        "j": Glyph([
            [point(0.2, 0.4), point(0.2, 1.1)] + arc(0.0, 1.1, 0.2, 0.2, 0, 150), [point(0.2, 0.15)],
        ]),
        "k": Glyph([
            [point(0.0, 0.0), point(0.0, 1.0)], [point(0.45, 0.4), point(0.0, 0.75)],
            [point(0.13, 0.65), point(0.47, 1.0)],
        ]),
        "l": Glyph([[point(0.0, 0.0), point(0.0, 1.0)]]),
        "m": Glyph([
            [point(0.0, 0.4), point(0.0, 1.0)], arc(0.2, 0.6, 0.2, 0.2, 180, 360) + [point(0.4, 1.0)],
            arc(0.6, 0.6, 0.2, 0.2, 180, 360) + [point(0.8, 1.0)],
        ]),
        "n": Glyph([
            [point(0.0, 0.4), point(0.0, 1.0)], arc(0.25, 0.65, 0.25, 0.25, 180, 360) + [point(0.5, 1.0)],
        ]),
        "o": Glyph([bowl]),
        "p": Glyph([bowl, [point(0.0, 0.4), point(0.0, 1.3)]]),
        "q": Glyph([bowl, [point(0.54, 0.4), point(0.54, 1.3)]]),
        "r": Glyph([[point(0.0, 0.4), point(0.0, 1.0)], arc(0.3, 0.7, 0.3, 0.3, 180, 280)]),
        "s": Glyph([arc(0.24, 0.55, 0.22, 0.15, -20, -270) + arc(0.26, 0.85, 0.24, 0.15, -90, 160)]),
        "t": Glyph([
            [point(0.18, 0.12), point(0.18, 0.85)] + arc(0.38, 0.85, 0.2, 0.15, 180, 80),
            [point(0.0, 0.42), point(0.42, 0.42)],
        ]),
        "u": Glyph([
            [point(0.0, 0.4)] + arc(0.25, 0.75, 0.25, 0.25, 180, 0), [point(0.5, 0.4), point(0.5, 1.0)],
        ]),
        "v": Glyph([[point(0.0, 0.4), point(0.26, 1.0), point(0.52, 0.4)]]),
        "w": Glyph([
            [point(0.0, 0.4), point(0.18, 1.0), point(0.37, 0.55), point(0.56, 1.0), point(0.74, 0.4)]
        ]),
        "x": Glyph([[point(0.0, 0.4), point(0.5, 1.0)], [point(0.5, 0.4), point(0.0, 1.0)]]),
        "y": Glyph([[point(0.0, 0.4), point(0.27, 0.97)], [point(0.54, 0.4), point(0.1, 1.3)]]),
        "z": Glyph([[point(0.0, 0.4), point(0.5, 0.4), point(0.0, 1.0), point(0.5, 1.0)]]),
        ".": Glyph([[point(0.1, 1.0)]], advance: 0.2),
        ",": Glyph([[point(0.14, 1.0), point(0.06, 1.18)]], advance: 0.2),
        ":": Glyph([[point(0.1, 0.5)], [point(0.1, 1.0)]], advance: 0.2),
        "-": Glyph([[point(0.0, 0.6), point(0.4, 0.6)]]),
        "/": Glyph([[point(0.0, 1.05), point(0.4, -0.05)]]),
        "%": Glyph([
            [point(0.0, 1.0), point(0.62, 0.0)], arc(0.1, 0.15, 0.1, 0.15, 0, 360),
            arc(0.52, 0.85, 0.1, 0.15, 0, 360),
        ]),
        "@": Glyph([
            arc(0.47, 0.58, 0.2, 0.22, 0, 360),
            [point(0.67, 0.36), point(0.67, 0.7), point(0.73, 0.77), point(0.84, 0.76)]
                + arc(0.47, 0.55, 0.45, 0.45, 15, -300),
        ]),
        "(": Glyph([arc(0.5, 0.5, 0.5, 0.65, 130, 230)]),
        ")": Glyph([arc(-0.32, 0.5, 0.5, 0.65, -50, 50)]),
    ]
}
