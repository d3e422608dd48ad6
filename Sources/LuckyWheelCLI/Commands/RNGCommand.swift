import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The streaming behind `luckywheel rng`: the generator's raw output (`RawOutput`) written
/// to a file descriptor in large blocks, until a byte count is reached or the reader closes
/// the pipe (`rng | dieharder -g 200 -a` stops when dieharder has read enough).
enum RNGStreaming {
    /// Bytes per `write(2)`: large enough that the system call costs nothing next to the
    /// generator, small enough to stay in the cache.
    static let blockSize = 1 << 16

    /// Writes the output of stream `stream` of `seed` to `descriptor`: `byteCount` bytes, or
    /// without end when nil. A reader that goes away (EPIPE; SIGPIPE is ignored by the tool)
    /// ends the stream normally: that is how `rng | dieharder` finishes.
    /// - Throws: `CommandFailure(.ioError)` when a write fails for any other reason (a full
    ///   disk, say).
    static func stream(
        seed: UInt64, stream: UInt64, byteCount: Int?, to descriptor: Int32 = STDOUT_FILENO
    ) throws(CommandFailure) {
        try self.stream(seed: seed, stream: stream, byteCount: byteCount) { block in
            writeAll(block, to: descriptor)
        }
    }

    /// The same, handing each block to `write`, which returns nil once it has taken all of the
    /// block, or the errno that stopped it (EPIPE ends the stream normally).
    static func stream(
        seed: UInt64, stream: UInt64, byteCount: Int?, write: (UnsafeRawBufferPointer) -> Int32?
    ) throws(CommandFailure) {
        var output = RawOutput(seed: seed, stream: stream)
        var remaining = byteCount.map { max($0, 0) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 8)
        defer { buffer.deallocate() }
        while remaining != 0 {
            let size = min(remaining ?? blockSize, blockSize)
            let block = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<size])
            output.fill(block)
            if let code = write(UnsafeRawBufferPointer(block)) {
                if code == EPIPE { return }
                throw CommandFailure(
                    .ioError, "cannot write to standard output: \(String(cString: strerror(code)))")
            }
            remaining = remaining.map { $0 - size }
        }
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short and interrupted writes;
    /// the errno of a failure, or nil.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var address = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = posixWrite(descriptor, address, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            address += written
            remaining -= written
        }
        return nil
    }
}
