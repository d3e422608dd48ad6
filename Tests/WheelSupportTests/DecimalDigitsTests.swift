import Testing
import WheelSupport

/// A double's shortest digits, shifted and rounded in decimal: the text a person expects of the
/// number they typed, where a double product rounds the last digit wrong.
@Suite struct DecimalDigitsTests {
    @Test func theDigitsAreThoseOfTheShortestForm() {
        #expect(DecimalDigits(0.9999999999999998).digits == [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 8])
        #expect(DecimalDigits(0.9999999999999998).exponent == 0)
        #expect(DecimalDigits(120).digits == [1, 2] && DecimalDigits(120).exponent == 3)
        #expect(DecimalDigits(2.5e-22).digits == [2, 5] && DecimalDigits(2.5e-22).exponent == -21)
        #expect(DecimalDigits(0).digits.isEmpty && DecimalDigits(-0.0) == DecimalDigits(0))
        #expect(DecimalDigits(-1.5).isNegative)
    }

    @Test(arguments: [
        (0.9999999999999998, 2, 14, "99.99999999999998"),
        (0.9999999999999998, 2, 6, "100"),
        (0.999, 2, 6, "99.9"),
        (0.125, 0, 2, "0.13"),
        (0.0049, 0, 2, "0"),
        (0.005, 0, 2, "0.01"),
        (9.995, 0, 2, "10"),
        (99.5, 0, 0, "100"),
        (1.5e300, -298, 0, "150"),
        (12, 3, 0, "12000"),
        (-0.125, 0, 2, "-0.13"),
        (-0.001, 0, 2, "0"),
        (1e-9, 2, 7, "0.0000001"),
    ])
    func trimmedRoundsInDecimal(value: Double, power: Int, decimals: Int, text: String) {
        #expect(DecimalDigits(value).shifted(by: power).trimmed(decimals) == text)
    }

    @Test func scientificRoundsItsMantissa() {
        #expect(DecimalDigits(1e-300).shifted(by: 2).scientific(6) == "1e-298")
        #expect(DecimalDigits(2.5e-22).shifted(by: 2).scientific(6) == "2.5e-20")
        #expect(DecimalDigits(9.9999999e-30).scientific(6) == "1e-29")
        #expect(DecimalDigits(1.23456789e-30).scientific(3) == "1.235e-30")
        #expect(DecimalDigits(0).scientific(6) == "0")
    }
}
