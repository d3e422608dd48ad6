import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// Encoding runs on all cores; the bytes must not depend on how many.
@Suite struct ThreadingTests {
    @Test(arguments: SliceCompression.allCases)
    func oneAndManyThreadsWriteTheSameBytes(compression: SliceCompression) throws {
        let sheet = try SpriteSheet(
            image: TestSheet.png(TestSheet.drawing(width: 72, height: 9, seed: 81)), name: "s@3x.png",
            scale: 3)
        let pressed = try SpriteSheet(
            image: TestSheet.png(TestSheet.drawing(width: 72, height: 9, seed: 82)), name: "p@3x.png",
            scale: 3)
        func slice(threads: Int) throws -> [EncodedWedge] {
            let options = SliceOptions(scales: [1, 2, 3], compression: compression, threadCount: threads)
            return try WheelSlicer.slice(sheet, pressed: pressed, options: options).wedges
        }
        let single = try slice(threads: 1)
        #expect(single.count == 72)
        for threads in [2, 5, 64] {
            #expect(try slice(threads: threads) == single)
        }
    }

    @Test func compressionLevelsAreAllLosslessAndOrderedBySize() throws {
        let image = TestSheet.random(.rgba, depth: 8, width: 60, height: 30, seed: 83)
        let sheet = try SpriteSheet(image: image, name: "s.png", scale: 1)
        var sizes: [Int] = []
        for compression in [SliceCompression.fast, .small, .best] {
            let result = try WheelSlicer.slice(
                sheet, options: SliceOptions(segments: 3, compression: compression))
            try ExactCutTests.expectExactWedges(result, sheet: image)
            sizes.append(result.wedges.reduce(0) { $0 + $1.bytes.count })
        }
        #expect(sizes[2] <= sizes[1] && sizes[1] <= sizes[0])
    }
}
