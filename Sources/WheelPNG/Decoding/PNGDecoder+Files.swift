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

    /// The bytes of the file at `path`, or `unreadableFile` with the system's reason (missing,
    /// permission denied, a directory, ...).
    public static func readFile(atPath path: String) throws(PNGError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: Self.systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadableFile(path: path, reason: Self.systemReason())
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw .unreadableFile(path: path, reason: "it is a directory")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(Int(status.st_size), 0))
        // Pipes and devices report no size, so read until end of file whatever the kind.
        var piece = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = piece.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: piece[..<got])
            } else if got == 0 {
                return bytes
            } else if errno != EINTR {
                throw .unreadableFile(path: path, reason: Self.systemReason())
            }
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
