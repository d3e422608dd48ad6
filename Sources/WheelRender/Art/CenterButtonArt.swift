/// The round start button: a gold bezel around a glossy red dome with "GO" in cream strokes.
/// Pressed, the dome darkens, the gloss dims, a shadow falls in from the top edge and the
/// label sinks by one point.
enum CenterButtonArt {
    static let center = CanvasPoint(
        Double(SceneMetrics.centerButtonSide) / 2, Double(SceneMetrics.centerButtonSide) / 2)
    static let bezelRadius = 38.4
    static let domeRadius = 32.4

    static func draw(on canvas: inout Canvas, pressed: Bool) {
        let drop = pressed ? 0.6 : 1.6
        canvas.fill(
            .circle(center: CanvasPoint(center.x, center.y + drop), radius: bezelRadius),
            color: ArtPalette.shadow,
            opacity: 0.5, feather: pressed ? 2 : 3.4)
        canvas.fill(
            .circle(center: center, radius: bezelRadius),
            with: ArtPalette.vertical(
                top: center.y - bezelRadius, bottom: center.y + bezelRadius,
                stops: pressed
                    ? [
                        GradientStop(0, ArtPalette.darkGold), GradientStop(0.5, ArtPalette.gold),
                        GradientStop(1, ArtPalette.lightGold),
                    ]
                    : [
                        GradientStop(0, ArtPalette.paleCream), GradientStop(0.35, ArtPalette.lightGold),
                        GradientStop(1, ArtPalette.darkGold),
                    ]))
        canvas.fill(.circle(center: center, radius: domeRadius + 1.3), color: ArtPalette.maroon)
        let dome = CanvasShape.circle(center: center, radius: domeRadius)
        canvas.fill(
            dome,
            with: .radialGradient(
                center: CanvasPoint(center.x, center.y - 12), radius: 46,
                stops: pressed
                    ? [
                        GradientStop(0, CanvasColor(hex: 0xC7262A)),
                        GradientStop(0.55, CanvasColor(hex: 0x9A0E17)), GradientStop(1, ArtPalette.maroon),
                    ]
                    : [
                        GradientStop(0, CanvasColor(hex: 0xFF6A50)), GradientStop(0.5, ArtPalette.red),
                        GradientStop(1, ArtPalette.deepRed),
                    ]))
        if pressed {
            canvas.fill(
                dome,
                with: ArtPalette.vertical(
                    top: center.y - domeRadius, bottom: center.y,
                    stops: [
                        GradientStop(0, ArtPalette.shadow.withAlpha(0.45)),
                        GradientStop(1, ArtPalette.shadow.withAlpha(0)),
                    ]))
        }
        let gloss = CanvasShape.intersection(
            .circle(center: center, radius: domeRadius - 2.5),
            .circle(center: CanvasPoint(center.x, center.y - 34), radius: 36))
        canvas.fill(
            gloss,
            with: ArtPalette.vertical(
                top: center.y - domeRadius, bottom: center.y - 4,
                stops: [
                    GradientStop(0, ArtPalette.white.withAlpha(0.55)),
                    GradientStop(1, ArtPalette.white.withAlpha(0.04)),
                ]),
            opacity: pressed ? 0.35 : 1)
        let labelCenter = CanvasPoint(center.x, center.y + (pressed ? 2 : 1))
        let label = StrokeFont.shape(
            "GO", centeredAt: labelCenter, capHeight: 17, weight: 4.4, tracking: 0.16)
        let shadowLabel = StrokeFont.shape(
            "GO", centeredAt: CanvasPoint(labelCenter.x, labelCenter.y + 1.3), capHeight: 17, weight: 4.4,
            tracking: 0.16)
        canvas.fill(shadowLabel, color: ArtPalette.maroon, opacity: 0.6, feather: 1)
        canvas.fill(label, color: pressed ? ArtPalette.lightGold : ArtPalette.paleCream)
    }
}
