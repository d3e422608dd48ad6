import TestSupport
import Testing

@testable import WheelPNG

/// Text, time and Exif chunks are carried unparsed, so libpng never judged them while the sheet
/// was read; one that libpng's own handler ignores is dropped with libpng's words, never copied
/// into every wedge (a test session's zTXt with compression method 1 made every wedge a file
/// Pillow would not open, with no warning from info or slice).
@Suite struct CarriedChunkWarningTests {
    /// A 2 × 1 grey image with `chunks` before its image data and `after` it.
    static func file(_ chunks: [ChunkedFile.Chunk], after: [ChunkedFile.Chunk] = []) -> [UInt8] {
        let header = StoredDeflate.bigEndian(2) + StoredDeflate.bigEndian(1) + [8, 0, 0, 0, 0]
        return ChunkedFile(
            chunks: [.init("IHDR", header)] + chunks + [.init("IDAT", StoredDeflate.zlib([0, 10, 20]))]
                + after
                + [.init("IEND")]
        ).bytes
    }

    static let comment = Array("Comment".utf8)
    static let time: [UInt8] = [0x07, 0xEA, 12, 3, 4, 5, 6]

    @Test(
        arguments: [
            ("zTXt", comment + [0, 1] + StoredDeflate.zlib(Array("hi".utf8)), "unknown compression type"),
            ("zTXt", comment + [0, 0] + Array("not zlib".utf8), "incorrect header check"),
            ("zTXt", [0, 0] + StoredDeflate.zlib(Array("hi".utf8)), "bad keyword"),
            ("iTXt", comment + [0, 2, 0, 0, 0] + Array("hi".utf8), "bad compression info"),
            ("tIME", [0x07, 0xEA, 13, 3, 4, 5, 6], "Ignoring invalid time value"),
            ("tIME", [0x07, 0xEA, 12, 3, 4, 5], "invalid"),
            ("eXIf", Array("XY".utf8) + [0, 42], "incorrect byte-order specifier"),
            ("eXIf", [0x4D], "too short"),
            ("sCAL", [1] + Array("-1".utf8) + [0] + Array("2".utf8), "non-positive width"),
            ("sCAL", [3] + Array("1".utf8) + [0] + Array("2".utf8), "invalid unit"),
            (
                "pCAL",
                Array("cal".utf8) + [0] + StoredDeflate.bigEndian(0) + StoredDeflate.bigEndian(255) + [0, 1]
                    + Array("u".utf8) + [0] + Array("1".utf8), "invalid parameter count"
            ),
            // A suggested palette whose entries do not fit its sample depth, or with no depth.
            (
                "sPLT", Array("pal".utf8) + [0, 7] + [UInt8](repeating: 0, count: 6),
                "sPLT chunk has bad length"
            ),
            ("sPLT", Array("pal".utf8) + [0], "malformed sPLT chunk"),
        ] as [(String, [UInt8], String)])
    func aChunkLibpngIgnoresIsDroppedWithItsReason(type: String, data: [UInt8], reason: String) throws {
        for after in [false, true] {
            let chunk = ChunkedFile.Chunk(type, data)
            let bytes = after ? Self.file([], after: [chunk]) : Self.file([chunk])
            var warnings: [PNGWarning] = []
            let image = try PNGDecoder().decode(bytes, name: "t.png", warnings: &warnings)
            #expect(image.metadata.ancillaryChunks.isEmpty)
            // libpng judges an sCAL's, pCAL's or sPLT's place before its contents.
            let said = after && ["sCAL", "pCAL", "sPLT"].contains(type) ? "out of place" : reason
            #expect(warnings.map(\.description) == ["t.png: libpng ignored the '\(type)' chunk (\(said))"])
            let encoded = try PNGEncoder().encode(image)
            #expect(try !PNGFileInfo(parsing: encoded, name: "out.png").chunks.contains { $0.type == type })
        }
    }

    /// A tEXt keyword of 0 or 80 bytes, which libpng's reader keeps (it checks zTXt's and
    /// iTXt's only), is carried as it is, with a warning naming the rule it breaks: it was
    /// copied into every wedge without a word, and pngcheck refused them all. 1 and 79 bytes
    /// are kept without one.
    @Test(arguments: [0, 1, 79, 80, 200])
    func aTextKeywordPNGDoesNotAllowIsKeptWithAWarning(length: Int) throws {
        let chunk = ChunkedFile.Chunk("tEXt", [UInt8](repeating: 0x4B, count: length) + [0] + Array("v".utf8))
        for after in [false, true] {
            let bytes = after ? Self.file([], after: [chunk]) : Self.file([chunk])
            var warnings: [PNGWarning] = []
            let image = try PNGDecoder().decode(bytes, name: "t.png", warnings: &warnings)
            #expect(image.metadata.ancillaryChunks.map(\.data) == [chunk.data])
            let encoded = try PNGEncoder().encode(image)
            #expect(try PNGFileInfo(parsing: encoded, name: "out.png").chunks.contains { $0.type == "tEXt" })
            let expected =
                (1...79).contains(length)
                ? []
                : [
                    "t.png: the 'tEXt' chunk breaks a rule of PNG: its keyword is \(length) bytes, not the 1 to 79 "
                        + "PNG allows; it is kept as it is, as libpng keeps it, so every file written from this one "
                        + "holds it too, and checkers such as pngcheck refuse them"
                ]
            #expect(warnings.map(\.description) == expected)
            #expect(warnings.allSatisfy { $0.leftOutChunks == nil })
        }
    }

    /// A valid sCAL, pCAL or sPLT after the image data is out of place to libpng, and dropped;
    /// before it, it is carried.
    @Test(arguments: [
        ChunkedFile.Chunk("sPLT", Array("pal".utf8) + [0, 8] + [1, 2, 3, 255, 0, 5]),
        ChunkedFile.Chunk("sCAL", [1] + Array("1.5".utf8) + [0] + Array("2".utf8)),
        ChunkedFile.Chunk(
            "pCAL",
            Array("cal".utf8) + [0] + StoredDeflate.bigEndian(0) + StoredDeflate.bigEndian(255) + [0, 2]
                + Array("u".utf8) + [0] + Array("1".utf8) + [0] + Array("2".utf8)),
    ])
    func aCalibrationAfterTheImageDataIsOutOfPlace(chunk: ChunkedFile.Chunk) throws {
        var warnings: [PNGWarning] = []
        let before = try PNGDecoder().decode(Self.file([chunk]), name: "t.png", warnings: &warnings)
        #expect(before.metadata.ancillaryChunks.map(\.data) == [chunk.data])
        #expect(warnings.isEmpty)
        let after = try PNGDecoder().decode(Self.file([], after: [chunk]), name: "t.png", warnings: &warnings)
        #expect(after.metadata.ancillaryChunks.isEmpty)
        #expect(
            warnings.map(\.description) == ["t.png: libpng ignored the '\(chunk.type)' chunk (out of place)"])
    }

    /// What libpng keeps is carried byte for byte, and of two times (or two Exif blocks) the
    /// first, as libpng keeps the first.
    @Test func validChunksAreCarriedAndASecondTimeIsADuplicate() throws {
        let kept: [ChunkedFile.Chunk] = [
            .init("tEXt", Self.comment + [0] + Array("a wheel".utf8)),
            .init("zTXt", Self.comment + [0, 0] + StoredDeflate.zlib(Array("a wheel".utf8))),
            .init(
                "iTXt",
                Self.comment + [0, 1, 0] + Array("en".utf8) + [0, 0] + StoredDeflate.zlib(Array("x".utf8))),
            .init("tIME", Self.time), .init("eXIf", Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 0]),
        ]
        let duplicates: [ChunkedFile.Chunk] = [
            .init("tIME", [0x07, 0xE9, 1, 1, 0, 0, 0]),
            .init("eXIf", Array("II".utf8) + [42, 0, 8, 0, 0, 0, 0, 0]),
        ]
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(
            Self.file(kept, after: duplicates), name: "t.png", warnings: &warnings)
        #expect(image.metadata.ancillaryChunks.map(\.type) == kept.map(\.type))
        #expect(image.metadata.ancillaryChunks.map(\.data) == kept.map(\.data))
        #expect(
            warnings.map(\.description) == [
                "t.png: libpng ignored the 'tIME' chunk (duplicate)",
                "t.png: libpng ignored the 'eXIf' chunk (duplicate)",
            ])
    }

    /// Every valid sPLT is carried, as libpng keeps them all (the palettes are suggestions, by
    /// name).
    @Test func everyValidSuggestedPaletteIsCarried() throws {
        let palettes: [ChunkedFile.Chunk] = [
            .init("sPLT", Array("one".utf8) + [0, 8] + [1, 2, 3, 255, 0, 5]),
            .init("sPLT", Array("two".utf8) + [0, 16] + [UInt8](repeating: 7, count: 10)),
        ]
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(Self.file(palettes), name: "t.png", warnings: &warnings)
        #expect(image.metadata.ancillaryChunks.map(\.data) == palettes.map(\.data))
        #expect(warnings.isEmpty)
    }

    /// 5000 letters A, compressed by zlib (level 9) to 29 bytes.
    static let compressedLetters: [UInt8] = [
        120, 218, 237, 193, 49, 1, 0, 0, 0, 194, 160, 108, 235, 95, 202, 20, 126, 64, 1, 0, 0, 0, 0, 111, 3,
        41,
        41, 245, 197,
    ]

    /// Compressed text expands within the decoder's chunk limit, so a zTXt bomb is not carried.
    @Test func compressedTextPastTheChunkLimitIsDropped() throws {
        let text = ChunkedFile.Chunk("zTXt", Self.comment + [0, 0] + Self.compressedLetters)
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder(limits: PNGLimits(maxChunkBytes: 4000)).decode(
            Self.file([text]), name: "t.png", warnings: &warnings)
        #expect(image.metadata.ancillaryChunks.isEmpty)
        // In words that say the limit was the cause: libpng's were "truncated".
        #expect(
            warnings.map(\.description) == [
                "t.png: libpng ignored the 'zTXt' chunk (its compressed text inflates to more than the 4,000 "
                    + "bytes a chunk may hold when read)"
            ])
        var unlimited: [PNGWarning] = []
        let carried = try PNGDecoder().decode(Self.file([text]), name: "t.png", warnings: &unlimited)
        #expect(carried.metadata.ancillaryChunks.count == 1 && unlimited.isEmpty)
    }

    /// A chunk dropped for the decoder's limit says so, compressed (iTXt, iCCP) or not (a
    /// large tEXt: "chunk data is too large; unknown chunk exceeds memory limits", of a known
    /// chunk); a stream that really is cut short keeps libpng's "truncated".
    @Test(arguments: [
        (
            ChunkedFile.Chunk("tEXt", Array("Comment\0".utf8) + [UInt8](repeating: 65, count: 5000)),
            "its 5,008 bytes are more than the 4,000 a chunk may hold when read"
        ),
        (
            ChunkedFile.Chunk(
                "iTXt",
                Array("XML:com.adobe.xmp\0".utf8) + [1, 0] + Array("en\0\0".utf8) + compressedLetters),
            "its compressed text inflates to more than the 4,000 bytes a chunk may hold when read"
        ),
        (
            ChunkedFile.Chunk(
                "zTXt",
                Array("Comment\0".utf8) + [0]
                    + StoredDeflate.zlib([UInt8](repeating: 65, count: 500)).dropLast(8)),
            "truncated"
        ),
    ])
    func aChunkDroppedForItsSizeSaysSo(chunk: ChunkedFile.Chunk, reason: String) throws {
        var warnings: [PNGWarning] = []
        _ = try PNGDecoder(limits: PNGLimits(maxChunkBytes: 4000)).decode(
            Self.file([chunk]), name: "t.png", warnings: &warnings)
        #expect(
            warnings.map(\.description) == ["t.png: libpng ignored the '\(chunk.type)' chunk (\(reason))"])
    }
}
