import Foundation
import TestSupport
import Testing

@testable import WheelPNG

/// What a file holds around its chunks is told as it is: bytes after IEND are read past with a
/// warning (info listed nothing), and a file that ends right after its signature lacks its
/// header (it was said to be cut short after its last chunk, and it has none).
@Suite struct FileEndTests {
    @Test func bytesAfterTheEndAreAWarning() throws {
        let bytes = CarriedChunkWarningTests.file([]) + Array("junk".utf8)
        var warnings: [PNGWarning] = []
        let image = try PNGDecoder().decode(bytes, name: "t.png", warnings: &warnings)
        #expect(
            warnings.map(\.description) == [
                "t.png: 4 bytes follow its IEND chunk, the end of the image; decoders ignore them, and so does this tool"
            ])
        #expect(try PNGEncoder().encode(image).suffix(4) != Array("junk".utf8)[...])
        var none: [PNGWarning] = []
        _ = try PNGDecoder().decode(CarriedChunkWarningTests.file([]), name: "t.png", warnings: &none)
        #expect(none.isEmpty)
    }

    /// Bytes after IEND were counted only to the end of the 64 KiB read that held the first
    /// of them that could not be a chunk header ("65116 bytes" for 300 000): reading stopped
    /// there, as it does for garbage before IEND. A file's are read to its end now; a pipe is
    /// read to the end of IEND and no further, since what follows may never end
    /// (`cat a.png /dev/zero`): none are counted, and none are warned about.
    @Test(arguments: [false, true])
    func bytesAfterTheEndAreCountedToTheEndOfTheFile(throughPipe: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/t.png"
        let png = CarriedChunkWarningTests.file([])
        let trailing = 300_000
        let bytes = png + [UInt8](repeating: 0, count: trailing)
        var writer: Thread?
        if throughPipe {
            // The reader stops at IEND: the writer's last write fails (EPIPE), not the process.
            signal(SIGPIPE, SIG_IGN)
            try #require(mkfifo(path, 0o600) == 0)
            writer = Thread {
                let descriptor = open(path, O_WRONLY)
                guard descriptor >= 0 else { return }
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
            writer?.start()
        } else {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let read = try PNGDecoder.readFile(atPath: path)
        #expect(read == (throughPipe ? png : bytes))
        #expect(try PNGFileInfo(parsing: read, name: path).trailingByteCount == (throughPipe ? 0 : trailing))
        var warnings: [PNGWarning] = []
        _ = try PNGDecoder().decode(read, name: path, warnings: &warnings)
        #expect(warnings == (throughPipe ? [] : [.bytesAfterEnd(file: path, count: trailing)]))
    }

    @Test func aFileOfOnlyTheSignatureHasNoHeader() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(throws: PNGError.missingChunk(file: "s.png", chunk: "IHDR")) {
            try PNGFileInfo(parsing: signature, name: "s.png")
        }
    }
}
