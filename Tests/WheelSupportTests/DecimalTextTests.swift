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
}
