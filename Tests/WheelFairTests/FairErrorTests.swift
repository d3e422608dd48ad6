import Testing
import WheelCore
import WheelFair

/// Every refusal reads as a message a person can act on, naming the value and the fix.
@Suite struct FairErrorTests {
    @Test(arguments: [
        (
            FairError.hexLength(.commitment, digits: 3),
            "the commitment has 3 characters; it must be exactly 64 hex digits (32 bytes)"
        ),
        (
            .notHexDigit(.serverSeed, character: "x", position: 2),
            "the server seed has 'x' at position 2; use only the hex digits 0-9 and a-f (or A-F)"
        ),
        (.serverSeedLength(bytes: 31), "a server seed is exactly 32 bytes, not 31"),
        (
            .wheel(.weightCountMismatch(weights: 3, segments: 4)),
            "3 weights were given for 4 segments; give exactly one weight per segment"
        ),
        (
            .totalWeightTooLarge(4_294_967_297),
            "the weights add up to 4294967297; a fair spin draws with 32-bit words, so the total must be "
                + "at most 2^32 = 4294967296"
        ),
        (
            .landingMarginOutOfRange(0),
            "landing margin is 0; a fair spin needs it in [1e-06, 0.4999995] of a segment, so that the "
                + "landing point is never on a border"
        ),
        (
            .segmentCountMismatch(rules: 12, wheel: 8),
            "the fair spin is drawn for 12 segments but the wheel has 8; give the fair rules the wheel's "
                + "segment count"
        ),
        (
            .noncesExhausted,
            "the nonce has reached 18446744073709551615, the largest there is; start a new series with a "
                + "new server seed"
        ),
        (
            .randomSourceFailed(errno: 38),
            "the operating system's random source failed (errno 38); a server seed cannot be made without it"
        ),
        (
            .cryptoFailed(operation: "SHA-256"),
            "libcrypto could not compute SHA-256 (out of memory?); try again"
        ),
    ])
    func describesTheProblemAndTheFix(error: FairError, message: String) {
        #expect(error.description == message)
    }

    /// What cannot be seen, or would break the line (pasted from a web page, a PDF or a file
    /// with CRLF), is named by its code point: a zero-width space showed as `''`.
    @Test(arguments: [
        (Unicode.Scalar(0x200B)!, "U+200B ZERO WIDTH SPACE"), (Unicode.Scalar(0x0A)!, "U+000A LINE FEED"),
        (Unicode.Scalar(0x0D)!, "U+000D CARRIAGE RETURN"), (Unicode.Scalar(0x20)!, "U+0020 SPACE"),
        (Unicode.Scalar(0xFF10)!, "U+FF10 FULLWIDTH DIGIT ZERO"), (Unicode.Scalar(0x67)!, "'g'"),
    ])
    func aCharacterThatIsNotAHexDigitIsShownSoItCanBeFound(character: Unicode.Scalar, shown: String) {
        #expect(
            FairError.notHexDigit(.commitment, character: character, position: 5).description
                == "the commitment has \(shown) at position 5; use only the hex digits 0-9 and a-f (or A-F)")
    }

    @Test func seedRecordErrorsSayWhatARecordIsAndWhatItHashesTo() throws {
        #expect(
            FairError.invalidSeedRecord(missing: "commitment").description
                == "a seed record is a JSON object with the text members \"serverSeed\" and \"commitment\"; "
                + "\"commitment\" is missing or not text")
        let recorded = try Commitment(hex: String(repeating: "ab", count: 32))
        let computed = try Commitment(hex: String(repeating: "cd", count: 32))
        #expect(
            FairError.seedRecordMismatch(recorded: recorded, computed: computed).description
                == "the record's server seed hashes to \(computed.hex), not to its commitment \(recorded.hex); "
                + "the record was damaged or edited, so its seed is not the one committed to")
    }

    @Test func checkFailuresSayWhichCheckFailed() throws {
        let published = try Commitment(hex: String(repeating: "ab", count: 32))
        let computed = try Commitment(hex: String(repeating: "cd", count: 32))
        #expect(
            FairCheckFailure.commitmentMismatch(published: published, computed: computed).description
                == "commitment mismatch: the server seed hashes to \(computed.hex), not to the published "
                + "commitment \(published.hex)")
        #expect(
            FairCheckFailure.segmentMismatch(claimed: 5, derived: 1).description
                == "wrong segment: these seeds and nonce give segment 1 (number 2 on the wheel), not segment 5"
        )
    }

    /// A failure made in code may hold any index: its number on the wheel, one more, is written
    /// past `Int.max` (it overflowed, stopping the process).
    @Test func aSegmentMismatchOfTheLargestIndexIsDescribed() {
        #expect(
            FairCheckFailure.segmentMismatch(claimed: 0, derived: Int.max).description
                == "wrong segment: these seeds and nonce give segment 9223372036854775807 "
                + "(number 9223372036854775808 on the wheel), not segment 0")
    }
}
