/// The opaque page: a warm red radial glow with soft sunburst rays and a few gold sparkles in
/// the corners, the part the round wheel leaves visible.
enum PageBackgroundArt {
    static let center = CanvasPoint(Double(SceneMetrics.center), Double(SceneMetrics.center))
    static let rayCount = 16

    static func draw(on canvas: inout Canvas) {
        canvas.fill(
            .rectangle(
                CanvasRect(
                    x: 0, y: 0, width: Double(SceneMetrics.viewSide), height: Double(SceneMetrics.viewSide)),
                cornerRadius: 0),
            with: .radialGradient(
                center: center, radius: 202,
                stops: [
                    GradientStop(0, CanvasColor(hex: 0xD8383A)),
                    GradientStop(0.55, CanvasColor(hex: 0xA5141D)),
                    GradientStop(1, CanvasColor(hex: 0x4E060B)),
                ]))
        // Sunburst: soft-edged rays from a repeating conic gradient, one period per ray pair.
        let ray = ArtPalette.lightGold.withAlpha(0.11)
        let gap = ArtPalette.lightGold.withAlpha(0)
        // The rays fade in away from the centre, where they would crowd into single pixels.
        canvas.fill(
            .ring(center: center, innerRadius: 34, outerRadius: 400),
            with: .conicGradient(
                center: center, startAngle: -Double.pi / Double(rayCount), repetitions: rayCount,
                stops: [
                    GradientStop(0.03, gap), GradientStop(0.1, ray), GradientStop(0.4, ray),
                    GradientStop(0.47, gap),
                ]),
            feather: 60)
        for (x, y, size) in [
            (22.0, 26.0, 5.0), (262.0, 30.0, 4.0), (30.0, 258.0, 4.0), (258.0, 262.0, 5.5), (48.0, 12.0, 2.5),
            (274.0, 64.0, 2.5), (12.0, 226.0, 2.5), (236.0, 276.0, 2.5),
        ] {
            canvas.fill(
                sparkle(at: CanvasPoint(x, y), size: size), color: ArtPalette.lightGold, opacity: 0.85)
        }
    }

    /// A four-pointed star `size` points from centre to tip.
    private static func sparkle(at point: CanvasPoint, size: Double) -> CanvasShape {
        let waist = size * 0.22
        return .polygon([
            CanvasPoint(point.x, point.y - size), CanvasPoint(point.x + waist, point.y - waist),
            CanvasPoint(point.x + size, point.y), CanvasPoint(point.x + waist, point.y + waist),
            CanvasPoint(point.x, point.y + size), CanvasPoint(point.x - waist, point.y + waist),
            CanvasPoint(point.x - size, point.y), CanvasPoint(point.x - waist, point.y - waist),
        ])
    }
}
