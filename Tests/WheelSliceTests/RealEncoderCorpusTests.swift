import Foundation
import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// The package's own sheet as real encoders write it (optipng, pngcrush, pngquant, zopflipng,
/// advpng, ImageMagick, Pillow, ffmpeg, vips): every file slices in 12 into wedges the tests'
/// own decoder finds bit-identical to their region, with every chunk carried.
///
/// The files are made by `Tests/RealEncoderCorpus/make-corpus.sh`, which needs those tools;
/// `.ci/run` runs it and names the folder in `LUCKYWHEEL_PNG_CORPUS`. Without the variable
/// the test is disabled (and says so); with it, every file below must be there.
@Suite struct RealEncoderCorpusTests {
    static let folder = ProcessInfo.processInfo.environment["LUCKYWHEEL_PNG_CORPUS"]

    /// The files the script writes.
    static let expectedFiles = [
        "advpng.png", "ffmpeg-rgb48.png", "ffmpeg-rgba.png", "imagemagick-16bit.png",
        "imagemagick-grey-alpha.png", "imagemagick-grey.png", "imagemagick-interlaced.png",
        "imagemagick-png8.png",
        "imagemagick-rgba.png", "optipng.png", "pillow-la.png", "pillow-optimize.png", "pillow-palette.png",
        "pillow-rgb-optimize.png", "pillow-rgba-srgb-profile.png", "pngcrush-brute.png", "pngquant-16.png",
        "pngquant-256.png", "vips-interlaced.png", "vips.png", "zopflipng.png",
    ]

    @Test(
        .enabled(
            if: folder != nil,
            "needs LUCKYWHEEL_PNG_CORPUS: the folder Tests/RealEncoderCorpus/make-corpus.sh writes (.ci/run sets it)"
        ),
        arguments: expectedFiles)
    func slicesExactly(_ name: String) throws {
        let folder = try #require(Self.folder)
        let path = folder + "/" + name
        let bytes = try #require(FileManager.default.contents(atPath: path), "\(path) is missing")
        let result = try IndependentWedgeCheck.sliceAndCheck(Array(bytes), name: name, dropped: [])
        #expect(result.warnings == [], "\(name)")
        #expect(result.wedges.count == 12)
    }

    @Test(.enabled(if: folder != nil, "needs LUCKYWHEEL_PNG_CORPUS"))
    func theProfileIsDescribed() throws {
        let path = try #require(Self.folder) + "/pillow-rgba-srgb-profile.png"
        let image = try PNGDecoder().decode(contentsOfFile: path)
        #expect(image.metadata.iccProfile?.profileDescription == PhotoshopSRGBProfile.description)
        #expect(image.metadata.iccProfile?.profile == PhotoshopSRGBProfile.bytes)
    }
}
