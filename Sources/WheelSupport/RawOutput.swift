/// The generator's raw output as a byte stream: the 64-bit words of
/// `Xoshiro256StarStar(seed:stream:)`, each written little-endian, before any scaling to
/// integers or doubles. This is what a test lab feeds to dieharder, TestU01 or NIST STS.
///
/// The bytes do not depend on how they are asked for: filling one buffer of 1 000 bytes gives
/// the same bytes as filling buffers of 3, 500 and 497 bytes in turn (a word split across two
/// calls is finished in the second).
///
/// With `wordsPerStream`, the words are taken across streams instead: the first N words of
/// stream K, then of stream K + 1, and so on, as consecutive spins draw them, up to
/// `lastStream` (``byteCount(fromStream:wordsPerStream:)`` says how far that is; asked for
/// more, the streams start again at 0).
public struct RawOutput: Sendable {
    /// The last stream there is: streams are numbered by a 64-bit spin index.
    public static let lastStream = UInt64.max

    /// How many bytes the output across streams from `stream`, `wordsPerStream` words each,
    /// holds before `lastStream` is used up; nil when that is more than `Int.max` (no output
    /// of a whole number of bytes reaches it).
    public static func byteCount(fromStream stream: UInt64, wordsPerStream: Int) -> Int? {
        let (streams, overflow) = (lastStream - stream).addingReportingOverflow(1)
        let (bytesPerStream, overflow2) = UInt64(max(wordsPerStream, 1)).multipliedReportingOverflow(by: 8)
        let (bytes, overflow3) = streams.multipliedReportingOverflow(by: bytesPerStream)
        guard !overflow, !overflow2, !overflow3, bytes <= UInt64(Int.max) else { return nil }
        return Int(bytes)
    }

    private var generator: Xoshiro256StarStar
    private let seed: UInt64
    private var stream: UInt64
    /// Words taken from each stream before the next, or nil for one stream without end.
    private let wordsPerStream: Int?
    /// Words still to take from the current stream (with `wordsPerStream`).
    private var wordsLeft: Int
    /// The word being written, already shifted past the bytes handed out.
    private var pending: UInt64 = 0
    /// How many bytes of `pending` are still to be handed out (0…7).
    private var pendingBytes = 0

    /// The fewest words taken from each stream before the next (`wordsPerStream`).
    public static let minimumWordsPerStream = 1

    /// The output of stream `stream` of `seed`: the words spin `stream` of a simulation with
    /// that seed draws from, in order.
    public init(seed: UInt64, stream: UInt64) {
        self.init(seed: seed, stream: stream, validatedWordsPerStream: nil)
    }

    /// The first `wordsPerStream` words of stream `stream` of `seed`, then of each stream after
    /// it in turn, as consecutive spins draw them.
    /// - Throws: ``RawOutputError/tooFewWordsPerStream(_:)`` when `wordsPerStream` is below
    ///   ``minimumWordsPerStream``.
    public init(seed: UInt64, stream: UInt64, wordsPerStream: Int) throws(RawOutputError) {
        guard wordsPerStream >= Self.minimumWordsPerStream else {
            throw .tooFewWordsPerStream(wordsPerStream)
        }
        self.init(seed: seed, stream: stream, validatedWordsPerStream: wordsPerStream)
    }

    private init(seed: UInt64, stream: UInt64, validatedWordsPerStream wordsPerStream: Int?) {
        generator = Xoshiro256StarStar(seed: seed, stream: stream)
        self.seed = seed
        self.stream = stream
        self.wordsPerStream = wordsPerStream
        wordsLeft = wordsPerStream ?? 0
    }

    /// The next word: of the one stream, or across streams.
    private mutating func nextWord() -> UInt64 {
        guard let wordsPerStream else { return generator.next() }
        if wordsLeft == 0 {
            stream &+= 1
            generator = Xoshiro256StarStar(seed: seed, stream: stream)
            wordsLeft = wordsPerStream
        }
        wordsLeft -= 1
        return generator.next()
    }

    /// Fills `buffer` with the next `buffer.count` bytes of the stream (an empty buffer takes
    /// none).
    public mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        let count = buffer.count
        while offset < count, pendingBytes > 0 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: pending), toByteOffset: offset, as: UInt8.self)
            pending >>= 8
            pendingBytes -= 1
            offset += 1
        }
        // Whole words, unaligned stores: the bulk of the work, about one store per word.
        if wordsPerStream == nil {
            while count - offset >= 8 {
                base.storeBytes(of: generator.next().littleEndian, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
        } else {
            while count - offset >= 8 {
                base.storeBytes(of: nextWord().littleEndian, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
        }
        guard offset < count else { return }
        var word = nextWord()
        pendingBytes = 8
        while offset < count {
            base.storeBytes(of: UInt8(truncatingIfNeeded: word), toByteOffset: offset, as: UInt8.self)
            word >>= 8
            pendingBytes -= 1
            offset += 1
        }
        pending = word
    }

    /// The next `count` bytes (`count` ≥ 0) as an array.
    public mutating func bytes(_ count: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: max(count, 0))
        result.withUnsafeMutableBytes { fill($0) }
        return result
    }
}
