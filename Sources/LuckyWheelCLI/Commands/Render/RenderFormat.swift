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

    /// The format when `--format` is not given: `apng` for an output whose name ends in
    /// `.apng` (any case), so `-o spin.apng` is one animated file, not a folder of that name
    /// full of PNG frames; `png` otherwise.
    static func implied(byOutput path: String) -> RenderFormat {
        path.lowercased().hasSuffix(".apng") ? .apng : .png
    }

    /// Whether frames are terminal text.
    var isText: Bool { self == .ascii || self == .ansi }
}
