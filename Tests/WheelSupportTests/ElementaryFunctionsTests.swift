import TestSupport
import Testing
import WheelSupport

/// `exp` and `log` against correctly rounded values.
@Suite struct ElementaryFunctionsTests {
    @Test(arguments: [
        (1e-300, -690.7755278982137), (0.5, -0.6931471805599453), (1, 0), (2, 0.6931471805599453),
        (10, 2.302585092994046), (1e300, 690.7755278982137), (0.1, -2.3025850929940455),
    ])
    func logarithmIsAccurate(x: Double, expected: Double) {
        #expect(isClose(ElementaryFunctions.log(x), expected, within: 4e-16 * max(abs(expected), 1)))
    }

    @Test(arguments: [
        (0.0, 1.0), (1, 2.718281828459045), (-1, 0.36787944117144233), (10, 22026.465794806718),
        (-700, 9.859676543759770e-305), (0.5, 1.6487212707001282), (709, 8.218407461554972e307),
    ])
    func exponentialIsAccurate(x: Double, expected: Double) {
        #expect(isClose(ElementaryFunctions.exp(x), expected, within: 4e-16 * expected))
    }

    /// Against Python's `math.log1p`; below 2⁻⁵³ the sum 1 + x is 1 and `log` alone gives 0.
    @Test(arguments: [
        (-1e-17, -1e-17), (-1e-10, -1.00000000005e-10), (-0.5, -0.6931471805599453),
        (-1.0 / 12, -0.08701137698962977), (1e-5, 9.999950000333332e-06), (3, 1.3862943611198906),
    ])
    func logarithmOfOnePlusIsAccurateNearZero(x: Double, expected: Double) {
        #expect(isClose(ElementaryFunctions.logOnePlus(x), expected, within: 4e-16 * abs(expected)))
    }

    @Test func exponentialAndLogarithmHandleTheEdges() {
        #expect(ElementaryFunctions.exp(1000) == .infinity)
        #expect(ElementaryFunctions.exp(-1000) == 0)
        #expect(ElementaryFunctions.log(0) == -.infinity)
        #expect(ElementaryFunctions.log(-1).isNaN)
        #expect(ElementaryFunctions.log(.leastNonzeroMagnitude) < -744)
    }

    @Test func squareRootAgreesWithTheIEEEOperation() {
        var generator = SeededGenerator(seed: 11)
        var values: [Double] = [
            1, 2, 3, 4, 0.25, .leastNormalMagnitude / 22, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
            1e300, 7e-5,
        ]
        for _ in 0..<20_000 {
            let exponent = Int.random(in: -1070...1020, using: &generator)
            values.append(
                Double(
                    sign: .plus, exponent: exponent, significand: Double.random(in: 1..<2, using: &generator))
            )
        }
        for value in values {
            #expect(ElementaryFunctions.squareRoot(value) == value.squareRoot(), "√\(value)")
        }
        #expect(ElementaryFunctions.squareRoot(0) == 0)
        #expect(ElementaryFunctions.squareRoot(.infinity) == .infinity)
        #expect(ElementaryFunctions.squareRoot(-1).isNaN)
        #expect(ElementaryFunctions.squareRoot(.nan).isNaN)
    }
}
