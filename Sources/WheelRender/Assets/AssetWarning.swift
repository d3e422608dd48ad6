import WheelPNG
import WheelSlice

/// Something loading the user's images got past without an error, which the user should
/// hear about: benign damage in a file, or a sheet cut into wedges of two widths.
public enum AssetWarning: Sendable, Hashable, CustomStringConvertible {
    /// What the decoder read past in a file (benign damage libpng's defaults accept).
    case image(PNGWarning)
    /// A sheet whose width in points does not divide into its segments (`partition`): its
    /// cells differ by a point, as `luckywheel slice` would cut them. A layer file given as a
    /// sheet shows up here.
    case unevenSheet(name: String, partition: SlicePartition)

    /// The warning, for a person.
    public var description: String {
        switch self {
        case .image(let warning): warning.description
        case .unevenSheet(let name, let partition): partition.unevenWidthsNote(sheet: name) ?? name
        }
    }
}
