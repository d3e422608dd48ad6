/// The bytes that hex text writes (test vectors are printed that way); spaces are ignored.
func hexBytes(_ text: String) -> [UInt8] {
    let digits = text.filter { $0 != " " }.map { UInt8($0.hexDigitValue ?? 0) }
    return stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
}

/// `bytes` as lowercase hex.
func hexText(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
}
