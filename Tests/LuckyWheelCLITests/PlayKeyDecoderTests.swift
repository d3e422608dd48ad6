import TestSupport
import Testing

@testable import LuckyWheelCLI

@Suite struct PlayKeyDecoderTests {
    static let singleBytes: [(String, [UInt8], [PlayKey])] = [
        ("space", [0x20], [.spin]),
        ("carriage return", [0x0D], [.spin]),
        ("line feed", [0x0A], [.spin]),
        ("q", Array("q".utf8), [.quit]),
        ("Q", Array("Q".utf8), [.quit]),
        ("Ctrl-C", [0x03], [.quit]),
        ("Ctrl-D", [0x04], [.quit]),
        ("Ctrl-\\", [0x1C], [.quit]),
        ("right arrow", Array("\u{1B}[C".utf8), [.next]),
        ("left arrow", Array("\u{1B}[D".utf8), [.previous]),
        ("application-mode arrows", Array("\u{1B}OC\u{1B}OD".utf8), [.next, .previous]),
        ("other letters", Array("xyz0123".utf8), []),
        ("up and down arrows", Array("\u{1B}[A\u{1B}[B".utf8), []),
        ("modified arrow and F5 are skipped whole", Array("\u{1B}[1;5C\u{1B}[15~ ".utf8), [.spin]),
        ("escape then q still quits", Array("\u{1B}q".utf8), [.quit]),
        ("several keys in one read", Array(" \u{1B}[Cq".utf8), [.spin, .next, .quit]),
        ("Ctrl-C after a stray escape and bracket still quits", [0x1B, 0x5B, 0x03], [.quit]),
        ("Ctrl-D inside a sequence's parameters still quits", Array("\u{1B}[1;".utf8) + [0x04], [.quit]),
        ("return after a stray escape and O still spins", [0x1B, 0x4F, 0x0D], [.spin]),
        ("Ctrl-Z cuts a stray escape and bracket, so q still quits", [0x1B, 0x5B, 0x1A, 0x71], [.quit]),
        (
            "an X10 mouse report is skipped whole (button byte 32 is no space)", Array("\u{1B}[M !!q".utf8),
            [.quit]
        ),
        ("an SGR mouse report is skipped whole", Array("\u{1B}[<0;10;5M\u{1B}[<0;10;5m ".utf8), [.spin]),
        ("a control byte cuts an X10 mouse report", [0x1B, 0x5B, 0x4D, 0x20, 0x03], [.quit]),
    ]

    @Test(arguments: 0..<singleBytes.count)
    func bytesBecomeKeys(index: Int) {
        let (name, bytes, keys) = Self.singleBytes[index]
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: bytes) == keys, "\(name)")
    }

    @Test(arguments: 1..<6)
    func aSequenceSplitAcrossReadsIsDecodedOnce(cut: Int) {
        let bytes = Array("\u{1B}[1;2D\u{1B}[C".utf8) + [0x20]
        var decoder = PlayKeyDecoder()
        let first = decoder.keys(in: bytes.prefix(cut))
        let second = decoder.keys(in: bytes.dropFirst(cut))
        #expect(first + second == [.next, .spin])
    }

    @Test func anX10MouseReportSplitAcrossReadsIsSkippedOnce() {
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: Array("\u{1B}[M ".utf8)) == [])
        #expect(decoder.keys(in: Array("!! ".utf8)) == [.spin])
    }

    @Test func aLoneEscapeWaitsForTheNextByte() {
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: [0x1B]) == [])
        #expect(decoder.keys(in: Array("[D".utf8)) == [.previous])
        #expect(decoder.keys(in: [0x1B, UInt8(ascii: "O")]) == [])
        #expect(decoder.keys(in: Array("C ".utf8)) == [.next, .spin])
    }
}
