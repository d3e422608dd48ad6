/// What `luckywheel render` writes.
enum RenderFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// Numbered PNG files in a folder.
    case png
    /// One animated PNG file of the same frames.
    case apng
    /// Plain-text frames from a brightness ramp, no escape codes.
    case ascii
    /// Half-block frames in 24-bit or 256 colours (plain text where colour is not wanted).
    case ansi
    /// Raw RGBA8 frames on standard output, for a video encoder.
    case rgba
    /// No frames: only the `--audio` file.
    case none

    /// Whether frames are terminal text.
    var isText: Bool { self == .ascii || self == .ansi }
}
