import WheelPNG
import WheelSlice

/// `--compression fast|small|best`: the one vocabulary of every command that writes PNG
/// files (`slice`'s wedges, `render`'s frames and animated PNG). Every level is lossless; the
/// levels trade time for size. Each command keeps its library's default (`SliceOptions`'s,
/// small, for `slice`; `FrameCompression.standard`, fast, for `render`) and its own settings
/// for each level (`SliceCompression`, `FrameCompression`).
enum CompressionLevel: String, Sendable, CaseIterable, ArgumentValue {
    /// The quickest encode.
    case fast
    /// Smaller files in a few times the time.
    case small
    /// The smallest files this tool writes, in much more time.
    case best

    /// The level of the wedge encoder settings `slice`.
    init(_ slice: SliceCompression) {
        switch slice {
        case .fast: self = .fast
        case .small: self = .small
        case .best: self = .best
        }
    }

    /// The level of the frame encoder settings `frames`.
    init(_ frames: FrameCompression) {
        switch frames {
        case .fast: self = .fast
        case .small: self = .small
        case .best: self = .best
        }
    }

    /// The wedge encoder settings of this level.
    var slice: SliceCompression {
        switch self {
        case .fast: .fast
        case .small: .small
        case .best: .best
        }
    }

    /// The frame encoder settings of this level.
    var frames: FrameCompression {
        switch self {
        case .fast: .fast
        case .small: .small
        case .best: .best
        }
    }
}
