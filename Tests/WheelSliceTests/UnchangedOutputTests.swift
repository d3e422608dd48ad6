import TestSupport
import Testing
import WheelPNG

@testable import WheelSlice

/// The flat and xcassets layouts write what they wrote before fractional scales and the
/// platform layouts existed: every file's size and digest, and the text files whole. The
/// golden file was written by the slicer of commit 9590e08 (whole scales only) from the same
/// seeded sheets; its manifests have since gained the placement and the anchor point that
/// follows from it (each wedge's was (0.5, 1), which put the image at the wheel's centre).
@Suite struct UnchangedOutputTests {
    /// 25 × 4 pt at @3x: unequal wedges, transparent, half-transparent and opaque pixels.
    static func sheets() throws -> (sheet: SpriteSheet, pressed: SpriteSheet) {
        let sheet = TestSheet.png(TestSheet.drawing(width: 75, height: 12, seed: 1401))
        let pressed = TestSheet.png(TestSheet.drawing(width: 75, height: 12, seed: 1402))
        return (
            try SpriteSheet(image: sheet, name: "Sheet@3x.png", scale: 3),
            try SpriteSheet(image: pressed, name: "SheetPressed@3x.png", scale: 3)
        )
    }

    /// FNV-1a, 64 bits: enough to tell two files apart in a fixture.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// One line per file (path, bytes, digest), then every text file's contents.
    static func listing(_ layout: SliceLayout) throws -> String {
        let (sheet, pressed) = try sheets()
        let result = try WheelSlicer.slice(
            sheet, pressed: pressed,
            options: SliceOptions(
                segments: 12, scales: [1, 2, 3], layout: layout, placement: PlatformLayoutTests.placement))
        let files = result.files.sorted { $0.path < $1.path }
        var text = ""
        for file in files { text += "\(file.path) \(file.bytes.count) \(digest(file.bytes))\n" }
        for file in files where file.path.hasSuffix(".json") {
            text += "\n== \(file.path)\n" + String(decoding: file.bytes, as: UTF8.self)
        }
        return text
    }

    @Test(arguments: ["flat", "xcassets"])
    func wholeScaleLayoutsWriteWhatTheyWroteBefore(layout: String) throws {
        let layout = try #require(SliceLayout(rawValue: layout))
        GoldenFile().check(try Self.listing(layout), against: "unchanged-\(layout.rawValue).txt")
    }
}
