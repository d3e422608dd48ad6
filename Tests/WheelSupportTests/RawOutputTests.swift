import Testing
import WheelSupport

@Suite struct RawOutputTests {
    @Test func bytesAreTheStreamsWordsLittleEndian() {
        var output = RawOutput(seed: 9, stream: 4)
        var generator = Xoshiro256StarStar(seed: 9, stream: 4)
        let bytes = output.bytes(8 * 64)
        for word in 0..<64 {
            let expected = generator.next()
            let actual = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[word * 8 + $1]) << (8 * UInt64($1)) }
            #expect(actual == expected, "word \(word)")
        }
    }

    /// A pinned prefix, so that `rng --seed 1` means the same bytes in every version.
    @Test func seedOneStreamZeroStartsWithPinnedBytes() {
        var output = RawOutput(seed: 1, stream: 0)
        var generator = Xoshiro256StarStar(seed: 1, stream: 0)
        let first = generator.next()
        #expect(output.bytes(8) == (0..<8).map { UInt8(truncatingIfNeeded: first >> (8 * UInt64($0))) })
    }

    @Test(arguments: [[1000], [3, 500, 497], [7, 1, 8, 9, 975], [0, 1000, 0], [1, 1, 1, 997]])
    func bytesDoNotDependOnHowTheyAreAskedFor(sizes: [Int]) {
        var whole = RawOutput(seed: 77, stream: 12)
        let expected = whole.bytes(1000)
        var pieces = RawOutput(seed: 77, stream: 12)
        let joined = sizes.flatMap { pieces.bytes($0) }
        #expect(joined == expected)
    }

    /// Across streams: the first N words of stream K, then of K + 1, …, as consecutive spins
    /// draw them, whatever the pieces the bytes are asked for in.
    @Test(arguments: [1, 2, 3])
    func wordsAcrossStreamsAreEachStreamsFirstWords(perStream: Int) throws {
        var output = try RawOutput(seed: 5, stream: 10, wordsPerStream: perStream)
        let bytes = [3, 61, 8, 400].flatMap { output.bytes($0) }
        var expected: [UInt8] = []
        var stream: UInt64 = 10
        while expected.count < bytes.count {
            var generator = Xoshiro256StarStar(seed: 5, stream: stream)
            stream += 1
            for _ in 0..<perStream {
                let word = generator.next()
                expected += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
            }
        }
        #expect(bytes == Array(expected.prefix(bytes.count)))
    }

    /// Fewer than one word per stream is an error naming the count (0 stopped the process).
    @Test(arguments: [0, -1, Int.min])
    func fewerThanOneWordPerStreamIsRefused(count: Int) {
        #expect(throws: RawOutputError.tooFewWordsPerStream(count)) {
            try RawOutput(seed: 5, stream: 10, wordsPerStream: count)
        }
        #expect(
            RawOutputError.tooFewWordsPerStream(count).description
                == "wordsPerStream is \(count); take at least 1 word from each stream")
    }

    @Test func streamsAndSeedsDiffer() {
        var a = RawOutput(seed: 1, stream: 0)
        var b = RawOutput(seed: 1, stream: 1)
        var c = RawOutput(seed: 2, stream: 0)
        let first = a.bytes(64)
        #expect(first != b.bytes(64))
        #expect(first != c.bytes(64))
        #expect(RawOutput(seed: 1, stream: 0).bytesCopy(64) == first)
    }

    @Test func operatingSystemSeedsDoNotRepeat() {
        let seeds = (0..<8).map { _ in OperatingSystemSeed.next() }
        #expect(Set(seeds).count == 8)
    }
}

extension RawOutput {
    fileprivate func bytesCopy(_ count: Int) -> [UInt8] {
        var copy = self
        return copy.bytes(count)
    }
}
