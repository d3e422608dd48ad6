import Testing
import WheelPNG

/// The first step of streaming an animation refuses a size no PNG has, as the writer does,
/// instead of stopping the process (it was a precondition).
@Suite struct APNGFrameDifferenceTests {
    @Test(arguments: [
        (0, 5, "the image is 0 × 5 pixels; PNG needs at least 1 × 1"),
        (3, -2, "the image is 3 × -2 pixels; PNG needs at least 1 × 1"),
        (Int.max, 1, "the image is \(Int.max) × 1 pixels; PNG allows at most 2147483647 per side"),
        (
            2_147_483_647, 2_147_483_647,
            "a 2147483647 × 2147483647 RGBA frame has more bytes than memory holds"
        ),
    ])
    func sizesNoAnimationHasAreRefused(width: Int, height: Int, reason: String) throws {
        let timing = try APNGFrameTiming(framesPerSecond: 30)
        #expect(throws: PNGError.invalidImage(reason: reason)) {
            try APNGFrameDifference(width: width, height: height, timing: timing)
        }
    }

    @Test func aOnePixelAnimationIsPlanned() throws {
        var difference = try APNGFrameDifference(
            width: 1, height: 1, timing: APNGFrameTiming(framesPerSecond: 30))
        let pixel: [UInt8] = [1, 2, 3, 255]
        _ = try pixel.withUnsafeBytes { bytes throws(PNGError) in try difference.plan(bytes) }
        #expect(difference.frameCount == 1)
    }
}
