import WheelPNG

/// Something a slice read past or left out, said so that nothing is lost silently.
public enum SliceWarning: Sendable, Hashable, CustomStringConvertible {
    /// What the decoder read past in a sheet (see `PNGWarning`).
    case sheet(PNGWarning)
    /// `count` chunks of type `chunk` in `sheet` that its wedges do not carry, and why. With
    /// `onlyResampled`, the exact cuts carry them and only wedges resampled to other scales
    /// leave them out.
    case chunkDropped(sheet: String, chunk: String, count: Int, reason: ChunkDropReason, onlyResampled: Bool)
    /// A sheet whose name holds `mark`, meant as a scale perhaps, that is no scale suffix
    /// (``SliceScale/unreadScaleMark(inFileName:)``): the sheet is read as 1x.
    case unreadScaleMark(sheet: String, mark: String)

    /// One sentence naming the file and the chunk.
    public var description: String {
        switch self {
        case .sheet(let warning):
            return warning.description
        case .chunkDropped(let sheet, let chunk, let count, let reason, let onlyResampled):
            let which = onlyResampled ? "the resampled wedges" : "the wedges"
            let chunks = count == 1 ? "its '\(chunk)' chunk" : "its \(count) '\(chunk)' chunks"
            return "\(sheet): \(which) leave out \(chunks): \(reason.clause(count: count))"
        case .unreadScaleMark(let sheet, let mark):
            return "\(sheet): '\(mark)' is not a scale suffix, so the sheet is read as @1x; a scale "
                + "suffix ends the name, as in name@2x.png or name@1.5x.png"
        }
    }
}
