import WheelAudit
import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `luckywheel rng`: the raw output collection tool a test lab asks for — the generator's
/// 64-bit words before any scaling, little-endian, on standard output.
struct RNGCommand: Command {
    static let configuration = CommandConfiguration(
        name: "rng",
        abstract: "Write the generator's raw output (before any scaling) to standard output.",
        discussion: """
            The 64-bit words spin K of a simulation of seed S draws from (xoshiro256**, stream K
            of seed S seeded by SplitMix64), little-endian, back to back: endless until the
            reader closes the pipe (then the tool exits 0, quietly), or --bytes N bytes. With
            --per-spin N, the words as consecutive spins draw them instead: the first N words
            of stream K, then of K + 1, and so on (a spin draws 4 words: its segment, its landing
            offset, its start angle and its press time; 5 with --weights, which takes one more
            for the segment; and a word more each time a segment draw is rejected), up to the
            last stream, \(RawOutput.lastStream), never wrapping round to 0: --bytes past it is
            refused (a usage error, naming the bytes the streams hold), and an endless output
            ends there with a warning. With
            --seed os the seed is drawn from the operating system and printed on standard
            error, so the stream can be produced again.

            EXAMPLES:
              luckywheel rng --seed 1 | dieharder -g 200 -a
              luckywheel rng --seed 1 --bytes 125000000 > rng.bin  # NIST STS, 1000 x 10^6
              luckywheel rng --seed 1 --per-spin 1 | dieharder -g 200 -a
            """)

    static let stream = Option<UInt64>(
        "--stream", value: "k",
        help: "The stream: spin K of a simulation draws from stream K (\(UInt64.notation)).",
        default: 0)
    static let perSpin = Option<Int?>(
        "--per-spin", value: "n", help: "Take the first N words of each spin's stream, spin after spin.",
        defaultText: "one stream", range: .atLeast(RawOutput.minimumWordsPerStream))
    static let bytes = Option<Int?>(
        "--bytes", value: "n", help: "Stop after N bytes.", defaultText: "endless", range: .atLeast(0))

    static let arguments: [any ArgumentDeclaration] = [SharedArguments.seed, stream, perSpin, bytes]

    var seed: UInt64
    var seedOrigin: SeedOrigin
    var stream: UInt64
    var perSpin: Int?
    var bytes: Int?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        let choice = try arguments.value(SharedArguments.seed)
        seed = choice.resolved()
        seedOrigin = choice.origin
        stream = try arguments.value(Self.stream)
        perSpin = try arguments.value(Self.perSpin)
        bytes = try arguments.value(Self.bytes)
    }

    func run(console: any Console) throws -> ExitCode {
        if console.isTerminal(.standardOutput) {
            throw CommandFailure(
                .usage,
                "rng writes binary; pipe it into a test suite (luckywheel rng | dieharder -g 200 -a) "
                    + "or redirect it to a file")
        }
        // Streams do not wrap around to 0 after the last: more bytes than the streams from
        // --stream hold are refused, and an endless output ends with the last stream.
        var byteCount = bytes
        let available = perSpin.flatMap { RawOutput.byteCount(fromStream: stream, wordsPerStream: $0) }
        if let available, let perSpin {
            let range = "\(Self.stream.spec.key) \(stream) \(Self.perSpin.spec.key) \(perSpin)"
            if let bytes, bytes > available {
                throw CommandFailure(
                    .usage,
                    "\(Self.bytes.spec.key) \(bytes) needs streams past the last, \(RawOutput.lastStream): "
                        + "\(range) holds \(available) bytes; give a lower \(Self.stream.spec.key) or fewer bytes"
                )
            }
            if bytes == nil {
                console.warn(
                    "\(range) holds \(available) bytes (stream \(RawOutput.lastStream) is the last); "
                        + "the output ends there")
                byteCount = available
            }
        }
        if seedOrigin == .operatingSystem {
            console.write("seed \(seedOrigin.naming(seed))\n", to: .standardError)
            // The seed is the one way to draw the stream again.
            try console.checkStandardError(withholding: true)
        }
        try RNGStreaming.stream(seed: seed, stream: stream, wordsPerStream: perSpin, byteCount: byteCount)
        return .success
    }
}

/// The streaming behind `luckywheel rng`: the generator's raw output (`RawOutput`) written
/// to a file descriptor in large blocks, until a byte count is reached or the reader closes
/// the pipe (`rng | dieharder -g 200 -a` stops when dieharder has read enough).
enum RNGStreaming {
    /// Bytes per `write(2)`: large enough that the system call costs nothing next to the
    /// generator, small enough to stay in the cache.
    static let blockSize = 1 << 16

    /// Writes the output of stream `stream` of `seed` (across streams with `wordsPerStream`)
    /// to `descriptor`: `byteCount` bytes, or without end when nil. A reader that goes away (EPIPE; SIGPIPE is ignored by the tool)
    /// ends the stream normally: that is how `rng | dieharder` finishes.
    /// - Throws: `CommandFailure(.ioError)` when a write fails for any other reason (a full
    ///   disk, say).
    static func stream(
        seed: UInt64, stream: UInt64, wordsPerStream: Int? = nil, byteCount: Int?,
        to descriptor: Int32 = STDOUT_FILENO
    ) throws(CommandFailure) {
        try self.stream(seed: seed, stream: stream, wordsPerStream: wordsPerStream, byteCount: byteCount) {
            block in
            StandardConsole.written(block, to: descriptor)
        }
    }

    /// The same, handing each block to `write`, which returns nil once it has taken all of the
    /// block, or the errno that stopped it (EPIPE ends the stream normally).
    static func stream(
        seed: UInt64, stream: UInt64, wordsPerStream: Int? = nil, byteCount: Int?,
        write: (UnsafeRawBufferPointer) -> Int32?
    ) throws(CommandFailure) {
        var output: RawOutput
        do {
            output =
                try wordsPerStream.map { count throws(RawOutputError) in
                    try RawOutput(seed: seed, stream: stream, wordsPerStream: count)
                } ?? RawOutput(seed: seed, stream: stream)
        } catch {
            throw CommandFailure(.usage, "\(RNGCommand.perSpin.spec.key): \(error.description)")
        }
        var remaining = byteCount.map { max($0, 0) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 8)
        defer { buffer.deallocate() }
        while remaining != 0 {
            let size = min(remaining ?? blockSize, blockSize)
            let block = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<size])
            output.fill(block)
            if let code = write(UnsafeRawBufferPointer(block)) {
                if code == EPIPE { return }
                throw CommandFailure.standardOutput(errorNumber: code)
            }
            remaining = remaining.map { $0 - size }
        }
    }
}
