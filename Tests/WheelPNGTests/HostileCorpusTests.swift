import TestSupport
import Testing

@testable import WheelPNG

/// Damaged and hostile files built by the tests: each must end in a typed `PNGError` that
/// names the file, never in a crash, a hang or a huge allocation.
@Suite struct HostileCorpusTests {
    static let name = "hostile.png"

    /// A valid RGB file compressed by zlib, with ancillary chunks before and after the image
    /// data, and the image data split over several IDAT chunks.
    static let valid: ChunkedFile = {
        let header = PNGHeader(width: 32, height: 24, bitDepth: 8, colorType: .rgb)
        let image = try? PNGImage(
            header: header, rows: PackedRows.random(header, seed: 21, sampleLimit: 64).bytes,
            metadata: PNGMetadata(
                gamma: 45455,
                physicalDimensions: PNGPhysicalDimensions(
                    pixelsPerUnitX: 2, pixelsPerUnitY: 3, unitIsMeter: false)))
        let encoded = image.flatMap { try? PNGEncoder().encode($0) } ?? []
        var file = ChunkedFile(parsing: encoded).splittingImageData(every: 400)
        file.chunks.insert(ChunkedFile.Chunk("tEXt", Array("Title\0wheel".utf8)), at: file.chunks.count - 1)
        return file
    }()

    static let validPixels: [UInt8] = (try? PNGDecoder().decode(valid.bytes, name: name).rows) ?? []

    /// Decodes and returns the error, recording an issue if there was none.
    static func failure(_ bytes: [UInt8], decoder: PNGDecoder = PNGDecoder()) -> PNGError? {
        do {
            _ = try decoder.decode(bytes, name: name)
            Issue.record("decoded without error")
            return nil
        } catch {
            #expect(error.file == name)
            #expect(!error.description.isEmpty)
            return error
        }
    }

    @Test func theBaseFileIsValid() throws {
        #expect(Self.valid.chunks.filter { $0.type == "IDAT" }.count >= 3)
        let image = try PNGDecoder().decode(Self.valid.bytes, name: Self.name)
        #expect(image.rows.count == 32 * 24 * 3)
        #expect(image.metadata.gamma == 45455)
    }

    /// A file of more chunks than any image's (millions of empty ones took 8 bytes of memory
    /// for each byte of the file) is refused at the first chunk past the limit; one at the limit
    /// is read.
    @Test func moreChunksThanAnyImageHoldsAreRefused() throws {
        let empty = ChunkedFile.Chunk("prVt").bytes
        let bytes = Self.valid.bytes
        let afterHeader = ChunkedFile.signature.count + 25
        func padded(toChunks total: Int) -> [UInt8] {
            let extra = total - Self.valid.chunks.count
            var padded = Array(bytes[..<afterHeader])
            padded.reserveCapacity(bytes.count + extra * empty.count)
            for _ in 0..<extra { padded += empty }
            return padded + bytes[afterHeader...]
        }
        let limit = PNGChunkLexer.maximumChunkCount
        #expect(try PNGDecoder().decode(padded(toChunks: limit), name: Self.name).rows == Self.validPixels)
        #expect(Self.failure(padded(toChunks: limit + 1)) == .tooManyChunks(file: Self.name, limit: limit))
        #expect(
            PNGError.tooManyChunks(file: "a.png", limit: limit).description
                == "a.png: the file holds more than 1,048,576 chunks, more than any image's; it is not an image "
                + "this tool reads.")
    }

    @Test func badSignature() {
        var bytes = Self.valid.bytes
        bytes[1] = 0x51
        #expect(Self.failure(bytes) == .notPNG(file: Self.name, leadingBytes: Array(bytes.prefix(8))))
    }

    /// The signature's line ends changed as a text-mode transfer changes them are told as
    /// such; other bytes wrong there are not (`1A 00` was blamed on a transfer).
    @Test func textModeTransferIsExplained() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (changed, isTransfer) in [
            ([0x0A, 0x1A, 0x0A], true),  // CR LF became LF
            ([0x0D, 0x1A, 0x0D], true),  // LF became CR
            ([0x0D, 0x0D, 0x0A, 0x1A, 0x0D, 0x0A], true),  // LF became CR LF
            ([0x0D, 0x0A, 0x1A, 0x00], false),
            ([0x0D, 0x0A, 0x00, 0x0A], false),
            ([0x00, 0x0A, 0x1A, 0x0A], false),
            ([0x1A, 0x0A, 0x0A, 0x0A], false),
        ] as [([UInt8], Bool)] {
            let bytes = Array(signature.prefix(4)) + changed + Self.valid.bytes.dropFirst(8)
            let error = Self.failure(bytes)
            #expect(error == .notPNG(file: Self.name, leadingBytes: Array(bytes.prefix(8))))
            #expect(
                error?.description.hasSuffix(
                    isTransfer
                        ? "transfer it again in binary mode." : "Export the image as PNG and try again.")
                    == true,
                "\(changed)")
        }
    }

    /// A file without IEND whose chunks are all whole is told it stops at a chunk's end or has
    /// its last chunk damaged (an IEND renamed `IENE` was told it was cut short).
    @Test func aMissingEndSaysWhatItMayBe() {
        var bytes = Self.valid.bytes
        bytes.replaceSubrange((bytes.count - 8)..<(bytes.count - 4), with: Array("IENE".utf8))
        let error = Self.failure(bytes)
        #expect(error == .missingChunk(file: Self.name, chunk: "IEND"))
        #expect(
            error?.description.contains(
                "either it was cut short at the end of a chunk, or its last chunk is damaged") == true)
    }

    /// libpng's and zlib's messages read as clauses after a colon: "is corrupt: Not enough
    /// image data" began a word in capitals mid-sentence; a word in capitals stays one.
    @Test func libpngMessagesReadAsClauses() {
        #expect(
            PNGError.corruptImageData(file: "a.png", reason: "Not enough image data").description
                == "a.png: the compressed pixel data (IDAT) is corrupt: not enough image data. Copy or export "
                + "the file again.")
        #expect(
            PNGError.rejectedByLibpng(file: "a.png", message: "IDAT: invalid distance too far back")
                .description
                .contains("rejected the file: IDAT: invalid distance"))
        #expect(
            PNGWarning.libpng(file: "a.png", chunk: nil, message: "Extra compressed data").description
                == "a.png: libpng warned: extra compressed data")
        for kept in ["CgBI chunk misplaced", "Z_OK on Z_FINISH", "I/O error", "A"] {
            #expect(clause(kept) == (kept == "A" ? "a" : kept), "\(kept)")
        }
    }

    /// Another image format renamed `.png` (or a design file given for an export) is named.
    @Test(
        arguments: [
            ([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46], "a JPEG image"),
            (Array("GIF89a".utf8) + [0x01, 0x00], "a GIF image"),
            (
                Array("RIFF".utf8) + [0x24, 0x00, 0x00, 0x00],
                "a RIFF file: a WebP image, a WAV sound or an AVI video"
            ),
            ([0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00], "a TIFF image"),
            (
                [0x00, 0x00, 0x00, 0x1C] + Array("ftypheic".utf8),
                "an ISO media file: a HEIC or AVIF image, or an MP4 video"
            ),
            (Array("8BPS".utf8) + [0x00, 0x01, 0x00, 0x00], "a Photoshop document"),
            (Array("%PDF-1.7".utf8), "a PDF document"),
            (Array("<svg xmlns".utf8), "an SVG or other XML text"),
            ([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00], "a ZIP archive, as a Sketch file is"),
            (Array("BM".utf8) + [0x36, 0x10, 0x00, 0x00, 0x00, 0x00], "a BMP image"),
            ([0xEF, 0xBB, 0xBF] + Array("<?xml".utf8), "an SVG or other XML text"),
        ] as [([UInt8], String)])
    func anotherFormatIsNamed(bytes: [UInt8], format: String) {
        let error = Self.failure(bytes + [UInt8](repeating: 0, count: 40))
        #expect(error == .notPNG(file: Self.name, leadingBytes: Array(bytes.prefix(8))))
        #expect(
            error?.description.hasPrefix(
                "\(Self.name): not a PNG file (it looks like \(format)): it starts with ")
                == true, "\(error?.description ?? "")")
        #expect(error?.description.hasSuffix("Export the image as PNG and try again.") == true)
        // Text that is none of these is not named.
        #expect(
            Self.failure(Array("<html>".utf8))?.description.hasPrefix("\(Self.name): not a PNG file: ")
                == true)
    }

    /// A file that ends inside the signature was cut short: its line ends are not told as a
    /// transfer's, which they matched as far as they went.
    @Test(arguments: [1, 2, 5, 7])
    func aFileEndingInsideTheSignatureWasCutShort(length: Int) {
        let bytes = Array([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A].prefix(length)) as [UInt8]
        let error = Self.failure(bytes)
        #expect(error == .notPNG(file: Self.name, leadingBytes: bytes))
        #expect(
            error?.description.hasSuffix(
                "The file ends inside the signature: it was cut short; copy or export it again.") == true,
            "\(error?.description ?? "")")
    }

    @Test(arguments: [[], [0x89, 0x50], Array("<html>".utf8)] as [[UInt8]])
    func notAPNGAtAll(bytes: [UInt8]) {
        #expect(Self.failure(bytes) == .notPNG(file: Self.name, leadingBytes: Array(bytes.prefix(8))))
    }

    @Test func badCRCOnEveryCriticalChunkIsAnError() {
        for (index, (chunk, range)) in zip(Self.valid.chunks, Self.valid.chunkRanges).enumerated()
        where chunk.type.first?.isUppercase == true {
            var file = Self.valid
            file.chunks[index].crcOverride = chunk.correctCRC ^ 0x0000_0100
            #expect(
                Self.failure(file.bytes)
                    == .badCRC(
                        file: Self.name, chunk: chunk.type, offset: range.lowerBound,
                        declared: chunk.correctCRC ^ 0x0000_0100, computed: chunk.correctCRC))
        }
    }

    @Test func badCRCOnAncillaryChunksDropsOnlyThatChunk() throws {
        for (index, chunk) in Self.valid.chunks.enumerated() where chunk.type.first?.isLowercase == true {
            var file = Self.valid
            file.chunks[index].crcOverride = ~chunk.correctCRC
            let image = try PNGDecoder().decode(file.bytes, name: Self.name)
            #expect(image.rows == Self.validPixels)
            if chunk.type == "gAMA" { #expect(image.metadata.gamma == nil) }
        }
    }

    @Test func truncationAtEveryChunkBoundary() {
        let bytes = Self.valid.bytes
        for range in Self.valid.chunkRanges.dropLast() {
            #expect(
                Self.failure(Array(bytes[..<range.upperBound]))
                    == .missingChunk(file: Self.name, chunk: "IEND"))
        }
        // The signature alone has no chunk to be cut short after: its header is missing.
        #expect(Self.failure(Array(bytes.prefix(8))) == .missingChunk(file: Self.name, chunk: "IHDR"))
    }

    @Test func truncationInsideEveryChunk() {
        let bytes = Self.valid.bytes
        for (chunk, range) in zip(Self.valid.chunks, Self.valid.chunkRanges) {
            let cuts = Set(
                [1, 7, 8, 12 + chunk.data.count / 2, 8 + chunk.data.count, 12 + chunk.data.count - 1].map {
                    range.lowerBound + $0
                })
            for cut in cuts.sorted() where cut < range.upperBound {
                let error = Self.failure(Array(bytes[..<cut]))
                guard case .truncated(_, let name, let offset, let declared, let available) = error else {
                    Issue.record("cut at \(cut) in \(chunk.type): \(String(describing: error))")
                    continue
                }
                #expect(offset == range.lowerBound)
                let kept = cut - range.lowerBound
                #expect(name == (kept >= 8 ? chunk.type : nil))
                // The bytes there are: of the data once the type is known (all of it when only
                // the CRC is cut), else of the 12-byte header.
                #expect(available == (kept >= 8 ? min(chunk.data.count, kept - 8) : kept), "cut at \(cut)")
                #expect(declared == (kept >= 8 ? chunk.data.count : 0))
            }
        }
    }

    @Test func missingIEND() {
        var file = Self.valid
        file.chunks.removeLast()
        #expect(Self.failure(file.bytes) == .missingChunk(file: Self.name, chunk: "IEND"))
    }

    @Test func missingImageData() {
        var file = Self.valid
        file.chunks.removeAll { $0.type == "IDAT" }
        #expect(Self.failure(file.bytes) == .missingChunk(file: Self.name, chunk: "IDAT"))
    }

    @Test func missingPalette() {
        let header = PNGHeader(width: 4, height: 4, bitDepth: 2, colorType: .palette)
        let file = ReferencePNG.file(PackedRows.random(header, seed: 22))
        #expect(Self.failure(file.bytes) == .missingChunk(file: Self.name, chunk: "PLTE"))
    }

    @Test func imageDataTooShort() {
        var file = Self.valid
        let data = file.imageData
        file = ChunkedFile(
            chunks: file.chunks.filter { $0.type != "IDAT" }.prefix(2) + [
                ChunkedFile.Chunk("IDAT", Array(data.prefix(data.count / 2)))
            ]
                + [ChunkedFile.Chunk("IEND")])
        guard case .corruptImageData = Self.failure(file.bytes) else {
            Issue.record("expected corrupt image data")
            return
        }
    }

    @Test(arguments: [0, 1, 2, 40, -4, -1])
    func badZlibStream(at position: Int) {
        var data = Self.valid.imageData
        let index = position >= 0 ? position : data.count + position
        data[index] ^= position == 1 ? 0x01 : 0xFF  // header, flags, deflate data, Adler-32
        var file = Self.valid
        file.chunks = file.chunks.filter { $0.type != "IDAT" }
        file.chunks.insert(ChunkedFile.Chunk("IDAT", data), at: file.index(of: "pHYs").map { $0 + 1 } ?? 1)
        let error = Self.failure(file.bytes)
        guard case .corruptImageData(_, let reason) = error else {
            Issue.record("expected corrupt image data, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func badFilterType() {
        let header = PNGHeader(width: 5, height: 5, bitDepth: 8, colorType: .gray)
        var scanlines = ReferencePNG.scanlines(PackedRows.random(header, seed: 23), filter: 0)
        scanlines[6 * 2] = 9  // third row's filter byte
        let file = ChunkedFile(chunks: [
            ReferencePNG.headerChunk(header, interlaced: false),
            ChunkedFile.Chunk("IDAT", StoredDeflate.zlib(scanlines)),
            ChunkedFile.Chunk("IEND"),
        ])
        guard case .corruptImageData = Self.failure(file.bytes) else {
            Issue.record("expected corrupt image data")
            return
        }
    }

    static func withHeader(_ change: (inout [UInt8]) -> Void) -> [UInt8] {
        var file = valid
        change(&file.chunks[0].data)
        return file.bytes
    }

    @Test(arguments: [
        (0, [0, 0, 0, 0] as [UInt8]), (4, [0, 0, 0, 0]), (8, [3]), (9, [5]), (8, [16, 3]), (10, [1]),
        (11, [1]),
        (12, [2]), (0, [0x80, 0, 0, 0]),
    ])
    func invalidHeaderField(offset: Int, bytes: [UInt8]) {
        let file = Self.withHeader { $0.replaceSubrange(offset..<offset + bytes.count, with: bytes) }
        guard case .invalidHeader(_, let reason) = Self.failure(file) else {
            Issue.record("expected an invalid header")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test func headerOfWrongLength() {
        let file = Self.withHeader { $0.removeLast() }
        #expect(
            Self.failure(file) == .invalidHeader(file: Self.name, reason: "IHDR holds 12 bytes instead of 13")
        )
    }

    @Test func chunksOutOfOrder() {
        func expectOutOfOrder(_ chunk: String, _ change: (inout ChunkedFile) -> Void) {
            var file = Self.valid
            change(&file)
            guard case .chunkOutOfOrder(_, let name, _, _) = Self.failure(file.bytes) else {
                Issue.record("expected \(chunk) out of order")
                return
            }
            #expect(name == chunk)
        }
        expectOutOfOrder("IHDR") { $0.chunks.swapAt(0, 1) }
        expectOutOfOrder("IHDR") { $0.chunks.insert($0.chunks[0], at: 2) }
        expectOutOfOrder("IDAT") { file in
            let first = file.index(of: "IDAT") ?? 0
            file.chunks.insert(ChunkedFile.Chunk("tEXt", Array("a\0b".utf8)), at: first + 1)
        }
        expectOutOfOrder("PLTE") { file in
            file.chunks.insert(ChunkedFile.Chunk("PLTE", [1, 2, 3]), at: file.chunks.count - 1)
        }
        expectOutOfOrder("PLTE") { file in
            file.chunks.insert(
                contentsOf: Array(repeating: ChunkedFile.Chunk("PLTE", [1, 2, 3]), count: 2), at: 1)
        }
    }

    @Test func unknownCriticalChunk() {
        var file = Self.valid
        file.chunks.insert(ChunkedFile.Chunk("WHEE", [1, 2, 3]), at: 1)
        guard case .unsupported(_, let reason) = Self.failure(file.bytes) else {
            Issue.record("expected unsupported")
            return
        }
        #expect(reason.contains("WHEE"))
    }

    @Test func garbledChunkHeaders() {
        var bytes = Self.valid.bytes
        let second = Self.valid.chunkRanges[1].lowerBound
        var garbledType = bytes
        garbledType[second + 5] = 0x00
        #expect(
            Self.failure(garbledType).map { if case .malformedChunk = $0 { true } else { false } } == true)
        bytes.replaceSubrange(second..<second + 4, with: [0xFF, 0xFF, 0xFF, 0xF0])
        #expect(Self.failure(bytes).map { if case .malformedChunk = $0 { true } else { false } } == true)
    }

    @Test func absurdDimensionsAreRefusedBeforeAllocating() {
        // A complete file of a few hundred bytes that declares 20000 × 20000 RGBA pixels.
        let header = PNGHeader(width: 20000, height: 20000, bitDepth: 8, colorType: .rgba)
        let file = ChunkedFile(chunks: [
            ReferencePNG.headerChunk(header, interlaced: false),
            ChunkedFile.Chunk("IDAT", StoredDeflate.zlib([0, 1, 2])),
            ChunkedFile.Chunk("IEND"),
        ])
        #expect(file.bytes.count < 1024)
        #expect(
            Self.failure(file.bytes)
                == .tooLarge(file: Self.name, width: 20000, height: 20000, limits: .default))
        #expect(throws: PNGError.tooLarge(file: Self.name, width: 20000, height: 20000, limits: .default)) {
            try PNGDecoder().decodeRGBA(file.bytes, name: Self.name)
        }
        let wide = Self.withHeader { $0.replaceSubrange(0..<4, with: StoredDeflate.bigEndian(2_000_000)) }
        guard case .tooLarge = Self.failure(wide) else {
            Issue.record("expected too large")
            return
        }
    }

    @Test(arguments: [(0, 7), (7, 0), (0, 0)])
    func zeroSizeIsInvalid(width: Int, height: Int) {
        let file = Self.withHeader {
            $0.replaceSubrange(
                0..<8, with: StoredDeflate.bigEndian(UInt32(width)) + StoredDeflate.bigEndian(UInt32(height)))
        }
        #expect(
            Self.failure(file)
                == .invalidHeader(
                    file: Self.name,
                    reason: "the image is \(width) × \(height) pixels; PNG needs at least 1 × 1"))
    }

    /// Every one of these seeded single-byte corruptions either fails with a typed error or,
    /// when the byte lies in an ancillary chunk (which libpng drops on a CRC mismatch),
    /// decodes to the original pixels. Nothing else is acceptable.
    @Test func seededRandomByteFlips() {
        let bytes = Self.valid.bytes
        let ancillary = zip(Self.valid.chunks, Self.valid.chunkRanges)
            .filter { $0.0.type.first?.isLowercase == true }.map(\.1)
        var generator = SeededGenerator(seed: 2024)
        var (errors, survivors) = (0, 0)
        for _ in 0..<400 {
            var damaged = bytes
            let position = generator.below(bytes.count)
            damaged[position] ^= UInt8(1 + generator.below(255))
            do {
                let image = try PNGDecoder().decode(damaged, name: Self.name)
                #expect(ancillary.contains { $0.contains(position) }, "flip at \(position) decoded")
                #expect(image.rows == Self.validPixels, "flip at \(position) changed pixels")
                survivors += 1
            } catch {
                #expect(error.file == Self.name)
                errors += 1
            }
        }
        #expect(errors + survivors == 400)
        #expect(errors > 300)
    }

    /// Like the flips, but each damaged chunk gets a correct CRC, so the damage reaches
    /// libpng and zlib instead of stopping at the CRC check.
    @Test func seededFlipsWithRepairedCRCs() {
        var generator = SeededGenerator(seed: 77)
        for _ in 0..<300 {
            var file = Self.valid
            let index = generator.below(file.chunks.count)
            guard !file.chunks[index].data.isEmpty else { continue }
            let position = generator.below(file.chunks[index].data.count)
            file.chunks[index].data[position] ^= UInt8(1 + generator.below(255))
            do {
                let image = try PNGDecoder().decode(file.bytes, name: Self.name)
                // Surviving damage to image data would mean wrong pixels slipped through.
                #expect(file.chunks[index].type != "IDAT" || image.rows == Self.validPixels)
            } catch {
                #expect(error.file == Self.name)
            }
        }
    }
}
