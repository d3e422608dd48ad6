import Foundation
import TestSupport
import Testing

@testable import WheelPNG

/// `luckywheel info /dev/zero` read until memory ran out (1.1 GB in 4 s): a device or pipe
/// has no end of file. Reading now stops once the first eight bytes are not the PNG signature.
@Suite struct EndlessInputRegressionTests {
    @Test func anEndlessDeviceIsReadOnlyUntilItCannotBeAPNG() throws {
        let bytes = try PNGDecoder.readFile(atPath: "/dev/zero")
        #expect(bytes.count >= 8)
        #expect(bytes.count <= 1 << 16)
        #expect(throws: PNGError.notPNG(file: "/dev/zero", leadingBytes: [0, 0, 0, 0, 0, 0, 0, 0])) {
            try PNGDecoder().decode(contentsOfFile: "/dev/zero")
        }
    }

    /// A PNG's first chunk followed by an endless run of zeros (a header glued to
    /// `/dev/zero`) is read only until a chunk header cannot be one, not to 1 GiB (which took
    /// 2 GB of memory): the decoder then reports the garbage where a chunk should start.
    @Test func anEndlessTailIsReadOnlyUntilAChunkCannotBeOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path + "/endless.png"
        try #require(mkfifo(fifo, 0o600) == 0)
        let png = try PNGEncoder().encode(RGBAImage(validatedWidth: 2, height: 2, fill: (1, 2, 3, 255)))
        let header = Array(png.prefix(33))
        // The writer stops when the reader closes the pipe (EPIPE; SIGPIPE is ignored here).
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = header.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            let zeros = [UInt8](repeating: 0, count: 1 << 16)
            for _ in 0..<4096 where zeros.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0
            {}
            close(descriptor)
        }
        writer.start()
        let bytes = try PNGDecoder.readFile(atPath: fifo)
        #expect(bytes.count >= 41 && bytes.count <= 33 + (1 << 17), "\(bytes.count) bytes read")
        #expect {
            try PNGDecoder().decode(bytes, name: fifo)
        } throws: { error in
            if case .malformedChunk(_, 33, _) = error as? PNGError { true } else { false }
        }
    }

    /// A 44-byte file whose IDAT declares 1 GiB of data was refused as "longer than 1073741824
    /// bytes": a regular file's size is known, so the chunk is cut short, and the decoder says
    /// so. A pipe still refuses such a chunk as soon as its header is read.
    @Test func aChunkDeclaredPastTheLimitInASmallFileIsTruncated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let png = try PNGEncoder().encode(RGBAImage(validatedWidth: 2, height: 2, fill: (1, 2, 3, 255)))
        let bytes = Array(png.prefix(33)) + [0x40, 0, 0, 0] + Array("IDAT".utf8) + [1, 2, 3]
        let path = folder.path + "/short.png"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try PNGDecoder.readFile(atPath: path) == bytes)
        #expect(
            throws: PNGError.truncated(
                file: path, chunk: "IDAT", offset: 33, declaredLength: 1 << 30, availableBytes: 3)
        ) {
            try PNGDecoder().decode(contentsOfFile: path)
        }

        let fifo = folder.path + "/short-pipe.png"
        try #require(mkfifo(fifo, 0o600) == 0)
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        #expect(throws: PNGError.fileTooLong(file: fifo, limit: PNGDecoder.maximumFileBytes)) {
            try PNGDecoder.readFile(atPath: fifo)
        }
    }

    /// A chunk header declaring more than PNG's maximum length (2³¹ − 1) with fewer than its 12
    /// bytes left after it was called a truncated file; the header is garbled wherever the file
    /// ends, as it is said to be when more bytes follow it (and as a pipe's reading finds it).
    @Test func aLengthPastPNGsMaximumIsGarbledEvenAtTheEndOfTheFile() throws {
        let png = try PNGEncoder().encode(RGBAImage(validatedWidth: 2, height: 2, fill: (1, 2, 3, 255)))
        let header = Array(png.prefix(33)) + [0x80, 0, 0, 1] + Array("tEXt".utf8)
        for tail in [[UInt8](), Array("abc".utf8), [UInt8](repeating: 0, count: 20)] {
            #expect {
                try PNGDecoder().decode(header + tail, name: "big.png")
            } throws: { error in
                guard case .malformedChunk("big.png", 33, let reason) = error as? PNGError else {
                    return false
                }
                return reason == "'tEXt' declares 2147483649 bytes, more than PNG's maximum of 2147483647"
            }
        }
        // Type bytes that are not letters are garbled too, where fewer than 12 bytes are left.
        let garbledType = Array(png.prefix(33)) + [0, 0, 0, 1, 0, 0, 0, 0]
        #expect {
            try PNGDecoder().decode(garbledType, name: "zeros.png")
        } throws: { error in
            if case .malformedChunk("zeros.png", 33, _) = error as? PNGError { true } else { false }
        }
    }

    /// A file longer than any PNG the tool reads is refused by its size, unread, as a data
    /// error (not an unreadable file): a sparse 1 GiB + 1 byte file.
    @Test func aFileLongerThanTheLimitIsRefusedBySize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/huge.png"
        try Data(try PNGEncoder().encode(RGBAImage(validatedWidth: 2, height: 2, fill: (1, 2, 3, 255))))
            .write(
                to: URL(fileURLWithPath: path))
        try #require(truncate(path, off_t(PNGDecoder.maximumFileBytes + 1)) == 0)
        #expect(throws: PNGError.fileTooLong(file: path, limit: PNGDecoder.maximumFileBytes)) {
            try PNGDecoder.readFile(atPath: path)
        }
        #expect(
            PNGError.fileTooLong(file: "a.png", limit: 1 << 30).description
                == "a.png: longer than 1073741824 bytes, more than any PNG this tool reads; check that it is the image you meant"
        )
    }
}
