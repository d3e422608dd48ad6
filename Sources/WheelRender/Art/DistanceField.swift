/// A ``CanvasShape`` prepared for rasterising at one scale: coordinates in pixels, trigonometry
/// done once, and a bounding box per node.
///
/// `distance(_:_:)` returns a signed distance in pixels (negative inside) that never exceeds the
/// true distance to the edge and changes by at most one per pixel moved (1-Lipschitz). The
/// rasteriser relies on both to skip pixels that cannot be touched.
struct DistanceField: Sendable {
    indirect enum Node: Sendable {
        case circle(x: Double, y: Double, radius: Double)
        case ring(x: Double, y: Double, middle: Double, halfWidth: Double)
        case sector(AnnularSector)
        case box(x: Double, y: Double, halfWidth: Double, halfHeight: Double, radius: Double)
        /// Vertices as x, y pairs.
        case polygon([Double])
        /// Segments as ax, ay, bx, by quadruples.
        case segments([Double], halfWidth: Double)
        case union([DistanceField])
        case intersection(DistanceField, DistanceField)
        case subtraction(DistanceField, DistanceField)
        case outline(DistanceField, halfWidth: Double)
        case offset(DistanceField, distance: Double)
    }

    struct AnnularSector: Sendable {
        var x: Double
        var y: Double
        var innerRadius: Double
        var outerRadius: Double
        var direction: (x: Double, y: Double)
        var sinHalf: Double
        var cosHalf: Double
    }

    let node: Node
    let bounds: PixelBounds

    init(_ shape: CanvasShape, scale: Double) {
        switch shape {
        case .circle(let center, let radius):
            let (x, y, r) = (center.x * scale, center.y * scale, radius * scale)
            node = .circle(x: x, y: y, radius: r)
            bounds = PixelBounds(minX: x - r, minY: y - r, maxX: x + r, maxY: y + r)
        case .ring(let center, let innerRadius, let outerRadius):
            let (x, y) = (center.x * scale, center.y * scale)
            let (inner, outer) = (innerRadius * scale, outerRadius * scale)
            node = .ring(x: x, y: y, middle: (inner + outer) / 2, halfWidth: (outer - inner) / 2)
            bounds = PixelBounds(minX: x - outer, minY: y - outer, maxX: x + outer, maxY: y + outer)
        case .annularSector(let center, let innerRadius, let outerRadius, let centerAngle, let halfAngle):
            let sector = AnnularSector(
                x: center.x * scale, y: center.y * scale, innerRadius: innerRadius * scale,
                outerRadius: outerRadius * scale,
                direction: UnitCircle.direction(clockwiseFromTop: centerAngle),
                sinHalf: UnitCircle.sine(halfAngle), cosHalf: UnitCircle.cosine(halfAngle))
            node = .sector(sector)
            bounds = sector.bounds
        case .rectangle(let rect, let cornerRadius):
            let halfWidth = rect.width * scale / 2
            let halfHeight = rect.height * scale / 2
            let (x, y) = (rect.x * scale + halfWidth, rect.y * scale + halfHeight)
            node = .box(
                x: x, y: y, halfWidth: halfWidth, halfHeight: halfHeight,
                radius: min(cornerRadius * scale, halfWidth, halfHeight))
            bounds = PixelBounds(
                minX: x - halfWidth, minY: y - halfHeight, maxX: x + halfWidth, maxY: y + halfHeight)
        case .polygon(let vertices):
            let points = vertices.map { (x: $0.x * scale, y: $0.y * scale) }
            node = .polygon(points.flatMap { [$0.x, $0.y] })
            bounds = PixelBounds(points: points)
        case .stroke(let lines, let width):
            var coordinates: [Double] = []
            var points: [(x: Double, y: Double)] = []
            for line in lines {
                let scaled = line.map { (x: $0.x * scale, y: $0.y * scale) }
                points += scaled
                for index in scaled.indices {
                    let start = scaled[index]
                    let end = index + 1 < scaled.count ? scaled[index + 1] : start
                    if index + 1 < scaled.count || scaled.count == 1 {
                        coordinates += [start.x, start.y, end.x, end.y]
                    }
                }
            }
            let halfWidth = width * scale / 2
            node = .segments(coordinates, halfWidth: halfWidth)
            bounds = PixelBounds(points: points).expanded(by: halfWidth)
        case .union(let shapes):
            let fields = shapes.map { DistanceField($0, scale: scale) }
            node = .union(fields)
            bounds = fields.reduce(PixelBounds.empty) { $0.union($1.bounds) }
        case .intersection(let first, let second):
            let (a, b) = (DistanceField(first, scale: scale), DistanceField(second, scale: scale))
            node = .intersection(a, b)
            bounds = a.bounds.intersection(b.bounds)
        case .subtraction(let kept, let removed):
            let (a, b) = (DistanceField(kept, scale: scale), DistanceField(removed, scale: scale))
            node = .subtraction(a, b)
            bounds = a.bounds
        case .outline(let inner, let width):
            let field = DistanceField(inner, scale: scale)
            node = .outline(field, halfWidth: width * scale / 2)
            bounds = field.bounds.expanded(by: width * scale / 2)
        case .offset(let inner, let distance):
            let field = DistanceField(inner, scale: scale)
            node = .offset(field, distance: distance * scale)
            bounds = field.bounds.expanded(by: max(distance * scale, 0))
        }
    }

    /// Signed distance in pixels from (`x`, `y`) to the edge, negative inside.
    func distance(_ x: Double, _ y: Double) -> Double {
        switch node {
        case .circle(let cx, let cy, let radius):
            let (dx, dy) = (x - cx, y - cy)
            return (dx * dx + dy * dy).squareRoot() - radius
        case .ring(let cx, let cy, let middle, let halfWidth):
            let (dx, dy) = (x - cx, y - cy)
            return ((dx * dx + dy * dy).squareRoot() - middle).magnitude - halfWidth
        case .sector(let sector):
            return sector.distance(x, y)
        case .box(let cx, let cy, let halfWidth, let halfHeight, let radius):
            let qx = (x - cx).magnitude - halfWidth + radius
            let qy = (y - cy).magnitude - halfHeight + radius
            let (ox, oy) = (max(qx, 0), max(qy, 0))
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
        case .polygon(let vertices):
            return Self.polygonDistance(vertices, x, y)
        case .segments(let coordinates, let halfWidth):
            return Self.segmentsDistance(coordinates, x, y) - halfWidth
        case .union(let fields):
            var best = Double.infinity
            for field in fields {
                // A child's box is a cheap lower bound: children that cannot win are skipped,
                // and taking the larger of the two keeps the result identical either way.
                let boxDistance = field.bounds.signedDistance(x, y)
                if boxDistance >= best { continue }
                best = min(best, max(boxDistance, field.distance(x, y)))
            }
            return best
        case .intersection(let a, let b):
            return max(a.distance(x, y), b.distance(x, y))
        case .subtraction(let a, let b):
            return max(a.distance(x, y), -b.distance(x, y))
        case .outline(let field, let halfWidth):
            return field.distance(x, y).magnitude - halfWidth
        case .offset(let field, let distance):
            return field.distance(x, y) - distance
        }
    }

    private static func segmentsDistance(_ coordinates: [Double], _ x: Double, _ y: Double) -> Double {
        var best = Double.infinity
        var index = 0
        while index < coordinates.count {
            let (ax, ay) = (coordinates[index], coordinates[index + 1])
            let (bx, by) = (coordinates[index + 2] - ax, coordinates[index + 3] - ay)
            let (px, py) = (x - ax, y - ay)
            let length = bx * bx + by * by
            let t = length > 0 ? min(max((px * bx + py * by) / length, 0), 1) : 0
            let (dx, dy) = (px - bx * t, py - by * t)
            best = min(best, dx * dx + dy * dy)
            index += 4
        }
        return best.squareRoot()
    }

    // Distance to the nearest edge, negative when a ray to the right crosses an odd number of edges.
    private static func polygonDistance(_ vertices: [Double], _ x: Double, _ y: Double) -> Double {
        let count = vertices.count / 2
        var best = Double.infinity
        var inside = false
        var previous = count - 1
        for current in 0..<count {
            let (ax, ay) = (vertices[2 * current], vertices[2 * current + 1])
            let (bx, by) = (vertices[2 * previous], vertices[2 * previous + 1])
            let (ex, ey) = (bx - ax, by - ay)
            let (wx, wy) = (x - ax, y - ay)
            let length = ex * ex + ey * ey
            let t = length > 0 ? min(max((wx * ex + wy * ey) / length, 0), 1) : 0
            let (dx, dy) = (wx - ex * t, wy - ey * t)
            best = min(best, dx * dx + dy * dy)
            if (ay > y) != (by > y) && x < ax + (y - ay) * ex / ey {
                inside.toggle()
            }
            previous = current
        }
        return inside ? -best.squareRoot() : best.squareRoot()
    }
}
