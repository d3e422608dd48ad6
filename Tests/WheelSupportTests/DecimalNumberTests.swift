import Testing
import WheelSupport

@Suite struct DecimalNumberTests {
    /// Two ways of writing one number are one number, digit for digit; a number a double
    /// rounds to another is not that other, and text that is no decimal is never the same.
    @Test(arguments: [
        ("0.5", "0.5", true), ("0.50", "0.5", true), ("5e-1", "0.5", true), ("50E-2", ".5", false),
        ("000.500e0", "0.5", true), ("1e3", "1000", true), ("1000.0", "1e+3", true), ("0", "0.000", true),
        ("0e9", "0", true), ("-2.5", "-25e-1", true), ("-2.5", "2.5", false), ("0.1", "0.1", true),
        ("0.49999999999999999", "0.5", false), ("240.0000000001", "240", false),
        ("1e99999999999999999999", "1", false),
        ("x", "x", false),
    ])
    func writtenNumbersCompareExactly(left: String, right: String, same: Bool) {
        #expect(DecimalNumber.writeTheSameNumber(left[...], right[...]) == same)
        #expect(DecimalNumber.writeTheSameNumber(right[...], left[...]) == same)
    }

    /// What Swift reads and this rule refuses has one plain form; a plain decimal and what is no
    /// decimal at all have none.
    @Test(arguments: [
        ("+60", "60"), ("+0", "0"), ("-0", "0"), ("-0.000e5", "0.000e5"), (".5", "0.5"), ("-.5", "-0.5"),
        ("+.5E-1", "0.5E-1"), ("5.", "5"), ("-5.e2", "-5e2"), ("60", nil), ("-60", nil), ("0x3C", nil),
        ("0X1p4", nil), ("inf", nil), ("nan", nil), (" 60", nil), ("+-5", nil), (".", nil), ("", nil),
    ])
    func aLooseDecimalHasOnePlainForm(text: String, plain: String?) {
        #expect(DecimalNumber.plainForm(of: text[...]) == plain)
    }
}
