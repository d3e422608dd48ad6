/// An axis-aligned box in pixel coordinates that contains a shape; empty when `minX > maxX`.
struct PixelBounds: Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let empty = PixelBounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    var isEmpty: Bool { minX > maxX || minY > maxY }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest box holding all `points` (x, y pairs).
    init(points: [(x: Double, y: Double)]) {
        self = .empty
        for point in points {
            minX = Swift.min(minX, point.x)
            minY = Swift.min(minY, point.y)
            maxX = Swift.max(maxX, point.x)
            maxY = Swift.max(maxY, point.y)
        }
    }

    func expanded(by amount: Double) -> PixelBounds {
        isEmpty
            ? self
            : PixelBounds(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    func union(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(
            minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
            maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// Signed distance from (`x`, `y`) to the box: a lower bound of the distance to anything
    /// inside it, negative inside.
    func signedDistance(_ x: Double, _ y: Double) -> Double {
        if isEmpty { return .infinity }
        let dx = Swift.max(minX - x, x - maxX)
        let dy = Swift.max(minY - y, y - maxY)
        let outsideX = Swift.max(dx, 0)
        let outsideY = Swift.max(dy, 0)
        return (outsideX * outsideX + outsideY * outsideY).squareRoot() + Swift.min(Swift.max(dx, dy), 0)
    }
}
