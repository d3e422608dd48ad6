#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A 2-D affine map `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, in the screen's coordinates
/// (y down), with the same conventions as Core Graphics' `CGAffineTransform`.
struct AffineTransform: Sendable, Equatable {
    var a: Double
    var b: Double
    var c: Double
    var d: Double
    var tx: Double
    var ty: Double

    static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A turn by `angle` radians, clockwise on screen because y points down.
    static func rotation(_ angle: Double) -> AffineTransform {
        let (sine, cosine) = sineCosine(angle)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `sin` and `cos`, exact at multiples of a quarter turn, so a button at 90° or a wheel at
    /// 180° maps pixel centres onto pixel centres instead of 6e-17 away from them. libm's, not
    /// ``UnitCircle``'s: the wheel's angle is a running total, past the range where UnitCircle
    /// is accurate, so a frame's last bit may differ between platforms' libm (the art and the
    /// sounds do not).
    static func sineCosine(_ angle: Double) -> (sine: Double, cosine: Double) {
        let quarterTurns = angle / (Double.pi / 2)
        let nearest = quarterTurns.rounded()
        guard abs(quarterTurns - nearest) < 1e-12, let quarter = Int(exactly: nearest) else {
            return (sin(angle), cos(angle))
        }
        switch ((quarter % 4) + 4) % 4 {
        case 0: return (0, 1)
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }

    /// This map followed by `next`.
    func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse map; the maps built here (scales by image sizes, turns) are never singular.
    var inverted: AffineTransform {
        let determinant = a * d - b * c
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }
}
