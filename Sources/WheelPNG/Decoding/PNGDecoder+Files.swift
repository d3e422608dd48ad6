#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PNGDecoder {
    /// Decodes the PNG file at `path` in its own colour type and bit depth. A missing or
    /// unreadable file throws `unreadableFile`; a bad one the other cases.
    public func decode(contentsOfFile path: String) throws(PNGError) -> PNGImage {
        try decode(Self.readFile(atPath: path), name: path)
    }

    /// Decodes the PNG file at `path` to 8-bit RGBA, straight alpha.
    public func decodeRGBA(contentsOfFile path: String) throws(PNGError) -> RGBAImage {
        try decodeRGBA(Self.readFile(atPath: path), name: path)
    }

    /// The most bytes ``readFile(atPath:)`` reads: 1 GiB, more than any PNG within the
    /// default limits needs (100 megapixels of 16-bit RGBA, stored uncompressed, is 800 MB).
    public static let maximumFileBytes = 1 << 30

    /// The bytes of the file at `path`, or `unreadableFile` with the system's reason (missing,
    /// permission denied, a directory, ...). Reading stops early, so that a device or pipe
    /// without end (`/dev/zero`) cannot exhaust memory: after the first eight bytes when they
    /// are not the PNG signature, or after a chunk header before IEND that cannot be one (the
    /// decoder then reports them), and at ``maximumFileBytes``, which throws `fileTooLong` (so
    /// does a pipe's chunk declared to end past it; a regular file's is truncated).
    /// Bytes after IEND are not chunks: a regular file's are read to its end, so that the count
    /// of them (``PNGFileInfo/trailingByteCount``) is the file's; a pipe or device is read up
    /// to the end of IEND and no further (what follows may never end: `cat a.png /dev/zero`).
    public static func readFile(atPath path: String) throws(PNGError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: Self.systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadableFile(path: path, reason: Self.systemReason())
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw .folder(path: path)
        }
        if Int(status.st_size) > maximumFileBytes { throw .fileTooLong(file: path, limit: maximumFileBytes) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(Int(status.st_size), 0))
        // Pipes and devices report no size, so read until end of file whatever the kind.
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        var nextChunk = PNGChunkLexer.signature.count
        var endRead = false
        let isRegularFile = status.st_mode & S_IFMT == S_IFREG
        while true {
            let got = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: piece[..<got])
                if bytes.count >= 8, !bytes[..<8].elementsEqual(PNGChunkLexer.signature) { return bytes }
                // A chunk header that cannot be one ends the file for the decoder to report.
                while !endRead, nextChunk + 8 <= bytes.count {
                    guard let length = Self.chunkLength(bytes, at: nextChunk) else { return bytes }
                    endRead = Self.isEnd(bytes, at: nextChunk)
                    nextChunk += 12 + length
                }
                // In a pipe or device, a chunk that would end past the limit is refused now, not
                // once read up to it; a regular file's size is known and within the limit, so
                // there such a chunk is cut short, which the decoder reports.
                if !isRegularFile, nextChunk > maximumFileBytes {
                    throw .fileTooLong(file: path, limit: maximumFileBytes)
                }
                if endRead, !isRegularFile, bytes.count >= nextChunk { return Array(bytes[..<nextChunk]) }
                if bytes.count > maximumFileBytes { throw .fileTooLong(file: path, limit: maximumFileBytes) }
            } else if got == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadableFile(path: path, reason: Self.systemReason())
            }
        }
    }

    /// The data length of the chunk whose header starts at `offset`, when its length fits in
    /// 31 bits and its type is four ASCII letters (the lexer's rules); nil when the bytes
    /// cannot be a chunk.
    private static func chunkLength(_ bytes: [UInt8], at offset: Int) -> Int? {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = bytes[offset + 4..<offset + 8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard length <= PNGChunk.maximumLength, PNGChunkCode(rawValue: type).isWellFormed else { return nil }
        return length
    }

    /// Whether the chunk header at `offset` is IEND's, after which come no chunks.
    private static func isEnd(_ bytes: [UInt8], at offset: Int) -> Bool {
        let type = bytes[offset + 4..<offset + 8].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return PNGChunkCode(rawValue: type) == .end
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }

}
