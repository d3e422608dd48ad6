import Dispatch
import Testing
import WheelSupport

@testable import LuckyWheelCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct RNGStreamingTests {
    @Test(arguments: [0, 1, 7, 8, 65_536, 65_537, 200_003])
    func writesExactlyTheRequestedBytesOfTheStream(count: Int) throws {
        var written: [UInt8] = []
        try RNGStreaming.stream(seed: 3, stream: 9, byteCount: count) { block in
            written.append(contentsOf: block)
            return nil
        }
        var output = RawOutput(seed: 3, stream: 9)
        #expect(written == output.bytes(count))
    }

    @Test func aReaderThatGoesAwayEndsTheStreamQuietly() throws {
        var blocks = 0
        try RNGStreaming.stream(seed: 1, stream: 0, byteCount: nil) { _ in
            blocks += 1
            return blocks == 5 ? EPIPE : nil
        }
        #expect(blocks == 5)
    }

    @Test func otherWriteFailuresAreIOErrors() {
        #expect(throws: CommandFailure.self) {
            try RNGStreaming.stream(seed: 1, stream: 0, byteCount: 1000) { _ in ENOSPC }
        }
        do {
            try RNGStreaming.stream(seed: 1, stream: 0, byteCount: 1000) { _ in ENOSPC }
        } catch {
            #expect(error.exitCode == .ioError)
            #expect(error.message.contains("standard output"))
        }
    }

    /// Through a real pipe whose reader closes after 300 000 bytes: the endless stream
    /// returns normally, and the bytes read are the stream's.
    @Test func endlessStreamStopsWhenThePipeIsClosed() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let readEnd = ends[0]
        let writeEnd = ends[1]
        let received = Locked<[UInt8]>([])
        let reader = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var total: [UInt8] = []
            while total.count < 300_000 {
                let count = buffer.withUnsafeMutableBytes {
                    read(readEnd, $0.baseAddress, min(4096, 300_000 - total.count))
                }
                if count <= 0 { break }
                total.append(contentsOf: buffer[0..<count])
            }
            close(readEnd)
            received.withLock { $0 = total }
            reader.signal()
        }
        try RNGStreaming.stream(seed: 2, stream: 5, byteCount: nil, to: writeEnd)
        close(writeEnd)
        reader.wait()
        var output = RawOutput(seed: 2, stream: 5)
        #expect(received.withLock { $0 } == output.bytes(300_000))
    }
}
