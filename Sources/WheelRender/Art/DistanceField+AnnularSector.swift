extension DistanceField.AnnularSector {
    /// Exact outside, and a lower bound inside (the side edges are treated as whole lines).
    func distance(_ px: Double, _ py: Double) -> Double {
        let (qx, qy) = (px - x, py - y)
        // Local frame: v along the centre direction, u across it (folded, the sector is symmetric).
        let v = qx * direction.x + qy * direction.y
        let u = (qx * -direction.y + qy * direction.x).magnitude
        let side = u * cosHalf - v * sinHalf
        if side > 0 {
            let t = min(max(u * sinHalf + v * cosHalf, innerRadius), outerRadius)
            let (dx, dy) = (u - t * sinHalf, v - t * cosHalf)
            return (dx * dx + dy * dy).squareRoot()
        }
        let radius = (u * u + v * v).squareRoot()
        let radial = max(innerRadius - radius, radius - outerRadius)
        return radial > 0 ? radial : max(radial, side)
    }

    /// A box around the sector: arc ends, plus the points where the arcs cross the axes.
    var bounds: PixelBounds {
        let across = (x: -direction.y, y: direction.x)
        var points: [(x: Double, y: Double)] = []
        for sign in [-1.0, 1.0] {
            let edge = (
                x: direction.x * cosHalf + sign * across.x * sinHalf,
                y: direction.y * cosHalf + sign * across.y * sinHalf
            )
            for radius in [innerRadius, outerRadius] {
                points.append((x + edge.x * radius, y + edge.y * radius))
            }
        }
        for axis in [(x: 1.0, y: 0.0), (x: -1.0, y: 0.0), (x: 0.0, y: 1.0), (x: 0.0, y: -1.0)]
        where axis.x * direction.x + axis.y * direction.y >= cosHalf {
            for radius in [innerRadius, outerRadius] {
                points.append((x + axis.x * radius, y + axis.y * radius))
            }
        }
        return PixelBounds(points: points)
    }
}
