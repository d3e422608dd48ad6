/// The sprite sheets: one 40 × 47 pt cell per segment (twelve on the reference screen), each a
/// medallion with a zodiac symbol (they repeat past the twelfth) above a tag with the segment's
/// number (1–N). The pressed sheet turns the medallion red with a white symbol and a golden glow,
/// so the selected segment stands out on either segment colour.
enum AstrologySheetArt {
    static let cellWidth = Double(SceneMetrics.segmentImageWidth)

    static func draw(on canvas: inout Canvas, cells: Int, pressed: Bool) {
        for index in 0..<cells {
            drawCell(index, left: Double(index) * cellWidth, on: &canvas, pressed: pressed)
        }
    }

    private static func drawCell(_ index: Int, left: Double, on canvas: inout Canvas, pressed: Bool) {
        let center = CanvasPoint(left + cellWidth / 2, 17.5)
        let radius = 16.6
        let face = radius - 2.4
        let tag = CanvasRect(x: left + 8.5, y: 35, width: 23, height: 11.5)

        if pressed {
            // Kept within 19 pt of the centre, so the cell's outer pixel columns stay clear and
            // slicing never cuts into a neighbour's glow.
            canvas.fill(
                .circle(center: center, radius: radius), color: ArtPalette.lightGold, opacity: 0.9,
                feather: 4.6)
        } else {
            canvas.fill(
                .circle(center: CanvasPoint(center.x, center.y + 0.8), radius: radius),
                color: ArtPalette.shadow,
                opacity: 0.35, feather: 2)
        }
        let rimStops =
            pressed
            ? [
                GradientStop(0, ArtPalette.white), GradientStop(0.5, ArtPalette.lightGold),
                GradientStop(1, ArtPalette.gold),
            ]
            : [
                GradientStop(0, ArtPalette.lightGold), GradientStop(0.5, ArtPalette.gold),
                GradientStop(1, ArtPalette.darkGold),
            ]
        canvas.fill(
            .circle(center: center, radius: radius),
            with: ArtPalette.vertical(top: center.y - radius, bottom: center.y + radius, stops: rimStops))
        canvas.fill(
            .ring(center: center, innerRadius: face, outerRadius: face + 0.7), color: ArtPalette.deepRed,
            opacity: 0.55)
        let faceStops =
            pressed
            ? [
                GradientStop(0, ArtPalette.brightRed), GradientStop(0.6, ArtPalette.red),
                GradientStop(1, ArtPalette.deepRed),
            ]
            : [
                GradientStop(0, ArtPalette.paleCream), GradientStop(0.6, ArtPalette.cream),
                GradientStop(1, CanvasColor(hex: 0xF2D49A)),
            ]
        canvas.fill(
            .circle(center: center, radius: face),
            with: .radialGradient(
                center: CanvasPoint(center.x, center.y - 4), radius: face + 4, stops: faceStops))
        let symbol = CanvasShape.stroke(ZodiacSymbols.strokes(index, center: center, unit: 8.4), width: 1.75)
        canvas.fill(symbol, color: pressed ? ArtPalette.paleCream : ArtPalette.deepRed)

        let tagShape = CanvasShape.rectangle(tag, cornerRadius: tag.height / 2)
        let tagStops =
            pressed
            ? [GradientStop(0, ArtPalette.paleCream), GradientStop(1, ArtPalette.lightGold)]
            : [GradientStop(0, ArtPalette.red), GradientStop(1, ArtPalette.deepRed)]
        canvas.fill(
            tagShape, with: ArtPalette.vertical(top: tag.y, bottom: tag.y + tag.height, stops: tagStops))
        canvas.fill(
            .intersection(.outline(tagShape, width: 1.8), tagShape),
            color: ArtPalette.gold)
        let number = StrokeFont.shape(
            String(index + 1), centeredAt: tag.center, capHeight: 7, weight: 1.5, tracking: 0.34)
        canvas.fill(number, color: pressed ? ArtPalette.deepRed : ArtPalette.lightGold)
    }
}
