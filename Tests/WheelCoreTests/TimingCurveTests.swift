import TestSupport
import Testing
import WheelSupport

@testable import WheelCore

@Suite struct TimingCurveTests {
    static let named = TimingCurve.named.map(\.curve)

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        let points = TimingCurve.named.map { [$0.curve.x1, $0.curve.y1, $0.curve.x2, $0.curve.y2] }
        #expect(
            points == [
                [0, 0, 1, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1],
            ])
    }

    @Test(arguments: named)
    func endpointsAreExact(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -3) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan).isNaN)
    }

    @Test(arguments: named)
    func valuesNeverDecrease(curve: TimingCurve) {
        var previous = 0.0
        for step in 0...20_000 {
            let value = curve.value(at: Double(step) / 20_000)
            #expect(value >= previous)
            previous = value
        }
    }

    /// Named curves and 2,000 random ones against a bisection-only solver in Bernstein form.
    @Test func agreesWithAHighPrecisionReferenceTo1e7() throws {
        var curves = Self.named
        var generator = Xoshiro256StarStar(seed: 11)
        for _ in 0..<2000 {
            curves.append(
                try TimingCurve(
                    x1: generator.nextUnitDouble(), y1: generator.nextUnitDouble() * 3 - 1,
                    x2: generator.nextUnitDouble(), y2: generator.nextUnitDouble() * 3 - 1))
        }
        curves.append(try TimingCurve(x1: 0, y1: 1, x2: 1, y2: 0))
        curves.append(try TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1))
        curves.append(try TimingCurve(x1: 0, y1: 0, x2: 0, y2: 1))
        var worst = 0.0
        for curve in curves {
            let reference = ReferenceCurve(curve)
            for step in 0...200 {
                let x = Double(step) / 200 + (step % 2 == 0 ? 1e-9 : 0)
                worst = max(worst, abs(curve.value(at: x) - reference.value(at: x)))
            }
        }
        #expect(worst < 1e-7, "worst difference \(worst)")
    }

    @Test func warmStartedSolvesAgreeWithColdOnes() {
        for curve in Self.named {
            var parameter = 0.0
            var inverse = 0.0
            for step in 1..<1000 {
                let x = Double(step) / 1000
                (parameter, inverse) = curve.parameter(forProgress: x, guess: parameter + inverse / 1000)
                #expect(isClose(curve.y(atParameter: parameter), curve.value(at: x), within: 1e-12))
            }
        }
    }

    @Test func speedMatchedCurveLeavesAtTheGivenSlopeAndEndsAtRest() {
        for slope in [0.0, 0.01, 0.03, 0.5, 1, 2.3, 10, 1000] {
            let curve = TimingCurve.speedMatched(initialSlope: slope)
            #expect(isClose(curve.slope(at: 0), slope, within: 1e-12 * max(slope, 1)))
            #expect(curve.slope(at: 1) == 0)
            #expect(curve.isMonotonic)
            let h = 1e-10
            #expect(isClose(curve.value(at: h) / h, slope, within: 1e-3 * max(slope, 1)))
        }
        #expect(TimingCurve.speedMatched(initialSlope: 0) == .easeInEaseOut)
        #expect(TimingCurve.speedMatched(initialSlope: -.infinity) == .easeInEaseOut)
    }

    @Test func easeInEaseOutStartsAtRestSoTheReferenceSpinJolts() {
        #expect(TimingCurve.easeInEaseOut.slope(at: 0) == 0)
        #expect(isClose(TimingCurve.easeOut.slope(at: 0), 1 / 0.58, within: 1e-12))
        #expect(TimingCurve.linear.slope(at: 0.3) == 1)
    }

    /// Every curve whose control points lie on y = x is the straight line, and is `linear`:
    /// by name, in reports and to `merge` (`cubic-bezier(0,0,0,0)` kept its own name, and parts
    /// of one run written with the two were refused as different).
    @Test func everyStraightCurveIsLinear() throws {
        for (a, b) in [(0.0, 0.0), (1, 1), (0.3, 0.7), (0.9, 0.2)] {
            let curve = try TimingCurve(x1: a, y1: a, x2: b, y2: b)
            #expect(curve == .linear && curve.description == "linear", "\(a), \(b)")
            #expect(try Easing(parsing: "cubic-bezier(\(a),\(a),\(b),\(b))") == .curve(.linear))
        }
        #expect(try TimingCurve(x1: 0, y1: 0, x2: 0, y2: 1) != .linear)
    }

    @Test func refusesXControlPointsOutsideTheUnitInterval() {
        #expect(throws: WheelError.controlPointOutOfRange(name: "x1", value: -0.1)) {
            try TimingCurve(x1: -0.1, y1: 0, x2: 1, y2: 1)
        }
        #expect(throws: WheelError.controlPointOutOfRange(name: "x2", value: 1.5)) {
            try TimingCurve(x1: 0, y1: 0, x2: 1.5, y2: 1)
        }
        #expect(throws: WheelError.self) { try TimingCurve(x1: .nan, y1: 0, x2: 1, y2: 1) }
        #expect(throws: WheelError.self) { try TimingCurve(x1: 0, y1: .infinity, x2: 1, y2: 1) }
    }

    @Test func monotonicityCheckMatchesSampling() throws {
        var generator = Xoshiro256StarStar(seed: 5)
        for _ in 0..<3000 {
            let curve = try TimingCurve(
                x1: generator.nextUnitDouble(), y1: generator.nextUnitDouble() * 2 - 0.5,
                x2: generator.nextUnitDouble(), y2: generator.nextUnitDouble() * 2 - 0.5)
            var decreases = false
            var previous = 0.0
            for step in 1...4000 {
                let y = ReferenceCurve.bernstein(Double(step) / 4000, curve.y1, curve.y2)
                if y < previous - 1e-12 { decreases = true }
                previous = y
            }
            // Sampling can miss a dip shallower than its resolution, never invent one.
            if decreases { #expect(!curve.isMonotonic, "\(curve)") }
            if curve.isMonotonic { #expect(!decreases, "\(curve)") }
        }
        #expect(try !TimingCurve(x1: 0.3, y1: -0.2, x2: 0.6, y2: 1).isMonotonic)
        #expect(try !TimingCurve(x1: 0.3, y1: 1.5, x2: 0.6, y2: 0.1).isMonotonic)
        // Squares of these overflow to infinity: still a curve that decreases.
        #expect(try !TimingCurve(x1: 0, y1: 1e160, x2: 1, y2: -1e160).isMonotonic)
        #expect(try !TimingCurve(x1: 0, y1: 1e300, x2: 1, y2: -1e300).isMonotonic)
        #expect(try !TimingCurve(x1: 0.3, y1: 0.5, x2: 0.6, y2: 1.2).isMonotonic)
        // With both y control points in 0...1 a curve never decreases, even when y2 < y1.
        #expect(try TimingCurve(x1: 0.3, y1: 1, x2: 0.6, y2: 0).isMonotonic)
        #expect(try TimingCurve(x1: 0.3, y1: 0.6, x2: 0.6, y2: 0.4).isMonotonic)
    }

    @Test(arguments: [
        ("linear", Easing.curve(.linear)), ("easeIn", .curve(.easeIn)), ("ease-out", .curve(.easeOut)),
        ("EaseInEaseOut", .curve(.easeInEaseOut)), (" ease-in-out ", .curve(.easeInEaseOut)),
        ("default", .curve(.default)), ("ease", .curve(.default)), ("speedMatched", .speedMatched),
        ("speed-matched", .speedMatched),
    ])
    func parsesEasingNames(text: String, easing: Easing) throws {
        #expect(try Easing(parsing: text) == easing)
    }

    @Test func parsesCubicBezierAndPrintsItBack() throws {
        let easing = try Easing(parsing: "cubic-bezier(0.1, 0.7, 1.0, 0.1)")
        #expect(easing == .curve(try TimingCurve(x1: 0.1, y1: 0.7, x2: 1, y2: 0.1)))
        #expect(easing.description == "cubic-bezier(0.1,0.7,1,0.1)")
        #expect(try Easing(parsing: easing.description) == easing)
        for easing in TimingCurve.named.map({ Easing.curve($0.curve) }) + [.speedMatched] {
            #expect(try Easing(parsing: easing.description) == easing)
        }
    }

    @Test(arguments: [
        "", "bounce", "cubic-bezier(0.1,0.2,0.3)", "cubic-bezier(a,b,c,d)", "cubic-bezier(0,0,1,1,1)",
        "cubic-bezier(0,0,1,1", "cubic-bezier(2,0,1,1)",
    ])
    func refusesUnknownEasings(text: String) {
        #expect(throws: WheelError.self) { try Easing(parsing: text) }
    }
}
