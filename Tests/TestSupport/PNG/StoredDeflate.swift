/// Deflate streams made only of "stored" blocks (no compression), which are simple enough
/// to write by hand: the tests' own zlib writer, independent of zlib.
package enum StoredDeflate {
    /// A raw deflate stream (no zlib header or trailer), as Apple's CgBI files hold.
    package static func raw(_ data: [UInt8], blockSize: Int = 1000) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + blockSize, data.count)
            let length = UInt16(end - start)
            output.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00
            output += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            output += data[start..<end]
            start = end
        } while start < data.count
        return output
    }

    /// A zlib stream: header, stored blocks, Adler-32.
    package static func zlib(_ data: [UInt8], blockSize: Int = 1000) -> [UInt8] {
        let adler = Checksums.adler32(data)
        return [0x78, 0x01] + raw(data, blockSize: blockSize) + bigEndian(adler)
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
