/// The colours of the built-in art: lacquer reds, gold and cream, the genre's festive palette.
enum ArtPalette {
    static let deepRed = CanvasColor(hex: 0x8E0D16)
    static let red = CanvasColor(hex: 0xC8202B)
    static let brightRed = CanvasColor(hex: 0xEF3B36)
    static let maroon = CanvasColor(hex: 0x5A070D)
    static let darkGold = CanvasColor(hex: 0xA8741A)
    static let gold = CanvasColor(hex: 0xE7B341)
    static let lightGold = CanvasColor(hex: 0xFFE49A)
    static let amber = CanvasColor(hex: 0xF5A623)
    static let lightAmber = CanvasColor(hex: 0xFFD36A)
    static let cream = CanvasColor(hex: 0xFFF6E0)
    static let paleCream = CanvasColor(hex: 0xFFFBF0)
    static let shadow = CanvasColor(hex: 0x1E0204)
    static let white = CanvasColor(hex: 0xFFFFFF)

    /// A metallic gold band across a ring or stroke: dark edges, bright middle.
    static let goldBand: [GradientStop] = [
        GradientStop(0, darkGold), GradientStop(0.45, lightGold), GradientStop(0.6, gold),
        GradientStop(1, darkGold),
    ]
}

extension ArtPalette {
    /// A radial paint that spreads `stops` across the band from `inner` to `outer` points from
    /// `center`, for shading rings so they look the same at every rotation.
    static func band(center: CanvasPoint, inner: Double, outer: Double, stops: [GradientStop]) -> CanvasPaint
    {
        let start = inner / outer
        return .radialGradient(
            center: center, radius: outer,
            stops: stops.map { GradientStop(start + (1 - start) * $0.location, $0.color) })
    }

    /// A paint that runs `stops` downwards from `top` to `bottom` (points), the same across.
    static func vertical(top: Double, bottom: Double, x: Double = 0, stops: [GradientStop]) -> CanvasPaint {
        .linearGradient(start: CanvasPoint(x, top), end: CanvasPoint(x, bottom), stops: stops)
    }
}
