import Testing
import WheelSupport

@Suite struct JSONValueTests {
    @Test func prettyOutputKeepsKeyOrder() {
        let value = JSONValue.object([
            ("z", .int(1)), ("a", .array([.number(0.5), .bool(true), .null])), ("empty", .object([])),
            ("list", .array([])),
        ])
        #expect(
            value.serialized() == """
                {
                  "z": 1,
                  "a": [
                    0.5,
                    true,
                    null
                  ],
                  "empty": {},
                  "list": []
                }

                """)
        #expect(
            value.serialized(pretty: false)
                == "{\"z\": 1, \"a\": [0.5, true, null], \"empty\": {}, \"list\": []}")
    }

    @Test(arguments: [
        (30.0, "30"), (-2.0, "-2"), (0.5235987755982988, "0.5235987755982988"), (Double.nan, "null"),
        (Double.infinity, "null"), (1e-7, "1e-07"),
    ])
    func numbersRoundTrip(value: Double, text: String) {
        #expect(JSONValue.number(value).serialized(pretty: false) == text)
    }

    @Test func unsignedIntegersAreWrittenInFull() {
        #expect(JSONValue.unsigned(UInt64.max).serialized(pretty: false) == "18446744073709551615")
    }

    /// A seed past 2⁵³ (as `--seed os` draws) is a string, so that JavaScript and jq read it
    /// back as the same seed; a number (as earlier files hold seeds) reads too.
    @Test func seedsAreStringsThatReadBackExactly() throws {
        let seed: UInt64 = 14_699_219_547_399_865_818
        #expect(JSONValue.seed(seed).serialized(pretty: false) == "\"14699219547399865818\"")
        #expect(try JSONValue(parsing: "\"14699219547399865818\"").seedValue == seed)
        #expect(try JSONValue(parsing: "7").seedValue == 7)
        for text in [
            "\"\"", "\"-1\"", "\"0x10\"", "\"18446744073709551616\"", "\" 7\"", "\"+7\"", "7.5", "-1", "null",
        ] {
            #expect(try JSONValue(parsing: text).seedValue == nil, "\(text)")
        }
    }

    /// A whole number written with a fraction or exponent reads as that integer exactly; one
    /// that is not whole reads as no integer, even where a `Double` rounds it to one (a part
    /// file's `"seed": 9007199254740993.0` was read as seed …992 and merged under it).
    @Test func numbersAreWholeOnlyWhenTheirLiteralIs() throws {
        for (text, whole) in [
            ("42.0", 42), ("4e4", 40_000), ("4E+4", 40_000), ("1.5e1", 15), ("100e-2", 1), ("-0.5e1", -5),
            ("0.000", 0), ("-0.0", 0), ("0e-99999999999999999999", 0),
            ("9007199254740993.0", 9_007_199_254_740_993),
        ] as [(String, Int)] {
            #expect(try JSONValue(parsing: text) == .int(whole), "\(text)")
        }
        #expect(try JSONValue(parsing: "1.8446744073709551615e19").seedValue == UInt64.max)
        for text in [
            "42.9999999999999999", "9007199254740992.5", "1e-400", "0.5", "1.8446744073709551616e19", "1e20",
            "123456789012345678901234567890e-10",
        ] {
            let value = try JSONValue(parsing: text)
            #expect(value.intValue == nil && value.unsignedValue == nil && value.seedValue == nil, "\(text)")
        }
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}é").serialized(pretty: false) == "\"a\\\"b\\\\c\\n\\u0001é\"")
        // DEL and the C1 controls (a terminal may obey U+009B as CSI) are escaped; the rest of
        // U+0080 to U+00FF is not.
        #expect(
            JSONValue.string("\u{7F}\u{80}\u{9B}\u{9F}\u{A0}é\u{C2}").serialized(pretty: false)
                == "\"\\u007f\\u0080\\u009b\\u009f\u{A0}é\u{C2}\"")
        // So are the bidirectional controls, which a terminal showing the file (a manifest
        // naming `rlo\u{202E}gnp.png`) would lay the rest of the line out by, and the other
        // format characters and the line separators, which it draws as nothing (a client seed
        // `\u{FEFF}alice` looked like `alice`), past U+FFFF as a surrogate pair; the joiners,
        // part of emoji and of Persian and Indic words (U+200D, U+200C), unassigned neighbours
        // (U+2065), marks (U+FE0F) and other scripts are not.
        #expect(
            JSONValue.string("\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}").serialized(
                pretty: false)
                == "\"\\u061c\\u200e\\u200f\\u202a\\u202e\\u2066\\u2069\"")
        #expect(
            JSONValue.string("\u{FEFF}a\u{200B}\u{AD}\u{2060}\u{206A}\u{2028}\u{2029}\u{E0001}")
                .serialized(
                    pretty: false)
                == "\"\\ufeffa\\u200b\\u00ad\\u2060\\u206a\\u2028\\u2029\\udb40\\udc01\"")
        #expect(
            JSONValue.string("\u{2065}❤\u{FE0F}ع😀👨\u{200D}👩\u{200C}").serialized(pretty: false)
                == "\"\u{2065}❤\u{FE0F}ع😀👨\u{200D}👩\u{200C}\"")
    }

    /// A key twice in one object says two things (readers keep the first or the last, and a
    /// part read one way merged where read the other way it was refused): it is refused where
    /// the second stands, named; the same key in two objects is no repeat. A UTF-8 byte-order
    /// mark before the document, which Windows editors write, is read past.
    @Test func aRepeatedKeyIsRefusedAndAByteOrderMarkIsNot() throws {
        func refusal(_ text: String) -> String? {
            do {
                _ = try JSONValue(parsing: text)
                return nil
            } catch { return error.description }
        }
        #expect(refusal(#"{"seed": "6", "seed": "5"}"#) == "repeated object key 'seed' at byte 14")
        // The same key written with an escape is the same key.
        #expect(refusal(#"{"a": 1, "\u0061": 2}"#) == "repeated object key 'a' at byte 9")
        #expect(refusal("{\"\\n\": 1, \"\\n\": 2}") == "repeated object key at byte 10")
        let nested = try JSONValue(parsing: #"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}"#)
        #expect(nested["a"]?["a"]?.intValue == 1)
        let marked = try JSONValue(parsing: "\u{FEFF}{\"seed\": \"5\"}")
        #expect(marked["seed"]?.seedValue == 5)
        #expect(refusal("\u{FEFF}\u{FEFF}{}") == "unexpected character at byte 3")
    }
}
