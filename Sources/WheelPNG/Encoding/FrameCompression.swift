/// How hard rendered frames are compressed (`luckywheel render --compression`), in PNG files
/// and in animated PNGs alike. Every choice is lossless: the same pixels, fewer bytes for more
/// time.
///
/// Measured on the default @2x spin (`luckywheel render --scale 2 --format apng
/// --compression C`, 270 frames, 211 stored; release build, 2 cores, load 1.7, GNU time,
/// 2026-12-01; `Benchmarks/peers/render/apng-sweep.txt`): `fast` 79,057,718 bytes in 1.0 s,
/// `small` 72,275,484 (0.91×) in 2.3 s, `best` 66,782,270 (0.84×) in 32.6 s; ffmpeg's
/// `-f apng` of the same frames writes 80.6 MB. The 270 PNG files: 111.1, 100.8 (0.91×) and
/// 92.2 MB (0.83×) in 1.4, 3.3 and 52 s.
public enum FrameCompression: String, Sendable, Hashable, CaseIterable {
    /// ``FrameEncoder/frames`` (libdeflate level 1, Up): the setting chosen for speed.
    case fast
    /// libdeflate level 6 with the Paeth filter: about a tenth smaller than `fast` in about
    /// twice to three times the time.
    case small
    /// libdeflate level 12 (its slowest, smallest) with the Paeth filter: about a sixth smaller
    /// than `fast` in 30 to 40 times the time.
    case best

    /// What frames are compressed with unless told: `fast`, as rendering is about speed.
    public static let standard = FrameCompression.fast

    /// The encoder of RGB and RGBA frames.
    public var encoder: FrameEncoder {
        switch self {
        case .fast: .frames
        case .small: FrameEncoder(compressionLevel: 6, filter: .paeth)
        case .best: FrameEncoder(compressionLevel: 12, filter: .paeth)
        }
    }

    /// The encoder of an indexed animation's palette indices: the same level, never a row
    /// filter (see ``FrameEncoder/indexedFrames``).
    public var indexedEncoder: FrameEncoder {
        FrameEncoder(compressionLevel: encoder.compressionLevel, filter: FrameEncoder.indexedFrames.filter)
    }
}
