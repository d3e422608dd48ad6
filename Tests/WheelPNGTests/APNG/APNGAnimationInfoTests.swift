import TestSupport
import Testing

@testable import WheelPNG

/// `PNGFileInfo.animation` reads what an animated PNG's acTL and fcTL chunks declare from
/// files the tests put together chunk by chunk, and says what does not add up.
@Suite struct APNGAnimationInfoTests {
    static let header = PNGHeader(width: 4, height: 3, bitDepth: 8, colorType: .rgb)

    static func word(_ value: UInt32) -> [UInt8] { StoredDeflate.bigEndian(value) }

    static func frameControl(
        sequence: UInt32, numerator: UInt16, denominator: UInt16, length: Int = 26,
        region: (width: UInt32, height: UInt32, x: UInt32, y: UInt32) = (4, 3, 0, 0),
        operations: (dispose: UInt8, blend: UInt8) = (0, 0)
    ) -> ChunkedFile.Chunk {
        var data = word(sequence) + word(region.width) + word(region.height) + word(region.x) + word(region.y)
        data += [
            UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8),
            UInt8(denominator & 0xFF),
        ]
        data += [operations.dispose, operations.blend]
        return ChunkedFile.Chunk("fcTL", Array((data + [UInt8](repeating: 0, count: 8)).prefix(length)))
    }

    /// A still image of 4 × 3 with `animation` between IHDR and IDAT and `frames` after it.
    static func file(animation: [ChunkedFile.Chunk], frames: [ChunkedFile.Chunk] = []) throws -> PNGFileInfo {
        var file = ReferencePNG.file(PackedRows.random(header, seed: 3))
        file.chunks.insert(contentsOf: animation, at: 1)
        file.chunks.insert(contentsOf: frames, at: file.chunks.count - 1)
        return try PNGFileInfo(parsing: file.bytes, name: "a.apng")
    }

    /// A well-formed animation of one frame per delay (numerator, denominator), the first the
    /// still image, playing `plays` times.
    static func animation(delays: [(UInt16, UInt16)], plays: UInt32) throws -> PNGFileInfo {
        var frames: [ChunkedFile.Chunk] = []
        for (index, delay) in delays.enumerated() {
            if index > 0 {
                frames.append(
                    Self.frameControl(sequence: UInt32(2 * index), numerator: delay.0, denominator: delay.1))
            }
            frames.append(ChunkedFile.Chunk("fdAT", Self.word(UInt32(2 * index + 1)) + [1, 2]))
        }
        let first = delays[0]
        return try Self.file(
            animation: [
                ChunkedFile.Chunk("acTL", Self.word(UInt32(delays.count)) + Self.word(plays)),
                Self.frameControl(sequence: 0, numerator: first.0, denominator: first.1),
            ],
            frames: frames)
    }

    /// The delays add up as fractions: 270 frames of 1/60 s last exactly 4.5 s (info --json
    /// printed 4.499999999999993), and rates with other denominators stay exact too.
    @Test func theDurationIsTheExactSumOfTheDelays() throws {
        let sixtieths = (0..<270).map {
            Self.frameControl(sequence: UInt32(2 * $0), numerator: 1, denominator: 60)
        }
        var frames: [ChunkedFile.Chunk] = []
        for (index, control) in sixtieths.enumerated().dropFirst() {
            frames += [control, ChunkedFile.Chunk("fdAT", Self.word(UInt32(2 * index + 1)) + [1, 2])]
        }
        let info = try #require(
            try Self.file(
                animation: [ChunkedFile.Chunk("acTL", Self.word(270) + Self.word(0)), sixtieths[0]],
                frames: frames
            ).animation)
        #expect(info.delays.reduce(0, +) != 4.5, "adding doubles drifts")
        #expect(info.duration == 4.5)
    }

    @Test func aStillImageHasNoAnimation() throws {
        #expect(try Self.file(animation: []).animation == nil)
    }

    /// Frame count, plays, delays (a denominator of 0 is 1/100 s) and their sum.
    @Test func readsTheControlChunks() throws {
        let info = try #require(try Self.animation(delays: [(1, 4), (5, 0), (50, 2997)], plays: 2).animation)
        #expect(info.declaredFrameCount == 3)
        #expect(info.playCount == 2)
        #expect(info.delays == [0.25, 0.05, 50.0 / 2997])
        #expect(abs(info.duration - (0.3 + 50.0 / 2997)) < 1e-12)
        #expect(info.stillImageIsFirstFrame)
        #expect(info.problems.isEmpty)
    }

    /// Frames shorter than 11 ms, which web browsers show for 100 ms (an APNG rendered at 120
    /// fps plays 12 times slower there), are a problem that says how long a play lasts there;
    /// the duration itself stays what the delays add up to.
    @Test func framesBrowsersLengthenAreAProblem() throws {
        let info = try #require(try Self.animation(delays: [(1, 120), (1, 0), (1, 90)], plays: 0).animation)
        #expect(abs(info.duration - (1.0 / 120 + 0.01 + 1.0 / 90)) < 1e-12)
        #expect(abs(info.durationInBrowsers - (0.2 + 1.0 / 90)) < 1e-12)
        #expect(
            info.problems == [
                "2 of 3 frames last less than 11 ms, which web browsers show for 100 ms: one play lasts "
                    + "0.211 s there, not 0.029 s"
            ])
        #expect(info.isPlayable)
    }

    /// Browsers keep a delay of 11 ms or more and lengthen a shorter one, as Firefox, Chromium
    /// and WebKit read it: 10 ms or less in whole milliseconds (1/91 s is 10.99 ms).
    @Test(arguments: [
        (11, 1000, false), (1, 90, false), (1, 60, false), (1, 91, true), (1, 100, true), (0, 1, true),
        (1, 120, true), (109, 10_000, true),
    ])
    func browsersLengthenDelaysUnder11Milliseconds(numerator: Int, denominator: Int, lengthened: Bool) throws
    {
        let delay = try APNGFrameDelay(numerator: UInt16(numerator), denominator: UInt16(denominator))
        #expect(delay.isLengthenedByBrowsers == lengthened)
    }

    /// An fcTL only after IDAT: the still image is shown by players without APNG support but
    /// is not a frame of the animation.
    @Test func aStillImageOutsideTheAnimation() throws {
        let info = try #require(
            try Self.file(
                animation: [ChunkedFile.Chunk("acTL", Self.word(1) + Self.word(0))],
                frames: [
                    Self.frameControl(sequence: 0, numerator: 1, denominator: 10),
                    ChunkedFile.Chunk("fdAT", Self.word(1) + [1]),
                ]
            ).animation)
        #expect(!info.stillImageIsFirstFrame)
        #expect(info.delays == [0.1])
        #expect(info.problems.isEmpty)
    }

    /// An animation that declares 4 frames, the first the still image (1/60 s), then `frames`.
    static func fourFrames(then frames: [ChunkedFile.Chunk]) throws -> APNGAnimationInfo {
        try #require(
            try file(
                animation: [
                    ChunkedFile.Chunk("acTL", word(4) + word(0)),
                    frameControl(sequence: 0, numerator: 1, denominator: 60),
                ],
                frames: frames
            ).animation)
    }

    @Test func saysWhatDoesNotAddUp() throws {
        let info = try Self.fourFrames(then: [
            ChunkedFile.Chunk("fdAT", Self.word(2) + [1]),
            Self.frameControl(sequence: 3, numerator: 1, denominator: 60, length: 20),
            ChunkedFile.Chunk("fdAT", [0, 0]),
        ])
        #expect(info.delays == [1.0 / 60])
        #expect(info.problems.count == 4)
        #expect(info.problems[0].hasSuffix("has sequence number 2, not 1"))
        #expect(info.problems[1].hasSuffix("is 20 bytes, not 26"))
        #expect(info.problems[2].hasSuffix("is 2 bytes, too short for its sequence number"))
        #expect(info.problems[3] == "acTL declares 4 frames, the fcTL chunks describe 1")
        let huge = try #require(
            try Self.animation(delays: [(1, 60)], plays: 0xFFFF_FFFF).animation)
        #expect(huge.playCount == 4_294_967_295)
        #expect(huge.problems == ["acTL's play count 4294967295 is over 2147483647, the largest PNG allows"])
        let short = try #require(
            try Self.file(animation: [ChunkedFile.Chunk("acTL", [0, 0, 0, 1])]).animation)
        #expect(short.problems == ["acTL is 4 bytes, not 8"])
    }

    /// An acTL of 0 frames (invalid) and one after the image data (readers then show the still
    /// image) were reported as an APNG of 0 frames and of 1; an fdAT before the image data
    /// was not flagged.
    @Test func anAnimationReadersIgnoreIsNotPlayable() throws {
        let zero = try #require(
            try Self.file(animation: [ChunkedFile.Chunk("acTL", Self.word(0) + Self.word(0))]).animation)
        #expect(!zero.isPlayable)
        #expect(
            zero.problems == [
                "acTL declares 0 frames, and APNG requires at least 1; readers show the still image, not an animation"
            ])
        let late = try #require(
            try Self.file(
                animation: [],
                frames: [
                    ChunkedFile.Chunk("acTL", Self.word(1) + Self.word(0)),
                    Self.frameControl(sequence: 0, numerator: 1, denominator: 10),
                    ChunkedFile.Chunk("fdAT", Self.word(1) + [1]),
                ]
            ).animation)
        #expect(!late.isPlayable)
        #expect(
            late.problems == [
                "acTL comes after the image data (IDAT), where APNG readers do not look for it; readers show "
                    + "the still image, not an animation"
            ])
        let early = try #require(
            try Self.file(
                animation: [
                    ChunkedFile.Chunk("acTL", Self.word(1) + Self.word(0)),
                    Self.frameControl(sequence: 0, numerator: 1, denominator: 10),
                    ChunkedFile.Chunk("fdAT", Self.word(1) + [1]),
                ]
            ).animation)
        #expect(early.isPlayable)
        #expect(early.problems.count == 1)
        #expect(
            early.problems.first?.hasSuffix(
                "comes before the image data (IDAT); APNG puts frame data after it") == true)
        // An acTL and no fcTL: no frame to play (it was "0 frames", playable).
        let bare = try #require(
            try Self.file(animation: [ChunkedFile.Chunk("acTL", Self.word(1) + Self.word(0))]).animation)
        #expect(!bare.isPlayable)
        #expect(
            bare.problems == [
                "acTL declares 1 frame, the fcTL chunks describe 0",
                "no fcTL chunk describes a frame; readers show the still image, not an animation",
            ])
    }

    /// Frames off the canvas (one near 2³² that would wrap in 32 bits), empty, a still-image
    /// frame smaller than the image, and operations APNG does not define are named; a frame
    /// after the still image may be any region on the canvas.
    @Test func framesOffTheCanvasAndUnknownOperationsAreProblems() throws {
        let info = try #require(
            try Self.file(
                animation: [
                    ChunkedFile.Chunk("acTL", Self.word(5) + Self.word(0)),
                    Self.frameControl(sequence: 0, numerator: 1, denominator: 60, region: (2, 3, 1, 0)),
                ],
                frames: [
                    Self.frameControl(
                        sequence: 1, numerator: 1, denominator: 60, region: (2, 2, 2, 1), operations: (2, 1)),
                    ChunkedFile.Chunk("fdAT", Self.word(2) + [1]),
                    Self.frameControl(sequence: 3, numerator: 1, denominator: 60, region: (3, 1, 2, 0)),
                    ChunkedFile.Chunk("fdAT", Self.word(4) + [1]),
                    Self.frameControl(
                        sequence: 5, numerator: 1, denominator: 60, region: (0xFFFF_FFFF, 1, 2, 0),
                        operations: (9, 0)),
                    ChunkedFile.Chunk("fdAT", Self.word(6) + [1]),
                    Self.frameControl(
                        sequence: 7, numerator: 1, denominator: 60, region: (0, 1, 0, 0), operations: (0, 2)),
                    ChunkedFile.Chunk("fdAT", Self.word(8) + [1]),
                ]
            ).animation)
        #expect(info.problems.count == 6, "\(info.problems)")
        #expect(
            info.problems[0].hasSuffix(
                "is the still image's frame but describes 2 × 3 at (1, 0), not the whole 4 × 3 image"))
        #expect(info.problems[1].hasSuffix("puts a 3 × 1 frame at (2, 0), outside the 4 × 3 image"))
        #expect(info.problems[2].hasSuffix("puts a 4294967295 × 1 frame at (2, 0), outside the 4 × 3 image"))
        #expect(info.problems[3].hasSuffix("has dispose operation 9; APNG defines 0 to 2"))
        #expect(info.problems[4].hasSuffix("describes an empty frame (0 × 1)"))
        #expect(info.problems[5].hasSuffix("has blend operation 2; APNG defines 0 and 1"))
    }

    /// Twenty frames numbered out of order and without their data: forty problems, eight of
    /// them listed, then a count of the rest.
    @Test func manyProblemsAreCounted() throws {
        let frames = (0..<20).map {
            Self.frameControl(sequence: UInt32($0) * 2 + 1, numerator: 1, denominator: 60)
        }
        let info = try #require(
            try Self.file(
                animation: [ChunkedFile.Chunk("acTL", Self.word(20) + Self.word(0))], frames: frames
            )
            .animation)
        #expect(info.delays.count == 20)
        #expect(info.problems.count == APNGAnimationInfo.mostProblems + 1)
        #expect(info.problems.last == "and 32 more like them")
    }

    /// A frame whose fcTL no fdAT follows is a problem (it was not: Pillow stops with an error
    /// there, ffmpeg ends the animation); the still image's frame has its data in IDAT.
    @Test func aFrameWithoutItsDataIsAProblem() throws {
        let info = try Self.fourFrames(then: [
            Self.frameControl(sequence: 1, numerator: 1, denominator: 60),
            Self.frameControl(sequence: 2, numerator: 1, denominator: 60),
            ChunkedFile.Chunk("fdAT", Self.word(3) + [1]),
            Self.frameControl(sequence: 4, numerator: 1, denominator: 60),
        ])
        let controls = info.problems.compactMap { $0.firstMatch(of: /the fcTL at byte (\d+)/)?.output.1 }
        #expect(controls.count == 2, "\(info.problems)")
        #expect(
            info.problems == [
                "the fcTL at byte \(controls.first ?? "") is followed by no frame data (fdAT) before the next fcTL; "
                    + "APNG requires at least one",
                "the fcTL at byte \(controls.last ?? "") is followed by no frame data (fdAT) before the end of the "
                    + "file; APNG requires at least one",
            ])
        #expect(info.isPlayable)
    }
}
