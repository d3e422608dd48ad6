import WheelSupport

/// The WAV container of a soundtrack: RIFF, a `fmt ` chunk for 16-bit PCM, mono, at
/// `TickSounds.sampleRate`, then the `data` chunk of little-endian samples.
public enum WAVFile {
    /// Bytes before the first sample.
    public static let headerSize = 44
    /// The format in words, as help and summaries give it: `16-bit 48 kHz mono`.
    public static var formatText: String {
        "16-bit \(DecimalText.shortest(Double(TickSounds.sampleRate) / 1000)) kHz mono"
    }
    /// The most samples one file holds (RIFF sizes are 32 bits).
    public static let maximumSampleCount = (Int(UInt32.max) - headerSize) / 2

    /// The 44-byte header of a file of `sampleCount` samples.
    /// - Throws: ``RenderError/sampleCountOutOfRange(_:maximum:)`` unless `sampleCount` is 0 to
    ///   ``maximumSampleCount`` (the RIFF sizes are 32 bits).
    public static func header(sampleCount: Int) throws(RenderError) -> [UInt8] {
        guard (0...maximumSampleCount).contains(sampleCount) else {
            throw .sampleCountOutOfRange(sampleCount, maximum: maximumSampleCount)
        }
        return header(validatedSampleCount: sampleCount)
    }

    /// The header of a soundtrack the package cut to ``maximumSampleCount`` itself, so the
    /// check is a precondition.
    package static func header(validatedSampleCount sampleCount: Int) -> [UInt8] {
        precondition(
            (0...maximumSampleCount).contains(sampleCount),
            "a WAV file holds 0...\(maximumSampleCount) samples")
        let dataBytes = UInt32(sampleCount * 2)
        let rate = UInt32(TickSounds.sampleRate)
        return Array("RIFF".utf8) + littleEndian(36 + dataBytes) + Array("WAVE".utf8) + Array("fmt ".utf8)
            + littleEndian(UInt32(16)) + littleEndian(UInt16(1)) + littleEndian(UInt16(1))
            + littleEndian(rate)
            + littleEndian(rate * 2) + littleEndian(UInt16(2)) + littleEndian(UInt16(16)) + Array("data".utf8)
            + littleEndian(dataBytes)
    }

    /// `samples` as the bytes of the data chunk.
    public static func data(_ samples: [Int16]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: samples.count * 2)
        for (index, sample) in samples.enumerated() {
            let bits = UInt16(bitPattern: sample)
            bytes[2 * index] = UInt8(truncatingIfNeeded: bits)
            bytes[2 * index + 1] = UInt8(truncatingIfNeeded: bits >> 8)
        }
        return bytes
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func littleEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
}
