import Foundation
import TestSupport
import Testing

@testable import WheelPNG

/// `PNGFileInfo` reports a file's structure without decoding it; files are read from disk
/// with distinct errors for unreadable and corrupt input.
@Suite struct FileInfoTests {
    @Test func chunkListMatchesTheFile() throws {
        let header = PNGHeader(width: 9, height: 4, bitDepth: 2, colorType: .gray)
        var file = ReferencePNG.file(
            PackedRows.random(header, seed: 51), interlaced: true,
            before: [ChunkedFile.Chunk("gAMA", StoredDeflate.bigEndian(45455), crcOverride: 1)], idatSize: 10)
        file.chunks.insert(ChunkedFile.Chunk("tEXt", Array("k\0v".utf8)), at: file.chunks.count - 1)
        let bytes = file.bytes + [1, 2, 3]
        let info = try PNGFileInfo(parsing: bytes, name: "info.png")
        var expectedHeader = header
        expectedHeader.interlaced = true
        #expect(info.header == expectedHeader)
        #expect(!info.isCgBI)
        #expect(info.trailingByteCount == 3)
        #expect(info.chunks.map(\.type) == file.chunks.map(\.type))
        #expect(info.chunks.map(\.offset) == file.chunkRanges.map(\.lowerBound))
        #expect(info.chunks.map(\.endOffset) == file.chunkRanges.map(\.upperBound))
        #expect(info.chunks.map(\.length) == file.chunks.map(\.data.count))
        #expect(info.chunks.map(\.crcIsValid) == file.chunks.map { $0.type != "gAMA" })
        #expect(info.chunks.map(\.isCritical) == file.chunks.map { $0.type.first?.isUppercase == true })
        #expect(info.chunks[1].computedCRC == file.chunks[1].correctCRC)
        #expect(info.chunks[1].declaredCRC == 1)
        // And the pixels decode despite the damaged ancillary chunk and the trailing bytes.
        #expect(
            try PNGDecoder().decode(bytes, name: "info.png").rows == PackedRows.random(header, seed: 51).bytes
        )
    }

    @Test func headerDerivedSizes() {
        let header = PNGHeader(width: 7, height: 3, bitDepth: 4, colorType: .grayAlpha)
        #expect(header.problem != nil)
        let packed = PNGHeader(width: 7, height: 3, bitDepth: 2, colorType: .palette)
        #expect(packed.problem == nil)
        #expect(packed.bitsPerPixel == 2)
        #expect(packed.rowBytes == 2)
        #expect(packed.imageBytes == 6)
        let deep = PNGHeader(width: 5, height: 2, bitDepth: 16, colorType: .rgba)
        #expect(deep.rowBytes == 40)
        #expect(deep.channels == 4)
    }

    /// A file that cannot be opened for want of a descriptor is not to be looked for: the
    /// advice is the limit's (it was "Check the path and its permissions").
    @Test func aFileThatCannotBeOpenedForWantOfADescriptorIsToldSo() {
        for code in [EMFILE, ENFILE] {
            let error = PNGError.unreadableFile(path: "s.png", reason: String(cString: strerror(code)))
            #expect(error.description.hasSuffix(". Raise the limit on open files (ulimit -n) and retry."))
        }
        let missing = PNGError.unreadableFile(path: "s.png", reason: String(cString: strerror(ENOENT)))
        #expect(missing.description.hasSuffix(". Check the path and its permissions."))
    }

    @Test func filesAreReadFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "WheelPNGTests-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let header = PNGHeader(width: 300, height: 300, bitDepth: 8, colorType: .rgba)
        let rows = PackedRows.random(header, seed: 52)
        let bytes = ReferencePNG.file(rows).bytes
        let path = directory.appendingPathComponent("sheet@2x.png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        #expect(try PNGDecoder.readFile(atPath: path) == bytes)
        #expect(try PNGDecoder().decode(contentsOfFile: path).rows == rows.bytes)
        #expect(try PNGDecoder().decodeRGBA(contentsOfFile: path).pixels == rows.bytes)

        let missing = directory.appendingPathComponent("missing.png").path
        #expect(throws: PNGError.unreadableFile(path: missing, reason: "No such file or directory")) {
            try PNGDecoder().decode(contentsOfFile: missing)
        }
        // A folder is named as one, without the advice about permissions an unreadable file gets.
        #expect(throws: PNGError.folder(path: directory.path)) {
            try PNGDecoder().decodeRGBA(contentsOfFile: directory.path)
        }
        #expect(
            PNGError.folder(path: "wedges").description
                == "wedges is a folder, not a PNG file; give the path of a PNG file")
        let corrupt = directory.appendingPathComponent("corrupt.png").path
        try Data(bytes.prefix(100)).write(to: URL(fileURLWithPath: corrupt))
        #expect {
            try PNGDecoder().decode(contentsOfFile: corrupt)
        } throws: { error in
            guard case .truncated(let file, _, _, _, _) = error as? PNGError else { return false }
            return file == corrupt
        }
        // The offset is where the chunk starts, not where the file ends: said so.
        #expect(
            PNGError.truncated(
                file: "s.png", chunk: "IDAT", offset: 33, declaredLength: 25000, availableBytes: 1959
            )
            .description
                == "s.png: the file is truncated: it ends inside its 'IDAT' chunk, which starts at byte 33 "
                + "(25000 data bytes declared, 1959 present). Copy or export it again.")
        #expect(
            PNGError.truncated(file: "s.png", chunk: nil, offset: 40, declaredLength: 0, availableBytes: 5)
                .description
                == "s.png: the file is truncated: it ends inside the chunk header that starts at byte 40 "
                + "(5 of its 12 bytes present). Copy or export it again.")
    }
}
