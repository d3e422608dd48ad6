import TestSupport
import Testing

@testable import WheelPNG

/// Animated PNGs read back by the tests' own APNG reader (its CRC, inflate and composition):
/// the chunk structure is valid and every frame, composed with its dispose and blend
/// operations, is the input frame with the same number; only changed rectangles are stored,
/// equal frames are merged, and the operations are chosen per frame.
@Suite struct APNGEncoderTests {
    /// A seeded opaque background (smooth and noisy), or a transparent one, with opaque squares
    /// drawn on it.
    static func frame(
        width: Int = 40, height: Int = 30, square: (x: Int, y: Int, side: Int, color: UInt8)? = nil,
        also more: [(x: Int, y: Int, side: Int, color: UInt8)] = [], transparent: Bool = false
    ) -> RGBAImage {
        var generator = SeededGenerator(seed: 12)
        var image = RGBAImage(validatedWidth: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] =
                    transparent
                    ? (0, 0, 0, 0)
                    : (UInt8(x * 5), UInt8(y * 7), UInt8(generator.below(4) * 30), 255)
            }
        }
        for square in (square.map { [$0] } ?? []) + more {
            for y in square.y..<square.y + square.side {
                for x in square.x..<square.x + square.side { image[x, y] = (square.color, 40, 200, 255) }
            }
        }
        return image
    }

    /// Encodes, reads back and checks that the composed frames are the input frames.
    static func roundTrip(
        _ frames: [RGBAImage], fps: Double = 60, loopCount: Int = 0, compression: FrameCompression = .fast
    ) throws -> ReferenceAPNG {
        let bytes = try APNGEncoder(compression: compression, loopCount: loopCount)
            .encode(frames, framesPerSecond: fps)
        let animation = try ReferenceAPNG(bytes)
        let timing = try APNGFrameTiming(framesPerSecond: fps)
        let composed = try animation.composedFrames(
            frameDuration: (timing.rateDenominator, timing.rateNumerator))
        #expect(composed.count == frames.count)
        for (index, (expected, actual)) in zip(frames, composed).enumerated() {
            #expect(actual == expected, "frame \(index)")
        }
        #expect(animation.defaultImageIsFirstFrame)
        #expect(animation.plays == loopCount)
        // PNG readers that know nothing of APNG see the first frame.
        #expect(try PNGDecoder().decodeRGBA(bytes, name: "animation.png") == frames[0])
        return animation
    }

    /// Every compression stores the same rectangles and operations; only the zlib streams
    /// differ, and each decodes to the same frames.
    @Test(arguments: FrameCompression.allCases)
    func everyCompressionStoresTheSameFrames(compression: FrameCompression) throws {
        let frames = [
            Self.frame(), Self.frame(square: (5, 6, 4, 250)), Self.frame(square: (9, 8, 6, 90)),
            Self.frame(square: (9, 8, 6, 90), also: [(20, 2, 8, 10)]),
        ]
        let animation = try Self.roundTrip(frames, compression: compression)
        let fast = try Self.roundTrip(frames)
        #expect(animation.frames.map(\.control) == fast.frames.map(\.control))
    }

    @Test func onlyTheChangedRectangleIsStoredAndEqualFramesAreMerged() throws {
        let frames = [
            Self.frame(), Self.frame(square: (5, 6, 4, 250)), Self.frame(square: (5, 6, 4, 250)),
            Self.frame(square: (5, 6, 4, 250)), Self.frame(square: (9, 8, 4, 250)),
        ]
        let animation = try Self.roundTrip(frames)
        #expect(animation.header.colorType == .rgb)
        #expect(
            animation.chunkTypes == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let controls = animation.frames.map(\.control)
        #expect(controls.map(\.sequence) == [0, 1, 3])
        // The square moves: going back to frame 0 first leaves only the new square to store.
        #expect(
            controls.map { [$0.x, $0.y, $0.width, $0.height] } == [
                [0, 0, 40, 30], [5, 6, 4, 4], [9, 8, 4, 4],
            ])
        #expect(controls.map(\.dispose) == [0, 2, 0])
        #expect(controls.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 60], [1, 20], [1, 60]])
        #expect(controls.allSatisfy { $0.blend == APNGBlendOperation.source.rawValue })
    }

    /// A square that appears and goes again: the frame it is in is disposed to the canvas
    /// before it, so the frame after stores one unchanged pixel instead of the square.
    @Test func aFlashIsDisposedToThePreviousCanvas() throws {
        let frames = [
            Self.frame(), Self.frame(square: (2, 3, 5, 9)), Self.frame(square: (20, 3, 5, 9)),
            Self.frame(square: (20, 3, 5, 9)), Self.frame(),
        ]
        let animation = try Self.roundTrip(frames)
        let controls = animation.frames.map(\.control)
        // Frame 1 (square at 2,3) goes back to frame 0 before frame 2 (square at 20,3), which
        // then needs only its own square; frame 2 goes back too, leaving frame 3 nothing.
        #expect(controls.map(\.dispose) == [0, 2, 2, 0])
        #expect(
            controls.map { [$0.x, $0.y, $0.width, $0.height] } == [
                [0, 0, 40, 30], [2, 3, 5, 5], [20, 3, 5, 5], [0, 0, 1, 1],
            ])
    }

    /// With alpha: frames are blended over the canvas (pixels that stay the same are stored
    /// transparent), and a frame is cleared to the background when that leaves less to store.
    @Test func transparentAnimationsBlendOverAndClearToTheBackground() throws {
        let frames = [
            Self.frame(square: (1, 1, 6, 100), transparent: true),
            Self.frame(square: (30, 20, 6, 100), transparent: true),
            Self.frame(square: (30, 20, 6, 100), also: [(2, 2, 3, 7), (37, 27, 3, 7)], transparent: true),
        ]
        let animation = try Self.roundTrip(frames)
        #expect(animation.header.colorType == .rgba)
        let controls = animation.frames.map(\.control)
        // Clearing frame 0 leaves only the new square to store; frame 2 adds squares on either
        // side of it, so the rectangle holds it unchanged, stored transparent.
        #expect(controls.map(\.dispose) == [1, 0, 0])
        #expect(
            controls.map { [$0.x, $0.y, $0.width, $0.height] } == [
                [0, 0, 40, 30], [30, 20, 6, 6], [2, 2, 38, 28],
            ])
        #expect(controls.map(\.blend) == [0, 1, 1])
        let stored = animation.frames[2].pixels
        #expect(stored[28, 18] == (0, 0, 0, 0), "an unchanged opaque pixel is stored transparent")
        #expect(stored[0, 0] == (7, 40, 200, 255), "a changed pixel is stored as it is")
    }

    /// A change to a pixel that is not opaque cannot be blended over; it is stored as it is.
    @Test func changesThatAreNotOpaqueAreStoredAsTheyAre() throws {
        var second = Self.frame(transparent: true)
        second[3, 4] = (10, 20, 30, 128)
        let animation = try Self.roundTrip([Self.frame(transparent: true), second])
        #expect(animation.frames.map(\.control.blend) == [0, 0])
        #expect(animation.frames[1].control.width == 1)
    }

    /// 1400 equal frames at 59.94 fps last 70000/2997 s, which no 16-bit fraction holds: the
    /// still continues in a 1 × 1 frame, and the delays still add up to the clock's frames.
    @Test func aStillLongerThanOneDelayContinuesInAOnePixelFrame() throws {
        let still = Self.frame(width: 6, height: 5, square: (1, 1, 2, 9))
        let frames =
            [Self.frame(width: 6, height: 5)] + Array(repeating: still, count: 1400) + [
                Self.frame(width: 6, height: 5)
            ]
        let animation = try Self.roundTrip(frames, fps: 59.94)
        let controls = animation.frames.map(\.control)
        #expect(controls.count == 4)
        #expect(controls[1].delayNumerator == 65_500 && controls[1].delayDenominator == 2997)
        #expect([controls[2].width, controls[2].height, controls[2].x, controls[2].y] == [1, 1, 1, 1])
        #expect(controls[2].delayNumerator == 4500 / 9 && controls[2].delayDenominator == 333)
    }

    @Test(arguments: [0, 1, 7, Int(Int32.max)])
    func theLoopCountIsWrittenInACTL(loops: Int) throws {
        _ = try Self.roundTrip([Self.frame(), Self.frame(square: (1, 1, 2, 3))], loopCount: loops)
    }

    @Test func badInputIsRefusedWithTheReason() throws {
        let encoder = APNGEncoder()
        #expect(throws: PNGError.self) { try encoder.encode([], framesPerSecond: 60) }
        #expect(throws: PNGError.self) {
            try encoder.encode([Self.frame(), Self.frame(width: 41)], framesPerSecond: 60)
        }
        #expect(throws: PNGError.self) {
            try APNGEncoder(loopCount: -1).encode([Self.frame()], framesPerSecond: 60)
        }
        // Opaque first frame, so RGB; a later frame with transparency cannot be stored.
        var holed = Self.frame()
        holed[4, 4] = (1, 2, 3, 0)
        #expect {
            try encoder.encode([Self.frame(), holed], framesPerSecond: 60)
        } throws: { error in
            "\(error)".contains("opaque")
        }
    }

    /// The changed rectangle is the bounding box of the differing pixels, on seeded pairs.
    @Test func theChangedRegionIsTheBoundingBoxOfTheDifferences() {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let (width, height) = (1 + generator.below(20), 1 + generator.below(12))
            let a = (0..<width * height * 4).map { _ in UInt8(generator.below(3)) }
            var b = a
            var expected: (Int, Int, Int, Int)?
            for _ in 0..<generator.below(4) {
                let (x, y) = (generator.below(width), generator.below(height))
                b[(y * width + x) * 4 + generator.below(4)] &+= 1
                expected =
                    expected.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
            let region = a.withUnsafeBytes { a in
                b.withUnsafeBytes { b in
                    APNGFrameDifference.changedRegion(
                        a.baseAddress!, b.baseAddress!, width: width, height: height, rowStride: width * 4)
                }
            }
            let box = expected.map {
                APNGFrameRegion(x: $0.0, y: $0.1, width: $0.2 - $0.0 + 1, height: $0.3 - $0.1 + 1)
            }
            #expect(region == box)
        }
    }
}
