/// The in-order last step of animated PNG encoding: turns planned and compressed frames into
/// the bytes of the file — signature, IHDR, acTL, (PLTE and tRNS for an indexed animation),
/// then per stored frame an fcTL and its image
/// data (IDAT for the first frame, the default image; fdAT after), IEND — numbering the
/// fcTL and fdAT chunks in one sequence from 0 and framing each chunk with its CRC.
///
/// A stored frame is held until the next one arrives, because its fcTL carries what only
/// later frames decide: its delay (repeats make it longer) and its dispose operation. A delay
/// too long for one fraction of 16-bit numbers continues in 1 × 1 frames that change nothing.
/// The frame count in acTL is known only at the end: ``finish()`` returns the acTL chunk to
/// write over the placeholder at ``animationControlOffset``, so the file can be streamed.
public struct APNGStreamWriter: Sendable {
    /// How many times an animation may be asked to play (0: forever), the range of acTL's
    /// `num_plays`.
    public static let loopCountRange = 0...PNGChunk.largestInteger
    /// What encoding an animation of no frame throws, wherever it is found out.
    public static let noFrameError = PNGError.invalidImage(reason: "an animation needs a frame")
    /// The most frames an animation takes: APNG numbers its fcTL and fdAT chunks from 0 to at
    /// most 2³¹ − 1, and a frame takes two numbers (a delay too long for one fcTL continues in
    /// frames that stand for as many repeats).
    public static let maximumFrameCount = PNGChunk.largestInteger / 2
    /// Where the acTL chunk starts in the file, bytes: after the signature and IHDR.
    public static let animationControlOffset = 8 + 25

    /// Canvas width, pixels.
    public let width: Int
    /// Canvas height, pixels.
    public let height: Int
    /// How many times the animation plays; 0 is forever.
    public let loopCount: Int
    /// The frame delays.
    public let timing: APNGFrameTiming
    /// What compresses the 1 × 1 frames that continue a long still.
    public let encoder: FrameEncoder
    /// The palette of an indexed animation (written before the first frame), else nil.
    public let palette: APNGPalette?
    /// How many bytes the returned pieces add up to so far.
    public private(set) var byteCount = 0
    /// How many frames (fcTL chunks) were written so far.
    public private(set) var storedFrameCount = 0

    private var sequence: UInt32 = 0
    private var pending: (change: APNGFrameChange, stream: [UInt8], frames: Int)?
    private var finished = false

    /// A writer for a `width × height` animation shown with `timing`, played `loopCount`
    /// times (0: forever); with `palette`, frames of ``FramePixelLayout/indexed`` are indices into it.
    /// - Throws: ``PNGError/invalidImage(reason:)`` for a size that is not a valid PNG size
    ///   or a loop count outside ``loopCountRange``.
    public init(
        width: Int, height: Int, loopCount: Int = 0, timing: APNGFrameTiming, encoder: FrameEncoder = .frames,
        palette: APNGPalette? = nil
    ) throws(PNGError) {
        if let problem = PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgb).problem {
            throw .invalidImage(reason: problem)
        }
        guard Self.loopCountRange.contains(loopCount) else {
            throw .invalidImage(
                reason:
                    "an animation plays 0 (forever) to \(Self.loopCountRange.upperBound) times, not \(loopCount)"
            )
        }
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.timing = timing
        self.encoder = encoder
        self.palette = palette
    }

    /// Takes the next frame, in order; returns the bytes to append to the file (empty while a
    /// frame is held). The first frame must be stored, and first (``APNGFrameChange/isFirst``).
    /// - Throws: ``PNGError/invalidImage(reason:)`` for frames out of order or after
    ///   ``finish()``, or a region outside the canvas; ``PNGError/encodingFailed(message:)``
    ///   for a chunk over 2³¹ − 1 bytes.
    public mutating func append(_ frame: APNGEncodedFrame) throws(PNGError) -> [UInt8] {
        guard !finished else { throw .invalidImage(reason: "a frame came after the animation was finished") }
        switch frame {
        case .repeatPrevious:
            guard pending != nil else {
                throw .invalidImage(reason: "an animation cannot begin with a repeat")
            }
            pending?.frames += 1
            return []
        case .store(let change, let stream):
            guard change.region.isInside(width: width, height: height) else {
                throw .invalidImage(
                    reason: "a \(change.region) frame does not fit the \(width) × \(height) canvas")
            }
            guard change.isFirst == (pending == nil && storedFrameCount == 0) else {
                throw .invalidImage(
                    reason: "the first frame of an animation, and only it, is the default image")
            }
            var bytes: [UInt8] = []
            if let held = pending {
                bytes = try flush(held, dispose: change.disposeOfPrevious)
            } else {
                guard (change.layout == .indexed) == (palette != nil) else {
                    throw .invalidImage(
                        reason: "an animation has a palette exactly when its frames are indexed")
                }
                bytes = Self.header(width: width, height: height, layout: change.layout, palette: palette)
            }
            pending = (change, stream, 1)
            byteCount += bytes.count
            return bytes
        }
    }

    /// Writes the held frame and IEND; returns those bytes and the acTL chunk (20 bytes) to
    /// write at ``animationControlOffset`` over the placeholder.
    /// - Throws: ``PNGError/invalidImage(reason:)`` when no frame was given or it was
    ///   finished already.
    public mutating func finish() throws(PNGError) -> (tail: [UInt8], animationControl: [UInt8]) {
        guard !finished, let held = pending else {
            throw finished ? .invalidImage(reason: "the animation was finished already") : Self.noFrameError
        }
        finished = true
        let tail = try flush(held, dispose: .none) + PNGChunkFraming.chunk("IEND")
        byteCount += tail.count
        pending = nil
        return (tail, Self.animationControl(frames: storedFrameCount, plays: loopCount))
    }

    // MARK: - Chunks

    /// Signature, IHDR, an acTL with no frames yet, and the palette's PLTE and tRNS.
    private static func header(width: Int, height: Int, layout: FramePixelLayout, palette: APNGPalette?)
        -> [UInt8]
    {
        var bytes =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + PNGChunkFraming.chunk(
                "IHDR", PNGChunkFraming.headerData(width: width, height: height, colorType: layout.colorType))
            + animationControl(frames: 0, plays: 0)
        if let palette {
            bytes += PNGChunkFraming.chunk("PLTE", palette.paletteChunkData)
            bytes += PNGChunkFraming.chunk("tRNS", palette.transparencyChunkData)
        }
        return bytes
    }

    private static func animationControl(frames: Int, plays: Int) -> [UInt8] {
        PNGChunkFraming.chunk(
            "acTL", PNGChunkFraming.bigEndian(UInt32(frames)) + PNGChunkFraming.bigEndian(UInt32(plays)))
    }

    /// The held frame's fcTL and data, and the 1 × 1 frames that continue its delay.
    private mutating func flush(
        _ held: (change: APNGFrameChange, stream: [UInt8], frames: Int), dispose: APNGDisposeOperation
    ) throws(PNGError) -> [UInt8] {
        let change = held.change
        let delays = try timing.delays(ofFrames: held.frames)
        var bytes = try frameControl(
            change.region, delay: delays[0], dispose: delays.count == 1 ? dispose : .none, blend: change.blend
        )
        bytes += try imageData(held.stream, first: change.isFirst)
        guard delays.count > 1 else { return bytes }
        let corner = APNGFrameRegion(x: change.region.x, y: change.region.y, width: 1, height: 1)
        // An indexed still's corner is a palette colour, so its nearest entry is itself.
        let cornerPixel =
            palette.map { palette in
                [palette.nearestIndex(of: change.cornerPixel.prefix(3).reduce(0) { $0 << 8 | UInt32($1) })]
            } ?? change.cornerPixel
        let still = try cornerPixel.withUnsafeBytesThrowingPNGError { pixel throws(PNGError) in
            try encoder.compressedRows(
                pixel, width: 1, height: 1, rowStride: pixel.count, layout: change.layout)
        }
        for (index, delay) in delays.enumerated().dropFirst() {
            bytes += try frameControl(
                corner, delay: delay, dispose: index == delays.count - 1 ? dispose : .none, blend: .source)
            bytes += try imageData(still, first: false)
        }
        return bytes
    }

    private mutating func frameControl(
        _ region: APNGFrameRegion, delay: APNGFrameDelay, dispose: APNGDisposeOperation,
        blend: APNGBlendOperation
    ) throws(PNGError) -> [UInt8] {
        storedFrameCount += 1
        let fields =
            try PNGChunkFraming.bigEndian(nextSequenceNumber())
            + PNGChunkFraming.bigEndian(UInt32(region.width))
            + PNGChunkFraming.bigEndian(UInt32(region.height)) + PNGChunkFraming.bigEndian(UInt32(region.x))
            + PNGChunkFraming.bigEndian(UInt32(region.y)) + PNGChunkFraming.bigEndian(delay.numerator)
            + PNGChunkFraming.bigEndian(delay.denominator) + [dispose.rawValue, blend.rawValue]
        return PNGChunkFraming.chunk("fcTL", fields)
    }

    /// One IDAT chunk (the first frame) or fdAT chunk holding `stream`.
    private mutating func imageData(_ stream: [UInt8], first: Bool) throws(PNGError) -> [UInt8] {
        guard stream.count + 4 <= PNGChunk.maximumLength else {
            throw .encodingFailed(
                message: "a frame compressed to \(stream.count) bytes, more than one chunk holds")
        }
        if first { return PNGChunkFraming.chunk("IDAT", stream) }
        return try PNGChunkFraming.chunk("fdAT", PNGChunkFraming.bigEndian(nextSequenceNumber()), stream)
    }

    private mutating func nextSequenceNumber() throws(PNGError) -> UInt32 {
        guard sequence <= UInt32(PNGChunk.largestInteger) else {
            throw .invalidImage(
                reason:
                    "an animation holds at most \(Self.maximumFrameCount) frames (its chunks are numbered "
                    + "to 2³¹ − 1)")
        }
        defer { sequence += 1 }
        return sequence
    }
}
