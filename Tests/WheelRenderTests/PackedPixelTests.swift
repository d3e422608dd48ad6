import TestSupport
import Testing

@testable import WheelRender

@Suite struct PackedPixelTests {
    @Test func divisionBy255RoundsToNearestEverywhere() {
        for value in UInt32(0)...65025 {
            let expected = (value * 2 + 255) / 510
            #expect(PackedPixel.divideBy255(value) == expected, "\(value)")
            if PackedPixel.divideBy255(value) != expected { break }
        }
    }

    @Test func overMatchesTheFormulaPerChannel() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let alpha = UInt32(random.below(256))
            let source = PackedPixel.pack(
                red: UInt32(random.below(Int(alpha) + 1)), green: UInt32(random.below(Int(alpha) + 1)),
                blue: UInt32(random.below(Int(alpha) + 1)), alpha: alpha)
            let destination = UInt32(truncatingIfNeeded: random.next())
            let result = PackedPixel.over(source, destination)
            for shift in [UInt32(0), 8, 16, 24] {
                let s = source >> shift & 0xFF
                let d = destination >> shift & 0xFF
                let expected = s + (d * (255 - alpha) * 2 + 255) / 510
                #expect(result >> shift & 0xFF == expected)
            }
        }
    }

    @Test func bilinearIsExactAtCornersAndRoundsBetween() {
        let corners: [UInt32] = [0x1020_3040, 0xFF00_FF00, 0x0000_0000, 0x8080_8080]
        func mix(_ fx: UInt64, _ fy: UInt64) -> UInt32 {
            PackedPixel.bilinear(corners[0], corners[1], corners[2], corners[3], fx: fx, fy: fy)
        }
        #expect(mix(0, 0) == corners[0])
        #expect(mix(65536, 0) == corners[1])
        #expect(mix(0, 65536) == corners[2])
        #expect(mix(65536, 65536) == corners[3])
        var random = SeededGenerator(seed: 12)
        for _ in 0..<5000 {
            let fx = UInt64(random.below(65537))
            let fy = UInt64(random.below(65537))
            let result = mix(fx, fy)
            for shift in [UInt32(0), 8, 16, 24] {
                let values = corners.map { Double($0 >> shift & 0xFF) }
                let x = Double(fx) / 65536
                let y = Double(fy) / 65536
                let exact =
                    (values[0] * (1 - x) + values[1] * x) * (1 - y) + (values[2] * (1 - x) + values[3] * x)
                    * y
                #expect(abs(Double(result >> shift & 0xFF) - exact) <= 0.51, "fx \(fx) fy \(fy)")
            }
        }
    }

    @Test func premultiplyingRoundsEachChannel() {
        #expect(
            PackedPixel.premultiplied(red: 255, green: 128, blue: 1, alpha: 128)
                == PackedPixel.pack(red: 128, green: 64, blue: 1, alpha: 128))
        #expect(PackedPixel.premultiplied(red: 200, green: 100, blue: 50, alpha: 0) == 0)
        #expect(
            PackedPixel.premultiplied(red: 200, green: 100, blue: 50, alpha: 255)
                == PackedPixel.pack(red: 200, green: 100, blue: 50, alpha: 255))
    }
}
