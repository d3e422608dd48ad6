import TestSupport
import Testing

@testable import WheelPNG

/// The decoder's limits are configurable and checked before anything is allocated.
@Suite struct LimitsTests {
    static func file(width: Int, height: Int) -> [UInt8] {
        let header = PNGHeader(width: width, height: height, bitDepth: 8, colorType: .gray)
        return ReferencePNG.file(PackedRows.random(header, seed: 31)).bytes
    }

    @Test func pixelBudgetIsInclusive() throws {
        let decoder = PNGDecoder(limits: PNGLimits(maxPixels: 100))
        #expect(try decoder.decode(Self.file(width: 10, height: 10), name: "fits.png").rows.count == 100)
        #expect(throws: PNGError.tooLarge(file: "over.png", width: 11, height: 10, limits: decoder.limits)) {
            try decoder.decodeRGBA(Self.file(width: 11, height: 10), name: "over.png")
        }
    }

    /// The area and the budget in megapixels, unless either would round to 0 or both to the
    /// same figure ("24 megapixels, over the budget of 24 megapixels"): then in pixels.
    @Test func theBudgetMessageNeverRoundsTheAreaToTheBudget() {
        func message(_ width: Int, _ height: Int, budget: Int) -> String {
            PNGError.tooLarge(
                file: "s.png", width: width, height: height, limits: PNGLimits(maxPixels: budget)
            )
            .sizeFinding ?? ""
        }
        #expect(
            message(12000, 2000, budget: 23_999_999)
                == "s.png: the image declares 12000 × 2000 pixels (24,000,000 pixels), over the budget of "
                + "23,999,999 pixels.")
        #expect(
            message(12000, 2000, budget: 23_500_000)
                == "s.png: the image declares 12000 × 2000 pixels (24 megapixels), over the budget of "
                + "23.5 megapixels.")
        #expect(message(48, 10, budget: 479).hasSuffix("(480 pixels), over the budget of 479 pixels."))
    }

    @Test func sideLimit() throws {
        let decoder = PNGDecoder(limits: PNGLimits(maxDimension: 50))
        #expect(try decoder.decode(Self.file(width: 50, height: 2), name: "fits.png").header.width == 50)
        #expect(throws: PNGError.tooLarge(file: "long.png", width: 1, height: 51, limits: decoder.limits)) {
            try decoder.decode(Self.file(width: 1, height: 51), name: "long.png")
        }
        let message = PNGError.tooLarge(file: "long.png", width: 1, height: 51, limits: decoder.limits)
            .description
        #expect(message.contains("50 pixels per side"))
    }

    @Test func defaultsAreAHundredMegapixels() {
        #expect(PNGLimits.default.maxPixels == 100_000_000)
        #expect(PNGLimits.default.admits(width: 10000, height: 10000))
        #expect(!PNGLimits.default.admits(width: 10001, height: 10000))
        #expect(!PNGLimits.default.admits(width: Int.max, height: Int.max))
    }

    @Test func ancillaryChunkOverTheChunkLimitIsDropped() throws {
        let profile = MetadataTests.iccProfile()
        let chunk = ChunkedFile.Chunk("iCCP", Array("big\0".utf8) + [0] + StoredDeflate.zlib(profile))
        let bytes = ReferencePNG.file(PackedRows.random(MetadataTests.rgbHeader, seed: 32), before: [chunk])
            .bytes
        let generous = try PNGDecoder().decode(bytes, name: "icc.png")
        #expect(generous.metadata.iccProfile?.profile == profile)
        let strict = try PNGDecoder(limits: PNGLimits(maxChunkBytes: 200)).decode(bytes, name: "icc.png")
        #expect(strict.metadata.iccProfile == nil)
        #expect(strict.rows == generous.rows)
    }
}

/// A limit below 1 is held as 1, never passed on as libpng's 0, which means "no limit".
@Suite struct LimitsBelowOneTests {
    @Test(arguments: [0, -1])
    func aChunkLimitBelowOneDropsTheChunkAsOneWould(limit: Int) throws {
        let profile = MetadataTests.iccProfile()
        let chunk = ChunkedFile.Chunk("iCCP", Array("big\0".utf8) + [0] + StoredDeflate.zlib(profile))
        let bytes = ReferencePNG.file(PackedRows.random(MetadataTests.rgbHeader, seed: 32), before: [chunk])
            .bytes
        let decoded = try PNGDecoder(limits: PNGLimits(maxChunkBytes: limit)).decode(bytes, name: "icc.png")
        #expect(decoded.metadata.iccProfile == nil)
    }

    /// Held as 1, given or assigned: a 1 × 1 image passes (it was refused "over the budget of 0
    /// pixels") and a larger one is refused naming the limit applied.
    @Test(arguments: [0, -1])
    func aSizeLimitBelowOneIsOne(limit: Int) throws {
        var limits = PNGLimits(maxPixels: limit, maxDimension: limit)
        #expect(limits.maxPixels == 1 && limits.maxDimension == 1)
        limits.maxChunkBytes = limit
        limits.maxAncillaryChunks = limit
        #expect(limits.maxChunkBytes == 1 && limits.maxAncillaryChunks == 1)
        let decoder = PNGDecoder(limits: limits)
        _ = try decoder.decode(LimitsTests.file(width: 1, height: 1), name: "one.png")
        #expect(throws: PNGError.tooLarge(file: "two.png", width: 2, height: 1, limits: limits)) {
            try decoder.decode(LimitsTests.file(width: 2, height: 1), name: "two.png")
        }
        #expect(!PNGLimits.default.admits(width: -3, height: 5), "no negative size fits")
    }
}
