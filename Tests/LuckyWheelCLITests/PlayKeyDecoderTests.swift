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
        #expect(decoder.keys(in: bytes, at: 0) == keys, "\(name)")
    }

    @Test(arguments: 1..<6)
    func aSequenceSplitAcrossReadsIsDecodedOnce(cut: Int) {
        let bytes = Array("\u{1B}[1;2D\u{1B}[C".utf8) + [0x20]
        var decoder = PlayKeyDecoder()
        let first = decoder.keys(in: bytes.prefix(cut), at: 0)
        let second = decoder.keys(in: bytes.dropFirst(cut), at: 0)
        #expect(first + second == [.next, .spin])
    }

    @Test func anX10MouseReportSplitAcrossReadsIsSkippedOnce() {
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: Array("\u{1B}[M ".utf8), at: 0) == [])
        #expect(decoder.keys(in: Array("!! ".utf8), at: 0) == [.spin])
    }

    @Test func aLoneEscapeWaitsForTheNextByte() {
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: [0x1B], at: 0) == [])
        #expect(decoder.keys(in: Array("[D".utf8), at: 0) == [.previous])
        #expect(decoder.keys(in: [0x1B, UInt8(ascii: "O")], at: 0) == [])
        #expect(decoder.keys(in: Array("C ".utf8), at: 0) == [.next, .spin])
    }

    /// A stray `ESC [` or `ESC O` (typed by hand, or left by a sender) is dropped once a wait
    /// for input found nothing for ``PlayKeyDecoder/sequenceTimeout``: the `q` after it quits
    /// instead of ending the sequence.
    @Test(arguments: ["\u{1B}[", "\u{1B}O", "\u{1B}", "\u{1B}[1;", "\u{1B}[M "])
    func anUnfinishedSequenceIsDroppedAtItsTimeOut(stray: String) {
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: Array(stray.utf8), at: 10) == [])
        #expect(decoder.sequenceDeadline == 10 + PlayKeyDecoder.sequenceTimeout)
        decoder.timeOut(at: 10 + PlayKeyDecoder.sequenceTimeout)
        #expect(decoder.sequenceDeadline == nil)
        #expect(decoder.keys(in: Array("q".utf8), at: 11) == [.quit])
    }

    /// The rest of a sequence that comes within the time-out (or is read late, with no wait
    /// that found nothing in between) ends it: an arrow split across reads is still an arrow.
    @Test func aSequenceFinishedWithinItsTimeOutIsStillAKey() {
        let timeout = PlayKeyDecoder.sequenceTimeout
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: Array("\u{1B}[".utf8), at: 0) == [])
        decoder.timeOut(at: timeout / 2)
        #expect(decoder.keys(in: Array("C".utf8), at: timeout * 0.9) == [.next])
        #expect(decoder.sequenceDeadline == nil)
        // The time-out counts from the last byte that came, not from the escape.
        #expect(decoder.keys(in: [0x1B], at: 20) == [])
        #expect(decoder.keys(in: Array("[".utf8), at: 20 + timeout * 0.9) == [])
        decoder.timeOut(at: 20 + timeout * 1.5)
        #expect(decoder.keys(in: Array("D".utf8), at: 20 + timeout * 1.6) == [.previous])
        // Bytes read after the deadline with no wait in between were in time.
        #expect(decoder.keys(in: Array("\u{1B}O".utf8), at: 30) == [])
        #expect(decoder.keys(in: Array("C".utf8), at: 31) == [.next])
    }

    /// Dropping at a time-out leaves nothing behind: the key after is read alone, and a time-out
    /// with nothing unfinished changes nothing.
    @Test func aTimeOutWithNothingUnfinishedChangesNothing() {
        var decoder = PlayKeyDecoder()
        #expect(decoder.keys(in: Array(" \u{1B}[C".utf8), at: 0) == [.spin, .next])
        #expect(decoder.sequenceDeadline == nil)
        decoder.timeOut(at: 5)
        #expect(decoder.keys(in: Array("\u{1B}[D".utf8), at: 6) == [.previous])
    }
}
