/// The pointer: a gold teardrop whose tip, at the bottom centre, points down into the wheel at
/// 12 o'clock, with a red jewel in its head.
enum PointerArt {
    static let head = CanvasPoint(12, 10.5)
    static let headRadius = 9.6
    static let tip = CanvasPoint(12, 29.3)

    static func draw(on canvas: inout Canvas) {
        let drop = teardrop(offsetY: 0)
        canvas.fill(teardrop(offsetY: 0.8), color: ArtPalette.shadow, opacity: 0.45, feather: 1.6)
        canvas.fill(
            drop,
            with: .linearGradient(
                start: CanvasPoint(3, 2), end: CanvasPoint(21, 26),
                stops: [
                    GradientStop(0, ArtPalette.paleCream), GradientStop(0.4, ArtPalette.lightGold),
                    GradientStop(1, ArtPalette.darkGold),
                ]))
        canvas.fill(.intersection(.outline(drop, width: 1.4), drop), color: ArtPalette.darkGold, opacity: 0.9)
        canvas.fill(.circle(center: head, radius: 5.6), color: ArtPalette.maroon)
        canvas.fill(
            .circle(center: head, radius: 4.9),
            with: .radialGradient(
                center: CanvasPoint(head.x - 1.5, head.y - 1.8), radius: 6.5,
                stops: [
                    GradientStop(0, CanvasColor(hex: 0xFF7A5C)), GradientStop(0.5, ArtPalette.red),
                    GradientStop(1, ArtPalette.deepRed),
                ]))
        canvas.fill(
            .circle(center: CanvasPoint(head.x - 1.6, head.y - 1.9), radius: 1.3), color: ArtPalette.white,
            opacity: 0.8)
    }

    /// A circle joined to the tip by its two tangent lines.
    private static func teardrop(offsetY: Double) -> CanvasShape {
        let center = CanvasPoint(head.x, head.y + offsetY)
        let point = CanvasPoint(tip.x, tip.y + offsetY)
        let distance = point.y - center.y
        let along = headRadius * headRadius / distance
        let across = (headRadius * headRadius - along * along).squareRoot()
        return .union([
            .circle(center: center, radius: headRadius),
            .polygon([
                CanvasPoint(center.x - across, center.y + along),
                CanvasPoint(center.x + across, center.y + along), point,
            ]),
        ])
    }
}
