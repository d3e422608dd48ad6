import Testing
import WheelSupport

@Suite struct DecimalTextTests {
    /// Text is right-aligned in a wider column and left as it is in a narrower one, however
    /// narrow: a width near `Int.min` overflowed `width - text.count` and stopped the process.
    @Test func paddingRightAlignsAndNeverTraps() {
        #expect(DecimalText.padded("abc", 6) == "   abc")
        #expect(DecimalText.padded("abc", 3) == "abc")
        #expect(DecimalText.padded("abc", -5) == "abc")
        #expect(DecimalText.padded("abc", Int.min) == "abc")
        #expect(DecimalText.padded("", Int.min + 1) == "")
    }

    /// Every whole number is written without a fraction, up to where Swift writes an exponent:
    /// from 10¹⁵ to 2⁵³ it was `1000000000000000.0`, beside `10000000000` and `1e+16` (weights
    /// in a report).
    @Test func wholeNumbersHaveNoFraction() {
        #expect(DecimalText.shortest(3) == "3")
        #expect(DecimalText.shortest(-0.0) == "0")
        #expect(DecimalText.shortest(1e10) == "10000000000")
        #expect(DecimalText.shortest(1e15) == "1000000000000000")
        #expect(DecimalText.shortest(-2e15) == "-2000000000000000")
        #expect(DecimalText.shortest(0x1p53) == "9007199254740992")
        #expect(DecimalText.shortest(0x1p53 + 2) == "9.007199254740994e+15")
        #expect(DecimalText.shortest(1e16) == "1e+16")
        #expect(DecimalText.shortest(2.5) == "2.5")
        #expect(DecimalText.shortest(.infinity) == "inf")
        #expect(!DecimalText.shortest(1e15.nextUp).hasSuffix(".0"))
    }
}
