/// The selection wedge: a glowing red-to-coral pie slice of one segment's angle (30° on the
/// reference screen) with its apex at the bottom centre (the wheel centre), reaching the
/// segments' outer edge at 125.5 pt, edged in gold with a soft light inside the edge so it reads
/// on red and amber segments alike.
enum SelectionWedgeArt {
    static let radius = 125.5

    static func draw(on canvas: inout Canvas, segments: Int) {
        let apex = CanvasPoint(
            Double(ButtonLayout(segmentCount: segments).width) / 2, Double(SceneMetrics.buttonHeight))
        let wedge = CanvasShape.annularSector(
            center: apex, innerRadius: 0, outerRadius: radius, centerAngle: 0,
            halfAngle: Double.pi / Double(segments) - 0.004)
        canvas.fill(
            wedge,
            with: .radialGradient(
                center: apex, radius: radius,
                stops: [
                    GradientStop(0.3, CanvasColor(hex: 0xB0101C)),
                    GradientStop(0.65, CanvasColor(hex: 0xF0302E)),
                    GradientStop(1, CanvasColor(hex: 0xFF7A48)),
                ]))
        // A soft light along the edge, inside and a little beyond it (a halo).
        canvas.fill(
            .intersection(.outline(wedge, width: 9), wedge), color: CanvasColor(hex: 0xFFD9A0), opacity: 0.55,
            feather: 6)
        canvas.fill(.intersection(.outline(wedge, width: 5), wedge), color: ArtPalette.lightGold)
        canvas.fill(
            .intersection(.outline(.offset(wedge, distance: -2.5), width: 0.9), wedge),
            color: ArtPalette.darkGold,
            opacity: 0.9)
    }
}
