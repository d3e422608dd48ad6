import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// `SliceCompression`'s follow-up: a smooth linear gradient defeats both `small`
/// candidates (its filtered residue repeats at a pixel's distance, which run-length matching
/// cannot use), so `small` tries the filters once more with zlib's full matcher, and only
/// then.
@Suite struct SliceCompressionTests {
    /// A diagonal linear gradient per 40 px cell, 12 cells, like the QA's `dgrad@3x.png`.
    static func gradient(width: Int = 480, height: Int = 47) -> PNGImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let cell = x % 40
                pixels += [UInt8((cell + y) * 255 / 90), UInt8((cell * 2 + y) * 255 / 130), 128, 255]
            }
        }
        return PNGImage(
            validatedHeader: PNGHeader(width: width, height: height, bitDepth: 8, colorType: .rgba),
            rows: pixels)
    }

    @Test func aLinearGradientIsNoLargerThanTheFiltersWithTheFullMatcher() throws {
        let image = Self.gradient()
        let sheet = try SpriteSheet(image: image, name: "g.png", scale: 1)
        let result = try WheelSlicer.slice(sheet, options: SliceOptions(segments: 12, compression: .small))
        try ExactCutTests.expectExactWedges(result, sheet: image)
        let partition = try SlicePartition(widthInPoints: 480, segments: 12)
        let full = PNGEncoder(
            options: PNGEncodingOptions(compressionLevel: 6, filters: .all, strategy: .default))
        var fullBytes = 0
        var twoCandidateBytes = 0
        for index in 0..<12 {
            let columns = try partition.pixelRange(of: index, scale: 1)
            fullBytes += try ExactCut.encode(image, columns: columns, encoder: full).count
            twoCandidateBytes +=
                try SliceCompression.small.candidates(for: image.header).map {
                    try ExactCut.encode(image, columns: columns, encoder: PNGEncoder(options: $0)).count
                }.min() ?? 0
        }
        let written = result.wedges.reduce(0) { $0 + $1.bytes.count }
        #expect(written <= fullBytes)
        #expect(written * 2 < twoCandidateBytes, "the two candidates alone: \(twoCandidateBytes) bytes")
    }

    /// The follow-up costs a third filtered encode, so it runs only when the filters more than
    /// halved the size; noisy art (run-length 0.62–0.69 of unfiltered) and flat art (unfiltered
    /// smaller) never pay for it, and `fast` and `best` have none.
    @Test(arguments: [
        (SliceCompression.small, [100, 59], true), (.small, [100, 60], false),
        (.small, [100, 68], false),
        (.small, [100, 130], false), (.fast, [100], false), (.best, [100, 59, 58, 57, 56, 55], false),
    ])
    func theFollowUpRunsOnlyWhenTheFiltersWinByFar(
        compression: SliceCompression, sizes: [Int], expected: Bool
    ) {
        let header = PNGHeader(width: 4, height: 4, bitDepth: 8, colorType: .rgba)
        #expect((compression.followUp(for: header, candidateSizes: sizes) != nil) == expected)
    }
}
