/// The rotating wheel: N segments (twelve on the reference screen) alternating lacquer red
/// (even) and amber (odd), gold dividers, a gold rim with studs and a hub. With an odd count the
/// last segment is gold, so no two neighbours share a colour. All shading is radial, so the wheel
/// looks lit the same way at every angle it turns to.
enum WheelDiscArt {
    static let center = CanvasPoint(Double(SceneMetrics.center), Double(SceneMetrics.center))
    /// Outer radius of the coloured segments, in points.
    static let segmentRadius = 126.0
    static let rimRadius = 131.0
    static let hubRadius = 46.0
    static func draw(on canvas: inout Canvas, segments segmentCount: Int) {
        let step = 2 * Double.pi / Double(segmentCount)
        canvas.fill(
            .ring(center: center, innerRadius: segmentRadius - 2, outerRadius: rimRadius + 1),
            color: ArtPalette.maroon)
        canvas.fill(
            .circle(center: center, radius: segmentRadius),
            with: .radialGradient(
                center: center, radius: segmentRadius,
                stops: [
                    GradientStop(0.3, CanvasColor(hex: 0xE58A14)), GradientStop(0.75, ArtPalette.amber),
                    GradientStop(1, ArtPalette.lightAmber),
                ]))
        // With an odd count the last segment would be red beside segment 0: it is cream instead.
        let oddLast = segmentCount % 2 == 1 ? segmentCount - 1 : nil
        let sector = { (index: Int) in
            CanvasShape.annularSector(
                center: center, innerRadius: 0, outerRadius: segmentRadius, centerAngle: Double(index) * step,
                halfAngle: step / 2)
        }
        let redSegments = (0..<segmentCount).filter { $0 % 2 == 0 && $0 != oddLast }.map(sector)
        if let oddLast {
            canvas.fill(
                sector(oddLast),
                with: .radialGradient(
                    center: center, radius: segmentRadius,
                    stops: [
                        GradientStop(0.3, ArtPalette.gold), GradientStop(0.75, ArtPalette.lightGold),
                        GradientStop(1, ArtPalette.cream),
                    ]))
        }
        canvas.fill(
            .union(redSegments),
            with: .radialGradient(
                center: center, radius: segmentRadius,
                stops: [
                    GradientStop(0.3, CanvasColor(hex: 0x8F0C16)), GradientStop(0.75, ArtPalette.red),
                    GradientStop(1, CanvasColor(hex: 0xE23A3C)),
                ]))
        // Depth: the segments darken slightly towards the rim, as if set into it.
        canvas.fill(
            .ring(center: center, innerRadius: 108, outerRadius: segmentRadius),
            with: ArtPalette.band(
                center: center, inner: 108, outer: segmentRadius,
                stops: [
                    GradientStop(0, ArtPalette.maroon.withAlpha(0)),
                    GradientStop(1, ArtPalette.maroon.withAlpha(0.22)),
                ]))
        drawInnerDots(on: &canvas, step: step, count: segmentCount)
        drawDividers(on: &canvas, step: step, count: segmentCount)
        drawRim(on: &canvas, step: step, count: segmentCount)
        drawHub(on: &canvas)
    }

    /// Decorations that repeat per segment give way as segments narrow past the 24 the sheets
    /// are drawn for, so a wheel of many segments (images of your own) keeps its colours:
    /// the dividers thin once closer than 12 pt at the hub, and the inner dots and the rim's
    /// studs are left out once closer than twice their own width (beyond 40 segments).
    static let dividerSpacing = 12.0

    private static func drawInnerDots(on canvas: inout Canvas, step: Double, count segmentCount: Int) {
        guard 62 * step >= 2 * 2 * 2.4 else { return }
        let dots = (0..<segmentCount).map { index in
            CanvasShape.circle(
                center: center.offset(by: 62, clockwiseFromTop: Double(index) * step), radius: 2.4)
        }
        canvas.fill(.union(dots), color: ArtPalette.lightGold, opacity: 0.85)
    }

    private static func drawDividers(on canvas: inout Canvas, step: Double, count segmentCount: Int) {
        let lines = (0..<segmentCount).map { index in
            let angle = (Double(index) + 0.5) * step
            return [
                center.offset(by: hubRadius, clockwiseFromTop: angle),
                center.offset(by: segmentRadius, clockwiseFromTop: angle),
            ]
        }
        let thinning = min(1, hubRadius * step / dividerSpacing)
        canvas.fill(.stroke(lines, width: 3.4 * thinning), color: ArtPalette.maroon, opacity: 0.45)
        canvas.fill(
            .stroke(lines, width: 1.8 * thinning),
            with: ArtPalette.band(
                center: center, inner: hubRadius, outer: segmentRadius,
                stops: [GradientStop(0, ArtPalette.gold), GradientStop(1, ArtPalette.lightGold)]))
    }

    private static func drawRim(on canvas: inout Canvas, step: Double, count segmentCount: Int) {
        canvas.fill(
            .ring(center: center, innerRadius: segmentRadius, outerRadius: rimRadius),
            with: ArtPalette.band(
                center: center, inner: segmentRadius, outer: rimRadius, stops: ArtPalette.goldBand))
        canvas.fill(
            .ring(center: center, innerRadius: segmentRadius - 0.4, outerRadius: segmentRadius + 0.5),
            color: ArtPalette.maroon, opacity: 0.8)
        let studRadius = (segmentRadius + rimRadius) / 2
        guard studRadius * step / 2 >= 2 * 2 * (1.9 + 0.5) else { return }
        for index in 0..<(2 * segmentCount) {
            let stud = center.offset(by: studRadius, clockwiseFromTop: (Double(index) + 1) * step / 2)
            let radius = index % 2 == 0 ? 1.9 : 1.3
            canvas.fill(.circle(center: stud, radius: radius + 0.5), color: ArtPalette.darkGold, opacity: 0.9)
            canvas.fill(
                .circle(center: stud, radius: radius),
                with: .radialGradient(
                    center: stud, radius: radius,
                    stops: [GradientStop(0, ArtPalette.paleCream), GradientStop(1, ArtPalette.gold)]))
        }
    }

    private static func drawHub(on canvas: inout Canvas) {
        canvas.fill(.circle(center: center, radius: hubRadius + 1), color: ArtPalette.maroon)
        canvas.fill(
            .circle(center: center, radius: hubRadius),
            with: ArtPalette.band(
                center: center, inner: hubRadius - 6, outer: hubRadius, stops: ArtPalette.goldBand))
        canvas.fill(.circle(center: center, radius: hubRadius - 6), color: ArtPalette.deepRed)
    }
}
