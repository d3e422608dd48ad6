import TestSupport
import Testing

@testable import WheelPNG

/// `info` names a profile by the description in its own 'desc' tag: ICC v2's ASCII
/// `textDescriptionType` and ICC v4's UTF-16 `multiLocalizedUnicodeType`.
@Suite struct ICCProfileDescriptionTests {
    /// A profile of a header, one tag entry and `tag` as the tag's data.
    static func profile(tag: [UInt8]) -> [UInt8] {
        var profile = [UInt8](repeating: 0, count: 144)
        profile.replaceSubrange(128..<132, with: StoredDeflate.bigEndian(1))
        profile.replaceSubrange(
            132..<144,
            with: Array("desc".utf8) + StoredDeflate.bigEndian(144)
                + StoredDeflate.bigEndian(UInt32(tag.count)))
        return profile + tag
    }

    @Test func photoshopsProfileIsSRGBIEC61966() {
        let profile = PNGICCProfile(name: "Photoshop ICC profile", profile: PhotoshopSRGBProfile.bytes)
        #expect(profile.profileDescription == "sRGB IEC61966-2.1")
    }

    @Test func version4MultiLocalizedText() {
        let text = Array("Display P3".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let tag =
            Array("mluc".utf8) + [0, 0, 0, 0] + StoredDeflate.bigEndian(1) + StoredDeflate.bigEndian(12)
            + Array("enUS".utf8) + StoredDeflate.bigEndian(UInt32(text.count)) + StoredDeflate.bigEndian(28)
            + text
        #expect(PNGICCProfile(name: "p3", profile: Self.profile(tag: tag)).profileDescription == "Display P3")
    }

    @Test(arguments: [
        [UInt8](), Array("desc".utf8) + [0, 0, 0, 0] + StoredDeflate.bigEndian(500),
        Array("XYZ ".utf8) + [0, 0, 0, 0],
    ])
    func malformedOrMissingGivesNil(tag: [UInt8]) {
        #expect(PNGICCProfile(name: "odd", profile: Self.profile(tag: tag)).profileDescription == nil)
        #expect(PNGICCProfile(name: "short", profile: [1, 2, 3]).profileDescription == nil)
    }
}
