import TestSupport
import Testing

@testable import WheelPNG

/// The palette of a lossy animated PNG: median cut gives at most the entries asked for, the
/// same for the same pixels, and pixels map to the nearest entry (ties to the lowest index);
/// an indexed animation read back by the tests' own APNG reader shows exactly the mapped frames.
@Suite struct APNGPaletteTests {
    /// A seeded image: smooth gradients with noise, and a few flat patches.
    static func image(seed: UInt64, width: Int = 48, height: Int = 32) -> RGBAImage {
        var generator = SeededGenerator(seed: seed)
        var image = RGBAImage(validatedWidth: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] =
                    x < 8
                    ? (200, 30, 30, 255)
                    : (
                        UInt8(truncatingIfNeeded: x * 5 + generator.below(16)), UInt8(y * 7),
                        generator.byte(), 255
                    )
            }
        }
        return image
    }

    /// The nearest opaque entry by squared distance, ties lowest, found by scanning.
    static func nearest(_ palette: APNGPalette, _ pixel: (UInt8, UInt8, UInt8)) -> Int {
        var best = (index: 0, distance: Int.max)
        for (index, color) in palette.colors.enumerated() {
            let channels = [Int(color >> 16), Int(color >> 8 & 0xFF), Int(color & 0xFF)]
            let distance = zip(channels, [Int(pixel.0), Int(pixel.1), Int(pixel.2)]).reduce(0) {
                $0 + ($1.0 - $1.1) * ($1.0 - $1.1)
            }
            if distance < best.distance { best = (index + 1, distance) }
        }
        return best.index
    }

    @Test(arguments: [(UInt64(1), 3), (2, 16), (3, 64), (4, 256)])
    func medianCutIsDeterministicAndWithinTheCount(seed: UInt64, entries: Int) throws {
        let samples = [Self.image(seed: seed), Self.image(seed: seed + 100)]
        let palette = try APNGPalette(quantizing: samples, entryCount: entries)
        #expect(palette.entryCount <= entries)
        #expect(palette.entryCount >= 2)
        #expect(Set(palette.colors).count == palette.colors.count)
        #expect(try APNGPalette(quantizing: samples, entryCount: entries) == palette)
        #expect(try APNGPalette(quantizing: samples.reversed(), entryCount: entries) == palette, "order-free")
        #expect(palette.paletteChunkData.count == 3 * palette.entryCount)
        #expect(palette.transparencyChunkData == [0])
    }

    @Test func fewerColoursThanEntriesEachGetTheirOwn() throws {
        var image = RGBAImage(validatedWidth: 4, height: 1)
        for x in 0..<4 { image[x, 0] = (UInt8(x * 60), 10, 20, 255) }
        let palette = try APNGPalette(quantizing: [image], entryCount: 256)
        let expected: [UInt32] = [0x00_0A14, 0x3C_0A14, 0x78_0A14, 0xB4_0A14]
        #expect(palette.colors == expected)
    }

    @Test func mappingIsTheNearestEntryTiesToTheLowestIndex() throws {
        let palette = try APNGPalette(colors: [0x00_00_00, 0x00_00_0A, 0x00_00_05, 0xFF_FF_FF])
        var mapper = APNGPaletteMapper(palette: palette)
        // 0x000005 is itself (index 3); 0x000002 is nearest 0 (index 1); between 0 and 10 at 5 is
        // entry 3 exactly; 0x000008 ties nothing and is nearest 10 (index 2).
        #expect(mapper.index(of: 0x00_00_05) == 3)
        #expect(mapper.index(of: 0x00_00_02) == 1)
        #expect(mapper.index(of: 0x00_00_08) == 2)
        let tie = try APNGPalette(colors: [0x00_00_0A, 0x00_00_00])
        var tied = APNGPaletteMapper(palette: tie)
        #expect(tied.index(of: 0x00_00_05) == 1, "equally far from both: the lower index")
        #expect(tied.index(of: 0x00_00_05) == 1, "remembered")
        var generator = SeededGenerator(seed: 9)
        let random = try APNGPalette(quantizing: [Self.image(seed: 5)], entryCount: 32)
        var randomMapper = APNGPaletteMapper(palette: random)
        for _ in 0..<2000 {
            let pixel = (generator.byte(), generator.byte(), generator.byte())
            let color = UInt32(pixel.0) << 16 | UInt32(pixel.1) << 8 | UInt32(pixel.2)
            #expect(Int(randomMapper.index(of: color)) == Self.nearest(random, pixel))
        }
    }

    @Test func badPalettesAreRefused() {
        #expect(throws: PNGError.self) { try APNGPalette(quantizing: [Self.image(seed: 1)], entryCount: 2) }
        #expect(throws: PNGError.self) { try APNGPalette(quantizing: [Self.image(seed: 1)], entryCount: 257) }
        #expect(throws: PNGError.self) { try APNGPalette(quantizing: [], entryCount: 16) }
        #expect(throws: PNGError.self) { try APNGPalette(colors: [1, 1]) }
        #expect(throws: PNGError.self) { try APNGPalette(colors: []) }
    }

    /// Frames that move a square over a seeded background: every frame read back is the input
    /// frame with each pixel replaced by its nearest palette colour; after the first, frames
    /// blend over with the transparent entry for what stays, and the still at the end is one frame.
    @Test func anIndexedAnimationShowsTheMappedFrames() throws {
        let frames =
            (0..<5).map { step in
                APNGEncoderTests.frame(square: (x: 2 + 5 * step, y: 4, side: 6, color: UInt8(50 * step)))
            } + [APNGEncoderTests.frame(square: (x: 22, y: 4, side: 6, color: 200))]
        let bytes = try APNGEncoder(colorCount: 24).encode(frames, framesPerSecond: 30)
        let animation = try ReferenceAPNG(bytes)
        #expect(animation.header.colorType == .palette)
        #expect(animation.palette.count <= 24)
        #expect(animation.declaredFrameCount == 5)
        #expect(animation.frames.dropFirst().allSatisfy { $0.control.blend == 1 })
        let palette = try APNGPalette(quantizing: frames, entryCount: 24)
        #expect(animation.palette.count == palette.entryCount)
        let composed = try animation.composedFrames(frameDuration: (1, 30))
        #expect(composed.count == frames.count)
        for (index, frame) in frames.enumerated() {
            var expected = frame
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let pixel = frame[x, y]
                    let color = palette.colors[Self.nearest(palette, (pixel.0, pixel.1, pixel.2)) - 1]
                    expected[x, y] = (UInt8(color >> 16), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF), 255)
                }
            }
            #expect(composed[index] == expected, "frame \(index)")
        }
    }
}
