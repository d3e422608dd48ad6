import TestSupport

@testable import WheelCore

/// An independent, slow, bisection-only evaluation of a cubic-bezier timing curve in
/// Bernstein form, to check `TimingCurve` against.
struct ReferenceCurve {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    init(_ curve: TimingCurve) {
        x1 = curve.x1
        y1 = curve.y1
        x2 = curve.x2
        y2 = curve.y2
    }

    static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }

    /// y at elapsed fraction `x`, with s found by bisection to 1e-13.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        while high - low > 1e-13 {
            let middle = 0.5 * (low + high)
            if Self.bernstein(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return Self.bernstein(0.5 * (low + high), y1, y2)
    }

    /// The largest dy/dx over the curve, from 257 samples of the parameter (a lower bound of
    /// the true maximum, close for smooth curves).
    func sampledMaximumSlope() -> Double {
        var maximum = 0.0
        for step in 0...256 {
            let s = Double(step) / 256
            let r = 1 - s
            let dx = 3 * r * r * x1 + 6 * r * s * (x2 - x1) + 3 * s * s * (1 - x2)
            let dy = 3 * r * r * y1 + 6 * r * s * (y2 - y1) + 3 * s * s * (1 - y2)
            if dx > 1e-9 { maximum = max(maximum, dy / dx) }
        }
        return maximum
    }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}
