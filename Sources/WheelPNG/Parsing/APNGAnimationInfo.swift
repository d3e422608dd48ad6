internal import WheelSupport

/// What an animated PNG's control chunks declare: acTL's frame and play counts and every
/// fcTL's delay, with whatever in them does not add up. A still PNG has none
/// (``PNGFileInfo/animation`` is nil). The pixels of the frames are not read: the still
/// image is what the rest of the package decodes.
public struct APNGAnimationInfo: Sendable, Hashable {
    /// The frames acTL declares.
    public let declaredFrameCount: Int
    /// How many times the animation plays; 0 is forever.
    public let playCount: Int
    /// Each readable fcTL's delay in seconds, in file order (a denominator of 0 is 1/100 s,
    /// as the APNG specification says).
    public let delays: [Double]
    /// Whether the still image (IDAT) is the animation's first frame: an fcTL comes before it.
    public let stillImageIsFirstFrame: Bool
    /// Whether APNG readers play the animation: acTL comes before the image data (IDAT) and
    /// declares at least one frame. Otherwise they show the still image, as of a still PNG.
    public let isPlayable: Bool
    /// What a player would stumble on, one sentence each: an acTL readers ignore (after the
    /// image data, or of 0 frames), frame data (fdAT) before the image data, an fcTL no frame
    /// data follows, a frame count acTL does not match, an acTL count over 2³¹ − 1,
    /// a control chunk of the wrong size, sequence numbers out of order, a frame off the
    /// canvas or empty, a first frame that is the still image but not all of it, a dispose or
    /// blend operation APNG does not define, frames web browsers show longer than their delay
    /// (``APNGFrameDelay/isLengthenedByBrowsers``). The frames' pixel data is not decoded.
    public let problems: [String]

    /// How long one play of the animation lasts, seconds: the delays added as the fractions
    /// they are, so 270 frames of 1/60 s last 4.5 s (added as doubles, 4.499999999999993).
    public let duration: Double
    /// How long one play lasts in a web browser, seconds: ``duration`` with each frame shorter
    /// than ``APNGFrameDelay/shortestInBrowsers`` shown for ``APNGFrameDelay/browserSubstitute``.
    public let durationInBrowsers: Double

    /// The data of acTL: frame count and play count, 4 bytes each.
    static let controlLength = 8
    /// The data of fcTL: sequence, width, height, x, y (4 bytes each), delay numerator and
    /// denominator (2 each), dispose and blend (1 each).
    static let frameControlLength = 26

    /// Reads the animation chunks among `chunks` of the file in `bytes`; nil without an acTL.
    init?(chunks: [PNGChunk], bytes: UnsafeRawBufferPointer) {
        let controls = chunks.filter { $0.type == "acTL" }
        guard let control = controls.first else { return nil }
        func word(_ offset: Int) -> UInt32 {
            UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
        func half(_ offset: Int) -> UInt16 {
            UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
        }
        var problems: [String] = []
        if controls.count > 1 {
            problems.append("the file has \(controls.count) acTL chunks; APNG allows one")
        }
        if control.length == Self.controlLength {
            declaredFrameCount = Int(word(control.dataOffset))
            playCount = Int(word(control.dataOffset + 4))
            // PNG's four-byte numbers stop at 2³¹ − 1; a reader may read one beyond as negative.
            for (count, name) in [(declaredFrameCount, "frame"), (playCount, "play")] where count > Int32.max
            {
                problems.append("acTL's \(name) count \(count) is over \(Int32.max), the largest PNG allows")
            }
        } else {
            problems.append("acTL is \(control.length) bytes, not \(Self.controlLength)")
            (declaredFrameCount, playCount) = (0, 0)
        }
        // The frame regions must lie on the canvas (IHDR's size), the first one cover it when
        // the still image is that frame, and the operations be ones APNG defines.
        let header = chunks.first { $0.type == "IHDR" && $0.length >= 8 }
        let canvas = header.map {
            (width: UInt64(word($0.dataOffset)), height: UInt64(word($0.dataOffset + 4)))
        }
        let firstImageOffset = chunks.first { $0.code == .imageData }?.offset ?? Int.max
        // APNG readers look for acTL before the image data and refuse a count of 0 frames; either
        // way they show the still image alone.
        let ignoredBecause =
            control.offset > firstImageOffset
            ? "acTL comes after the image data (IDAT), where APNG readers do not look for it"
            : control.length == Self.controlLength && declaredFrameCount == 0
                ? "acTL declares 0 frames, and APNG requires at least 1" : nil
        if let ignoredBecause {
            problems.append(ignoredBecause + "; readers show the still image, not an animation")
        }
        func checkRegion(of chunk: PNGChunk, first: Bool) {
            let data = chunk.dataOffset
            let (width, height) = (UInt64(word(data + 4)), UInt64(word(data + 8)))
            let (x, y) = (UInt64(word(data + 12)), UInt64(word(data + 16)))
            let (dispose, blend) = (bytes[data + 24], bytes[data + 25])
            let at = "the fcTL at byte \(chunk.offset)"
            if width == 0 || height == 0 {
                problems.append("\(at) describes an empty frame (\(width) × \(height))")
            } else if let canvas, x + width > canvas.width || y + height > canvas.height {
                problems.append(
                    "\(at) puts a \(width) × \(height) frame at (\(x), \(y)), outside the \(canvas.width) × "
                        + "\(canvas.height) image")
            } else if let canvas, first, chunk.offset < firstImageOffset,
                x != 0 || y != 0 || width != canvas.width || height != canvas.height
            {
                problems.append(
                    "\(at) is the still image's frame but describes \(width) × \(height) at (\(x), \(y)), not the "
                        + "whole \(canvas.width) × \(canvas.height) image")
            }
            if dispose > 2 { problems.append("\(at) has dispose operation \(dispose); APNG defines 0 to 2") }
            if blend > 1 { problems.append("\(at) has blend operation \(blend); APNG defines 0 and 1") }
        }
        var delays: [Double] = []
        var total = Fraction()
        var totalInBrowsers = Fraction()
        // The same added as doubles, for when the fraction no longer fits.
        var secondsInBrowsers = 0.0
        var lengthened = 0
        var expectedSequence: UInt32 = 0
        for chunk in chunks where chunk.type == "fcTL" || chunk.type == "fdAT" {
            guard chunk.length >= 4 else {
                problems.append(
                    "the \(chunk.type) at byte \(chunk.offset) is \(chunk.length) bytes, too short for its sequence number"
                )
                continue
            }
            let sequence = word(chunk.dataOffset)
            if sequence != expectedSequence {
                problems.append(
                    "the \(chunk.type) at byte \(chunk.offset) has sequence number \(sequence), not \(expectedSequence)"
                )
            }
            expectedSequence = sequence &+ 1
            guard chunk.type == "fcTL" else {
                if chunk.offset < firstImageOffset {
                    problems.append(
                        "the fdAT at byte \(chunk.offset) comes before the image data (IDAT); APNG puts frame "
                            + "data after it")
                }
                continue
            }
            guard chunk.length == Self.frameControlLength else {
                problems.append(
                    "the fcTL at byte \(chunk.offset) is \(chunk.length) bytes, not \(Self.frameControlLength)"
                )
                continue
            }
            checkRegion(of: chunk, first: delays.isEmpty)
            let numerator = half(chunk.dataOffset + 20)
            let stored = half(chunk.dataOffset + 22)
            let denominator = stored == 0 ? 100 : stored
            delays.append(Double(numerator) / Double(denominator))
            total.add(UInt64(numerator), over: UInt64(denominator))
            var shown = APNGFrameDelay(validatedNumerator: numerator, denominator: denominator)
            if shown.isLengthenedByBrowsers {
                shown = APNGFrameDelay.browserSubstitute
                lengthened += 1
            }
            totalInBrowsers.add(UInt64(shown.numerator), over: UInt64(shown.denominator))
            secondsInBrowsers += shown.seconds
        }
        // Each frame's pixels follow its fcTL: the image data (IDAT) for the still image's, else
        // fdAT chunks, before the next fcTL (Pillow stops with an error at a frame without,
        // ffmpeg ends the animation there).
        var awaitingData: PNGChunk?
        func checkData(of control: PNGChunk?, before next: String) {
            guard let control else { return }
            problems.append(
                "the fcTL at byte \(control.offset) is followed by no frame data (fdAT) before \(next); "
                    + "APNG requires at least one")
        }
        for chunk in chunks {
            if chunk.type == "fcTL" {
                checkData(of: awaitingData, before: "the next fcTL")
                awaitingData = chunk
            } else if chunk.type == "fdAT" || chunk.code == .imageData {
                awaitingData = nil
            }
        }
        checkData(of: awaitingData, before: "the end of the file")
        if control.length == Self.controlLength, declaredFrameCount != 0, delays.count != declaredFrameCount {
            problems.append(
                "acTL declares \(declaredFrameCount) frame\(declaredFrameCount == 1 ? "" : "s"), the fcTL "
                    + "chunks describe \(delays.count)")
        }
        if ignoredBecause == nil, control.length == Self.controlLength, delays.isEmpty {
            problems.append("no fcTL chunk describes a frame; readers show the still image, not an animation")
        }
        isPlayable = ignoredBecause == nil && !delays.isEmpty
        self.delays = delays
        duration = total.value ?? delays.reduce(0, +)
        durationInBrowsers = totalInBrowsers.value ?? secondsInBrowsers
        if lengthened > 0 {
            func milliseconds(_ delay: APNGFrameDelay) -> String {
                DecimalText.trimmed(delay.seconds * 1000, 3)
            }
            func seconds(_ value: Double) -> String { DecimalText.trimmed(value, 3) + " s" }
            problems.append(
                "\(lengthened == delays.count ? "all" : "\(lengthened) of") \(delays.count) frames last less than "
                    + "\(milliseconds(.shortestInBrowsers)) ms, which web browsers show for "
                    + "\(milliseconds(.browserSubstitute)) ms: one play lasts \(seconds(durationInBrowsers)) "
                    + "there, not \(seconds(duration))")
        }
        let firstImage = chunks.firstIndex { $0.code == .imageData }
        let firstControl = chunks.firstIndex { $0.type == "fcTL" }
        if let frameControl = firstControl, let image = firstImage {
            stillImageIsFirstFrame = frameControl < image
        } else {
            stillImageIsFirstFrame = false
        }
        // A file of many broken frames says so without a line per frame.
        if problems.count > Self.mostProblems {
            let more = problems.count - Self.mostProblems
            problems = Array(problems.prefix(Self.mostProblems)) + ["and \(more) more like them"]
        }
        self.problems = problems
    }

    /// The most problems listed one by one; the rest are counted.
    static let mostProblems = 8
}

/// A sum of delays kept exact while its numerator and denominator fit 64 bits (fcTL's are 16
/// bits each; a file with very many different denominators falls back to adding doubles).
private struct Fraction {
    private var numerator: UInt64 = 0
    private var denominator: UInt64 = 1
    private var overflowed = false

    /// The sum, or nil when it no longer fits.
    var value: Double? { overflowed ? nil : Double(numerator) / Double(denominator) }

    mutating func add(_ top: UInt64, over bottom: UInt64) {
        guard !overflowed else { return }
        let common = Self.gcd(denominator, bottom)
        let (scaledBottom, bottomOverflow) = (bottom / common).multipliedReportingOverflow(by: denominator)
        let (left, leftOverflow) = numerator.multipliedReportingOverflow(by: bottom / common)
        let (right, rightOverflow) = top.multipliedReportingOverflow(by: denominator / common)
        let (sum, sumOverflow) = left.addingReportingOverflow(right)
        guard !(bottomOverflow || leftOverflow || rightOverflow || sumOverflow) else {
            overflowed = true
            return
        }
        let reduce = Self.gcd(sum, scaledBottom)
        numerator = sum / reduce
        denominator = scaledBottom / reduce
    }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
