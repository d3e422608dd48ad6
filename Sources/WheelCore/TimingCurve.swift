import WheelSupport

/// A Core Animation timing function: the cubic Bézier from (0, 0) to (1, 1) through the
/// control points (x1, y1) and (x2, y2), read as progress y for elapsed fraction x.
///
/// `value(at:)` solves x(s) = x for the Bézier parameter s (Newton's method, kept inside a
/// bracket and falling back to bisection) and returns y(s), accurate to better than 1e-9.
public struct TimingCurve: Sendable, Hashable, CustomStringConvertible {
    /// `kCAMediaTimingFunctionLinear`: control points (0, 0, 1, 1), y = x.
    public static let linear = TimingCurve(validated: 0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(validated: 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(validated: 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1), the reference spin's curve.
    public static let easeInEaseOut = TimingCurve(validated: 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(validated: 0.25, 0.1, 0.25, 1)

    /// The named curves with the names `Easing` parses, in the order help text lists them.
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The first control point's x (elapsed fraction), in [0, 1].
    public let x1: Double
    /// The first control point's y (progress); any finite value.
    public let y1: Double
    /// The second control point's x, in [0, 1].
    public let x2: Double
    /// The second control point's y; any finite value.
    public let y2: Double

    // x(s) = ((ax·s + bx)·s + cx)·s and the same for y: the Bézier in power form.
    private let ax: Double
    private let bx: Double
    private let cx: Double
    private let ay: Double
    private let by: Double
    private let cy: Double
    /// y1 = x1 and y2 = x2: the curve is y = x and needs no solving.
    private let isIdentity: Bool
    /// The largest |x''(s)| and |y''(s)| on [0, 1] (the second derivatives are linear in s, so
    /// it is at an end): bounds for the Newton error estimate that stay valid at inflections.
    private let maximumCurvatureX: Double
    private let maximumCurvatureY: Double

    /// `cubic-bezier(x1, y1, x2, y2)`.
    /// - Throws: `WheelError.controlPointOutOfRange` when x1 or x2 is outside [0, 1] (or NaN),
    ///   `WheelError.notFinite` for a NaN or infinite y.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(WheelError) {
        guard (0...1).contains(x1) else { throw .controlPointOutOfRange(name: "x1", value: x1) }
        guard (0...1).contains(x2) else { throw .controlPointOutOfRange(name: "x2", value: x2) }
        guard y1.isFinite else { throw .notFinite(.controlPoint, value: y1) }
        guard y2.isFinite else { throw .notFinite(.controlPoint, value: y2) }
        self.init(validated: x1, y1, x2, y2)
    }

    private init(validated x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // Any curve with y1 = x1 and y2 = x2 is y = x: it keeps linear's control points, so
        // that it is `linear` by name and equal to it (`cubic-bezier(0,0,0,0)` kept its own, and
        // merge refused parts of one run written with the two names).
        isIdentity = x1 == y1 && x2 == y2
        (self.x1, self.y1, self.x2, self.y2) = isIdentity ? (0, 0, 1, 1) : (x1, y1, x2, y2)
        if isIdentity {
            // Parameterised by x itself, so that the parametric helpers agree with the fast path.
            (ax, bx, cx) = (0, 0, 1)
            (ay, by, cy) = (0, 0, 1)
        } else {
            cx = 3 * x1
            bx = 3 * (x2 - x1) - cx
            ax = 1 - cx - bx
            cy = 3 * y1
            by = 3 * (y2 - y1) - cy
            ay = 1 - cy - by
        }
        maximumCurvatureX = max(abs(2 * bx), abs(6 * ax + 2 * bx))
        maximumCurvatureY = max(abs(2 * by), abs(6 * ay + 2 * by))
    }

    /// A curve that starts with slope `initialSlope` (dy/dx at 0) and ends at rest (slope 0
    /// at 1): ease-in-ease-out's shape, but leaving at the speed the wheel already has.
    ///
    /// For a spin of Δ radians over d seconds starting at angular velocity v, pass
    /// `v·d/Δ`. Control points: (x1, k·x1, 0.58, 1) with x1 = min(0.42, 1/k), so the curve
    /// never overshoots; a slope of 0 gives exactly `easeInEaseOut`. Negative or non-finite
    /// slopes are treated as 0.
    public static func speedMatched(initialSlope: Double) -> TimingCurve {
        let slope = initialSlope.isFinite && initialSlope > 0 ? initialSlope : 0
        let x1 = slope * 0.42 > 1 ? 1 / slope : 0.42
        return TimingCurve(validated: x1, min(slope * x1, 1), 0.58, 1)
    }

    /// Progress y for elapsed fraction `progress`; 0 at or below 0, 1 at or above 1, and NaN
    /// for NaN.
    public func value(at progress: Double) -> Double {
        if progress.isNaN { return progress }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        if isIdentity { return progress }
        return y(atParameter: parameter(forProgress: progress, guess: progress).parameter)
    }

    /// dy/dx at `progress` (clamped to [0, 1]): the speed relative to the average speed.
    /// Infinite where the curve starts or ends vertically.
    public func slope(at progress: Double) -> Double {
        if isIdentity { return 1 }
        let x = min(max(progress, 0), 1)
        let s = x <= 0 ? 0 : x >= 1 ? 1 : parameter(forProgress: x, guess: x).parameter
        return slope(atParameter: s)
    }

    /// Whether y never decreases as x grows, so a wheel driven by it never turns backwards.
    ///
    /// dy/ds is 3 × the quadratic Bernstein polynomial with coefficients y1, y2 − y1, 1 − y2;
    /// it is non-negative on [0, 1] exactly when both ends are and the middle coefficient is
    /// not below −√(y1·(1 − y2)).
    public var isMonotonic: Bool {
        let first = y1
        let middle = y2 - y1
        let last = 1 - y2
        guard first >= 0, last >= 0 else { return false }
        // −middle ≤ √first·√last rather than middle² ≤ first·last: the squares of control
        // points near 1e160 overflow to infinity, and inf ≤ inf would let such a curve through.
        return middle >= 0 || -middle <= first.squareRoot() * last.squareRoot()
    }

    /// The curve's name (`easeInEaseOut`, …) or `cubic-bezier(x1,y1,x2,y2)`.
    public var description: String {
        if let named = Self.named.first(where: { $0.curve == self }) { return named.name }
        return "cubic-bezier(" + [x1, y1, x2, y2].map(DecimalText.shortest).joined(separator: ",") + ")"
    }

    // MARK: Parametric form, for the solvers

    /// x(s), the elapsed fraction at Bézier parameter `s`.
    @inline(__always)
    func x(atParameter s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    /// y(s), the progress at Bézier parameter `s`; exactly 0 at 0 and 1 at 1.
    @inline(__always)
    func y(atParameter s: Double) -> Double {
        if s >= 1 { return 1 }
        return ((ay * s + by) * s + cy) * s
    }

    /// d²x/ds² at parameter `s`.
    @inline(__always)
    func curvature(atParameter s: Double) -> Double { 6 * ax * s + 2 * bx }

    /// dy/dx at parameter `s`, with the limits where dx/ds vanishes at an end.
    func slope(atParameter s: Double) -> Double {
        if isIdentity { return 1 }
        // At the ends the derivatives come straight from the control points, so that a curve
        // ending at rest (y2 = 1) has slope exactly 0 there.
        let dx = s <= 0 ? 3 * x1 : s >= 1 ? 3 * (1 - x2) : (3 * ax * s + 2 * bx) * s + cx
        let dy = s <= 0 ? 3 * y1 : s >= 1 ? 3 * (1 - y2) : (3 * ay * s + 2 * by) * s + cy
        if dx > 1e-12 { return dy / dx }
        if abs(dy) > 1e-12 { return dy > 0 ? .infinity : -.infinity }
        // Both derivatives vanish (x1 = y1 = 0 at s = 0, or x2 = y2 = 1 at s = 1): the ratio of
        // the second derivatives is the limit.
        let ddx = 6 * ax * s + 2 * bx
        let ddy = 6 * ay * s + 2 * by
        return ddx != 0 ? ddy / ddx : 0
    }

    /// The parameter s in [0, 1] with x(s) = `progress` (which must be in (0, 1)), starting
    /// from `guess`, and ds/dx there for warm-starting the next solve.
    ///
    /// Newton steps stay inside a bracket that every evaluation narrows; a step that would
    /// leave it bisects instead, and after eight steps plain bisection finishes. A step δ is
    /// the last when the error it leaves, at most about max|x''|/(2x')·δ², is below 1e-13:
    /// from a warm start that is usually the first step.
    @inline(__always)
    func parameter(forProgress progress: Double, guess: Double) -> (parameter: Double, inverseSlope: Double) {
        if isIdentity { return (progress, 1) }
        var low = 0.0
        var high = 1.0
        var s = min(max(guess, 0), 1)
        for _ in 0..<8 {
            let error = x(atParameter: s) - progress
            if error < 0 { low = s } else { high = s }
            let derivative = (3 * ax * s + 2 * bx) * s + cx
            let inverse = 1 / derivative
            let step = error * inverse
            let next = s - step
            guard next > low, next < high else {
                if error == 0 { return (s, derivative > 0 ? inverse : 0) }
                s = 0.5 * (low + high)
                continue
            }
            if maximumCurvatureX * step * step <= 2e-13 * derivative { return (next, inverse) }
            s = next
        }
        while high - low > 1e-14 {
            let middle = 0.5 * (low + high)
            if x(atParameter: middle) < progress { low = middle } else { high = middle }
        }
        s = 0.5 * (low + high)
        let derivative = (3 * ax * s + 2 * bx) * s + cx
        return (s, derivative > 0 ? 1 / derivative : 0)
    }

    /// The parameter s in `low...high` with y(s) = `value`, for a curve that is monotonic
    /// there, given y(low) = `lowValue` ≤ value ≤ y(high) = `highValue`: where a border
    /// crossing happens. Accurate to about 1e-11 in s.
    func parameter(
        forValue value: Double, from low: Double, to high: Double, lowValue: Double, highValue: Double
    ) -> Double {
        var low = low
        var high = high
        var s = 0.5 * (low + high)
        if highValue > lowValue {
            // Start from the chord: between two ticks the curve is nearly straight.
            s = low + (high - low) * min(max((value - lowValue) / (highValue - lowValue), 0), 1)
        }
        for _ in 0..<8 {
            let error = y(atParameter: s) - value
            if error < 0 { low = s } else { high = s }
            let derivative = (3 * ay * s + 2 * by) * s + cy
            let step = error / derivative
            let next = s - step
            guard next > low, next < high else {
                if error == 0 { return s }
                s = 0.5 * (low + high)
                continue
            }
            if maximumCurvatureY * step * step <= 2e-11 * derivative { return next }
            s = next
        }
        while high - low > 1e-15 {
            let middle = 0.5 * (low + high)
            if y(atParameter: middle) < value { low = middle } else { high = middle }
        }
        return 0.5 * (low + high)
    }
}
