/// The static base behind the wheel: a soft drop shadow, a gold outer ring lit from the top left
/// and 24 marquee lights around it. The wheel covers everything inside radius 132 pt.
enum BaseDiscArt {
    static let center = CanvasPoint(Double(SceneMetrics.center), Double(SceneMetrics.center))
    static let outerRadius = 140.5
    static let innerRadius = 131.5
    static let lightCount = 24

    static func draw(on canvas: inout Canvas) {
        // Rings rather than discs where the inside is painted over anyway: the rasteriser skips
        // the hole of a ring almost for free.
        canvas.fill(
            .ring(
                center: CanvasPoint(center.x, center.y + 1.5), innerRadius: innerRadius - 4,
                outerRadius: outerRadius - 1),
            color: ArtPalette.shadow, opacity: 0.55, feather: 5)
        canvas.fill(
            .ring(center: center, innerRadius: innerRadius - 1, outerRadius: outerRadius),
            with: .linearGradient(
                start: CanvasPoint(60, 10), end: CanvasPoint(226, 276),
                stops: [
                    GradientStop(0, ArtPalette.lightGold), GradientStop(0.45, ArtPalette.gold),
                    GradientStop(1, ArtPalette.darkGold),
                ]))
        canvas.fill(
            .outline(.circle(center: center, radius: outerRadius - 0.5), width: 1),
            color: ArtPalette.darkGold, opacity: 0.8)
        canvas.fill(.circle(center: center, radius: innerRadius), color: ArtPalette.deepRed)
        canvas.fill(
            .ring(center: center, innerRadius: innerRadius - 0.5, outerRadius: innerRadius + 0.8),
            color: ArtPalette.maroon)
        drawLights(on: &canvas)
    }

    private static func drawLights(on canvas: inout Canvas) {
        let step = 2 * Double.pi / Double(lightCount)
        let radius = (outerRadius + innerRadius) / 2 + 0.3
        for index in 0..<lightCount {
            let bulb = center.offset(by: radius, clockwiseFromTop: Double(index) * step)
            let lit = index % 2 == 0
            canvas.fill(
                .circle(center: bulb, radius: 3.6), color: ArtPalette.white, opacity: lit ? 0.75 : 0.4,
                feather: 3)
            canvas.fill(.circle(center: bulb, radius: 3.1), color: ArtPalette.darkGold)
            canvas.fill(
                .circle(center: bulb, radius: 2.6),
                with: .radialGradient(
                    center: CanvasPoint(bulb.x - 0.5, bulb.y - 0.6), radius: 2.9,
                    stops: lit
                        ? [
                            GradientStop(0, ArtPalette.white), GradientStop(0.5, ArtPalette.paleCream),
                            GradientStop(1, ArtPalette.lightAmber),
                        ]
                        : [
                            GradientStop(0, ArtPalette.cream), GradientStop(0.5, ArtPalette.lightAmber),
                            GradientStop(1, ArtPalette.amber),
                        ]))
        }
    }
}
