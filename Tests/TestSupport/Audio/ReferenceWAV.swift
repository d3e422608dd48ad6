/// The tests' own WAV reader, written from the RIFF/WAVE layout: checks the header of a
/// 16-bit PCM file chunk by chunk and gives its samples, and finds where sounds begin.
package struct ReferenceWAV {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package let sampleRate: Int
    package let channels: Int
    package let bitsPerSample: Int
    package let samples: [Int16]

    package init(_ bytes: [UInt8]) throws {
        func word(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        func half(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func text(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard bytes.count >= 12, text(0) == "RIFF", text(8) == "WAVE" else {
            throw Failure(description: "not RIFF/WAVE")
        }
        guard word(4) == bytes.count - 8 else {
            throw Failure(description: "RIFF size \(word(4)), file \(bytes.count)")
        }
        var offset = 12
        var format: (rate: Int, channels: Int, bits: Int)?
        var samples: [Int16]?
        while offset + 8 <= bytes.count {
            let (type, size) = (text(offset), word(offset + 4))
            let body = offset + 8
            guard body + size <= bytes.count else { throw Failure(description: "\(type) runs past the end") }
            switch type {
            case "fmt ":
                guard size >= 16, half(body) == 1 else { throw Failure(description: "not PCM") }
                let (channels, rate, byteRate, align, bits) = (
                    half(body + 2), word(body + 4), word(body + 8), half(body + 12), half(body + 14)
                )
                guard byteRate == rate * channels * bits / 8, align == channels * bits / 8 else {
                    throw Failure(description: "inconsistent byte rate or block align")
                }
                format = (rate, channels, bits)
            case "data":
                guard format?.bits == 16, size % 2 == 0 else {
                    throw Failure(description: "data before a 16-bit fmt")
                }
                samples = stride(from: body, to: body + size, by: 2).map {
                    Int16(bitPattern: UInt16(half($0)))
                }
            default: break
            }
            offset = body + size + size % 2
        }
        guard let format, let samples else { throw Failure(description: "no fmt or data chunk") }
        sampleRate = format.rate
        channels = format.channels
        bitsPerSample = format.bits
        self.samples = samples
    }

    /// The samples where a sound begins: at least `threshold` in magnitude after `silence`
    /// samples (or the start) below `quiet`.
    package func onsets(threshold: Int16 = 8_000, quiet: Int16 = 4, silence: Int = 48) -> [Int] {
        var onsets: [Int] = []
        var quietRun = silence
        for (index, sample) in samples.enumerated() {
            let magnitude = sample.magnitude
            if magnitude >= threshold.magnitude, quietRun >= silence { onsets.append(index) }
            quietRun = magnitude < quiet.magnitude ? quietRun + 1 : 0
        }
        return onsets
    }
}
