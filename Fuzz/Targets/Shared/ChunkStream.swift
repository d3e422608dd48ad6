/// PNG chunk framing for the fuzz drivers: building chunks and repairing CRCs, so that
/// mutated inputs get past the CRC check (which libFuzzer cannot solve) into the parsers and
/// inflate behind it. Inputs are also decoded unrepaired, so the CRC checks stay covered.
enum ChunkStream {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A whole chunk: length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var bytes = word(UInt32(data.count))
        let body = Array(type.utf8) + data
        bytes += body
        bytes += word(crc(body[...]))
        return bytes
    }

    /// `bytes` with the CRC of every complete chunk after `start` made correct. Stops at the
    /// first chunk whose declared length runs past the end; the rest is left as it is.
    static func repairingCRCs(_ bytes: [UInt8], from start: Int) -> [UInt8] {
        var repaired = bytes
        var offset = start
        while offset + 12 <= repaired.count {
            let length = Int(readWord(repaired, at: offset))
            let end = offset + 8 + length
            guard length <= Int(Int32.max), end + 4 <= repaired.count else { break }
            let value = crc(repaired[(offset + 4)..<end])
            repaired.replaceSubrange(end..<(end + 4), with: word(value))
            offset = end + 4
        }
        return repaired
    }

    static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 8 && Array(bytes[0..<8]) == signature
    }

    static func word(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func readWord(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static let table: [UInt32] = (0..<256).map { (n: UInt32) in
        (0..<8).reduce(n) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
