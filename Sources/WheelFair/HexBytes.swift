/// The 32-byte values of a fair spin written as 64 hex digits: lowercase when written, either
/// case when read.
enum HexBytes {
    /// Bytes in a server seed and in a SHA-256 digest.
    static let byteCount = 32
    /// Hex digits that write `byteCount` bytes.
    static let digitCount = 2 * byteCount

    /// `bytes` as lowercase hex, two digits a byte.
    static func text(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The `byteCount` bytes that `text` writes (digits in either case, nothing else: no
    /// spaces, no `0x`).
    /// - Throws: `FairError.hexLength` for a length other than `digitCount`,
    ///   `FairError.notHexDigit` for the first Unicode scalar that is not a hex digit.
    static func parse(_ text: String, as value: FairError.HexValue) throws(FairError) -> [UInt8] {
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(digitCount)
        // By scalar, not by character: a joiner pasted after a digit makes one character of
        // the two, which would be reported as the digit.
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            guard scalar.isASCII, let nibble = Character(scalar).hexDigitValue else {
                throw .notHexDigit(value, character: scalar, position: offset + 1)
            }
            nibbles.append(UInt8(nibble))
        }
        guard nibbles.count == digitCount else { throw .hexLength(value, digits: nibbles.count) }
        return (0..<byteCount).map { nibbles[2 * $0] << 4 | nibbles[2 * $0 + 1] }
    }
}
