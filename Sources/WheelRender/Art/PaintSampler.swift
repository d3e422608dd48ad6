/// A ``CanvasPaint`` prepared for one scale: pixel coordinates and premultiplied stops.
struct PaintSampler: Sendable {
    private enum Kind: Sendable {
        case solid
        /// Location = (x - originX) * stepX + (y - originY) * stepY.
        case linear(originX: Double, originY: Double, stepX: Double, stepY: Double)
        /// Location = distance from the centre / radius.
        case radial(x: Double, y: Double, inverseRadius: Double)
        /// Location = fraction of the turn from the start angle, times the repetitions, wrapped.
        case conic(x: Double, y: Double, startAngle: Double, repetitions: Double)
    }

    private let kind: Kind
    private let locations: [Double]
    private let colors: [PremultipliedColor]

    init(_ paint: CanvasPaint, scale: Double) {
        switch paint {
        case .solid(let color):
            self.init(kind: .solid, stops: [GradientStop(0, color)])
        case .linearGradient(let start, let end, let stops):
            let (dx, dy) = ((end.x - start.x) * scale, (end.y - start.y) * scale)
            let length = dx * dx + dy * dy
            let (stepX, stepY) = length > 0 ? (dx / length, dy / length) : (0, 0)
            self.init(
                kind: .linear(originX: start.x * scale, originY: start.y * scale, stepX: stepX, stepY: stepY),
                stops: stops)
        case .radialGradient(let center, let radius, let stops):
            let pixels = radius * scale
            self.init(
                kind: .radial(
                    x: center.x * scale, y: center.y * scale, inverseRadius: pixels > 0 ? 1 / pixels : 0),
                stops: stops)
        case .conicGradient(let center, let startAngle, let repetitions, let stops):
            self.init(
                kind: .conic(
                    x: center.x * scale, y: center.y * scale, startAngle: startAngle,
                    repetitions: Double(max(repetitions, 1))),
                stops: stops)
        }
    }

    private init(kind: Kind, stops: [GradientStop]) {
        self.kind = kind
        locations = stops.map(\.location)
        colors = stops.map { PremultipliedColor($0.color) }
    }

    var isSolid: Bool {
        if case .solid = kind { return true }
        return locations.count <= 1
    }

    /// Premultiplied colour at pixel position (`x`, `y`).
    func color(_ x: Double, _ y: Double) -> PremultipliedColor {
        let location: Double
        switch kind {
        case .solid:
            return colors[0]
        case .linear(let originX, let originY, let stepX, let stepY):
            location = (x - originX) * stepX + (y - originY) * stepY
        case .radial(let cx, let cy, let inverseRadius):
            let (dx, dy) = (x - cx, y - cy)
            location = (dx * dx + dy * dy).squareRoot() * inverseRadius
        case .conic(let cx, let cy, let startAngle, let repetitions):
            let turn = (UnitCircle.angle(x: x - cx, y: y - cy) - startAngle) / (2 * Double.pi) * repetitions
            location = turn - turn.rounded(.down)
        }
        return interpolated(at: location)
    }

    private func interpolated(at location: Double) -> PremultipliedColor {
        guard !locations.isEmpty else { return .clear }
        var upper = 0
        while upper < locations.count && locations[upper] < location { upper += 1 }
        if upper == 0 || upper == locations.count {
            return colors[min(upper, locations.count - 1)]
        }
        let span = locations[upper] - locations[upper - 1]
        let t = span > 0 ? (location - locations[upper - 1]) / span : 1
        return colors[upper - 1].mixed(with: colors[upper], t)
    }
}
