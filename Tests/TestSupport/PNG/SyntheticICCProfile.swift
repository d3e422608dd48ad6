/// A 344-byte ICC profile libpng accepts, built here so that no test reads a profile file:
/// a header with the colour space, the D50 illuminant libpng's checks expect, and one tag
/// pointing at 200 bytes of seeded data.
package enum SyntheticICCProfile {
    /// The profile for `colorSpace`, "RGB " or "GRAY" (libpng matches it to the colour type).
    package static func bytes(colorSpace: String = "RGB ") -> [UInt8] {
        var profile = [UInt8](repeating: 0, count: 344)
        func put(_ bytes: [UInt8], at offset: Int) {
            profile.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        }
        put(StoredDeflate.bigEndian(344), at: 0)
        put([0x04, 0x30, 0, 0], at: 8)
        put(Array("mntr".utf8) + Array(colorSpace.utf8) + Array("XYZ ".utf8), at: 12)
        put(Array("acsp".utf8), at: 36)
        put([0, 0, 0xF6, 0xD6, 0, 1, 0, 0, 0, 0, 0xD3, 0x2D], at: 68)
        put(
            StoredDeflate.bigEndian(1) + Array("desc".utf8) + StoredDeflate.bigEndian(144)
                + StoredDeflate.bigEndian(200), at: 128)
        var random = SeededGenerator(seed: 344)
        put(random.bytes(200), at: 144)
        return profile
    }
}
