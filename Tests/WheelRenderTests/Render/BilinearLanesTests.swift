import TestSupport
import Testing

@testable import WheelRender

/// The compositor samples with `PackedPixel.bilinear8` in two forms, scalar lanes in debug
/// builds and SIMD in optimised ones; they must give the same bytes, and stay within one level
/// of the 16-bit-weight `bilinear`.
@Suite struct BilinearLanesTests {
    @Test func scalarAndSIMDFormsAgreeExactly() {
        var random = SeededGenerator(seed: 77)
        var maximumDifference = 0
        for _ in 0..<5000 {
            // Premultiplied pixels: colour never above alpha.
            let pixels = (0..<4).map { _ -> UInt32 in
                let alpha = UInt32(random.byte())
                let channels = (0..<3).map { _ in UInt32(random.below(Int(alpha) + 1)) }
                return channels[0] | channels[1] << 8 | channels[2] << 16 | alpha << 24
            }
            let fx = random.below(257)
            let fy = random.below(257)
            let scalar = PackedPixel.bilinear8(
                pixels[0], pixels[1], pixels[2], pixels[3], fx: UInt64(fx), fy: UInt64(fy))
            let block = [pixels[0], pixels[1], pixels[2], pixels[3]]
            let simd = block.withUnsafeBytes { bytes in
                PackedPixel.bilinear8(
                    bytes.baseAddress!, rowBytes: 8, fx: SIMD8(repeating: UInt16(fx)),
                    fy: SIMD8(repeating: UInt16(fy)))
            }
            #expect(scalar == simd, "\(pixels) fx \(fx) fy \(fy)")
            let wide = PackedPixel.bilinear(
                pixels[0], pixels[1], pixels[2], pixels[3], fx: UInt64(fx * 256), fy: UInt64(fy * 256))
            for shift in stride(from: 0, to: 32, by: 8) {
                let difference = abs(Int(scalar >> UInt32(shift) & 0xFF) - Int(wide >> UInt32(shift) & 0xFF))
                maximumDifference = max(maximumDifference, difference)
                #expect(scalar >> UInt32(shift) & 0xFF <= scalar >> 24, "colour above alpha")
            }
        }
        #expect(maximumDifference <= 1)
    }

    /// The compositor's weight table holds a fraction rounded to 8 bits, as the scalar form
    /// rounds it, in every lane.
    @Test func fractionWeightsRoundAsTheScalarForm() {
        var random = SeededGenerator(seed: 78)
        let edges: [UInt32] = [0, 0x7F_FFFF, 0x80_0000, 0xFF7F_FFFF, 0xFF80_0000, 0xFFFF_FFFF]
        for fraction in edges + (0..<5000).map({ _ in UInt32(truncatingIfNeeded: random.next()) }) {
            let rounded = (UInt64(fraction) + 0x80_0000) >> 24
            #expect(
                WheelLayer.fractionWeights[Int(fraction >> 23)] == SIMD8(repeating: UInt16(rounded)),
                "fraction \(fraction)")
        }
    }
}
