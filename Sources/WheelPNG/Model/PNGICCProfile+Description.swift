extension PNGICCProfile {
    /// The profile's own description, from its 'desc' tag: "sRGB IEC61966-2.1" for the
    /// profile Photoshop embeds. Reads ICC v2 `textDescriptionType` (ASCII) and ICC v4
    /// `multiLocalizedUnicodeType` (the first record's UTF-16). Nil when the profile has no
    /// such tag or it is malformed; nothing is trusted beyond the profile's bytes.
    public var profileDescription: String? {
        let bytes = profile
        func word(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= bytes.count else { return nil }
            return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let count = word(128), count <= (bytes.count - 132) / 12 else { return nil }
        for entry in 0..<count {
            let base = 132 + 12 * entry
            guard bytes[base..<base + 4].elementsEqual("desc".utf8), let offset = word(base + 4),
                let size = word(base + 8), size >= 12, offset <= bytes.count - size
            else { continue }
            return Self.text(Array(bytes[offset..<offset + size]))
        }
        return nil
    }

    private static func text(_ tag: [UInt8]) -> String? {
        func word(_ offset: Int) -> Int? {
            guard offset + 4 <= tag.count else { return nil }
            return tag[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        if tag.starts(with: "desc".utf8), let length = word(8), length >= 1, 12 + length <= tag.count {
            let ascii = tag[12..<12 + length].prefix { $0 != 0 }
            return String(decoding: ascii.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
        }
        if tag.starts(with: "mluc".utf8), let records = word(8), records >= 1, let length = word(20),
            let offset = word(24), length % 2 == 0, offset + length <= tag.count
        {
            let units = stride(from: offset, to: offset + length, by: 2).map {
                UInt16(tag[$0]) << 8 | UInt16(tag[$0 + 1])
            }
            return String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
        }
        return nil
    }
}
