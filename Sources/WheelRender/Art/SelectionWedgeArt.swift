/// The selection wedge: a red pie slice of 30° with its apex at the bottom centre (the wheel
/// centre) reaching the segments' outer edge at 126 pt, with a gold inner border.
enum SelectionWedgeArt {
    static let apex = CanvasPoint(34, 143)
    static let radius = 125.5

    static func draw(on canvas: inout Canvas) {
        let wedge = CanvasShape.annularSector(
            center: apex, innerRadius: 0, outerRadius: radius, centerAngle: 0, halfAngle: Double.pi / 12 - 0.004)
        canvas.fill(
            wedge,
            with: .radialGradient(
                center: apex, radius: radius,
                stops: [
                    GradientStop(0.3, CanvasColor(hex: 0xA80C18)), GradientStop(0.8, CanvasColor(hex: 0xE5262C)),
                    GradientStop(1, CanvasColor(hex: 0xFF5540)),
                ]),
            opacity: 0.96)
        canvas.fill(
            .intersection(wedge, .ring(center: apex, innerRadius: radius - 22, outerRadius: radius)),
            with: ArtPalette.band(
                center: apex, inner: radius - 22, outer: radius,
                stops: [GradientStop(0, ArtPalette.white.withAlpha(0)), GradientStop(1, ArtPalette.white.withAlpha(0.22))]))
        canvas.fill(.intersection(.outline(wedge, width: 3.6), wedge), color: ArtPalette.lightGold)
        canvas.fill(.intersection(.outline(.offset(wedge, distance: -1.8), width: 0.8), wedge), color: ArtPalette.darkGold, opacity: 0.8)
    }
}
